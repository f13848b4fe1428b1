"""Plain-language texts about values: the forecast, a move's value, a review verdict."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engines.analysis import Analysis, MoveReport
from engines.outcome import Outcome
from engines.protocol import ValueKind
from engines.review import ReviewSummary, Verdict

# lupdate needs literal calls with a literal context, hence the spelled-out translate() calls.
translate = QCoreApplication.translate


def game_over(result: Outcome, names: tuple[str, str], detail: str = "") -> str:
    """The end-of-game sentence, from the whole game's result (never from the final position's
    value alone: tricks taken along the way count). ``detail`` (e.g. the tricks each took) is
    added after a semicolon."""
    if result.winner is None:
        text = translate("Texts", "Game over: a draw")
    elif result.score is not None:
        text = translate("Texts", "Game over: {0} won by {1}").format(
            names[result.winner], _num(abs(result.score)))
    else:
        text = translate("Texts", "Game over: {0} won").format(names[result.winner])
    return text + (f"; {detail}." if detail else ".")


def status_line(move_no: int, mover: str, computer: bool, paused: bool) -> str:
    """The status line while the game goes on: whose move, and whether the computer thinks or
    waits for Play."""
    if not computer:
        text = translate("GameTab", "Move {0}: {1} to move.")
    elif paused:
        text = translate("GameTab", "Move {0}: {1} to move — press Play or Step.")
    else:
        text = translate("GameTab", "Move {0}: {1} is thinking…")
    return text.format(move_no, mover)


def forecast(analysis: Analysis[Any, Any], names: tuple[str, str]) -> str:
    """E.g. "A wins with best play in 5 moves"; ``names`` are the sides as the user sees them.
    A finished game is told by :func:`game_over`, which knows the moves played."""
    mover, other = names[analysis.mover], names[1 - analysis.mover]
    v = analysis.value
    score = analysis.value_kind is ValueKind.SCORE
    if analysis.terminal:
        return translate("Texts", "Game over.")
    if not analysis.exact:
        if v > 0:
            text = translate("Texts", "Estimate at depth {0}: {1} is better.")
        elif v < 0:
            text = translate("Texts", "Estimate at depth {0}: {1} is worse.")
        else:
            text = translate("Texts", "Estimate at depth {0}: {1} is level.")
        return text.format(analysis.depth, mover)
    leader = mover if v > 0 else other
    if v == 0:
        text = translate("Texts", "A draw with best play")
    elif score:
        text = translate("Texts", "{0} wins by {1} with best play").format(leader, _num(abs(v)))
    else:
        text = translate("Texts", "{0} wins with best play").format(leader)
    if analysis.remoteness:
        text += " " + _Plurals().moves(analysis.remoteness)
    return text + "."


def move_value(analysis: Analysis[Any, Any], report: MoveReport[Any]) -> str:
    """A move's value for the table: "win", "loss", "draw", or a score like "+4"."""
    v = report.value
    if analysis.value_kind is ValueKind.SCORE or not analysis.exact:
        return _num(v) if v <= 0 else "+" + _num(v)
    if v > 0:
        return translate("Texts", "win")
    if v < 0:
        return translate("Texts", "loss")
    return translate("Texts", "draw")


def verdict(v: Verdict) -> str:
    return {
        Verdict.KEPT_WIN: translate("Texts", "kept the win"),
        Verdict.SLOWER_WIN: translate("Texts", "still wins, but not the quickest way"),
        Verdict.THREW_WIN: translate("Texts", "threw the win away"),
        Verdict.KEPT_DRAW: translate("Texts", "kept the draw"),
        Verdict.THREW_DRAW: translate("Texts", "threw the draw away"),
        Verdict.BEST_DEFENCE: translate("Texts", "best defence"),
        Verdict.FASTER_LOSS: translate("Texts", "lost faster than needed"),
        Verdict.BEST: translate("Texts", "best move"),
        Verdict.LOST_POINTS: translate("Texts", "lost points"),
        Verdict.ESTIMATE_BEST: translate("Texts", "best by the estimate"),
        Verdict.ESTIMATE_WORSE: translate("Texts", "worse by the estimate"),
        Verdict.UNKNOWN: translate("Texts", "not analysed"),
    }[v]


def review_summary(summary: ReviewSummary) -> str:
    """What the review could and could not tell, in plain words: the number of result-changing
    mistakes is claimed only for the moves judged exactly."""
    parts = []
    if summary.exact:
        parts.append(translate("Texts", "Mistakes that changed the result: {0} (of {1} moves "
                                        "judged exactly).").format(summary.changed_result,
                                                                   summary.exact))
    if summary.estimated:
        parts.append(translate("Texts", "{0} moves could not be solved exactly and were judged "
                                        "by a search to depth {1}: an estimate, which cannot "
                                        "tell whether the result changed.").format(
            summary.estimated, summary.depth if summary.depth is not None else "?"))
    if summary.unknown:
        parts.append(translate("Texts", "{0} moves were not analysed.").format(summary.unknown))
    parts.append(translate("Texts", "Moves that were not the best (no ★): {0}.").format(
        summary.not_best))
    return " ".join(parts)


class _Plurals(QObject):
    # lupdate reads plural forms only from tr() with a count, so plurals live in a QObject.
    def moves(self, n: int) -> str:
        return self.tr("in %n move(s)", "", n)


def grouped(value: float, decimals: int = 0) -> str:
    """A number with its thousands apart (a narrow no-break space: right in ru and en, where
    Python's comma reads as a decimal point to a Russian pupil)."""
    text = f"{value:,.{decimals}f}"
    return text.replace(",", "\u202f")


def number(x: float) -> str:
    """A value as shown: whole numbers without a decimal point."""
    return _num(x)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"
