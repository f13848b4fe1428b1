"""The teacher's page: per pupil, game and kind of exercise — answered, solved, accuracy, the
level reached — read on the PC or exported as CSV for a spreadsheet."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
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

from desktop import paths
from desktop.framework.zoom import relative_font
from desktop.training import progress
from desktop.training.texts import game_title

KindTitle = Callable[[str, str], str]
"""(game, kind name) → the kind's title in the UI's language."""


class ProgressPage(QWidget):
    back_requested = Signal()

    def __init__(self, store: progress.ProgressStore, kind_title: KindTitle) -> None:
        super().__init__()
        self.store = store
        self.kind_title = kind_title
        self.title = QLabel()
        relative_font(self.title, 1.4, bold=True)
        self.pupil = QComboBox()
        self.pupil.currentIndexChanged.connect(lambda _i: self._fill())
        self.pupil_label = QLabel()
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setSortingEnabled(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested.emit)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.pupil_label)
        top.addWidget(self.pupil)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def refresh(self, pupil: str | None = None) -> None:
        """Re-read the store; show ``pupil`` (None: everybody)."""
        self.pupil.blockSignals(True)
        self.pupil.clear()
        self.pupil.addItem(self.tr("All pupils"), None)
        for name in sorted(self.store.pupils, key=str.casefold):
            self.pupil.addItem(name, name)
        index = self.pupil.findData(pupil) if pupil is not None else 0
        self.pupil.setCurrentIndex(max(0, index))
        self.pupil.blockSignals(False)
        self._fill()

    def rows(self) -> list[progress.Row]:
        return self.store.rows(self.pupil.currentData())

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
        if not self.store.pupils:
            self.status.setText(self.tr("Nobody has trained yet: results appear here after the "
                                        "first answered exercise."))
        else:
            self.status.setText(self.tr("Results are kept in {0}").format(self.store.path))

    def _cells(self, row: progress.Row) -> list[str]:
        return [row.pupil, game_title(row.game), self.kind_title(row.game, row.kind),
                str(row.answered), str(row.solved), f"{row.accuracy} %", str(row.level),
                str(row.points), row.last]

    def header(self) -> list[str]:
        return [self.tr("Pupil"), self.tr("Game"), self.tr("Exercise"), self.tr("Answered"),
                self.tr("Solved"), self.tr("Accuracy, %"), self.tr("Level reached"),
                self.tr("Points"), self.tr("Last answer")]

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
        self.back_button.setText(self.tr("Back"))
        self.refresh(self.pupil.currentData())
