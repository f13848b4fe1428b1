"""The game tab every game shares: modes, undo/redo, hint, autoplay, analysis and history.

A game subclasses :class:`GameTab` and supplies its rules (``build_game``), its board and its
"how the computer thinks" view. The tab never searches on the GUI thread: every analysis runs in
its :class:`EngineRunner`, and a result for a position that is no longer on the board is dropped.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from desktop.framework import texts
from desktop.framework.controls import GameToolbar, PlayControls
from desktop.framework.dialogs import PositionEditor
from desktop.framework.history import HistoryMixin, PlyCommand
from desktop.framework.messages import localized
from desktop.framework import players
from desktop.framework.palette import ERROR_RED
from desktop.framework.panels import AnalysisPanel
from desktop.framework.record import GameRecord, Mode
from desktop.framework.thinking import ThinkingView
from desktop.framework.value_chart import ValueChart
from desktop.framework.zoom import relative_font
from engines.analysis import Analysis, Analyzer
from engines.outcome import Outcome, outcome
from engines.policy import Choice, Strength, StrengthKind, choose
from engines.protocol import Game, NotationError

STRENGTHS = [Strength(), Strength(StrengthKind.PROBABILITY, 0.9),
             Strength(StrengthKind.PROBABILITY, 0.7), Strength(StrengthKind.PROBABILITY, 0.4),
             Strength(StrengthKind.RANDOM)]

BOARD_STRETCH, SIDE_STRETCH = 3, 2
"""How a wider window is shared between the board and the side panels."""


class GameTab(HistoryMixin, QWidget):
    game_name = ""
    """Registry name of the game (also the help-page folder)."""

    record_changed = Signal()
    """A move was played, undone or redone, or a new game started (autosave listens)."""

    def __init__(self, parent: QWidget | None = None, active: bool = True) -> None:
        """``active=False`` builds a hidden tab: it starts no analysis until it is shown."""
        super().__init__(parent)
        from desktop.framework.worker import EngineRunner
        self.settings = self.default_settings()
        game, analyzer, start = self.build_game(self.settings)
        self.game: Game[Any, Any] = game
        self.analyzer: Analyzer[Any, Any] = analyzer
        self.record = GameRecord(game, start)
        self.analyses: dict[Any, Analysis] = {}
        self.undo_stack = QUndoStack(self)
        self.runner = EngineRunner(self)
        self.mode = Mode.HUMAN_COMPUTER
        self.paused = False
        self.active = active
        self.rng: random.Random | None = random.Random()
        self._token = 0
        self._pushing = False
        self._hint: Any = None
        self._edited_start = False
        self.app_settings: Any = None
        """The app's QSettings (the main window sets them), for the pupils' names."""
        self.pupils = ("", "")
        """Names of the two pupils of a human–human game (empty: the side's own name)."""
        self._analysis_before_hh = True
        self._build_ui()
        self.retranslate_ui()
        self.refresh()

    # --- what a game supplies ------------------------------------------------------------
    def tab_title(self) -> str:
        raise NotImplementedError

    def default_settings(self) -> dict[str, Any]:
        raise NotImplementedError

    def build_game(self, settings: dict[str, Any]) -> tuple[Game[Any, Any], Analyzer[Any, Any],
                                                            Any]:
        raise NotImplementedError

    def create_board(self) -> QWidget:
        """A widget with a ``move_chosen(object)`` signal and ``set_position(pos, interactive,
        last_ply)``, ``show_hint(move)`` methods."""
        raise NotImplementedError

    def create_thinking_view(self) -> ThinkingView:
        return ThinkingView()

    def new_game_settings(self) -> dict[str, Any] | None:
        """Ask for the settings of a new game (None: cancelled)."""
        return dict(self.settings)

    def position_hint(self) -> str:
        return ""

    def validate_position(self, text: str, game: Game[Any, Any] | None = None) -> Any:
        """Parse a typed position for ``game`` (default: the one being played); raise
        ``ValueError`` naming what is wrong."""
        return (game or self.game).parse_position(text)

    def describe_move(self, pos: Any, move_text: str) -> str:
        return ""

    def move_label(self, move_text: str) -> str:
        """A move as the screen shows it: the notation, or its word in the UI's language
        (durak's "take")."""
        return move_text

    def parse_typed_move(self, text: str) -> Any:
        """A move the user typed: the notation, or the word :meth:`move_label` shows."""
        return self.game.parse_move(self.position, text)

    def moves_before(self, pos: Any) -> int:
        """Moves already made to reach ``pos`` (for move numbers after an edited start)."""
        return 0

    def side_label(self, side: int) -> str:
        """The name of a side as shown (games with names in words translate them)."""
        return self.game.info.sides[side]

    def wrap_play_area(self, play_area: QWidget) -> QWidget:
        """The widget the tab shows: by default just the board, panels and controls."""
        return play_area

    def extra_screens(self) -> list[tuple[str, Any]]:
        """(name, function that shows it) for screens beyond the board and panels, so that
        ``--screenshots`` takes a picture of each."""
        return []

    def outcome_detail(self, result: Outcome) -> str:
        """Words added to the end-of-game sentence, e.g. the tricks each side took."""
        return ""

    def group_key(self, pos: Any, move_text: str) -> Any:
        """Moves with equal keys are symmetric (equal in value) and share a row."""
        return move_text

    # --- layout --------------------------------------------------------------------------
    def _build_ui(self) -> None:
        bar = self.toolbar = GameToolbar()
        bar.new_button.clicked.connect(self.new_game)
        bar.edit_button.clicked.connect(self.edit_position)
        bar.undo_button.clicked.connect(self.undo)
        bar.redo_button.clicked.connect(self.redo)
        bar.hint_button.clicked.connect(self.hint)
        bar.review_button.clicked.connect(self.review)
        bar.mode_box.currentIndexChanged.connect(self._mode_chosen)
        bar.mode_box.activated.connect(self._mode_activated)
        bar.analysis_button.toggled.connect(self.set_analysis_visible)
        self.status = QLabel()
        relative_font(self.status, 1.3)
        self.status.setWordWrap(True)
        self.board = self.create_board()
        self.board.move_chosen.connect(self.play_human_move)  # type: ignore[attr-defined]
        self.strip = ValueChart()
        self.strip.jump_requested.connect(self.jump_to)

        ctl = self.controls = PlayControls()
        ctl.play_button.clicked.connect(self.play)
        ctl.pause_button.clicked.connect(self.pause)
        ctl.step_button.clicked.connect(self.step)
        ctl.move_entry.returnPressed.connect(self._typed_move)
        ctl.move_entry_button.clicked.connect(self._typed_move)
        ctl.cancel_button.clicked.connect(self.cancel_thinking)
        self.runner.busy_changed.connect(ctl.set_busy)
        self.runner.progress.connect(ctl.show_progress)
        self.runner.failed.connect(self._engine_failed)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.status)
        left_layout.addWidget(self.board, 1)
        left_layout.addWidget(self.strip)
        left_layout.addWidget(self.controls)

        self.panel = AnalysisPanel()
        self.panel.move_activated.connect(self._panel_move)
        self.thinking = self.create_thinking_view()
        self.moves_view = QUndoView(self.undo_stack)
        self.side = QTabWidget()
        self.side.addTab(self.panel, "")
        self.side.addTab(self.thinking, "")
        self.side.addTab(self.moves_view, "")
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, BOARD_STRETCH)
        splitter.setStretchFactor(1, SIDE_STRETCH)
        splitter.setSizes([760, 560])
        self.splitter = splitter
        play_area = QWidget()
        play_layout = QVBoxLayout(play_area)
        play_layout.setContentsMargins(0, 0, 0, 0)
        play_layout.addWidget(self.toolbar)
        play_layout.addWidget(splitter, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.wrap_play_area(play_area), 1)
        self.undo_stack.indexChanged.connect(self._update_actions)

    def retranslate_ui(self) -> None:
        self.moves_view.setEmptyLabel(self.tr("Start position"))
        self.side.setTabText(0, self.tr("Analysis"))
        self.side.setTabText(1, self.tr("How the computer thinks"))
        self.side.setTabText(2, self.tr("Moves"))
        self.thinking.retranslate_ui()
        self._update_status()
        analysis = self.analyses.get(self.position)
        if analysis is not None:  # the side names ("Petya (you)") and notes are in words
            self._show_in_panel(analysis)
        self._update_strip()
        for i in range(self.undo_stack.count()):  # the moves list names sides in words
            command = self.undo_stack.command(i)
            if isinstance(command, PlyCommand):
                command.setText(self._ply_label(command.index, command.ply))
        self.moves_view.viewport().update()
        review = getattr(self, "review_dialog", None)
        if review is not None and review.isVisible():
            self.review()  # the review's verdicts and summary are words: open it anew

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- state -------------------------------------------------------------------------
    @property
    def position(self) -> Any:
        return self.record.position

    def side_names(self) -> tuple[str, str]:
        """Side names as the user sees them, with who plays each in this mode."""
        names = []
        for side in range(2):
            name = self.side_label(side)
            if self.mode is Mode.HUMAN_HUMAN:
                names.append(self.player_name(side))
            elif self.mode.computer_plays(side):
                names.append(self.tr("{0} (computer)").format(name))
            else:
                names.append(self.tr("{0} (you)").format(name))
        return names[0], names[1]

    def player_name(self, side: int) -> str:
        """Who plays ``side``: the pupil's name in a human–human game, else the side's name."""
        if self.mode is Mode.HUMAN_HUMAN and self.pupils[side]:
            return self.pupils[side]
        return self.side_label(side)

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
        if not self._pushing and self.computer_to_move():
            self.paused = True  # the user went back through the history: the computer waits
        self.refresh()
        self.record_changed.emit()

    def refresh(self) -> None:
        self._token += 1
        self.runner.cancel()
        self._hint = None
        pos = self.position
        last = self.record.plies[-1] if self.record.plies else None
        self.board.set_position(pos, self.human_to_move(), last)  # type: ignore[attr-defined]
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
        self.runner.start(lambda control: analyzer.analyze(pos, control=control),
                          lambda analysis: self._on_analysis(analysis, token))

    def _on_analysis(self, analysis: Analysis, token: int) -> None:
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

    def _show_in_panel(self, analysis: Analysis) -> None:
        pos = analysis.position
        self.panel.show_analysis(analysis, self.side_names(),
                                 lambda text: self.describe_move(pos, text),
                                 (lambda text: self.group_key(pos, text))
                                 if type(self).group_key is not GameTab.group_key else None,
                                 self.move_label,
                                 over_text=self.game_over_text if analysis.terminal else None)

    def _ply_label(self, index: int, ply: Any) -> str:
        return f"{index + 1}. {self.player_name(ply.side)}: {self.move_label(ply.text)}"

    def _schedule_computer_move(self, analysis: Analysis, delay: int | None = None) -> None:
        strength = STRENGTHS[max(0, self.toolbar.strength_box.currentIndex())]
        choice = choose(analysis, rng=self.rng, strength=strength)
        self.thinking.explain(analysis, choice)
        token = self._token
        delay = self.controls.delay_ms() if delay is None else delay
        QTimer.singleShot(delay, lambda: self._computer_play(token, choice))

    def _computer_play(self, token: int, choice: Choice) -> None:
        if token != self._token or not self.computer_to_move() or not self.active:
            return
        self._push(choice.move.move)

    def _push(self, move: Any) -> None:
        ply = self.record.make_ply(move)
        index = len(self.record.plies)
        command = PlyCommand(self, index, ply, self._ply_label(index, ply))
        self._pushing = True
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = False

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
        self.board.show_hint(best.move)  # type: ignore[attr-defined]
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
        self.side.setTabVisible(0, visible)
        self.side.setTabVisible(1, visible)
        self.strip.setVisible(visible)
        if not visible:
            self.side.setCurrentIndex(2)
        self._update_status()

    def _mode_chosen(self, index: int) -> None:
        if index < 0:
            return
        mode = list(Mode)[index]
        # Pupils playing each other should think for themselves: the analysis waits until
        # the teacher shows it, and comes back as it was when they are done.
        if mode is Mode.HUMAN_HUMAN and self.mode is not Mode.HUMAN_HUMAN:
            self._analysis_before_hh = self.toolbar.analysis_button.isChecked()
            self.toolbar.analysis_button.setChecked(False)
        elif mode is not Mode.HUMAN_HUMAN and self.mode is Mode.HUMAN_HUMAN:
            self.toolbar.analysis_button.setChecked(self._analysis_before_hh)
        self.mode = mode
        self.paused = False
        self.refresh()

    def _mode_activated(self, index: int) -> None:
        """The user chose a mode (not a loaded game): human–human asks for the names."""
        if index >= 0 and list(Mode)[index] is Mode.HUMAN_HUMAN:
            self.ask_player_names()

    def ask_player_names(self) -> None:
        names = players.PlayerNamesDialog.ask(
            self, (self.side_label(0), self.side_label(1)),
            self.pupils if any(self.pupils) else players.remembered(self.app_settings))
        if names is not None:
            self.pupils = names
            players.remember(self.app_settings, names)
            self.refresh()

    def set_mode(self, mode: Mode) -> None:
        self.toolbar.mode_box.setCurrentIndex(list(Mode).index(mode))

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
        if type(game) is not type(self.game) or game.settings() != self.game.settings() or (
                game.info != self.game.info):
            self.analyses.clear()
        self.game, self.analyzer = game, analyzer
        self.record = GameRecord(game, default_start if start is None else start)
        self.undo_stack.clear()
        self.paused = self._edited_start
        self.refresh()
        self.record_changed.emit()

    def edit_position(self) -> None:
        editor = PositionEditor(self, self.tr("Edit position"), self.position_hint(),
                                self.game.format_position(self.position), self.validate_position)
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
        thinking_runner = getattr(self.thinking, "runner", None)
        if thinking_runner is not None:
            thinking_runner.cancel()  # a tree being searched for a hidden tab helps nobody

    def activate(self) -> None:
        self.active = True
        self.refresh()
        if any(p not in self.analyses for p in self.record.positions()):
            # A game opened or restored while the tab was hidden: value its earlier moves too,
            # or the chart under the board stays blank for them.
            self._analyse_history()

    # --- display helpers -----------------------------------------------------------------
    def _update_actions(self, *_: Any) -> None:
        self.toolbar.undo_button.setEnabled(self.undo_stack.canUndo())
        self.toolbar.redo_button.setEnabled(self.undo_stack.canRedo())
        self.toolbar.hint_button.setEnabled(self.human_to_move())
        self.toolbar.review_button.setEnabled(bool(self.record.plies))
        computer = self.mode is not Mode.HUMAN_HUMAN
        ctl = self.controls
        for w in (ctl.play_button, ctl.pause_button, ctl.speed, ctl.speed_label):
            w.setEnabled(computer)
        self.controls.step_button.setEnabled(not self.record.is_over())
        self.controls.move_entry.setEnabled(self.human_to_move())
        self.controls.move_entry_button.setEnabled(self.human_to_move())

    def _update_status(self) -> None:
        if not hasattr(self, "status"):
            return
        names = self.side_names()
        pos = self.position
        if self.record.is_over():
            text = self.game_over_text()
            if self.record.plies:
                text += " " + self.tr("Press Review to see every move judged.")
            self.status.setText(text)
            return
        mover = names[self.game.to_move(pos)]
        move_no = self.moves_before(self.record.start) + len(self.record.plies) + 1
        if self.computer_to_move():
            if self.paused:
                text = self.tr("Move {0}: {1} to move — press Play or Step.")
            else:
                text = self.tr("Move {0}: {1} is thinking…")
        else:
            text = self.tr("Move {0}: {1} to move.")
        self.status.setText(text.format(move_no, mover))

    def _say_error(self, message: str) -> None:
        self.status.setText(f"<span style='color:{ERROR_RED.name()}'>{message}</span>")

    def _engine_failed(self, message: str) -> None:
        self.paused = True
        self.panel.clear(self.tr("The engine could not analyse this position."))
        QMessageBox.warning(self, self.tr("Engine"), message)

