"""The main window: a tab per game, the menus, autosave, language and zoom."""
from __future__ import annotations

import contextlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QTabWidget

from desktop import paths, tools
from desktop.framework import players, savefile
from desktop.framework.dialogs import HelpDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.help_index import HelpIndexDialog
from desktop.framework.messages import localized
from desktop.framework.presentation import Presentation
from desktop.framework.savefile import SaveFileError
from desktop.framework.zoom import zoom
from desktop.framework.shortcuts import ShortcutsDialog
from desktop.framework.window_tab import WindowTab
from desktop.games.cards24.tab import Cards24Tab
from desktop.games.determinant.tab import DeterminantTab
from desktop.games.kalah.tab import KalahTab
from desktop.games.nim.tab import NimTab
from desktop.games.one_suit.tab import OdnomastkaTab
from desktop.games.seki.tab import SekiTab
from desktop.games.solitaire.tab import SolitaireTab
from desktop.games.ege.tab import StoneHeapsTab
from desktop.i18n import Translations
from desktop.settings import FILE_NAME as SETTINGS_FILE
from desktop.settings import Settings
from desktop.version import app_version
from engines.protocol import InputError

TAB_CLASSES: list[type[GameTab[Any]]] = [DeterminantTab, Cards24Tab, NimTab, OdnomastkaTab,
                                     KalahTab, SekiTab, StoneHeapsTab]
"""The two-player games (seats, modes, the computer as a player); only games that really work
appear."""
ONE_PLAYER_TABS: list[type[SolitaireTab]] = [SolitaireTab]
"""Tabs of their own after the two-player games: the solitaire lab."""
AUTOSAVE = "autosave.json"
AUTOSAVE_MAX_BYTES = 16 * 1024 * 1024
"""Every tab's game, each at most a save file's size."""


class MainWindow(QMainWindow):
    def __init__(self, translations: Translations, settings: Settings,
                 autosave: bool = True) -> None:
        super().__init__()
        self.translations = translations
        self.settings = settings
        self.autosave_enabled = autosave
        self._quiet_autosave = False  # while a game is being put on the board move by move
        self.starting = True
        """While the window is built and while :meth:`start_up` runs, problems are gathered
        into one notice that :meth:`start_up` shows."""
        self.problems: list[str] = []
        self.problem_box: QMessageBox | None = None
        self.resize(1366, 768)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.setCentralWidget(self.tabs)
        self.game_tabs: list[GameTab[Any]] = []
        """The two-player tabs: what seats, modes and the computer's randomness apply to."""
        for cls in TAB_CLASSES:
            # Hidden tabs are built inactive: an analysis started while the next tabs are
            # built would hold the interpreter and delay the first window (measured 0.5 s).
            tab = cls(active=not self.game_tabs)
            tab.seats.app_settings, tab.seats.pupils = settings, players.remembered(settings)
            self.game_tabs.append(tab)
        self.pages: list[WindowTab] = [*self.game_tabs,
                                       *(cls(active=False) for cls in ONE_PLAYER_TABS)]
        """Every tab in order: what the menus, files, autosave and language work on."""
        for page in self.pages:
            page.record_changed.connect(self.autosave)
            self.tabs.addTab(page, page.tab_title())
        self._previous: WindowTab | None = self.pages[0]
        for page in self.pages[1:]:
            page.deactivate()  # hidden tabs neither think nor play until they are shown
        self.tabs.currentChanged.connect(self._tab_changed)
        self.help_dialogs: list[HelpDialog | HelpIndexDialog] = []
        self.presentation = Presentation(self)
        self._build_menus()
        self.retranslate_ui()
        self.set_zoom(int(settings.value("ui/font_size")))
        self.seed: int | None = None
        self.act_vary.setChecked(bool(settings.value("engine/vary")))
        self.set_varied(self.act_vary.isChecked())
        for problem in settings.problems:
            self.report(SETTINGS_FILE, problem)
        self.starting = False

    @property
    def current(self) -> WindowTab:
        tab = self.tabs.currentWidget()
        assert isinstance(tab, WindowTab), "every tab of the window is a WindowTab"
        return tab

    # --- menus -------------------------------------------------------------------------
    def _action(self, menu: Any, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
        menu.addAction(action)
        self.addAction(action)  # its shortcut keeps working while the menus are hidden
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = self._action(self.game_menu, lambda: self.current.new_game,
                                    QKeySequence.StandardKey.New)
        self.act_new.triggered.disconnect()
        self.act_new.triggered.connect(lambda: self.current.new_game())
        self.act_open = self._action(self.game_menu, self.open_game, QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.game_menu, self.save_game, QKeySequence.StandardKey.Save)
        self.act_restore = self._action(self.game_menu, self.restore_autosave)
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, self.close, QKeySequence.StandardKey.Quit)
        self.edit_menu = bar.addMenu("")
        self.act_undo = self._action(self.edit_menu, lambda: self.current.undo(),
                                     QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(self.edit_menu, lambda: self.current.redo(),
                                     [QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.act_hint = self._action(self.edit_menu, lambda: self.current.hint(),
                                     QKeySequence("Ctrl+H"))
        self.act_edit = self._action(self.edit_menu, lambda: self.current.edit_position(),
                                     QKeySequence("Ctrl+E"))
        self.computer_menu = bar.addMenu("")
        self.act_vary = self._action(self.computer_menu, self.set_varied)
        self.act_vary.setCheckable(True)
        self.view_menu = bar.addMenu("")
        self.act_zoom_in = self._action(self.view_menu, lambda: self.set_zoom(self.zoom + 1),
                                        [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.act_zoom_out = self._action(self.view_menu, lambda: self.set_zoom(self.zoom - 1),
                                         QKeySequence("Ctrl+-"))
        self.act_zoom_reset = self._action(self.view_menu, lambda: self.set_zoom(0),
                                           QKeySequence("Ctrl+0"))
        self.view_menu.addSeparator()
        self.act_presentation = self._action(self.view_menu, lambda: self.presentation.toggle(),
                                             QKeySequence("F11"))
        self.act_presentation.setCheckable(True)
        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions = {}
        for code, name in (("ru", "Русский"), ("en", "English")):
            action = self._action(self.language_menu, lambda _=False, c=code: self.set_language(c))
            action.setText(name)
            action.setCheckable(True)
            action.setChecked(code == self.translations.language)
            group.addAction(action)
            self.language_actions[code] = action
        self.tools_menu = bar.addMenu("")
        self.tool_actions = {tool: self._action(self.tools_menu,
                                                lambda _=False, t=tool: tools.open_tool(self, t))
                             for tool in tools.TOOLS}
        self.tools_menu.addSeparator()
        self.act_class_folder = self._action(self.tools_menu, self.choose_class_folder)
        self.help_menu = bar.addMenu("")
        self.act_rules = self._action(self.help_menu, lambda: self.show_help("rules"),
                                      QKeySequence.StandardKey.HelpContents)
        self.act_algorithm = self._action(self.help_menu, lambda: self.show_help("algorithm"))
        self.act_help_index = self._action(self.help_menu, self.show_help_index)
        self.act_shortcuts = self._action(self.help_menu, self.show_shortcuts)
        self.help_menu.addSeparator()
        self.act_about = self._action(self.help_menu, self.about)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Finite Games"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save as…"))
        self.act_restore.setText(self.tr("&Restore the last autosaved game"))
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo move"))
        self.act_redo.setText(self.tr("&Redo move"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_edit.setText(self.tr("&Edit position…"))
        self.computer_menu.setTitle(self.tr("&Computer"))
        self.act_vary.setText(self.tr("&Vary the moves (random among equally good ones)"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_zoom_in.setText(self.tr("Zoom &in (projector)"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_zoom_reset.setText(self.tr("&Normal size"))
        self.act_presentation.setText(self.tr("&Presentation mode (full screen)"))
        self.presentation.retranslate_ui()
        self.language_menu.setTitle(self.tr("&Language"))
        self.tools_menu.setTitle(self.tr("C&lassroom"))
        for tool, action in self.tool_actions.items():
            action.setText(tools.title(tool))
        self.act_class_folder.setText(self.tr("Class &folder…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules of this game"))
        self.act_algorithm.setText(self.tr("How the computer &plays"))
        self.act_help_index.setText(self.tr("All games: rules and algorithms…"))
        self.act_shortcuts.setText(self.tr("&Keyboard shortcuts…"))
        self.act_about.setText(self.tr("&About"))
        for i, page in enumerate(self.pages):
            self.tabs.setTabText(i, page.tab_title())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- language, zoom, help ----------------------------------------------------------
    def set_language(self, code: str) -> None:
        if not self.translations.switch(code):
            QMessageBox.warning(self, "Finite Games", "Translation files are missing.")
        self.settings.setValue("ui/language", code)
        self.language_actions[code].setChecked(True)
        for dialog in self.help_dialogs:
            dialog.close()

    def set_varied(self, varied: bool, seed: int | None = None) -> None:
        """Random choice among equally good moves (off: always the first); ``seed`` makes the
        random choices repeatable, e.g. for a class that replays the same game."""
        if seed is not None:
            self.seed = seed
        self.settings.setValue("engine/vary", "true" if varied else "false")
        for i, tab in enumerate(self.game_tabs):
            tab.rng = (random.Random(None if self.seed is None else self.seed + i)
                       if varied else None)

    def set_zoom(self, step: int) -> None:
        """Zoom the whole picture (text, boards, trees, tables) to ``step``: +1 pt of text a
        step, everything else in proportion (``desktop.framework.zoom``); saved between runs."""
        self.zoom = zoom().set_step(step)
        self.settings.setValue("ui/font_size", self.zoom)

    def show_help(self, page: str, game: str | None = None) -> HelpDialog:
        tab = self.current
        game = game or tab.game_name
        title = (self.tr("Rules: {0}") if page == "rules" else self.tr("Algorithm: {0}")).format(
            tab.tab_title())
        dialog = HelpDialog(self, game, page, self.translations.language, title)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: self.help_dialogs.remove(dialog)
                                 if dialog in self.help_dialogs else None)
        self.help_dialogs.append(dialog)
        dialog.show()
        return dialog

    def show_help_index(self, game: str | None = None, page: str = "rules") -> HelpIndexDialog:
        dialog = HelpIndexDialog(self, [(t.game_name, t.tab_title()) for t in self.pages],
                                 self.translations.language)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show_page(game or self.current.game_name, page)
        dialog.destroyed.connect(lambda: self.help_dialogs.remove(dialog)
                                 if dialog in self.help_dialogs else None)
        self.help_dialogs.append(dialog)
        dialog.show()
        return dialog

    def extra_shortcuts(self) -> list[tuple[str, str, str]]:
        """Keys handled outside the actions, for Help → Keyboard shortcuts."""
        return [(self.tr("View"), self.tr("Leave presentation mode"), "Esc"),
                (self.tr("Solitaire"), self.tr("Draw from the stock (or turn the waste over)"),
                 "D")]

    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def choose_class_folder(self) -> Any:
        return tools.choose_class_folder(self, self.settings)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Finite Games"), self.about_text())

    def about_text(self) -> str:
        return self.tr(
            "<b>Finite Games</b> {0} — classic two-player games against a computer that plays "
            "perfectly where the game is solved and shows how it thinks.<br><br>The program "
            "needs no network. It keeps your settings and the autosaved game in:<br>{1}").format(
            app_version(), paths.user_data())

    # --- tabs --------------------------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        if self._previous is not None:
            self._previous.deactivate()
        self._previous = self.current
        self.current.activate()

    # --- files -------------------------------------------------------------------------
    def save_game(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), "",
                                              self.tr("Finite Games files (*.fgame.json)"))
        if name:
            if not name.endswith(".json"):
                name += ".fgame.json"
            try:
                savefile.write(Path(name), self.current.to_saved())
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save game"), str(exc))

    def open_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), "",
                                              self.tr("Finite Games files (*.json)"))
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        """Load a saved game into its tab; on any problem say what and keep the current game."""
        try:
            saved = savefile.read(path)
            tab = next((t for t in self.pages if t.game_name == saved.game), None)
            if tab is None:
                raise SaveFileError("this program has no game '{0}'", saved.game)
            with self._one_autosave():
                tab.load_saved(saved)
        except SaveFileError as exc:
            self.report(path.name, exc, self.tr("Open game"), self.tr("Cannot open {0}: {1}"))
            return False
        self.tabs.setCurrentWidget(tab)
        return True

    # --- problems with the user's files ---------------------------------------------------
    def report(self, file_name: str, problem: InputError, title: str = "",
               template: str = "") -> None:
        """Tell the user what in ``file_name`` could not be used: in the window, and as one
        line on stderr (for the teacher's log and for tests)."""
        print(f"{file_name}: {problem}", file=sys.stderr, flush=True)
        text = (template or self.tr("{0}: {1}")).format(file_name, localized(problem))
        if self.starting:
            self.problems.append(text)  # shown together once the window is up
        else:
            QMessageBox.warning(self, title or self.tr("Finite Games"), text)

    def start_up(self, file: Path | None = None, ask: bool = True) -> None:
        """What a start does after the window is built: bring back the autosaved games (after
        asking when ``ask``, only if the last run did not end cleanly), open ``file``, then
        show in one notice whatever could not be used."""
        self.starting = True
        data = self.read_autosave()
        if data is not None:
            if not ask:
                self.restore_autosave(data)
            elif not data.get("clean_exit", True):
                self.offer_restore(data)
        if file is not None:
            self.load_file(file)
        self.starting = False
        if self.problems:
            box = self.problem_box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("Finite Games"),
                self.tr("Some files could not be used; the program started without them."),
                QMessageBox.StandardButton.Ok, self)
            box.setInformativeText("\n\n".join(self.problems))
            box.setModal(False)  # the window is usable at once; the notice waits for a look
            box.show()

    # --- autosave ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _one_autosave(self) -> Iterator[None]:
        """The moves of a game being loaded do not each write the autosave: one write at the
        end, and none at all if loading fails."""
        self._quiet_autosave = True
        try:
            yield
        finally:
            self._quiet_autosave = False
        self.autosave()

    def autosave(self, clean_exit: bool = False) -> None:
        if not self.autosave_enabled or self._quiet_autosave:
            return
        data = {"clean_exit": clean_exit, "current": self.current.game_name,
                "tabs": {t.game_name: t.to_saved().to_json() for t in self.pages}}
        path = paths.user_data() / AUTOSAVE
        try:
            tmp = path.with_name(AUTOSAVE + ".tmp")
            tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            tmp.replace(path)
        except OSError:
            pass  # autosave must never disturb the game

    def read_autosave(self) -> dict[str, Any] | None:
        """The autosave, or None when there is none; a damaged one is moved aside (and the user
        told) so that it never stops a start again."""
        path = paths.user_data() / AUTOSAVE
        if not path.exists():
            return None
        try:
            data = savefile.read_json(path, AUTOSAVE_MAX_BYTES)
            if not isinstance(data, dict) or not isinstance(data.get("tabs"), dict):
                raise SaveFileError("this is not an autosave of Finite Games")
        except SaveFileError as exc:
            self._autosave_damaged(exc)
            return None
        return data

    def _autosave_damaged(self, problem: InputError) -> None:
        moved = paths.move_aside(paths.user_data() / AUTOSAVE)
        if moved:
            problem = SaveFileError("{0}; the file was moved aside as {1}", problem, moved)
        self.report(AUTOSAVE, problem, self.tr("Restore"))

    def restore_autosave(self, data: dict[str, Any] | None = None) -> None:
        data = data or self.read_autosave()
        if data is None:
            QMessageBox.information(self, self.tr("Restore"), self.tr("No autosaved game."))
            return
        names = {t.game_name for t in self.pages}
        problems: list[InputError] = [
            SaveFileError("this program has no game '{0}'", name)
            for name in data["tabs"] if name not in names]
        with self._one_autosave():
            for tab in self.pages:
                saved = data["tabs"].get(tab.game_name)
                if saved:
                    try:
                        tab.load_saved(savefile.parse(saved))
                    except SaveFileError as exc:
                        problems.append(SaveFileError("{0}: {1}", tab.tab_title(), exc))
            if problems:
                # Moved aside before the restored games are written over it.
                self._autosave_damaged(problems[0])
        current = next((t for t in self.pages if t.game_name == data.get("current")), None)
        if current is not None:
            self.tabs.setCurrentWidget(current)

    def offer_restore(self, data: dict[str, Any] | None = None) -> None:
        """After a crash or a killed app, offer to bring the games back."""
        data = data or self.read_autosave()
        if data is None or data.get("clean_exit", True):
            return
        if not any(t.get("moves") for t in data["tabs"].values() if isinstance(t, dict)):
            return
        answer = QMessageBox.question(self, self.tr("Restore"), self.tr(
            "The program was closed without finishing. Restore the game in progress?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.restore_autosave(data)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.presentation.leave()  # the saved zoom and window size are the normal ones
        for page in self.pages:
            page.shut_down()
        self.autosave(clean_exit=True)
        super().closeEvent(event)


def make_settings() -> Settings:
    return Settings(paths.user_data())


