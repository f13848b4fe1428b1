"""The first page: who trains, which game, which kind of exercise, which level; a test or
practice. The pupil's name is picked from the names used before or typed anew."""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engines.exercise as exercise_engine
from desktop.framework import players
from desktop.framework.dialogs import error_line
from desktop.framework.zoom import relative_font
from desktop.training.session import HINT_COST, POINTS_RIGHT, TEST_LENGTH
from desktop.training.texts import game_title, say, variant_title
from engines.exercise.model import Kind


class SetupPage(QWidget):
    start_requested = Signal(bool)
    """True: a test; False: practice."""
    progress_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel()
        relative_font(self.title, 1.5, bold=True)
        self.notice = error_line()
        self.pupil = QComboBox()
        self.pupil.setEditable(True)
        self.pupil.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.pupil.setMinimumWidth(320)
        self.pupil.editTextChanged.connect(self._check)
        self.game = QComboBox()
        self.game.currentIndexChanged.connect(self._fill_kinds)
        self.kind = QComboBox()
        self.kind.currentIndexChanged.connect(self._fill_levels)
        self.variant = QComboBox()
        self.level = QSpinBox()
        self.level.setMinimum(1)
        self.levels_note = QLabel()
        level_row = QHBoxLayout()
        level_row.addWidget(self.level)
        level_row.addWidget(self.levels_note, 1)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.labels, (self.pupil, self.game, self.kind, self.variant)):
            self.form.addRow(label, field)
        self.form.addRow(self.labels[4], level_row)
        self.error = error_line()
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.test_button = QPushButton()
        self.practice_button = QPushButton()
        self.progress_button = QPushButton()
        for button in (self.test_button, self.practice_button):
            relative_font(button, 1.2, bold=True)
            button.setMinimumHeight(48)
        self.test_button.clicked.connect(lambda: self.start_requested.emit(True))
        self.practice_button.clicked.connect(lambda: self.start_requested.emit(False))
        self.progress_button.clicked.connect(self.progress_requested.emit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.test_button)
        buttons.addWidget(self.practice_button)
        buttons.addStretch(1)
        buttons.addWidget(self.progress_button)
        column = QWidget()
        column.setMaximumWidth(900)
        inner = QVBoxLayout(column)
        inner.addWidget(self.title)
        inner.addWidget(self.notice)
        inner.addLayout(self.form)
        inner.addWidget(self.error)
        inner.addLayout(buttons)
        inner.addWidget(self.rules)
        inner.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(column, 1, Qt.AlignmentFlag.AlignHCenter)
        self.kinds: list[Kind] = []
        self.games = list(exercise_engine.games())
        self.retranslate_ui()

    def set_names(self, names: Iterable[str]) -> None:
        """The names offered, the first one chosen (the pupil who trained last)."""
        typed = self.pupil.currentText()
        self.pupil.clear()
        for name in dict.fromkeys(n for n in names if n):
            self.pupil.addItem(name)
        self.pupil.setEditText(typed or self.pupil.itemText(0))
        self._check()

    def name(self) -> str:
        return self.pupil.currentText().strip()

    def choice(self) -> tuple[str, Kind, str, int]:
        """(game, kind, variant, level) as chosen."""
        kind = self.kinds[self.kind.currentIndex()]
        variant = kind.variants[max(0, self.variant.currentIndex())] if kind.variants else ""
        return self.games[self.game.currentIndex()], kind, variant, self.level.value()

    def choose(self, game: str, kind: str, level: int, variant: str | None = None) -> None:
        self.game.setCurrentIndex(self.games.index(game))
        self.kind.setCurrentIndex(next(i for i, k in enumerate(self.kinds) if k.name == kind))
        if variant is not None:
            self.variant.setCurrentIndex(self.kinds[self.kind.currentIndex()].variants
                                         .index(variant))
        self.level.setValue(level)

    def _fill_kinds(self, *_: object) -> None:
        index = self.game.currentIndex()
        if index < 0:
            return
        keep = self.kind.currentIndex()
        self.kinds = list(exercise_engine.kinds(self.games[index]))
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItems([say(k.title) for k in self.kinds])
        self.kind.setCurrentIndex(keep if 0 <= keep < len(self.kinds) else 0)
        self.kind.blockSignals(False)
        self._fill_levels()

    def _fill_levels(self, *_: object) -> None:
        index = self.kind.currentIndex()
        if not 0 <= index < len(self.kinds):
            return
        kind = self.kinds[index]
        top = kind.levels
        self.level.setMaximum(top)
        keep = self.variant.currentIndex()
        self.variant.clear()
        self.variant.addItems([variant_title(v) for v in kind.variants])
        self.variant.setCurrentIndex(keep if 0 <= keep < len(kind.variants) else 0)
        self.variant.setVisible(len(kind.variants) > 1)
        self.labels[3].setVisible(len(kind.variants) > 1)
        self.levels_note.setText(self.tr("1 — for a beginner, {0} — the hardest").format(top))

    def _check(self, *_: object) -> None:
        name = self.name()
        problem = players.problem(name) or (None if name else self.tr("Type your name first."))
        self.error.setText(problem or "")
        for button in (self.test_button, self.practice_button):
            button.setEnabled(problem is None)

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Training: exercises checked by the computer"))
        for label, text in zip(self.labels, (self.tr("Your name:"), self.tr("Game:"),
                                             self.tr("Exercise:"), self.tr("Rules:"),
                                             self.tr("Level:"))):
            label.setText(text)
        line = self.pupil.lineEdit()
        if line is not None:  # the box is editable: it has its line
            line.setPlaceholderText(self.tr("first name and surname"))
        self.test_button.setText(self.tr("Test (%n exercise(s))", "", TEST_LENGTH))
        self.practice_button.setText(self.tr("Practice (endless)"))
        self.progress_button.setText(self.tr("Progress of the pupils…"))
        self.rules.setText(self.tr(
            "Every exercise is made afresh by the game's exact engine, and your answer is checked "
            "by it. A right answer gives {0} points; each hint you open takes {1} point off; a "
            "wrong answer gives 0. After each answer you see the right one and how the computer "
            "thinks about the position.").format(POINTS_RIGHT, HINT_COST))
        game = self.game.currentIndex()
        self.game.blockSignals(True)
        self.game.clear()
        self.game.addItems([game_title(g) for g in self.games])
        self.game.setCurrentIndex(max(0, game))
        self.game.blockSignals(False)
        self._fill_kinds()
        self._check()
