"""Seki and d-seki (Gurvich's matrix games): the registry entry."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.entry import Built, GameEntry, Settings
from engines.protocol import Game, NotationError

if TYPE_CHECKING:
    import random

    from engines.games.seki.rules import SekiPosition


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.seki.rules import Seki, SekiAnalyzer
    game = Seki(variant)
    return game, SekiAnalyzer(game)


def check_playable(pos: SekiPosition) -> None:
    """A game starts only where it is not over already: no row or column all zeros (unless the
    position was reached by passing)."""
    if not pos.passes and (any(not any(r) for r in pos.matrix)
                           or any(not any(c) for c in zip(*pos.matrix))):
        raise NotationError("seki: a row or a column is all zeros: the game is over")


def _start(game: Game[Any, Any], settings: Settings, rng: random.Random) -> Any:
    """The settings' ``matrix`` (a list of rows; default the game's initial one), R to move
    unless ``first`` is 1."""
    matrix = settings.get("matrix", [list(row) for row in game.initial().matrix])
    if not (isinstance(matrix, list) and matrix and all(isinstance(r, list) for r in matrix)):
        raise NotationError("seki: 'matrix' must be a list of rows")
    first = settings.get("first", 0)
    text = "/".join(",".join(str(x) for x in row) for row in matrix)
    start = game.parse_position(f"{text} {'RC'[first % 2 if isinstance(first, int) else 0]}")
    check_playable(start)
    return start


ENTRY = GameEntry("seki", ("seki", "d-seki"), "engines.games.seki.rules", _build,
                  limits=("at most 5x5; exact up to 300,000 smaller matrices (entries + 1 "
                          "multiplied)",),
                  start=_start, start_settings=("matrix", "first"))
