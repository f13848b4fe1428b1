"""The answers page of the exam tab: the task in exam words, the answers to 19–21, and a table
of every S coloured by who wins and on which of his moves."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import BLUE, INK, NEUTRAL_FILL, NOTE, RED
from desktop.framework.zoom import relative_font
from desktop.games.ege.wording import questions, runs

CELL_W, CELL_H = 46, 40
PETYA = [QColor(BLUE[shade]) for shade in (100, 300, 600, 900)]
VANYA = [QColor(RED[shade]) for shade in (100, 200, 600, 900)]
NOBODY = QColor(NEUTRAL_FILL)


def band(position: dict[str, Any]) -> QColor:
    """The colour of an S: blue for Petya, red for Vanya, darker the later the win."""
    winner, move = position.get("winner"), position.get("move")
    if winner is None or move is None:
        return NOBODY
    shades = PETYA if winner == "Petya" else VANYA
    shade: QColor = shades[min(max(move, 1), len(shades)) - 1]
    return shade


class STable(QWidget):
    """Every S of the range as a coloured cell; click one to choose it."""

    s_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.positions: list[dict[str, Any]] = []
        self.selected: int | None = None
        self.marks: dict[str, str] = {"Petya": "P", "Vanya": "V"}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.cell_w = CELL_W

    def set_positions(self, positions: list[dict[str, Any]]) -> None:
        self.positions = positions
        big = QFont(self.font())
        big.setBold(True)
        widest = max((len(str(p["S"])) for p in positions), default=1)
        self.cell_w = max(CELL_W, QFontMetrics(big).horizontalAdvance("8" * widest) + 10)
        self.updateGeometry()
        self.setMinimumHeight(self.heightForWidth(max(self.width(), self.cell_w)))
        self.update()

    def columns(self, width: int | None = None) -> int:
        return max(1, (width if width is not None else self.width()) // self.cell_w)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = -(-len(self.positions) // self.columns(width))
        return rows * CELL_H + 2

    def sizeHint(self) -> QSize:
        return QSize(20 * self.cell_w, self.heightForWidth(20 * self.cell_w))

    def resizeEvent(self, event: Any) -> None:
        self.setMinimumHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    def cell_rect(self, index: int) -> QRect:
        cols = self.columns()
        return QRect((index % cols) * self.cell_w, (index // cols) * CELL_H, self.cell_w - 2,
                     CELL_H - 2)

    def index_at(self, point: QPoint) -> int | None:
        cols = self.columns()
        col, row = point.x() // self.cell_w, point.y() // CELL_H
        index = row * cols + col
        return index if col < cols and 0 <= index < len(self.positions) else None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        big = QFont(self.font())
        big.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        # Only the rows in view: a big task has 100,000 cells, and a loop over all of them
        # on every repaint (a hover, a scroll) would stall the window.
        cols = self.columns()
        shown = event.rect()
        first = max(0, shown.top() // CELL_H) * cols
        last = min(len(self.positions), (shown.bottom() // CELL_H + 1) * cols)
        for i in range(first, last):
            p = self.positions[i]
            rect = self.cell_rect(i)
            colour = band(p)
            painter.fillRect(rect, colour)
            dark = colour.lightness() < 140
            painter.setPen(QColor("white") if dark else INK)
            painter.setFont(big)
            painter.drawText(rect.adjusted(0, 2, 0, -CELL_H // 2), Qt.AlignmentFlag.AlignCenter,
                             str(p["S"]))
            painter.setFont(small)
            mark = "?" if p.get("hidden") else "…" if p.get("beyond") else \
                "—" if p.get("winner") is None else f"{self.marks[p['winner']]}{p['move']}"
            painter.drawText(rect.adjusted(0, CELL_H // 2 - 2, 0, 0),
                             Qt.AlignmentFlag.AlignCenter, mark)
            if p["S"] == self.selected:
                painter.setPen(QPen(INK, 3))
                painter.drawRect(rect.adjusted(1, 1, -1, -1))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().toPoint())
        if index is not None:
            self.select(self.positions[index]["S"])
            self.s_clicked.emit(self.positions[index]["S"])

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().toPoint())
        self.setToolTip("" if index is None else self.describe(self.positions[index]))

    def describe(self, p: dict[str, Any]) -> str:
        if p.get("hidden"):  # an exercise's table before the pupil has worked it out
            return self.tr("S = {0}: not worked out yet").format(p["S"])
        if p.get("beyond"):  # a task too big to play out: only searched as far as 19–21 ask
            return self.tr("S = {0}: neither side forces the win within two moves each; the task "
                           "is too big to play this start out").format(p["S"])
        if p.get("winner") is None:
            return self.tr("S = {0}: nobody can force the end").format(p["S"])
        who = self.tr("Petya") if p["winner"] == "Petya" else self.tr("Vanya")
        return self.tr("S = {0}: {1} wins, at the latest on his move {2}").format(
            p["S"], who, p["move"])

    def index_of(self, s: int) -> int | None:
        """Where S is in the table (the range is consecutive, so no search is needed)."""
        if not self.positions:
            return None
        index = s - self.positions[0]["S"]
        return index if 0 <= index < len(self.positions) else None

    def select(self, s: int | None) -> None:
        self.selected = s
        self.update()


class AnswersView(QWidget):
    """The statement, the answers and the table of S."""

    s_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statement = QLabel()
        self.statement.setWordWrap(True)
        self.statement.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statement.setStyleSheet(f"background: {NOTE.name()}; padding: 6px;")
        relative_font(self.statement)  # a style sheet would otherwise keep the first font size
        self.answers = QLabel()
        self.answers.setWordWrap(True)
        self.answers.setTextFormat(Qt.TextFormat.RichText)
        self.answers.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.table = STable()
        self.table.s_clicked.connect(self.s_clicked)
        # A big task has thousands of rows of S: the pupil types the S he wants instead of
        # scrolling for it.
        self.find_label = QLabel()
        self.find_spin = QSpinBox()
        self.find_spin.setKeyboardTracking(False)  # "50000" is one jump, not five
        self.find_spin.setMinimumWidth(100)
        self.find_spin.valueChanged.connect(self.s_clicked)
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_label)
        find_row.addWidget(self.find_spin)
        find_row.addStretch(1)
        self.inner = QWidget()
        layout = QVBoxLayout(self.inner)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.statement)
        layout.addWidget(self.answers)
        layout.addWidget(self.legend)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller, 1)
        outer.addLayout(find_row)  # outside the scroll: still there 1,000 rows down
        self.result: dict[str, Any] | None = None
        self.retranslate_ui()

    def select(self, s: int) -> None:
        """Mark S in the table, scroll it into view and show it in the search box."""
        self.table.select(s)
        self.find_spin.blockSignals(True)
        self.find_spin.setValue(s)
        self.find_spin.blockSignals(False)
        index = self.table.index_of(s)
        if index is None:
            return
        centre = self.table.mapTo(self.inner, self.table.cell_rect(index).center())
        self.scroller.ensureVisible(centre.x(), centre.y(), self.table.cell_w, CELL_H)

    def retranslate_ui(self) -> None:
        self.find_label.setText(self.tr("Find S:"))
        self.table.marks = {"Petya": self.tr("P"), "Vanya": self.tr("V")}
        swatch = "<span style='background:{0}'>&nbsp;&nbsp;&nbsp;&nbsp;</span>"
        self.legend.setText(
            self.tr("Every S: {0}{1}{2} Petya wins on his move 1, 2, 3…; {3}{4}{5} Vanya "
                    "wins on his move 1, 2, 3…; {6} nobody can force the end. Click an S for "
                    "its game tree.").format(*(swatch.format(c.name()) for c in (
                        PETYA[0], PETYA[1], PETYA[2], VANYA[0], VANYA[1], VANYA[2], NOBODY))))
        if self.result is not None:
            self.show_result(self.result, self.statement.text())

    def show_busy(self, text: str) -> None:
        self.answers.setText(f"<i>{text}</i>")

    def show_result(self, result: dict[str, Any], statement: str) -> None:
        self.result = result
        self.statement.setText(statement)
        rows = []
        for key, question, pick in questions():
            values: list[int] = result["answers"][key]
            if not values:
                answer = self.tr("no such S")
            elif pick == "two":
                answer = self.tr("two smallest: {0}").format(", ".join(map(str, values[:2])))
            else:
                answer = self.tr("smallest: {0}, largest: {1}").format(values[0], values[-1])
            count = self.tr("%n value(s)", "", len(values))
            rows.append(f"<tr><td style='padding:3px 8px 3px 0'>{question}</td>"
                        f"<td style='padding:3px 8px'><b>{answer}</b></td>"
                        f"<td style='padding:3px'>{count}: {runs(values) or '—'}</td></tr>")
        scanned = result["s_scanned"]
        note = self.tr("S was scanned from {0} to {1} (the range has no upper bound).").format(
            *scanned) if result.get("s_max_used") else ""
        if "horizon_moves" in result:  # a task too big to play out: say what "…" means
            note += " " + self.tr(
                "«…»: neither side forces the win within {0} moves each; the task is too big "
                "to play these S out, and no answer to 19–21 depends on them.").format(
                result["horizon_moves"])
        self.answers.setText("<table>" + "".join(rows) + "</table>"
                             + (f"<p>{note.strip()}</p>" if note else ""))
        positions = result["positions"]
        self.table.set_positions(positions)
        if positions:
            self.find_spin.blockSignals(True)
            self.find_spin.setRange(positions[0]["S"], positions[-1]["S"])
            self.find_spin.blockSignals(False)
