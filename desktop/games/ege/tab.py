"""The exam tab (EGE tasks 19–21): type a task, read the answers and the table of S, draw the
game tree a teacher draws, read the pupil's Python program, and play the game from any S."""
from __future__ import annotations

import re
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.game_tab import GameTab
from desktop.framework.messages import localized
from desktop.framework.record import Mode
from desktop.framework.thinking import ThinkingView
from desktop.framework.worker import EngineRunner
from desktop.framework.zoom import relative_font
from desktop.games.ege.answers import AnswersView
from desktop.games.ege.board import StoneHeapsBoard
from desktop.games.ege.editor import EXAMPLES, TaskEditor, example_task
from desktop.games.ege.tree import ExamTree
from desktop.games.ege.wording import statement
from engines.analysis import Analysis
from engines.games.ege.solve import Solution, answers_from, solve
from engines.games.ege.game import HeapsPosition, StoneHeaps, StoneHeapsAnalyzer
from engines.games.ege.exam_program import python_solution
from engines.games.ege.task import Task, TaskError, parse_task
from engines.policy import Choice
from engines.protocol import NotationError
from engines.solvers.control import SearchControl
from engines.protocol import Game

PAGE_TASK, PAGE_TREE, PAGE_PYTHON, PAGE_PLAY = range(4)


class StoneHeapsThinking(ThinkingView):
    """In play: the exam's tree from the position on the board."""

    def __init__(self, tab: StoneHeapsTab) -> None:
        super().__init__()
        self.tab = tab
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.tree = ExamTree(compact=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        # GameTab keeps the generic Analyzer; this tab builds only this kind:
        analyzer: StoneHeapsAnalyzer = self.tab.analyzer  # type: ignore[assignment]
        # GameTab keeps the generic Game; this tab builds only StoneHeaps:
        game: StoneHeaps = self.tab.game  # type: ignore[assignment]
        pos: HeapsPosition = analysis.position
        self.note.clear()
        if analysis.terminal:  # the game is over: the tree of the whole game, for a replay
            pos = self.tab.record.start
            self.note.setText(self.tr("The game is over. The tree from its start:"))
        if analyzer.solution is None or not analyzer.solution.covers(game.state(pos)):
            self.tree.set_root(None, None)
            return
        sol = analyzer.solution
        state = game.state(pos)
        self.tree.set_root(sol, state, pos.mover, levels=min(4, sol.remoteness_of(state)))

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        name = self.tab.side_label(analysis.mover)
        move = choice.move
        if move.value > 0:
            why = self.tr("he wins within %n more move(s) of his", "",
                          ((move.remoteness or 1) + 1) // 2)
        elif move.value < 0:
            why = self.tr("he loses with best play; this move keeps the game going longest: "
                          "%n more ply(-ies)", "", move.remoteness or 0)
        else:
            why = self.tr("nobody can force the end")
        self.note.setText(self.tr("{0} plays {1}: {2}.").format(name, move.text, why))

    def retranslate_ui(self) -> None:
        self.tree.retranslate_ui()


class StoneHeapsTab(GameTab[HeapsPosition]):
    game_name = "ege"
    solution: Solution | None = None
    """The solution of the task in the editor, once solved (on the task runner)."""
    solved_task: dict[str, Any] | None = None

    def tab_title(self) -> str:
        return self.tr("EGE 19–21")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "task", "task": example_task(EXAMPLES[0][0]), "s": 14}

    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: Any) -> dict[str, Any]:
        return game.settings()  # the task and an S to start from; then the position

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[StoneHeaps, StoneHeapsAnalyzer, HeapsPosition]:
        data = settings.get("task")
        game, _ = self.engine_game(None, task=data, s=settings.get("s"))
        heaps = cast(StoneHeaps, game)  # the registry's "ege" is this class
        # The task's solution, when it is solved already, serves the new game of it at once.
        known = self.solution if self.solved_task == data else None
        return heaps, StoneHeapsAnalyzer(heaps, known), heaps.initial()

    def show_game(self, game: Any, analyzer: Any) -> None:
        # GameTab keeps its board as a QWidget; this tab's is a StoneHeapsBoard:
        self.board.set_game(game)  # type: ignore[attr-defined]

    def create_board(self) -> StoneHeapsBoard:
        return StoneHeapsBoard()

    def create_thinking_view(self) -> ThinkingView:
        return StoneHeapsThinking(self)

    def side_label(self, side: int) -> str:
        return self.tr("Petya") if side == 0 else self.tr("Vanya")

    def position_hint(self) -> str:
        return self.tr("The heap sizes, then who is to move, e.g. \"7 20 Vanya\" "
                       "(Petya if omitted).")

    def validate_position(self, text: str, game: Any = None) -> Any:
        # The Russian hint names the players in Russian; the notation names them in English.
        for russian, english in (("петя", "Petya"), ("ваня", "Vanya")):
            text = re.sub(russian, english, text, flags=re.IGNORECASE)
        return super().validate_position(text, game)

    def describe_move(self, pos: Any, move_text: str) -> str:
        # GameTab keeps the generic Game; this tab builds only StoneHeaps:
        game: StoneHeaps = self.game  # type: ignore[assignment]
        after = game.play(pos, game.parse_move(pos, move_text)).heaps
        return self.tr("heaps become {0}").format(", ".join(map(str, after)))

    def new_game_settings(self) -> dict[str, Any] | None:
        # GameTab keeps the generic Game; this tab builds only StoneHeaps:
        task: Task = self.game.task  # type: ignore[attr-defined]
        high = task.s_high if task.s_high is not None else task.s_max
        s, ok = QInputDialog.getInt(self, self.tr("New game"), self.tr("Play from S ="),
                                    self.settings.get("s", task.s_low), 0, max(high, 10 ** 6))
        return dict(self.settings, s=s) if ok else None

    def start_game(self, settings: dict[str, Any], start: Any = None) -> None:
        if settings.get("task") != self.editor.task_dict():
            self.editor.set_task(settings["task"])  # a loaded game brings its task along
            settings = dict(settings, task=self.editor.task_dict())
        super().start_game(settings, start)
        self.s_spin.setValue(settings.get("s", self.s_spin.value()))

    def extra_screens(self) -> list[tuple[str, Any]]:
        def page(index: int, side: int | None = None) -> Any:
            def show() -> None:
                self.pages.setCurrentIndex(index)
                if side is not None:
                    self.side.setCurrentIndex(side)
            return show
        def play() -> None:  # a game that lasts a few moves, one move in
            result = self.answers.result or {}
            s = (result.get("answers", {}).get("20") or [self.s_spin.value()])[0]
            self.choose_s(s)
            self.play_from_s()
            self.set_mode(Mode.HUMAN_COMPUTER)
            self.side.setCurrentIndex(0)

        return [("tree", page(PAGE_TREE)), ("python", page(PAGE_PYTHON)),
                ("play", play), ("play-tree", page(PAGE_PLAY, 1)), ("task", page(PAGE_TASK))]

    # --- the workbook around the game ---------------------------------------------------
    def wrap_play_area(self, play_area: QWidget) -> QWidget:
        self.task_runner = EngineRunner(self)
        self.editor = TaskEditor()
        self.answers = AnswersView()
        self.busy = QWidget()  # shown while a task is solved: a big one takes seconds
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumHeight(10)
        self.cancel_button = QPushButton()
        busy_row = QHBoxLayout(self.busy)
        busy_row.setContentsMargins(0, 0, 0, 0)
        busy_row.addWidget(self.busy_bar, 1)
        busy_row.addWidget(self.cancel_button)
        self.busy.hide()
        self.tree_button, self.play_button = QPushButton(), QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.tree_button)
        buttons.addWidget(self.play_button)
        buttons.addStretch(1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.busy)
        right_layout.addWidget(self.answers, 1)
        right_layout.addLayout(buttons)
        task_page = QSplitter(Qt.Orientation.Horizontal)
        task_page.addWidget(self.editor)
        task_page.addWidget(right)
        task_page.setSizes([560, 780])

        self.exam_tree = ExamTree()
        self.s_label = QLabel()
        self.s_spin = QSpinBox()
        self.s_spin.setRange(0, 10 ** 6)
        self.s_spin.setValue(self.settings.get("s", 1))
        self.exam_tree.controls.insertWidget(0, self.s_label)
        self.exam_tree.controls.insertWidget(1, self.s_spin)

        self.code = QPlainTextEdit()
        self.code.setReadOnly(True)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        relative_font(self.code, family=mono)
        self.code_note = QLabel()
        self.code_note.setWordWrap(True)
        self.copy_button, self.save_code_button = QPushButton(), QPushButton()
        code_page = QWidget()
        code_layout = QVBoxLayout(code_page)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_note, 1)
        code_row.addWidget(self.copy_button)
        code_row.addWidget(self.save_code_button)
        code_layout.addLayout(code_row)
        code_layout.addWidget(self.code, 1)

        self.pages = QTabWidget()
        self.pages.addTab(task_page, "")
        self.pages.addTab(self.exam_tree, "")
        self.pages.addTab(code_page, "")
        self.pages.addTab(play_area, "")

        self.editor.task_changed.connect(self.solve_task)
        self.answers.s_clicked.connect(self.choose_s)
        self.s_spin.valueChanged.connect(self._show_tree)
        self.tree_button.clicked.connect(lambda: self.pages.setCurrentIndex(PAGE_TREE))
        self.play_button.clicked.connect(lambda: self.play_from_s())
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.code.toPlainText()))
        self.save_code_button.clicked.connect(self.save_code)
        self.task_runner.busy_changed.connect(self.busy.setVisible)
        self.task_runner.progress.connect(self._solving)
        self.cancel_button.clicked.connect(self.cancel_solving)
        self.editor.set_task(self.settings["task"])
        self.settings["task"] = self.editor.task_dict()  # the editor's form, to compare with
        return self.pages

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        for index, text in enumerate([self.tr("Task and answers"), self.tr("Game tree"),
                                      self.tr("Python solution"), self.tr("Play")]):
            self.pages.setTabText(index, text)
        self.editor.retranslate_ui()
        self.answers.retranslate_ui()
        if self.exam_tree.caption:
            self.exam_tree.caption = self._verdict(self.s_spin.value())
        self.exam_tree.retranslate_ui()
        self.s_label.setText(self.tr("S ="))
        self._update_s_buttons()
        self.code_note.setText(self.tr(
            "The program a pupil would write in the exam for this task: f(heaps, m) says "
            "whether the player we play for wins within m moves of both players. It prints "
            "the same answers as the table."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.copy_button.setText(self.tr("Copy"))
        self.save_code_button.setText(self.tr("Save as .py…"))
        # GameTab keeps its board as a QWidget; this tab's is a StoneHeapsBoard:
        self.board.canvas.labels = {  # type: ignore[attr-defined]
            "heap": self.tr("heap {0}"), "sum": self.tr("total"), "max": self.tr("largest heap"),
            "min": self.tr("smallest heap"), "product": self.tr("product"),
            "heap_measure": self.tr("heap {0}"), "end": self.tr("the game ends at"),
            "over": self.tr("game over"),
            "overshoot": self.tr("(the last mover loses unless it is {0} {1})")}
        if self.board.canvas.shown is not None:  # type: ignore[attr-defined]  # (as above)
            # the move buttons name the heap in words: lay them out again
            last = self.record.plies[-1] if self.record.plies else None
            board: StoneHeapsBoard = self.board  # type: ignore[assignment]  # (as above)
            board.set_position(self.position, self.human_to_move(), last)
        self.controls.move_entry.setToolTip(self.tr(
            "Type a move as written (x*2, or 2:x+1 for heap 2) or the heap sizes it leaves "
            "(e.g. 7 20)."))
        if self.solved_task is not None:
            self.answers.statement.setText(statement(self.solved_task))

    def solve_task(self, data: dict[str, Any]) -> None:
        """Solve the edited task in the background; the old answers stay until it is done."""
        if data == self.solved_task and not self.task_runner.busy:
            return  # the editor re-reads its form (a language change): nothing to solve
        try:
            task = parse_task(data)
        except TaskError as exc:
            self.answers.show_busy(localized(exc))
            return
        self.answers.show_busy(self.tr("Solving…"))

        def job(control: SearchControl) -> Any:
            try:
                sol = solve(task, control=control)
                return sol, answers_from(sol), python_solution(task)
            except TaskError as exc:
                return exc

        self.task_runner.start(job, lambda result: self._solved(data, task, result))

    def _solving(self, nodes: int) -> None:
        self.answers.show_busy(self.tr("Solving… %n position(s) searched", "", nodes))

    def cancel_solving(self) -> None:
        if self.task_runner.busy:
            self.task_runner.cancel()
            self.answers.show_busy(self.tr(
                "Cancelled. The table below is for the last task solved; change the task "
                "(a smaller end value or range of S) to solve it again."))

    def _solved(self, data: dict[str, Any], task: Task, result: Any) -> None:
        if isinstance(result, TaskError):
            self.answers.show_busy(localized(result))
            return
        sol, result_json, code = result
        self.solution, self.solved_task = sol, data
        self.answers.show_result(result_json, statement(data))
        self.code.setPlainText(code)
        high = task.s_high if task.s_high is not None else task.s_max
        self.s_spin.blockSignals(True)
        self.s_spin.setRange(task.s_low, high)
        self.s_spin.blockSignals(False)
        self.choose_s(self.s_spin.value())
        if data != self.settings.get("task"):
            self.play_from_s(switch=False)  # the game on the Play page follows the task

    def choose_s(self, s: int) -> None:
        self.s_spin.setValue(s)
        self.answers.select(self.s_spin.value())
        self._show_tree()
        self._update_s_buttons()

    def _show_tree(self, *_: Any) -> None:
        s = self.s_spin.value()
        self.answers.select(s)
        self._update_s_buttons()
        if (self.solved_task is not None and s != self.settings.get("s")
                and self.solved_task == self.settings.get("task")):
            self.play_from_s(switch=False)  # the Play page follows the chosen S
        sol = self.solution
        if sol is None or sol.task.ended(sol.task.start(s)):
            self.exam_tree.set_root(None, None)
            return
        self.exam_tree.caption = self._verdict(s)
        self.exam_tree.set_root(sol, sol.start_state(s), 0)

    def _verdict(self, s: int) -> str:
        """"S = 12: Vanya wins, at the latest on his move 2 — an answer to 21"."""
        result = self.answers.result or {}
        index = self.answers.table.index_of(s)
        if index is None:
            return ""
        position = self.answers.table.positions[index]
        text = self.answers.table.describe(position)
        keys = [key for key, values in result.get("answers", {}).items() if s in values]
        names = {"19": "19", "19_unlucky": self.tr("19 (after an unlucky move)"), "20": "20",
                 "21": "21"}
        if keys:
            text += " — " + self.tr("in the answer to {0}").format(
                ", ".join(names[k] for k in keys))
        return text

    def _update_s_buttons(self) -> None:
        s = self.s_spin.value()
        self.tree_button.setText(self.tr("Game tree for S = {0}").format(s))
        self.play_button.setText(self.tr("Play from S = {0}").format(s))

    def play_from_s(self, switch: bool = True) -> None:
        if self.solved_task is None:
            return
        settings = dict(self.settings, task=self.solved_task, s=self.s_spin.value())
        try:
            self.build_game(settings)
        except (TaskError, NotationError) as exc:
            self._say_error(localized(exc))
            return
        self.start_game(settings)
        if switch:
            self.pages.setCurrentIndex(PAGE_PLAY)

    def save_code(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the program"), "ege.py",
                                              self.tr("Python (*.py)"))
        if name:
            try:
                with open(name, "w", encoding="utf-8") as out:
                    out.write(self.code.toPlainText())
            except OSError as exc:
                self.code_note.setText(self.tr("Cannot save {0}: {1}").format(
                    name, exc.strerror))
