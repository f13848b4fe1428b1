"""Every visible text of every tab, its dialogs and its extra screens is in the chosen language:
no Cyrillic on an English screen, no Latin words (beyond a small named allow-list) on a Russian
one. The window starts in Russian and switches to English and back, so a text a widget forgot
to retranslate is caught as well as one never wrapped in ``tr()``."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox, QWidget

from desktop.framework.record import Mode
from desktop.headless import wait_until
from tests.desktop.language_walk import painted_texts, plain, texts_of, wrong_script


def settle_tab(tab) -> None:
    wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy, 20)
    tab.thinking.finish()
    wait_until(lambda: not tab.runner.busy, 5)


class Walker:
    """Walks the window and every dialog the tabs open; dialogs are walked instead of run."""

    def __init__(self, window, monkeypatch) -> None:
        self.window = window
        self.language = "ru"
        self.found: dict[tuple[str, str, str], str] = {}
        walker = self

        def exec_(dialog: QDialog) -> int:
            walker.walk(dialog, f"dialog {type(dialog).__name__}")
            return QDialog.DialogCode.Rejected.value
        monkeypatch.setattr(QDialog, "exec", exec_)

        def about(parent, title, text):  # type: ignore[no-untyped-def]
            walker.check("About box", [("title", title), ("text", plain(text))])
        monkeypatch.setattr(QMessageBox, "about", about)

        def ask(kind):  # type: ignore[no-untyped-def]
            def box(parent, title, label, *args, **kwargs):  # type: ignore[no-untyped-def]
                walker.check(f"input box {kind}", [("title", title), ("label", label)])
                return (0 if kind == "getInt" else "", False)
            return box
        for kind in ("getInt", "getText", "getItem", "getDouble"):
            monkeypatch.setattr(QInputDialog, kind, ask(kind))

    def check(self, screen: str, texts: list[tuple[str, str]]) -> None:
        for where, text in wrong_script(texts, self.language):
            self.found.setdefault((self.language, where, text), screen)

    def walk(self, widget: QWidget, screen: str) -> None:
        self.check(screen, texts_of(widget) + painted_texts(widget))

    def walk_everything(self) -> None:
        window = self.window
        self.walk(window, "main window")
        window.about()
        for i, tab in enumerate(window.game_tabs):
            window.tabs.setCurrentIndex(i)
            name = tab.game_name
            settle_tab(tab)
            for side in range(tab.side.count()):
                tab.side.setCurrentIndex(side)
                QApplication.processEvents()
            self.walk(window, f"{name} tab")
            tab.new_game()
            tab.edit_position()
            tab.review()
            wait_until(lambda: not tab.runner.busy, 10)
            for label, show in tab.extra_screens():
                show()
                settle_tab(tab)
                self.walk(window, f"{name} {label}")
            if hasattr(tab, "open_tournament"):
                # The one left open by the last walk has lived through a language switch.
                previous = getattr(tab, "tournament", None)
                if previous is not None:
                    self.walk(previous, "Kalah tournament left open")
                    previous.close()
                self.walk(tab.open_tournament(), "Kalah tournament")
            for page in ("rules", "algorithm"):
                help_dialog = window.show_help(page)
                QApplication.processEvents()
                self.walk(help_dialog, f"{name} help {page}")
                help_dialog.close()
            tab.side.setCurrentIndex(0)
        for i in range(len(window.game_tabs), len(window.pages)):  # the one-player tabs
            window.tabs.setCurrentIndex(i)
            page = window.pages[i]
            page.screenshot_game()
            for label, show in page.extra_screens():
                show()
                self.walk(window, f"{page.game_name} {label}")
            page.edit_position()
            for help_page in ("rules", "algorithm"):
                help_dialog = window.show_help(help_page)
                QApplication.processEvents()
                self.walk(help_dialog, f"{page.game_name} help {help_page}")
                help_dialog.close()

    def report(self) -> str:
        return "\n".join(f"[{lang}] {screen}: {where}: {text!r}"
                         for (lang, where, text), screen in sorted(self.found.items()))


@pytest.fixture
def played(window):
    """Every tab with a few moves played, so the panels, trees and history are filled."""
    from desktop.headless import play_some_moves
    for i, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(i)
        if tab.game_name == "kalah":
            # Kalah(6,4) at the default depth 15 took 37 s of CPU here for two moves and their
            # analyses; depth 10 (2.4 s) shows the same screens and texts ("search to depth
            # {0}", values that are estimates).
            tab.start_game(dict(tab.settings, depth=10))
        play_some_moves(tab, 2)
        tab.set_mode(Mode.HUMAN_COMPUTER)
    window.tabs.setCurrentIndex(0)
    return window


def test_every_widget_of_every_tab_speaks_the_chosen_language(played, monkeypatch):
    walker = Walker(played, monkeypatch)
    walker.walk_everything()
    for language in ("en", "ru"):
        played.set_language(language)
        walker.language = language
        wait_until(lambda: False, 1.0)  # LanguageChange is posted; some views then defer
        walker.walk_everything()
    assert not walker.found, "texts in the wrong language:\n" + walker.report()


@pytest.mark.parametrize("language, text, wrong", [
    ("en", "Petya wins", False), ("en", "Петя (вы) wins", True), ("en", "Language: Русский", False),
    ("ru", "Глубина 4", False), ("ru", "depth 4", True), ("ru", "Сохранить как SVG", False),
    ("ru", "Ход S", False), ("ru", "<b>take</b>", True), ("ru", "TD — десятка", False),
    ("ru", "Nim_k (от 1 до k куч)", False),
    ("ru", "Папка данных: /tmp/finite-games-x1/data", False), ("ru", "Nim_kk", True)])
def test_the_script_check_itself(language, text, wrong):
    assert bool(wrong_script([("label", plain(text))], language)) == wrong


def test_qt_own_dialogs_speak_russian(window, qtbot):
    """Qt's file dialog and message box buttons come from Qt's translation (and ours where
    Qt 6.11's Russian file lags behind its renamed strings)."""
    from PySide6.QtWidgets import QFileDialog
    assert window.translations.qt_loaded
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(window, "Открыть игру", "", "Игры (*.json)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(mode)
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        texts = [(w, t) for w, t in texts_of(dialog) if not w.endswith("cell")]  # file names
        assert {"&Папка:", "&Тип файлов:"} <= {t for _, t in texts} or {
            "Папка:", "Тип файлов:"} <= {t.replace("&", "") for _, t in texts}
        assert not wrong_script(texts, "ru"), wrong_script(texts, "ru")
        dialog.close()
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                      | QMessageBox.StandardButton.Cancel)
    assert not wrong_script([("button", b.text()) for b in box.buttons()], "ru")
