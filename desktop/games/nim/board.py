"""Nim heaps drawn as stones; a click takes a stone and every stone above it."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from desktop.framework import palette
from desktop.framework.palette import ACCENT, PAPER, TAKE_RED
from desktop.framework.record import Ply
from desktop.framework.zoom import scaled_minimum_size
from engines.games.nim.rules import NimPosition

STONE = 26.0
GAP = 4.0
ROWS = 12
"""Stones in one column of a heap; bigger heaps use more columns."""
COLUMN_GAP = 36.0


def _stone_brush(colour: QColor) -> QBrush:
    gradient = QRadialGradient(STONE * 0.35, STONE * 0.3, STONE * 0.8)
    gradient.setColorAt(0, colour.lighter(160))
    gradient.setColorAt(1, colour.darker(130))
    return QBrush(gradient)


class StoneItem(QGraphicsEllipseItem):
    def __init__(self, board: NimBoard, heap: int, index: int) -> None:
        super().__init__(0, 0, STONE, STONE)
        self.board, self.heap, self.index = board, heap, index
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.preview(self.heap, self.index)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.preview(None, None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.take_from(self.heap, self.index)


class NimBoard(QGraphicsView):
    """Renders a :class:`NimPosition`; emits the move the user picks. Owns no rules."""

    move_chosen = Signal(object)

    NORMAL = QColor(palette.STONE)
    TAKE = QColor(TAKE_RED)
    HINT = QColor(palette.HINT)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(PAPER)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scaled_minimum_size(self, 300, 220)
        self.position: NimPosition | None = None
        self.interactive = False
        self.stones: dict[tuple[int, int], StoneItem] = {}
        self.selected_heap = 0
        self.selected_amount = 1
        self._hint: dict[int, int] = {}
        self.heap_label = "Heap {0}"
        self.multi = False
        """The family's variants: clicks mark stones in several heaps; the tab's button takes."""
        self.marked: dict[int, int] = {}

    # --- the board's one input: a position -------------------------------------------
    def set_position(self, pos: NimPosition, interactive: bool, last_ply: Ply | None) -> None:
        self.position, self.interactive, self._hint = pos, interactive, {}
        self.marked = {}
        taken = dict(last_ply.move) if last_ply is not None and last_ply.after == pos else {}
        scene = self.scene()
        scene.clear()
        self.stones.clear()
        rows = max(1, min(ROWS, max(pos.heaps + tuple(pos.heaps[i] + a for i, a in
                                                       taken.items()), default=1)))
        x = 0.0
        label_font = QFont(self.font())
        label_font.setPointSizeF(8)
        for heap, size in enumerate(pos.heaps):
            shown = size + taken.get(heap, 0)
            columns = max(1, math.ceil(shown / rows))
            for index in range(shown):
                col, row = divmod(index, rows)
                px = x + col * (STONE + GAP)
                py = (rows - 1 - row) * (STONE + GAP)
                if index < size:
                    stone = StoneItem(self, heap, index)
                    stone.setBrush(_stone_brush(self.NORMAL))
                    stone.setPen(QPen(self.NORMAL.darker(150), 1))
                    stone.setEnabled(interactive)
                    self.stones[(heap, index)] = stone
                    stone.setPos(px, py)
                    scene.addItem(stone)
                else:  # stones the last move took, as ghosts
                    ghost = scene.addEllipse(px, py, STONE, STONE,
                                             QPen(QColor("#b0a49a"), 1.2, Qt.PenStyle.DashLine))
                    ghost.setBrush(Qt.BrushStyle.NoBrush)
            width = columns * (STONE + GAP) - GAP
            label = QGraphicsSimpleTextItem(f"{self.heap_label.format(heap + 1)}: {size}")
            label.setFont(label_font)
            label.setPos(x + width / 2 - label.boundingRect().width() / 2,
                         rows * (STONE + GAP) + 4)
            scene.addItem(label)
            if interactive and heap == self.selected_heap and self.hasFocus():
                scene.addRect(QRectF(x - 4, -4, width + 8, rows * (STONE + GAP) + 4),
                              QPen(ACCENT, 2, Qt.PenStyle.DotLine))
            x += max(width, label.boundingRect().width()) + COLUMN_GAP
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-12, -12, 12, 12))
        self._fit()

    def show_hint(self, move: Any) -> None:
        self._hint = dict(move)
        self._paint()

    # --- interaction ---------------------------------------------------------------------
    def preview(self, heap: int | None, index: int | None) -> None:
        if heap is not None and index is not None and self.position is not None:
            self.selected_heap, self.selected_amount = heap, self.position.heaps[heap] - index
        self._paint(heap, index)

    def take_from(self, heap: int, index: int) -> None:
        if not self.interactive or self.position is None:
            return
        amount = self.position.heaps[heap] - index
        if not self.multi:
            self.move_chosen.emit(((heap, amount),))
            return
        if self.marked.get(heap) == amount:
            del self.marked[heap]  # a second click on the same stone unmarks the heap
        else:
            self.marked[heap] = amount
        self._paint()

    def _paint(self, heap: int | None = None, index: int | None = None) -> None:
        heaps = self.position.heaps if self.position is not None else ()
        for (h, i), stone in self.stones.items():
            colour = self.NORMAL
            if heap is not None and h == heap and index is not None and i >= index:
                colour = self.TAKE
            elif h in self.marked and i >= heaps[h] - self.marked[h]:
                colour = self.TAKE
            elif h in self._hint and i >= heaps[h] - self._hint[h]:
                colour = self.HINT
            stone.setBrush(_stone_brush(colour))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.interactive or self.position is None:
            return super().keyPressEvent(event)
        heaps = self.position.heaps
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.selected_heap = (self.selected_heap + step) % len(heaps)
            self.selected_amount = 1
        elif key == Qt.Key.Key_Up:
            self.selected_amount += 1
        elif key == Qt.Key.Key_Down:
            self.selected_amount -= 1
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            size = heaps[self.selected_heap]
            if 1 <= self.selected_amount <= size:
                self.move_chosen.emit(((self.selected_heap, self.selected_amount),))
            return
        else:
            return super().keyPressEvent(event)
        size = heaps[self.selected_heap]
        self.selected_amount = max(1, min(size, self.selected_amount))
        if size:
            self.set_position(self.position, self.interactive, None)
            self._paint(self.selected_heap, size - self.selected_amount)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        # Never blow a two-stone board up to poster size.
        if self.transform().m11() > 2.2:
            self.resetTransform()
            self.scale(2.2, 2.2)
