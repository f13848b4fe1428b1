"""The games' own drawings for an exercise: its board, and after the answer the analysis panel
and the "how the computer thinks" view of its position (an EGE task: the exam tab's table of S
beside the question, filled as the hints go, its game trees and its program,
:mod:`desktop.training.ege_view`).

Each game's tab class is built once, hidden and inactive (it never starts an analysis of its
own); the stage borrows its board, its analysis panel and its thinking view into the training
window's stacks. The board's clicks choose an answer instead of playing a move. The analysis
runs on the stage's :class:`EngineRunner`; a result for an exercise no longer shown is dropped.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QWidget

from desktop.framework.game_tab import GameTab
from desktop.framework.record import Mode
from desktop.framework.worker import EngineRunner, analyse_in_turn
from desktop.headless import check_playout, playout_tabs
from desktop.training.ege_view import EgeExplanation, SolvedTask, solve_exercise
from desktop.training.texts import move_words
from engines.analysis import Analysis
from engines.exercise.model import Exercise
from engines.policy import choose


class Stage(QObject):
    move_clicked = Signal(str)
    """The notation of a move the pupil clicked on the board."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.owner = parent
        self.tabs: dict[str, GameTab[Any]] = {}
        """Per tab class name: the hidden tab whose widgets are borrowed."""
        self.boards, self.panels, self.thinking = QStackedWidget(), QStackedWidget(), \
            QStackedWidget()
        self.no_board = QLabel()
        self.no_board.setWordWrap(True)
        self.no_board.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.boards.addWidget(self.no_board)
        self.waiting = [QLabel(), QLabel()]
        for stack, label in zip((self.panels, self.thinking), self.waiting):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            stack.addWidget(label)
        self._policies: dict[int, QSizePolicy] = {}
        for stack in (self.boards, self.panels, self.thinking):
            stack.currentChanged.connect(lambda _i, stack=stack: self._only_current(stack))
        self.runner = EngineRunner(self)
        self.tab: GameTab[Any] | None = None
        self.exercise: Exercise | None = None
        self.analysis: Analysis[Any, Any] | None = None
        self.ege: EgeExplanation | None = None
        """Built for the first EGE exercise."""
        self.explained = False
        """The explanation of the exercise shown is in the views (tests and pictures wait)."""
        self._ege_pending: Callable[[], None] | None = None
        """The explanation asked for before the task was solved: shown once it is."""

    def _only_current(self, stack: QStackedWidget) -> None:
        """Size the stack by its current page alone: a stack asks every page for its minimum
        size, and another game's large board would push the window past a 1366×768 screen."""
        for i in range(stack.count()):
            page = stack.widget(i)
            if page is None:
                continue
            own = self._policies.setdefault(id(page), page.sizePolicy())
            ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            page.setSizePolicy(own if page is stack.currentWidget() else ignored)
        stack.updateGeometry()

    def tab_for(self, game: str) -> GameTab[Any] | None:
        """The hidden tab that draws ``game`` (None: no tab draws it)."""
        cls = playout_tabs().get(game)
        if cls is None:
            return None
        tab = self.tabs.get(cls.__name__)
        if tab is None:
            tab = cls(active=False)
            tab.deactivate()
            tab.set_mode(Mode.HUMAN_HUMAN)  # the sides by their names, not "(you)", "(computer)"
            # A hidden child of the page: it lives exactly as long as the widgets borrowed
            # from it (a parentless tab would outlive them and retranslate dead widgets).
            tab.setParent(self.owner)
            tab.hide()
            board: Any = tab.board
            board.move_chosen.disconnect()  # a click answers; it plays nothing
            board.move_chosen.connect(self._clicked)
            self.boards.addWidget(tab.board)
            self.panels.addWidget(tab.panel)
            self.thinking.addWidget(tab.thinking)
            self.tabs[cls.__name__] = tab
        return tab

    def show(self, exercise: Exercise, clickable: bool) -> None:
        """Put the exercise's position on its game's board; raises ``ValueError`` (words) when
        the board cannot show it. An exercise without a position (EGE) shows ``no_board``."""
        self.cancel()
        self.exercise, self.analysis, self.tab = exercise, None, None
        self.explained, self._ege_pending = False, None
        if exercise.task is not None:
            self._show_task(exercise)
            return
        tab = self.tab_for(exercise.game) if exercise.position is not None else None
        if tab is None or exercise.position is None:
            self.no_board.setText(self.tr("Everything the exercise needs is in its question."))
            self.boards.setCurrentWidget(self.no_board)
            return
        derived, extra = check_playout(exercise.game, exercise.position, exercise.variant,
                                       json.dumps(dict(exercise.settings)))
        settings = dict(tab.default_settings(), **derived)
        settings.update(extra)
        game, _, _ = tab.build_game(settings)
        tab.start_game(settings, tab.validate_position(exercise.position, game))
        self.tab = tab
        self.set_clickable(clickable)
        self.boards.setCurrentWidget(tab.board)

    def _ege_view(self) -> EgeExplanation:
        if self.ege is None:
            self.ege = EgeExplanation(self)
            self.boards.addWidget(self.ege.answers)
            self.thinking.addWidget(self.ege.tree_page)
            self.panels.addWidget(self.ege.code)
        return self.ege

    def _show_task(self, exercise: Exercise) -> None:
        """An EGE exercise: its table of S beside the question, solved on the worker."""
        ege = self._ege_view()
        ege.start(exercise, self.tr("Solving the task…"))
        self.boards.setCurrentWidget(ege.answers)

        def done(solved: SolvedTask | None) -> None:
            if self.exercise is not exercise or solved is None:
                return
            ege.set_solved(solved)
            pending, self._ege_pending = self._ege_pending, None
            if pending is not None:
                pending()
        self.runner.start(lambda control: solve_exercise(exercise, control), done)

    def reveal(self, hints: int) -> None:
        """The explanation as far as ``hints`` of the exercise's hints go (an EGE table: one
        ply more per hint, whole with the last)."""
        exercise = self.exercise
        if self.ege is not None and exercise is not None and exercise.task is not None:
            self.ege.reveal(None if hints >= len(exercise.hints) else hints)

    def explains(self) -> bool:
        """Whether the exercise shown has a "how the computer thinks" view."""
        return self.tab is not None or (self.exercise is not None
                                        and self.exercise.task is not None)

    def set_clickable(self, clickable: bool) -> None:
        if self.tab is not None:
            board: Any = self.tab.board
            board.set_position(self.tab.position, clickable, None)

    def show_move(self, move_text: str) -> None:
        """Mark a move on the board, as the tab's hint does."""
        tab = self.tab
        if tab is not None:
            board: Any = tab.board
            board.show_hint(tab.game.parse_move(tab.position, move_text))

    def _clicked(self, move: Any) -> None:
        tab = self.tab
        if tab is not None and move in tab.game.legal_moves(tab.position):
            self.move_clicked.emit(tab.game.format_move(tab.position, move))

    def explain(self, waiting: str, on_done: Callable[[], None] | None = None,
                wrong: Sequence[str] = ()) -> bool:
        """Analyse the position on the worker, then fill the tab's analysis panel and thinking
        view with it (the thinking view also explains the computer's choice). False when there
        is nothing to analyse. An EGE task: its whole table and the tree of the first question
        in ``wrong`` that has one (else the last one's)."""
        ege, exercise = self.ege, self.exercise
        if ege is not None and exercise is not None and exercise.task is not None:
            self.thinking.setCurrentWidget(ege.tree_page)
            self.panels.setCurrentWidget(ege.code)

            def show() -> None:
                ege.explain(wrong)
                self.explained = True
                if on_done is not None:
                    on_done()
            if ege.solved is not None:
                show()
            else:  # still solving: the answer came first
                self._ege_pending = show
            return True
        tab = self.tab
        if tab is None:
            return False
        for label in self.waiting:
            label.setText(waiting)
        self.panels.setCurrentWidget(self.waiting[0])
        self.thinking.setCurrentWidget(self.waiting[1])
        pos, analyzer, exercise = tab.position, tab.analyzer, self.exercise

        def done(analysis: Analysis[Any, Any]) -> None:
            if self.exercise is not exercise or self.tab is not tab:
                return  # the next exercise is on the board already
            self.analysis = analysis
            tab.analyses[pos] = analysis
            tab._show_in_panel(analysis)  # the tab's own way to fill its panel
            tab.thinking.update_view(analysis)
            if not analysis.terminal:
                tab.thinking.explain(analysis, choose(analysis, rng=None))
            self.panels.setCurrentWidget(tab.panel)
            self.thinking.setCurrentWidget(tab.thinking)
            self.explained = True
            if on_done is not None:
                on_done()
        self.runner.start(lambda control: analyse_in_turn(analyzer, pos, control), done)
        return True

    def finish(self) -> None:
        """Jump to the end of the thinking view's animation (screenshots)."""
        if self.tab is not None:
            self.tab.thinking.finish()

    def cancel(self) -> None:
        self.runner.cancel()
        for tab in self.tabs.values():
            tab.thinking.cancel()

    def describe(self, move_text: str) -> str:
        """A move as the board's game names it: its label, and the move in words."""
        tab, exercise = self.tab, self.exercise
        if tab is None or exercise is None:
            return move_text
        try:
            note = tab.describe_move(tab.position, move_text)
        except (ValueError, KeyError):
            note = ""
        return move_words(exercise.game, move_text, tab.move_label(move_text), note)
