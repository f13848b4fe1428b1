"""The rows of a worksheet as the teacher edits them: game × kind × level × count."""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QHeaderView, QSpinBox, QTableWidget, QWidget

from desktop.worksheets.sheet import MAX_COUNT, Row
from desktop.worksheets.words import say

Catalog = Mapping[str, Mapping[str, tuple[str, int]]]
"""game → kind → (the kind's title in the UI's language, its top level)."""
GAME, KIND, LEVEL, COUNT = range(4)


def engine_catalog() -> dict[str, dict[str, tuple[str, int]]]:
    """Every game and kind the exercise engine offers ({} while it is not installed)."""
    try:
        engine: Any = importlib.import_module("engines.exercise")
        return {game: {k.name: (say(k.title), k.levels) for k in engine.kinds(game)}
                for game in engine.games()}
    except (ImportError, AttributeError):
        return {}


class RowsTable(QTableWidget):
    def __init__(self, catalog: Catalog, titles: Mapping[str, str],
                 parent: QWidget | None = None) -> None:
        """``titles``: the games' names in the UI's language (their tabs' titles)."""
        super().__init__(0, 4, parent)
        self.catalog, self.titles = catalog, titles
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

    def add_row(self, row: Row | None = None) -> None:
        if not self.catalog:
            return
        r = self.rowCount()
        self.insertRow(r)
        games = QComboBox()
        for game in self.catalog:
            games.addItem(self.titles.get(game, game), game)
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
            kinds.addItem(title, name)
        kinds.blockSignals(False)
        kinds.setCurrentIndex(0)
        kinds.currentIndexChanged.emit(0)

    def _fill_levels(self, games: QComboBox, kinds: QComboBox, level: QSpinBox) -> None:
        _, top = self.catalog.get(games.currentData(), {}).get(kinds.currentData(), ("", 1))
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
