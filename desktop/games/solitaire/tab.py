"""The solitaire lab's tab: a Klondike deal played by hand on the left, and on the right the
pages that study it — the best play the solver finds, how the computer thinks, statistics over
many deals.

The tab holds the game (:class:`~desktop.games.solitaire.play.HandGame`); the board only shows
it and reports gestures, and every question of legality goes to the rules. Nothing here
searches: the hand's moves are a lookup among the position's legal moves, and solving is the
Best play page's, on a worker.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.controls import fill_combo, tool_button
from desktop.framework.flow_layout import FlowLayout
from desktop.framework.messages import localized
from desktop.framework.palette import ERROR_RED, NOTE, SUCCESS_GREEN
from desktop.framework.savefile import SavedGame
from desktop.framework.window_tab import WindowTab
from desktop.framework.zoom import relative_font, zoom
from desktop.games.solitaire.board import KlondikeBoard
from desktop.games.solitaire.deal_dialog import DealDialog
from desktop.games.solitaire.best_play import BestPlayPanel
from desktop.games.solitaire.replay import DECISION_MARK
from desktop.games.solitaire.statistics_page import StatisticsPage
from desktop.games.solitaire.thinking import ThinkingView
from desktop.games.solitaire.words import card_words, move_words
from desktop.games.solitaire.play import GAME_NAME, HandGame
from engines.games.solitaire import DRAWS
from engines.games.solitaire.cards import rank
from engines.games.solitaire.deal import format_deal
from engines.games.solitaire.rules import FOUNDATION, WASTE, Move, Position
from engines.games.solitaire.shuffle import seeded_deal
from engines.protocol import InputError

FIRST_SEED = 1
SEED_MAX = 2_147_483_647
"""The seed box's top (a spin box holds 32-bit numbers; deals go much further on the command
line, and a deal beyond this is still played, its number just not shown)."""
BEST, THINKING, STATISTICS = range(3)
SCREENSHOT_DEAL, SCREENSHOT_MOVES = 61, 40
"""A deal whose hints put 14 cards on the foundations in 40 moves, 13 still face down."""


class SolitaireTab(WindowTab):
    game_name = GAME_NAME

    def __init__(self, parent: QWidget | None = None, active: bool = True) -> None:
        super().__init__(parent)
        self.active = active
        self.game = HandGame.seeded(FIRST_SEED)
        self.previewing = False
        self._message = ""
        self._build_ui()
        self.retranslate_ui()
        self.refresh()

    # --- layout -------------------------------------------------------------------------------
    def _build_ui(self) -> None:
        bar = QWidget()
        row = FlowLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        row.last_to_right = False
        self.new_button = tool_button()
        self.seed_label = QLabel()
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, SEED_MAX)
        self.seed_box.setSpecialValueText("—")
        self.seed_box.setKeyboardTracking(False)  # the deal comes on Enter, not at each digit
        self.seed_box.setValue(FIRST_SEED)
        self.deal_button = tool_button()
        self.draw_label = QLabel()
        self.draw_box = QComboBox()
        self.undo_button = tool_button()
        self.redo_button = tool_button()
        self.hint_button = tool_button()
        self.show_all = QCheckBox()
        for w in (self.new_button, self.seed_label, self.seed_box, self.deal_button,
                  self.draw_label, self.draw_box, self.undo_button, self.redo_button,
                  self.hint_button, self.show_all):
            row.addWidget(w)
        self.new_button.clicked.connect(self.new_game)
        self.seed_box.valueChanged.connect(self.deal_number)
        self.deal_button.clicked.connect(self.edit_position)
        self.draw_box.currentIndexChanged.connect(lambda i: self.set_draw(DRAWS[i]))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.hint_button.clicked.connect(self.hint)

        self.score_label = QLabel()
        relative_font(self.score_label, 1.4, bold=True)
        self.moves_label = QLabel()
        relative_font(self.moves_label, 1.4)
        scores = QWidget()
        score_row = FlowLayout(scores, spacing=24)
        score_row.setContentsMargins(0, 0, 0, 0)
        score_row.last_to_right = False
        score_row.addWidget(self.score_label)
        score_row.addWidget(self.moves_label)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        relative_font(self.status, 1.1)
        self._status_height()
        zoom().changed.connect(self._status_height)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        relative_font(self.banner, 1.2, bold=True)
        self.banner.setStyleSheet(f"background: {NOTE.name()}; padding: 4px;")
        self.banner.hide()
        self.board = KlondikeBoard()
        self.board.move_wanted.connect(self._move_wanted)
        self.board.foundation_wanted.connect(self._foundation_wanted)
        self.board.stock_clicked.connect(self._stock_clicked)
        self.show_all.toggled.connect(self.board.set_show_all)
        left = self.table_area = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(scores)
        left_layout.addWidget(self.status)
        left_layout.addWidget(self.banner)
        left_layout.addWidget(self.board, 1)

        self.best = BestPlayPanel(self)
        self.thinking = ThinkingView(self)
        self.statistics = StatisticsPage(self)
        self.best.preview.connect(self.show_preview)
        self.best.play_line.connect(self.take_line)
        self.best.attach(self.thinking)
        # The statistics are about many deals, not the one on the table: their page takes the
        # tab's whole width (the table is hidden meanwhile), so its width must not count while
        # the table is shown beside the other pages.
        policy = self.statistics.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        self.statistics.setSizePolicy(policy)
        self.side = QTabWidget()
        for page in (self.best, self.thinking, self.statistics):
            self.side.addTab(page, "")
        self.side.currentChanged.connect(lambda i: self.table_area.setVisible(i != STATISTICS))
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([800, 520])
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(bar)
        layout.addWidget(self.splitter, 1)
        draw_key = QShortcut(QKeySequence("D"), self)
        draw_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        draw_key.activated.connect(self._stock_clicked)

    def _status_height(self, *_: object) -> None:
        """Two lines always: a message of one line or two must not move the table."""
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 2)

    def tab_title(self) -> str:
        return self.tr("Solitaire")

    def retranslate_ui(self) -> None:
        for button, text, tip in (
                (self.new_button, self.tr("New deal"), self.tr("Deal the cards of a random "
                                                                "number")),
                (self.deal_button, self.tr("Deal…"),
                 self.tr("Type or paste a deal: 52 cards in dealing order")),
                (self.undo_button, self.tr("Undo"), self.tr("Take back the last move")),
                (self.redo_button, self.tr("Redo"), self.tr("Make the taken-back move again")),
                (self.hint_button, self.tr("A possible move"),
                 self.tr("Show a move the rules allow, chosen by a simple rule of thumb — not "
                         "necessarily the best: Best play finds that"))):
            button.setText(text)
            button.setToolTip(tip)
        self.seed_label.setText(self.tr("Deal #"))
        self.seed_box.setToolTip(self.tr("The deal's number: the same number deals the same "
                                         "cards on every computer"))
        self.draw_label.setText(self.tr("Draw:"))
        fill_combo(self.draw_box, [self.tr("1 card"), self.tr("3 cards")])
        self.draw_box.setToolTip(self.tr("Cards turned from the stock at a time"))
        self.show_all.setText(self.tr("Show all"))
        self.show_all.setToolTip(self.tr("Show the face-down cards too (greyed), as the solver "
                                         "knows them: thoughtful solitaire"))
        self.side.setTabText(BEST, self.tr("Best play"))
        self.side.setTabText(THINKING, self.tr("How the computer thinks"))
        self.side.setTabText(STATISTICS, self.tr("Statistics"))
        for page in (self.best, self.thinking, self.statistics):
            page.retranslate()
        self._show_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- what is shown -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the game's position (and end any preview of the solver's line)."""
        g = self.game
        self.previewing = False
        self.banner.hide()
        self.board.set_position(g.position, g.draw, interactive=not g.won,
                                caption=self._caption(),
                                last=g.moves[g.current - 1] if g.current else None)
        self.undo_button.setEnabled(g.can_undo)
        self.redo_button.setEnabled(g.can_redo)
        self.hint_button.setEnabled(not g.won)
        self.seed_box.blockSignals(True)
        # 0 shows "—": a typed deal has no number (nor has one beyond the box's range).
        self.seed_box.setValue(g.seed if g.seed is not None and 0 < g.seed <= SEED_MAX else 0)
        self.seed_box.blockSignals(False)
        self.draw_box.blockSignals(True)
        self.draw_box.setCurrentIndex(DRAWS.index(g.draw))
        self.draw_box.blockSignals(False)
        self._show_texts()
        self.best.set_position(g.rules, g.position, g.deal)

    def _caption(self) -> str:
        return self.tr("Won!") if self.game.won else ""

    def _show_texts(self) -> None:
        g = self.game
        if self.board.caption:  # painted by the board: a language change must reach it too
            self.board.caption = self._caption()
            self.board.update()
        if g.won:
            self.score_label.setText(self.tr("Won! On foundations: {0} of {1}").format(
                g.score, g.rules.max_score))
        else:
            self.score_label.setText(self.tr("On foundations: {0} of {1}").format(
                g.score, g.rules.max_score))
        self.score_label.setStyleSheet(f"color: {SUCCESS_GREEN.name()}" if g.won else "")
        self.moves_label.setText(self.tr("Moves: {0}").format(g.current))
        if self._message:
            self.status.setText(self._message)
        elif g.won:
            self.status.setText(self.tr("<b>Won!</b> All 52 cards are on the foundations, in {0} "
                                        "moves.").format(g.current))
        else:
            self.status.setText(self.tr(
                "Drag a card, or click it and then its place; double-click sends it to its "
                "foundation; click the stock (or press D) to draw."))

    def say(self, message: str, error: bool = False) -> None:
        """A line in the status until the next move."""
        self._message = (f"<span style='color:{ERROR_RED.name()}'>{message}</span>" if error
                         else message)
        self._show_texts()

    # --- the game changes ----------------------------------------------------------------------
    def start(self, game: HandGame) -> None:
        self.game = game
        self._message = ""
        self.refresh()
        self.record_changed.emit()

    def play(self, move: Move) -> None:
        self.game.play(move)
        self._message = ""
        self.refresh()
        self.record_changed.emit()

    def new_game(self) -> None:
        self.deal_number(random.randrange(1, 1_000_000))

    def deal_number(self, seed: int) -> None:
        """Deal number ``seed``: the same cards on every computer (Knuth's shuffle). The box's
        0 is "no number" (a typed deal): the numbers a class is given start at 1."""
        if seed <= 0:
            self.refresh()
            return
        self.start(HandGame.seeded(seed, self.game.draw))

    def set_draw(self, draw: int) -> None:
        if draw == self.game.draw:
            return
        self.start(HandGame(self.game.deal, draw, self.game.seed))
        self.say(self.tr("The deal starts again: {0} at a time from the stock.").format(
            self.draw_box.currentText()))

    def edit_position(self) -> None:
        dialog = DealDialog(self, format_deal(self.game.deal))
        if dialog.exec() and dialog.deal is not None:
            self.take_deal(dialog.deal)

    def take_deal(self, deal: tuple[int, ...]) -> None:
        seed = self.game.seed if self.game.seed is not None and \
            seeded_deal(self.game.seed) == deal else None
        self.start(HandGame(deal, self.game.draw, seed))

    def undo(self) -> None:
        if self.game.undo():
            self._message = ""
            self.refresh()
            self.record_changed.emit()

    def redo(self) -> None:
        if self.game.redo():
            self._message = ""
            self.refresh()
            self.record_changed.emit()

    def hint(self) -> None:
        if self.previewing or self.game.won:
            return
        move = self.game.hint()
        self.board.show_hint(move)
        if move is not None:
            self.say(self.tr("A possible move (not necessarily the best): {0}").format(
                move_words(move)))

    # --- the hand ------------------------------------------------------------------------------
    def _move_wanted(self, source: int, card: int, target: int) -> None:
        move = self.game.find(source, card, target)
        if move is None:
            self.say(self._refusal(source, card, target), error=True)
            self.board.update()  # the card snaps back
            return
        self.play(move)

    def _refusal(self, source: int, card: int, target: int) -> str:
        """Why the rules refuse ``card`` from ``source`` onto ``target``, in a sentence."""
        pos = self.game.position
        name = card_words(card)
        if target == FOUNDATION:
            if 0 <= source < 7 and pos.piles[source].up[-1] != card:
                return self.tr("Only the top card of a pile goes to a foundation.")
            if source == FOUNDATION:
                return self.tr("{0} is on its foundation already.").format(name)
            return self.tr("{0} cannot go to its foundation yet: a foundation is built up by "
                           "suit from the ace.").format(name)
        top = pos.piles[target].up[-1] if pos.piles[target].up else None
        if top is None:
            return self.tr("Only a king (or a run headed by a king) goes onto an empty "
                           "pile.") if rank(card) != 13 else self.tr("{0} cannot move.").format(
                name)
        return self.tr("{0} cannot go onto {1}: a pile is built down by one rank, red on black "
                       "or black on red.").format(name, card_words(top))

    def _foundation_wanted(self, source: int) -> None:
        move = self.game.to_foundation(source)
        if move is None:
            pos = self.game.position
            card = pos.waste[-1] if source == WASTE else pos.piles[source].up[-1]
            self.say(self._refusal(source, card, FOUNDATION), error=True)
            return
        self.play(move)

    def _stock_clicked(self) -> None:
        if self.previewing or self.game.won:
            return
        move = self.game.stock_move()
        if move is None:
            self.say(self.tr("The stock and the waste are empty."), error=True)
            return
        self.play(move)

    # --- the Best play page --------------------------------------------------------------------
    def show_preview(self, pos: Position | None, text: str = "") -> None:
        """Show a position of the solver's line (None: back to the game)."""
        if pos is None:
            self.refresh()
            return
        self.previewing = True
        replay = self.best.replay
        step = replay.step
        last = replay.moves[step - 1] if 0 < step <= len(replay.moves) else None
        self.board.set_position(pos, self.game.draw, interactive=False, preview=True, last=last)
        self.banner.setText(text or self.replay_text())
        self.banner.show()

    def replay_text(self) -> str:
        """Where the replay of the solver's line is, for the banner over the board."""
        replay = self.best.replay
        step, moves = replay.step, replay.moves
        if step == 0 or step > len(moves):
            where = self.tr("Replaying the solver's line: the position it solved.")
        else:
            mark = f" {DECISION_MARK}" if replay.decisions[step - 1] else ""
            where = self.tr("Replaying the solver's line — move {0} of {1}: {2}{3}.").format(
                step, len(moves), move_words(moves[step - 1]), mark)
        return where + " " + self.tr("The game itself is not changed; hand moves wait for "
                                     "\"Back to the game\".")

    def take_line(self, moves: list[Move | str]) -> None:
        """Play the solver's moves (rules moves or their notation, from the game's position)
        in the game; each is checked by the rules, and the first one refused stops the rest."""
        self.refresh()
        message = ""
        for move in moves:
            try:
                self.game.play(move if isinstance(move, Move) else
                               self.game.rules.parse_move(self.game.position, move))
            except InputError as exc:
                message = localized(exc)
                break
        self.start(self.game)
        if message:
            self.say(message, error=True)

    # --- shown, hidden, files ------------------------------------------------------------------
    def activate(self) -> None:
        self.active = True

    def deactivate(self) -> None:
        """A solve runs on a thread of this process: stopped. The statistics run in worker
        processes and go on while the teacher shows another tab."""
        self.active = False
        self.best.stop()

    def shut_down(self) -> None:
        self.deactivate()
        self.statistics.stop()

    def to_saved(self) -> SavedGame:
        return self.game.to_saved()

    def load_saved(self, saved: SavedGame) -> None:
        self.start(HandGame.from_saved(saved))  # raises before anything changes

    def extra_screens(self) -> list[tuple[str, Any]]:
        return [("replay", self._show_replay)] + [
            (name, lambda i=i: self.side.setCurrentIndex(i))
            for i, name in ((THINKING, "thinking"), (STATISTICS, "statistics"))]

    def _show_replay(self) -> None:
        """The solver's line on the board at its third decision point (or its 5th move)."""
        self.side.setCurrentIndex(BEST)
        replay = self.best.replay
        decisions = [i for i, d in enumerate(replay.decisions) if d]
        replay.go(decisions[2] + 1 if len(decisions) > 2 else 5)

    def screenshot_game(self) -> None:
        """Draw 3, some of the rules' hints played (cards on the foundations, piles and the
        waste fanned), and the Best play page solving from there."""
        self.draw_box.setCurrentIndex(DRAWS.index(3))
        self.deal_number(SCREENSHOT_DEAL)
        for _ in range(SCREENSHOT_MOVES):
            move = self.game.hint()
            if move is None:
                break
            self.game.play(move)
        self.refresh()
        self.record_changed.emit()
        self.best.solve()
