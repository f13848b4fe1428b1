"""The end of a test (or of practice): right answers, points, time, and per exercise what was
asked, what the pupil answered and what was right."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import LOSS, LOSS_BG, WIN, WIN_BG
from desktop.framework.zoom import relative_font
from desktop.training.answer import shown_answer
from desktop.training.session import Attempt, Session
from desktop.training.texts import game_title, say, seconds_text

Describe = Callable[[str, str], str]
"""(game, move notation) → the move as that game's screen shows it."""


class SummaryPage(QWidget):
    again_requested = Signal()
    back_requested = Signal()
    progress_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel()
        self.title.setWordWrap(True)
        relative_font(self.title, 1.4, bold=True)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        relative_font(self.totals, 1.2)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setWordWrap(True)
        self.again_button = QPushButton()
        self.back_button = QPushButton()
        self.progress_button = QPushButton()
        self.again_button.clicked.connect(self.again_requested.emit)
        self.back_button.clicked.connect(self.back_requested.emit)
        self.progress_button.clicked.connect(self.progress_requested.emit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.progress_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.totals)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.session: Session | None = None
        self.describe: Describe = lambda game, move: move
        self.kind_title = ""
        self.retranslate_ui()

    def show_session(self, session: Session, kind_title: str, describe: Describe) -> None:
        self.session, self.kind_title, self.describe = session, kind_title, describe
        self._fill()

    def _fill(self) -> None:
        session = self.session
        if session is None:
            return
        self.title.setText(self.tr("{0}: {1} — {2}").format(
            session.pupil, game_title(session.game), self.kind_title))
        done = len(session.attempts)
        self.totals.setText(self.tr("Right: {0} of {1}. Points: {2} of {3}. Time: {4}.").format(
            session.right(), done, session.points(), session.most_points(),
            seconds_text(session.seconds())))
        self.table.clear()
        for i, attempt in enumerate(session.attempts, 1):
            self.table.addTopLevelItem(self._row(i, attempt))
        header = self.table.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def _row(self, number: int, attempt: Attempt) -> QTreeWidgetItem:
        exercise = attempt.exercise
        game = exercise.game
        answers, expected = [], []
        for field in exercise.fields:
            answers.append(shown_answer(field, attempt.reply.get(field.key),
                                        lambda m: self.describe(game, m)))
            expected.append(shown_answer(field, exercise.expected.get(field.key),
                                         lambda m: self.describe(game, m)))
        item = QTreeWidgetItem([
            str(number), say(exercise.question), "; ".join(answers), "; ".join(expected),
            self.tr("✔ right") if attempt.right else self.tr("✘ wrong"),
            str(attempt.hints), str(attempt.points), seconds_text(attempt.seconds),
            str(exercise.level)])
        fg, bg = (WIN, WIN_BG) if attempt.right else (LOSS, LOSS_BG)
        for col in range(item.columnCount()):
            item.setBackground(col, QBrush(bg))
        item.setForeground(4, QBrush(fg))
        return item

    def rows(self) -> list[list[str]]:
        """The table as text (tests read it)."""
        items = [self.table.topLevelItem(r) for r in range(self.table.topLevelItemCount())]
        return [[item.text(c) for c in range(self.table.columnCount())]
                for item in items if item is not None]

    def retranslate_ui(self) -> None:
        self.table.setHeaderLabels([
            self.tr("No."), self.tr("Question"), self.tr("Your answer"),
            self.tr("Correct answer"), self.tr("Result"), self.tr("Hints"), self.tr("Points"),
            self.tr("Time"), self.tr("Level")])
        self.again_button.setText(self.tr("Once more"))
        self.back_button.setText(self.tr("Choose other exercises"))
        self.progress_button.setText(self.tr("Progress of the pupils…"))
        self._fill()
