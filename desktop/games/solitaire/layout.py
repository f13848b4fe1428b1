"""Where each card of a Klondike position lies on a table of a given size (no painting, no
rules): the stock, the waste (draw 3: its top three fanned), the four foundations above, the
seven piles below, fanned as far as the table's height allows.

The cards are as large as the width allows (seven columns) unless the height is shorter; a pile
too tall for the table has its fan squeezed, face-down cards first.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from engines.games.solitaire.cards import card
from engines.games.solitaire.rules import FOUNDATION, WASTE, Position

STOCK = 9
"""The stock's place (the rules need no number for it: only a draw or a redeal touch it)."""
GAP = 0.16
"""Between columns, in card widths."""
ASPECT = 1.4
UP_STEP = 0.36
"""A face-up card's fan step, in card widths: its corner index shows (cards_paint.CORNER)."""
DOWN_STEP = 0.16
WASTE_STEP = 0.62
TABLEAU_ROOM = 3.4
"""Card heights of tableau the card size leaves room for before the fans are squeezed."""


@dataclass(frozen=True)
class Spot:
    """A card on the table as drawn."""

    source: int
    """A pile 0…6, WASTE, FOUNDATION or STOCK."""
    card: int
    rect: QRectF
    face_up: bool
    movable: bool
    """A hand may pick it up: a face-up card of a pile, the top of the waste or a foundation."""
    index: int = 0
    """Its place in its pile from the bottom (piles only)."""
    hidden: bool = False
    """Face down in the game (drawn face up only with "show all")."""


@dataclass
class Table:
    width: float
    height: float
    card_w: float = 0.0
    card_h: float = 0.0
    gap: float = 0.0
    left: float = 0.0
    tableau_top: float = 0.0
    spots: list[Spot] = field(default_factory=list)
    """Every card drawn, bottom first (the paint order)."""
    slots: dict[int, QRectF] = field(default_factory=dict)
    """The place of the stock, the waste, each pile; the foundations by 10 + suit."""

    def column_x(self, i: int) -> float:
        return self.left + self.gap + i * (self.card_w + self.gap)

    def card_rect(self, column: int, top: float) -> QRectF:
        return QRectF(self.column_x(column), top, self.card_w, self.card_h)

    # --- what is where ------------------------------------------------------------------------
    def spot_at(self, point: QPointF) -> Spot | None:
        """The topmost card under ``point``."""
        return next((s for s in reversed(self.spots) if s.rect.contains(point)), None)

    def target_at(self, point: QPointF) -> int | None:
        """The pile (0…6) or FOUNDATION a card dropped at ``point`` goes to; None: neither."""
        half = self.gap / 2
        if point.y() < self.tableau_top - half:
            first = self.column_x(3) - half
            if first <= point.x() <= self.column_x(6) + self.card_w + half:
                return FOUNDATION
            return None
        for i in range(7):
            x = self.column_x(i)
            if x - half <= point.x() <= x + self.card_w + half:
                return i
        return None

    def run_from(self, spot: Spot) -> list[Spot]:
        """``spot`` and the cards lying on it (a pile's run), or just ``spot``."""
        if not 0 <= spot.source < 7:
            return [spot]
        return [s for s in self.spots if s.source == spot.source and s.index >= spot.index]

    def spot_of(self, card: int) -> Spot | None:
        return next((s for s in self.spots if s.card == card), None)


def lay_out(pos: Position, width: float, height: float, draw: int,
            show_all: bool) -> Table:
    """The table for ``pos``; ``show_all`` fans face-down cards as wide as face-up ones (they
    are drawn face up for the lesson, so their corners must show)."""
    t = Table(width, height)
    rows = ASPECT + 1.5 * GAP + ASPECT * TABLEAU_ROOM
    t.card_w = cw = max(8.0, min(width / (7 + 8 * GAP), height / rows))
    t.card_h = ch = cw * ASPECT
    t.gap = gap = cw * GAP
    t.left = max(0.0, (width - (7 * cw + 8 * gap)) / 2)
    top = gap * 0.6
    t.tableau_top = top + ch + gap * 0.9
    t.slots[STOCK] = t.card_rect(0, top)
    t.slots[WASTE] = t.card_rect(1, top)
    for s in range(4):
        t.slots[10 + s] = t.card_rect(3 + s, top)
    if pos.stock:
        t.spots.append(Spot(STOCK, pos.stock[0], t.slots[STOCK], show_all, False, hidden=True))
    shown = pos.waste[-draw:] if draw > 1 else pos.waste[-1:]
    for k, c in enumerate(shown):
        rect = t.slots[WASTE].translated(k * WASTE_STEP * cw, 0)
        t.spots.append(Spot(WASTE, c, rect, True, k == len(shown) - 1))
    for s, r in enumerate(pos.foundations):
        if r:
            t.spots.append(Spot(FOUNDATION, card(r, s), t.slots[10 + s], True, True))
    room = height - t.tableau_top - gap * 0.5 - ch
    for i, pile in enumerate(pos.piles):
        t.slots[i] = t.card_rect(i, t.tableau_top)
        down_step = (UP_STEP if show_all else DOWN_STEP) * cw
        up_step = UP_STEP * cw
        needed = len(pile.down) * down_step + max(0, len(pile.up) - 1) * up_step
        if needed > room > 0:
            # Squeeze the face-down cards first: their corners matter only with "show all".
            down_need = len(pile.down) * down_step
            up_need = needed - down_need
            if up_need < room and not show_all:
                down_step *= (room - up_need) / down_need
            else:
                down_step *= room / needed
                up_step *= room / needed
        y = t.tableau_top
        for k, c in enumerate(pile.down):
            t.spots.append(Spot(i, c, t.card_rect(i, y), show_all, False, k, hidden=True))
            y += down_step
        for k, c in enumerate(pile.up):
            t.spots.append(Spot(i, c, t.card_rect(i, y), True, True, len(pile.down) + k))
            y += up_step
    return t
