"""The battles window (Classroom → Battles of strategies): set a battle up, run it on a thread
of its own with progress, pause and cancel, see the standings, the cross-table and every game,
replay a game in its tab, save the battle and export it as CSV."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.battles import handin, model, strategies
from desktop.battles.model import Setup
from desktop.battles.names import engine_name, game_title
from desktop.training.texts import variant_title
from desktop.battles.replay import open_in_tab
from desktop.battles.results_page import GamesView, OutputWindow, StandingsView
from desktop.battles.runner import BattleThread
from desktop.battles.setup_page import SetupPage, strategies_folder
from desktop.class_folder import configured
from desktop.class_folder import strategies_folder as class_strategies_folder
from desktop.framework.messages import localized
from engines.battle.battle import Battle, BattleResult, Standing
from engines.protocol import InputError

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

REFRESH_MS = 250
"""The tables follow a running battle at most this often (a battle of fast engines ends
hundreds of games a second)."""


class BattleWindow(QMainWindow):
    def __init__(self, main: MainWindow) -> None:
        super().__init__(main, Qt.WindowType.Window)
        self.main = main
        self.resize(1240, 680)  # room for a title bar and a taskbar on a 1366×768 screen
        self.setup_page = SetupPage(self.tab_of, self.class_strategies)
        self.replay_output: OutputWindow | None = None
        """What the strategies printed in the game on the tab, beside it."""
        self.standings = StandingsView()
        self.games = GamesView()
        self.pages = QTabWidget()
        for page in (self.setup_page, self.standings, self.games):
            self.pages.addTab(page, "")
        self.progress = QProgressBar()
        self.status = QLabel()
        self.pause_button, self.cancel_button = QPushButton(), QPushButton()
        self.help_button = QPushButton()
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.progress, 1)
        for button in (self.pause_button, self.cancel_button, self.help_button):
            bar.addWidget(button)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.pages, 1)
        layout.addLayout(bar)
        self.setCentralWidget(central)
        self.worker: BattleThread | None = None
        self.battle_setup = Setup()
        """The setup of the battle shown in the results (running, finished or opened)."""
        self.result: BattleResult | None = None
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(REFRESH_MS)
        self._refresh.timeout.connect(self.show_result)
        self.setup_page.start_requested.connect(self.start)
        self.setup_page.class_battle_requested.connect(self.class_battle)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.cancel_button.clicked.connect(self.cancel)
        self.help_button.clicked.connect(self.show_help)
        self.games.open_requested.connect(self.open_game)
        self._build_menus()
        main.installEventFilter(self)  # the app closing cancels a battle in progress
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.retranslate_ui()
        self._running_changed()

    # --- menus and words -----------------------------------------------------------------
    def _action(self, menu: Any, slot: Callable[[], Any]) -> QAction:
        action = QAction(self)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.act_open = self._action(self.file_menu, self.ask_open)
        self.act_save = self._action(self.file_menu, self.ask_save)
        self.file_menu.addSeparator()
        self.act_csv_standings = self._action(self.file_menu, lambda: self.ask_csv("standings"))
        self.act_csv_games = self._action(self.file_menu, lambda: self.ask_csv("games"))
        self.file_menu.addSeparator()
        self.act_close = self._action(self.file_menu, self.close)
        self.strategy_menu = bar.addMenu("")
        self.act_template = self._action(self.strategy_menu, self.new_strategy)
        self.act_examples = self._action(self.strategy_menu, self.open_examples)
        self.strategy_menu.addSeparator()
        self.act_hand_in = self._action(self.strategy_menu, self.hand_in)
        self.help_menu = bar.addMenu("")
        self.act_help = self._action(self.help_menu, self.show_help)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Battles of strategies"))
        for i, text in enumerate((self.tr("Setup"), self.tr("Standings"), self.tr("Games"))):
            self.pages.setTabText(i, text)
        self.cancel_button.setText(self.tr("Cancel"))
        self.help_button.setText(self.tr("Help"))
        self.file_menu.setTitle(self.tr("&File"))
        self.act_open.setText(self.tr("&Open battle…"))
        self.act_save.setText(self.tr("&Save battle…"))
        self.act_csv_standings.setText(self.tr("Export the &standings as CSV…"))
        self.act_csv_games.setText(self.tr("Export the &games as CSV…"))
        self.act_close.setText(self.tr("&Close"))
        self.strategy_menu.setTitle(self.tr("&Strategies"))
        self.act_template.setText(self.tr("&New strategy from template…"))
        self.act_examples.setText(self.tr("Open the &examples folder"))
        self.act_hand_in.setText(self.tr("&Hand in strategy…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_help.setText(self.tr("&Battles of strategies"))
        self.games.retranslate_ui()
        self._running_changed()
        if self.result is not None:
            self.show_result()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def tab_of(self, game: str) -> Any:
        """The main window's tab that plays ``game`` (one suit plays durak too)."""
        return next(t for t in self.main.game_tabs if game in type(t).games_played())

    def game_titles(self) -> list[tuple[str, str]]:
        return [(self.setup_page.game_box.itemData(i), self.setup_page.game_box.itemText(i))
                for i in range(self.setup_page.game_box.count())]

    # --- running ---------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.worker is not None

    def start(self) -> bool:
        """Check the setup and start the battle; a problem is told in the setup's red line."""
        if self.running:
            return False
        page = self.setup_page
        try:
            setup = page.setup()
            battle = Battle(setup.game, setup.players, variant=setup.variant or None,
                            settings=setup.settings, games=setup.games, seed=setup.seed,
                            move_time=setup.move_time, memory_mb=setup.memory_mb,
                            openings=setup.openings)
        except InputError as exc:
            page.error.setText(localized(exc))
            return False
        except ValueError as exc:
            page.error.setText(str(exc))
            return False
        except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError,
                RecursionError) as exc:  # settings of a shape no check foresaw
            page.error.setText(self.tr("The settings are beyond what this game can play ({0})")
                               .format(type(exc).__name__))
            return False
        page.error.clear()
        self.battle_setup = setup
        self.result = BattleResult(setup.game, battle.game.info.variant, battle.given,
                                   setup.seed, [Standing(s) for s in setup.players])
        thread = self.worker = BattleThread(battle, self)
        thread.progressed.connect(self._progressed)
        thread.finished.connect(self._finished)
        self.progress.setRange(0, battle.total)
        self.progress.setValue(0)
        self._running_changed()
        self.show_result()
        self.pages.setCurrentWidget(self.standings)
        thread.start()
        return True

    def _progressed(self, done: int, total: int) -> None:
        thread, result = self.worker, self.result
        if thread is None or result is None:
            return  # a report queued before the battle ended
        for record in thread.records[len(result.games):done]:
            result.add(record)
        self.progress.setValue(done)
        if not self._refresh.isActive():
            self._refresh.start()

    def _finished(self) -> None:
        thread = self.worker
        if thread is None:
            return
        self.worker = None
        if thread.result is not None:
            self.result = thread.result
        elif self.result is not None:
            self.result.cancelled = True
        self.progress.setValue(0 if self.result is None else len(self.result.games))
        self._running_changed()
        self.show_result()
        thread.deleteLater()
        if thread.error:
            QMessageBox.critical(self, self.tr("Battles of strategies"), self.tr(
                "The battle stopped on an error of the program:\n{0}").format(thread.error))

    def toggle_pause(self) -> None:
        thread = self.worker
        if thread is None:
            return
        if thread.battle.paused:
            thread.battle.resume()
        else:
            thread.battle.pause()
        self._running_changed()

    def cancel(self) -> None:
        """Stop the battle in progress; what was played stays in the results."""
        if self.worker is not None:
            self.worker.battle.cancel()

    def stop(self) -> None:
        """Cancel and wait until every child process is gone (the window or the app closing)."""
        thread = self.worker
        if thread is not None:
            thread.stop()
            self._finished()

    def _running_changed(self) -> None:
        thread = self.worker
        paused = thread is not None and thread.battle.paused
        self.setup_page.set_running(thread is not None)
        self.pause_button.setEnabled(thread is not None)
        self.cancel_button.setEnabled(thread is not None)
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        for action in (self.act_open, self.act_save, self.act_csv_standings,
                       self.act_csv_games):
            action.setEnabled(thread is None and (action is self.act_open
                                                  or self.result is not None))
        if thread is not None:
            self.status.setText(self.tr("Paused.") if paused else self.tr("Playing…"))
        elif self.result is not None:
            self.status.setText(self.tr("Stopped: {0} of the games played.").format(
                len(self.result.games)) if self.result.cancelled else self.tr("Finished."))
        else:
            self.status.setText("")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.main and event.type() == QEvent.Type.Close:
            self.stop()
        return super().eventFilter(watched, event)

    # --- results ---------------------------------------------------------------------------
    def player_names(self) -> list[str]:
        assert self.result is not None
        return model.display_names([s.player for s in self.result.players], engine_name)

    def show_result(self) -> None:
        result = self.result
        if result is None:
            return
        names = self.player_names()
        self.standings.show_result(result, names, self.summary())
        self.games.show_result(result, names)

    def summary(self) -> str:
        result, setup = self.result, self.battle_setup
        assert result is not None
        pairs = len(result.players) * (len(result.players) - 1) // 2
        text = self.tr("{0}, variant {1}, settings {2}. {3} players, {4} games per pair; "
                       "seed {5}.").format(
            game_title(result.game, self.tab_of(result.game)), variant_title(result.variant),
            json.dumps(result.settings, ensure_ascii=False), len(result.players), setup.games,
            result.seed)
        played = self.tr("Games played: {0} of {1}.").format(len(result.games),
                                                              pairs * setup.games)
        return f"{text} {played}"

    def open_game(self, index: int) -> bool:
        """Game ``index`` of the results on its tab's board (a problem: a message), and what
        its strategies printed beside it."""
        result = self.result
        opened = result is not None and 0 <= index < len(result.games) and open_in_tab(
            self, self.main, self.tab_of(result.game), result, index, self.player_names())
        if opened and result is not None and result.games[index].output:
            self.show_replay_output(index)
        elif self.replay_output is not None:
            self.replay_output.hide()
        return opened

    def show_replay_output(self, index: int) -> OutputWindow:
        assert self.result is not None
        if self.replay_output is None:
            self.replay_output = OutputWindow(self.main)
        self.replay_output.show_game(self.result.games[index], index, self.player_names())
        return self.replay_output

    # --- files -----------------------------------------------------------------------------
    def ask_save(self) -> None:
        if self.result is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save battle"), "",
                                              self.tr("Battles (*.battle.json)"))
        if name:
            if not name.endswith(".json"):
                name += ".battle.json"
            self.save(Path(name))

    def save(self, path: Path) -> bool:
        assert self.result is not None
        try:
            model.save(path, self.battle_setup, self.result)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save battle"), self.tr("Cannot save {0}: {1}")
                                .format(path.name, exc.strerror or exc))
            return False
        return True

    def ask_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open battle"), "",
                                              self.tr("Battles (*.json)"))
        if name:
            self.load(Path(name))

    def load(self, path: Path) -> bool:
        """Show a saved battle (its setup and results); a damaged file is told, and what the
        window showed stays."""
        if self.running:
            return False
        try:
            setup, result = model.load(path)
        except (ValueError, InputError) as exc:
            why = model.file_problem(exc, lambda t: QCoreApplication.translate("BattleFile", t))
            QMessageBox.warning(self, self.tr("Open battle"), self.tr("Cannot open {0}: {1}")
                                .format(path.name, why))
            return False
        self.setup_page.set_setup(setup)
        self.battle_setup, self.result = setup, result
        self._running_changed()
        self.show_result()
        self.pages.setCurrentWidget(self.standings)
        return True

    def ask_csv(self, which: str) -> None:
        if self.result is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export as CSV"), f"{which}.csv",
                                              self.tr("CSV tables (*.csv)"))
        if name:
            self.export_csv(which, Path(name))

    def csv_text(self, which: str) -> str:
        header, rows = (self.standings.standing_rows() if which == "standings"
                        else self.games.game_rows())
        return model.to_csv(header, rows)

    def export_csv(self, which: str, path: Path) -> bool:
        try:
            model.write_text(path, self.csv_text(which), "utf-8-sig")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export as CSV"), self.tr("Cannot save {0}: {1}")
                                .format(path.name, exc.strerror or exc))
            return False
        return True

    # --- strategies and help ---------------------------------------------------------------
    def new_strategy(self) -> None:
        made = strategies.ask_new_strategy(self, self.game_titles(), self.setup_page.game,
                                           self.class_strategies(), self.main.settings)
        if made is not None and made[2] and not self.running:
            game, path, _ = made
            if game != self.setup_page.game:
                page = self.setup_page
                page.game_box.setCurrentIndex(page.game_box.findData(game))
            self.setup_page.add_player(str(path))
            self.pages.setCurrentWidget(self.setup_page)

    def class_strategies(self) -> Path | None:
        """The class folder's strategies, or None when no class folder is chosen."""
        folder = configured(self.main.settings)
        return None if folder is None else class_strategies_folder(folder)

    def class_battle(self) -> bool:
        """Every strategy of the game handed in to the class folder and the perfect computer,
        started at once; what keeps it from starting is said in the setup's red line."""
        page = self.setup_page
        folder = configured(self.main.settings)
        problem = handin.class_problem(folder)
        if problem is None and folder is not None:
            strategies = class_strategies_folder(folder)
            try:
                files = (handin.strategy_files(strategies, page.game)
                         if strategies.is_dir() else [])
            except OSError as exc:
                files, problem = [], self.tr("Cannot read the folder {0}: {1}").format(
                    strategies, exc.strerror or exc)
            if not files and problem is None:
                problem = self.tr("No strategies of this game are handed in to {0} yet.").format(
                    strategies)
        if problem is not None:
            page.error.setText(problem)
            self.pages.setCurrentWidget(page)
            return False
        page.players.clear()
        for path in files:
            page.add_player(str(path))
        page.add_player("perfect")
        return self.start()

    def hand_in(self) -> Path | None:
        page = self.setup_page
        start = page.last_folder or str(strategies_folder(page.game))
        return handin.ask_hand_in(self, self.main.settings, page.game,
                                  page.game_box.currentText(), start)

    def open_examples(self) -> None:
        if not strategies.open_examples(self.setup_page.game):
            QMessageBox.information(self, self.tr("Examples"), self.tr(
                "The examples are in the folder {0}").format(
                strategies_folder(self.setup_page.game)))

    def show_help(self) -> None:
        self.main.show_help_index("battles", "strategies")


def open_window(main: Any) -> QWidget:
    window = getattr(main, "_battles_window", None)
    if window is None:
        window = main._battles_window = BattleWindow(main)
    assert isinstance(window, BattleWindow)
    return window

