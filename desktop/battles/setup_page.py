"""The battle's setup: the game and its settings, the players, the games and the limits."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import paths
from desktop.battles.handin import strategy_files
from desktop.battles.model import Setup
from desktop.battles.names import engine_name, game_title
from desktop.training.texts import variant_title
from desktop.framework.dialogs import error_line
from engines import registry
from engines.battle.battle import MAX_GAMES
from engines.battle.players import MAX_DEPTH

ENGINE_KINDS = ("perfect", "depth", "time", "random")


def strategies_folder(game: str) -> Path:
    """``resources/strategies/<game>``: the game's template and worked examples."""
    return paths.resources() / "strategies" / game


def rule_keys(game: str) -> tuple[str, ...]:
    """The settings keys a battle of ``game`` reads (not the app's own, like Kalah's depth)."""
    found = registry.entry(game)
    return found.option_names + found.settings + found.start_settings


def battle_settings(game: str, settings: dict[str, Any]) -> dict[str, Any]:
    """The part of a tab's settings a battle of ``game`` uses (its variant and game apart)."""
    keys = rule_keys(game)
    return {k: v for k, v in settings.items() if k in keys}


class SetupPage(QWidget):
    """``start_requested`` when the user asks to run the battle shown."""

    start_requested = Signal()
    class_battle_requested = Signal()

    def __init__(self, tab_of: Callable[[str], Any],
                 class_strategies: Callable[[], Path | None] = lambda: None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tab_of = tab_of
        """game name → the main window's tab that plays it"""
        self.class_strategies = class_strategies
        """The class folder's strategies, or None when no class folder is chosen."""
        self.game_box, self.variant_box = QComboBox(), QComboBox()
        for found in registry.ENTRIES:
            self.game_box.addItem(found.name, found.name)
        self.settings_edit = QPlainTextEdit()
        self.settings_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.from_tab_button, self.dialog_button = QPushButton(), QPushButton()
        self.players = QListWidget()
        self.add_files_button, self.add_engine_button = QPushButton(), QPushButton()
        self.add_folder_button, self.class_button = QPushButton(), QPushButton()
        self.engine_box = QComboBox()
        for kind in ENGINE_KINDS:
            self.engine_box.addItem(kind, kind)
        self.depth_box, self.seconds_box = QSpinBox(), QDoubleSpinBox()
        self.depth_box.setRange(1, MAX_DEPTH)
        self.depth_box.setValue(4)
        self.seconds_box.setRange(0.1, 600)
        self.seconds_box.setValue(1)
        self.seconds_box.setDecimals(1)
        self.remove_button, self.up_button, self.down_button = (QPushButton() for _ in range(3))
        self.games, self.openings, self.seed = QSpinBox(), QSpinBox(), QSpinBox()
        self.games.setRange(1, MAX_GAMES)
        self.games.setValue(2)
        self.openings.setRange(0, 30)
        self.seed.setRange(-2 ** 31, 2 ** 31 - 1)
        self.seed.setValue(1)
        self.move_time, self.memory = QDoubleSpinBox(), QSpinBox()
        self.move_time.setRange(0.1, 600)
        self.move_time.setValue(2)
        self.move_time.setDecimals(1)
        self.memory.setRange(16, 65536)
        self.memory.setValue(256)
        self.memory.setSingleStep(64)
        self.start_button = QPushButton()
        self.last_folder = ""
        self.error = error_line()
        self._layout()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.engine_box.currentIndexChanged.connect(self._engine_kind_changed)
        self.from_tab_button.clicked.connect(self.take_from_tab)
        self.dialog_button.clicked.connect(self.ask_tab_dialog)
        self.add_files_button.clicked.connect(self.ask_files)
        self.add_folder_button.clicked.connect(self.ask_folder)
        self.class_button.clicked.connect(self.class_battle_requested)
        self.add_engine_button.clicked.connect(self.add_engine)
        self.remove_button.clicked.connect(self.remove_player)
        self.up_button.clicked.connect(lambda: self.move_player(-1))
        self.down_button.clicked.connect(lambda: self.move_player(1))
        self.start_button.clicked.connect(self.start_requested)
        self.players.currentRowChanged.connect(self._enable)
        self.retranslate_ui()
        self._game_changed()
        self._engine_kind_changed()

    def _layout(self) -> None:
        self.game_group, self.players_group = QGroupBox(), QGroupBox()
        self.run_group = QGroupBox()
        game_form = QFormLayout(self.game_group)
        self.game_label, self.variant_label = QLabel(), QLabel()
        self.settings_label = QLabel()
        game_form.addRow(self.game_label, self.game_box)
        game_form.addRow(self.variant_label, self.variant_box)
        game_form.addRow(self.settings_label, self.settings_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.from_tab_button)
        buttons.addWidget(self.dialog_button)
        buttons.addStretch(1)
        game_form.addRow("", buttons)
        self.settings_hint = QLabel()
        self.settings_hint.setWordWrap(True)
        game_form.addRow("", self.settings_hint)
        run_form = QFormLayout(self.run_group)
        run_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.games_label, self.openings_label, self.seed_label = QLabel(), QLabel(), QLabel()
        self.move_time_label, self.memory_label = QLabel(), QLabel()
        for label, widget in ((self.games_label, self.games),
                              (self.openings_label, self.openings),
                              (self.move_time_label, self.move_time),
                              (self.memory_label, self.memory), (self.seed_label, self.seed)):
            run_form.addRow(label, widget)
        grid = QGridLayout(self.players_group)
        grid.addWidget(self.players, 0, 0, 8, 1)
        grid.addWidget(self.add_files_button, 0, 1, 1, 3)
        grid.addWidget(self.add_folder_button, 1, 1, 1, 3)
        grid.addWidget(self.engine_box, 2, 1)
        grid.addWidget(self.depth_box, 2, 2)
        grid.addWidget(self.seconds_box, 2, 2)
        grid.addWidget(self.add_engine_button, 2, 3)
        grid.addWidget(self.remove_button, 3, 1, 1, 3)
        grid.addWidget(self.up_button, 4, 1, 1, 3)
        grid.addWidget(self.down_button, 5, 1, 1, 3)
        grid.setRowStretch(6, 1)
        grid.addWidget(self.class_button, 7, 1, 1, 3)
        grid.setColumnStretch(0, 1)
        left = QVBoxLayout()
        left.addWidget(self.game_group)
        left.addWidget(self.run_group)
        left.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(left, 1)
        top.addWidget(self.players_group, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.error, 1)
        bottom.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(bottom)

    def retranslate_ui(self) -> None:
        self.game_group.setTitle(self.tr("Game"))
        self.players_group.setTitle(self.tr("Players"))
        self.run_group.setTitle(self.tr("Games and limits"))
        self.game_label.setText(self.tr("Game:"))
        self.variant_label.setText(self.tr("Variant:"))
        self.settings_label.setText(self.tr("Settings (JSON):"))
        self.from_tab_button.setText(self.tr("As in its tab"))
        self.from_tab_button.setToolTip(self.tr(
            "The variant and settings of the game now in the game's tab"))
        self.dialog_button.setText(self.tr("Choose in the game's dialog…"))
        self.settings_hint.setText(self.tr(
            "As in the game's save files, e.g. Nim {\"heaps\": [3, 4, 5]}. Empty {}: the "
            "game's usual start. A card game without \"hands\" gets a random deal for each "
            "two games of a pair."))
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, game_title(self.game_box.itemData(i),
                                                    self.tab_of(self.game_box.itemData(i))))
        engine_texts = {"perfect": self.tr("Computer: perfect"),
                        "depth": self.tr("Computer: search to depth"),
                        "time": self.tr("Computer: search for seconds"),
                        "random": self.tr("Random moves")}
        for i in range(self.engine_box.count()):
            self.engine_box.setItemText(i, engine_texts[self.engine_box.itemData(i)])
        for i in range(self.variant_box.count()):
            self.variant_box.setItemText(i, variant_title(self.variant_box.itemData(i)))
        self.add_files_button.setText(self.tr("Add strategy files…"))
        self.add_folder_button.setText(self.tr("Add folder…"))
        self.add_folder_button.setToolTip(self.tr(
            "Every strategy file (*.py) of a folder, each named by its file"))
        self.class_button.setText(self.tr("Class battle"))
        self.class_button.setToolTip(self.tr(
            "Every strategy of this game handed in to the class folder, and the perfect "
            "computer: start at once"))
        self.add_engine_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove"))
        self.up_button.setText(self.tr("Move up"))
        self.down_button.setText(self.tr("Move down"))
        self.games_label.setText(self.tr("Games per pair (sides alternate):"))
        self.openings_label.setText(self.tr("Random opening moves:"))
        self.move_time_label.setText(self.tr("Time a move for a file (s):"))
        self.memory_label.setText(self.tr("Memory for a file (MB):"))
        self.seed_label.setText(self.tr("Seed (the same seed, the same games):"))
        self.start_button.setText(self.tr("Start the battle"))
        for i in range(self.players.count()):
            self._name_item(self.players.item(i))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- the game ------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        found = registry.entry(self.game)
        self.variant_box.clear()
        for variant in found.variants:  # the rules in words; the engine's name is the data
            self.variant_box.addItem(variant_title(variant), variant)
        settings = self.tab_of(self.game).default_settings()
        settings = battle_settings(self.game, settings)
        settings.pop("hands", None)  # a battle deals: both players get both hands
        self.set_settings(settings)

    def set_settings(self, settings: dict[str, Any]) -> None:
        self.settings_edit.setPlainText(json.dumps(settings, ensure_ascii=False))

    def _take(self, game: str, settings: dict[str, Any]) -> None:
        """Show ``settings`` of a tab (its ``game`` and ``variant`` keys pick the boxes)."""
        self.game_box.setCurrentIndex(self.game_box.findData(game))
        variant = settings.get("variant")
        if isinstance(variant, str) and self.variant_box.findData(variant) >= 0:
            self.variant_box.setCurrentIndex(self.variant_box.findData(variant))
        self.set_settings(battle_settings(game, settings))
        self.error.clear()

    def take_from_tab(self) -> None:
        tab = self.tab_of(self.game)
        self._take(tab.game.info.name if self.game in type(tab).games_played() else self.game,
                   dict(tab.settings))

    def ask_tab_dialog(self) -> None:
        tab = self.tab_of(self.game)
        settings = tab.new_game_settings()
        if settings is not None:
            self._take(str(settings.get("game", tab.game_name)), settings)

    # --- the players ---------------------------------------------------------------------
    def _engine_kind_changed(self) -> None:
        kind = self.engine_box.currentData()
        self.depth_box.setVisible(kind == "depth")
        self.seconds_box.setVisible(kind == "time")

    def engine_spec(self) -> str:
        kind = str(self.engine_box.currentData())
        if kind == "depth":
            return f"depth:{self.depth_box.value()}"
        if kind == "time":
            return f"time:{self.seconds_box.value():g}"
        return kind

    def add_engine(self) -> None:
        self.add_player(self.engine_spec())

    def ask_files(self) -> None:
        """Pupils' files: the dialog opens where the last ones were (first: the examples)."""
        names, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add strategy files"), self.last_folder or str(strategies_folder(
                self.game)), self.tr("Python files (*.py)"))
        for name in names:
            self.add_player(name)
            self.last_folder = str(Path(name).parent)

    def ask_folder(self) -> None:
        """Every strategy of a folder: the dialog opens in the class folder's strategies when
        one is chosen."""
        start = self.class_strategies()
        start_text = str(start) if start is not None and start.is_dir() else (
            self.last_folder or str(strategies_folder(self.game)))
        name = QFileDialog.getExistingDirectory(self, self.tr("Add every strategy of a folder"),
                                                start_text)
        if name:
            self.add_folder(Path(name))

    def add_folder(self, folder: Path) -> int:
        """Add every ``*.py`` file of ``folder``; how many (none, or an unreadable folder: said
        in the red line)."""
        try:
            files = strategy_files(folder)
        except OSError as exc:
            self.error.setText(self.tr("Cannot read the folder {0}: {1}").format(
                folder, exc.strerror or exc))
            return 0
        for path in files:
            self.add_player(str(path))
        self.last_folder = str(folder)
        if files:
            self.error.clear()
        else:
            self.error.setText(self.tr("No strategy files (*.py) in {0}").format(folder))
        return len(files)

    def add_player(self, spec: str) -> None:
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, spec)
        self._name_item(item)
        self.players.addItem(item)
        self.players.setCurrentItem(item)

    def _name_item(self, item: QListWidgetItem) -> None:
        spec = str(item.data(Qt.ItemDataRole.UserRole))
        item.setText(engine_name(spec) or Path(spec).name)
        item.setToolTip(spec)

    def player_specs(self) -> list[str]:
        return [str(self.players.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.players.count())]

    def remove_player(self) -> None:
        row = self.players.currentRow()
        if row >= 0:
            self.players.takeItem(row)

    def move_player(self, step: int) -> None:
        row = self.players.currentRow()
        if 0 <= row and 0 <= row + step < self.players.count():
            item = self.players.takeItem(row)
            self.players.insertItem(row + step, item)
            self.players.setCurrentRow(row + step)

    def _enable(self) -> None:
        row = self.players.currentRow()
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.players.count() - 1)

    # --- the whole setup -----------------------------------------------------------------
    def setup(self) -> Setup:
        """The setup shown; raises ``ValueError`` with a message for the user when the
        settings are not a JSON object."""
        try:
            settings = json.loads(self.settings_edit.toPlainText() or "{}")
        except ValueError as exc:
            raise ValueError(self.tr("The settings are not JSON: {0}").format(exc)) from None
        if not isinstance(settings, dict):
            raise ValueError(self.tr("The settings must be a JSON object in braces, e.g. {0}")
                             .format('{"heaps": [3, 4, 5]}'))
        return Setup(self.game, str(self.variant_box.currentData() or ""), settings, self.player_specs(),
                     self.games.value(), self.seed.value(), self.move_time.value(),
                     self.memory.value(), self.openings.value())

    def set_setup(self, setup: Setup) -> None:
        self.game_box.setCurrentIndex(self.game_box.findData(setup.game))
        if self.variant_box.findData(setup.variant) >= 0:
            self.variant_box.setCurrentIndex(self.variant_box.findData(setup.variant))
        self.set_settings(setup.settings)
        self.players.clear()
        for spec in setup.players:
            self.add_player(spec)
        self.games.setValue(setup.games)
        self.seed.setValue(setup.seed)
        self.move_time.setValue(setup.move_time)
        self.memory.setValue(setup.memory_mb)
        self.openings.setValue(setup.openings)
        self.error.clear()

    def set_running(self, running: bool) -> None:
        for group in (self.game_group, self.players_group, self.run_group):
            group.setEnabled(not running)
        self.start_button.setEnabled(not running)
