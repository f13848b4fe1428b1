""""Best play": the position on the board solved on a worker thread, with a live view of the
search and Cancel, the result stated exactly, and the solver's line replayed move by move.

The GUI thread never searches: the solver runs in the tab's :class:`EngineRunner`, and a result
for a position that is no longer on the board is dropped, never applied. The solver's progress
reports arrive on its own thread; the callback only leaves the newest one in a slot, and a timer
in the GUI thread shows it a few times a second — the screen stays smooth however fast the
reports come, and no Python object crosses threads in a signal (see ``framework/worker.py``)."""
from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import ERROR_RED, WIN
from desktop.framework.worker import EngineRunner
from desktop.framework.zoom import relative_font
from desktop.games.solitaire.replay import LineReplay, replay_positions
from desktop.games.solitaire.words import (
    cancelled_sentence,
    number,
    policy_name,
    result_sentence,
    seconds,
)
from engines.games.solitaire.rules import Klondike, Position
from engines.games.solitaire.solver import (DEFAULT_NODE_LIMITS, Limits, Policy, Progress,
                                            SolveResult, solve_position)
from engines.protocol import IllegalMove, NotationError
from engines.solvers.control import DEFAULT_TABLE_CAP, SearchControl

Solver = Callable[[Klondike, Position, Limits, SearchControl, Callable[[Progress], None]],
                  SolveResult]
REFRESH_MS = 100
"""How often the live view shows the newest progress report (10 times a second)."""
DEFAULT_NODE_LIMIT = 1_000_000
"""Nodes, at either draw: at least the command line's default (``solver.DEFAULT_NODE_LIMITS``)
— in the app the search is watched live and can be cancelled."""
DEFAULT_TIME_LIMIT = 60
"""Seconds: a search in class should not run for ever."""


def run_solver(game: Klondike, pos: Position, limits: Limits, control: SearchControl,
               progress: Callable[[Progress], None]) -> SolveResult:
    return solve_position(game, pos, limits=limits, control=control, progress=progress)


def decision_flags(result: SolveResult) -> tuple[bool, ...]:
    """For each move of the line: whether it was played at a decision point (the solver names
    them by their index in the line)."""
    points = set(result.decision_points)
    return tuple(i in points for i in range(len(result.line)))


class _Live:
    """The newest progress report of one search, left by the solver's thread."""

    def __init__(self) -> None:
        self.latest: Progress | None = None
        self.started = time.monotonic()

    def report(self, progress: Progress) -> None:
        self.latest = progress  # one reference assignment: atomic, no lock needed


class BestPlayPanel(QWidget):
    preview = Signal(object)
    """A :class:`Position` of the line to show on the board, or None: the game's own again."""
    play_line = Signal(list)
    """The line's moves (rules :class:`Move` values) the user takes into the game."""
    progress = Signal(object)
    """The solver's newest :class:`Progress` (at most every :data:`REFRESH_MS`)."""
    started = Signal(object)
    """A search began with these :class:`Limits`."""
    finished = Signal(object)
    """The :class:`SolveResult` of the position on the board, or None: cancelled or failed."""
    cleared = Signal()
    """The position changed: nothing shown belongs to it any more."""

    def __init__(self, parent: QWidget | None = None, solver: Solver = run_solver) -> None:
        super().__init__(parent)
        self.solver = solver
        self.runner = EngineRunner(self)
        self.runner.failed.connect(self._failed)
        self.game: Klondike | None = None
        self.position: Position | None = None
        self.deal: tuple[int, ...] = ()
        self.result: SolveResult | None = None
        self.limits = Limits()
        self._live: _Live | None = None
        self._shown: Progress | None = None
        self._status_text: Callable[[], str] = lambda: ""
        self.refresh = QTimer(self)
        self.refresh.setInterval(REFRESH_MS)
        self.refresh.timeout.connect(self._show_live)

        self.solve_button = QPushButton()
        self.cancel_button = QPushButton()
        self.limits_box = QGroupBox()
        self.node_label, self.time_label, self.table_label, self.policy_label = (
            QLabel() for _ in range(4))
        defaults = Limits()
        self.node_limit = self._count_box(1_000, 100_000_000,
                                          max(DEFAULT_NODE_LIMIT, *DEFAULT_NODE_LIMITS.values()))
        self.time_limit = QSpinBox()
        self.time_limit.setRange(0, 3600)
        self.time_limit.setValue(int(defaults.time_limit or DEFAULT_TIME_LIMIT))
        # The framework's cap on any memo table: a few hundred MB at most on a school PC.
        self.table_size = self._count_box(1_000, DEFAULT_TABLE_CAP, defaults.table_size)
        self.policy = QComboBox()
        for policy in Policy:
            self.policy.addItem("", policy)
        self.policy.setCurrentIndex(list(Policy).index(defaults.policy))
        grid = QGridLayout(self.limits_box)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setVerticalSpacing(3)
        for row, pairs in enumerate(((self.node_label, self.node_limit, self.time_label,
                                      self.time_limit),
                                     (self.table_label, self.table_size))):
            for col, widget in enumerate(pairs):
                grid.addWidget(widget, row, col)
        # The policy's words are the longest: a row of their own, never clipped.
        grid.addWidget(self.policy_label, 2, 0)
        grid.addWidget(self.policy, 2, 1, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        self.stat_names = [QLabel() for _ in range(6)]
        self.stat_values = [QLabel("—") for _ in range(6)]
        stats = QGridLayout()
        stats.setHorizontalSpacing(10)
        stats.setVerticalSpacing(1)
        for i, (name, value) in enumerate(zip(self.stat_names, self.stat_values)):
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            stats.addWidget(name, i // 2, (i % 2) * 2)
            stats.addWidget(value, i // 2, (i % 2) * 2 + 1)
        stats.setColumnStretch(1, 1)
        stats.setColumnStretch(3, 1)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(True)
        self.bar.setMaximumHeight(16)
        self.status = QLabel()
        self.status.setWordWrap(True)
        relative_font(self.status, 1.15, bold=True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.replay = LineReplay()
        self.replay.preview.connect(self.preview)
        self.replay.take.connect(self.play_line)

        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(buttons)
        layout.addWidget(self.limits_box)
        layout.addLayout(stats)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.replay, 1)
        self.solve_button.clicked.connect(self.solve)
        self.cancel_button.clicked.connect(self.stop)
        self.runner.busy_changed.connect(self._busy)
        self._busy(False)
        self.retranslate()

    @staticmethod
    def _count_box(low: int, high: int, value: int) -> QSpinBox:
        box = QSpinBox()
        box.setRange(low, high)
        box.setValue(max(low, min(high, value)))
        box.setGroupSeparatorShown(True)
        box.setStepType(QSpinBox.StepType.AdaptiveDecimalStepType)
        return box

    def attach(self, view: QWidget) -> None:
        """Feed a :class:`~desktop.games.solitaire.thinking.ThinkingView`: the limits, every
        progress report, the result, and a clear when the position changes."""
        from desktop.games.solitaire.thinking import ThinkingView
        assert isinstance(view, ThinkingView)
        self.started.connect(view.start)
        self.progress.connect(view.show_progress)
        self.finished.connect(view.show_result)
        self.cleared.connect(view.clear)

    # --- the position ------------------------------------------------------------------------
    def set_position(self, game: Klondike, pos: Position, deal: tuple[int, ...]) -> None:
        """The position on the board. A different one cancels a running search (its result
        will be dropped) and forgets the result and line of the old one."""
        same = (self.game is not None and self.position == pos
                and (game.draw, game.ranks, game.pile_count)
                == (self.game.draw, self.game.ranks, self.game.pile_count))
        self.game, self.position, self.deal = game, pos, deal
        if same:
            return
        self.runner.cancel()
        self._live = None
        self.result = None
        # The tab sends a new position when it shows the game's own: no preview(None) needed.
        self.replay.clear(board_shows_game=True)
        self.cleared.emit()
        self._show_idle()

    def solve(self) -> None:
        """Search the position on the board (cancelling any search already running)."""
        game, pos = self.game, self.position
        if game is None or pos is None:
            return
        self.replay.clear()
        self.result = None
        self.limits = limits = self.current_limits()
        live = _Live()
        solver = self.solver

        def job(control: SearchControl) -> SolveResult:
            return solver(game, pos, limits, control, live.report)
        self._live, self._shown = live, None
        self.runner.start(job, lambda result: self._done(game, pos, live, result))
        self._say(lambda: self.tr("Searching…"))
        self.summary.setText("")
        self.started.emit(limits)
        self._show_numbers(None, limits)
        self.refresh.start()

    def current_limits(self) -> Limits:
        seconds = self.time_limit.value()
        return Limits(node_limit=self.node_limit.value(),
                      time_limit=float(seconds) if seconds else None,
                      table_size=self.table_size.value(),
                      policy=Policy(self.policy.currentData()))

    def stop(self) -> None:
        """Cancel the search (Cancel, the tab hidden or closed); its result will be dropped."""
        if not self.runner.busy:
            return
        self.runner.cancel()
        live, self._live = self._live, None
        self.refresh.stop()
        latest = live.latest if live is not None else None
        nodes, best = (latest.nodes, latest.best) if latest is not None else (0, None)
        self._say(lambda: cancelled_sentence(nodes, best))
        self.finished.emit(None)

    # --- results -----------------------------------------------------------------------------
    def _done(self, game: Klondike, pos: Position, live: _Live, result: SolveResult) -> None:
        if live is not self._live or pos != self.position or game is not self.game:
            return  # a search for a position no longer on the board: never applied
        self.refresh.stop()
        self._live = None
        self.result = result
        self._show_numbers(result, self.limits)
        self._show_result()
        try:
            moves, positions = replay_positions(game, pos, result.line)
        except (IllegalMove, NotationError) as exc:
            # A solver bug must show as what it is, not as a board the rules cannot reach.
            self.summary.setText(self.tr("The solver's line cannot be replayed: {0}").format(
                exc))
            self.summary.setStyleSheet(f"color: {ERROR_RED.name()}")
        else:
            self.replay.set_line(game, moves, positions, decision_flags(result))
        self.finished.emit(result)

    def _failed(self, message: str) -> None:
        self.refresh.stop()
        self._live = None
        last = (message.strip().splitlines() or [""])[-1]
        self._say(lambda: self.tr("The search failed: {0}").format(last), ERROR_RED.name())
        self.finished.emit(None)

    def _show_result(self) -> None:
        result = self.result
        if result is None:
            return
        limits = self.limits
        self._say(lambda: result_sentence(result, limits),
                  WIN.name() if result.result == "won" else "")
        self.summary.setStyleSheet("")
        self.summary.setText(self.tr("The line: {0} moves, {1} decision points. The search: {2} "
                                     "nodes in {3} s.").format(
            len(result.line), result.decisions, number(result.nodes),
            seconds(result.seconds)))

    def _say(self, text: Callable[[], str], colour: str = "") -> None:
        """The status line; ``text`` is asked again after a language switch."""
        self._status_text = text
        self.status.setText(text())
        self.status.setStyleSheet(f"color: {colour}" if colour else "")

    def _show_idle(self) -> None:
        self.refresh.stop()
        self._shown = None
        self.summary.setStyleSheet("")
        self._say(lambda: self.tr("Press “Find the best play”: the computer searches every "
                                  "line of play from the position on the board.")
                  if self.position is not None else "")
        self.summary.setText("")
        self._show_numbers(None, self.current_limits())

    # --- the live view -----------------------------------------------------------------------
    def _show_live(self) -> None:
        live = self._live
        if live is None:
            self.refresh.stop()
            return
        latest = live.latest
        elapsed = time.monotonic() - live.started
        if latest is not None and latest is not self._shown:
            self._shown = latest
            self._show_numbers(latest, self.limits)
            self.progress.emit(latest)
        self.stat_values[5].setText(self.tr("{0} s").format(seconds(elapsed)))

    def _show_numbers(self, numbers: Progress | SolveResult | None, limits: Limits) -> None:
        """Depth, nodes, table, evictions and the best score of a report or a result."""
        limit = limits.node_limit or 0  # the app always names one (current_limits)
        if numbers is None:
            for value in self.stat_values:
                value.setText("—")
            self.bar.setValue(0)
            self.bar.setFormat(self.tr("node limit: {0}").format(number(limit)))
            return
        if isinstance(numbers, Progress):
            depth, best = number(numbers.depth), str(numbers.best)
        else:
            depth, best = "—", str(numbers.score)
            self.stat_values[5].setText(self.tr("{0} s").format(seconds(numbers.seconds)))
        self.stat_values[0].setText(depth)
        self.stat_values[1].setText(number(numbers.nodes))
        self.stat_values[2].setText(number(numbers.stored))
        self.stat_values[3].setText(number(numbers.evictions))
        self.stat_values[4].setText(best)
        share = min(1.0, numbers.nodes / max(1, limit))
        self.bar.setValue(int(share * 1000))
        self.bar.setFormat(self.tr("{0}% of the node limit ({1})").format(
            int(share * 100), number(limit)))

    def _busy(self, busy: bool) -> None:
        self.solve_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.limits_box.setEnabled(not busy)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.solve_button.setText(self.tr("Find the best play"))
        self.solve_button.setToolTip(self.tr("Search every line of play from the position on "
                                             "the board for the most cards on the foundations"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.limits_box.setTitle(self.tr("Search limits"))
        self.node_label.setText(self.tr("Nodes"))
        self.node_limit.setToolTip(self.tr("The search stops after this many positions "
                                           "(nodes); its result is then not proved"))
        self.time_label.setText(self.tr("Time"))
        self.time_limit.setSuffix(self.tr(" s"))
        self.time_limit.setSpecialValueText(self.tr("no limit"))
        self.time_limit.setToolTip(self.tr("The search stops after this many seconds; "
                                           "0: no time limit"))
        self.table_label.setText(self.tr("Table"))
        self.table_size.setToolTip(self.tr("How many positions the transposition table "
                                           "remembers at most"))
        self.policy_label.setText(self.tr("When full"))
        self.policy.setToolTip(self.tr("Which positions the full table forgets to make room"))
        for i in range(self.policy.count()):
            self.policy.setItemText(i, policy_name(Policy(self.policy.itemData(i))))
        names = (self.tr("Stack depth"), self.tr("Nodes"), self.tr("Positions stored"),
                 self.tr("Evictions"), self.tr("Best so far"), self.tr("Time"))
        for label, name in zip(self.stat_names, names):
            label.setText(name)
        self.replay.retranslate()
        self.status.setText(self._status_text())
        if self.result is not None:
            self._show_numbers(self.result, self.limits)
            self._show_result()
        elif not self.runner.busy and self._shown is None:
            self._show_numbers(None, self.current_limits())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
