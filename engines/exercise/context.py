"""What every generator gets (the game built, the seeded random source, the level) and the one
way an exercise about a position is put together."""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engines.analysis import Analysis, Analyzer
from engines.exercise.levels import Band
from engines.exercise.model import Exercise, Field, Text
from engines.protocol import Game, NotationError
from engines.registry import build, check_reach

StartFn = Callable[[Game[Any, Any], random.Random, int, str], Any]
"""(game, rng, level, kind) → a random position to start the walk from."""
HintFn = Callable[[str, Game[Any, Any], Any, Analysis[Any, Any]], tuple[Text, ...]]
"""(kind, game, position, analysis) → the game's own first hints (e.g. Nim's binary table)."""


@dataclass(frozen=True)
class Source:
    """Where a game's exercise positions come from: a start for the level, then random moves."""

    start: StartFn
    plies: Callable[[random.Random, int], int] = lambda rng, level: 0
    """Random moves played from the start, by level."""
    settings: Callable[[str], Mapping[str, Any]] = lambda variant: {}
    """The game's settings for ``registry.build`` per variant (a Nim K…)."""
    hints: HintFn | None = None
    drop: tuple[str, ...] = ()
    """Features the generic levels do not ask for in this game (its size says it: every deal
    of one-suit cards lasts as many tricks as a hand has cards)."""
    tries: int = 60
    """Candidates examined for a level before the closest one is taken."""


@lru_cache(maxsize=64)
def _built(game: str, variant: str, settings_json: str) -> tuple[Game[Any, Any], Any]:
    # One game and analyzer per setting, kept: analyzers keep their tables between exercises.
    return build(game, variant, json.loads(settings_json))


@dataclass
class Context:
    game_name: str
    variant: str
    kind: str
    level: int
    seed: int
    source: Source
    settings: dict[str, Any] = field(default_factory=dict)
    rng: random.Random = field(init=False)
    game: Game[Any, Any] = field(init=False)
    analyzer: Analyzer[Any, Any] = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"{self.game_name}:{self.kind}:{self.level}:{self.seed}")
        self.game, self.analyzer = _built(self.game_name, self.variant,
                                          json.dumps(self.settings, sort_keys=True))

    def candidates(self) -> Iterator[tuple[Any, Analysis[Any, Any]]]:
        """Random positions for this level (start, then random moves), non-terminal, within
        the engine's reach, each with its exact analysis."""
        game, rng = self.game, self.rng
        while True:
            try:
                pos = self.source.start(game, rng, self.level, self.kind)
            except NotationError:
                continue  # a drawn start the game refuses (a seki matrix with no move)
            for _ in range(self.source.plies(rng, self.level)):
                moves = game.legal_moves(pos)
                if not moves:
                    break
                pos = game.play(pos, rng.choice(list(moves)))
            if not game.legal_moves(pos):
                continue
            try:
                check_reach(self.analyzer, pos, False)
            except NotationError:
                continue
            yield pos, self.analyzer.analyze(pos)

    def band(self, bands: Sequence[Band]) -> Band:
        """The level's band of ``bands``, without the features this game drops."""
        band = bands[self.level - 1]
        return Band({k: r for k, r in band.ranges.items() if k not in self.source.drop})

    def game_hints(self, pos: Any, analysis: Analysis[Any, Any]) -> tuple[Text, ...]:
        hints = self.source.hints
        return hints(self.kind, self.game, pos, analysis) if hints else ()

    def exercise(self, question: Text, fields: Sequence[Field], expected: Mapping[str, Any],
                 answer: Mapping[str, Any], *, pos: Any = None, hints: Sequence[Text] = (),
                 solution: Text = ("", ()), features: Mapping[str, Any] | None = None,
                 sides: Sequence[str] = (), task: Mapping[str, Any] | None = None) -> Exercise:
        game = self.game
        return Exercise(
            game=self.game_name, variant=self.variant, kind=self.kind, level=self.level,
            seed=self.seed, question=question, fields=tuple(fields), expected=dict(expected),
            answer=dict(answer),
            position=None if pos is None else game.format_position(pos), task=task,
            settings=dict(self.settings),
            choices=() if pos is None else tuple(game.format_move(pos, m)
                                                 for m in game.legal_moves(pos)),
            sides=tuple(sides), hints=tuple(hints), solution=solution,
            features=dict(features or {}))


def listing(items: Sequence[Any]) -> str:
    """Moves or numbers as one argument of a text: ``1:2, 3:1``."""
    return ", ".join(str(x) for x in items)
