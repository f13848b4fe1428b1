"""The 24 cards tab: any deck and target, the Sprague–Grundy table behind every move."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFormLayout, QGridLayout, QLabel, QSpinBox, QWidget

from desktop.framework.dialogs import SettingsDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.record import Mode
from desktop.framework.thinking import ThinkingView
from desktop.games.cards24.board import Cards24Board
from desktop.games.cards24.thinking import Cards24ThinkingView
from engines.games.cards24 import DEFAULT_TARGET
from engines.games.cards24.rules import (
    DEFAULT_DECK,
    MAX_POSITIONS,
    MAX_VALUE,
    Cards24,
    CardsPosition,
)
from engines.analysis import Analyzer
from engines.protocol import Game, NotationError

MAX_COUNT = 12


class Cards24Tab(GameTab[CardsPosition]):
    game_name = "cards24"

    def tab_title(self) -> str:
        return self.tr("24 cards")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "standard", "deck": list(DEFAULT_DECK), "target": DEFAULT_TARGET}

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[Game[CardsPosition, Any], Analyzer[CardsPosition, Any], CardsPosition]:
        # A new game of the same deck keeps the solved table (the registry's checks name a
        # bad deck or target).
        game, analyzer = self.engine_game(None, deck=settings.get("deck", DEFAULT_DECK),
                                          target=settings.get("target", DEFAULT_TARGET))
        return game, analyzer, game.initial()

    def show_game(self, game: Any, analyzer: Any) -> None:
        self.board.set_game(game)  # type: ignore[attr-defined]
        self.thinking.set_game(game, analyzer)  # type: ignore[attr-defined]

    def create_board(self) -> Cards24Board:
        return Cards24Board()

    def create_thinking_view(self) -> ThinkingView:
        view = Cards24ThinkingView(self.game, self.analyzer)  # type: ignore[arg-type]
        view.jump_requested.connect(self.jump_to_position)
        return view

    def retranslate_ui(self) -> None:
        self.board.labels = {"total": self.tr("Total"),  # type: ignore[attr-defined]
                             "to": self.tr("to {0}")}
        super().retranslate_ui()
        self.controls.move_entry.setToolTip(self.tr(
            "Type the value of the card to take, e.g. 6. On the board: click a stack or press "
            "its digit."))

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = Cards24SettingsDialog(self, self.settings)
        return dialog.settings() if dialog.exec() else None

    def position_hint(self) -> str:
        return self.tr("How many cards of each value 1…{0} are still on the table, e.g. "
                       "4 4 4 4 4 4 (the start). The total so far follows from them.").format(
            len(self.game.deck))  # type: ignore[attr-defined]

    def validate_position(self, text: str, game: Any = None) -> CardsPosition:
        game = game or self.game
        pos: CardsPosition = game.parse_position(text)
        if game.total(pos) > game.target:
            raise NotationError("cards24: the cards taken already add up to {0}, over the "
                                "target {1}", game.total(pos), game.target)
        return pos

    def describe_move(self, pos: Any, move_text: str) -> str:
        game: Cards24 = self.game  # type: ignore[assignment]
        return self.tr("total becomes {0}").format(game.total(pos) + int(move_text))

    def moves_before(self, pos: Any) -> int:
        taken: int = self.game.taken(pos)  # type: ignore[attr-defined]  # the game is a Cards24
        return taken

    def jump_to_position(self, pos: CardsPosition) -> None:
        """From the table explorer: look at that cell on the board, both sides human."""
        self.set_mode(Mode.HUMAN_HUMAN)
        self.start_game(self.settings, pos)


class Cards24SettingsDialog(SettingsDialog):
    def __init__(self, parent: QWidget | None, settings: dict[str, Any]) -> None:
        super().__init__(parent, self.tr("New game of 24 cards"))
        deck = list(settings.get("deck", DEFAULT_DECK))
        self.values = QSpinBox()
        self.values.setRange(1, MAX_VALUE)
        self.values.setValue(len(deck))
        self.target = QSpinBox()
        self.target.setRange(1, 500)
        self.target.setValue(int(settings.get("target", DEFAULT_TARGET)))
        self.counts: list[QSpinBox] = []
        grid = QGridLayout()
        for v in range(1, MAX_VALUE + 1):
            spin = QSpinBox()
            spin.setRange(0, MAX_COUNT)
            spin.setValue(deck[v - 1] if v <= len(deck) else 4)
            spin.setPrefix(self.tr("cards of value {0}: ").format(v))
            self.counts.append(spin)
            grid.addWidget(spin, (v - 1) // 3, (v - 1) % 3)
        self.size_note = QLabel()
        self.size_note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Card values 1 to"), self.values)
        form.addRow(self.tr("Target"), self.target)
        self.lay_out(form, grid, self.size_note)
        for spin in [self.values, *self.counts]:
            spin.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self.values.value()
        for v, spin in enumerate(self.counts, 1):
            spin.setVisible(v <= n)
        size = 1
        for spin in self.counts[:n]:
            size *= spin.value() + 1
        ok = size <= MAX_POSITIONS
        locale = QLocale()
        self.size_note.setText(self.tr("The table has {0} positions.").format(
            locale.toString(size)) + ("" if ok else " " + self.tr(
                "That is too many: at most {0}.").format(locale.toString(MAX_POSITIONS))))
        self.set_ok_enabled(ok)

    def settings(self) -> dict[str, Any]:
        n = self.values.value()
        return {"variant": "standard", "deck": [s.value() for s in self.counts[:n]],
                "target": self.target.value()}
