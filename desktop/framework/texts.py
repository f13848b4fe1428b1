"""Plain-language texts about values: the forecast, a move's value, a review verdict."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from engines.analysis import Analysis, MoveReport
from engines.protocol import ValueKind
from engines.review import Verdict

# lupdate needs literal calls with a literal context, hence the spelled-out translate() calls.
translate = QCoreApplication.translate


def forecast(analysis: Analysis, names: tuple[str, str]) -> str:
    """E.g. "A wins with best play in 5 moves"; ``names`` are the sides as the user sees them."""
    mover, other = names[analysis.mover], names[1 - analysis.mover]
    v = analysis.value
    score = analysis.value_kind is ValueKind.SCORE
    if analysis.terminal:
        if v == 0:
            return translate("Texts", "Game over: a draw.")
        winner = mover if v > 0 else other
        if score:
            return translate("Texts", "Game over: {0} won by {1}.").format(winner, _num(abs(v)))
        return translate("Texts", "Game over: {0} won.").format(winner)
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


def move_value(analysis: Analysis, report: MoveReport) -> str:
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
        Verdict.THREW_WIN: translate("Texts", "threw the win away"),
        Verdict.KEPT_DRAW: translate("Texts", "kept the draw"),
        Verdict.THREW_DRAW: translate("Texts", "threw the draw away"),
        Verdict.BEST_DEFENCE: translate("Texts", "best defence"),
        Verdict.FASTER_LOSS: translate("Texts", "lost faster than needed"),
        Verdict.BEST: translate("Texts", "best move"),
        Verdict.LOST_POINTS: translate("Texts", "lost points"),
        Verdict.UNKNOWN: translate("Texts", "not analysed"),
    }[v]


class _Plurals(QObject):
    # lupdate reads plural forms only from tr() with a count, so plurals live in a QObject.
    def moves(self, n: int) -> str:
        return self.tr("in %n move(s)", "", n)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"
