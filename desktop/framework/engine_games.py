"""A tab's games come from the engine's registry, the one place that knows how to build a game
from its settings and what is wrong with bad ones; a tab adds only what is the app's own (a
start position, the app's smaller limits, a computer player)."""
from __future__ import annotations

from typing import Any

from engines import registry
from engines.analysis import Analyzer
from engines.protocol import Game

Built = tuple[Game[Any, Any], Analyzer[Any, Any]]


def same_rules(a: Game[Any, Any], b: Game[Any, Any]) -> bool:
    """Two games play by the same rules: what one's analyzer knows holds for the other."""
    return type(a) is type(b) and a.info == b.info and a.settings() == b.settings()


class EngineGames:
    """The games one tab builds. The game in play and its analyzer are kept while the rules
    stay the same, so a new game of the same rules starts with everything already solved."""

    def __init__(self) -> None:
        self._last: Built | None = None

    def build(self, name: str, variant: str | None, **settings: Any) -> Built:
        """The game ``name`` of ``variant`` with these settings (``None`` values left out: the
        game's own default); raises :class:`engines.protocol.NotationError` naming what is
        wrong."""
        game, analyzer = registry.build(name, variant, settings)
        last = self._last
        if last is not None and same_rules(last[0], game):
            return last
        self._last = game, analyzer
        return game, analyzer
