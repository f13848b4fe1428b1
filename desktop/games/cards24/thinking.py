"""How the computer thinks in 24 cards: the Sprague–Grundy table.

The current position is a cell SG[c1, …, cV] of a V-dimensional table; the cells one move away are
listed with their values, the computer's target (a zero) in green, or in a lost position its trap
in yellow; the mex of the options is worked out step by step; and a slice of the table can be
explored as a coloured grid — a click moves the board there.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import BLUE, HIGHLIGHT_YELLOW, HINT_LIGHT, NEUTRAL_FILL
from desktop.framework.thinking import ThinkingView
from desktop.framework.zoom import relative_font
from engines.analysis import Analysis
from engines.games.cards24.rules import Cards24, Cards24Analyzer, CardsPosition
from engines.policy import Choice

ZERO = QColor(HINT_LIGHT)
TRAP = QColor(HIGHLIGHT_YELLOW)
OVER = QColor(NEUTRAL_FILL)
PALETTE = [QColor(HINT_LIGHT)] + [QColor(BLUE[shade]) for shade in (50, 100, 200, 300, 400, 500,
                                                                   600, 700, 800)]
STEP_MS = 700


def cell_name(pos: CardsPosition) -> str:
    return "SG[" + ", ".join(map(str, pos.counts)) + "]"


class Cards24ThinkingView(ThinkingView):
    jump_requested = Signal(object)
    """A table cell was clicked: the board should show that position."""

    def __init__(self, game: Cards24, analyzer: Cards24Analyzer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.analyzer = game, analyzer
        self.title = QLabel()
        self.title.setWordWrap(True)
        relative_font(self.title, 1.1, bold=True)
        self.moves = QTableWidget()
        self.moves.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.moves.verticalHeader().setVisible(False)
        self.moves.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.moves.horizontalHeader().setStretchLastSection(True)
        self.mex = QLabel()
        self.mex.setWordWrap(True)
        self.mex.setTextFormat(Qt.TextFormat.RichText)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        cell_page = QWidget()
        cell_layout = QVBoxLayout(cell_page)
        cell_layout.addWidget(self.title)
        cell_layout.addWidget(self.moves, 1)
        cell_layout.addWidget(self.mex)
        cell_layout.addWidget(self.reason)

        self.rows_box = QComboBox()
        self.cols_box = QComboBox()
        self.rows_label = QLabel()
        self.cols_label = QLabel()
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.cellClicked.connect(self._grid_clicked)
        self.slice_note = QLabel()
        self.slice_note.setWordWrap(True)
        choose = QHBoxLayout()
        for w in (self.rows_label, self.rows_box, self.cols_label, self.cols_box):
            choose.addWidget(w)
        choose.addStretch(1)
        explorer = QWidget()
        explorer_layout = QVBoxLayout(explorer)
        explorer_layout.addLayout(choose)
        explorer_layout.addWidget(self.slice_note)
        explorer_layout.addWidget(self.grid, 1)
        self.rows_box.currentIndexChanged.connect(lambda _: self._fill_grid())
        self.cols_box.currentIndexChanged.connect(lambda _: self._fill_grid())

        self.pages = QTabWidget()
        self.pages.addTab(cell_page, "")
        self.pages.addTab(explorer, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.pages)
        self.timer = QTimer(self, interval=STEP_MS)
        self.timer.timeout.connect(self._mex_step)
        self.analysis: Analysis[Any, Any] | None = None
        self.choice: Choice | None = None
        self._mex_values: list[int] = []
        self._mex_shown = 0
        self.retranslate_ui()

    def set_game(self, game: Cards24, analyzer: Cards24Analyzer) -> None:
        self.game, self.analyzer = game, analyzer
        self.analysis = self.choice = None  # an analysis of the old deck means nothing here
        self._fill_dimensions()

    def retranslate_ui(self) -> None:
        self.pages.setTabText(0, self.tr("Cell and moves (mex)"))
        self.pages.setTabText(1, self.tr("Table explorer"))
        self.rows_label.setText(self.tr("rows: cards of value"))
        self.cols_label.setText(self.tr("columns: cards of value"))
        self.moves.setColumnCount(4)
        self.moves.setHorizontalHeaderLabels([self.tr("Take"), self.tr("Cell after the move"),
                                              self.tr("Value"), self.tr("Note")])
        self._fill_dimensions()
        if self.analysis is not None:
            self._show(self.analysis, self.choice, animate=False)

    def _fill_dimensions(self) -> None:
        for box, default in ((self.rows_box, 0), (self.cols_box, 1)):
            index = box.currentIndex()
            box.blockSignals(True)
            box.clear()
            box.addItems([str(v) for v in range(1, len(self.game.deck) + 1)])
            box.setCurrentIndex(index if 0 <= index < box.count() else min(default,
                                                                           box.count() - 1))
            box.blockSignals(False)

    # --- inputs --------------------------------------------------------------------------
    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        if self.choice is not None and self.analysis is not None and not self.analysis.terminal \
                and analysis.position == self.game.play(self.analysis.position,
                                                        self.choice.move.move):
            self._fill_grid(analysis.position)
            return  # keep explaining the computer's move until the next move is made
        self._show(analysis, None, animate=False)

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        self._show(analysis, choice, animate=True)

    def finish(self) -> None:
        self.timer.stop()
        self._mex_shown = len(self._mex_values) + 1
        self._render_mex()

    # --- the cell, its options and the mex ----------------------------------------------
    def _show(self, analysis: Analysis[Any, Any], choice: Choice | None, animate: bool) -> None:
        self.analysis, self.choice = analysis, choice
        game, pos = self.game, analysis.position
        grundy, values, _ = self.analyzer.tables()
        g = grundy[game.index(pos)]
        if analysis.terminal:
            state = self.tr("the game is over")
        elif g:
            state = self.tr("not zero: the player to move wins by moving to a zero")
        else:
            state = self.tr("zero: the player to move loses against perfect play")
        self.title.setText(f"{cell_name(pos)} = {g} — {state}")
        rows = []
        room = game.target - game.total(pos)
        for v in game.legal_moves(pos):
            child = game.play(pos, v)
            rows.append((v, child, grundy[game.index(child)] if v <= room else None))
        self.moves.setRowCount(len(rows))
        chosen = choice.move.move if choice is not None else None
        self._mex_values = sorted({r[2] for r in rows if r[2] is not None})
        for r, (v, child, value) in enumerate(rows):
            if value is None:
                note, colour = self.tr("over {0}: loses at once").format(game.target), OVER
            elif value == 0:
                note, colour = self.tr("a zero: the opponent is lost"), ZERO
            else:
                note, colour = "", None
            if v == chosen:
                if choice is not None and choice.reason == "trap":
                    winning, total = choice.move.replies or (0, 0)
                    note = self.tr("the computer's trap: {0} winning replies of {1}").format(
                        winning, total)
                    colour = TRAP
                else:
                    note = self.tr("the computer's choice") + (f" — {note}" if note else "")
            cells = [str(v), cell_name(child), "—" if value is None else str(value), note]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if colour is not None:
                    item.setBackground(QBrush(colour))
                if v == chosen:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.moves.setItem(r, c, item)
        if choice is not None and choice.reason == "trap":
            self.reason.setText(self.tr(
                "Every move leads to a non-zero cell, so every move loses against perfect play. "
                "The computer makes the game last as long as it can and, among those moves, "
                "picks the one that leaves you the fewest winning replies."))
        elif choice is not None:
            self.reason.setText(self.tr("The computer moves to a cell with value 0: from there "
                                        "every move of yours leads to a non-zero cell."))
        else:
            self.reason.setText("")
        self._mex_shown = 0 if animate else len(self._mex_values) + 1
        self._render_mex()
        if animate:
            self.timer.start()
        self._fill_grid(pos)

    def _mex_step(self) -> None:
        self._mex_shown += 1
        self._render_mex()
        if self._mex_shown > len(self._mex_values):
            self.timer.stop()

    def _render_mex(self) -> None:
        if self.analysis is None:
            return
        values = self._mex_values
        text = self.tr("Values of the options: {{{0}}}.").format(", ".join(map(str, values)))
        checks = []
        n = 0
        while n in values:
            checks.append(self.tr("{0} is there").format(n))
            n += 1
        checks.append(self.tr("<b>{0} is missing</b>").format(n))
        shown = checks[: self._mex_shown]
        if shown:
            text += " " + " → ".join(shown)
        if self._mex_shown >= len(checks):
            text += " " + self.tr("⇒ mex = {0}, the value of this cell.").format(n)
        self.mex.setText(text)

    # --- the explorer --------------------------------------------------------------------
    def _fill_grid(self, pos: CardsPosition | None = None) -> None:
        if pos is None:
            pos = self.analysis.position if self.analysis is not None else None
        if pos is None:
            return
        self._grid_pos = pos
        game = self.game
        grundy, _, _ = self.analyzer.tables()
        r_dim, c_dim = self.rows_box.currentIndex(), self.cols_box.currentIndex()
        if r_dim < 0 or c_dim < 0:
            return
        fixed = [f"{v + 1}s = {c}" for v, c in enumerate(pos.counts) if v not in (r_dim, c_dim)]
        self.slice_note.setText(self.tr("Other counts fixed as now: {0}. Zero cells (green) "
                                        "are lost for the player to move. Click a cell to go "
                                        "there.").format(", ".join(fixed) or "—"))
        n_rows, n_cols = game.deck[r_dim] + 1, game.deck[c_dim] + 1
        self.grid.setRowCount(n_rows)
        self.grid.setColumnCount(n_cols)
        self.grid.setVerticalHeaderLabels([str(i) for i in range(n_rows)])
        self.grid.setHorizontalHeaderLabels([str(i) for i in range(n_cols)])
        for r in range(n_rows):
            for c in range(n_cols):
                counts = list(pos.counts)
                counts[r_dim], counts[c_dim] = r, c
                cell = CardsPosition(tuple(counts))
                over = game.total(cell) > game.target
                value = grundy[game.index(cell)]
                item = QTableWidgetItem("—" if over else str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(QBrush(OVER if over else PALETTE[min(value, 9)]))
                if cell == pos:
                    f = item.font()
                    f.setBold(True)
                    f.setUnderline(True)
                    item.setFont(f)
                    item.setText(f"[{item.text()}]")
                item.setData(Qt.ItemDataRole.UserRole, None if over else counts)
                self.grid.setItem(r, c, item)

    def _grid_clicked(self, row: int, column: int) -> None:
        item = self.grid.item(row, column)
        counts = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if counts is not None:
            self.jump_requested.emit(CardsPosition(tuple(counts)))
