"""Kalah (mancala): the registry entry and the limits the app shares with the engine."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.compiled import honour_pure
from engines.entry import Built, GameEntry, Option, Settings, whole
from engines.protocol import Game, NotationError

honour_pure()  # before any kernel of this package is imported (FINITE_GAMES_PURE=1)

if TYPE_CHECKING:
    from engines.analysis import Analyzer

MAX_DEPTH = 20
"""The deepest search of the computer player (the app's setting and the tournament's)."""
PLAYER_KEYS = ("depth", "time_limit", "evaluation", "weights", "pruning", "transposition_table",
               "ordering")
"""The app's computer player's settings in a save file (``player.PlayerOptions``): not rules."""


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.kalah.rules import END_RULES, Kalah
    from engines.games.kalah.solver import KalahAnalyzer
    board = {key: whole(settings, key, "kalah") for key in ("m", "n", "first") if key in settings}
    if board.get("first", 0) not in (0, 1):
        raise NotationError("kalah: the setting 'first' is 0 (S) or 1 (N), not {0}",
                            board["first"])
    # Without a board named, positions of any board are read (the command line); a game of
    # a named board reads only that board's.
    game = Kalah(**board, variant=variant, end=settings.get("end") or END_RULES[0],
                 any_size=not ("m" in board or "n" in board))
    return game, KalahAnalyzer(game)


def _strongest(game: Game[Any, Any], seconds: float) -> Analyzer[Any, Any]:
    from engines.games.kalah.player import KalahPlayerAnalyzer, PlayerOptions
    return KalahPlayerAnalyzer(game, PlayerOptions(depth=MAX_DEPTH,  # type: ignore[arg-type]
                                                   time_limit=seconds))


ENTRY = GameEntry(
    "kalah", ("standard", "empty-capture"), "engines.games.kalah.rules", _build,
    options=(Option("end", "kalah: either (default) or mover — when the game ends"),),
    settings=("m", "n", "first"), app_settings=PLAYER_KEYS, player=_strongest,
    limits=("at most 1,000 seeds; exact up to 200/48/30/26/24/18/18 seeds in the houses",
            "for 2/3/4/5/6/7/8 houses a side (6: 26 compiled; with the endgame database 34, "
            "40 compiled);",
            "beyond, use --depth or --time-limit"))
