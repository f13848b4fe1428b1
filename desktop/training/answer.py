"""The pupil's answer: one input per :class:`~engines.exercise.model.Field` of an exercise.

``move``: a list of every legal move, as the game's tab labels and describes it (a click on the
board picks the move too); ``outcome``: win / draw / loss buttons; ``side``: a button per side;
``int`` and ``ints``: a line to type in, read by the engines' own number reader so that a bad
entry gets the same clear words as anywhere in the app.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.messages import localized
from desktop.framework.zoom import relative_font
from desktop.training.texts import outcome_word, say
from engines.exercise.model import Exercise, Field
from engines.protocol import MAX_INT, InputError, parse_int

class AnswerProblem(ValueError):
    """What is wrong with a typed or missing answer, already in the UI's language."""


MOST_NUMBERS = 20
"""An ``ints`` answer lists a few numbers (an EGE answer: at most a handful)."""


def shown_answer(field: Field, value: Any, describe: Callable[[str], str]) -> str:
    """A reply or an expected value of ``field`` in words (a move field's value may be the list
    of every accepted move)."""
    if field.form == "move":
        moves = value if isinstance(value, (list, tuple)) else [value]
        return "; ".join(describe(str(m)) for m in moves)
    if field.form == "outcome":
        return outcome_word(int(value))
    if field.form == "ints":
        return " ".join(map(str, value))
    if isinstance(value, (list, tuple)):  # an int field that accepts several numbers
        return QCoreApplication.translate("Training", " or ").join(map(str, value))
    return str(value)


class FieldInput(QWidget):
    """The input of one field; :meth:`value` raises :class:`AnswerProblem` naming what is
    wrong."""

    changed = Signal()
    submit = Signal()

    def __init__(self, field: Field, exercise: Exercise, describe: Callable[[str], str]) -> None:
        super().__init__()
        self.field = field
        self.list: QListWidget | None = None
        self.line: QLineEdit | None = None
        self.group: QButtonGroup | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if field.form == "move":
            self.list = QListWidget()
            for move in exercise.choices:
                item = QListWidgetItem(describe(move))
                item.setData(Qt.ItemDataRole.UserRole, move)
                self.list.addItem(item)
            self.list.setMinimumHeight(120)
            self.list.setMaximumHeight(300)
            relative_font(self.list, 1.15)
            self.list.currentRowChanged.connect(lambda _row: self.changed.emit())
            self.list.itemActivated.connect(lambda _item: self.submit.emit())  # Enter, double-click
            layout.addWidget(self.list)
        elif field.form in ("outcome", "side"):
            self.group = QButtonGroup(self)
            options: list[tuple[Any, str]] = (
                [(v, outcome_word(v)) for v in (1, 0, -1)] if field.form == "outcome"
                else [(s, s) for s in exercise.sides])
            self.options = [v for v, _ in options]
            for i, (_, text) in enumerate(options):
                button = QPushButton(text)
                button.setCheckable(True)
                self.group.addButton(button, i)
                layout.addWidget(button)
            layout.addStretch(1)
            self.group.buttonClicked.connect(lambda _b: self.changed.emit())
        else:
            self.line = QLineEdit()
            self.line.setPlaceholderText(
                QCoreApplication.translate("Training", "a whole number") if field.form == "int"
                else QCoreApplication.translate("Training", "whole numbers, e.g. 7 12"))
            self.line.textChanged.connect(lambda _t: self.changed.emit())
            self.line.returnPressed.connect(self.submit.emit)
            layout.addWidget(self.line, 1)

    def choose(self, value: Any) -> None:
        """Set the input to ``value`` (a reply value: the tests and the board's clicks)."""
        if self.list is not None:
            for row in range(self.list.count()):
                if self.list.item(row).data(Qt.ItemDataRole.UserRole) == value:
                    self.list.setCurrentRow(row)
        elif self.group is not None:
            button = self.group.button(self.options.index(value))
            button.setChecked(True)
            self.changed.emit()
        elif self.line is not None:
            self.line.setText(" ".join(map(str, value)) if isinstance(value, (list, tuple))
                              else str(value))

    def value(self) -> Any:
        if self.list is not None:
            item = self.list.currentItem()
            if item is None:
                raise AnswerProblem(QCoreApplication.translate("Training", "choose a move"))
            return item.data(Qt.ItemDataRole.UserRole)
        if self.group is not None:
            checked = self.group.checkedId()
            if checked < 0:
                raise AnswerProblem(QCoreApplication.translate("Training", "choose one"))
            return self.options[checked]
        assert self.line is not None
        text = self.line.text().strip()
        if not text:
            raise AnswerProblem(QCoreApplication.translate("Training", "nothing typed"))
        if self.field.form == "int":
            try:
                return parse_int(text, -MAX_INT)
            except InputError as exc:
                raise AnswerProblem(localized(exc)) from None
        words = [w for w in re.split(r"[\s,;]+", text) if w]
        if len(words) > MOST_NUMBERS:
            raise AnswerProblem(QCoreApplication.translate(
                "Training", "at most {0} numbers").format(MOST_NUMBERS))
        try:
            return [parse_int(w, -MAX_INT) for w in words]
        except InputError as exc:
            raise AnswerProblem(localized(exc)) from None

    def set_enabled(self, enabled: bool) -> None:
        widgets: list[QWidget] = [w for w in (self.list, self.line) if w is not None]
        if self.group is not None:
            buttons: list[QAbstractButton] = self.group.buttons()
            widgets.extend(buttons)
        for w in widgets:
            w.setEnabled(enabled)


class AnswerForm(QWidget):
    """Every field of an exercise, with its question above its input."""

    submit = Signal()
    changed = Signal()

    def __init__(self, exercise: Exercise, describe: Callable[[str], str]) -> None:
        super().__init__()
        self.inputs: list[FieldInput] = []
        form = QVBoxLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for field in exercise.fields:
            box = FieldInput(field, exercise, describe)
            box.submit.connect(self.submit.emit)
            box.changed.connect(self.changed.emit)
            label = QLabel(say(field.label))
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            form.addWidget(label)
            form.addWidget(box)
            self.inputs.append(box)

    def reply(self) -> dict[str, Any]:
        """The reply for ``check``; raises :class:`AnswerProblem` whose message names the field
        and what is wrong with it (in the UI's language)."""
        out: dict[str, Any] = {}
        for box in self.inputs:
            try:
                out[box.field.key] = box.value()
            except AnswerProblem as exc:
                name = say(box.field.label) if len(self.inputs) > 1 else ""
                raise AnswerProblem(f"{name} {exc}".strip()) from None
        return out

    def input_of(self, form: str) -> FieldInput | None:
        return next((b for b in self.inputs if b.field.form == form), None)

    def set_enabled(self, enabled: bool) -> None:
        for box in self.inputs:
            box.set_enabled(enabled)
