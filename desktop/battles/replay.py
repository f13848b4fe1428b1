"""A game of a battle put on the board of its tab, at its start, to be stepped through move by
move with the analysis (as a loaded game of two pupils)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.framework.messages import localized
from desktop.framework.savefile import SavedGame
from engines import registry
from engines.battle.battle import BattleResult, split_settings
from engines.protocol import InputError

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


def saved_game(tab: Any, result: BattleResult, index: int) -> SavedGame:
    """Game ``index`` of ``result`` as a saved game of ``tab`` (the tab's settings for its
    start: a deal, a board's size); raises ``ValueError`` (an ``InputError`` among them)
    naming what does not fit."""
    record = result.games[index]
    found = registry.entry(result.game)
    rules, _ = split_settings(found, result.settings)
    game, _ = registry.build(result.game, result.variant, rules)
    start = game.parse_position(record.start)
    settings = dict(result.settings, **type(tab).settings_for_start(game, start))
    settings["variant"] = result.variant
    return SavedGame(tab.game_name, result.variant, settings, record.start, list(record.moves),
                     0, "hh")


def open_in_tab(parent: QWidget, main: MainWindow, tab: Any, result: BattleResult,
                index: int, names: list[str]) -> bool:
    """Replace the tab's game by game ``index`` of the battle, at its start, and show the tab
    with its analysis, the sides named by the players (``names``: the battle's, as its tables
    show them); on a problem say what, and the tab keeps its game."""
    try:
        saved = saved_game(tab, result, index)
        with main._one_autosave():  # one autosave for the whole game, not one a move
            tab.load_saved(saved)
        record = result.games[index]
        first_side = tab.game.to_move(tab.history.record.start)
        seats = {first_side: names[record.first], 1 - first_side: names[record.second]}
        tab.seats.show_replay_names((f"{seats[0]} ({tab.side_label(0)})",
                                     f"{seats[1]} ({tab.side_label(1)})"))
    except (InputError, ValueError, TypeError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate(
            "Battles", "Open in its tab"), QCoreApplication.translate(
            "Battles", "Game {0} cannot be shown in its tab: {1}").format(
            index + 1, localized(exc)))
        return False
    tab.toolbar.analysis_button.setChecked(True)  # a two-pupil game hides it: show it
    tab.area.side.setCurrentWidget(tab.area.panel)  # every move's value: where it went wrong
    main.tabs.setCurrentWidget(tab)
    main.raise_()
    main.activateWindow()
    return True
