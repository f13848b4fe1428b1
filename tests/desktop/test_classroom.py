"""A lesson at the projector: presentation mode, pupils against each other, the shortcut list
and the help index."""
import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from desktop import paths
from desktop.framework import players
from desktop.framework.help_index import HelpIndexDialog
from desktop.framework.players import PlayerNamesDialog
from desktop.framework.presentation import ZOOM_STEPS
from desktop.framework.record import Mode
from desktop.framework.shortcuts import ShortcutsDialog, keys, plain, shortcut_rows
from desktop.i18n import Translations
from desktop.main_window import MainWindow, make_settings
from tests.desktop.conftest import settle


@pytest.fixture(autouse=True)
def app_font_back(qapp):
    """The zoom sets the application's font: give the next test the font it had."""
    font = qapp.font()
    yield
    qapp.setFont(font)


# --- presentation mode ---------------------------------------------------------------------
def normal_state(window):
    return (window.menuBar().isVisible(), window.zoom, window.palette().window().color().name(),
            window.palette().text().color().name(),
            [(t.splitter.sizes(), t.side.currentIndex()) for t in window.game_tabs],
            window.isFullScreen(), window.settings.value("ui/font_size"))


def test_presentation_enlarges_hides_the_menus_and_restores_everything(qtbot, window, nim,
                                                                      monkeypatch):
    window.resize(1366, 768)
    window.set_zoom(1)
    nim.side.setCurrentIndex(2)
    nim.splitter.setSizes([900, 400])
    qtbot.wait(50)
    before = normal_state(window)
    # The offscreen screen is 800×800; a projector's full HD has room for the largest zoom.
    monkeypatch.setattr(window.presentation, "room", lambda full_screen: QSize(1920, 1080))
    monkeypatch.setattr(window, "showFullScreen", lambda: window.resize(1920, 1080))
    window.act_presentation.trigger()  # View → Presentation mode (F11)
    assert window.presentation.active and window.act_presentation.isChecked()
    assert not window.menuBar().isVisible()
    assert window.presentation.exit_button.isVisible()
    assert 1 < window.zoom <= 1 + ZOOM_STEPS
    assert window.palette().window().color().name() == "#ffffff"
    assert window.palette().text().color().name() == "#000000"
    assert nim.side.currentIndex() == 1, "how the computer thinks is shown"
    # Two equal halves, unless the board cannot be that narrow.
    left, right = nim.splitter.sizes()
    minimum = [nim.splitter.widget(i).minimumSizeHint().width() for i in (0, 1)]
    assert abs(left - right) <= 2 or left <= minimum[0] + 2 or right <= minimum[1] + 2
    window.act_presentation.trigger()
    assert window.size() == QSize(1366, 768), window.size()
    assert not window.presentation.active and normal_state(window) == before


def test_esc_and_the_small_button_leave_presentation(qtbot, window, nim):
    zoom = window.zoom
    window.presentation.enter(full_screen=False)
    qtbot.keyClick(nim, Qt.Key.Key_Escape)
    assert not window.presentation.active and window.zoom == zoom
    window.presentation.enter(full_screen=False)
    qtbot.mouseClick(window.presentation.exit_button, Qt.MouseButton.LeftButton)
    assert not window.presentation.active and window.menuBar().isVisible()


def test_shortcuts_work_while_the_menus_are_hidden(qtbot, window, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    settle(qtbot, nim)
    window.presentation.enter(full_screen=False)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # Hint
    assert nim._hint == ((0, 2),)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.presentation.active


def test_closing_in_presentation_keeps_the_normal_zoom(qtbot, window):
    window.set_zoom(2)
    window.presentation.enter(full_screen=False)
    window.close()
    assert int(window.settings.value("ui/font_size")) == 2


def test_presentation_fits_a_1366x768_projector(qtbot, window):
    window.resize(1366, 768)
    qtbot.wait(50)
    normal = window.minimumSizeHint()
    window.presentation.enter(full_screen=False)
    qtbot.wait(50)
    # It zooms only as far as the window still fits (if the normal window fits at all).
    room = QSize(max(1366, normal.width()), max(768, normal.height()))
    assert window.width() <= room.width() and window.height() <= room.height()
    assert window.minimumSizeHint().width() <= room.width()
    assert window.zoom > 1, "a 1366×768 projector gets larger text"
    # The toolbars wrap rather than push buttons off the screen: every one lies inside.
    window.tabs.setCurrentWidget(window.game_tabs[4])  # Kalah: the most buttons
    qtbot.wait(50)
    bar = window.game_tabs[4].toolbar
    for w in bar.findChildren(QWidget):
        if w.isVisible() and w.parent() is bar:
            assert bar.rect().contains(w.geometry()), (w, w.geometry(), bar.rect())
    window.presentation.leave()


# --- pupils against each other ---------------------------------------------------------------
def choose_human_human(tab):
    """As a user does: pick the mode in the box (a set_mode from a loaded game asks nothing)."""
    index = list(Mode).index(Mode.HUMAN_HUMAN)
    tab.toolbar.mode_box.setCurrentIndex(index)
    tab.toolbar.mode_box.activated.emit(index)


def test_human_human_asks_the_names_and_shows_them_everywhere(qtbot, window, nim, monkeypatch):
    asked = []
    monkeypatch.setattr(PlayerNamesDialog, "ask",
                        classmethod(lambda cls, parent, labels, names:
                                    asked.append((labels, names)) or ("Маша", "Петя")))
    nim.start_game({"variant": "normal", "heaps": [1, 2]})
    settle(qtbot, nim)
    assert nim.toolbar.analysis_button.isChecked()
    choose_human_human(nim)
    assert asked == [(("A", "B"), ("", ""))]
    assert not nim.toolbar.analysis_button.isChecked(), "analysis hidden for the pupils"
    assert not nim.side.isTabVisible(0) and not nim.strip.isVisible()
    assert "Маша" in nim.status.text()
    nim.play_human_move(((1, 1),))
    settle(qtbot, nim)
    assert "Петя" in nim.status.text()
    assert nim.undo_stack.command(0).text().startswith("1. Маша:")
    assert nim.strip._names == ("Маша", "Петя")
    nim.toolbar.analysis_button.setChecked(True)  # the teacher shows it
    assert "Маша" in nim.panel.forecast.text() or "Петя" in nim.panel.forecast.text()
    # Remembered for the next lesson, in a new window too.
    assert players.remembered(window.settings) == ("Маша", "Петя")
    other = MainWindow(window.translations, make_settings(), autosave=False)
    qtbot.addWidget(other)
    assert all(t.seats.pupils == ("Маша", "Петя") for t in other.game_tabs)
    for t in other.game_tabs:
        t.deactivate()
    # Back to playing the computer: the names go, the analysis comes back as it was.
    nim.toolbar.analysis_button.setChecked(False)
    nim.set_mode(Mode.HUMAN_COMPUTER)
    assert nim.toolbar.analysis_button.isChecked()
    assert "Маша" not in nim.status.text()


def test_cancelling_the_names_keeps_the_side_names(qtbot, nim, monkeypatch):
    monkeypatch.setattr(PlayerNamesDialog, "ask", classmethod(lambda *a: None))
    choose_human_human(nim)
    assert nim.mode is Mode.HUMAN_HUMAN and nim.player_name(0) == "A"


def test_a_loaded_human_human_game_asks_nothing(qtbot, nim, monkeypatch):
    monkeypatch.setattr(PlayerNamesDialog, "ask", classmethod(
        lambda *a: pytest.fail("a dialog while loading")))
    nim.set_mode(Mode.HUMAN_HUMAN)
    assert nim.mode is Mode.HUMAN_HUMAN


@pytest.mark.parametrize("first, second, ok", [
    ("Маша", "Петя", True), ("", "", True), ("Маша", "маша ", False), ("", "Петя", True),
    ("<b>Маша</b>", "Петя", False), ("x" * 25, "Петя", False), ("B", "", False)])
def test_names_dialog_says_what_is_wrong(qtbot, first, second, ok):
    dialog = PlayerNamesDialog(None, ("A", "B"), (first, second))
    qtbot.addWidget(dialog)
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled() == ok
    assert bool(dialog.error.text()) == (not ok)


def test_bad_remembered_names_are_not_used(window):
    window.settings.setValue("players/first", "<script>")
    window.settings.setValue("players/second", "Петя")
    assert players.remembered(window.settings) == ("", "Петя")


# --- Help → Keyboard shortcuts ---------------------------------------------------------------
def test_every_action_with_a_shortcut_is_listed(qtbot, window):
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    listed = {(text, sequence) for _, text, sequence in dialog.rows}
    actions = [a for a in window.findChildren(QAction) if keys(a.shortcuts())]
    assert len(actions) >= 12
    for action in actions:
        assert (plain(action.text()), keys(action.shortcuts())) in listed, action.text()
    assert any(sequence == "F11" for _, _, sequence in dialog.rows)
    assert any(sequence == "Esc" for _, _, sequence in dialog.rows)
    shown = sum(dialog.table.topLevelItem(i).childCount()
                for i in range(dialog.table.topLevelItemCount()))
    assert shown == len(dialog.rows)


def test_a_new_action_appears_in_the_list_without_editing_it(window):
    extra = QAction("Something new", window)
    extra.setShortcut(QKeySequence("Ctrl+Shift+J"))
    window.addAction(extra)
    assert any(text == "Something new" and "J" in sequence
               for _, text, sequence in shortcut_rows(window))


def test_shortcut_list_is_in_the_current_language(qtbot, window):
    rows = shortcut_rows(window)
    assert ("Вид", "Режим презентации (во весь экран)", "F11") in rows
    window.set_language("en")
    qtbot.waitUntil(lambda: window.view_menu.title() == "&View")
    assert ("View", "Presentation mode (full screen)", "F11") in shortcut_rows(window)
    window.set_language("ru")


# --- the help index ------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["ru", "en"])
def test_help_index_lists_every_game_with_both_pages(qtbot, window, language):
    games = [(t.game_name, t.tab_title()) for t in window.game_tabs]
    dialog = HelpIndexDialog(window, games, language)
    qtbot.addWidget(dialog)
    assert dialog.index.topLevelItemCount() == len(games) + 1 == 8  # the classroom's pages
    for game, _ in games:
        for page in ("rules", "algorithm"):
            dialog.show_page(game, page)
            path = paths.help_page(game, page, language)
            assert path.name == f"{page}.{language}.html"
            assert dialog.browser.source().toLocalFile() == str(path)
            assert len(dialog.browser.toPlainText()) > 200


def test_help_index_opens_on_the_current_game(qtbot, window, nim):
    dialog = window.show_help_index()
    assert dialog.shown == ("nim", "rules")
    dialog.close()


def test_one_suit_status_names_the_pupils(qtbot, window, monkeypatch):
    from tests.desktop.conftest import tab_of
    tab = tab_of(window, "odnomastka")
    monkeypatch.setattr(PlayerNamesDialog, "ask",
                        classmethod(lambda *a: ("Маша", "Петя")))
    tab.start_game(tab.default_settings())
    choose_human_human(tab)
    settle(qtbot, tab)
    text = tab.status.text()
    assert "Маша" in text and "взят" in text and " A " not in text
