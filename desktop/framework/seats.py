"""Who sits at each side of a game tab: the mode (the computer or a person at each side), the
pupils' names in a human–human game, and so the names the screen gives the sides."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.framework import players
from desktop.framework.controls import GameToolbar
from desktop.framework.record import Mode

# lupdate needs literal translate() calls; these words were the tab's and keep its context.
translate = QCoreApplication.translate


class Seats:
    def __init__(self, parent: QWidget, toolbar: GameToolbar, side_label: Callable[[int], str],
                 changed: Callable[[bool], None]) -> None:
        """``side_label(side)`` names a side as the game does; ``changed(mode_changed)`` is
        called when the mode or the pupils' names changed."""
        self.parent, self.toolbar = parent, toolbar
        self.side_label, self.changed = side_label, changed
        self.mode = Mode.HUMAN_COMPUTER
        self.pupils = ("", "")
        """Names of the two pupils of a human–human game (empty: the side's own name)."""
        self.replay_names: tuple[str, str] | None = None
        """Who played the game on the board when it is a battle's game replayed (the strategy
        files, the engine): shown instead of the pupils until a new game starts."""
        self.app_settings: players.NameStore | None = None
        """The app's settings (the main window sets them), where the pupils' names are kept."""
        self._analysis_before_hh = True
        toolbar.mode_box.currentIndexChanged.connect(self._mode_chosen)
        toolbar.mode_box.activated.connect(self._mode_activated)

    def side_names(self) -> tuple[str, str]:
        """Side names as the user sees them, with who plays each in this mode."""
        names = []
        for side in range(2):
            name = self.side_label(side)
            if self.mode is Mode.HUMAN_HUMAN:
                names.append(self.player_name(side))
            elif self.mode.computer_plays(side):
                names.append(translate("GameTab", "{0} (computer)").format(name))
            else:
                names.append(translate("GameTab", "{0} (you)").format(name))
        return names[0], names[1]

    def player_name(self, side: int) -> str:
        """Who plays ``side``: the pupil's name in a human–human game, else the side's name."""
        if self.mode is Mode.HUMAN_HUMAN and self.replay_names is not None:
            return self.replay_names[side]
        if self.mode is Mode.HUMAN_HUMAN and self.pupils[side]:
            return self.pupils[side]
        return self.side_label(side)

    def show_replay_names(self, names: tuple[str, str]) -> None:
        """The sides named by who played them in a replayed battle game (side 0, side 1)."""
        self.replay_names = names
        self.changed(False)

    def set_mode(self, mode: Mode) -> None:
        self.toolbar.mode_box.setCurrentIndex(list(Mode).index(mode))

    def _mode_chosen(self, index: int) -> None:
        if index < 0:
            return
        mode = list(Mode)[index]
        # Pupils playing each other should think for themselves: the analysis waits until
        # the teacher shows it, and comes back as it was when they are done.
        analysis = self.toolbar.analysis_button
        if mode is Mode.HUMAN_HUMAN and self.mode is not Mode.HUMAN_HUMAN:
            self._analysis_before_hh = analysis.isChecked()
            analysis.setChecked(False)
        elif mode is not Mode.HUMAN_HUMAN and self.mode is Mode.HUMAN_HUMAN:
            analysis.setChecked(self._analysis_before_hh)
        self.mode = mode
        self.changed(True)

    def _mode_activated(self, index: int) -> None:
        """The user chose a mode (not a loaded game): human–human asks for the names."""
        if index >= 0 and list(Mode)[index] is Mode.HUMAN_HUMAN:
            self.ask_player_names()

    def ask_player_names(self) -> None:
        names = players.PlayerNamesDialog.ask(
            self.parent, (self.side_label(0), self.side_label(1)),
            self.pupils if any(self.pupils) else players.remembered(self.app_settings))
        if names is not None:
            self.pupils, self.replay_names = names, None
            players.remember(self.app_settings, names)
            self.changed(False)
