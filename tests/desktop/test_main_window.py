"""The main window: autosave and restore, the language, zoom, help, randomness, hidden tabs."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from desktop.framework.record import Mode


def test_every_move_is_autosaved_and_a_killed_app_offers_to_restore(qtbot, window, nim,
                                                                   monkeypatch):
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    nim.start_game({"variant": "normal", "heaps": [4, 4]})
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.play_human_move(((0, 1),))
    # No clean exit: a second window (the restarted app) must offer the game back.
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    again = MainWindow(Translations(), make_settings())
    qtbot.addWidget(again)
    again.offer_restore()
    again_nim = next(t for t in again.game_tabs if t.game_name == "nim")
    assert asked and again_nim.position.heaps == (3, 4)
    again.close()  # a clean exit: nothing is offered next time
    asked.clear()
    third = MainWindow(Translations(), make_settings())
    qtbot.addWidget(third)
    third.offer_restore()
    assert not asked


def test_language_switch_changes_visible_texts(qtbot, window, nim):
    index = window.tabs.indexOf(nim)
    assert window.tabs.tabText(index) == "Ним" and nim.toolbar.hint_button.text() == "Подсказка"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.tabs.tabText(index) == "Nim")  # LanguageChange is posted
    assert nim.toolbar.hint_button.text() == "Hint" and nim.panel.table.headerItem().text(0) == \
        "Move"
    assert window.menuBar().actions()[0].text() == "&Game"
    window.set_language("ru")
    qtbot.waitUntil(lambda: nim.toolbar.hint_button.text() == "Подсказка")


def test_zoom_makes_the_font_bigger_for_a_projector(qtbot, window):
    from PySide6.QtWidgets import QApplication
    size = QApplication.font().pointSizeF()
    window.act_zoom_in.trigger()
    window.act_zoom_in.trigger()
    assert QApplication.font().pointSizeF() == size + 2
    window.act_zoom_reset.trigger()


def test_help_pages_open_in_both_languages_for_every_tab(qtbot, window):
    assert window.pages[-1].game_name == "solitaire"
    for tab in window.pages:
        window.tabs.setCurrentWidget(tab)
        for language in ("ru", "en"):
            window.set_language(language)
            for page in ("rules", "algorithm"):
                dialog = window.show_help(page)
                text = dialog.browser.toPlainText()
                assert len(text) > 500 and "missing" not in text, (tab.game_name, page)
                assert ("а" in text) == (language == "ru")  # Cyrillic only on Russian pages
                dialog.close()


def test_randomness_can_be_turned_off_and_a_seed_repeats_the_choices(qtbot, window, nim):
    assert window.act_vary.isChecked()
    window.act_vary.trigger()  # the menu item, as a user clicks it
    assert nim.rng is None and not window.act_vary.isChecked()
    window.set_varied(True, seed=42)
    first = [nim.rng.random() for _ in range(3)]
    window.set_varied(True, seed=42)
    assert [nim.rng.random() for _ in range(3)] == first


def test_hidden_tabs_do_not_think_until_shown(qtbot, window):
    hidden = [t for t in window.game_tabs if t is not window.current]
    assert hidden and all(not t.active and not t.runner.busy for t in hidden)
    window.tabs.setCurrentWidget(hidden[0])
    assert hidden[0].active and not window.game_tabs[0].active
