"""How the computer thinks about an EGE exercise: the exam tab's own drawings of its task — the
table of every S coloured by who wins on which move, the answers to 19–21, the game tree the
exam draws for the S of each question, and the Python program a pupil would write.

The table is filled from the end, as the hints tell the pupil to: before the answer each hint
uncovers one more ply (the S won at once, then those lost at once…); after the answer it is
whole. The task is solved on a worker (:func:`solve_exercise`); building the widgets from the
solution never searches.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, \
    QWidget

from desktop.framework.paper_images import LOGICAL_WIDTH, beside, stack, tree_picture
from desktop.framework.position_picture import draw_widget, text_picture
from desktop.framework.zoom import relative_font
from desktop.games.ege.answers import NOBODY, PETYA, VANYA, AnswersView
from desktop.games.ege.tree import ExamTree
from engines.exercise.model import Exercise
from engines.games.ege.solve import Solution
from engines.solvers.control import SearchControl

TREE_SCALE = 0.7
"""The exam's trees on paper, against the screen: three trees side by side, each whole."""
TREE_GAP = 40
"""Pixels between the trees on paper."""
PAPER_COLUMNS = 10
TREE_QUESTIONS = ("19", "20", "21")
"""The questions whose answer the exam explains by a tree from that S: 19 only when it asks
for Vanya's sure win (the unlucky move is a choice the tree of best play does not draw)."""


@dataclass(frozen=True)
class SolvedTask:
    solution: Solution
    result: dict[str, Any]
    """``python -m engines ege``'s output: every S and the lists for 19–21."""
    code: str
    """The pupil's Python program for the task."""


def solve_exercise(exercise: Exercise, control: SearchControl | None = None
                   ) -> SolvedTask | None:
    """The exercise's task solved (None: the exercise has no task). Pure: runs on a worker."""
    if exercise.task is None:
        return None
    from engines.games.ege.exam_program import python_solution
    from engines.games.ege.solve import answers_from, solve
    from engines.games.ege.task import parse_task
    task = parse_task(dict(exercise.task))
    sol = solve(task, control=control)
    return SolvedTask(sol, answers_from(sol), python_solution(task))


def plies(position: dict[str, Any]) -> int | None:
    """Plies to the end from this S with best play (None: nobody forces it)."""
    winner, move = position.get("winner"), position.get("move")
    if winner is None or move is None:
        return None
    return 2 * int(move) - 1 if winner == "Petya" else 2 * int(move)


def masked(positions: Sequence[dict[str, Any]], shown: int | None) -> list[dict[str, Any]]:
    """The table with only the S decided within ``shown`` plies filled in (None: all)."""
    if shown is None:
        return list(positions)
    out = []
    for p in positions:
        r = plies(p)
        out.append(p if r is not None and r <= shown else {"S": p["S"], "hidden": True})
    return out


def tree_questions(exercise: Exercise) -> list[tuple[str, int]]:
    """(question, S) for each tree that explains an answer."""
    out = []
    for field in exercise.fields:
        values = exercise.expected.get(field.key) or []
        unlucky = "unlucky" in field.label[0]
        if field.key in TREE_QUESTIONS and values and not unlucky:
            out.append((field.key, int(values[0])))
    return out


def caption(table_text: str, question: str) -> str:
    """"21) S = 33: Vanya wins, at the latest on his move 2"."""
    return f"{question}) {table_text}"


class EgeExplanation(QObject):
    """The widgets the training page borrows: ``answers`` (the table, beside the question),
    ``tree_page`` (the tree, as "how the computer thinks") and ``code`` (the program)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.exercise: Exercise | None = None
        self.solved: SolvedTask | None = None
        self.shown: int | None = 0
        self.current: tuple[int, str | None] | None = None
        """The S whose tree is shown, and the question it answers."""
        self.answers = AnswersView()
        self.answers.statement.hide()  # the question above the table says it already
        self.answers.s_clicked.connect(self.choose_s)
        self.tree = ExamTree()
        self.tree_buttons: list[tuple[QPushButton, str, int]] = []
        self.question_row = QHBoxLayout()
        self.question_label = QLabel()
        self.question_row.addWidget(self.question_label)
        self.question_row.addStretch(1)
        self.tree_page = QWidget()
        page = QVBoxLayout(self.tree_page)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(self.question_row)
        page.addWidget(self.tree, 1)
        self.code = QPlainTextEdit()
        self.code.setReadOnly(True)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        relative_font(self.code, family=mono)
        self.retranslate_ui()

    def start(self, exercise: Exercise, waiting: str) -> None:
        """A new exercise: nothing shown until its task is solved."""
        self.exercise, self.solved, self.shown, self.current = exercise, None, 0, None
        self.answers.show_busy(waiting)
        self.answers.table.set_positions([])
        self.tree.set_root(None, None)
        self.code.clear()
        self._set_buttons([])

    def set_solved(self, solved: SolvedTask) -> None:
        exercise = self.exercise
        assert exercise is not None
        self.solved = solved
        self.answers.show_result(solved.result, "")
        self.code.setPlainText(solved.code)
        self._set_buttons(tree_questions(exercise))
        self.reveal(self.shown)

    def reveal(self, shown: int | None) -> None:
        """Fill the table ``shown`` plies from the end (None: whole, with the answers)."""
        self.shown = shown
        if self.solved is None:
            return
        if shown is None:
            self.answers.retranslate_ui()  # the tab's legend: "click an S for its tree"
        else:
            self.answers.legend.setText(legend_without_click())  # no tree before the answer
        self.answers.answers.setVisible(shown is None)
        self.answers.table.set_positions(masked(self.solved.result["positions"], shown))

    def explain(self, wrong: Sequence[str] = ()) -> None:
        """The whole table and the tree for the S of the first question in ``wrong`` that has
        one (else of the last question)."""
        self.reveal(None)
        trees = tree_questions(self.exercise) if self.exercise is not None else []
        chosen = next((t for t in trees if t[0] in wrong), trees[-1] if trees else None)
        if chosen is not None:
            self.choose_s(chosen[1], chosen[0])

    def choose_s(self, s: int, question: str | None = None) -> None:
        """The exam's tree from S (only once the table is whole: it tells the answers)."""
        solved = self.solved
        if solved is None or self.shown is not None:
            return
        sol = solved.solution
        self.answers.select(s)
        self.current = (s, question)
        if sol.task.ended(sol.task.start(s)):
            self.tree.set_root(None, None)
            return
        index = self.answers.table.index_of(s)
        text = "" if index is None else \
            self.answers.table.describe(self.answers.table.positions[index])
        self.tree.caption = caption(text, question) if question else text
        self.tree.set_root(sol, sol.start_state(s), 0)
        for button, key, value in self.tree_buttons:
            button.setChecked(value == s and (question is None or key == question))

    def _set_buttons(self, trees: list[tuple[str, int]]) -> None:
        for button, _, _ in self.tree_buttons:
            button.hide()
            button.deleteLater()
        self.tree_buttons = []
        for key, s in trees:
            button = QPushButton()
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, s=s, key=key: self.choose_s(s, key))
            self.question_row.insertWidget(self.question_row.count() - 1, button)
            self.tree_buttons.append((button, key, s))
        self.question_label.setVisible(bool(trees))
        self._button_texts()

    def _button_texts(self) -> None:
        for button, key, s in self.tree_buttons:
            button.setText(self.tr("{0}) S = {1}").format(key, s))

    def retranslate_ui(self) -> None:
        self.question_label.setText(self.tr("The tree for the answer to"))
        self._button_texts()
        self.answers.retranslate_ui()  # shows the whole table again: masked anew below
        self.tree.retranslate_ui()
        if self.solved is not None:
            self.reveal(self.shown)
            if self.current is not None:
                self.choose_s(*self.current)



_PAPER: EgeExplanation | None = None


def key_pictures(exercise: Exercise, width_px: int, solved: SolvedTask | None = None
                 ) -> list[QImage]:
    """The answer key's explanation of an EGE exercise, as parts printed one under the other:
    the answers and the whole table of S, then the exam's tree for each answer that has one.
    ``solved``: :func:`solve_exercise`'s, made off the GUI thread; else it is made here."""
    global _PAPER
    if exercise.task is None:
        return []
    if solved is None:
        solved = solve_exercise(exercise)
        assert solved is not None
    if _PAPER is None:
        _PAPER = EgeExplanation()
    view = _PAPER
    view.exercise = exercise
    view.set_solved(solved)
    view.explain()
    table = view.answers.table
    table.select(None)  # no S chosen on paper
    # S by tens, as a pupil counts them, at the scale of every explanation on the page.
    logical = PAPER_COLUMNS * table.cell_w
    drawn_px = width_px * logical // LOGICAL_WIDTH
    parts = [stack([text_picture(legend_without_click(), drawn_px, logical),
                    draw_widget(table, drawn_px, logical, table.heightForWidth(logical))])]
    trees = []
    questions = tree_questions(exercise)
    share = (width_px - TREE_GAP * (len(questions) - 1)) // max(1, len(questions))
    for key, s in questions:
        view.choose_s(s, key)
        trees.append(stack([text_picture(f"<b>{html.escape(view.tree.caption)}</b>", share),
                            tree_picture(view.tree.tree, share,
                                         TREE_SCALE * width_px / LOGICAL_WIDTH, width_px,
                                         widen=True)]))
    if trees:
        parts.append(stack([beside(trees, width_px, TREE_GAP), text_picture(html.escape(
            _tree_legend()), width_px)]))
    return parts


def legend_without_click() -> str:
    """The table's legend without "click an S" (paper; the table before the answer)."""
    swatch = "<span style='background:{0}'>&nbsp;&nbsp;&nbsp;&nbsp;</span>"
    return QCoreApplication.translate(
        "EgeExplanation", "Every S: {0}{1}{2} Petya wins on his move 1, 2, 3…; {3}{4}{5} Vanya "
        "wins on his move 1, 2, 3…; {6} nobody can force the end.").format(
        *(swatch.format(c.name()) for c in (PETYA[0], PETYA[1], PETYA[2], VANYA[0], VANYA[1],
                                            VANYA[2], NOBODY)))


def _tree_legend() -> str:
    return QCoreApplication.translate(
        "EgeExplanation", "Squares — Petya to move, rounded — Vanya to move; every move of the "
        "losing side and the winner's winning answer; green — the game is over.")
