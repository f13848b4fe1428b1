"""Playing cards drawn with QPainter, sized for a projector: a large rank and suit in the corner
(the part a fanned pile leaves visible) and a large suit in the middle.

The corner shows the card as every text of the lab writes it (``words.card_words``: "10♥", not
the notation's "TH"), red or black as on real cards.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from desktop.framework.palette import (
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_BLACK,
    CARD_FACE,
    CARD_RED,
    CARD_SHOWN_FACE,
    FELT_LINE,
    OUTLINE_BROWN,
)
from desktop.games.solitaire.words import SUIT_SHOWN, card_words
from engines.games.solitaire.cards import is_red, suit

CORNER = 0.30
"""The corner index's height as a part of the card's width."""
INDEX_TOP = 0.035
"""The corner index's top margin (card widths): with CORNER it must fit in a fan step."""


def card_colour(card: int) -> QColor:
    return CARD_RED if is_red(card) else CARD_BLACK


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def _radius(rect: QRectF) -> float:
    return rect.width() * 0.08


def paint_face(painter: QPainter, rect: QRectF, card: int, shown_down: bool = False) -> None:
    """A card face up; ``shown_down``: a face-down card shown for the lesson (greyed, with a
    stripe of the back's colour down its left edge, so nobody takes it for a playable card)."""
    w = rect.width()
    painter.setPen(QPen(OUTLINE_BROWN, max(1.0, w * 0.012)))
    painter.setBrush(CARD_SHOWN_FACE if shown_down else CARD_FACE)
    painter.drawRoundedRect(rect, _radius(rect), _radius(rect))
    if shown_down:
        stripe = QRectF(rect.left() + w * 0.03, rect.top() + w * 0.06, w * 0.07,
                        rect.height() - w * 0.12)
        painter.fillRect(stripe, CARD_BACK)
    colour = card_colour(card)
    painter.setPen(colour)
    index = QRectF(rect.left() + w * (0.13 if shown_down else 0.07),
                   rect.top() + w * INDEX_TOP, w * 0.9, w * CORNER * 1.25)
    painter.setFont(_font(w * CORNER))
    painter.drawText(index, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                     card_words(card))
    big = QRectF(rect.left(), rect.top() + rect.height() * 0.30, w, rect.height() * 0.65)
    painter.setFont(_font(w * 0.62, bold=False))
    painter.drawText(big, int(Qt.AlignmentFlag.AlignCenter), SUIT_SHOWN[suit(card)])


def paint_back(painter: QPainter, rect: QRectF) -> None:
    w = rect.width()
    painter.setPen(QPen(OUTLINE_BROWN, max(1.0, w * 0.012)))
    painter.setBrush(CARD_BACK)
    painter.drawRoundedRect(rect, _radius(rect), _radius(rect))
    inner = rect.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
    painter.setPen(QPen(CARD_BACK_LINE, max(1.0, w * 0.02)))
    painter.setBrush(QBrush(CARD_BACK_LINE, Qt.BrushStyle.DiagCrossPattern))
    painter.drawRoundedRect(inner, _radius(inner) * 0.6, _radius(inner) * 0.6)


def paint_slot(painter: QPainter, rect: QRectF, mark: str = "") -> None:
    """An empty place on the table, with a faint ``mark`` (a suit, a K, the redeal arrow)."""
    w = rect.width()
    painter.setPen(QPen(FELT_LINE, max(1.0, w * 0.025), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), _radius(rect), _radius(rect))
    if mark:
        painter.setPen(FELT_LINE)
        painter.setFont(_font(w * 0.5, bold=False))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), mark)


def paint_badge(painter: QPainter, centre: QPointF, text: str, size: float) -> None:
    """A number on a round patch (the cards left in the stock)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CARD_FACE)
    radius = size * 0.62
    painter.drawEllipse(centre, radius * max(1.0, len(text) * 0.6), radius)
    painter.setPen(CARD_BLACK)
    painter.setFont(_font(size * 0.8))
    box = QRectF(centre.x() - radius * 2, centre.y() - radius, radius * 4, radius * 2)
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)


def paint_frame(painter: QPainter, rect: QRectF, colour: QColor, thin: bool = False) -> None:
    """A frame round a card or a run: thick for the selection and a hint, thin for the last
    move."""
    w = max(2.0, rect.width() * 0.03) if thin else max(3.0, rect.width() * 0.06)
    painter.setPen(QPen(colour, w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = _radius(rect) + w / 2
    painter.drawRoundedRect(rect.adjusted(-w / 2, -w / 2, w / 2, w / 2), r, r)
