"""The value chart under the board: who was winning after each move, and by how much.

Every point is the engine's analysis of a position of the game, turned to the first side's point
of view, so a rising line is good for the first side. Win/loss games plot three bands (first side
wins / draw / second side wins) with the number of moves to the end at each point; score games
plot the result expected with best play from there. The moves that :func:`engines.review.judge`
calls thrown away are marked; a click jumps to that position.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop.framework import texts
from desktop.framework.palette import ACCENT, DRAW, LOSS, MARK_RED, WIN
from desktop.framework.texts import _num as number
from engines.analysis import Analysis
from engines.protocol import ValueKind
from engines.review import Verdict, judge, winner_for_first_side

THROWN = (Verdict.THREW_WIN, Verdict.THREW_DRAW, Verdict.LOST_POINTS)
"""Verdicts that mark a move on the chart: it made the result worse for its player."""
CURRENT = QColor(ACCENT)
MARK = QColor(MARK_RED)


@dataclass(frozen=True)
class ChartMove:
    """A ply of the game as the chart needs it."""

    side: int
    text: str
    reward: float = 0
    """What the move scored by itself (games scored along the way), from its mover's view."""


def first_side_values(cells: list[Analysis[Any, Any] | None], moves: list[ChartMove]
                      ) -> list[float | None]:
    """The result expected with best play from each position, for the first side.

    In games scored along the way (tricks) an analysis values only what is still to come, so
    what the moves before already scored is added: the chart then shows the final result.
    """
    banked = 0.0
    values: list[float | None] = []
    for i, analysis in enumerate(cells):
        if i > 0 and i - 1 < len(moves):
            move = moves[i - 1]
            banked += move.reward if move.side == 0 else -move.reward
        values.append(None if analysis is None else banked + winner_for_first_side(analysis))
    return values


def thrown_moves(cells: list[Analysis[Any, Any] | None], moves: list[ChartMove]
                 ) -> dict[int, Verdict]:
    """{ply index (0 = the first move): verdict} for the moves judged thrown away."""
    out = {}
    for i, move in enumerate(moves):
        before = cells[i] if i < len(cells) else None
        if before is not None:
            verdict, _ = judge(before, move.text)
            if verdict in THROWN:
                out[i] = verdict
    return out


class ValueChart(QWidget):
    """The chart; ``set_history`` gives it the analyses of positions 0…n (None: not yet)."""

    jump_requested = Signal(int)
    """The index of the position the user clicked (0 = the start)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._cells: list[Analysis[Any, Any] | None] = []
        self._moves: list[ChartMove] = []
        self._names = ("A", "B")
        self._current = 0
        self._future = 0
        self.values: list[float | None] = []
        """What is plotted at each position (the first side's view); None: not analysed."""
        self.thrown: dict[int, Verdict] = {}
        """The marked moves: {ply index: verdict}."""

    # --- data --------------------------------------------------------------------------
    def set_history(self, cells: list[Analysis[Any, Any] | None], current: int, future: int = 0,
                    moves: list[ChartMove] | None = None,
                    names: tuple[str, str] = ("A", "B")) -> None:
        """``cells`` for positions 0…n; ``current`` is on the board; the last ``future`` ones
        can be redone; ``moves[i]`` leads from position i to i + 1."""
        self._cells, self._current, self._future = cells, current, future
        self._moves = list(moves or [])
        self._names = names
        self.values = first_side_values(cells, self._moves)
        self.thrown = thrown_moves(cells, self._moves)
        self.updateGeometry()
        self.update()

    def score_game(self) -> bool:
        return any(a is not None and a.value_kind is ValueKind.SCORE for a in self._cells)

    # --- geometry ----------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(400, self.minimumSizeHint().height())

    def minimumSizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(200, int(line * 7.6))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()  # the zoom changed: keep room for the axis labels
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # every word is drawn, in the language of the moment
        super().changeEvent(event)

    def _plot_rect(self) -> QRectF:
        fm = QFontMetricsF(self.font())
        left = max(max(fm.horizontalAdvance(text) for text in (
            self._axis_label(1), self._axis_label(0), self._axis_label(-1))),
            fm.horizontalAdvance(self.x_caption() + "00")) + 8 + fm.height() * 0.4
        # Room for half a move number left and right of the first and last points.
        pad = fm.horizontalAdvance(str(max(9, len(self._cells) - 1))) / 2 + 4
        return QRectF(left + pad, fm.height() * 1.05, self.width() - left - 2 * pad - 4,
                      self.height() - fm.height() * 2.65)

    def _x(self, i: int) -> float:
        r = self._plot_rect()
        n = max(1, len(self._cells) - 1)
        return r.left() + r.width() * (0.5 if len(self._cells) <= 1 else i / n)

    def _y_range(self) -> float:
        if not self.score_game():
            return 1.0
        return max([1.0] + [abs(v) for v in self.values if v is not None])

    def _y(self, value: float) -> float:
        r = self._plot_rect()
        if not self.score_game():
            value = (value > 0) - (value < 0)  # win/loss: three bands
        return r.center().y() - value / self._y_range() * r.height() / 2

    def index_at(self, x: float) -> int | None:
        """The position nearest to ``x`` (None when the chart is empty)."""
        if not self._cells:
            return None
        return min(range(len(self._cells)), key=lambda i: abs(self._x(i) - x))

    # --- words -------------------------------------------------------------------------
    def _axis_label(self, where: int) -> str:
        if where == 0:
            return self.tr("draw") if not self.score_game() else "0"
        name = self._names[0 if where > 0 else 1]
        if self.score_game():
            value = self._y_range()
            return self.tr("{0} +{1}").format(name, number(value))
        return self.tr("{0} wins").format(name)

    def x_caption(self) -> str:
        return self.tr("after move")

    def legend(self) -> str:
        if self.score_game():
            what = self.tr("Expected result with best play after each move (up: {0} ahead, "
                           "down: {1} ahead).")
        else:
            what = self.tr("Who wins with best play after each move; the number is moves to "
                           "the end (up: {0}, down: {1}).")
        return (what.format(*self._names) + " "
                + self.tr("▼ marks a move that threw away the result; hollow points are "
                          "estimates. Click a point to go to that position."))

    def point_text(self, i: int) -> str:
        """The tooltip of position ``i``: what it is worth, and the verdict on the move to it."""
        head = (self.tr("Start position") if i == 0
                else self.tr("After move {0} ({1}: {2})").format(
                    i, self._names[self._moves[i - 1].side], self._moves[i - 1].text)
                if i - 1 < len(self._moves) else self.tr("After move {0}").format(i))
        analysis = self._cells[i]
        value = self.values[i]
        if analysis is None or value is None:
            body = self.tr("not analysed yet")
        elif self.score_game():
            if value == 0:
                body = self.tr("a draw expected")
            else:
                body = self.tr("{0} ahead by {1} expected").format(
                    self._names[0 if value > 0 else 1], number(abs(value)))
        else:
            body = texts.forecast(analysis, self._names)
        if analysis is not None and not analysis.exact:
            body += " " + self.tr("(estimate at depth {0})").format(analysis.depth)
        lines = [f"<b>{head}</b>", body]
        if i - 1 in self.thrown:
            lines.append(f"<span style='color:{MARK.name()}'>▼ " + self.tr("this move: {0}").format(
                texts.verdict(self.thrown[i - 1])) + "</span>")
        return "<br>".join(lines)

    # --- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.base())
        fm = QFontMetricsF(self.font())
        r = self._plot_rect()
        text_pen = QPen(pal.text().color())
        # Bands: green above the middle (the first side ahead), red below.
        painter.fillRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2),
                         QColor(WIN.red(), WIN.green(), WIN.blue(), 28))
        painter.fillRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2),
                         QColor(LOSS.red(), LOSS.green(), LOSS.blue(), 28))
        painter.setPen(QPen(DRAW, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))
        # Y axis labels: the first side up, the second down.
        for where, colour in ((1, WIN), (0, DRAW), (-1, LOSS)):
            y = r.center().y() - where * r.height() / 2
            painter.setPen(colour)
            # Clear of the first point's dot (its radius is at most 0.32 of a line).
            painter.drawText(QRectF(0, y - fm.height() / 2, r.left() - 4 - fm.height() * 0.4,
                                    fm.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self._axis_label(where))
        painter.setPen(text_pen)
        painter.drawText(QRectF(0, r.bottom() + fm.height() * 0.55,
                                r.left() - 6 - fm.horizontalAdvance("00"), fm.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.x_caption())
        if self.thrown and self._cells:
            # A one-line key in the top margin, in the rightmost gap between the triangles that
            # holds it (none: the legend below the chart says it).
            key = "▼ " + self.tr("a move that threw the result away")
            left = self._key_left(r, fm.horizontalAdvance(key), fm.height() * 0.4)
            if left is not None:
                painter.setPen(MARK)
                painter.drawText(QRectF(left, 0, fm.horizontalAdvance(key) + 1, r.top()),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 key)
        if not self._cells:
            return
        self._paint_x_axis(painter, r, fm)
        self._paint_marks(painter, r, fm)
        self._paint_line(painter, r, fm)

    def _paint_x_axis(self, painter: QPainter, r: QRectF, fm: QFontMetricsF) -> None:
        n = len(self._cells) - 1
        label_w = fm.horizontalAdvance(str(max(n, 1))) + 8
        every = 1
        while n and (r.width() / n) * every < label_w:
            every += 1
        painter.setPen(self.palette().text().color())
        y = r.bottom() + fm.height() * 0.55  # below the lower band's label
        for i in range(0, n + 1):
            if i % every and i != n:
                continue
            x = self._x(i)
            painter.drawText(QRectF(x - label_w / 2, y, label_w, fm.height()),
                             Qt.AlignmentFlag.AlignCenter, str(i))
        # The current position: a vertical line through the plot.
        x = self._x(self._current)
        painter.setPen(QPen(CURRENT, 2))
        painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))

    def _mark_x(self, ply: int) -> float:
        """The move from position ply to ply + 1 is marked between the two points."""
        return (self._x(ply) + self._x(ply + 1)) / 2

    def _key_left(self, r: QRectF, width: float, size: float) -> float | None:
        """Where the key of the triangles starts: right-aligned in the rightmost stretch of the
        top margin that no triangle (``size`` its half-width) touches, or None."""
        right = r.right()
        for x in sorted((self._mark_x(ply) for ply in self.thrown), reverse=True):
            if x + size + 4 <= right - width:
                break  # the stretch from this triangle to ``right`` holds the key
            right = min(right, x - size - 4)
        return right - width if right - width >= r.left() else None

    def _paint_marks(self, painter: QPainter, r: QRectF, fm: QFontMetricsF) -> None:
        size = fm.height() * 0.4
        for ply in self.thrown:
            x = self._mark_x(ply)
            painter.setPen(QPen(MARK, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARK)
            painter.drawPolygon(QPolygonF([QPointF(x - size, r.top() - size * 2.2),
                                           QPointF(x + size, r.top() - size * 2.2),
                                           QPointF(x, r.top() - size * 0.2)]))

    def _paint_line(self, painter: QPainter, r: QRectF, fm: QFontMetricsF) -> None:
        last = len(self._cells) - 1 - self._future
        path = QPainterPath()
        started = False
        for i, v in enumerate(self.values):
            if v is None:
                started = False
                continue
            point = QPointF(self._x(i), self._y(v))
            if started:
                path.lineTo(point)
            else:
                path.moveTo(point)
                started = True
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#37474f"), 2))
        painter.drawPath(path)
        radius = max(3.0, min(fm.height() * 0.32, r.width() / max(1, len(self._cells)) / 2.5))
        show_numbers = r.width() / max(1, len(self._cells)) >= fm.horizontalAdvance("88") + 2
        for i, (analysis, v) in enumerate(zip(self._cells, self.values)):
            if analysis is None or v is None:
                continue
            colour = WIN if v > 0 else LOSS if v < 0 else DRAW
            if i > last:
                colour = colour.lighter(150)  # moves that can be redone, not played now
            point = QPointF(self._x(i), self._y(v))
            painter.setPen(QPen(colour.darker(130), 1.5))
            painter.setBrush(colour if analysis.exact else self.palette().base())
            painter.drawEllipse(point, radius, radius)
            label = self._point_label(analysis, v)
            if show_numbers and label:
                painter.setPen(colour.darker(120))
                above = v <= 0  # the label stays inside the plot
                width = max(60.0, fm.horizontalAdvance(label) + 4)
                # ...and inside the widget: the last point's label would be cut at the edge
                left = min(max(point.x() - width / 2, 0.0), self.width() - width)
                top = point.y() - radius - fm.height() - 1 if above else point.y() + radius + 1
                box = QRectF(left, top, width, fm.height())
                # A light patch under the digits: the current position's line runs through them.
                tight = fm.boundingRect(box, Qt.AlignmentFlag.AlignCenter, label)
                patch = QColor(self.palette().base().color())
                patch.setAlpha(200)
                painter.fillRect(tight.adjusted(-1, 0, 1, 0), patch)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _point_label(self, analysis: Analysis[Any, Any], value: float) -> str:
        if self.score_game():
            # A real minus sign, as in the trees.
            return ("+" if value > 0 else "−" if value < 0 else "") + number(abs(value))
        if analysis.remoteness is None or analysis.terminal:
            return ""
        return str(analysis.remoteness)

    # --- mouse -------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent):
            index = self.index_at(event.pos().x())
            text = self.point_text(index) if index is not None else ""
            legend = f"<i>{self.legend()}</i>"
            QToolTip.showText(event.globalPos(), f"{text}<br>{legend}" if text else legend, self)
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is not None:
            self.jump_requested.emit(index)
