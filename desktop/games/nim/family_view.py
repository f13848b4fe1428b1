"""The Nim family's own view: Moore's digit counts, the Sprague–Grundy table of two heaps (a
slice when there are more) with the position marked, and the allowed heap sets."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.framework.palette import (
    BAD_PALE, BLUE, CELL_FACE, GOOD_PALE, GREEN, INK, INK_BROWN, INK_SOFT, ORANGE_200,
    OUTLINE_BROWN, RED, SELECTION_DARK,
)
from desktop.framework.worker import EngineRunner
from engines.games.nim.rules import Nim, NimPosition, moore_losing
from engines.solvers.control import SearchControl
from engines.solvers.grundy import GrundySolver

PALETTE = [QColor(c) for c in (GREEN[200], "#fff59d", ORANGE_200, RED[200], "#ce93d8", BLUE[200],
                               "#80cbc4", "#bcaaa4")]
GRID_MAX = 15
"""Rows and columns of the drawn table (heaps larger than this are cut)."""


class GrundyGrid(QWidget):
    """SG values of (heap 1 = column, heap 2 = row), the other heaps as they are now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[list[int]] = []
        self.mark: tuple[int, int] | None = None
        self.setMinimumHeight(200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.values:
            return
        painter = QPainter(self)
        rows, cols = len(self.values), len(self.values[0])
        size = min((self.width() - 30) / cols, (self.height() - 30) / rows, 36)
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, size * 0.35))
        painter.setFont(font)
        for y in range(rows):
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(0, 24 + y * size, 24, size), Qt.AlignmentFlag.AlignCenter,
                             str(y))
            for x in range(cols):
                if y == 0:
                    painter.drawText(QRectF(26 + x * size, 0, size, 22),
                                     Qt.AlignmentFlag.AlignCenter, str(x))
                g = self.values[y][x]
                rect = QRectF(26 + x * size, 24 + y * size, size - 1, size - 1)
                painter.fillRect(rect, PALETTE[g % len(PALETTE)])
                if (x, y) == self.mark:
                    painter.setPen(SELECTION_DARK)
                    painter.drawRect(rect.adjusted(1, 1, -1, -1))
                    painter.drawRect(rect.adjusted(2, 2, -2, -2))
                painter.setPen(INK)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(g))


class HypergraphDrawing(QWidget):
    """Heaps as numbered circles round a ring; each allowed heap set as a coloured band
    joining its heaps (a one-heap set as a coloured ring round the heap)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heaps: tuple[int, ...] = ()
        self.edges: tuple[tuple[int, ...], ...] = ()
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def centres(self) -> list[QPointF]:
        n = len(self.heaps)
        cx, cy = self.width() / 2, self.height() / 2
        r = min(self.width(), self.height()) / 2 - 30
        return [QPointF(cx + r * math.cos(2 * math.pi * i / n - math.pi / 2),
                        cy + r * math.sin(2 * math.pi * i / n - math.pi / 2)) for i in range(n)]

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.heaps or not self.edges:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        points = self.centres()
        for k, edge in enumerate(self.edges):
            colour = QColor(PALETTE[(k + 1) % len(PALETTE)]).darker(120)
            colour.setAlpha(170)
            pen = QPen(colour, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            members = [points[i] for i in edge if i < len(points)]
            if len(members) == 1:
                radius = 24 + 6 * k
                painter.drawEllipse(members[0], radius, radius)
            else:
                for a, b in zip(members, members[1:]):
                    painter.drawLine(a, b)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for i, point in enumerate(points):
            painter.setPen(QPen(OUTLINE_BROWN, 1.5))
            painter.setBrush(CELL_FACE)
            painter.drawEllipse(point, 18, 18)
            painter.setPen(INK_BROWN)
            painter.drawText(QRectF(point.x() - 18, point.y() - 18, 36, 36),
                             Qt.AlignmentFlag.AlignCenter, f"{i + 1}")


class NimFamilyView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = EngineRunner(self)
        self.rule = QLabel()
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.grid_title = QLabel()
        self.grid_title.setWordWrap(True)
        self.grid = GrundyGrid()
        self.edges = QLabel()
        self.edges.setWordWrap(True)
        self.drawing = HypergraphDrawing()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rule)
        layout.addWidget(self.grid_title)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.edges)
        layout.addWidget(self.drawing)
        self._key: Any = None

    def show_position(self, game: Nim, pos: NimPosition, grundy: int | None) -> None:
        heaps = pos.heaps
        self.rule.setText(self.rule_text(game, heaps, grundy))
        self.edges.setText(self.edges_text(game))
        self.drawing.heaps = heaps
        self.drawing.edges = game.edges if game.variant == "hypergraph" and game.edges else ()
        self.drawing.setVisible(bool(self.drawing.edges))
        self.drawing.update()
        key = (game.variant, game.k, game.edges, heaps[2:])
        if len(heaps) < 2:
            self.grid.values = []
            self.grid_title.setText("")
            self.grid.update()
            return
        cols, rows = min(GRID_MAX, max(heaps[0], 1)), min(GRID_MAX, max(heaps[1], 1))
        self.grid.mark = (heaps[0], heaps[1]) if heaps[0] <= cols and heaps[1] <= rows else None
        rest = heaps[2:]
        self.grid_title.setText(self.tr(
            "Sprague–Grundy values: heap 1 across, heap 2 down{0}; 0 (green) — the player to "
            "move loses. The current position is framed.").format(
            self.tr(", the other heaps as now ({0})").format(", ".join(map(str, rest)))
            if rest else ""))
        if key == self._key and self.grid.values and len(self.grid.values) > rows and \
                len(self.grid.values[0]) > cols:
            self.grid.update()
            return
        self._key = key

        def job(control: SearchControl) -> list[list[int]]:
            solver = GrundySolver(game, control, options=game.children)
            return [[solver.grundy(NimPosition((x, y) + rest)) for x in range(cols + 1)]
                    for y in range(rows + 1)]

        def done(values: list[list[int]]) -> None:
            self.grid.values = values
            self.grid.update()
        self.runner.start(job, done)

    def rule_text(self, game: Nim, heaps: tuple[int, ...], grundy: int | None) -> str:
        lines = []
        if grundy is not None:
            lines.append(self.tr("Sprague–Grundy value of the position: <b>{0}</b> — {1}.").format(
                grundy, self.tr("the player to move loses") if grundy == 0 else
                self.tr("the player to move wins")))
        if game.variant == "moore" and game.k is not None:
            k = game.k
            width = max(max(heaps).bit_length(), 1)
            counts = [sum(1 for h in heaps if h >> b & 1) for b in reversed(range(width))]
            table = "".join(
                f"<tr><td>{i + 1}</td>" + "".join(f"<td>{h >> b & 1}</td>"
                                                  for b in reversed(range(width))) + "</tr>"
                for i, h in enumerate(heaps))
            table += "<tr><td><b>Σ</b></td>" + "".join(
                f"<td style='background:{(GOOD_PALE if c % (k + 1) == 0 else BAD_PALE).name()}'>"
                f"<b>{c}</b></td>" for c in counts) + "</tr>"
            verdict = self.tr("every count divisible by {0}: the player to move loses") \
                if moore_losing(heaps, k) else \
                self.tr("some count not divisible by {0}: the player to move wins")
            lines.append(self.tr("Moore's rule for Nim_{0}: write the heaps in binary and count "
                                 "the ones in each column.").format(k)
                         + f"<table border='1' cellspacing='0' cellpadding='3'>{table}</table>"
                         + verdict.format(k + 1))
        return "<br>".join(lines)

    def edges_text(self, game: Nim) -> str:
        if game.variant != "hypergraph" or not game.edges:
            return ""
        sets = "  ".join("{" + ", ".join(str(i + 1) for i in e) + "}" for e in game.edges)
        return self.tr("Allowed heap sets (a move lowers every heap of one set): {0}").format(
            sets)
