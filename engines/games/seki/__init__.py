"""Seki and d-seki (Gurvich's matrix games): the registry entry."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Settings


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.seki.rules import Seki, SekiAnalyzer
    game = Seki(variant)
    return game, SekiAnalyzer(game)


ENTRY = GameEntry("seki", ("seki", "d-seki"), "engines.games.seki.rules", _build,
                  limits=("at most 5x5; exact up to 300,000 smaller matrices (entries + 1 "
                          "multiplied)",))
