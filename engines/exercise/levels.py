"""Difficulty levels: what a level asks of a position, and the choice among random candidates.

A level is a :class:`Band` — ranges of measured features (remoteness, the share of right moves,
the number of legal moves…). The generator walks random candidates and keeps the first that
fits its band; if none fits within its tries it keeps the closest one, so generation always
ends and the same seed always gives the same exercise. What was measured goes into
``Exercise.features``, so the difficulty report reads the real distribution.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engines.protocol import NotationError

C = TypeVar("C")

Ranges = Mapping[str, tuple[float, float]]


@dataclass(frozen=True)
class Band:
    """Feature ranges ``low ≤ value ≤ high``; a feature not named, or measured ``None``
    (unknown: e.g. a remoteness the nim-sum rule does not give), is not asked for."""

    ranges: Ranges = field(default_factory=dict)

    def miss(self, features: Mapping[str, Any]) -> float:
        """How far ``features`` lie outside the band (0: inside), each range's width the unit."""
        total = 0.0
        for key, (low, high) in self.ranges.items():
            value = features.get(key)
            if value is None:
                continue
            scale = max(high - low, 1.0) if high != float("inf") else max(low, 1.0)
            if value < low:
                total += (low - value) / scale
            elif value > high:
                total += (value - high) / scale
        return total


INF = float("inf")

WIN_BANDS = (
    Band({"remoteness": (1, 5)}),
    Band({"remoteness": (3, 7), "share": (0, 0.5)}),
    Band({"remoteness": (5, 13), "share": (0, 0.34)}),
    Band({"remoteness": (7, INF), "share": (0, 0.2)}),
)
"""Find a winning move: a short win with many right moves first, then longer wins with few
(level 1 reaches 5 moves: with 3 Nim has only eight such positions of two small heaps)."""

VALUE_BANDS = (
    Band({"remoteness": (1, 4)}),
    Band({"remoteness": (3, 8)}),
    Band({"remoteness": (6, 14)}),
    Band({"remoteness": (10, INF)}),
)
"""Who wins, and the longest defence: the longer the game still runs, the harder."""

DEFENCE_BANDS = (
    Band({"remoteness": (2, 4)}),
    Band({"remoteness": (3, 8), "share": (0, 0.6)}),
    Band({"remoteness": (6, 14), "share": (0, 0.4)}),
    Band({"remoteness": (10, INF), "share": (0, 0.3)}),
)
"""The best defence: ``share`` is the share of longest defences among the legal moves."""


def check_level(level: int, levels: int, what: str) -> None:
    if not 1 <= level <= levels:
        raise NotationError("{0}: level {1}; the levels are 1 to {2}", what, level, levels)


UNUSABLE = 20
"""Candidates examined per usable one at most, before the generator gives up."""


def pick(candidates: Iterable[C], measure: Callable[[C], Mapping[str, Any] | None],
         band: Band, tries: int) -> tuple[C, Mapping[str, Any]]:
    """The first of at most ``tries`` usable candidates whose features fit ``band``
    (``measure`` returns ``None`` for an unusable one), else the closest one; raises
    ``LookupError`` when none of ``UNUSABLE`` × ``tries`` candidates was usable."""
    best: tuple[float, C, Mapping[str, Any]] | None = None
    usable = 0
    for n, candidate in enumerate(candidates):
        if usable >= tries or n >= UNUSABLE * tries:
            break
        features = measure(candidate)
        if features is None:
            continue
        usable += 1
        miss = band.miss(features)
        if miss == 0:
            return candidate, features
        if best is None or miss < best[0]:
            best = (miss, candidate, features)
    if best is None:
        raise LookupError("no usable position found")
    return best[1], best[2]
