"""The rows of a worksheet as the teacher edits them: game × kind × level × count."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QHeaderView, QSpinBox, QTableWidget, QWidget

from desktop.worksheets.sheet import MAX_COUNT, Row
from desktop.worksheets.words import game_title, say
from engines.exercise import games, kinds
from engines.exercise.model import Text

Catalog = Mapping[str, Mapping[str, tuple[Text, int]]]
"""game → kind → (the kind's title, its top level)."""
GAME, KIND, LEVEL, COUNT = range(4)


def engine_catalog() -> dict[str, dict[str, tuple[Text, int]]]:
    """Every game and kind the exercise engine offers."""
    return {game: {k.name: (k.title, k.levels) for k in kinds(game)} for game in games()}


class RowsTable(QTableWidget):
    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.catalog = catalog
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(LEVEL,
                                                     QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(COUNT,
                                                     QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setVisible(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Exercise"), self.tr("Level"),
                                        self.tr("Count")])
        for r in range(self.rowCount()):  # the games' and kinds' names in the new language
            games, kinds = self._widget(r, GAME, QComboBox), self._widget(r, KIND, QComboBox)
            for i in range(games.count()):
                games.setItemText(i, game_title(games.itemData(i)))
            titles = self.catalog.get(games.currentData(), {})
            for i in range(kinds.count()):
                kinds.setItemText(i, say(titles.get(kinds.itemData(i), (("", ()), 0))[0]))

    def add_row(self, row: Row | None = None) -> None:
        if not self.catalog:
            return
        r = self.rowCount()
        self.insertRow(r)
        games = QComboBox()
        for game in self.catalog:
            games.addItem(game_title(game), game)
        kinds, level, count = QComboBox(), QSpinBox(), QSpinBox()
        count.setRange(1, MAX_COUNT)
        self.setCellWidget(r, GAME, games)
        self.setCellWidget(r, KIND, kinds)
        self.setCellWidget(r, LEVEL, level)
        self.setCellWidget(r, COUNT, count)
        games.currentIndexChanged.connect(lambda _: self._fill_kinds(games, kinds))
        kinds.currentIndexChanged.connect(lambda _: self._fill_levels(games, kinds, level))
        if row is not None and row.game in self.catalog:
            games.setCurrentIndex(games.findData(row.game))
        self._fill_kinds(games, kinds)
        if row is not None:
            kinds.setCurrentIndex(max(0, kinds.findData(row.kind)))
            level.setValue(row.level)
            count.setValue(row.count)
        else:
            count.setValue(2)

    def _fill_kinds(self, games: QComboBox, kinds: QComboBox) -> None:
        kinds.blockSignals(True)
        kinds.clear()
        for name, (title, _) in self.catalog.get(games.currentData(), {}).items():
            kinds.addItem(say(title), name)
        kinds.blockSignals(False)
        kinds.setCurrentIndex(0)
        kinds.currentIndexChanged.emit(0)

    def _fill_levels(self, games: QComboBox, kinds: QComboBox, level: QSpinBox) -> None:
        _, top = self.catalog.get(games.currentData(), {}).get(kinds.currentData(),
                                                                (("", ()), 1))
        level.setRange(1, max(1, top))

    def remove_row(self) -> None:
        self.removeRow(self.currentRow() if self.currentRow() >= 0 else self.rowCount() - 1)

    def rows(self) -> list[Row]:
        out = []
        for r in range(self.rowCount()):
            game = self._widget(r, GAME, QComboBox).currentData()
            kind = self._widget(r, KIND, QComboBox).currentData()
            out.append(Row(str(game), str(kind), self._widget(r, LEVEL, QSpinBox).value(),
                           self._widget(r, COUNT, QSpinBox).value()))
        return out

    def set_rows(self, rows: list[Row]) -> None:
        self.setRowCount(0)
        for row in rows:
            self.add_row(row)

    def _widget(self, row: int, column: int, kind: type[Any]) -> Any:
        widget = self.cellWidget(row, column)
        assert isinstance(widget, kind), "every cell holds its editor"
        return widget
