"""The Klondike table: draws a position and turns the hand's gestures into requests.

The board owns no rules. It reports what the hand did — "this card (and the cards on it) from
here to there", "this card to its foundation", "the stock was clicked" — and the tab asks the
rules whether that is a move. Two ways to move a card, both always on: drag it (it follows the
pointer and snaps back if the move is refused), or click it and then click where it goes. A
double-click sends a card to its foundation.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from desktop.framework.palette import (
    ACCENT,
    CARD_FACE,
    FELT,
    HIGHLIGHT_YELLOW,
    HINT_LIGHT,
    SUCCESS_GREEN,
    WARM_PALE,
)
from desktop.framework.zoom import scaled_minimum_size
from desktop.games.solitaire.cards_paint import (
    paint_back,
    paint_badge,
    paint_face,
    paint_frame,
    paint_slot,
)
from desktop.games.solitaire.layout import STOCK, Spot, Table, lay_out
from desktop.games.solitaire.words import SUIT_SHOWN
from engines.games.solitaire.rules import FOUNDATION, WASTE, Move, Position

REDEAL_MARK = "↻"


class KlondikeBoard(QWidget):
    move_wanted = Signal(int, int, int)
    """(source, card, target): the hand put ``card`` (and the cards on it) from ``source`` (a
    pile 0…6, WASTE or FOUNDATION) onto ``target`` (a pile or FOUNDATION)."""
    foundation_wanted = Signal(int)
    """The top card of this source (a pile or WASTE) was double-clicked."""
    stock_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None
        self.draw = 1
        self.show_all = False
        self.interactive = True
        self.caption = ""
        self.last: Move | None = None
        self.preview = False
        """A position of the solver's line is shown, not the game's: the hand cannot move."""
        self.selected: Spot | None = None
        self.hinted: Move | None = None
        self._press: tuple[Spot | None, QPointF] | None = None
        self._drag: list[Spot] = []
        self._drag_at = QPointF()
        self._grab = QPointF()
        self._table: Table | None = None
        self.setMouseTracking(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        scaled_minimum_size(self, 440, 340)

    # --- what is shown ----------------------------------------------------------------------
    def set_position(self, pos: Position, draw: int, interactive: bool,
                     preview: bool = False, caption: str = "", last: Move | None = None) -> None:
        """``caption``: large words across the table (the tab's "Won!"); ``last``: the move
        that led here, its card framed so the class sees what just happened."""
        self.position, self.draw, self.caption, self.last = pos, draw, caption, last
        self.interactive, self.preview = interactive and not preview, preview
        self.selected = None
        self.hinted = None
        self._press, self._drag = None, []
        self._table = None
        self.update()

    def set_show_all(self, show: bool) -> None:
        self.show_all = show
        self._table = None
        self.update()

    def show_hint(self, move: Move | None) -> None:
        self.hinted = move
        self.update()

    def table(self) -> Table:
        """The layout of the position at the board's size (kept until either changes)."""
        t = self._table
        if t is None or t.width != self.width() or t.height != self.height():
            assert self.position is not None, "the board shows a position before it is used"
            t = self._table = lay_out(self.position, self.width(), self.height(), self.draw,
                                      self.show_all)
        return t

    # --- where to click (tests, the screenshots) --------------------------------------------
    def card_point(self, card: int) -> QPointF:
        """A point on the visible part of ``card`` (its corner)."""
        spot = self.table().spot_of(card)
        assert spot is not None, f"card {card} is not on the table face up"
        return spot.rect.topLeft() + QPointF(spot.rect.width() * 0.5, spot.rect.width() * 0.15)

    def target_point(self, target: int) -> QPointF:
        t = self.table()
        slot = t.slots[10 if target == FOUNDATION else target]
        return slot.center()

    def stock_point(self) -> QPointF:
        return self.table().slots[STOCK].center()

    # --- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        if self.position is None:
            return
        t = self.table()
        pos = self.position
        paint_slot(painter, t.slots[STOCK], REDEAL_MARK if pos.waste and not pos.stock else "")
        paint_slot(painter, t.slots[WASTE])
        for s in range(4):
            paint_slot(painter, t.slots[10 + s], SUIT_SHOWN[s])
        for i in range(7):
            paint_slot(painter, t.slots[i], "K")
        lifted = {id(s) for s in self._drag}
        for spot in t.spots:
            if id(spot) not in lifted:
                self._paint_spot(painter, spot)
        if pos.stock:
            rect = t.slots[STOCK]
            paint_badge(painter, QPointF(rect.center().x(), rect.bottom() - t.card_w * 0.22),
                        str(len(pos.stock)), t.card_w * 0.26)
        self._paint_marks(painter, t)
        if self._drag:
            shift = self._drag_at - self._grab - self._drag[0].rect.topLeft()
            for spot in self._drag:
                self._paint_spot(painter, Spot(spot.source, spot.card,
                                               spot.rect.translated(shift), True, True))
        if self.caption:
            self._paint_caption(painter, t)
        if self.preview:
            pen = QPen(WARM_PALE, max(6.0, t.card_w * 0.08))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(3, 3, -3, -3))

    def _paint_caption(self, painter: QPainter, t: Table) -> None:
        font = QFont()
        font.setPixelSize(max(12, round(t.card_w * 0.7)))
        font.setBold(True)
        painter.setFont(font)
        width = QFontMetricsF(font).horizontalAdvance(self.caption) + t.card_w
        box = QRectF((self.width() - width) / 2, t.tableau_top + t.card_h * 1.3, width,
                     t.card_w * 1.1)
        painter.setPen(QPen(SUCCESS_GREEN, max(3.0, t.card_w * 0.05)))
        painter.setBrush(CARD_FACE)
        painter.drawRoundedRect(box, t.card_w * 0.15, t.card_w * 0.15)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self.caption)

    def _paint_spot(self, painter: QPainter, spot: Spot) -> None:
        if spot.face_up:
            paint_face(painter, spot.rect, spot.card, shown_down=spot.hidden)
        else:
            paint_back(painter, spot.rect)

    def _paint_marks(self, painter: QPainter, t: Table) -> None:
        last = self.last
        if last is not None:
            if last.card >= 0:
                spot = t.spot_of(last.card)
            else:  # a draw: the card now on top of the waste
                spot = next((s for s in reversed(t.spots) if s.source == WASTE), None)
            if spot is not None:
                run = t.run_from(spot)
                paint_frame(painter, run[0].rect.united(run[-1].rect), ACCENT, thin=True)
        if self.selected is not None and not self._drag:
            run = [s for s in t.run_from(self.selected)]
            if run:
                paint_frame(painter, run[0].rect.united(run[-1].rect), HIGHLIGHT_YELLOW)
        move = self.hinted
        if move is not None and move.card >= 0:
            spot = t.spot_of(move.card)
            if spot is not None:
                run = t.run_from(spot)
                paint_frame(painter, run[0].rect.united(run[-1].rect), HINT_LIGHT)
            if move.target == FOUNDATION:
                paint_frame(painter, t.slots[10 + move.card // 13], HINT_LIGHT)
            elif 0 <= move.target < 7:
                top = [s for s in t.spots if s.source == move.target]
                paint_frame(painter, top[-1].rect if top else t.slots[move.target], HINT_LIGHT)

    # --- the hand ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.interactive or self.position is None or \
                event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.position()
        self._press = (self.table().spot_at(point), point)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        spot, start = self._press
        point = event.position()
        if not self._drag:
            far = (point - start).manhattanLength() >= QApplication.startDragDistance()
            if not (far and spot is not None and spot.movable):
                return
            self._drag = self.table().run_from(spot)
            self._grab = start - spot.rect.topLeft()
            self.selected = None
        self._drag_at = point
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        spot, start = self._press
        self._press = None
        point = event.position()
        if self._drag:
            head = self._drag[0]
            self._drag = []
            self.update()  # snaps back unless the move is made (the tab redraws the board)
            # Where the lifted card's middle is, else where the pointer is.
            card_middle = head.rect.center() + (point - start)
            t = self.table()
            target = t.target_at(card_middle)
            if target is None or target == head.source:
                target = t.target_at(point)
            if target is not None and target != head.source:
                self.move_wanted.emit(head.source, head.card, target)
            return
        self._click(spot, point)

    def _click(self, spot: Spot | None, point: QPointF) -> None:
        t = self.table()
        if spot is not None and spot.source == STOCK or t.slots[STOCK].contains(point):
            self.selected = None
            self.stock_clicked.emit()
            return
        chosen = self.selected
        if chosen is not None:
            target = t.target_at(point)
            if target is not None and target != chosen.source:
                self.selected = None
                self.update()
                self.move_wanted.emit(chosen.source, chosen.card, target)
                return
            # The same card again lets it go; another card of the same place is taken instead.
            self.selected = spot if spot is not None and spot.movable and spot != chosen \
                else None
        elif spot is not None and spot.movable:
            self.selected = spot
        self.update()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if not self.interactive or self.position is None or \
                event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.position()
        t = self.table()
        spot = t.spot_at(point)
        self.selected = None
        self._press = None
        if t.slots[STOCK].contains(point):
            self.stock_clicked.emit()  # two quick clicks on the stock are two draws
        elif spot is not None and spot.movable and spot.source in (*range(7), WASTE) and \
                t.run_from(spot)[-1] == spot:
            self.foundation_wanted.emit(spot.source)
        self.update()
