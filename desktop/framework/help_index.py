"""Help → every game's rules and algorithm page in one window, the list of pages on the left."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.dialogs import show_help_page

PAGES = ("rules", "algorithm")
TOOL_PAGES = (("battles", "strategies"),)
"""The classroom tools' pages (``resources/help/<tool>/<page>.*.html``), listed after the
games under one heading."""


class HelpIndexDialog(QDialog):
    """``games`` are (help folder name, title) in the order of the tabs."""

    def __init__(self, parent: QWidget | None, games: list[tuple[str, str]],
                 language: str) -> None:
        super().__init__(parent)
        self.language = language
        self.setWindowTitle(self.tr("Help: all games"))
        self.resize(1100, 680)
        self.index = QTreeWidget()
        self.index.setHeaderHidden(True)
        self.index.setMinimumWidth(220)
        self.items: dict[tuple[str, str], QTreeWidgetItem] = {}
        page_titles = {"rules": self.tr("Rules"), "algorithm": self.tr("How the computer plays")}
        for game, title in games:
            top = self._heading(title)
            for page in PAGES:
                item = QTreeWidgetItem([page_titles[page]])
                item.setData(0, Qt.ItemDataRole.UserRole, (game, page))
                top.addChild(item)
                self.items[(game, page)] = item
            top.setExpanded(True)
        self._add_tool_pages()
        self.index.currentItemChanged.connect(self._chosen)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.index)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.shown: tuple[str, str] | None = None

    def _heading(self, title: str) -> QTreeWidgetItem:
        top = QTreeWidgetItem([title])
        top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        font = top.font(0)
        font.setBold(True)
        top.setFont(0, font)
        self.index.addTopLevelItem(top)
        return top

    def _add_tool_pages(self) -> None:
        titles = {("battles", "strategies"): self.tr("Battles of strategies")}
        top = self._heading(self.tr("Classroom"))
        for key in TOOL_PAGES:
            item = QTreeWidgetItem([titles[key]])
            item.setData(0, Qt.ItemDataRole.UserRole, key)
            top.addChild(item)
            self.items[key] = item
        top.setExpanded(True)

    def show_page(self, game: str, page: str) -> None:
        item = self.items.get((game, page)) or next(iter(self.items.values()), None)
        if item is not None:
            self.index.setCurrentItem(item)

    def _chosen(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        data = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if data:
            game, page = data
            self.shown = (game, page)
            show_help_page(self.browser, game, page, self.language)
