"""Every registered game has a tab, every tab's game survives save → load, and the saves of
version 1 (frozen in ``tests/data/saves-v1/``, one per tab) still open."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from desktop.framework.record import Mode
from desktop.i18n import Translations
from desktop.main_window import TAB_CLASSES, MainWindow, make_settings
from engines.registry import GAMES
from tests.desktop.conftest import tab_of

SAVES_V1 = Path(__file__).resolve().parents[1] / "data" / "saves-v1"
COMMAND_LINE_ONLY: dict[str, str] = {}
"""Registered games the app has no tab for, each with its reason; should stay empty."""


def test_every_registered_game_has_a_tab_or_a_reason():
    served = {name: cls.__name__ for cls in TAB_CLASSES for name in cls.games_played()}
    assert len(GAMES) >= 7  # a registry that lost its games would pass the rest
    assert served.get("durak") == served.get("odnomastka") == "OdnomastkaTab"
    missing = [name for name in GAMES if name not in served and name not in COMMAND_LINE_ONLY]
    assert not missing, f"registered games with no tab and no reason: {missing}"
    both = [name for name in COMMAND_LINE_ONLY if name in served]
    assert not both, f"listed as command-line only but they have a tab: {both}"
    assert set(COMMAND_LINE_ONLY) <= set(GAMES)


def new_window(qtbot):
    translations = Translations()
    translations.switch("ru")
    window = MainWindow(translations, make_settings(), autosave=False)
    qtbot.addWidget(window)
    window.show()
    return window, translations


@pytest.fixture
def windows(qtbot):
    made = []

    def make():
        window, translations = new_window(qtbot)
        made.append((window, translations))
        return window
    yield make
    for window, translations in made:
        for tab in window.game_tabs:
            tab.deactivate()
        translations.uninstall()


def play_a_few_moves(tab, count=3):
    """Moves from the middle of each list of legal moves, one taken back: the file must keep
    the moves that can be redone and where the game stands."""
    tab.set_mode(Mode.HUMAN_HUMAN)
    for _ in range(count):
        moves = list(tab.game.legal_moves(tab.position))
        if not moves:
            break
        tab.play_human_move(moves[len(moves) // 2])
    assert tab.record.plies, "no move was played"
    tab.undo_stack.undo()


def state(tab):
    return (tab.to_saved(), tab.position, tab.settings, tab.mode,
            [p.text for p in tab.record.plies], tab.undo_stack.count())


ROUND_TRIPS = [(cls.game_name, {}) for cls in TAB_CLASSES] + [
    ("odnomastka", {"game": "durak", "variant": "optional-take"})]
"""Each tab with its first game, and the games a tab offers besides (settings changed)."""


@pytest.mark.parametrize("name,changes", ROUND_TRIPS,
                         ids=[changes.get("game", name) for name, changes in ROUND_TRIPS])
def test_save_then_load_in_a_new_window_gives_the_same_game(windows, tmp_path, monkeypatch,
                                                            name, changes):
    window = windows()
    tab = tab_of(window, name)
    if changes:
        tab.start_game(dict(tab.settings, **changes))
        assert tab.game.info.name == changes["game"]
    play_a_few_moves(tab)
    path = tmp_path / "game.fgame.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.save_game()
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == name

    fresh = windows()
    assert fresh.load_file(path)
    loaded = tab_of(fresh, name)
    assert fresh.current is loaded
    assert state(loaded) == state(tab)


def test_there_is_a_version_1_save_for_every_tab_and_game():
    names = {json.loads(p.read_text(encoding="utf-8"))["game"] for p in SAVES_V1.glob("*.json")}
    assert names == {cls.game_name for cls in TAB_CLASSES}
    assert (SAVES_V1 / "durak.fgame.json").exists()


@pytest.mark.parametrize("path", sorted(SAVES_V1.glob("*.json")), ids=lambda p: p.name[:-11])
def test_a_version_1_save_still_opens(windows, path):
    """Files written by version 1 of the format, kept as they were: a later version of the
    program must open them, with every move and the position they were at."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["moves"]
    window = windows()
    assert window.load_file(path)
    tab = tab_of(window, data["game"])
    saved = tab.to_saved()
    assert (saved.game, saved.variant, saved.settings, saved.start, saved.moves, saved.current,
            saved.mode) == (data["game"], data["variant"], data["settings"], data["start"],
                            data["moves"], data["current"], data["mode"])
    game = tab.game
    position = game.parse_position(data["start"])
    for text in data["moves"][:data["current"]]:
        position = game.play(position, game.parse_move(position, text))
    assert tab.position == position
