"""A pupil's run of exercises — a 10-exercise test or endless practice — and its score rule.

No Qt here: the window asks the session what comes next and tells it what the pupil answered;
the tests drive it directly too.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engines.exercise.model import Exercise

TEST_LENGTH = 10
POINTS_RIGHT = 2
"""Points for a right answer without hints."""
HINT_COST = 1
"""Points a hint takes from a right answer (never below zero; a wrong answer scores 0)."""
STREAK_UP = 3
"""Right answers in a row, without hints, after which practice suggests the next level."""
STREAK_DOWN = 2
"""Wrong answers in a row after which practice suggests the level below."""


FRESH_TRIES = 20
"""Seeds tried for an exercise not asked before in the session (a small level may have few)."""


def key(exercise: Exercise) -> str:
    """What makes two exercises the same question."""
    return f"{exercise.kind} {exercise.variant} {exercise.position} {exercise.task}"


def fresh(make: Callable[[int], Exercise], first_seed: int, asked: frozenset[str]) -> Exercise:
    """The first exercise from ``first_seed`` on that was not asked yet (after
    :data:`FRESH_TRIES` seeds, a repeated one: a level may have only a few positions)."""
    exercise = make(first_seed)
    for seed in range(first_seed + 1, first_seed + FRESH_TRIES):
        if key(exercise) not in asked:
            break
        exercise = make(seed)
    return exercise


def points(right: bool, hints: int) -> int:
    """The score rule the window states: 2 for a right answer, −1 per hint, 0 when wrong."""
    return max(0, POINTS_RIGHT - HINT_COST * hints) if right else 0


@dataclass(frozen=True)
class Attempt:
    exercise: Exercise
    reply: Mapping[str, Any]
    right: bool
    fields: Mapping[str, bool]
    hints: int
    seconds: float

    @property
    def points(self) -> int:
        return points(self.right, self.hints)


@dataclass
class Session:
    pupil: str
    game: str
    kind: str
    level: int
    levels: int
    """The kind's top level."""
    variant: str | None = None
    test: bool = True
    """A test of :data:`TEST_LENGTH` exercises; otherwise endless practice."""
    seed: int = field(default_factory=lambda: random.randrange(1, 10 ** 6))
    """Exercise i is generated with ``seed + i``: a test is regenerable from its first seed."""
    attempts: list[Attempt] = field(default_factory=list)
    level_since: int = 0
    """Attempts made before the level last changed (streaks count after it)."""

    seeds_used: int = 0
    """Seeds taken so far (more than the attempts when a repeated exercise was skipped)."""

    def next_seed(self) -> int:
        return self.seed + self.seeds_used

    def asked(self) -> frozenset[str]:
        """The positions (or tasks) asked so far: a session does not ask one twice."""
        return frozenset(key(a.exercise) for a in self.attempts)

    def took(self, exercise: Exercise) -> None:
        """``exercise`` (generated with a seed from :meth:`next_seed` on) is the one asked."""
        self.seeds_used = max(self.seeds_used, exercise.seed - self.seed + 1)

    @property
    def number(self) -> int:
        """The 1-based number of the exercise being asked."""
        return len(self.attempts) + 1

    @property
    def finished(self) -> bool:
        return self.test and len(self.attempts) >= TEST_LENGTH

    def record(self, attempt: Attempt) -> None:
        self.attempts.append(attempt)

    def right(self) -> int:
        return sum(a.right for a in self.attempts)

    def points(self) -> int:
        return sum(a.points for a in self.attempts)

    def most_points(self) -> int:
        return POINTS_RIGHT * len(self.attempts)

    def seconds(self) -> float:
        return sum(a.seconds for a in self.attempts)

    def suggestion(self) -> int:
        """+1: suggest the next level (a streak of clean right answers), −1: the level below
        (a streak of wrong ones), 0: stay. Practice only; counted since the last level change."""
        if self.test:
            return 0
        recent = self.attempts[self.level_since:]
        tail_up = recent[-STREAK_UP:]
        if (self.level < self.levels and len(tail_up) == STREAK_UP
                and all(a.right and a.hints == 0 for a in tail_up)):
            return 1
        tail_down = recent[-STREAK_DOWN:]
        if self.level > 1 and len(tail_down) == STREAK_DOWN and not any(a.right for a in tail_down):
            return -1
        return 0

    def change_level(self, delta: int) -> None:
        self.level = min(self.levels, max(1, self.level + delta))
        self.level_since = len(self.attempts)
