"""The buttons every search-tree view has: zoom out, zoom in, fit, export — and a line that
confirms an export by naming the file written (or says why it was not); and Step / Show all
under a recorded search's tree."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from desktop.framework.palette import ERROR_RED, SUCCESS_GREEN
from desktop.framework.search_tree import SearchTreeView
from desktop.framework.tree_node import TreeNode

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


class WalkButtons(QWidget):
    """Step and Show all under a recorded search's tree (one from :func:`trace_tree`): the
    search replayed node by node in the order it visited them, or shown whole."""

    def __init__(self, tree: SearchTreeView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = tree
        self.step_button, self.all_button = QPushButton(), QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.step_button)
        row.addWidget(self.all_button)
        self.step_button.clicked.connect(self.step)
        self.all_button.clicked.connect(self.reveal_all)
        self._walk: list[TreeNode] = []
        self.retranslate_ui()

    def restart(self) -> None:
        """Back to the root of a tree just drawn: the next Step shows the first node."""
        self._walk = self.tree.start_walk()

    def step(self) -> None:
        """Reveal the next node the search visited; after the last, start again."""
        if self.tree.root is None:
            return
        if not self._walk:
            self.restart()
        self.tree.step_walk(self._walk)

    def reveal_all(self) -> None:
        if self.tree.root is not None:
            self._walk = []
            self.tree.reveal_line()

    def retranslate_ui(self) -> None:
        self.step_button.setText(self.tr("Step"))
        self.step_button.setToolTip(self.tr("Show the next node the search visited; a node's "
                                            "value appears once the search has finished it"))
        self.all_button.setText(self.tr("Show all"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
