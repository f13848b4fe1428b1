"""The answers page of the exam tab: the task in exam words, the answers to 19–21, and a table
of every S coloured by who wins and on which of his moves."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

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
    return shades[min(max(move, 1), len(shades)) - 1]


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

    def set_positions(self, positions: list[dict[str, Any]]) -> None:
        self.positions = positions
        self.updateGeometry()
        self.setMinimumHeight(self.heightForWidth(max(self.width(), CELL_W)))
        self.update()

    def columns(self, width: int | None = None) -> int:
        return max(1, (width if width is not None else self.width()) // CELL_W)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = -(-len(self.positions) // self.columns(width))
        return rows * CELL_H + 2

    def sizeHint(self) -> QSize:
        return QSize(20 * CELL_W, self.heightForWidth(20 * CELL_W))

    def resizeEvent(self, event: Any) -> None:
        self.setMinimumHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    def cell_rect(self, index: int) -> QRect:
        cols = self.columns()
        return QRect((index % cols) * CELL_W, (index // cols) * CELL_H, CELL_W - 2, CELL_H - 2)

    def index_at(self, point: QPoint) -> int | None:
        cols = self.columns()
        col, row = point.x() // CELL_W, point.y() // CELL_H
        index = row * cols + col
        return index if col < cols and 0 <= index < len(self.positions) else None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        big = QFont(self.font())
        big.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        for i, p in enumerate(self.positions):
            rect = self.cell_rect(i)
            if not rect.intersects(event.rect()):
                continue
            colour = band(p)
            painter.fillRect(rect, colour)
            dark = colour.lightness() < 140
            painter.setPen(QColor("white") if dark else INK)
            painter.setFont(big)
            painter.drawText(rect.adjusted(0, 2, 0, -CELL_H // 2), Qt.AlignmentFlag.AlignCenter,
                             str(p["S"]))
            painter.setFont(small)
            mark = "…" if p.get("beyond") else "—" if p.get("winner") is None else \
                f"{self.marks[p['winner']]}{p['move']}"
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
        if p.get("beyond"):  # a task too big to play out: only searched as far as 19–21 ask
            return self.tr("S = {0}: neither side forces the win within two moves each; the task "
                           "is too big to play this start out").format(p["S"])
        if p.get("winner") is None:
            return self.tr("S = {0}: nobody can force the end").format(p["S"])
        who = self.tr("Petya") if p["winner"] == "Petya" else self.tr("Vanya")
        return self.tr("S = {0}: {1} wins, at the latest on his move {2}").format(
            p["S"], who, p["move"])

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
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.statement)
        layout.addWidget(self.answers)
        layout.addWidget(self.legend)
        layout.addWidget(self.table)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.result: dict[str, Any] | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
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
        self.answers.setText("<table>" + "".join(rows) + "</table>" + note)
        self.table.set_positions(result["positions"])
