"""Stand-ins for the pages another helper writes (Best play, How the computer thinks), with
the interfaces of SOLITAIRE.md; replaced once theirs are on main."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class _Page(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        QVBoxLayout(self).addWidget(self.label)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText("…")


class BestPlayPanel(_Page):
    preview = Signal(object)
    play_line = Signal(list)
    progress = Signal(object)

    def set_position(self, game: Any, pos: Any, deal: tuple[int, ...]) -> None:
        pass

    def stop(self) -> None:
        pass


class ThinkingView(_Page):
    def show_progress(self, progress: Any) -> None:
        pass

    def show_result(self, result: Any) -> None:
        pass

    def clear(self) -> None:
        pass
