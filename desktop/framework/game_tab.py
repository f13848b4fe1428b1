"""The game tab every game shares: modes, undo/redo, hint, autoplay, analysis and history.

A game subclasses :class:`GameTab` and supplies its rules (``build_game``, pure: it makes the
game and touches no widget), its board, its "how the computer thinks" view and ``show_game``,
where the board and the view are pointed at a newly built game. The tab owns a
:class:`GameHistory` (the record, the undo stack, the analyses). The tab never searches on the
GUI thread: every analysis runs in its :class:`EngineRunner`, and a result for a position that
is no longer on the board is dropped.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from desktop.framework import texts
from desktop.framework.dialogs import PositionEditor, ReviewDialog
from desktop.framework.engine_games import Built, EngineGames, same_rules
from desktop.framework.game_hooks import GameHooks
from desktop.framework.history import GameHistory, replay_saved
from desktop.framework.messages import localized
from desktop.framework.play_area import Board, PlayArea
from desktop.framework.record import GameRecord, Mode, Ply
from desktop.framework.savefile import SavedGame, SaveFileError
from desktop.framework.seats import Seats
from desktop.framework.window_tab import WindowTab
from desktop.framework.worker import EngineRunner, analyse_in_turn
from engines.analysis import Analysis, Analyzer
from engines.outcome import Outcome, outcome
from engines.policy import Choice, choose
from engines.protocol import Game, NotationError

P = TypeVar("P", bound=Hashable)
"""The game's position type."""


class GameTab(WindowTab, GameHooks[P]):
    _engine_games: EngineGames | None = None

    def __init__(self, parent: QWidget | None = None, active: bool = True) -> None:
        """``active=False`` builds a hidden tab: it starts no analysis until it is shown."""
        super().__init__(parent)
        self.settings = self.default_settings()
        game, analyzer, start = self.build_game(self.settings)
        self.game: Game[P, Any] = game
        self.analyzer: Analyzer[P, Any] = analyzer
        self.history: GameHistory[P] = GameHistory(game, start, self,
                                                   self.record_changed_internally)
        self.runner = EngineRunner(self)
        self.paused = False
        self.active = active
        self.rng: random.Random | None = random.Random()
        self._token = 0
        self._hint: Any = None
        self._edited_start = False
        self.review_dialog: ReviewDialog | None = None
        self._build_ui()
        self.show_game(game, analyzer)
        self.retranslate_ui()
        self.refresh()

    def engine_game(self, variant: str | None, name: str | None = None, **settings: Any
                    ) -> Built:
        """The game (default: this tab's) from the engine's registry, which checks the
        settings; the game in play and its analyzer are kept while the rules stay the same."""
        if self._engine_games is None:  # build_game runs before __init__ is done
            self._engine_games = EngineGames()
        return self._engine_games.build(name or self.game_name, variant, **settings)

    # --- the history's parts, by the names the tabs and tests use -----------------------
    @property
    def record(self) -> GameRecord:
        return self.history.record

    @property
    def analyses(self) -> dict[P, Analysis[P, Any]]:
        return self.history.analyses

    @property
    def undo_stack(self) -> QUndoStack:
        return self.history.undo_stack

    # --- layout --------------------------------------------------------------------------
    def _build_ui(self) -> None:
        board = self.create_board()
        area = self.area = PlayArea(board, self.create_thinking_view(), self.undo_stack)
        self.toolbar, self.status, self.strip, self.controls = (
            area.toolbar, area.status, area.strip, area.controls)
        self.panel, self.thinking, self.moves_view, self.side, self.splitter = (
            area.panel, area.thinking, area.moves_view, area.side, area.splitter)
        self.board = board
        self._board: Board = board  # type: ignore[assignment]  # a board has both (see Board)
        bar = self.toolbar
        bar.new_button.clicked.connect(self.new_game)
        bar.edit_button.clicked.connect(self.edit_position)
        bar.undo_button.clicked.connect(self.undo)
        bar.redo_button.clicked.connect(self.redo)
        bar.hint_button.clicked.connect(self.hint)
        bar.review_button.clicked.connect(self.review)
        self.seats = Seats(self, bar, self.side_label, self._seats_changed)
        bar.analysis_button.toggled.connect(self.set_analysis_visible)
        board.move_chosen.connect(self.play_human_move)  # type: ignore[attr-defined]  # see Board
        self.strip.jump_requested.connect(self.jump_to)
        ctl = self.controls
        ctl.play_button.clicked.connect(self.play)
        ctl.pause_button.clicked.connect(self.pause)
        ctl.step_button.clicked.connect(self.step)
        ctl.move_entry.returnPressed.connect(self._typed_move)
        ctl.move_entry_button.clicked.connect(self._typed_move)
        ctl.cancel_button.clicked.connect(self.cancel_thinking)
        self.runner.busy_changed.connect(ctl.set_busy)
        self.runner.progress.connect(ctl.show_progress)
        self.runner.failed.connect(self._engine_failed)
        self.panel.move_activated.connect(self._panel_move)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.wrap_play_area(area), 1)
        self.undo_stack.indexChanged.connect(self._update_actions)

    def retranslate_ui(self) -> None:
        self.area.retranslate_ui()
        self._update_status()
        analysis = self.analyses.get(self.position)
        if analysis is not None:  # the side names ("Petya (you)") and notes are in words
            self._show_in_panel(analysis)
        self._update_strip()
        self.history.relabel(self._ply_label)  # the moves list names sides in words
        review = self.review_dialog
        if review is not None and review.isVisible():
            self.review()  # the review's verdicts and summary are words: open it anew

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- state -------------------------------------------------------------------------
    @property
    def position(self) -> P:
        pos: P = self.record.position  # the record keeps the game's positions
        return pos

    @property
    def mode(self) -> Mode:
        return self.seats.mode

    def set_mode(self, mode: Mode) -> None:
        self.seats.set_mode(mode)

    def side_names(self) -> tuple[str, str]:
        return self.seats.side_names()

    def player_name(self, side: int) -> str:
        return self.seats.player_name(side)

    def _seats_changed(self, mode_changed: bool) -> None:
        if mode_changed:
            self.paused = False  # a new mode starts playing at once
        self.refresh()

    def computer_to_move(self) -> bool:
        return (not self.record.is_over()
                and self.mode.computer_plays(self.game.to_move(self.position)))

    def human_to_move(self) -> bool:
        return not self.record.is_over() and not self.computer_to_move()

    def result(self) -> Outcome:
        """The result of the game on the board, from its start (tricks on the way included)."""
        return outcome(self.game, self.record.start, [p.move for p in self.record.plies])

    def game_over_text(self) -> str:
        """The end-of-game sentence the status line and the analysis panel show."""
        result = self.result()
        return texts.game_over(result, self.side_names(), self.outcome_detail(result))

    # --- the one place the board, panels and engine follow a change ---------------------
    def record_changed_internally(self) -> None:
        if not self.history.pushing and self.computer_to_move():
            self.paused = True  # the user went back through the history: the computer waits
        self.refresh()
        self.record_changed.emit()

    def refresh(self) -> None:
        self._token += 1
        self.runner.cancel()
        self._hint = None
        pos = self.position
        last = self.record.plies[-1] if self.record.plies else None
        self._board.set_position(pos, self.human_to_move(), last)
        self._update_strip()
        self._update_actions()
        self._update_status()
        if not self.active:
            return
        cached = self.analyses.get(pos)
        if cached is not None:
            self._on_analysis(cached, self._token)
            return
        self.panel.clear(self.tr("Analysing…"))
        token, analyzer = self._token, self.analyzer
        self.runner.start(lambda control: analyse_in_turn(analyzer, pos, control),
                          lambda analysis: self._on_analysis(analysis, token))

    def _on_analysis(self, analysis: Analysis[P, Any], token: int) -> None:
        if token != self._token or analysis.position != self.position:
            return  # stale: the board moved on
        self.analyses[analysis.position] = analysis
        self._show_in_panel(analysis)
        self.thinking.update_view(analysis)
        self._update_strip()
        self._update_status()
        if self._hint is True:
            self.hint()
        if self.computer_to_move() and not self.paused:
            self._schedule_computer_move(analysis)

    def _show_in_panel(self, analysis: Analysis[P, Any]) -> None:
        pos = analysis.position
        self.panel.show_analysis(analysis, self.side_names(),
                                 lambda text: self.describe_move(pos, text),
                                 (lambda text: self.group_key(pos, text))
                                 if type(self).group_key is not GameTab.group_key else None,
                                 self.move_label,
                                 over_text=self.game_over_text if analysis.terminal else None,
                                 summary_note=lambda: self.analysis_note(analysis))

    def _ply_label(self, index: int, ply: Ply) -> str:
        return f"{index + 1}. {self.player_name(ply.side)}: {self.move_label(ply.text)}"

    def _schedule_computer_move(self, analysis: Analysis[P, Any],
                                delay: int | None = None) -> None:
        choice = choose(analysis, rng=self.rng, strength=self.toolbar.strength())
        self.thinking.explain(analysis, choice)
        token = self._token
        delay = self.controls.delay_ms() if delay is None else delay
        QTimer.singleShot(delay, lambda: self._computer_play(token, choice))

    def _computer_play(self, token: int, choice: Choice) -> None:
        if token != self._token or not self.computer_to_move() or not self.active:
            return
        self._push(choice.move.move)

    def _push(self, move: Any) -> None:
        self.history.push(move, self._ply_label)

    # --- user actions --------------------------------------------------------------------
    def play_human_move(self, move: Any) -> None:
        if not self.human_to_move():
            return
        try:
            self.record.make_ply(move)
        except ValueError as exc:
            self._say_error(localized(exc))
            return
        self.paused = False
        self._push(move)

    def parse_typed_move(self, text: str) -> Any:
        """A move the user typed: the notation, or the word :meth:`move_label` shows."""
        return self.game.parse_move(self.position, text)

    def _typed_move(self) -> None:
        text = self.controls.move_entry.text().strip()
        if not text:
            return
        if not self.human_to_move():
            self._say_error(self.tr("It is not your turn."))
            return
        try:
            move = self.parse_typed_move(text)
        except NotationError as exc:
            self._say_error(localized(exc))
            return
        self.controls.move_entry.clear()
        self.play_human_move(move)

    def _panel_move(self, text: str) -> None:
        if self.human_to_move():
            self.play_human_move(self.game.parse_move(self.position, text))

    def undo(self) -> None:
        self.undo_stack.undo()
        while (self.computer_to_move() and self.undo_stack.canUndo()
               and self.mode is not Mode.COMPUTER_COMPUTER):
            self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()
        while (self.computer_to_move() and self.undo_stack.canRedo()
               and self.mode is not Mode.COMPUTER_COMPUTER):
            self.undo_stack.redo()

    def jump_to(self, index: int) -> None:
        self.undo_stack.setIndex(index)

    def hint(self) -> None:
        analysis = self.analyses.get(self.position)
        if analysis is None:
            self._hint = True  # show it when the analysis arrives
            return
        if analysis.terminal:
            return
        best = choose(analysis, rng=None).move
        self._hint = best.move
        self._board.show_hint(best.move)
        self.status.setText(self.tr("Hint: {0}").format(self.move_label(best.text)))

    def play(self) -> None:
        self.paused = False
        self.refresh()

    def pause(self) -> None:
        self.paused = True
        self._token += 1
        self._update_status()

    def step(self) -> None:
        """One computer move now, whoever is to move, then wait."""
        analysis = self.analyses.get(self.position)
        if analysis is None or analysis.terminal:
            return
        self.paused = True
        self._token += 1
        choice = choose(analysis, rng=self.rng)
        self.thinking.explain(analysis, choice)
        self._push(choice.move.move)

    def cancel_thinking(self) -> None:
        self.runner.cancel()
        self.paused = True
        self._token += 1
        self.panel.clear(self.tr("Analysis cancelled. Press Play to try again."))
        self._update_status()

    def set_analysis_visible(self, visible: bool) -> None:
        self.area.set_analysis_visible(visible)
        self._update_status()

    def new_game(self) -> None:
        settings = self.new_game_settings()
        if settings is not None:
            self.start_game(settings)

    def start_game(self, settings: dict[str, Any], start: Any = None) -> None:
        """A new game from ``start`` (default: the game's own start). After "Edit position…"
        the computer, if it is to move, waits for Play or Step: the position was set up to be
        looked at, not to be played from at once."""
        game, analyzer, default_start = self.build_game(settings)
        self.settings = settings
        self.seats.replay_names = None  # a replayed battle's players leave with their game
        same = same_rules(game, self.game)
        self.game, self.analyzer = game, analyzer
        self.history.restart(game, default_start if start is None else start, same)
        self.show_game(game, analyzer)
        self.paused = self._edited_start
        self.refresh()
        self.record_changed.emit()

    def edit_position(self) -> None:
        editor = PositionEditor(self, self.tr("Edit position"), self.position_hint(),
                                self.position_text(self.position), self.validate_position)
        if editor.exec() and editor.position is not None:
            self._edited_start = True
            try:
                self.start_game(self.settings, editor.position)
            finally:
                self._edited_start = False

    # --- tab switching -----------------------------------------------------------------
    def deactivate(self) -> None:
        """The tab was hidden: stop thinking and drop whatever result is on its way."""
        self.active = False
        self._token += 1
        self.runner.cancel()
        self.thinking.cancel()  # a tree being searched for a hidden tab helps nobody

    def activate(self) -> None:
        self.active = True
        self.refresh()
        if self.history.unanalysed():
            # A game opened or restored while the tab was hidden: value its earlier moves too,
            # or the chart under the board stays blank for them.
            self._analyse_history()

    # --- display helpers -----------------------------------------------------------------
    def _update_actions(self, *_: Any) -> None:
        self.area.enable(self.undo_stack.canUndo(), self.undo_stack.canRedo(),
                         self.human_to_move(), bool(self.record.plies),
                         self.mode is not Mode.HUMAN_HUMAN, self.record.is_over())

    def _update_status(self) -> None:
        if self.record.is_over():
            review = " " + self.tr("Press Review to see every move judged.")
            self.status.setText(self.game_over_text() + (review if self.record.plies else ""))
            return
        move_no = self.moves_before(self.record.start) + len(self.record.plies) + 1
        mover = self.side_names()[self.game.to_move(self.position)]
        self.status.setText(texts.status_line(move_no, mover, self.computer_to_move(),
                                              self.paused))

    def _say_error(self, message: str) -> None:
        self.area.say_error(message)

    def _engine_failed(self, message: str) -> None:
        self.paused = True
        self.panel.clear(self.tr("The engine could not analyse this position."))
        QMessageBox.warning(self, self.tr("Engine"), message)


    # --- the whole game: review, history analysis, files -------------------------------
    def review(self) -> ReviewDialog | None:
        """Every move judged; the dialog opens once every position before a move is analysed
        (by the same analyzer as the panel, so exact where it solves, else at the player's
        depth). Double-clicking a row shows the position where that move was played."""
        if self.history.review_missing():
            self._analyse_history(then=self.review)
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = ReviewDialog(self, self.history.review_rows(self.side_label))
        dialog.jump_requested.connect(self._review_jump)
        dialog.show()
        self.review_dialog = dialog
        return dialog

    def _review_jump(self, number: int) -> None:
        """Show the position before move ``number`` (1-based), if it is still in the history."""
        if 0 <= number - 1 <= self.undo_stack.count():
            self.jump_to(number - 1)

    def _analyse_history(self, then: Callable[[], Any] | None = None) -> None:
        """Analyse every position of the game that is not analysed yet, in the background."""
        def done() -> None:
            self.refresh()  # this job replaced the position's own analysis: pick it up again
            if then is not None:
                then()
        self.history.analyse_missing(self.runner, self.analyzer, done)

    def _update_strip(self) -> None:
        cells, current, future, moves = self.history.chart()
        self.strip.set_history(cells, current, future, moves,
                               (self.player_name(0), self.player_name(1)))

    def to_saved(self) -> SavedGame:
        return self.history.to_saved(self.game_name, self.settings, self.mode.value)

    def load_saved(self, saved: SavedGame) -> None:
        """Replace the game by a saved one. The whole file is played through first on a game of
        its own; on any problem this raises :class:`SaveFileError` and the game on the board,
        its history and the autosave stay exactly as they were."""
        if saved.game != self.game_name:
            raise SaveFileError("the file holds a game of '{0}', not '{1}'", saved.game,
                                self.game_name)
        settings = dict(saved.settings, variant=saved.variant)
        try:
            record = replay_saved(self.build_game, self.validate_position, settings, saved)
        except SaveFileError:
            self.refresh()
            raise
        self.start_game(settings, record.start)
        for ply in record.plies:
            self._push(ply.move)
        self.undo_stack.setIndex(saved.current)
        self.set_mode(next((m for m in Mode if m.value == saved.mode), Mode.HUMAN_COMPUTER))
        self.paused = self.computer_to_move()
        self.refresh()
        if self.active:
            self._analyse_history()  # fill the value strip for the moves of the file
