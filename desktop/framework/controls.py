"""The two rows of controls of a game tab: the toolbar above, the play controls below."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QWidget,
)

DELAYS_MS = [2500, 1400, 800, 350, 40]
"""Pause before a computer move, by the speed slider (1 slow … 5 fast)."""


def tool_button(icon: QStyle.StandardPixmap | None = None, checkable: bool = False
                ) -> QToolButton:
    button = QToolButton()
    button.setCheckable(checkable)
    if icon is None:
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    else:
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setIcon(button.style().standardIcon(icon))
    return button


def fill_combo(box: QComboBox, items: list[str]) -> None:
    """Replace the items (after a language switch) keeping the choice and sending no signal."""
    index = max(0, box.currentIndex())
    box.blockSignals(True)
    box.clear()
    box.addItems(items)
    box.setCurrentIndex(index)
    box.blockSignals(False)


class _Retranslating(QWidget):
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        raise NotImplementedError


class GameToolbar(_Retranslating):
    """New game, edit, undo/redo, hint, review; the mode and the computer's strength."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = tool_button()
        self.edit_button = tool_button()
        self.undo_button = tool_button(QStyle.StandardPixmap.SP_ArrowBack)
        self.redo_button = tool_button(QStyle.StandardPixmap.SP_ArrowForward)
        self.hint_button = tool_button()
        self.review_button = tool_button()
        self.mode_box = QComboBox()
        self.strength_label = QLabel()
        self.strength_box = QComboBox()
        self.analysis_button = tool_button(checkable=True)
        self.analysis_button.setChecked(True)
        self.perfect_name: Callable[[], tuple[str, str]] | None = None
        """The game's own (name, tooltip) of the top strength when "perfect" would not be true
        (a depth-limited player); set by the tab, read at every retranslation."""
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.new_button, self.edit_button, self.undo_button, self.redo_button,
                  self.hint_button, self.review_button):
            row.addWidget(w)
        row.addSpacing(12)
        row.addWidget(self.mode_box)
        row.addWidget(self.strength_label)
        row.addWidget(self.strength_box)
        self._row, self._extra_at = row, row.count()
        row.addStretch(1)
        row.addWidget(self.analysis_button)
        self.retranslate_ui()

    def add_extra(self, widget: QWidget) -> None:
        """A game's own button, after the common ones."""
        self._row.insertWidget(self._extra_at, widget)
        self._extra_at += 1

    def retranslate_ui(self) -> None:
        for button, text, tip in (
                (self.new_button, self.tr("New game…"),
                 self.tr("Start a new game with new settings")),
                (self.edit_button, self.tr("Edit position…"),
                 self.tr("Type any position to play from")),
                (self.undo_button, self.tr("Undo"), self.tr("Take back your last move")),
                (self.redo_button, self.tr("Redo"), self.tr("Play the taken-back move again")),
                (self.hint_button, self.tr("Hint"), self.tr("Show a best move")),
                (self.review_button, self.tr("Review"),
                 self.tr("Which moves kept or threw away the win")),
                (self.analysis_button, self.tr("Analysis"),
                 self.tr("Show or hide every move's value (hide it for a test)"))):
            button.setText(text)
            button.setToolTip(tip)
        self.strength_label.setText(self.tr("Computer:"))
        fill_combo(self.mode_box, [self.tr("Human – Computer"), self.tr("Computer – Human"),
                                   self.tr("Computer – Computer"), self.tr("Human – Human")])
        top, tip = ((self.tr("perfect"),
                     self.tr("Perfect: always a best move (★) of the exact analysis"))
                    if self.perfect_name is None else self.perfect_name())
        fill_combo(self.strength_box, [top, self.tr("strong (90%)"),
                                       self.tr("medium (70%)"), self.tr("weak (40%)"),
                                       self.tr("random")])
        self.strength_box.setItemData(0, tip, Qt.ItemDataRole.ToolTipRole)
        self.strength_box.setToolTip(tip)


class PlayControls(_Retranslating):
    """Play / pause / step with a speed; a typed move; the busy indicator with Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.play_button = tool_button(QStyle.StandardPixmap.SP_MediaPlay)
        self.pause_button = tool_button(QStyle.StandardPixmap.SP_MediaPause)
        self.step_button = tool_button(QStyle.StandardPixmap.SP_MediaSkipForward)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, len(DELAYS_MS))
        self.speed.setValue(3)
        self.speed.setFixedWidth(100)
        self.speed_label = QLabel()
        self.move_entry = QLineEdit()
        self.move_entry.setMinimumWidth(90)
        self.move_entry.setMaximumWidth(130)
        self.move_entry_button = QPushButton()
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(80)
        self.busy_label = QLabel()
        self.cancel_button = QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.play_button, self.pause_button, self.step_button, self.speed_label,
                  self.speed):
            row.addWidget(w)
        row.addSpacing(12)
        row.addWidget(self.move_entry)
        row.addWidget(self.move_entry_button)
        # The busy indicator lives in a box that asks for no width of its own: the row keeps
        # one minimum width, busy or not, whatever the progress text — a row that widens while
        # the computer thinks pushes the splitter, and the board jumps between moves.
        busy_box = QWidget()
        busy_box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        busy_row = QHBoxLayout(busy_box)
        busy_row.setContentsMargins(0, 0, 0, 0)
        busy_row.addStretch(1)
        for w in (self.busy_label, self.busy, self.cancel_button):
            busy_row.addWidget(w)
        row.addWidget(busy_box, 1)
        # Quick jobs never flash the indicator: it shows only after a quarter of a second.
        self._busy_timer = QTimer(self, singleShot=True, interval=250)
        self._busy_timer.timeout.connect(lambda: self.show_busy(True))
        self.show_busy(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for button, text, tip in (
                (self.play_button, self.tr("Play"), self.tr("The computer moves by itself")),
                (self.pause_button, self.tr("Pause"), self.tr("The computer waits")),
                (self.step_button, self.tr("Step"), self.tr("The computer makes one move now"))):
            button.setText(text)
            button.setToolTip(tip)
        self.speed_label.setText(self.tr("Speed"))
        self.move_entry.setPlaceholderText(self.tr("your move"))
        self.move_entry_button.setText(self.tr("Play move"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.busy_label.setText(self.tr("Thinking…"))

    def delay_ms(self) -> int:
        return DELAYS_MS[self.speed.value() - 1]

    def set_busy(self, busy: bool) -> None:
        if busy:
            self.busy_label.setText(self.tr("Thinking…"))
            self._busy_timer.start()
        else:
            self._busy_timer.stop()
            self.show_busy(False)

    def show_progress(self, nodes: int) -> None:
        self.busy_label.setText(self.tr("Thinking… %n position(s)", "", nodes))

    def show_busy(self, visible: bool) -> None:
        for w in (self.busy, self.busy_label, self.cancel_button):
            w.setVisible(visible)
