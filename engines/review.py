"""Judging played moves against the analyses: the value history and the post-game review.

A verdict is good exactly when the move is one of the analysis's best moves (``MoveReport.best``,
the ★ of the analysis panel), so the review and the panel never disagree. A move judged from a
depth-limited estimate gets an estimate's verdict, never a claim about the exact result.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analysis


class Verdict(enum.Enum):
    KEPT_WIN = "kept-win"
    SLOWER_WIN = "slower-win"
    """Still winning, but not by the quickest win where the game counts the moves (EGE)."""
    THREW_WIN = "threw-win"
    KEPT_DRAW = "kept-draw"
    THREW_DRAW = "threw-draw"
    BEST_DEFENCE = "best-defence"
    FASTER_LOSS = "faster-loss"
    BEST = "best"
    """Score games: a move of the best value."""
    LOST_POINTS = "lost-points"
    ESTIMATE_BEST = "estimate-best"
    """The best move by a depth-limited search (not known exactly)."""
    ESTIMATE_WORSE = "estimate-worse"
    """Worse than the best move by a depth-limited search's estimate."""
    UNKNOWN = "unknown"


GOOD = frozenset({Verdict.KEPT_WIN, Verdict.KEPT_DRAW, Verdict.BEST_DEFENCE, Verdict.BEST,
                  Verdict.ESTIMATE_BEST})
"""The verdicts of a best move (★); every other verdict but UNKNOWN is a move that was not."""


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def judge(before: Analysis[Any, Any], move_text: str) -> tuple[Verdict, float]:
    """The verdict on ``move_text`` played in the analysed position, and the value it gave away
    (by the estimate when the analysis is not exact)."""
    report = next((m for m in before.moves if m.text == move_text), None)
    if report is None:
        return Verdict.UNKNOWN, 0
    lost = before.value - report.value
    if not before.exact:
        return (Verdict.ESTIMATE_BEST if report.best else Verdict.ESTIMATE_WORSE), lost
    if before.value_kind.value == "score":
        return (Verdict.BEST if report.best else Verdict.LOST_POINTS), lost
    if before.value > 0:
        if report.best:
            return Verdict.KEPT_WIN, lost
        return (Verdict.SLOWER_WIN if report.value > 0 else Verdict.THREW_WIN), lost
    if before.value == 0:
        return (Verdict.KEPT_DRAW if report.best else Verdict.THREW_DRAW), lost
    return (Verdict.BEST_DEFENCE if report.best else Verdict.FASTER_LOSS), 0


def changed_result(before: Analysis[Any, Any], move_text: str) -> bool:
    """Whether the move turned a win into a draw or a loss, or a draw into a loss (exactly
    known only: an estimate cannot tell)."""
    report = next((m for m in before.moves if m.text == move_text), None)
    return (report is not None and before.exact
            and _sign(report.value) < _sign(before.value))


@dataclass(frozen=True)
class ReviewSummary:
    moves: int
    exact: int
    """Moves judged from an exact analysis."""
    estimated: int
    """Moves judged from a depth-limited estimate."""
    unknown: int
    """Moves with no analysis at all."""
    changed_result: int
    """Exactly judged moves that changed the result (win → draw/loss, draw → loss)."""
    not_best: int
    """Moves that were not best (★), exactly or by the estimate."""
    depth: int | None
    """The smallest depth of the estimates, if any."""


def summarize(rows: list[tuple[Analysis[Any, Any] | None, str]]) -> ReviewSummary:
    """``rows``: (the analysis of the position before each move, the move played)."""
    exact = estimated = unknown = changed = not_best = 0
    depths = []
    for before, move_text in rows:
        verdict = judge(before, move_text)[0] if before is not None else Verdict.UNKNOWN
        if verdict is Verdict.UNKNOWN:
            unknown += 1
            continue
        assert before is not None
        if before.exact:
            exact += 1
            changed += changed_result(before, move_text)
        else:
            estimated += 1
            if before.depth is not None:
                depths.append(before.depth)
        not_best += verdict not in GOOD
    return ReviewSummary(len(rows), exact, estimated, unknown, changed, not_best,
                         min(depths) if depths else None)


def winner_for_first_side(analysis: Analysis[Any, Any]) -> float:
    """The value from the first side's (A's or S's) point of view: > 0 means A is winning."""
    return analysis.value if analysis.mover == 0 else -analysis.value
