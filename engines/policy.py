"""How the computer picks a move from an analysis, shared by every game.

Winning or drawn: uniformly at random among the optimal moves (or the first, with randomness off).
Lost: the trap — the losing move that leaves the opponent the most replies that throw his win
away, then the fewest that keep it, then the longest game.
A strength below perfect plays a random legal move now and then (or always), so a pupil can win.
"""
from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analysis, MoveReport


class StrengthKind(enum.Enum):
    PERFECT = "perfect"
    PROBABILITY = "probability"
    """Perfect with probability ``p``, otherwise a random legal move."""
    RANDOM = "random"


@dataclass(frozen=True)
class Strength:
    kind: StrengthKind = StrengthKind.PERFECT
    p: float = 1.0


@dataclass(frozen=True)
class Choice:
    """The chosen move and why, for the UI to explain."""

    move: MoveReport[Any]
    reason: str
    """``"optimal"``, ``"trap"``, ``"random"`` or ``"estimate"`` (a depth-limited search)."""


def trap_order(report: MoveReport[Any]) -> tuple[float, float, float]:
    """Sort key: the most ways for the opponent to err first, then the fewest winning replies,
    then the longest remaining game."""
    winning, total = report.replies or (0, 0)
    return (-(total - winning), winning, -(report.remoteness or 0))


def choose(analysis: Analysis[Any, Any], *, rng: random.Random | None = None,
           strength: Strength = Strength()) -> Choice:
    """The computer's move in an analysed, non-terminal position.

    ``rng=None`` turns randomness off: the first of the equally good moves is taken.
    """
    if not analysis.moves:
        raise ValueError("no legal moves: the game is over")
    pick = rng.choice if rng is not None else (lambda seq: seq[0])
    roll = rng.random() if rng is not None else 0.0
    if strength.kind is StrengthKind.RANDOM or (
            strength.kind is StrengthKind.PROBABILITY and roll >= strength.p):
        return Choice(pick(list(analysis.moves)), "random")
    optimal = analysis.optimal_moves
    all_lose = all(m.replies is not None for m in analysis.moves)
    if analysis.exact and analysis.value < 0 and all_lose:
        best = min(trap_order(m) for m in analysis.moves)
        return Choice(pick([m for m in analysis.moves if trap_order(m) == best]), "trap")
    return Choice(pick(optimal), "optimal" if analysis.exact else "estimate")
