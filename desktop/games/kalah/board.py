"""A Kalah board: two rows of houses, the stores at the ends, seeds drawn as stones; the last
move is sown again seed by seed (a click skips it), extra turns and captures are called out."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.framework.palette import (
    BLUE, GREEN, HIGHLIGHT_YELLOW, HINT, NOTE, PAPER, PAPER_WHITE, RED, STONE,
)
from desktop.framework.record import Ply
from desktop.framework.waiting import animates
from desktop.framework.zoom import scaled_minimum_size
from engines.games.kalah.rules import Kalah, KalahPosition

WOOD = QColor("#c8a27a")
PIT = QColor(STONE)
SEED_COLOURS = [QColor(c) for c in (
    "#ffca28", RED[400], GREEN[400], BLUE[400], "#ab47bc", "#ffa726")]
"""The 400 shades of amber, red, green, blue, purple and orange."""
DRAWN = 24
"""Seeds drawn one by one in a pit; above this only the number grows."""


class KalahBoard(QWidget):
    """Renders a :class:`KalahPosition`; emits the house the user picks. Owns no rules."""

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Kalah | None = None
        self.position: KalahPosition | None = None
        self.shown: list[int] = []
        """Pit counts on screen (differs from the position during the animation)."""
        self.interactive = False
        self.hover: int | None = None
        self.hint: int | None = None
        self.last_pits: set[int] = set()
        self.banner = ""
        self.labels: dict[str, str] = {}
        self.animate = True
        self.step_ms = 140
        self._queue: list[int] = []
        self._after: KalahPosition | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        animates(self)
        self.setMouseTracking(True)
        scaled_minimum_size(self, 420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_game(self, game: Kalah) -> None:
        self.game = game

    # --- what the tab calls --------------------------------------------------------------
    def set_position(self, pos: KalahPosition, interactive: bool, last: Ply | None) -> None:
        game = self.game
        assert game is not None
        self.hint = None
        self.interactive = interactive
        self.finish()
        self.position = pos
        self.banner = ""
        if last is not None and last.after == pos and self.animate:
            pits, _, path = game.sow(last.before, last.move)
            start = list(last.before.pits)
            first_house = 0 if last.before.mover == 0 else last.before.m + 1
            start[first_house + last.move - 1] = 0
            self.shown = start
            self._queue = list(path)
            self._after = pos
            self.last_pits = set()
            self.banner = self._describe(last, path)
            self._timer.start(self.step_ms)
        else:
            self.shown = list(pos.pits)
            self.last_pits = set()
        self.update()

    def show_hint(self, move: Any) -> None:
        self.hint = int(move)
        self.update()

    def finish(self) -> None:
        """Jump to the end of the sowing animation."""
        if self._timer.isActive() or self._queue:
            self._timer.stop()
            self._queue = []
            if self._after is not None:
                self.shown = list(self._after.pits)
            self.update()

    def animating(self) -> bool:
        return self._timer.isActive()

    def _step(self) -> None:
        if not self._queue:
            self._timer.stop()
            if self._after is not None:
                self.shown = list(self._after.pits)  # captures and the final sweep at once
            self.update()
            return
        pit = self._queue.pop(0)
        self.shown[pit] += 1
        self.last_pits = {pit}
        self.update()

    def _describe(self, last: Ply, path: list[int]) -> str:
        before, after = last.before, last.after
        m = before.m
        own_store = m if before.mover == 0 else 2 * m + 1
        game = self.game
        assert game is not None
        if not game.legal_moves(after):
            return self.labels.get("over", "")
        if path and path[-1] == own_store:
            return self.labels.get("again", "")
        captured = after.store(before.mover) - before.store(before.mover) - \
            path.count(own_store)
        if captured > 0:
            return self.labels.get("capture", "{0}").format(captured)
        return ""

    # --- geometry ------------------------------------------------------------------------
    def pit_rect(self, index: int) -> QRectF:
        m = (len(self.shown) - 2) // 2 if self.shown else 6
        w, h = self.width(), self.height()
        margin = 10.0
        store_w = max(56.0, w * 0.1)
        cell = (w - 2 * margin - 2 * store_w) / m
        top, row_h = 34.0, (h - 34.0 - 40.0) / 2
        if row_h > cell * 1.15:  # keep the houses round: spare height goes above and below
            top += row_h - cell * 1.15
            row_h = cell * 1.15
        if index == m:  # South's store, right
            return QRectF(w - margin - store_w, top, store_w - 6, 2 * row_h)
        if index == 2 * m + 1:  # North's store, left
            return QRectF(margin + 6, top, store_w - 6, 2 * row_h)
        if index < m:  # South's houses, bottom row, left to right
            col, y = index, top + row_h
        else:  # North's houses, top row, right to left
            col, y = m - 1 - (index - m - 1), top
        return QRectF(margin + store_w + col * cell + 4, y + 4, cell - 8, row_h - 8)

    def house_at(self, point: QPointF) -> int | None:
        """The mover's house (1…m) under ``point``."""
        if self.position is None:
            return None
        m, me = self.position.m, self.position.mover
        first = 0 if me == 0 else m + 1
        for k in range(m):
            if self.pit_rect(first + k).contains(point):
                return k + 1
        return None

    # --- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.position is None or not self.shown:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        m = self.position.m
        board = self.pit_rect(m).united(self.pit_rect(2 * m + 1)).adjusted(-8, -8, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(WOOD)
        painter.drawRoundedRect(board, 24, 24)
        mover_first = 0 if self.position.mover == 0 else m + 1
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        for index, seeds in enumerate(self.shown):
            rect = self.pit_rect(index)
            is_store = index in (m, 2 * m + 1)
            house_no = index - mover_first + 1
            mine = not is_store and 1 <= house_no <= m
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PIT.darker(115) if is_store else PIT)
            radius = rect.width() / 2 if not is_store else 22
            painter.drawRoundedRect(rect, radius, min(radius, rect.height() / 2))
            if index in self.last_pits:
                painter.setPen(QPen(HIGHLIGHT_YELLOW, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, min(radius, rect.height() / 2))
            if mine and self.interactive and seeds and house_no in (self.hover, self.hint):
                colour = HINT if house_no == self.hint else PAPER_WHITE
                painter.setPen(QPen(colour, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
            elif mine and house_no == self.hint:
                painter.setPen(QPen(HINT, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
            self._seeds(painter, rect, seeds, index)
            painter.setPen(NOTE)
            painter.setFont(font)
            label_rect = QRectF(rect.left(), rect.bottom() - 26, rect.width(), 24)
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, str(seeds))
        self._captions(painter, m)

    def _seeds(self, painter: QPainter, rect: QRectF, seeds: int, index: int) -> None:
        count = min(seeds, DRAWN)
        if not count:
            return
        size = min(rect.width(), rect.height()) / 5.2
        cx, cy = rect.center().x(), rect.center().y() - 8
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        for k in range(count):
            # a sunflower spiral: evenly spread, the same picture for the same count
            r = size * 0.62 * math.sqrt(k)
            a = k * 2.39996
            colour = SEED_COLOURS[(k + index) % len(SEED_COLOURS)]
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)), size / 2,
                                size / 2)

    def _captions(self, painter: QPainter, m: int) -> None:
        painter.setPen(QColor("#4e342e"))
        painter.setFont(self.font())
        w = self.width()
        board = self.pit_rect(m).united(self.pit_rect(2 * m + 1)).adjusted(-8, -8, 8, 8)
        north = self.labels.get("north", "N")
        south = self.labels.get("south", "S")
        painter.drawText(QRectF(0, board.top() - 26, w, 22), Qt.AlignmentFlag.AlignCenter,
                         "← " + north)
        painter.drawText(QRectF(0, board.bottom() + 4, w, 22), Qt.AlignmentFlag.AlignCenter,
                         south + " →")
        h = board.bottom() + 56
        if self.banner:
            font = QFont(self.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.2)
            painter.setFont(font)
            painter.setPen(QColor("#bf360c"))
            painter.drawText(QRectF(0, h - 32, w * 0.98, 22),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.banner)

    # --- mouse -------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        house = self.house_at(event.position())
        if house != self.hover:
            self.hover = house
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.animating():
            self.finish()  # a click skips the sowing
            return
        house = self.house_at(event.position())
        if self.interactive and house is not None and self.position is not None and \
                self.position.houses(self.position.mover)[house - 1]:
            self.move_chosen.emit(house)
