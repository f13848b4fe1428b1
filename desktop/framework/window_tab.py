"""What the main window asks of every tab, whatever its game: a title, the menu's actions, being
shown and hidden, and its game as a save file.

Two-player games are :class:`~desktop.framework.game_tab.GameTab` s (seats, modes, the analysis
panel); a one-player game such as the solitaire lab is a tab of its own. The main window talks
to both through this class only, so it needs no test of which kind a tab is.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from desktop.framework.savefile import SavedGame


class WindowTab(QWidget):
    record_changed = Signal()
    """The game changed: a move, an undo or redo, a new game (the autosave listens)."""

    game_name = ""
    """The game's name in save files; also its help-page folder."""

    def tab_title(self) -> str:
        raise NotImplementedError

    # --- shown and hidden ------------------------------------------------------------------
    def activate(self) -> None:
        """The tab was shown: it may think again."""

    def deactivate(self) -> None:
        """The tab was hidden: stop any work on a worker thread of this process (it would slow
        the tab being shown)."""

    def shut_down(self) -> None:
        """The window closes: stop every piece of work, worker processes too."""
        self.deactivate()

    # --- the Game and Edit menus -------------------------------------------------------------
    def new_game(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def edit_position(self) -> None:
        raise NotImplementedError

    # --- files ---------------------------------------------------------------------------------
    def to_saved(self) -> SavedGame:
        raise NotImplementedError

    def load_saved(self, saved: SavedGame) -> None:
        """Replace the game by ``saved``; raise :class:`SaveFileError` naming what is wrong and
        keep the game in play as it was."""
        raise NotImplementedError

    # --- --screenshots -------------------------------------------------------------------------
    def screenshot_game(self) -> None:
        """Put a game in progress on the tab, for ``--screenshots``."""

    def extra_screens(self) -> list[tuple[str, Any]]:
        """(name, function that shows it) for screens beyond the tab as first shown."""
        return []
