"""Pupils against each other: the names of the two players of a human–human game.

The names are remembered in the settings, so the next lesson starts with the same pair.
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.dialogs import error_line, ok_cancel

MAX_NAME = 24
"""Long enough for a first name and surname, short enough for the status line and chart."""
KEYS = ("players/first", "players/second")


class NameStore(Protocol):
    """What the names need of a settings store: the app's typed ``Settings`` or a QSettings."""

    def value(self, key: str, default: str, /) -> object: ...

    def setValue(self, key: str, value: str, /) -> None: ...  # noqa: N802 — Qt's spelling


def remembered(settings: NameStore | None) -> tuple[str, str]:
    """The names entered last time (empty when none were, or when the stored ones are bad)."""
    if settings is None:
        return "", ""
    names = []
    for key in KEYS:
        value = settings.value(key, "")
        names.append(value if isinstance(value, str) and problem(value) is None else "")
    return names[0].strip(), names[1].strip()


def remember(settings: NameStore | None, names: tuple[str, str]) -> None:
    if settings is not None:
        for key, name in zip(KEYS, names):
            settings.setValue(key, name)


def problem(name: str) -> str | None:
    """What is wrong with a typed name, in words (None: it is fine)."""
    name = name.strip()
    if len(name) > MAX_NAME:
        return QCoreApplication.translate("PlayerNamesDialog", "A name can have at most {0} characters.").format(MAX_NAME)
    if any(c in name for c in "<>&") or any(not c.isprintable() for c in name):
        return QCoreApplication.translate("PlayerNamesDialog", "A name cannot contain <, >, & or control characters.")
    return None


class PlayerNamesDialog(QDialog):
    """Two fields, one per side; an empty field keeps the side's own name (A, B…)."""

    def __init__(self, parent: QWidget | None, labels: tuple[str, str],
                 names: tuple[str, str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.labels = labels
        self.fields = []
        form = QFormLayout()
        for side, (label, name) in enumerate(zip(labels, names)):
            field = QLineEdit(name)
            field.setPlaceholderText(label)
            field.setMinimumWidth(260)
            field.textChanged.connect(self._check)
            form.addRow(self.tr("Plays {0} (moves first):").format(label) if side == 0
                        else self.tr("Plays {0}:").format(label), field)
            self.fields.append(field)
        intro = QLabel(self.tr("Two pupils play each other. Type their names; the analysis is "
                               "hidden until the teacher shows it (the Analysis button)."))
        intro.setWordWrap(True)
        self.error = error_line()
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._check()

    def typed(self) -> tuple[str, str]:
        return self.fields[0].text().strip(), self.fields[1].text().strip()

    def names(self) -> tuple[str, str]:
        """The typed names, an empty one replaced by the side's own name."""
        first, second = (f.text().strip() or label for f, label in zip(self.fields, self.labels))
        return first, second

    def _check(self) -> None:
        errors = [e for e in (problem(f.text()) for f in self.fields) if e]
        first, second = self.names()
        if not errors and first.casefold() == second.casefold():
            errors.append(self.tr("The two players need different names."))
        self.error.setText(errors[0] if errors else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not errors)

    @classmethod
    def ask(cls, parent: QWidget | None, labels: tuple[str, str],
            names: tuple[str, str]) -> tuple[str, str] | None:
        """The names as typed (empty: the side's own name), or None when cancelled."""
        dialog = cls(parent, labels, names)
        return dialog.typed() if dialog.exec() else None
