"""«Класс → Папка класса…»: choose, check and clear the class folder (``desktop.class_folder``).

The check — does the folder exist, can this PC write there — runs on a thread of its own: a
network share that does not answer takes half a minute to say so, and the dialog stays usable
meanwhile (the line says "Checking…").
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import class_folder
from desktop.framework.palette import ERROR_RED, WIN
from desktop.framework.zoom import relative_font

if TYPE_CHECKING:
    from desktop.settings import Settings

CHECK_DELAY_MS = 400
"""After the last key typed: a path half typed is not checked."""


def describe(problem: str, detail: str = "") -> str:
    """A class folder's trouble in words (``problem`` as :func:`class_folder.check` names it)."""
    if problem == "missing":
        return QCoreApplication.translate("ClassFolder",
                                          "it does not exist or cannot be reached now")
    if problem == "not-folder":
        return QCoreApplication.translate("ClassFolder", "it is a file, not a folder")
    if problem == "read-only":
        return QCoreApplication.translate("ClassFolder",
                                          "this PC may not write there (read-only)")
    if detail:
        return QCoreApplication.translate("ClassFolder", "it cannot be reached ({0})").format(
            detail)
    return QCoreApplication.translate("ClassFolder", "it cannot be reached")


class ClassFolderDialog(QDialog):
    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Class folder"))
        self.setMinimumWidth(640)
        title = QLabel(self.tr("Class folder"))
        relative_font(title, 1.3, bold=True)
        about = QLabel(self.tr(
            "One folder for the whole class: every PC writes its pupils' training results "
            "there, and pupils hand in their strategies there, so that the teacher's table "
            "shows the whole class. A network share, a folder on the teacher's USB stick or a "
            "folder on this PC; every PC of the class should name the same folder."))
        about.setWordWrap(True)
        self.path = QLineEdit(str(class_folder.configured(settings) or ""))
        self.path.setPlaceholderText(self.tr("No class folder: results stay on each PC"))
        self.path.setClearButtonEnabled(True)
        self.path.textChanged.connect(lambda _t: self._schedule_check())
        self.browse_button = QPushButton(self.tr("Browse…"))
        self.browse_button.clicked.connect(self.browse)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self.path.clear)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.browse_button)
        row.addWidget(self.clear_button)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.check_button = QPushButton(self.tr("Check again"))
        self.check_button.clicked.connect(self.check)
        state_row = QHBoxLayout()
        state_row.addWidget(self.state, 1)
        state_row.addWidget(self.check_button)
        self.where = QLabel(self.tr(
            "This PC writes its files as <i>pupil</i>@{0}.json in the folder's <i>results</i> "
            "folder. If the folder cannot be reached, results are kept on this PC and written "
            "there when it is back. The choice is kept in settings.ini as <i>class/folder</i>, "
            "where an administrator can also set it.").format(class_folder.pc_name()))
        self.where.setWordWrap(True)
        relative_font(self.where, 0.9)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(about)
        layout.addSpacing(6)
        layout.addLayout(row)
        layout.addLayout(state_row)
        layout.addSpacing(6)
        layout.addWidget(self.where)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self._generation = 0
        self._answers: dict[int, class_folder.FolderState] = {}
        self.checking = False
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(CHECK_DELAY_MS)
        self._delay.timeout.connect(self.check)
        self._poll = QTimer(self)
        self._poll.setInterval(50)
        self._poll.timeout.connect(self._collect)
        self.check()

    def folder(self) -> Path | None:
        text = self.path.text().strip()
        return Path(text) if text else None

    def browse(self) -> None:
        start = self.path.text().strip() or str(Path.home())
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Choose the class folder"),
                                                  start)
        if chosen:
            self.path.setText(str(Path(chosen)))

    def _schedule_check(self) -> None:
        self._generation += 1  # an answer about the text before is no longer wanted
        self._delay.start()

    def check(self) -> None:
        """Check the folder typed now, on a thread; the state line says the answer."""
        self._delay.stop()
        self._generation += 1
        folder = self.folder()
        if folder is None:
            self.checking = False
            self._poll.stop()
            self._show(self.tr("No class folder is chosen: each PC keeps its pupils' results "
                               "to itself."), None)
            return
        generation = self._generation
        self.checking = True
        self._show(self.tr("Checking {0}…").format(folder), None)

        def run() -> None:
            self._answers[generation] = class_folder.check(folder)
        threading.Thread(target=run, name="class-folder-check", daemon=True).start()
        self._poll.start()

    def _collect(self) -> None:
        state = self._answers.pop(self._generation, None)
        if state is None:
            return  # still checking (answers about text typed before are not wanted)
        self._answers.clear()
        self._poll.stop()
        self.checking = False
        if state.usable:
            self._show(self.tr("✔ Reachable and writable now; %n result file(s) in it.", "",
                               state.files), True)
        else:
            self._show(self.tr("✘ Cannot be used: {0}. Until it can, each PC keeps its "
                               "results.").format(describe(state.problem, state.detail)), False)

    def _show(self, text: str, good: bool | None) -> None:
        colour = "" if good is None else (WIN if good else ERROR_RED).name()
        self.state.setStyleSheet(f"color: {colour}" if colour else "")
        self.state.setText(text)

    def accept(self) -> None:
        folder = self.folder()
        self.settings.setValue(class_folder.SETTING, str(folder) if folder else "")
        self.settings.sync()
        super().accept()
