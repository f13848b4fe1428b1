"""The solver's line replayed move by move: step back and forward, play and pause, the list of
moves with the current one selected and the decision points marked.

Every position shown is the rules' own replay of the line from the position that was solved
(:func:`replay_positions`), so the board can never show a position the rules would not reach."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import CARD_RED, NOTE
from desktop.games.solitaire.words import move_words
from engines.games.solitaire.cards import is_red
from engines.games.solitaire.rules import Klondike, Move, Position

DECISION_MARK = "◆"
SPEEDS_MS = (1500, 900, 500, 250, 100)
"""Milliseconds a move while playing, slowest first (the speed slider's steps)."""


def replay_positions(game: Klondike, start: Position,
                     line: Sequence[str]) -> tuple[list[Move], list[Position]]:
    """The moves of ``line`` (the rules' notation) and the positions they lead to from
    ``start``, the start included; raises the rules' ``IllegalMove``/``NotationError`` at the
    first move that is not legal where it is played."""
    moves: list[Move] = []
    positions = [start]
    for text in line:
        move = game.parse_move(positions[-1], text)
        moves.append(move)
        positions.append(game.apply(positions[-1], move))
    return moves, positions


class LineReplay(QWidget):
    """Steps through a line; ``preview`` carries the position to show (None: the game's own)."""

    preview = Signal(object)
    take = Signal(list)
    """The line's moves (rules :class:`Move` values) from the start up to the current step."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Klondike | None = None
        self.moves: list[Move] = []
        self.positions: list[Position] = []
        self.decisions: list[bool] = []
        self.step = 0
        self.previewing = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._advance)
        style = self.style()
        icons = (QStyle.StandardPixmap.SP_MediaSkipBackward,
                 QStyle.StandardPixmap.SP_MediaSeekBackward,
                 QStyle.StandardPixmap.SP_MediaPlay,
                 QStyle.StandardPixmap.SP_MediaSeekForward,
                 QStyle.StandardPixmap.SP_MediaSkipForward)
        self.first_button, self.back_button, self.play_button, self.forward_button, \
            self.last_button = buttons = [QToolButton() for _ in icons]
        for button, icon in zip(buttons, icons):
            button.setIcon(style.standardIcon(icon))
            button.setIconSize(QSize(18, 18))
            button.setAutoRaise(False)
        self.play_button.setCheckable(True)
        self.speed_label = QLabel()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEEDS_MS) - 1)
        self.speed.setValue(2)
        self.speed.setMaximumWidth(110)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.list = QListWidget()
        self.list.setUniformItemSizes(True)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.take_button = QPushButton()
        self.game_button = QPushButton()
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        for button in buttons:
            controls.addWidget(button)
        controls.addSpacing(8)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed)
        controls.addStretch(1)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.take_button)
        bottom.addWidget(self.game_button)
        bottom.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(self.where)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.legend)
        layout.addLayout(bottom)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.step + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.moves)))
        self.play_button.toggled.connect(self._play)
        self.speed.valueChanged.connect(self._speed_changed)
        self.list.currentRowChanged.connect(self._row_chosen)
        self.list.itemClicked.connect(lambda item: self.go(self.list.row(item)))
        self.take_button.clicked.connect(lambda: self.take.emit(self.moves[:self.step]))
        self.game_button.clicked.connect(self.leave)
        self.retranslate()

    # --- the line ------------------------------------------------------------------------------
    def set_line(self, game: Klondike, moves: list[Move], positions: list[Position],
                 decisions: Sequence[bool]) -> None:
        """Show a line (``positions`` has the start and one position after each move); the
        board is not touched until the user steps."""
        self.pause()
        self.game, self.moves, self.positions = game, moves, positions
        self.decisions = [bool(d) for d in decisions][:len(moves)]
        self.decisions += [False] * (len(moves) - len(self.decisions))
        self.step = 0
        self.previewing = False
        self._fill()

    def clear(self, board_shows_game: bool = False) -> None:
        """No line; the board goes back to the game if it showed the line (unless the caller
        knows it already does: ``board_shows_game``)."""
        self.pause()
        if board_shows_game:
            self.previewing = False
        self.leave()
        self.game, self.moves, self.positions, self.decisions = None, [], [], []
        self.step = 0
        self._fill()

    def go(self, step: int) -> None:
        """Show the position after ``step`` moves of the line (0: the solved position)."""
        if not self.positions:
            return
        self.step = max(0, min(len(self.moves), step))
        self.previewing = True
        self.preview.emit(self.positions[self.step])
        if self.list.currentRow() != self.step:
            self.list.setCurrentRow(self.step)
        self.list.scrollToItem(self.list.item(self.step),
                               QAbstractItemView.ScrollHint.PositionAtCenter)
        self._update_controls()

    def leave(self) -> None:
        """Back to the game's own position on the board."""
        self.pause()
        if self.previewing:
            self.previewing = False
            self.preview.emit(None)
        self._update_controls()

    def pause(self) -> None:
        if self.play_button.isChecked():
            self.play_button.setChecked(False)  # stops the timer through _play
        self.timer.stop()

    # --- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("The solved position"))
        self.back_button.setToolTip(self.tr("One move back"))
        self.play_button.setToolTip(self.tr("Play the line / pause"))
        self.forward_button.setToolTip(self.tr("One move forward"))
        self.last_button.setToolTip(self.tr("The end of the line"))
        self.speed_label.setText(self.tr("Speed"))
        self.speed.setToolTip(self.tr("How fast the line is played"))
        self.legend.setText(self.tr("{0} a decision point: more than one move was worth trying "
                                    "there; the line goes on with the solver's choice.").format(
            DECISION_MARK))
        self.game_button.setText(self.tr("Back to the game"))
        self.game_button.setToolTip(self.tr("Show the game's own position on the board again"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def row_text(self, step: int) -> str:
        if step == 0:
            return self.tr("Start: the position that was solved")
        mark = f"{DECISION_MARK} " if self.decisions[step - 1] else ""
        return f"{step}. {mark}{move_words(self.moves[step - 1])}"

    def _fill(self) -> None:
        blocker = self.list.blockSignals(True)
        self.list.clear()
        if self.positions:
            bold = QFont(self.list.font())
            bold.setBold(True)
            for step in range(len(self.moves) + 1):
                item = QListWidgetItem(self.row_text(step))
                if step and self.moves[step - 1].card >= 0 and is_red(self.moves[step - 1].card):
                    item.setForeground(QBrush(CARD_RED))  # as the card looks on the board
                if step and self.decisions[step - 1]:
                    item.setFont(bold)
                    item.setBackground(QBrush(NOTE))
                    item.setToolTip(self.tr("A decision point: more than one move was worth "
                                            "trying here; this one is on the best line found."))
                self.list.addItem(item)
            self.list.setCurrentRow(self.step)
        self.list.blockSignals(blocker)
        self._update_controls()

    def _update_controls(self) -> None:
        n = len(self.moves)
        has = bool(self.positions)
        self.first_button.setEnabled(has and self.step > 0)
        self.back_button.setEnabled(has and self.step > 0)
        self.play_button.setEnabled(has and (self.step < n or self.play_button.isChecked()))
        self.forward_button.setEnabled(has and self.step < n)
        self.last_button.setEnabled(has and self.step < n)
        self.list.setEnabled(has)
        self.take_button.setEnabled(has and self.step > 0)
        self.take_button.setText(self.tr("Take moves 1–{0} into the game").format(self.step)
                                 if self.step > 1 else self.tr("Take move 1 into the game")
                                 if self.step == 1 else self.tr("Take the moves into the game"))
        self.take_button.setToolTip(self.tr("Play the line's moves up to the one shown in the "
                                            "game, to go on from there by hand"))
        self.game_button.setEnabled(self.previewing)
        icon = (QStyle.StandardPixmap.SP_MediaPause if self.play_button.isChecked()
                else QStyle.StandardPixmap.SP_MediaPlay)
        self.play_button.setIcon(self.style().standardIcon(icon))
        if not has or self.game is None:
            self.where.setText("")
            return
        score = self.game.score(self.positions[self.step])
        self.where.setText(self.tr("Move {0} of {1} · on the foundations: {2}").format(
            self.step, n, score))

    # --- playing -------------------------------------------------------------------------------
    def _play(self, on: bool) -> None:
        if on:
            if self.step >= len(self.moves):
                self.go(0)  # play again from the start
            self.timer.start(SPEEDS_MS[self.speed.value()])
        else:
            self.timer.stop()
        self._update_controls()

    def _advance(self) -> None:
        self.go(self.step + 1)
        if self.step >= len(self.moves):
            self.pause()

    def _speed_changed(self, value: int) -> None:
        if self.timer.isActive():
            self.timer.setInterval(SPEEDS_MS[value])

    def _row_chosen(self, row: int) -> None:
        if row >= 0 and (row != self.step or not self.previewing):
            self.go(row)
