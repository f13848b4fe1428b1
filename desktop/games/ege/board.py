"""The heaps of an exam task drawn as piles of stones, how far the game is from its end, and one
button per legal move (a move can also be typed as the heap sizes it leaves)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from desktop.framework.palette import (
    HINT, HINT_FILL, INK_BROWN, OUTLINE_BROWN, PAPER, STONE, STONE_PALE,
)
from desktop.framework.record import Ply
from engines.games.ege.game import HeapsPosition, StoneHeaps

DOTS = 100
"""Up to this many stones a heap is drawn stone by stone; above, as a filled column."""
CHANGED = QColor("#fb8c00")
MEASURE_NAMES = {"sum": "Σ", "max": "max", "min": "min", "product": "∏", "heap": ""}
OP_SIGNS = {">=": "≥", ">": ">", "<=": "≤", "<": "<"}


class HeapsCanvas(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: StoneHeaps | None = None
        self.shown: HeapsPosition | None = None
        self.changed: int | None = None
        self.labels: dict[str, str] = {}
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.game is None or self.shown is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        heaps = self.shown.heaps
        n = len(heaps)
        gauge_h = 46
        width = self.width() / n
        top, bottom = 40.0, self.height() - gauge_h - 34.0
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        biggest = max(max(heaps), 1)
        for i, h in enumerate(heaps):
            x0 = i * width
            painter.setFont(self.font())
            painter.setPen(OUTLINE_BROWN)
            if n > 1:
                painter.drawText(QRectF(x0, 6, width, 24), Qt.AlignmentFlag.AlignCenter,
                                 self.labels.get("heap", "{0}").format(i + 1))
            colour = CHANGED if i == self.changed else STONE
            area = QRectF(x0 + 20, top, width - 40, bottom - top)
            if h <= DOTS:
                self._dots(painter, area, h, colour)
            else:
                frac = h / biggest
                bar = QRectF(area.center().x() - 40, area.bottom() - area.height() * frac, 80,
                             area.height() * frac)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRoundedRect(bar, 10, 10)
            painter.setFont(big)
            painter.setPen(INK_BROWN)
            painter.drawText(QRectF(x0, bottom + 2, width, 32), Qt.AlignmentFlag.AlignCenter,
                             str(h))
        self._gauge(painter, QRectF(16, self.height() - gauge_h, self.width() - 32, gauge_h - 8))

    def _dots(self, painter: QPainter, area: QRectF, count: int, colour: QColor) -> None:
        per_row = 10
        size = min(area.width() / per_row, area.height() / max(1, (count + per_row - 1)
                                                                  // per_row), 40.0)
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(colour)
        left = area.center().x() - size * min(count, per_row) / 2
        for k in range(count):
            row, col = divmod(k, per_row)
            painter.drawEllipse(QRectF(left + col * size + 1, area.bottom() - (row + 1) * size
                                       + 1, size - 2, size - 2))

    def _gauge(self, painter: QPainter, rect: QRectF) -> None:
        """How far the end measure is from the end value."""
        assert self.game is not None and self.shown is not None
        task = self.game.task
        value = task.measure_of(self.shown.heaps)
        ended = task.ended(self.shown.heaps)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(STONE_PALE)
        bar = QRectF(rect.left(), rect.top() + 22, rect.width(), 12)
        painter.drawRoundedRect(bar, 6, 6)
        goal = max(abs(task.end_value), 1)
        frac = max(0.0, min(1.0, value / goal)) if goal else 1.0
        painter.setBrush(HINT if ended else STONE)
        painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * frac, 12), 6, 6)
        painter.setPen(INK_BROWN)
        painter.setFont(self.font())
        measure = task.measure if task.measure != "heap" else "heap_measure"
        text = self.labels.get(measure, task.measure).format(task.measure_heap + 1)
        line = f"{text} = {value}   {self.labels.get('end', '')} {OP_SIGNS[task.end_op]} " \
               f"{task.end_value}"
        if task.overshoot is not None:
            line += "   " + self.labels.get("overshoot", "{0} {1}").format(
                OP_SIGNS[task.overshoot[0]], task.overshoot[1])
        if ended:
            line += "   ✔ " + self.labels.get("over", "")
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), 20),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)


class StoneHeapsBoard(QWidget):
    """Renders a :class:`HeapsPosition`; emits the move the user picks. Owns no rules."""

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas = HeapsCanvas()
        self.buttons_box = QWidget()
        self.grid = QGridLayout(self.buttons_box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Any, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.buttons_box)

    def set_game(self, game: StoneHeaps) -> None:
        self.canvas.game = game

    def set_position(self, pos: HeapsPosition, interactive: bool, last: Ply | None) -> None:
        game = self.canvas.game
        assert game is not None
        self.canvas.shown = pos
        self.canvas.changed = None
        if last is not None:
            before = last.before.heaps
            self.canvas.changed = next((i for i, (a, b) in enumerate(zip(before, pos.heaps))
                                        if a != b), None)
        self.canvas.update()
        for button in self.buttons.values():
            button.setParent(None)
            button.deleteLater()
        self.buttons = {}
        for k, e in enumerate(game.edges(pos)):
            rule = game.task.moves[e.move[0]].expr.text
            where = self.canvas.labels.get("heap", "{0}").format(e.move[1] + 1) + ": " \
                if len(pos.heaps) > 1 else ""
            label = f"{where}{rule}  →  {', '.join(map(str, e.heaps))}"
            button = QPushButton(label)
            button.setEnabled(interactive)
            button.clicked.connect(lambda _=False, m=e.move: self.move_chosen.emit(m))
            self.grid.addWidget(button, k // 3, k % 3)
            self.buttons[e.move] = button

    def show_hint(self, move: Any) -> None:
        button = self.buttons.get(move)
        if button is not None:
            button.setStyleSheet(f"background: {HINT_FILL.name()}; font-weight: bold;")
