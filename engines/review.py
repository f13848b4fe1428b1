"""Judging played moves against the exact values: the value history and the post-game review."""
from __future__ import annotations

import enum
from typing import Any

from engines.analysis import Analysis


class Verdict(enum.Enum):
    KEPT_WIN = "kept-win"
    THREW_WIN = "threw-win"
    KEPT_DRAW = "kept-draw"
    THREW_DRAW = "threw-draw"
    BEST_DEFENCE = "best-defence"
    FASTER_LOSS = "faster-loss"
    BEST = "best"
    """Score games: a move of the best value."""
    LOST_POINTS = "lost-points"
    UNKNOWN = "unknown"


def judge(before: Analysis[Any, Any], move_text: str) -> tuple[Verdict, float]:
    """The verdict on ``move_text`` played in the analysed position, and the value it gave away.

    For win/loss games a losing move is *best defence* when no other move makes the loss longer.
    """
    report = next((m for m in before.moves if m.text == move_text), None)
    if report is None or not before.exact:
        return Verdict.UNKNOWN, 0
    lost = before.value - report.value
    if before.value_kind.value == "score":
        return (Verdict.BEST if lost == 0 else Verdict.LOST_POINTS), lost
    if before.value > 0:
        return (Verdict.KEPT_WIN if report.value > 0 else Verdict.THREW_WIN), lost
    if before.value == 0:
        return (Verdict.KEPT_DRAW if report.value == 0 else Verdict.THREW_DRAW), lost
    longest = max((m.remoteness or 0) for m in before.moves)
    if report.remoteness is None or (report.remoteness or 0) >= longest:
        return Verdict.BEST_DEFENCE, 0
    return Verdict.FASTER_LOSS, 0


def winner_for_first_side(analysis: Analysis[Any, Any]) -> float:
    """The value from the first side's (A's or S's) point of view: > 0 means A is winning."""
    return analysis.value if analysis.mover == 0 else -analysis.value
