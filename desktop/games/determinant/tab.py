"""The Determinant tab: the table, every move's exact value from the first move on, the tree."""
from __future__ import annotations

from typing import Any

from desktop.framework.game_tab import GameTab
from desktop.framework.thinking import ThinkingView
from desktop.games.determinant.board import DeterminantBoard
from desktop.games.determinant.thinking import DeterminantThinkingView
from engines.analysis import Analyzer
from engines.games.determinant.rules import DetPosition, canonical
from engines.protocol import Game


class DeterminantTab(GameTab[DetPosition]):
    game_name = "determinant"

    def tab_title(self) -> str:
        return self.tr("Determinant")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "standard"}

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[Game[DetPosition, Any], Analyzer[DetPosition, Any], DetPosition]:
        # The same rules every game: one analyzer for the session, its table and memo kept.
        game, analyzer = self.engine_game(None)
        return game, analyzer, game.initial()

    def create_board(self) -> DeterminantBoard:
        return DeterminantBoard()

    def create_thinking_view(self) -> ThinkingView:
        return DeterminantThinkingView(self.game, self.analyzer)  # type: ignore[arg-type]

    def retranslate_ui(self) -> None:
        self.board.labels = {  # type: ignore[attr-defined]
            "rows": self.tr("A: rows"), "columns": self.tr("B: columns")}
        super().retranslate_ui()
        self.controls.move_entry.setToolTip(self.tr(
            "Type N@RC: number N into row R, column C, e.g. 4@21. On the board: a digit key "
            "picks the number, arrows the cell, Enter writes."))

    def new_game_settings(self) -> dict[str, Any] | None:
        return {"variant": "standard"}

    def position_hint(self) -> str:
        return self.tr("The table row by row: nine characters, digits 1–9 or '.' for an empty "
                       "cell, e.g. 917.5.682. Whose move it is follows from how many cells are "
                       "filled (A when even).")

    def describe_move(self, pos: Any, move_text: str) -> str:
        n, r, c = move_text[0], move_text[2], move_text[3]
        return self.tr("{0} into row {1}, column {2}").format(n, r, c)

    def moves_before(self, pos: DetPosition) -> int:
        return pos.filled

    def group_key(self, pos: Any, move_text: str) -> Any:
        child = self.game.play(pos, self.game.parse_move(pos, move_text))
        return canonical(child.cells)
