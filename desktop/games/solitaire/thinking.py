"""How the computer thinks in solitaire: the search's explicit stack, drawn as the etude draws
it — the start position at the bottom, one move a level, the position being searched on top —
and the transposition table's fill as a live gauge, with the evictions and the search speed.

Fed by :class:`~desktop.games.solitaire.best_play.BestPlayPanel` (``attach``): the pictures
show what the solver reported, nothing is searched here."""
from __future__ import annotations

import time
from collections import deque

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.framework.palette import (
    ACCENT,
    CARD_RED,
    GOOD_PALE,
    INK,
    INK_FAINT,
    INK_SOFT,
    LINE_FAINT,
    NOTE,
    PAPER_WHITE,
    USED_BG,
    WARM_PALE,
)
from desktop.games.solitaire.words import move_from_text, move_words, number, policy_name
from engines.games.solitaire.cards import is_red
from engines.games.solitaire.solver import Limits, Progress, SolveResult

RATE_WINDOW = 2.0
"""Seconds of reports the nodes-per-second figure averages over."""


class StackPicture(QWidget):
    """The path on the explicit stack: a box per move, numbered from the start (0) up; a long
    path shows its top. The solver's stack holds the positions whose moves it is trying; the
    moves it makes without a stack level of their own (safe moves to the foundations, the
    draws that bring a card up) are drawn too, so that the path reads as a game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path: tuple[str, ...] = ()
        self.levels = 0
        self.note = ""
        """Said instead of the stack when there is none (before or after a search)."""
        self.top_tag: str | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 12 * self.row_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 5 * self.row_height())

    def row_height(self) -> int:
        return QFontMetrics(self.font()).height() + 8

    def set_stack(self, path: tuple[str, ...], top_tag: str | None = None) -> None:
        """``path``: the moves from the start (the rules' notation); ``top_tag``: what the top
        box says (default: "searching now")."""
        self.path, self.levels, self.note = path, len(path), ""
        self.top_tag = top_tag
        self.update()

    def set_note(self, note: str) -> None:
        self.path, self.levels, self.note = (), 0, note
        self.update()

    def rows(self, capacity: int) -> list[tuple[int | None, str]]:
        """What the picture shows, top first: (n, the n-th move's text) — 0 is the start,
        with no move — and (None, "") for the "more below" line when the path is too long."""
        levels: list[tuple[int | None, str]] = [(d, self.path[d - 1] if d else "")
                                                 for d in range(self.levels, -1, -1)]
        if len(levels) <= capacity:
            return levels
        top = max(1, capacity - 2)
        return levels[:top] + [(None, "")] + levels[-1:]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER_WHITE)
        metrics = QFontMetrics(self.font())
        h = self.row_height()
        w = self.width()
        if self.note:
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(8, 8, w - 16, self.height() - 16),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.note)
            return
        capacity = max(3, (self.height() - 8) // h)
        rows = self.rows(capacity)
        number_w = metrics.horizontalAdvance("0000") + 8
        tag_now = self.top_tag if self.top_tag is not None else self.tr("searching now")
        tag_start = self.tr("start")
        tag_w = max(metrics.horizontalAdvance(tag_now), metrics.horizontalAdvance(tag_start)) + 12
        y = 4.0
        for i, (depth, move) in enumerate(rows):
            box = QRectF(6, y, w - 12, h - 3)
            y += h
            if depth is None:
                hidden = self.levels + 1 - (len(rows) - 1)
                painter.setPen(INK_FAINT)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                                 self.tr("… {0} more below").format(number(hidden)))
                continue
            top = i == 0 and depth > 0
            painter.setPen(QPen(ACCENT if top else LINE_FAINT, 2.0 if top else 1.0))
            painter.setBrush(GOOD_PALE if top else NOTE if depth == 0 else USED_BG)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(box.left(), box.top(), number_w, box.height()),
                             Qt.AlignmentFlag.AlignCenter, str(depth))
            parsed = move_from_text(move) if depth else None
            painter.setPen(CARD_RED if parsed is not None and parsed.card >= 0
                           and is_red(parsed.card) else INK)
            text_box = QRectF(box.left() + number_w, box.top(),
                              box.width() - number_w - tag_w, box.height())
            text = move_words(move) if depth else self.tr("the position that is solved")
            painter.drawText(text_box, Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(text, Qt.TextElideMode.ElideRight,
                                                int(text_box.width())))
            tag = tag_now if top else tag_start if depth == 0 else ""
            if tag:
                painter.setPen(ACCENT if top else INK_SOFT)
                painter.drawText(QRectF(box.right() - tag_w, box.top(), tag_w - 6, box.height()),
                                 Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                                 tag)
        painter.end()


class TableGauge(QWidget):
    """The transposition table: stored / capacity as a bar (the peak marked after a search)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stored = 0
        self.capacity: int | None = None
        self.peak: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(300, QFontMetrics(self.font()).height() + 12)

    def minimumSizeHint(self) -> QSize:
        return QSize(150, self.sizeHint().height())

    def set_fill(self, stored: int, capacity: int | None, peak: int | None = None) -> None:
        self.stored, self.capacity, self.peak = stored, capacity, peak
        self.update()

    def share(self) -> float | None:
        if not self.capacity:
            return None
        return min(1.0, self.stored / self.capacity)

    def text(self) -> str:
        share = self.share()
        if share is None or self.capacity is None:
            return self.tr("{0} positions stored").format(number(self.stored))
        return self.tr("{0} of {1} positions ({2}%)").format(
            number(self.stored), number(self.capacity), int(round(share * 100)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(1, 1, self.width() - 2, self.height() - 2)
        painter.setPen(QPen(LINE_FAINT, 1.0))
        painter.setBrush(PAPER_WHITE)
        painter.drawRoundedRect(frame, 4, 4)
        share = self.share() or 0.0
        if share > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WARM_PALE if share >= 1.0 else GOOD_PALE)
            painter.drawRoundedRect(QRectF(frame.left(), frame.top(),
                                           frame.width() * share, frame.height()), 4, 4)
        if self.peak is not None and self.capacity:
            x = frame.left() + frame.width() * min(1.0, self.peak / self.capacity)
            painter.setPen(QPen(ACCENT, 2.0))
            painter.drawLine(int(x), int(frame.top()), int(x), int(frame.bottom()))
        painter.setPen(INK)
        painter.drawText(frame, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


class ThinkingView(QWidget):
    """The stack and the table of the search the "Best play" panel runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.stack_title = QLabel()
        self.stack_title.setWordWrap(True)
        bold = QFont(self.stack_title.font())
        bold.setBold(True)
        self.stack_title.setFont(bold)
        self.stack = StackPicture()
        self.table_title = QLabel()
        self.table_title.setFont(bold)
        self.gauge = TableGauge()
        self.table_line = QLabel()
        self.table_line.setWordWrap(True)
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.intro)
        layout.addWidget(self.stack_title)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.table_title)
        layout.addWidget(self.gauge)
        layout.addWidget(self.table_line)
        layout.addWidget(self.counts)
        self.limits: Limits | None = None
        self.progress: Progress | None = None
        self.result: SolveResult | None = None
        self.stopped = False
        self._samples: deque[tuple[float, int]] = deque()
        self.max_depth = 0
        self.rate: float | None = None
        """Nodes a second, over the last :data:`RATE_WINDOW` seconds (None: not known yet)."""
        self.retranslate()

    # --- fed by the panel --------------------------------------------------------------------
    def start(self, limits: Limits) -> None:
        """A search begins with ``limits`` (the table's capacity and policy)."""
        self.limits, self.progress, self.result, self.stopped = limits, None, None, False
        self._samples.clear()
        self.rate = None
        self.max_depth = 0
        self.stack.set_stack(())
        self._show()

    def show_progress(self, progress: Progress) -> None:
        if progress is self.progress:
            return  # the same report twice (the view connected twice): nothing new
        now = time.monotonic()
        if self.progress is not None and progress.nodes < self.progress.nodes:
            self._samples.clear()  # a new search whose start we were not told of
            self.max_depth = 0
        self.progress, self.result, self.stopped = progress, None, False
        self._samples.append((now, progress.nodes))
        while len(self._samples) > 2 and now - self._samples[0][0] > RATE_WINDOW:
            self._samples.popleft()
        (t0, n0), (t1, n1) = self._samples[0], self._samples[-1]
        if t1 - t0 > 0.2:
            self.rate = (n1 - n0) / (t1 - t0)
        self.max_depth = max(self.max_depth, progress.depth)
        self.stack.set_stack(progress.path)
        self._show()

    def show_result(self, result: SolveResult | None) -> None:
        """The search ended: with ``result``, or None when it was cancelled or failed."""
        if result is None:
            self.stopped = True
        else:
            self.result = result
            if result.seconds > 0:
                self.rate = result.nodes / result.seconds
        self._show()

    def clear(self) -> None:
        self.limits = self.progress = self.result = None
        self.stopped = False
        self.max_depth = 0
        self._samples.clear()
        self.rate = None
        self._show()

    # --- texts -------------------------------------------------------------------------------
    def _show(self) -> None:
        self._title()
        capacity = self.limits.table_size if self.limits is not None else None
        result, progress = self.result, self.progress
        if result is not None:
            self.stack.set_stack(result.line,
                                 self.tr("best: {0}").format(result.score))
            self.gauge.set_fill(result.stored, capacity, result.peak_stored)
            evictions, nodes = result.evictions, result.nodes
        elif progress is not None:
            if self.stopped:
                self.stack.set_stack(progress.path, self.tr("stopped here"))
            self.gauge.set_fill(progress.stored, capacity)
            evictions, nodes = progress.evictions, progress.nodes
        else:
            self.stack.set_note(self.tr("Nothing is being searched. Press “Find the best "
                                        "play” on the “Best play” page to watch the search.")
                                if not self.stopped else
                                self.tr("The search was stopped."))
            self.gauge.set_fill(0, capacity)
            evictions, nodes = 0, 0
        policy = policy_name(self.limits.policy) if self.limits is not None else "—"
        self.table_line.setText(self.tr("Evictions: {0} · when full: {1}").format(
            number(evictions), policy))
        rate = number(int(self.rate)) if self.rate is not None else "—"
        if result is not None:
            self.counts.setText(self.tr("Nodes: {0} · nodes a second: {1} · at most {2} "
                                        "positions were on the stack at once")
                                .format(number(nodes), rate, self.max_depth or "—"))
            return
        self.counts.setText(self.tr("Nodes: {0} · nodes a second: {1}").format(number(nodes),
                                                                               rate))
        if progress is not None:
            self.counts.setText(self.counts.text() + "\n" + self.tr(
                "On the stack: {0} positions; the path from the start: {1} moves").format(
                progress.depth, len(progress.path)))

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "The computer tries every line of play, depth first: it keeps the moves of the line "
            "it is trying on a stack, goes one move deeper at the top, and takes the top move "
            "back when every move above it has been tried. Positions it has met are kept in a "
            "table, so that no position is searched twice."))
        self._show()
        self.stack.update()
        self.gauge.update()

    def _title(self) -> None:
        self.stack_title.setText(
            self.tr("The best line found (the top: the best position)")
            if self.result is not None else self.tr("The stack (the top is searched now)"))
        self.table_title.setText(self.tr("The table of positions met"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
