"""The analysis panel: every move with its value (the value chart is in value_chart.py)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework import texts
from desktop.framework.palette import DRAW, DRAW_BG, LOSS, LOSS_BG, UNKNOWN_BG, WIN, WIN_BG
from desktop.framework.zoom import relative_font
from engines.analysis import Analysis, MoveReport

Words = Callable[[str], str]
"""A move's notation → words about it (a note, or the move as the screen shows it)."""


def colours(value: float) -> tuple[QColor, QColor]:
    """(text, background) for a value from the mover's point of view: green where he comes out
    ahead, red behind, grey level, in every game. Which moves are best is the ★ (and bold), not
    the colour: in a lost position every move is red and the longest defences carry the ★."""
    if value > 0:
        return WIN, WIN_BG
    if value < 0:
        return LOSS, LOSS_BG
    return DRAW, DRAW_BG


class AnalysisPanel(QWidget):
    """The forecast in large letters over a table of every legal move, best first."""

    move_activated = Signal(str)
    """The notation of a move the user double-clicked (to play it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.forecast = QLabel()
        self.forecast.setWordWrap(True)
        relative_font(self.forecast, 1.25, bold=True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(False)
        self.table.setUniformRowHeights(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemDoubleClicked.connect(
            lambda item, _col: self.move_activated.emit(item.data(0, Qt.ItemDataRole.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.forecast)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self._last: tuple[Analysis[Any, Any] | None, tuple[str, str], Words | None,
                          Callable[[str], object] | None, Words | None] = (
            None, ("A", "B"), None, None, None)
        self._over_text: Callable[[], str] | None = None
        self._note: Callable[[], str] | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.table.setHeaderLabels([self.tr("Move"), self.tr("Result"), self.tr("Moves to end"),
                                    self.tr("Note")])
        analysis, names, describe, group, label = self._last
        if analysis is not None:
            self.show_analysis(analysis, names, describe, group, label,
                               over_text=self._over_text, summary_note=self._note)
        else:
            self.clear(self.tr("Analysing…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def clear(self, message: str = "") -> None:
        self._last = (None, self._last[1], None, None, None)
        self.forecast.setText(message)
        self.summary.clear()
        self.table.clear()

    def show_analysis(self, analysis: Analysis[Any, Any], names: tuple[str, str],
                      describe: Words | None = None, group: Callable[[str], object] | None = None,
                      label: Words | None = None,
                      over_text: Callable[[], str] | None = None,
                      summary_note: Callable[[], str] | None = None) -> None:
        """Fill the table, best first. ``describe(move_text)`` may add a plain-words note to
        each row; ``group(move_text)`` may return a key under which symmetric moves (equal by
        the game's symmetries, so equal in value) share one row; ``label(move_text)`` is the
        move as the screen shows it. ``over_text()`` tells the result
        of a finished game (the position alone does not know the tricks taken on the way); it
        is asked again after a language switch, as is ``summary_note()``, a sentence after the summary
        (what this analysis leaves out, say)."""
        self._last = (analysis, names, describe, group, label)
        self._over_text, self._note = over_text, summary_note
        shown = label or (lambda text: text)  # a move's notation as the screen shows it
        self.forecast.setText(over_text() if analysis.terminal and over_text is not None
                              else texts.forecast(analysis, names))
        self.table.clear()
        if analysis.terminal:
            self.summary.setText(self.tr("No moves: the game is over."))
            return
        best = len(analysis.best_moves)
        extra = summary_note() if summary_note is not None else ""
        self.summary.setText(self.tr("%n move(s) in all; ", "", len(analysis.moves))
                             + self.tr("%n of them optimal (★).", "", best)
                             + (" " + extra if extra else ""))
        rows: dict[object, list[MoveReport[Any]]] = {}
        for m in analysis.moves:
            rows.setdefault(group(m.text) if group else m.text, []).append(m)
        order = sorted(rows.values(), key=lambda ms: (
            -ms[0].value, not ms[0].best, (ms[0].remoteness or 0) if ms[0].value > 0
            else -(ms[0].remoteness or 0)))
        bold = QFont(self.table.font())
        bold.setBold(True)
        items = []
        for ms in order:
            m = ms[0]
            fg, bg = colours(m.value)
            note = ""
            if m.replies is not None:
                note = self.tr("opponent has {0} winning of {1} replies").format(*m.replies)
            elif describe is not None:
                note = describe(m.text)
            text = shown(m.text)
            if len(ms) > 1:
                text += f"  ×{len(ms)}"
                also = self.tr("also: {0}").format(", ".join(shown(x.text) for x in ms[1:6])) + (
                    "…" if len(ms) > 6 else "")
                note = f"{note} ({also})" if note else also
            item = QTreeWidgetItem([("★ " if m.best else "   ") + text,
                                    texts.move_value(analysis, m),
                                    "" if m.remoteness is None else str(m.remoteness), note])
            item.setData(0, Qt.ItemDataRole.UserRole, m.text)
            for col in range(4):
                item.setForeground(col, QBrush(fg))
                item.setBackground(col, QBrush(bg))
                if m.best:
                    item.setFont(col, bold)
            items.append(item)
        self.table.addTopLevelItems(items)
