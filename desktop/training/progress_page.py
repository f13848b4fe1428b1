"""The teacher's page: per pupil, game and kind of exercise — answered, solved, accuracy, the
level reached, the PCs — read on the PC or exported as CSV for a spreadsheet. With a class
folder it shows the whole class: this PC's results merged with every file in the folder (read
in the background; this PC's own rows show at once)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import class_folder, paths
from desktop.class_folder_dialog import describe
from desktop.framework.dialogs import error_line
from desktop.framework.messages import localized
from desktop.framework.zoom import relative_font
from desktop.training import class_results, progress
from desktop.training.courier import Courier
from desktop.training.texts import game_title

KindTitle = Callable[[str, str], str]
"""(game, kind name) → the kind's title in the UI's language."""


class ProgressPage(QWidget):
    back_requested = Signal()

    def __init__(self, store: progress.ProgressStore, kind_title: KindTitle,
                 courier: Courier | None = None) -> None:
        super().__init__()
        self.store = store
        self.kind_title = kind_title
        self.courier = courier
        self.folder: class_results.FolderContents | None = None
        """The class folder as last read (None: not read, or no class folder)."""
        self.reading = False
        self.pupils: dict[str, list[tuple[str, progress.Result]]] = {}
        """The table's pupils: name → (PC, answer), this PC's and the class folder's merged."""
        self.title = QLabel()
        relative_font(self.title, 1.4, bold=True)
        self.pupil = QComboBox()
        self.pupil.currentIndexChanged.connect(lambda _i: self._fill())
        self.pupil_label = QLabel()
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # Qt starts descending
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.problems = error_line()
        """Files of the class folder that could not be read, named."""
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export)
        self.refresh_button = QPushButton()
        self.refresh_button.setShortcut(QKeySequence.StandardKey.Refresh)
        # Pupils keep answering on their PCs while the teacher looks: read the folder again.
        self.refresh_button.clicked.connect(lambda: self.refresh(self.pupil.currentData()))
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested.emit)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.pupil_label)
        top.addWidget(self.pupil)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problems)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def refresh(self, pupil: str | None = None) -> None:
        """Re-read the store and, in the background, the class folder; show ``pupil`` (None:
        everybody)."""
        if self.courier is None or self.courier.folder() is None:
            self.folder = None
        elif not self.reading and self.courier.read(self._read):
            self.reading = True
        self._show(pupil)

    def _read(self, contents: class_results.FolderContents) -> None:
        self.reading = False
        self.folder = contents
        self._show(self.pupil.currentData())

    def _show(self, pupil: str | None) -> None:
        pc = self.courier.pc if self.courier is not None else class_folder.pc_name()
        snapshots = [class_results.snapshot(self.store, name, pc) for name in self.store.pupils]
        if self.folder is not None:
            snapshots += self.folder.snapshots
        self.pupils = class_results.merge(snapshots)
        if pupil is not None and pupil not in self.pupils:
            pupil = next((n for n in self.pupils
                          if class_results.name_key(n) == class_results.name_key(pupil)), pupil)
        self.pupil.blockSignals(True)
        self.pupil.clear()
        self.pupil.addItem(self.tr("All pupils"), None)
        for name in sorted(self.pupils, key=str.casefold):
            self.pupil.addItem(name, name)
        index = self.pupil.findData(pupil) if pupil is not None else 0
        self.pupil.setCurrentIndex(max(0, index))
        self.pupil.blockSignals(False)
        self._fill()

    def rows(self) -> list[progress.Row]:
        return progress.summarize(self.pupils, self.pupil.currentData())

    def _fill(self) -> None:
        self.table.setSortingEnabled(False)
        self.table.clear()
        for row in self.rows():
            item = QTreeWidgetItem(self._cells(row))
            for col in range(3, 8):
                item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight)
            self.table.addTopLevelItem(item)
        self.table.setSortingEnabled(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.problems.setText(self._problems())
        self.problems.setVisible(bool(self.problems.text()))
        folder = self.courier.folder() if self.courier is not None else None
        if folder is None:
            where = self.tr("Results are kept in {0}").format(self.store.path)
        elif self.reading:
            where = self.tr("Reading the class folder {0}…").format(folder)
        else:
            computers = {pc for answers in self.pupils.values() for pc, _ in answers}
            where = self.tr("Pupils: {0}, PCs: {1} — this PC's results ({2}) and the class "
                            "folder {3}.").format(len(self.pupils), len(computers),
                                                  self.store.path, folder)
        if not self.pupils and not self.reading:
            self.status.setText(self.tr("Nobody has trained yet: results appear here after the "
                                        "first answered exercise.") + " " + where)
        else:
            self.status.setText(where)

    def _problems(self) -> str:
        contents = self.folder
        if contents is None:
            return ""
        if contents.error is not None:
            folder = self.courier.folder() if self.courier is not None else None
            return self.tr("The class folder {0} cannot be read ({1}): only this PC's results "
                           "are shown.").format(folder, describe(
                               class_folder.problem(contents.error),
                               contents.error.strerror or str(contents.error)))
        if not contents.problems:
            return ""
        return self.tr("Files of the class folder that could not be read: {0}").format(
            "; ".join(f"{name} ({localized(exc)})" for name, exc in contents.problems))

    def _cells(self, row: progress.Row) -> list[str]:
        return [row.pupil, game_title(row.game), self.kind_title(row.game, row.kind),
                str(row.answered), str(row.solved), f"{row.accuracy} %", str(row.level),
                str(row.points), row.last, row.computers]

    def header(self) -> list[str]:
        return [self.tr("Pupil"), self.tr("Game"), self.tr("Exercise"), self.tr("Answered"),
                self.tr("Solved"), self.tr("Accuracy, %"), self.tr("Level reached"),
                self.tr("Points"), self.tr("Last answer"), self.tr("PCs")]

    def csv_text(self) -> str:
        return progress.to_csv(self.rows(), self.header(),
                               lambda r: (game_title(r.game), self.kind_title(r.game, r.kind)))

    def export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the progress as CSV"),
                                              str(paths.export_folder() / "progress.csv"),
                                              self.tr("CSV table (*.csv)"))
        if name:
            self.export_to(Path(name))

    def export_to(self, path: Path) -> bool:
        try:
            progress.write_csv(path, self.csv_text())
        except OSError as exc:
            self.status.setText(self.tr("Could not write {0}: {1}").format(
                path, exc.strerror or exc))
            return False
        self.status.setText(self.tr("Saved {0}").format(path))
        return True

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Progress of the pupils"))
        self.pupil_label.setText(self.tr("Pupil:"))
        self.table.setHeaderLabels(self.header())
        self.export_button.setText(self.tr("Export as CSV…"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.back_button.setText(self.tr("Back"))
        self.refresh(self.pupil.currentData())
