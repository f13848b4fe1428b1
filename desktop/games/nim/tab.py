"""The Nim tab: heaps of stones, normal or misère, with the binary-table view."""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.framework.dialogs import SettingsDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.thinking import ThinkingView
from desktop.games.nim.board import NimBoard
from desktop.games.nim.thinking import NimThinkingView
from engines.analysis import Analyzer
from engines.games.nim import ENTRY
from engines.games.nim.rules import NEEDS_K, VARIANTS, NimAnalyzer, NimPosition, parse_edges
from engines.protocol import Game, NotationError
from engines.registry import check_reach

MAX_HEAPS = 8
MAX_STONES = 99
UI_VARIANTS = VARIANTS
FAMILY_POSITIONS = 21 ** 3
"""The family's variants are solved by search over every smaller position: at most this many
(three heaps of 20, four of 11…)."""


def presets(preset: str, n: int, k: int) -> list[list[int]]:
    """Heap sets for the hypergraph editor: Nim, Moore's Nim_k, exact k, proper Nim."""
    heaps = range(1, n + 1)
    if preset == "nim":
        return [[i] for i in heaps]
    if preset == "moore":
        return [list(c) for r in range(1, min(k, n) + 1) for c in combinations(heaps, r)]
    if preset == "exact":
        return [list(c) for c in combinations(heaps, min(k, n))]
    return [list(c) for r in range(1, n) for c in combinations(heaps, r)] or [[1]]


class NimTab(GameTab[NimPosition]):
    game_name = "nim"

    def tab_title(self) -> str:
        return self.tr("Nim")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "normal", "heaps": [3, 4, 5]}


    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: NimPosition) -> dict[str, Any]:
        return {"heaps": list(pos.heaps)}

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[Game[NimPosition, Any], Analyzer[NimPosition, Any], NimPosition]:
        variant = settings.get("variant", "normal")
        edges = settings.get("edges") if variant == "hypergraph" else None
        game, analyzer = self.engine_game(variant, k=settings.get("k") if variant in NEEDS_K
                                          else None, edges=edges)
        start: NimPosition = ENTRY.start_position(game, settings)  # the heaps, checked
        check_limits(start, variant)  # the app's own, smaller than the command line's
        check_reach(analyzer, start, False)  # and the command line's
        return game, analyzer, start

    def show_game(self, game: Any, analyzer: Any) -> None:
        variant = game.variant
        self.thinking.variant = variant  # type: ignore[attr-defined]
        self.thinking.game = game  # type: ignore[attr-defined]
        self.take_button.setVisible(variant not in ("normal", "misere"))
        self.board.multi = variant not in ("normal", "misere")  # type: ignore[attr-defined]

    def create_board(self) -> NimBoard:
        board = NimBoard()
        board.heap_label = self.tr("Heap {0}")
        return board

    def create_thinking_view(self) -> ThinkingView:
        view = NimThinkingView(self.settings.get("variant", "normal"))
        view.game = self.game  # type: ignore[assignment]
        return view

    def wrap_play_area(self, play_area: QWidget) -> QWidget:
        """A take button for the family's moves on several heaps at once."""
        self.take_button = QPushButton()
        self.take_button.clicked.connect(self.take_marked)
        self.toolbar.add_extra(self.take_button)
        family = self.settings.get("variant", "normal") not in ("normal", "misere")
        self.take_button.setVisible(family)
        self.board.multi = family  # type: ignore[attr-defined]
        return play_area

    def take_marked(self) -> None:
        board: NimBoard = self.board  # type: ignore[assignment]
        move = tuple(sorted(board.marked.items()))
        if not move:
            self._say_error(self.tr("Click the stones to take in each heap first."))
            return
        if move not in self.game.legal_moves(self.position):
            self._say_error(self.tr("These stones are not one legal move here."))
            return
        board.marked.clear()
        self.play_human_move(move)

    def retranslate_ui(self) -> None:
        self.board.heap_label = self.tr("Heap {0}")  # type: ignore[attr-defined]
        self.take_button.setText(self.tr("Take the marked stones"))
        super().retranslate_ui()
        if getattr(self.board, "pos", None) is not None:  # the heap names are drawn text
            last = self.record.plies[-1] if self.record.plies else None
            self.board.set_position(self.position, self.human_to_move(), last)  # type: ignore[attr-defined]
        self.controls.move_entry.setToolTip(self.tr(
            "Type heap:stones, e.g. 2:3 takes 3 stones from heap 2. On the board: ←/→ pick a "
            "heap, ↑/↓ the amount, Enter takes."))

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = NimSettingsDialog(self, self.settings, self.build_game)
        return dialog.settings() if dialog.exec() else None

    def position_hint(self) -> str:
        return self.tr("Heap sizes separated by spaces, e.g. 1 6 6 2 9 — from 1 to {0} heaps "
                       "of 0 to {1} stones. Player A moves first.").format(MAX_HEAPS, MAX_STONES)

    def validate_position(self, text: str, game: Any = None) -> NimPosition:
        game = game or self.game
        pos = game.parse_position(text)
        check_limits(pos, game.variant)
        check_reach(NimAnalyzer(game), pos, False)
        return NimPosition(pos.heaps, 0)

    def position_text(self, pos: NimPosition) -> str:
        # The editor starts a game with A to move (its hint says so): show the heaps alone.
        return self.game.format_position(NimPosition(pos.heaps, 0))

    def start_game(self, settings: dict[str, Any], start: Any = None) -> None:
        if start is not None:
            settings = dict(settings, heaps=list(start.heaps))
        super().start_game(settings, start)
        self.thinking.variant = settings.get("variant", "normal")  # type: ignore[attr-defined]

    def describe_move(self, pos: Any, move_text: str) -> str:
        if "," in move_text:
            return ""
        heap, amount = move_text.split(":")
        return self.tr("take %n from heap {0}", "", int(amount)).format(heap)


def check_limits(pos: NimPosition, variant: str = "normal") -> None:
    if not 1 <= len(pos.heaps) <= MAX_HEAPS:
        raise NotationError("nim: the app plays 1 to {0} heaps, not {1}", MAX_HEAPS, len(pos.heaps))
    for n, h in enumerate(pos.heaps, 1):
        if h > MAX_STONES:
            raise NotationError("nim: heap {0} has {1} stones; at most {2}", n, h, MAX_STONES)
    if variant not in ("normal", "misere") and math.prod(h + 1 for h in pos.heaps) > \
            FAMILY_POSITIONS:
        raise NotationError("nim: this variant is solved by search; the heaps allow at most "
                            "{0} smaller positions (e.g. three heaps of 20)", FAMILY_POSITIONS)


class NimSettingsDialog(SettingsDialog):
    def __init__(self, parent: QWidget | None, settings: dict[str, Any],
                 build: Callable[[dict[str, Any]], object] | None = None) -> None:
        super().__init__(parent, self.tr("New game of Nim"), build)
        self.variant = QComboBox()
        self.variant.addItems([self.tr("normal: who takes the last stone wins"),
                               self.tr("misère: who takes the last stone loses"),
                               self.tr("Moore's Nim_k: take from 1 to k heaps"),
                               self.tr("exact k-Nim: take from exactly k heaps"),
                               self.tr("slow Nim: one stone from each of 1 to k heaps"),
                               self.tr("slow Nim: one stone from each of exactly k heaps"),
                               self.tr("Nim on a hypergraph: the heap sets you allow")])
        self.variant.setCurrentIndex(UI_VARIANTS.index(settings.get("variant", "normal")))
        self.k = QSpinBox()
        self.k.setRange(1, MAX_HEAPS)
        self.k.setValue(int(settings.get("k") or 2))
        self.edges = QLineEdit(";".join(",".join(map(str, e))
                                        for e in settings.get("edges") or [[1, 2], [2, 3], [1],
                                                                            [3]]))
        self.preset = QComboBox()
        self.preset.addItems([self.tr("preset…"), self.tr("Nim (every heap alone)"),
                              self.tr("Nim_k (1 to k heaps)"), self.tr("exact k heaps"),
                              self.tr("proper Nim (all proper subsets)")])
        self.preset.activated.connect(self._preset)
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
        self.k_label, self.edges_label = QLabel(self.tr("k:")), QLabel(self.tr("Heap sets:"))
        form.addRow(self.k_label, self.k)
        edges_row = QHBoxLayout()
        edges_row.addWidget(self.edges, 1)
        edges_row.addWidget(self.preset)
        form.addRow(self.edges_label, edges_row)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count)
        count_row.addWidget(shuffle)
        count_row.addStretch(1)
        form.addRow(self.tr("Heaps:"), count_row)
        self.lay_out(form, grid)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self._show_spins(self.count.value())
        self._variant_changed()

    def _variant_changed(self, *_: Any) -> None:
        variant = UI_VARIANTS[self.variant.currentIndex()]
        for k_part in (self.k_label, self.k):
            k_part.setVisible(variant in NEEDS_K)
        for edges_part in (self.edges_label, self.edges, self.preset):
            edges_part.setVisible(variant == "hypergraph")

    def _preset(self, index: int) -> None:
        if index > 0:
            kind = ("nim", "moore", "exact", "proper")[index - 1]
            edges = presets(kind, self.count.value(), self.k.value())
            self.edges.setText(";".join(",".join(map(str, e)) for e in edges))
        self.preset.setCurrentIndex(0)

    def _show_spins(self, n: int) -> None:
        for i, spin in enumerate(self.spins):
            spin.setVisible(i < n)

    def _random(self) -> None:
        for spin in self.spins[: self.count.value()]:
            spin.setValue(random.randint(1, 15))

    def settings(self) -> dict[str, Any]:
        variant = UI_VARIANTS[self.variant.currentIndex()]
        out: dict[str, Any] = {"variant": variant,
                               "heaps": [s.value() for s in self.spins[: self.count.value()]]}
        if variant in NEEDS_K:
            out["k"] = self.k.value()
        if variant == "hypergraph":
            out["edges"] = parse_edges(self.edges.text())
        return out
