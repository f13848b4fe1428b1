"""The tournament window: evaluations and depths against each other on the current board, both
colours, N games each, optional random opening moves, and the table of results."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.controls import fill_combo
from desktop.framework.worker import EngineRunner
from engines.games.kalah.evaluation import EVALUATIONS
from engines.games.kalah.tournament import Entrant, Result, run
from engines.solvers.control import SearchControl


class TournamentDialog(QDialog):
    def __init__(self, parent: QWidget | None, m: int, n: int, variant: str, end: str) -> None:
        super().__init__(parent)
        self.board = (m, n, variant, end)
        self.runner = EngineRunner(self)
        self.entrants = QTableWidget(0, 2)
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self.games, self.opening = QSpinBox(), QSpinBox()
        self.games.setRange(1, 50)
        self.games.setValue(2)
        self.opening.setRange(0, 10)
        self.opening.setValue(2)
        self.run_button, self.cancel_button = QPushButton(), QPushButton()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.results = QTableWidget(0, 6)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.entrants.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        buttons = QHBoxLayout()
        for w in (self.add_button, self.remove_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        form = QFormLayout()
        self.games_label, self.opening_label = QLabel(), QLabel()
        form.addRow(self.games_label, self.games)
        form.addRow(self.opening_label, self.opening)
        actions = QHBoxLayout()
        actions.addWidget(self.run_button)
        actions.addWidget(self.cancel_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.entrants)
        layout.addLayout(buttons)
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(self.results, 1)
        self.add_button.clicked.connect(lambda: self.add_entrant("stores+sides", 4))
        self.remove_button.clicked.connect(self.remove_entrant)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)
        self.runner.busy_changed.connect(self._busy_changed)
        self.runner.failed.connect(self._failed)
        self._total = 0
        self._done: int | None = None
        self.last_result: Result | None = None
        # The status line is rebuilt from these on a language change: (kind, numbers).
        self._status: tuple[str, tuple[int, ...]] = ("", ())
        self.runner.progress.connect(lambda done: self._say("progress", done, self._total))
        self.retranslate_ui()
        for evaluation, depth in (("stores", 4), ("stores+sides", 4), ("linear", 4)):
            self.add_entrant(evaluation, depth)
        self.resize(720, 560)  # the longest evaluation's Russian name fits its box

    def retranslate_ui(self) -> None:
        m, n, _, _ = self.board
        self.setWindowTitle(self.tr("Kalah tournament"))
        self.entrants.setHorizontalHeaderLabels([self.tr("Evaluation"), self.tr("Depth")])
        self.results.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Wins"),
                                                self.tr("Draws"), self.tr("Losses"),
                                                self.tr("Points"), self.tr("Average margin")])
        self.add_button.setText(self.tr("Add a player"))
        self.remove_button.setText(self.tr("Remove the selected player"))
        self.games_label.setText(self.tr("Games per pair and colour"))
        self.opening_label.setText(self.tr("Random moves at the start of each game"))
        self.run_button.setText(self.tr("Play the tournament on Kalah({0},{1})").format(m, n))
        # While the games run the button stops them; before and after, it closes the window
        # and the table of results stays until then.
        self.cancel_button.setText(self.tr("Cancel") if self.runner.busy else self.tr("Close"))
        for row in range(self.entrants.rowCount()):
            combo = self.entrants.cellWidget(row, 0)
            if isinstance(combo, QComboBox):  # the first column holds the players' choosers
                fill_combo(combo, self.evaluation_names())
        self._say(self._status[0], *self._status[1])
        if self.last_result is not None:
            self.show_result(self.last_result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _say(self, kind: str, *numbers: int) -> None:
        self._status = (kind, numbers)
        text: Callable[[], str] | None = {"": lambda: "",
                "need two": lambda: self.tr("Two different players at least, please."),
                "playing": lambda: self.tr("Playing {0} games…").format(*numbers),
                "progress": lambda: self.tr("{0} of {1} games played…").format(*numbers),
                "cancelled": lambda: self.tr("Cancelled."),
                "done": lambda: self.tr("{0} games played. Each pair met with both colours; "
                                        "the margin is the final store difference.").format(
                                            *numbers)}.get(kind)
        if text is not None:
            self.status.setText(text())

    def _failed(self, message: str) -> None:
        self._status = ("failed", ())
        self.status.setText(message)

    def _busy_changed(self, busy: bool) -> None:
        self.run_button.setEnabled(not busy)
        self.cancel_button.setText(self.tr("Cancel") if busy else self.tr("Close"))

    def evaluation_names(self) -> list[str]:
        return [self.tr("store difference"), self.tr("store difference + seeds on each side"),
                self.tr("linear (default weights)")]

    def add_entrant(self, evaluation: str, depth: int) -> None:
        row = self.entrants.rowCount()
        self.entrants.insertRow(row)
        box = QComboBox()
        fill_combo(box, self.evaluation_names())
        box.setCurrentIndex(EVALUATIONS.index(evaluation))
        spin = QSpinBox()
        spin.setRange(1, 12)
        spin.setValue(depth)
        self.entrants.setCellWidget(row, 0, box)
        self.entrants.setCellWidget(row, 1, spin)

    def remove_entrant(self) -> None:
        row = self.entrants.currentRow()
        if row >= 0 and self.entrants.rowCount() > 2:
            self.entrants.removeRow(row)

    def entrant_list(self) -> list[Entrant]:
        out = []
        for row in range(self.entrants.rowCount()):
            box: Any = self.entrants.cellWidget(row, 0)
            spin: Any = self.entrants.cellWidget(row, 1)
            entrant = Entrant(EVALUATIONS[box.currentIndex()], spin.value())
            if entrant not in out:
                out.append(entrant)
        return out

    def start(self) -> None:
        entrants = self.entrant_list()
        if len(entrants) < 2:
            self._say("need two")
            return
        m, n, variant, end = self.board
        games, opening = self.games.value(), self.opening.value()
        total = len(entrants) * (len(entrants) - 1) * games
        self._total = total
        self._say("playing", total)

        def job(control: SearchControl) -> Result:
            inner = control.derive(report=False)  # the searches count nodes; the dialog games

            def games_played(done: int, _: int) -> None:
                if control.progress is not None:
                    control.progress(done)
            return run(entrants, m, n, games, opening, 1, variant, end, inner, games_played)

        self.runner.start(job, self.show_result)

    def cancel_or_close(self) -> None:
        if self.runner.busy:
            self.runner.cancel()
            self._say("cancelled")
        else:
            self.close()

    def show_result(self, result: Result) -> None:
        self.last_result = result
        rows = sorted(result.standings, key=lambda s: (-s.points, -s.average_margin))
        names = dict(zip(EVALUATIONS, self.evaluation_names()))
        self.results.setRowCount(len(rows))
        for r, s in enumerate(rows):
            cells = [self.tr("{0}, depth {1}").format(names[s.entrant.evaluation],
                                                      s.entrant.depth),
                     str(s.wins), str(s.draws), str(s.losses), f"{s.points:g}",
                     f"{s.average_margin:+.2f}".replace("-", "−")]
            for c, text in enumerate(cells):
                self.results.setItem(r, c, QTableWidgetItem(text))
        self._say("done", len(result.games))
