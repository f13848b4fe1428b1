"""How the computer picks a move from an analysis, shared by every game.

Only the best moves (``MoveReport.best``: they keep the value, and in a lost win/loss position
they are the longest defences) are ever chosen at perfect strength. Among them: in a won or drawn
position uniformly at random (or the first, with randomness off); in a lost position the trap —
the move that leaves the opponent the most replies that throw his win away, then the fewest that
keep it. A trap is a tie-break among best moves, never a reason to lose more or sooner.
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
    best = analysis.best_moves
    if analysis.exact and analysis.value < 0 and all(m.replies is not None for m in best):
        trap = min(trap_order(m) for m in best)
        return Choice(pick([m for m in best if trap_order(m) == trap]), "trap")
    return Choice(pick(best), "optimal" if analysis.exact else "estimate")
