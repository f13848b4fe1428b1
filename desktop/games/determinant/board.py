"""The Determinant table: 3×3 cells, the row products (A's) and column products (B's), and the
numbers still to write. Pick a number, then a cell — by mouse or keyboard."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.framework.palette import (
    ACCENT, BLUE, CARD_FACE, FIRST_PLAYER, HINT_FILL, INK, INK_FAINT, LINE_FAINT, NEUTRAL_FILL,
    SECOND_PLAYER, USED_BG,
)
from desktop.framework.record import Ply
from desktop.framework.zoom import scaled_minimum_size
from engines.games.determinant.rules import DetPosition

EMPTY = QColor(NEUTRAL_FILL)
FILLED = QColor(CARD_FACE)
NEW = QColor("#ffe082")
HINT = QColor(HINT_FILL)
ROW_COLOUR = QColor(FIRST_PLAYER)
COLUMN_COLOUR = QColor(SECOND_PLAYER)


def paint_mini_table(painter: QPainter, rect: QRectF, pos: DetPosition | None,
                     move: str | None) -> None:
    """A miniature table for the search tree: empty cells shaded, the new number highlighted."""
    if pos is None:
        return
    new_cell = (int(move[2]) - 1) * 3 + int(move[3]) - 1 if move and len(move) == 4 else None
    side = rect.width() / 3
    font = QFont(painter.font())
    font.setPointSizeF(max(6.0, side * 0.42))
    font.setBold(False)
    painter.setFont(font)
    for i, n in enumerate(pos.cells):
        cell = QRectF(rect.x() + (i % 3) * side, rect.y() + (i // 3) * side, side, side)
        painter.setPen(QPen(INK_FAINT, 0.8))
        painter.setBrush(NEW if i == new_cell else FILLED if n else EMPTY)
        painter.drawRect(cell)
        if n:
            painter.setPen(INK)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))


ROW_STEP: dict[int, int] = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
COLUMN_STEP: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
"""The arrow keys move the cursor cell (keyed by int: ``QKeyEvent.key()`` is an int)."""


def products(cells: tuple[int, ...]) -> tuple[list[int | None], list[int | None]]:
    """Row and column products; ``None`` where a line still has an empty cell."""
    def product(idx: list[int]) -> int | None:
        values = [cells[i] for i in idx]
        return None if 0 in values else values[0] * values[1] * values[2]
    rows = [product([r * 3, r * 3 + 1, r * 3 + 2]) for r in range(3)]
    columns = [product([c, c + 3, c + 6]) for c in range(3)]
    return rows, columns


def total(products: list[int | None]) -> int | None:
    """The sum of the lines' products; ``None`` while any line is unfinished."""
    known = [p for p in products if p is not None]
    return sum(known) if len(known) == len(products) else None


class DeterminantBoard(QWidget):
    """Renders a :class:`DetPosition`; emits ``(number, cell)`` when the user writes one."""

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        scaled_minimum_size(self, 360, 300)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.position: DetPosition | None = None
        self.interactive = False
        self.selected: int | None = None
        self.cursor_cell = 4
        self.hover: int | None = None
        self.last_cell: int | None = None
        self.hint: tuple[int, int] | None = None
        self.labels = {"rows": "A: rows", "columns": "B: columns", "pick": "Pick a number"}

    def set_position(self, pos: DetPosition, interactive: bool, last_ply: Ply | None) -> None:
        self.position, self.interactive, self.hint = pos, interactive, None
        fresh = last_ply is not None and last_ply.after == pos
        self.last_cell = last_ply.move[1] if last_ply is not None and fresh else None
        if self.selected is not None and self.selected in pos.cells:
            self.selected = None
        if self.selected is None:
            self.selected = next((n for n in range(9, 0, -1) if n not in pos.cells), None)
        self.update()

    def show_hint(self, move: Any) -> None:
        self.hint = move
        self.selected = move[0]
        self.update()

    # --- geometry: grid 3 s wide with a margin for the labels, products, then numbers ---
    def _cell_size(self) -> float:
        return max(28.0, min(self.width() / 6.6, self.height() / 5.7))

    def _origin(self) -> tuple[float, float]:
        s = self._cell_size()
        return (self.width() - 3 * s) / 2, 0.55 * s

    def _cell_rect(self, i: int) -> QRectF:
        s = self._cell_size()
        x0, y0 = self._origin()
        return QRectF(x0 + (i % 3) * s, y0 + (i // 3) * s, s, s)

    def _number_rect(self, n: int) -> QRectF:
        s = self._cell_size()
        x0, y0 = self._origin()
        w = min(0.7 * s, self.width() / 9.5)
        left = self.width() / 2 - 4.5 * w
        return QRectF(left + (n - 1) * w + 2, y0 + 4.0 * s, w - 4, 0.8 * s)

    # --- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.position is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._cell_size()
        x0, y0 = self._origin()
        big = QFont(self.font())
        big.setPointSizeF(s * 0.32)
        big.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(8.0, s * 0.13))
        cells = self.position.cells
        for i, n in enumerate(cells):
            rect = self._cell_rect(i)
            colour = FILLED if n else EMPTY
            if i == self.last_cell:
                colour = NEW
            if self.hint is not None and i == self.hint[1]:
                colour = HINT
            painter.setBrush(colour)
            painter.setPen(QPen(QColor("#616161"), 1.5))
            painter.drawRect(rect)
            shown = n or (self.selected if self.interactive and i == self.hover else 0)
            if shown:
                painter.setFont(big)
                painter.setPen(INK if n else INK_FAINT)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(shown))
            if self.interactive and self.hasFocus() and i == self.cursor_cell:
                painter.setPen(QPen(ACCENT, 3, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(4, 4, -4, -4))
        rows, columns = products(cells)
        painter.setFont(small)
        right = x0 + 3 * s + 0.15 * s
        below = y0 + 3 * s
        painter.setPen(ROW_COLOUR)
        painter.drawText(QRectF(right, 0, 2 * s, y0), Qt.AlignmentFlag.AlignBottom,
                         self.labels["rows"])
        for r, p in enumerate(rows):
            painter.drawText(QRectF(right, y0 + r * s, 1.4 * s, s),
                             Qt.AlignmentFlag.AlignVCenter, f"= {p if p else '?'}")
        painter.setPen(COLUMN_COLOUR)
        painter.drawText(QRectF(0, below, x0 - 0.15 * s, 0.5 * s),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.labels["columns"])
        for c, p in enumerate(columns):
            painter.drawText(QRectF(x0 + c * s, below, s, 0.5 * s), Qt.AlignmentFlag.AlignCenter,
                             f"{p if p else '?'}")
        sa, sb = total(rows), total(columns)
        painter.setPen(INK)
        totals = f"SA = {sa if sa is not None else '?'}   SB = {sb if sb is not None else '?'}"
        if sa is not None and sb is not None:
            totals += f"   SA − SB = {sa - sb}"
        painter.drawText(QRectF(0, below + 0.5 * s, self.width(), 0.45 * s),
                         Qt.AlignmentFlag.AlignCenter, totals)
        # The numbers still to write.
        for n in range(1, 10):
            rect = self._number_rect(n)
            used = n in cells
            painter.setPen(QPen(ACCENT if n == self.selected and not used
                                else LINE_FAINT, 2.5 if n == self.selected else 1))
            painter.setBrush(USED_BG if used else QColor(BLUE[50])
                             if n == self.selected else QColor("white"))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setFont(big if not used else small)
            painter.setPen(LINE_FAINT if used else INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))

    # --- input ---------------------------------------------------------------------------
    def _cell_at(self, x: float, y: float) -> int | None:
        return next((i for i in range(9) if self._cell_rect(i).contains(x, y)), None)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self._cell_at(event.position().x(), event.position().y())
        if cell != self.hover:
            self.hover = cell
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.position is None or not self.interactive:
            return
        x, y = event.position().x(), event.position().y()
        for n in range(1, 10):
            if self._number_rect(n).contains(x, y) and n not in self.position.cells:
                self.selected = n
                self.update()
                return
        cell = self._cell_at(x, y)
        if cell is not None:
            self._write(cell)

    def _write(self, cell: int) -> None:
        pos = self.position
        if pos is not None and self.selected is not None and not pos.cells[cell]:
            self.move_chosen.emit((self.selected, cell))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not self.interactive or self.position is None:
            return super().keyPressEvent(event)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            n = key - Qt.Key.Key_0
            if n not in self.position.cells:
                self.selected = n
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            r, c = divmod(self.cursor_cell, 3)
            r = (r + ROW_STEP.get(key, 0)) % 3
            c = (c + COLUMN_STEP.get(key, 0)) % 3
            self.cursor_cell = r * 3 + c
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._write(self.cursor_cell)
            return
        else:
            return super().keyPressEvent(event)
        self.update()
