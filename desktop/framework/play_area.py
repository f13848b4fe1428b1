"""The widgets of a game tab and where they stand: the toolbar above; the status line, the board,
the value strip and the play controls on the left; analysis, "how the computer thinks" and the
moves list on the right. The tab wires them to the game; this module only builds and lays out."""
from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QSplitter, QTabWidget, QUndoView, QVBoxLayout, QWidget

from desktop.framework.controls import GameToolbar, PlayControls
from desktop.framework.palette import ERROR_RED
from desktop.framework.panels import AnalysisPanel
from desktop.framework.thinking import ThinkingView
from desktop.framework.value_chart import ValueChart
from desktop.framework.zoom import relative_font

# lupdate needs literal translate() calls; these words were the tab's and keep its context.
translate = QCoreApplication.translate

BOARD_STRETCH, SIDE_STRETCH = 3, 2
"""How a wider window is shared between the board and the side panels."""
ANALYSIS, THINKING, MOVES = range(3)
"""The pages of the side panel."""


class Board(Protocol):
    """What the tab asks of a game's board (a QWidget that also has a ``move_chosen(object)``
    signal; a Protocol cannot name a Qt signal)."""

    def set_position(self, pos: Any, interactive: bool, last_ply: Any) -> None: ...

    def show_hint(self, move: Any) -> None: ...


class PlayArea(QWidget):
    def __init__(self, board: QWidget, thinking: ThinkingView, undo_stack: QUndoStack) -> None:
        super().__init__()
        self.toolbar = GameToolbar()
        self.status = QLabel()
        relative_font(self.status, 1.3)
        self.status.setWordWrap(True)
        self.board = board
        self.strip = ValueChart()
        self.controls = PlayControls()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.status)
        left_layout.addWidget(board, 1)
        left_layout.addWidget(self.strip)
        left_layout.addWidget(self.controls)

        self.panel = AnalysisPanel()
        self.thinking = thinking
        self.moves_view = QUndoView(undo_stack)
        self.side = QTabWidget()
        self.side.addTab(self.panel, "")
        self.side.addTab(thinking, "")
        self.side.addTab(self.moves_view, "")
        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, BOARD_STRETCH)
        splitter.setStretchFactor(1, SIDE_STRETCH)
        splitter.setSizes([760, 560])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)

    def retranslate_ui(self) -> None:
        self.moves_view.setEmptyLabel(translate("GameTab", "Start position"))
        self.side.setTabText(ANALYSIS, translate("GameTab", "Analysis"))
        self.side.setTabText(THINKING, translate("GameTab", "How the computer thinks"))
        self.side.setTabText(MOVES, translate("GameTab", "Moves"))
        self.thinking.retranslate_ui()
        self.moves_view.viewport().update()

    def set_analysis_visible(self, visible: bool) -> None:
        self.side.setTabVisible(ANALYSIS, visible)
        self.side.setTabVisible(THINKING, visible)
        self.strip.setVisible(visible)
        if not visible:
            self.side.setCurrentIndex(MOVES)

    def enable(self, can_undo: bool, can_redo: bool, human_to_move: bool, played: bool,
               computer_plays: bool, over: bool) -> None:
        """Enable what the user can do now."""
        self.toolbar.undo_button.setEnabled(can_undo)
        self.toolbar.redo_button.setEnabled(can_redo)
        self.toolbar.hint_button.setEnabled(human_to_move)
        self.toolbar.review_button.setEnabled(played)
        ctl = self.controls
        for w in (ctl.play_button, ctl.pause_button, ctl.speed, ctl.speed_label):
            w.setEnabled(computer_plays)
        ctl.step_button.setEnabled(not over)
        ctl.move_entry.setEnabled(human_to_move)
        ctl.move_entry_button.setEnabled(human_to_move)

    def say_error(self, message: str) -> None:
        self.status.setText(f"<span style='color:{ERROR_RED.name()}'>{message}</span>")
