"""The statistics' charts, drawn with QPainter: QtCharts is not in the Qt wheels we ship
(PySide6-Essentials). Each chart draws itself onto any paint device, so the picture on screen,
the PNG and the SVG are one drawing; every number on them comes from the engine's summaries.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.framework.palette import (
    CHART_BAND,
    CHART_BAR,
    CHART_GRID,
    CHART_SERIES,
    CHART_UNKNOWN,
    INK,
    INK_SOFT,
    PAPER_WHITE,
)
from desktop.framework.texts import grouped
from desktop.games.solitaire.statistics_parts import policy_text
from engines.games.solitaire.statistics import FULL_SCORE, ConvergencePoint, Study, Summary

EXPORT_SIZE = QSize(1200, 700)
"""Pixels of an exported chart: sharp on a projector and in a report."""
EXPORT_ZOOM = 1.5
"""An exported chart is drawn this much larger than on screen: its words stay readable when
the picture is shown full width on a slide."""


def nice_ticks(top: float, count: int = 5) -> list[float]:
    """0, step, 2·step, … reaching at least ``top``, the step 1, 2 or 5 times a power of 10."""
    if top <= 0:
        return [0.0, 1.0]
    raw = top / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    return [i * step for i in range(int(math.ceil(top / step - 1e-9)) + 1)]


class Chart(QWidget):
    """A titled chart with a y axis of numbers, an x axis and a legend line under the title."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # --- what a chart says (subclasses) -------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def x_label(self) -> str:
        raise NotImplementedError

    def y_label(self) -> str:
        raise NotImplementedError

    def empty(self) -> bool:
        raise NotImplementedError

    def x_range(self) -> tuple[float, float]:
        raise NotImplementedError

    def x_ticks(self) -> list[tuple[float, str]]:
        raise NotImplementedError

    def y_top(self) -> float:
        raise NotImplementedError

    def y_text(self, value: float) -> str:
        return grouped(value)

    def legend(self) -> list[tuple[QColor, str]]:
        return []

    def paint_data(self, painter: QPainter, plot: QRectF, fm: QFontMetricsF) -> None:
        raise NotImplementedError

    # --- geometry -----------------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(int(line * 22), int(line * 14))

    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(int(line * 40), int(line * 22))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # every word is drawn, in the language of the moment
        super().changeEvent(event)

    def _y_ticks(self) -> list[float]:
        return nice_ticks(self.y_top())

    def x_pos(self, value: float, plot: QRectF) -> float:
        lo, hi = self.x_range()
        return plot.left() + (value - lo) / ((hi - lo) or 1) * plot.width()

    def y_pos(self, value: float, plot: QRectF) -> float:
        top = self._y_ticks()[-1] or 1
        return plot.bottom() - value / top * plot.height()

    # --- drawing ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.render_into(painter, QRectF(self.rect()))
        painter.end()

    def render_into(self, painter: QPainter, rect: QRectF) -> None:
        """The whole chart inside ``rect`` (the widget, an image or an SVG page)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        painter.fillRect(rect, PAPER_WHITE)
        fm = QFontMetricsF(self.font())
        line = fm.height()
        margin = line * 0.5
        title_font = QFont(self.font())
        title_font.setBold(True)
        title_font.setPointSizeF(self.font().pointSizeF() * 1.15)
        title_h = QFontMetricsF(title_font).height()
        painter.setFont(title_font)
        painter.setPen(INK)
        painter.drawText(QRectF(rect.left() + margin, rect.top() + margin,
                                rect.width() - 2 * margin, title_h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fm_elided(QFontMetricsF(title_font), self.title(),
                                   rect.width() - 2 * margin))
        painter.setFont(self.font())
        top = rect.top() + margin + title_h + line * 1.3
        if self.empty():
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(rect.left(), top, rect.width(), rect.bottom() - top),
                             Qt.AlignmentFlag.AlignCenter, self.tr("No deals yet"))
            return
        self._paint_legend(painter, rect.left() + margin, rect.top() + margin + title_h + 2, fm)
        y_ticks = self._y_ticks()
        tick_w = max(fm.horizontalAdvance(self.y_text(v)) for v in y_ticks)
        x_ticks = self.x_ticks()
        last_w = fm.horizontalAdvance(x_ticks[-1][1]) / 2 + 4 if x_ticks else 0.0
        left = rect.left() + margin + line * 1.2 + tick_w + 6
        plot = QRectF(left, top + line * 0.5, rect.right() - margin - last_w - left,
                      rect.bottom() - margin - 2.2 * line - top - line * 0.5)
        if plot.width() < 20 or plot.height() < 20:
            return
        # Grid and y numbers.
        for value in y_ticks:
            y = self.y_pos(value, plot)
            painter.setPen(QPen(CHART_GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            painter.drawText(QRectF(plot.left() - tick_w - 6, y - line / 2, tick_w, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.y_text(value))
        painter.save()
        painter.setClipRect(plot.adjusted(-1, -line, 1, 1))
        self.paint_data(painter, plot, fm)
        painter.restore()
        # Axes, x numbers, axis names.
        painter.setPen(QPen(INK, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for value, text in x_ticks:
            x = self.x_pos(value, plot)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            w = fm.horizontalAdvance(text) + 4
            painter.drawText(QRectF(x - w / 2, plot.bottom() + 4, w, line),
                             Qt.AlignmentFlag.AlignCenter, text)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line),
                         Qt.AlignmentFlag.AlignCenter, self.x_label())
        painter.save()
        painter.translate(rect.left() + margin, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line),
                         Qt.AlignmentFlag.AlignCenter, self.y_label())
        painter.restore()

    def _paint_legend(self, painter: QPainter, x: float, y: float, fm: QFontMetricsF) -> None:
        box = fm.height() * 0.7
        for colour, text in self.legend():
            painter.setPen(QPen(colour.darker(130), 1))
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, y + (fm.height() - box) / 2, box, box))
            painter.setPen(INK)
            painter.drawText(QPointF(x + box + 5, y + fm.ascent()), text)
            x += box + 5 + fm.horizontalAdvance(text) + fm.height()
        painter.setBrush(Qt.BrushStyle.NoBrush)

    # --- export -------------------------------------------------------------------------------
    def to_image(self, size: QSize = EXPORT_SIZE) -> QImage:
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(PAPER_WHITE)
        painter = QPainter(image)
        painter.scale(EXPORT_ZOOM, EXPORT_ZOOM)
        self.render_into(painter, QRectF(0, 0, size.width() / EXPORT_ZOOM,
                                         size.height() / EXPORT_ZOOM))
        painter.end()
        return image

    def save_png(self, path: str | Path, size: QSize = EXPORT_SIZE) -> bool:
        # PySide's stubs say the format is bytes; the binding takes only str
        return bool(self.to_image(size).save(str(path), "PNG"))  # type: ignore[call-overload]

    def save_svg(self, path: str | Path, size: QSize = EXPORT_SIZE) -> bool:
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setResolution(self.logicalDpiX())  # text as wide as the widget measures it
        box = QRectF(0, 0, size.width() / EXPORT_ZOOM, size.height() / EXPORT_ZOOM)
        generator.setViewBox(box)
        generator.setTitle(self.title())
        painter = QPainter()
        if not painter.begin(generator):
            return False
        self.render_into(painter, box)
        return painter.end()


def fm_elided(fm: QFontMetricsF, text: str, width: float) -> str:
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)


class ScoreHistogram(Chart):
    """Deals by optimal score 0…52; undetermined deals stacked on top at their best found
    score, in grey; the mean score a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None

    def set_summary(self, summary: Summary | None) -> None:
        self.summary = summary
        self.update()

    def title(self) -> str:
        return self.tr("Optimal score of each deal")

    def x_label(self) -> str:
        return self.tr("score (cards on the foundations; 52 = won)")

    def y_label(self) -> str:
        return self.tr("deals")

    def empty(self) -> bool:
        return self.summary is None or self.summary.deals == 0

    def x_range(self) -> tuple[float, float]:
        return -0.5, FULL_SCORE + 0.5

    def x_ticks(self) -> list[tuple[float, str]]:
        return [(float(v), str(v)) for v in range(0, FULL_SCORE + 1, 4)]

    def y_top(self) -> float:
        s = self.summary
        if s is None:
            return 1.0
        return float(max(max(a + b for a, b in zip(s.histogram, s.histogram_undetermined)), 1))

    def legend(self) -> list[tuple[QColor, str]]:
        items = [(CHART_BAR, self.tr("solved exactly"))]
        if self.summary is not None and self.summary.undetermined:
            items.append((CHART_UNKNOWN, self.tr("undetermined (best score found)")))
        if self.summary is not None and self.summary.score_mean is not None:
            items.append((INK, self.tr("mean {0}").format(f"{self.summary.score_mean:.1f}")))
        return items

    def paint_data(self, painter: QPainter, plot: QRectF, fm: QFontMetricsF) -> None:
        s = self.summary
        assert s is not None
        width = plot.width() / (FULL_SCORE + 1) * 0.8
        painter.setPen(Qt.PenStyle.NoPen)
        for score in range(FULL_SCORE + 1):
            x = self.x_pos(score, plot) - width / 2
            exact, unknown = s.histogram[score], s.histogram_undetermined[score]
            y_exact = self.y_pos(exact, plot)
            painter.setBrush(CHART_BAR)
            painter.drawRect(QRectF(x, y_exact, width, plot.bottom() - y_exact))
            if unknown:
                y_top = self.y_pos(exact + unknown, plot)
                painter.setBrush(CHART_UNKNOWN)
                painter.drawRect(QRectF(x, y_top, width, y_exact - y_top))
        if s.score_mean is not None:
            x = self.x_pos(s.score_mean, plot)
            painter.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))


class ConvergenceChart(Chart):
    """The won fraction over the first n deals with its 95 % interval (a band), n = 1…N: the
    band narrowing as n grows shows how many deals make the number trustworthy."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: Sequence[ConvergencePoint] = ()

    def set_points(self, points: Sequence[ConvergencePoint]) -> None:
        self.points = points
        self.update()

    def title(self) -> str:
        return self.tr("Won fraction and its 95 % interval as the number of deals grows")

    def x_label(self) -> str:
        return self.tr("deals solved (in seed order)")

    def y_label(self) -> str:
        return self.tr("won, %")

    def empty(self) -> bool:
        return not self.points

    def x_range(self) -> tuple[float, float]:
        return 0.0, float(max(self.points[-1].deals, 1)) if self.points else 1.0

    def x_ticks(self) -> list[tuple[float, str]]:
        top = self.x_range()[1]
        return [(v, grouped(v)) for v in nice_ticks(top, 6) if v <= top]

    def y_top(self) -> float:
        return 1.0

    def _y_ticks(self) -> list[float]:
        return [i / 5 for i in range(6)]

    def y_text(self, value: float) -> str:
        return f"{value * 100:.0f}"

    def legend(self) -> list[tuple[QColor, str]]:
        return [(CHART_BAR, self.tr("won fraction")), (CHART_BAND, self.tr("95 % interval"))]

    def _shown(self, plot: QRectF) -> list[ConvergencePoint]:
        # One point a pixel column at most: 10 000 deals on a few hundred pixels.
        step = max(1, math.ceil(len(self.points) / max(plot.width(), 1.0)))
        shown = list(self.points[::step])
        if shown[-1] is not self.points[-1]:
            shown.append(self.points[-1])
        return shown

    def paint_data(self, painter: QPainter, plot: QRectF, fm: QFontMetricsF) -> None:
        shown = self._shown(plot)
        upper = [QPointF(self.x_pos(p.deals, plot), self.y_pos(p.high, plot)) for p in shown]
        lower = [QPointF(self.x_pos(p.deals, plot), self.y_pos(p.low, plot)) for p in shown]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CHART_BAND)
        painter.drawPolygon(QPolygonF(upper + lower[::-1]))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(CHART_BAR, 2))
        painter.drawPolyline(QPolygonF([QPointF(self.x_pos(p.deals, plot),
                                                self.y_pos(p.won_fraction, plot))
                                        for p in shown]))
        last = self.points[-1]
        painter.setPen(QPen(INK_SOFT, 1, Qt.PenStyle.DashLine))
        y = self.y_pos(last.won_fraction, plot)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))



class StudyChart(Chart):
    """The etude's study: positions explored per deal (mean) for each table size, one bar per
    eviction policy."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.study: Study | None = None

    def set_study(self, study: Study | None) -> None:
        self.study = study
        self.update()

    def title(self) -> str:
        return self.tr("Positions explored per deal by eviction policy and table size")

    def x_label(self) -> str:
        return self.tr("table size (positions remembered)")

    def y_label(self) -> str:
        return self.tr("positions per deal (mean)")

    def empty(self) -> bool:
        return self.study is None or not any(c.deals for c in self.study.cells)

    def x_range(self) -> tuple[float, float]:
        return -0.5, len(self.study.table_sizes) - 0.5 if self.study else 0.5

    def x_ticks(self) -> list[tuple[float, str]]:
        assert self.study is not None
        return [(float(i), grouped(size)) for i, size in enumerate(self.study.table_sizes)]

    def y_top(self) -> float:
        assert self.study is not None
        return max((c.nodes_mean or 0.0 for c in self.study.cells), default=1.0) or 1.0

    def legend(self) -> list[tuple[QColor, str]]:
        assert self.study is not None
        return [(CHART_SERIES[i % len(CHART_SERIES)], policy_text(p))
                for i, p in enumerate(self.study.policies)]

    def paint_data(self, painter: QPainter, plot: QRectF, fm: QFontMetricsF) -> None:
        study = self.study
        assert study is not None
        group = plot.width() / max(1, len(study.table_sizes))
        bar = group * 0.8 / max(1, len(study.policies))
        for i, size in enumerate(study.table_sizes):
            left = self.x_pos(i, plot) - bar * len(study.policies) / 2
            for j, policy in enumerate(study.policies):
                cell = study.cell(policy, size)
                if not cell.deals or cell.nodes_mean is None:
                    continue
                colour = CHART_SERIES[j % len(CHART_SERIES)]
                y = self.y_pos(cell.nodes_mean, plot)
                box = QRectF(left + j * bar + 1, y, bar - 2, plot.bottom() - y)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(colour))
                painter.drawRect(box)
                text = grouped(cell.nodes_mean)
                if fm.horizontalAdvance(text) <= bar + 8:
                    painter.setPen(INK)
                    painter.drawText(QRectF(box.left() - 4, y - fm.height(), box.width() + 8,
                                            fm.height()),
                                     Qt.AlignmentFlag.AlignCenter, text)
