"""A board drawn on one canvas, with the moves that have no place on it (a pass, "take") as
buttons centred below."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget


class CanvasBoard(QWidget):
    """The canvas renders the position and reports clicks; the board turns them into moves
    (``move_chosen``). Owns no rules."""

    move_chosen = Signal(object)

    def __init__(self, canvas: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.button_row = QHBoxLayout()
        self.button_row.addStretch(1)
        self.button_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(canvas, 1)
        layout.addLayout(self.button_row)

    def move_button(self, move: Any) -> QPushButton:
        """A button below the canvas that plays ``move`` (its text is the tab's to set)."""
        button = QPushButton()
        self.button_row.insertWidget(self.button_row.count() - 1, button)
        button.clicked.connect(lambda: self.move_chosen.emit(move))
        return button
