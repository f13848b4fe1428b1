"""The determinant game (noughts and crosses for a 3x3 determinant): the registry entry."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Settings


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.determinant.rules import Determinant, DeterminantAnalyzer
    game = Determinant()
    return game, DeterminantAnalyzer(game)


ENTRY = GameEntry("determinant", ("standard",), "engines.games.determinant.rules", _build,
                  limits=("every position",))
