"""The buttons every search-tree view has: zoom out, zoom in, fit, export — and a line that
confirms an export by naming the file written (or says why it was not)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from desktop.framework.palette import ERROR_RED, SUCCESS_GREEN
from desktop.framework.search_tree import SearchTreeView

CONFIRM_MS = 15_000
"""How long the "saved to …" line stays."""


class TreeViewButtons(QWidget):
    def __init__(self, tree: SearchTreeView, export_name: str = "tree.png",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree, self.export_name = tree, export_name
        self.zoom_out, self.zoom_in = QPushButton("−"), QPushButton("+")
        for b in (self.zoom_out, self.zoom_in):
            b.setFixedWidth(32)
        self.fit_button, self.export_button = QPushButton(), QPushButton()
        self.message = QLabel()
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long path must not widen the panel: the label takes the room there is.
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.zoom_out, self.zoom_in, self.fit_button, self.export_button):
            row.addWidget(w)
        row.addWidget(self.message, 1)
        self.zoom_out.clicked.connect(lambda: tree.zoom(0.8))
        self.zoom_in.clicked.connect(lambda: tree.zoom(1.25))
        self.fit_button.clicked.connect(lambda: tree.fit())
        self.export_button.clicked.connect(self.export)
        self._clear = QTimer(self, singleShot=True, interval=CONFIRM_MS)
        self._clear.timeout.connect(self.message.clear)
        self.retranslate_ui()

    def export(self) -> str | None:
        """Ask where, save, and say what happened."""
        try:
            name = self.tree.export_with_dialog(self.export_name)
        except OSError as exc:
            self.say(str(exc), error=True)
            return None
        if name:
            self.say(self.tr("Saved: {0}").format(name))
        return name

    def say(self, text: str, error: bool = False) -> None:
        colour = ERROR_RED if error else SUCCESS_GREEN
        self.message.setStyleSheet(f"color: {colour.name()}")
        self.message.setText(text)
        self.message.setToolTip(text)
        self._clear.start()

    def retranslate_ui(self) -> None:
        self.fit_button.setText(self.tr("Fit to window"))
        self.export_button.setText(self.tr("Export…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
