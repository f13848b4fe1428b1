"""The 24 cards on the table, stacked by value, with the running total shown large."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.framework.palette import (
    ACCENT, BAD_PALE, CARD_BLACK, CARD_RED, GOOD_PALE, INK, INK_SOFT, LINE_FAINT, LOSS,
    OUTLINE_BROWN,
)
from desktop.framework.record import Ply
from desktop.framework.zoom import scaled_minimum_size
from engines.games.cards24.rules import Cards24, CardsPosition

CARD = QColor("#fffdf5")
HOVER = QColor(BAD_PALE)
HINT = QColor(GOOD_PALE)
SUITS = "♠♥♦♣"
RED_SUITS = "♥♦"
RED = QColor(CARD_RED)
BLACK = QColor(CARD_BLACK)


def card_face(value: int, k: int) -> tuple[str, QColor]:
    """The corner label of the ``k``-th card of a stack and its ink: hearts and diamonds red."""
    suit = SUITS[k % len(SUITS)]
    return f"{value}{suit}", RED if suit in RED_SUITS else BLACK


class Cards24Board(QWidget):
    """Renders a :class:`CardsPosition`; emits the value of the card the user takes."""

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        scaled_minimum_size(self, 360, 280)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.game: Cards24 | None = None
        self.position: CardsPosition | None = None
        self.interactive = False
        self.hover: int | None = None
        self.hint: int | None = None
        self.last: int | None = None
        self.labels = {"total": "Total", "to": "to {0}"}

    def set_game(self, game: Cards24) -> None:
        self.game = game

    def set_position(self, pos: CardsPosition, interactive: bool, last_ply: Ply | None) -> None:
        self.position, self.interactive, self.hint = pos, interactive, None
        self.last = last_ply.move if last_ply is not None and last_ply.after == pos else None
        self.update()

    def show_hint(self, move: Any) -> None:
        self.hint = move
        self.update()

    def _stack_rect(self, v: int) -> QRectF:
        assert self.game is not None
        n = len(self.game.deck)
        w = min(self.width() / (n + 0.5), self.height() * 0.26)
        left = (self.width() - n * w) / 2
        return QRectF(left + (v - 1) * w + w * 0.08, self.height() * 0.22, w * 0.84,
                      self.height() * 0.74)

    def _card_font(self, stack: QRectF) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(9.0, stack.width() * 0.22))
        font.setBold(True)
        return font

    def _card_height_and_step(self, v: int) -> tuple[float, float]:
        """A card's height and how far down the next card of the stack starts."""
        assert self.game is not None
        stack = self._stack_rect(v)
        line = QFontMetricsF(self._card_font(stack)).height()
        card_h = min(stack.width() * 1.4, stack.height() * 0.6)
        return card_h, min(line * 1.05,
                           (stack.height() - 24 - card_h) / max(1, self.game.deck[v - 1] - 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.position is None or self.game is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        game = self.game
        total = game.total(self.position)
        big = QFont(self.font())
        big.setPointSizeF(max(14.0, self.height() * 0.075))
        big.setBold(True)
        over = total > game.target
        painter.setPen(LOSS if over else QColor("#1b5e20") if total == game.target else INK)
        to_go = self.labels["to"].format(game.target)
        header = f"{self.labels['total']}: {total}   ({to_go}: {game.target - total})"
        wide = QFontMetricsF(big).horizontalAdvance(header)
        if wide > self.width() - 8:  # a tall, narrow board (the training window): fit the line
            big.setPointSizeF(max(8.0, big.pointSizeF() * (self.width() - 8) / wide))
        painter.setFont(big)
        painter.drawText(QRectF(0, 4, self.width(), self.height() * 0.16),
                         Qt.AlignmentFlag.AlignCenter, header)
        for v, count in enumerate(self.position.counts, 1):
            stack = self._stack_rect(v)
            painter.setFont(self._card_font(stack))
            card_h, step = self._card_height_and_step(v)
            if count == 0:
                painter.setPen(QPen(LINE_FAINT, 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(stack.x(), stack.y(), stack.width(), card_h), 8, 8)
            for k in range(count):
                card = QRectF(stack.x(), stack.y() + k * step, stack.width(), card_h)
                top = k == count - 1
                colour = CARD
                if top and self.interactive and v == self.hover:
                    colour = HOVER
                if top and v == self.hint:
                    colour = HINT
                painter.setBrush(colour)
                painter.setPen(QPen(OUTLINE_BROWN, 1.2))
                painter.drawRoundedRect(card, 8, 8)
                label, ink = card_face(v, k)
                painter.setPen(ink)
                painter.drawText(card.adjusted(6, 2, -6, 0),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label)
                if top:
                    painter.drawText(card, Qt.AlignmentFlag.AlignCenter, str(v))
            small = QFont(self.font())
            painter.setFont(small)
            painter.setPen(INK_SOFT if v != self.last else ACCENT)
            label_y = stack.y() + max(0, count - 1) * step + card_h + 2
            painter.drawText(QRectF(stack.x(), label_y, stack.width(), 22),
                             Qt.AlignmentFlag.AlignCenter,
                             f"×{count}" + ("  ↑" if v == self.last else ""))

    def _value_at(self, x: float, y: float) -> int | None:
        if self.game is None:
            return None
        for v in range(1, len(self.game.deck) + 1):
            if self._stack_rect(v).contains(x, y):
                return v
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        v = self._value_at(event.position().x(), event.position().y())
        if v != self.hover:
            self.hover = v
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        v = self._value_at(event.position().x(), event.position().y())
        self._take(v)

    def _take(self, v: int | None) -> None:
        if self.interactive and self.position is not None and v is not None and \
                self.position.counts[v - 1] > 0:
            self.move_chosen.emit(v)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._take(key - Qt.Key.Key_0)
        else:
            super().keyPressEvent(event)
