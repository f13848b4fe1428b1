"""One-suit cards on the table: both open hands, the card led, the tricks (or discards) so far.
A click on a card of the player to move plays it; in durak a button takes the card."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.framework.canvas_board import CanvasBoard
from desktop.framework.palette import (
    BLUE, CARD_FACE, WARM_PALE, FELT, HINT_FILL, HINT_LIGHT, MARK_RED, OUTLINE_BROWN, PAPER_WHITE,
)
from desktop.framework.record import Ply
from desktop.framework.zoom import scaled_minimum_size

CARD = QColor(CARD_FACE)
OPTIMAL = QColor("#ffd54f")
HINT = QColor(HINT_LIGHT)
STRIP_A = QColor(BLUE[200])
STRIP_B = WARM_PALE
SMALLEST_CARD = 24.0
"""Narrower than this (in pixels) a card's number no longer fits: the hands are written as
runs of cards instead (:func:`card_runs`), the deal drawn as a strip."""


def card_runs(cards: Iterable[int]) -> str:
    """Cards as runs of consecutive numbers: 1–17, 20, 23–40."""
    parts: list[str] = []
    ordered = sorted(cards)
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        parts.append(str(ordered[i]) if i == j else f"{ordered[i]}–{ordered[j]}")
        i = j + 1
    return ", ".join(parts)


class CardsCanvas(QWidget):
    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pos: Any = None
        self.mover = 0
        self.interactive = False
        self.highlight: set[int] = set()
        self.hint: int | None = None
        self.hover: int | None = None
        self.captions = ("A", "B")
        self.center_text = ""
        self.side_text = ("", "")
        self.setMouseTracking(True)
        scaled_minimum_size(self, 420, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def card_size(self) -> tuple[float, float]:
        most = max((len(h) for h in self.pos.hands), default=1) if self.pos else 1
        w = min(78.0, (self.width() - 40) / max(most, 1) - 6)
        return w, min(w * 1.4, self.height() / 4.2)

    def card_rects(self, side: int) -> list[tuple[int, QRectF]]:
        if self.pos is None:
            return []
        hand = self.pos.hands[side]
        w, h = self.card_size()
        total = len(hand) * (w + 6) - 6
        x0 = (self.width() - total) / 2
        y = self.height() - h - 28 if side == 0 else 28.0
        return [(card, QRectF(x0 + i * (w + 6), y, w, h)) for i, card in enumerate(hand)]

    def compact(self) -> bool:
        """Whether the hands are too long to draw as cards."""
        return self.pos is not None and self.card_size()[0] < SMALLEST_CARD

    def card_at(self, point: QPointF) -> int | None:
        if self.compact():
            return None  # no card to click: the move is typed
        for card, rect in self.card_rects(self.mover):
            if rect.contains(point):
                return card
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        if self.pos is None:
            return
        caption = QFont(self.font())
        caption.setBold(True)
        painter.setFont(caption)
        compact = self.compact()  # the captions then name the colours of the strip
        painter.setPen(STRIP_B if compact else QColor("#e8f5e9"))
        painter.drawText(QRectF(8, 4, self.width() - 16, 22), Qt.AlignmentFlag.AlignLeft,
                         self.captions[1] + "   " + self.side_text[1])
        painter.setPen(STRIP_A if compact else QColor("#e8f5e9"))
        painter.drawText(QRectF(8, self.height() - 24, self.width() - 16, 22),
                         Qt.AlignmentFlag.AlignLeft, self.captions[0] + "   " + self.side_text[0])
        if compact:
            self._compact(painter)
            return
        for side in (0, 1):
            for card, rect in self.card_rects(side):
                mine = side == self.mover
                lift = -8 if side == 0 else 8
                if mine and self.interactive and card == self.hover:
                    rect = rect.translated(0, lift)
                self._card(painter, rect, card, mine and card in self.highlight,
                           mine and card == self.hint)
        w, h = self.card_size()
        middle = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        if self.pos.table is not None:
            self._card(painter, middle, self.pos.table, False, False)
        else:
            painter.setPen(QPen(HINT_FILL, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(middle, 8, 8)
        painter.setPen(PAPER_WHITE)
        painter.setFont(self.font())
        painter.drawText(QRectF(middle.right() + 16, middle.top(), self.width()
                                - middle.right() - 24, middle.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         self.center_text)

    def _compact(self, painter: QPainter) -> None:
        """The hands as runs of cards, the best cards of the player to move under his, and in
        the middle the whole deal as a strip: a thin bar a card, in its holder's colour."""
        pos, width, height = self.pos, self.width(), self.height()
        band = (height - 60) * 0.36
        for side in (0, 1):
            top = height - 26 - band if side == 0 else 28.0
            text = card_runs(pos.hands[side])
            if side == self.mover and self.highlight:  # first: the end of a long hand is cut
                text = "★ " + card_runs(self.highlight) + "\n" + text
            if side == self.mover and self.hint is not None:
                text = f"→ {self.hint}\n" + text
            self._text_in(painter, QRectF(10, top, width - 20, band), text,
                          side == self.mover)
        cards = [c for c in (pos.hands[0] + pos.hands[1]
                             + ((pos.table,) if pos.table is not None else ()))]
        most = max(cards, default=1)
        strip = QRectF(10, height / 2 - 30, width - 20, 12)
        step = strip.width() / most
        painter.setPen(Qt.PenStyle.NoPen)
        painter.fillRect(strip, QColor(FELT).darker(130))
        for side, colour in ((0, STRIP_A), (1, STRIP_B)):
            for card in pos.hands[side]:
                painter.fillRect(QRectF(strip.left() + (card - 1) * step, strip.top(),
                                        max(step, 1.0), strip.height()), colour)
        painter.setPen(PAPER_WHITE)
        painter.setFont(self.font())
        table = "" if pos.table is None else f"{pos.table}♥   "
        painter.drawText(QRectF(10, height / 2 - 14, width - 20, 40),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         table + self.center_text)

    def _text_in(self, painter: QPainter, rect: QRectF, text: str, bold: bool) -> None:
        """``text`` wrapped into ``rect``; what does not fit is cut at a comma with "…"."""
        font = QFont(self.font())
        font.setBold(bold)
        painter.setFont(font)
        painter.setPen(PAPER_WHITE)
        metrics = QFontMetricsF(font)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)

        def fits(t: str) -> bool:
            return metrics.boundingRect(rect, flags, t).height() <= rect.height()
        if not fits(text):
            cut = text
            while "," in cut and not fits(cut + " …"):
                cut = cut[:cut.rindex(",", 0, max(1, len(cut) * 3 // 4))]
            text = cut + " …"
        painter.drawText(rect, flags, text)

    def _card(self, painter: QPainter, rect: QRectF, card: int, optimal: bool,
              hint: bool) -> None:
        painter.setPen(QPen(OUTLINE_BROWN, 1.5))
        painter.setBrush(HINT if hint else CARD)
        painter.drawRoundedRect(rect, 8, 8)
        if optimal:
            painter.setPen(QPen(OPTIMAL, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(10.0, rect.width() * 0.3))
        painter.setFont(font)
        painter.setPen(MARK_RED)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(card))
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, rect.width() * 0.12))
        painter.setFont(small)
        painter.drawText(rect.adjusted(5, 3, -5, -3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, f"{card}♥")

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        if card != self.hover:
            self.hover = card
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        if self.interactive and card is not None:
            self.clicked.emit(card)


class CardsBoard(CanvasBoard):
    """Renders a trick or durak position; emits the move the user picks. Owns no rules."""

    canvas: CardsCanvas

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CardsCanvas(), parent)
        self.take_button = self.move_button("take")
        self.take_button.hide()
        self.legal: list[Any] = []
        self.canvas.clicked.connect(self._clicked)
        self.mover_of: Callable[[Any], int] = lambda pos: 0
        self.legal_of: Callable[[Any], Sequence[Any]] = lambda pos: []

    def set_position(self, pos: Any, interactive: bool, last: Ply | None) -> None:
        canvas = self.canvas
        canvas.pos = pos
        canvas.mover = self.mover_of(pos)
        canvas.interactive = interactive
        canvas.highlight = set()
        canvas.hint = None
        self.legal = list(self.legal_of(pos))
        self.take_button.setVisible("take" in self.legal)
        self.take_button.setEnabled(interactive)
        canvas.update()

    def show_optimal(self, moves: set[Any]) -> None:
        self.canvas.highlight = {m for m in moves if m != "take"}
        self.canvas.update()

    def show_hint(self, move: Any) -> None:
        if move == "take":
            self.take_button.setFocus()
            return
        self.canvas.hint = move
        self.canvas.update()

    def _clicked(self, card: int) -> None:
        if card in self.legal:
            self.move_chosen.emit(card)
