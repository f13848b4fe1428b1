"""The two rows of controls of a game tab: the toolbar above, the play controls below."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
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

from desktop.framework.flow_layout import FlowLayout
from engines.policy import Strength, StrengthKind

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


class ElidedLabel(QLabel):
    """A one-line label that asks for no width and ends its text with "…" when short of room;
    the whole text is its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.short = ""
        """Shown instead of the text when only it fits (e.g. "Thinking…" without the count)."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        metrics, text = self.fontMetrics(), self.text()
        if metrics.horizontalAdvance(text) > self.width() and \
                metrics.horizontalAdvance(self.short) <= self.width():
            text = self.short
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, self.width())
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignVCenter
                                          | Qt.AlignmentFlag.AlignRight), text)


class _Retranslating(QWidget):
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        raise NotImplementedError


STRENGTHS = [Strength(), Strength(StrengthKind.PROBABILITY, 0.9),
             Strength(StrengthKind.PROBABILITY, 0.7), Strength(StrengthKind.PROBABILITY, 0.4),
             Strength(StrengthKind.RANDOM)]
"""The computer's strengths, in the order of the toolbar's list."""


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
        row = FlowLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.new_button, self.edit_button, self.undo_button, self.redo_button,
                  self.hint_button, self.review_button, self.mode_box, self.strength_label,
                  self.strength_box):
            row.addWidget(w)
        self._row, self._extra_at = row, row.count()
        row.addWidget(self.analysis_button)
        self.retranslate_ui()

    def strength(self) -> Strength:
        """How well the computer plays, as chosen."""
        return STRENGTHS[max(0, self.strength_box.currentIndex())]

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
        self.speed.setFixedWidth(70)
        self.speed_label = QLabel()
        self.move_entry = QLineEdit()
        self.move_entry.setMinimumWidth(90)
        self.move_entry.setMaximumWidth(110)
        self.move_entry_button = QPushButton()
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(32)
        self.busy_label = ElidedLabel()
        self.cancel_button = QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.play_button, self.pause_button, self.step_button, self.speed_label,
                  self.speed):
            row.addWidget(w)
        row.addSpacing(12)
        row.addWidget(self.move_entry)
        row.addWidget(self.move_entry_button)
        # The progress text asks for no width (it elides): a row that widened with the count
        # of positions pushed the splitter while the computer thought, and the board jumped
        # between moves. Busy, the row needs only the bar and Cancel more.
        row.addWidget(self.busy_label, 1)
        row.addWidget(self.busy)
        row.addWidget(self.cancel_button)
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
        self.busy_label.short = self.tr("Thinking…")
        self.busy_label.setText(self.tr("Thinking… %n position(s)", "", nodes))

    def show_busy(self, visible: bool) -> None:
        for w in (self.busy, self.busy_label, self.cancel_button):
            w.setVisible(visible)
