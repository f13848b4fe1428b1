"""The base of every game's "how the computer thinks" view."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from engines.analysis import Analysis
from engines.policy import Choice


class ThinkingView(QWidget):
    """Base of a game's "how the computer thinks" view."""

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        """The current position's analysis has arrived."""

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        """The computer is about to play ``choice`` in the analysed position."""

    def cancel(self) -> None:
        """Stop any search of the view's own (its tab was hidden)."""

    def finish(self) -> None:
        """Jump to the end of any animation (screenshots, impatient teachers)."""

    def retranslate_ui(self) -> None:
        pass
