"""The Nim tab: heaps of stones, normal or misère, with the binary-table view."""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.game_tab import GameTab
from desktop.framework.thinking import ThinkingView
from desktop.games.nim_board import NimBoard
from desktop.games.nim_thinking import NimThinkingView
from engines.games.nim import Nim, NimAnalyzer, NimPosition
from engines.protocol import NotationError

MAX_HEAPS = 8
MAX_STONES = 99
UI_VARIANTS = ("normal", "misere")


class NimTab(GameTab):
    game_name = "nim"

    def tab_title(self) -> str:
        return self.tr("Nim")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "normal", "heaps": [3, 4, 5]}

    def build_game(self, settings: dict[str, Any]) -> tuple[Nim, NimAnalyzer, NimPosition]:
        variant = settings.get("variant", "normal")
        if variant not in UI_VARIANTS:
            raise NotationError("nim: the app plays the variants {0}, not '{1}'",
                                ", ".join(UI_VARIANTS), variant)
        heaps = settings.get("heaps", [3, 4, 5])
        if not isinstance(heaps, list) or not all(isinstance(h, int) for h in heaps):
            raise NotationError("nim: 'heaps' must be a list of whole numbers")
        start = NimPosition(tuple(heaps))
        check_limits(start)
        game = Nim(variant, start=tuple(heaps))
        if hasattr(self, "thinking"):
            self.thinking.variant = variant  # type: ignore[attr-defined]
        return game, NimAnalyzer(game), start

    def create_board(self) -> NimBoard:
        board = NimBoard()
        board.heap_label = self.tr("Heap {0}")
        return board

    def create_thinking_view(self) -> ThinkingView:
        return NimThinkingView(self.settings.get("variant", "normal"))

    def retranslate_ui(self) -> None:
        self.board.heap_label = self.tr("Heap {0}")  # type: ignore[attr-defined]
        super().retranslate_ui()
        self.controls.move_entry.setToolTip(self.tr(
            "Type heap:stones, e.g. 2:3 takes 3 stones from heap 2. On the board: ←/→ pick a "
            "heap, ↑/↓ the amount, Enter takes."))

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = NimSettingsDialog(self, self.settings)
        return dialog.settings() if dialog.exec() else None

    def position_hint(self) -> str:
        return self.tr("Heap sizes separated by spaces, e.g. 1 6 6 2 9 — from 1 to {0} heaps "
                       "of 0 to {1} stones. Player A moves first.").format(MAX_HEAPS, MAX_STONES)

    def validate_position(self, text: str, game: Any = None) -> NimPosition:
        pos = (game or self.game).parse_position(text)
        check_limits(pos)
        return NimPosition(pos.heaps, 0)

    def start_game(self, settings: dict[str, Any], start: Any = None) -> None:
        if start is not None:
            settings = dict(settings, heaps=list(start.heaps))
        super().start_game(settings, start)
        self.thinking.variant = settings.get("variant", "normal")  # type: ignore[attr-defined]

    def describe_move(self, pos: Any, move_text: str) -> str:
        heap, amount = move_text.split(":")
        return self.tr("take %n from heap {0}", "", int(amount)).format(heap)


def check_limits(pos: NimPosition) -> None:
    if not 1 <= len(pos.heaps) <= MAX_HEAPS:
        raise NotationError("nim: the app plays 1 to {0} heaps, not {1}", MAX_HEAPS, len(pos.heaps))
    for n, h in enumerate(pos.heaps, 1):
        if h > MAX_STONES:
            raise NotationError("nim: heap {0} has {1} stones; at most {2}", n, h, MAX_STONES)


class NimSettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None, settings: dict[str, Any]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game of Nim"))
        self.variant = QComboBox()
        self.variant.addItems([self.tr("normal: who takes the last stone wins"),
                               self.tr("misère: who takes the last stone loses")])
        self.variant.setCurrentIndex(UI_VARIANTS.index(settings.get("variant", "normal")))
        self.count = QSpinBox()
        self.count.setRange(1, MAX_HEAPS)
        heaps = list(settings.get("heaps", [3, 4, 5]))
        self.count.setValue(len(heaps))
        self.spins = []
        grid = QGridLayout()
        for i in range(MAX_HEAPS):
            spin = QSpinBox()
            spin.setRange(0, MAX_STONES)
            spin.setValue(heaps[i] if i < len(heaps) else random.randint(1, 9))
            spin.setPrefix(self.tr("heap {0}: ").format(i + 1))
            self.spins.append(spin)
            grid.addWidget(spin, i // 4, i % 4)
        self.count.valueChanged.connect(self._show_spins)
        shuffle = QPushButton(self.tr("Random heaps"))
        shuffle.clicked.connect(self._random)
        form = QFormLayout()
        form.addRow(self.tr("Rules:"), self.variant)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count)
        count_row.addWidget(shuffle)
        count_row.addStretch(1)
        form.addRow(self.tr("Heaps:"), count_row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self._show_spins(self.count.value())

    def _show_spins(self, n: int) -> None:
        for i, spin in enumerate(self.spins):
            spin.setVisible(i < n)

    def _random(self) -> None:
        for spin in self.spins[: self.count.value()]:
            spin.setValue(random.randint(1, 15))

    def settings(self) -> dict[str, Any]:
        return {"variant": UI_VARIANTS[self.variant.currentIndex()],
                "heaps": [s.value() for s in self.spins[: self.count.value()]]}
