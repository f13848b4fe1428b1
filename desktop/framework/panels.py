"""The analysis panel (every move with its value) and the value-history strip."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework import texts
from engines.analysis import Analysis
from engines.review import winner_for_first_side

WIN = QColor("#2e7d32")
LOSS = QColor("#c62828")
DRAW = QColor("#6d6d6d")
WIN_BG = QColor("#e3f4e4")
LOSS_BG = QColor("#fbe4e4")
DRAW_BG = QColor("#ececec")
UNKNOWN_BG = QColor("#f7f7f7")


def colours(value: float) -> tuple[QColor, QColor]:
    """(text, background) for a value from the mover's point of view."""
    if value > 0:
        return WIN, WIN_BG
    if value < 0:
        return LOSS, LOSS_BG
    return DRAW, DRAW_BG


class AnalysisPanel(QWidget):
    """The forecast in large letters over a table of every legal move, best first."""

    move_activated = Signal(str)
    """The notation of a move the user double-clicked (to play it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.forecast = QLabel()
        self.forecast.setWordWrap(True)
        font = self.forecast.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.forecast.setFont(font)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(False)
        self.table.setUniformRowHeights(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemDoubleClicked.connect(
            lambda item, _col: self.move_activated.emit(item.data(0, Qt.ItemDataRole.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.forecast)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self._last: tuple[Analysis | None, tuple[str, str], Any, Any, Any] = (
            None, ("A", "B"), None, None, None)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.table.setHeaderLabels([self.tr("Move"), self.tr("Result"), self.tr("Moves to end"),
                                    self.tr("Note")])
        analysis, names, describe, group, label = self._last
        if analysis is not None:
            self.show_analysis(analysis, names, describe, group, label)
        else:
            self.clear(self.tr("Analysing…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def clear(self, message: str = "") -> None:
        self._last = (None, self._last[1], None, None, None)
        self.forecast.setText(message)
        self.summary.clear()
        self.table.clear()

    def show_analysis(self, analysis: Analysis, names: tuple[str, str],
                      describe=None, group=None, label=None) -> None:
        """Fill the table, best first. ``describe(move_text)`` may add a plain-words note to
        each row; ``group(move_text)`` may return a key under which symmetric moves (equal by
        the game's symmetries, so equal in value) share one row."""
        self._last = (analysis, names, describe, group, label)
        shown = label or (lambda text: text)  # a move's notation as the screen shows it
        self.forecast.setText(texts.forecast(analysis, names))
        self.table.clear()
        if analysis.terminal:
            self.summary.setText(self.tr("No moves: the game is over."))
            return
        optimal = len(analysis.optimal_moves)
        self.summary.setText(self.tr("%n move(s) in all; ", "", len(analysis.moves))
                             + self.tr("%n of them optimal (★).", "", optimal))
        rows: dict[object, list] = {}
        for m in analysis.moves:
            rows.setdefault(group(m.text) if group else m.text, []).append(m)
        order = sorted(rows.values(), key=lambda ms: (
            -ms[0].value, (ms[0].remoteness or 0) if ms[0].value > 0
            else -(ms[0].remoteness or 0)))
        bold = QFont(self.table.font())
        bold.setBold(True)
        items = []
        for ms in order:
            m = ms[0]
            fg, bg = colours(m.value if analysis.value_kind.value == "win-loss"
                             else m.value - analysis.value if m.value != analysis.value else 1)
            note = ""
            if m.replies is not None:
                note = self.tr("opponent has {0} winning of {1} replies").format(*m.replies)
            elif describe is not None:
                note = describe(m.text)
            text = shown(m.text)
            if len(ms) > 1:
                text += f"  ×{len(ms)}"
                also = self.tr("also: {0}").format(", ".join(shown(x.text) for x in ms[1:6])) + (
                    "…" if len(ms) > 6 else "")
                note = f"{note} ({also})" if note else also
            item = QTreeWidgetItem([("★ " if m.optimal else "   ") + text,
                                    texts.move_value(analysis, m),
                                    "" if m.remoteness is None else str(m.remoteness), note])
            item.setData(0, Qt.ItemDataRole.UserRole, m.text)
            for col in range(4):
                item.setForeground(col, QBrush(fg))
                item.setBackground(col, QBrush(bg))
                if m.optimal:
                    item.setFont(col, bold)
            items.append(item)
        self.table.addTopLevelItems(items)


class ValueStrip(QWidget):
    """One cell per position of the game: who was winning there and in how many moves.

    A pupil sees the exact move where the game was thrown away. Clicking a cell jumps there.
    """

    jump_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(34)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._cells: list[Analysis | None] = []
        self._current = 0
        self._future = 0
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(400, 36)

    def set_history(self, cells: list[Analysis | None], current: int, future: int = 0) -> None:
        """``cells`` for positions 0…n; ``current`` is on the board; ``future`` can be redone."""
        self._cells, self._current, self._future = cells, current, future
        self.setToolTip(self.tr("Who was winning after each move (green: A, red: B); "
                                "the number is moves to the end. Click to go back."))
        self.update()

    def _cell_width(self) -> float:
        return min(34.0, max(8.0, (self.width() - 2) / max(1, len(self._cells))))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._cell_width()
        h = self.height() - 4
        for i, analysis in enumerate(self._cells):
            rect = QRectF(1 + i * w, 2, w - 2, h)
            if analysis is None:
                fg, bg = DRAW, UNKNOWN_BG
            else:
                a_value = winner_for_first_side(analysis)
                _, bg = colours(a_value)
                fg = colours(a_value)[0]
            if i > len(self._cells) - 1 - self._future:
                bg = bg.lighter(108)
            painter.setPen(QColor("#1565c0") if i == self._current else bg.darker(115))
            painter.setBrush(bg)
            painter.drawRoundedRect(rect, 3, 3)
            if analysis is not None and analysis.remoteness is not None and w >= 16:
                painter.setPen(fg)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(analysis.remoteness))
        if self._cells:
            painter.setPen(QColor("#1565c0"))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self._current * w, 1, w, h + 2))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = int(event.position().x() // self._cell_width())
        if 0 <= index < len(self._cells):
            self.jump_requested.emit(index)
