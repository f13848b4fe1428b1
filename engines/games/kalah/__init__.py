"""Kalah (mancala): the registry entry and the limits the app shares with the engine."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Option, Settings, whole
from engines.protocol import NotationError

MAX_DEPTH = 20
"""The deepest search of the computer player (the app's setting and the tournament's)."""


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.kalah.rules import END_RULES, Kalah
    from engines.games.kalah.solver import KalahAnalyzer
    first = whole(settings, "first", "kalah", 0)
    if first not in (0, 1):
        raise NotationError("kalah: the setting 'first' is 0 (S) or 1 (N), not {0}", first)
    game = Kalah(whole(settings, "m", "kalah", 6), whole(settings, "n", "kalah", 4),
                 variant=variant, end=settings.get("end") or END_RULES[0], first=first,
                 any_size=True)
    return game, KalahAnalyzer(game)


ENTRY = GameEntry(
    "kalah", ("standard", "empty-capture"), "engines.games.kalah.rules", _build,
    options=(Option("end", "kalah: either (default) or mover — when the game ends"),),
    settings=("m", "n", "first"),
    limits=("at most 1,000 seeds; exact up to 100/42/26/22/18/14/12 seeds in the houses",
            "for 2/3/4/5/6/7/8 houses a side — beyond, use --depth or --time-limit"))
