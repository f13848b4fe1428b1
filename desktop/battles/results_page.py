"""The results of a battle: the standings and the cross-table; the list of every game."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.battles.model import cross_table, first_lines, margins, number, points, printed
from desktop.battles.names import forfeit_message, reason_name
from engines.battle.battle import BattleResult, GameRecord


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    return table


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _fill(table: QTableWidget, header: Sequence[str], rows: Sequence[Sequence[Any]],
          stretch: int | None = None, centre: bool = False) -> None:
    """``rows`` of values shown as text: numbers to the right (``centre``: every cell but
    the first column centred)."""
    table.setColumnCount(len(header))
    table.setHorizontalHeaderLabels(list(header))
    table.setRowCount(len(rows))
    middle = Qt.AlignmentFlag.AlignVCenter
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem(str(value))
            if centre and c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            elif _numeric(str(value).replace("–", "")):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | middle)
            table.setItem(r, c, item)
    head = table.horizontalHeader()
    head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None and stretch < len(header):
        head.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows (a few players): the room below goes to the next table."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().height() + 2 * table.frameWidth() + sum(
        table.rowHeight(r) for r in range(table.rowCount()))
    table.setMaximumHeight(height + 2)


def scores(result: BattleResult) -> bool:
    """Whether the game scores (its games carry a score)."""
    return any(g.score is not None for g in result.games)


class StandingsView(QWidget):
    """The standings, best first, and the cross-table in the players' order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.standings = _table(9)
        self.standings_label, self.cross_label = QLabel(), QLabel()
        for label in (self.standings_label, self.cross_label):
            label.setWordWrap(True)
        self.cross = _table(1)
        tables = QHBoxLayout()
        for widgets in ((self.standings_label, self.standings), (self.cross_label, self.cross)):
            column = QVBoxLayout()
            for widget in widgets:
                column.addWidget(widget)
            column.addStretch(1)
            tables.addLayout(column, 3 if widgets[1] is self.standings else 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(tables, 1)
        self.result: BattleResult | None = None
        self.names: list[str] = []

    def show_result(self, result: BattleResult, names: list[str], summary: str) -> None:
        self.result, self.names = result, names
        self.summary.setText(summary)
        self.standings_label.setText(self.tr(
            "Standings: a win is 1 point, a draw ½, a forfeit is a loss"))
        self.cross_label.setText(self.tr(
            "Cross-table: the row player's wins–draws–losses against the column player"))
        header, rows = self.standing_rows()
        _fill(self.standings, header, rows, 1)
        _fit_height(self.standings)
        table = cross_table(result)
        _fill(self.cross, [self.tr("Player")] + [str(i + 1) for i in range(len(names))],
              [[f"{i + 1}. {name}"] + ["×" if cell is None else "–".join(map(str, cell))
                                      for cell in table[i]] for i, name in enumerate(names)],
              0, centre=True)
        _fit_height(self.cross)

    def standing_rows(self) -> tuple[list[str], list[list[Any]]]:
        """The standings' header and rows, best first (the CSV too)."""
        result = self.result
        assert result is not None
        header = [self.tr("Place"), self.tr("Player"), self.tr("Games"), self.tr("Wins"),
                  self.tr("Draws"), self.tr("Losses"), self.tr("Forfeits"), self.tr("Points")]
        with_margin = scores(result)
        if with_margin:
            header.append(self.tr("Average margin"))
        margin = margins(result)
        order = sorted(range(len(result.players)), key=lambda i: -result.players[i].points)
        rows = []
        for i in order:
            s = result.players[i]
            above = sum(p.points > s.points for p in result.players)
            level = sum(p.points == s.points for p in result.players)
            place = str(above + 1) if level == 1 else f"{above + 1}–{above + level}"
            row: list[Any] = [place, self.names[i], s.wins + s.draws + s.losses, s.wins,
                              s.draws, s.losses, s.forfeits, points(s.points)]
            if with_margin:
                value = margin[i]
                row.append("" if value is None else ("+" if value > 0 else "")
                           + number(value, 1))
            rows.append(row)
        return header, rows


class OutputView(QWidget):
    """What the strategies printed in one game (``print`` is how pupils debug), each file's
    text under its name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        self.show_game(None, -1, [])

    def show_game(self, record: GameRecord | None, index: int, names: list[str]) -> None:
        """Game ``index`` (from 0) of the battle; ``None``: no game chosen."""
        if record is None:
            self.title.setText(self.tr("Program output"))
            self.text.setPlainText("")
            self.text.setPlaceholderText(self.tr(
                "Choose a game: what the strategy files printed in it (print) is shown here."))
            return
        self.title.setText(self.tr("Program output, game {0}").format(index + 1))
        self.text.setPlaceholderText(self.tr("The strategy files printed nothing in this game."))
        self.text.setPlainText("\n".join(
            f"── {name} ──\n{text.rstrip()}\n" for name, text in printed(record, names)))


class OutputWindow(QDialog):
    """What the strategies printed in the game replayed on its tab, in a small window beside
    it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Tool)
        self.beside = parent
        self.view = OutputView()
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        self.resize(460, 360)

    def show_game(self, record: GameRecord, index: int, names: list[str]) -> None:
        self.setWindowTitle(self.tr("Program output"))
        self.view.show_game(record, index, names)
        # Over the lower right of the main window: the board and the analysis's best moves
        # stay in sight.
        frame = self.beside.frameGeometry()
        self.move(max(frame.left(), frame.right() - self.width() - 24),
                  max(frame.top(), frame.bottom() - self.height() - 80))
        self.show()
        self.raise_()


class GamesView(QWidget):
    """Every game, and what the strategies printed in the chosen one; ``open_requested(index)``
    on a double click or the button."""

    open_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = _table(9)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.output = OutputView()
        self.open_button = QPushButton()
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        bar = QHBoxLayout()
        bar.addWidget(self.hint, 1)
        bar.addWidget(self.open_button)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.games)
        split.addWidget(self.output)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(bar)
        self.games.cellDoubleClicked.connect(lambda row, _: self.open_requested.emit(row))
        self.open_button.clicked.connect(self._open_selected)
        self.games.itemSelectionChanged.connect(self._enable)
        self.games.itemSelectionChanged.connect(self._show_output)
        self.result: BattleResult | None = None
        self.names: list[str] = []
        self._enable()

    def retranslate_ui(self) -> None:
        self.open_button.setText(self.tr("Open in its tab"))
        self.hint.setText(self.tr(
            "Double-click a game to replay it move by move in the game's tab, with the "
            "analysis: step with Redo (Ctrl+Y) and see where a strategy went wrong."))
        self._show_output()

    def _show_output(self) -> None:
        row = self.games.currentRow() if self.games.selectedItems() else -1
        result = self.result
        if result is None or not 0 <= row < len(result.games):
            self.output.show_game(None, -1, self.names)
        else:
            self.output.show_game(result.games[row], row, self.names)

    def _open_selected(self) -> None:
        row = self.games.currentRow()
        if row >= 0:
            self.open_requested.emit(row)

    def _enable(self) -> None:
        self.open_button.setEnabled(bool(self.games.selectedItems()))

    def show_result(self, result: BattleResult, names: list[str]) -> None:
        self.result, self.names = result, names
        header, rows = self.game_rows()
        row = self.games.currentRow() if self.games.selectedItems() else -1
        output = any(g.output for g in result.games)
        _fill(self.games, header, rows, 8 if output else 7)
        self.games.setColumnHidden(4, not scores(result))
        self.games.setColumnHidden(6, not any(g.opening for g in result.games))
        self.games.setColumnHidden(8, not output)
        for r, g in enumerate(result.games):
            for column, tip in ((5, " ".join(g.moves)), (7, rows[r][7])):
                item = self.games.item(r, column)
                if item is not None and tip:
                    item.setToolTip(tip)  # the whole of a long message, or the moves
        if 0 <= row < len(result.games):  # a running battle's refresh keeps the choice
            self.games.selectRow(row)
        self._show_output()

    def game_rows(self) -> tuple[list[str], list[list[Any]]]:
        """The header and a row per game, in the order played (the CSV too)."""
        result = self.result
        assert result is not None
        header = [self.tr("Game"), self.tr("First move"), self.tr("Second"),
                  self.tr("Winner"), self.tr("Score"), self.tr("Moves"),
                  self.tr("Opening moves"), self.tr("Forfeit"), self.tr("Program output")]
        return header, [self.game_row(n, g) for n, g in enumerate(result.games, 1)]

    def game_row(self, n: int, g: GameRecord) -> list[Any]:
        winner = self.tr("draw") if g.winner is None else self.names[g.winner]
        forfeit = ""
        if g.forfeit is not None:
            # The message names the file (the loser), the line and the position.
            forfeit = self.tr("{0}: {1}").format(reason_name(str(g.forfeit["reason"])),
                                                  forfeit_message(g.forfeit))
        score = "" if g.score is None else number(g.score)
        return [n, self.names[g.first], self.names[g.second], winner, score, len(g.moves),
                g.opening, forfeit, first_lines(g, self.names)]
