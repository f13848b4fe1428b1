"""The SEKI tab: a matrix of shared liberties, R takes from rows' point of view, C from
columns'; every entry coloured by what decreasing it is worth, and the matrix classified."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.canvas_board import CanvasBoard
from desktop.framework.controls import fill_combo
from desktop.framework.dialogs import SettingsDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.palette import (
    CELL_FACE, FIRST_PLAYER, HINT_DARK, INK_BROWN, INK_FAINT, LOSS_FILL, NEUTRAL_FILL,
    OUTLINE_BROWN, SECOND_PLAYER, WIN_FILL,
)
from desktop.framework.record import Ply
from desktop.framework.thinking import ThinkingView
from desktop.framework.worker import EngineRunner, analyse_in_turn
from desktop.framework.zoom import scaled_minimum_size
from engines.analysis import Analysis, Analyzer
from engines.games.seki import ENTRY, check_playable
from engines.games.seki.rules import PASS, VARIANTS, Seki, SekiPosition, check_reach, classify
from engines.policy import Choice
from engines.protocol import Game
from engines.solvers.control import SearchControl

VALUE_COLOURS = {1: WIN_FILL, 0: NEUTRAL_FILL, -1: LOSS_FILL}


class MatrixCanvas(QWidget):
    clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown: SekiPosition | None = None
        """The position drawn (not ``pos``: that is QWidget's place on its parent)."""
        self.values: dict[Any, float] = {}
        self.interactive = False
        self.hint: Any = None
        self.labels = ("R", "C")
        scaled_minimum_size(self, 320, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def cell(self, r: int, c: int) -> QRectF:
        assert self.shown is not None
        rows, cols = len(self.shown.matrix), len(self.shown.matrix[0])
        size = min((self.width() - 160) / cols, (self.height() - 80) / rows, 110)
        x0 = (self.width() - cols * size) / 2 + 30  # room on the left for the row labels
        y0 = (self.height() - rows * size) / 2
        return QRectF(x0 + c * size + 3, y0 + r * size + 3, size - 6, size - 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#e7d3a6"))  # a Go board's wood
        if self.shown is None or not self.shown.matrix:
            return
        font = QFont(self.font())
        font.setBold(True)
        for r, row in enumerate(self.shown.matrix):
            for c, x in enumerate(row):
                rect = self.cell(r, c)
                value = self.values.get((r, c))
                fill = VALUE_COLOURS.get(int(value)) if value is not None else None
                painter.setPen(QPen(OUTLINE_BROWN, 1.5))
                painter.setBrush(fill or CELL_FACE)
                painter.drawRoundedRect(rect, 8, 8)
                if (r, c) == self.hint:
                    painter.setPen(QPen(HINT_DARK, 4))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 10, 10)
                font.setPointSizeF(max(10.0, rect.height() * 0.3))
                painter.setFont(font)
                painter.setPen(INK_BROWN if x else INK_FAINT)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(x))
        painter.setFont(self.font())
        painter.setPen(FIRST_PLAYER)
        for r, row in enumerate(self.shown.matrix):
            rect = self.cell(r, 0)
            painter.drawText(QRectF(rect.left() - 76, rect.top(), 70, rect.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             f"{self.labels[0]}{r + 1} ({sum(row)})")
        painter.setPen(SECOND_PLAYER)
        for c, col in enumerate(zip(*self.shown.matrix)):
            rect = self.cell(0, c)
            painter.drawText(QRectF(rect.left(), rect.top() - 26, rect.width(), 22),
                             Qt.AlignmentFlag.AlignCenter, f"{self.labels[1]}{c + 1} ({sum(col)})")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.interactive or self.shown is None or not self.shown.matrix:
            return
        for r, row in enumerate(self.shown.matrix):
            for c, x in enumerate(row):
                if x and self.cell(r, c).contains(event.position()):
                    self.clicked.emit((r, c))
                    return


class SekiBoard(CanvasBoard):
    """Renders a :class:`SekiPosition`; emits the entry or the pass the user picks."""

    canvas: MatrixCanvas

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(MatrixCanvas(), parent)
        self.pass_button = self.move_button(PASS)
        self.canvas.clicked.connect(self.move_chosen)

    def set_position(self, pos: SekiPosition, interactive: bool, last: Ply | None) -> None:
        self.canvas.shown = pos
        self.canvas.values = {}
        self.canvas.hint = None
        self.canvas.interactive = interactive
        self.pass_button.setEnabled(interactive)
        self.canvas.update()

    def show_values(self, analysis: Analysis[Any, Any]) -> None:
        if analysis.position == self.canvas.shown:
            self.canvas.values = {m.move: m.value for m in analysis.moves if m.move != PASS}
            self.canvas.update()

    def show_hint(self, move: Any) -> None:
        if move == PASS:
            self.pass_button.setFocus()
        self.canvas.hint = move
        self.canvas.update()


class SekiThinkingView(ThinkingView):
    """The classification of the matrix on the board, computed in the background."""

    def __init__(self, tab: SekiTab) -> None:
        super().__init__()
        self.tab = tab
        self.runner = EngineRunner(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.choice = QLabel()
        self.choice.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.choice)
        layout.addStretch(1)
        self._matrix: Any = None
        self._analyzer: Analyzer[Any, Any] | None = None

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        self.tab.board.show_values(analysis)  # type: ignore[attr-defined]
        matrix = analysis.position.matrix
        if matrix == self._matrix or not matrix:
            return
        self._matrix = matrix
        game = self.tab.game
        assert isinstance(game, Seki)  # the Seki tab plays nothing else
        if self._analyzer is None or self._analyzer.game.info != game.info:
            self._analyzer = Analyzer(game)  # its own table: the tab's runner uses the other
        analyzer = self._analyzer

        def job(control: SearchControl) -> dict[str, Any]:
            def solve(pos: SekiPosition) -> tuple[float, list[tuple[Any, float]]]:
                a = analyse_in_turn(analyzer, pos, control)
                return a.value, [(m.move, m.value) for m in a.moves]
            return classify(game, matrix, solve)

        self.text.setText(self.tr("Classifying…"))
        self.runner.start(job, self._show)

    def retranslate_ui(self) -> None:
        # The texts are built from the last verdict and choice: build them anew.
        if getattr(self, "_verdict", None) is not None:
            self._show(self._verdict)
        if getattr(self, "_choice", None) is not None:
            self.explain(*self._choice)

    def _show(self, verdict: dict[str, Any]) -> None:
        self._verdict = verdict

        def who(value: int) -> str:
            return {1: self.tr("R wins"), 0: self.tr("a draw"), -1: self.tr("C wins")}[value]
        lines = [self.tr("If R starts: {0}.").format(who(verdict["R"])),
                 self.tr("If C starts: {0}.").format(who(verdict["C"]))]
        if verdict["complete"]:
            lines.append(self.tr("<b>A complete seki</b>: a draw whoever starts, and every move "
                                 "other than a pass loses."))
        elif verdict["seki"]:
            lines.append(self.tr("<b>A seki</b>: a draw whoever starts."))
        self.text.setText("<br>".join(lines) + "<br><br>" + self.tr(
            "On the board: green — the entry's move wins for the player to move, grey — "
            "draws, red — loses."))

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        self._choice = (analysis, choice)
        self.choice.setText(self.tr("{0} plays {1}.").format(
            self.tab.side_label(analysis.mover), choice.move.text))


class SekiTab(GameTab[SekiPosition]):
    game_name = "seki"

    def tab_title(self) -> str:
        return self.tr("Seki")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "seki", "matrix": [[2, 1, 1], [1, 2, 1], [1, 1, 2]], "first": 0}


    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: SekiPosition) -> dict[str, Any]:
        return {"matrix": [list(r) for r in pos.matrix], "first": pos.mover}

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[Game[SekiPosition, Any], Analyzer[SekiPosition, Any], SekiPosition]:
        game, analyzer = self.engine_game(settings.get("variant"))
        start: SekiPosition = ENTRY.start_position(game, settings)  # the matrix, checked
        check_reach(start)  # the command line's limit
        return game, analyzer, start

    def validate_position(self, text: str, game: Any = None) -> SekiPosition:
        game = game or self.game
        pos: SekiPosition = game.parse_position(text)
        check_playable(pos)
        check_reach(pos)  # the command line's limit
        return pos

    def create_board(self) -> SekiBoard:
        return SekiBoard()

    def create_thinking_view(self) -> ThinkingView:
        return SekiThinkingView(self)

    def side_label(self, side: int) -> str:
        return "RC"[side]

    def retranslate_ui(self) -> None:
        self.board.pass_button.setText(self.tr("Pass"))  # type: ignore[attr-defined]
        super().retranslate_ui()
        self.controls.move_entry.setToolTip(self.tr(
            "Type an entry as row,column (e.g. 2,3) or \"pass\". On the board: click an entry."))

    def position_hint(self) -> str:
        return self.tr("The matrix, rows separated by /, entries by commas, then who moves (R "
                       "or C), e.g. 2,1/1,2 R; add 'passed' if the last move was a pass.")

    def describe_move(self, pos: Any, move_text: str) -> str:
        return self.tr("pass") if move_text == PASS else ""

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = SekiDialog(self, self.settings)
        return dialog.result_settings if dialog.exec() else None

    def extra_screens(self) -> list[tuple[str, Any]]:
        def classify_view() -> None:
            self.side.setCurrentIndex(1)
        return [("classification", classify_view)]


class SekiDialog(SettingsDialog):
    def __init__(self, parent: SekiTab, settings: dict[str, Any]) -> None:
        super().__init__(parent, self.tr("New game of Seki"))
        self.tab = parent
        self.variant, self.first = QComboBox(), QComboBox()
        fill_combo(self.variant, [self.tr("SEKI: emptying a row and a column at once wins"),
                                  self.tr("D-SEKI: emptying both at once is a draw")])
        self.variant.setCurrentIndex(VARIANTS.index(settings.get("variant", "seki")))
        fill_combo(self.first, ["R", "C"])
        self.first.setCurrentIndex(int(settings.get("first", 0)) % 2)
        self.matrix = QLineEdit("/".join(",".join(map(str, r)) for r in settings["matrix"]))
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.variant)
        form.addRow(self.tr("Matrix (rows by /, entries by commas)"), self.matrix)
        form.addRow(self.tr("First to move"), self.first)
        self.lay_out(form)
        self.result_settings: dict[str, Any] | None = None

    def check(self) -> None:
        game = Seki(VARIANTS[self.variant.currentIndex()])
        text = self.matrix.text().strip().replace(" ", "")
        pos = self.tab.validate_position(f"{text} R", game)
        self.result_settings = {"variant": game.variant,
                                "matrix": [list(r) for r in pos.matrix],
                                "first": self.first.currentIndex()}
