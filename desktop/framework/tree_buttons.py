"""The four buttons every search-tree view has: zoom out, zoom in, fit and export."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.framework.search_tree import SearchTreeView


class TreeViewButtons(QWidget):
    def __init__(self, tree: SearchTreeView, export_name: str = "tree.png",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.zoom_out, self.zoom_in = QPushButton("−"), QPushButton("+")
        for b in (self.zoom_out, self.zoom_in):
            b.setFixedWidth(32)
        self.fit_button, self.export_button = QPushButton(), QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.zoom_out, self.zoom_in, self.fit_button, self.export_button):
            row.addWidget(w)
        self.zoom_out.clicked.connect(lambda: tree.zoom(0.8))
        self.zoom_in.clicked.connect(lambda: tree.zoom(1.25))
        self.fit_button.clicked.connect(tree.fit)
        self.export_button.clicked.connect(lambda: tree.export_with_dialog(export_name))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.fit_button.setText(self.tr("Fit to window"))
        self.export_button.setText(self.tr("Export…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
