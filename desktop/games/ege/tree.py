"""The game tree as teachers draw it for tasks 19–21, in the shared tree view.

Every move of the losing side and the winning side's winning answer (or all of them), heap sizes
in each node, the ends marked. The tree can grow one level at a time for a class ("Next level"),
and goes out as PNG or SVG for a worksheet. Children come from the task's exact solution, which
is already computed: building the drawing never searches.
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import GOOD_PALE, INK, USED_BG
from desktop.framework.search_tree import SearchTreeView
from desktop.framework.tree_buttons import TreeViewButtons
from desktop.framework.tree_node import TreeNode
from engines.games.ege.solve import Edge, Solution, State, exam_edges
from engines.games.ege.task import DRAW, WIN, Task

MAX_OPEN = 400
"""Nodes opened at once by "Whole tree"; the rest open on a click."""


_SIMPLE = re.compile(r"^\s*x\s*(\+|\*|-|//)\s*(\d+)\s*$")
_SIGNS = {"+": "+", "*": "×", "-": "−", "//": "÷"}


def short_move(task: Task, edge: Edge) -> str:
    """An edge label as on the board: "+1", "×2", or the expression; the heap it changed is
    seen in the child's heap sizes."""
    text = task.moves[edge.move[0]].expr.text
    match = _SIMPLE.match(text)
    return _SIGNS[match.group(1)] + match.group(2) if match else text.replace(" ", "")


def paint_heaps(painter: QPainter, rect: QRectF, position: Any, move: str | None) -> None:
    """A node's picture: the heap sizes, on green where the game has just ended."""
    heaps, ended = position
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOOD_PALE if ended else USED_BG)
    painter.drawRoundedRect(rect, 6, 6)
    text = ", ".join(map(str, heaps))
    font = QFont(painter.font())
    font.setBold(True)
    size = 16.0
    font.setPointSizeF(size)
    while size > 6 and QFontMetricsF(font).horizontalAdvance(text) > rect.width() + 18:
        size -= 1
        font.setPointSizeF(size)
    painter.setFont(font)
    painter.setPen(INK)
    wide = rect.adjusted(-12, 0, 12, 0)
    painter.drawText(wide, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


class ExamTree(QWidget):
    """A tree view with the controls a teacher needs: next level, whole tree, all winning
    answers, zoom and export."""

    def __init__(self, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sol: Solution | None = None
        self.root_state: State | None = None
        self.first_ply = 0
        self.level = 0
        self.caption = ""
        """A first line above the legend, e.g. what this S answers."""
        self.names = ("Petya", "Vanya")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.all_wins = QCheckBox()
        self.restart_button = QPushButton()
        self.step_button = QPushButton()
        self.whole_button = QPushButton()
        self.tree = SearchTreeView(paint_heaps)
        self.tree.expand_requested.connect(self._expand)
        self.tree_buttons = TreeViewButtons(self.tree, "ege-tree.png")
        # Compact (beside the board): two rows of buttons; full page: one.
        self.controls = QHBoxLayout()
        second = QHBoxLayout() if compact else self.controls
        for w in (self.restart_button, self.step_button, self.whole_button, self.all_wins):
            self.controls.addWidget(w)
        second.addWidget(self.tree_buttons, 1)  # with room for the "saved to" line
        self.controls.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addLayout(self.controls)
        if compact:
            second.addStretch(1)
            layout.addLayout(second)
        layout.addWidget(self.tree, 1)
        self.restart_button.clicked.connect(self.start_stepping)
        self.step_button.clicked.connect(self.next_level)
        self.whole_button.clicked.connect(self.whole_tree)
        self.all_wins.toggled.connect(lambda _: self.rebuild())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.names = (self.tr("Petya"), self.tr("Vanya"))
        self.all_wins.setText(self.tr("all winning moves"))
        self.all_wins.setToolTip(self.tr("Off: one winning answer of the winner, as the exam "
                                         "draws it. On: every move that keeps his win."))
        self.restart_button.setText(self.tr("Root only"))
        self.restart_button.setToolTip(self.tr("Start again from the root and add one level "
                                               "at a time with \"Next level\"."))
        self.step_button.setText(self.tr("Next level"))
        self.whole_button.setText(self.tr("Whole tree"))
        self.tree.tooltip = self._tooltip
        for node in self.tree.nodes():  # the drawn tree stays, in the new language
            self._texts(node)
        self.tree.relayout()  # the tooltips name the players: in the new language
        self._update_title()

    # --- building ----------------------------------------------------------------------
    def set_root(self, sol: Solution | None, state: State | None, first_ply: int = 0,
                 levels: int | None = None) -> None:
        """Show the tree from ``state`` (``first_ply`` odd: Vanya moves first there)."""
        self.sol, self.root_state, self.first_ply = sol, state, first_ply
        self.rebuild(levels)

    def rebuild(self, levels: int | None = None) -> None:
        if self.sol is None or self.root_state is None:
            self.tree.set_root(None)
            self._update_title()
            return
        root = self._node(self.root_state, None, self.first_ply, False)
        self.level = 0
        self.tree.set_root(root)
        self.open_levels(levels if levels is not None else self.depth_needed())
        self._update_title()

    def depth_needed(self) -> int:
        """Plies to the end under best play: the depth the question needs."""
        if self.sol is None or self.root_state is None:
            return 0
        return self.sol.remoteness_of(self.root_state)

    def _node(self, state: State | None, edge: Any, ply: int, ended: bool) -> TreeNode:
        sol = self.sol
        assert sol is not None
        mover = ply % 2
        if ended:
            winner = mover if edge.end == WIN else 1 - mover
            node = TreeNode((edge.heaps, True), short_move(sol.task, edge), mover == 0)
            node.children = []
            node.extra.update(ply=ply, kind="end", winner=winner)
            self._texts(node)
            return node
        assert state is not None
        value, r = sol.value_of(state), sol.remoteness_of(state)
        text = short_move(sol.task, edge) if edge is not None else None
        node = TreeNode((state[0], False), text, mover == 0)
        if not sol.known(state):  # a task too big to play out: not searched this far
            node.children = []
            node.extra["kind"] = "beyond"
        elif value == DRAW:
            node.children = []
            node.extra["kind"] = "draw"
        else:
            winner = mover if value == WIN else 1 - mover
            own_moves = (r + 1) // 2 if value == WIN else r // 2
            node.extra.update(kind="win", winner=winner, moves=own_moves)
        node.extra.update(state=state, ply=ply)
        self._texts(node)
        return node

    def _texts(self, node: TreeNode) -> None:
        """A node's words in the current language (again after a language switch)."""
        kind = node.extra.get("kind")
        if kind == "end":
            node.label = self.tr("end")
            node.note = self.tr("{0} wins").format(self.names[node.extra["winner"]])
        elif kind == "draw":
            node.label, node.note = self.tr("draw"), self.tr("nobody can force the end")
        elif kind == "beyond":
            node.label, node.note = "?", self.tr("beyond 2 moves")
        elif kind == "win":
            node.label = self.names[node.extra["winner"]]
            node.note = self.tr("in %n move(s)", "", node.extra["moves"])

    def _children(self, node: TreeNode) -> list[TreeNode]:
        sol = self.sol
        assert sol is not None
        state, ply = node.extra["state"], node.extra["ply"]
        out = []
        for e in exam_edges(sol, state, self.all_wins.isChecked()):
            if e.end is not None:
                out.append(self._node(None, e, ply, True))
            else:
                out.append(self._node(e.child, e, ply + 1, False))
        return out

    def _expand(self, node: TreeNode) -> None:
        if "state" in node.extra:
            self.tree.set_children(node, self._children(node))

    def open_levels(self, levels: int) -> None:
        """Open every node down to ``levels`` plies below the root (at most MAX_OPEN)."""
        root = self.tree.root
        if root is None:
            return
        opened = 0
        frontier = [root]
        for _ in range(levels):
            nxt = []
            for node in frontier:
                if "state" not in node.extra or opened >= MAX_OPEN:
                    continue
                if node.children is None:
                    node.children = self._children(node)
                node.expanded = True
                opened += len(node.children)
                nxt.extend(node.children)
            frontier = nxt
            if not frontier:
                break
        self.level = levels
        self.tree.relayout()
        self.tree.fit()

    def next_level(self) -> None:
        if self.tree.root is None:
            return
        self._collapse(self.tree.root)
        self.open_levels(min(self.level + 1, max(1, self.depth_needed())))

    def whole_tree(self) -> None:
        self.open_levels(self.depth_needed())

    def start_stepping(self) -> None:
        """Back to the root alone, for a class to build the tree level by level."""
        if self.tree.root is not None:
            self._collapse(self.tree.root)
            self.open_levels(0)

    def _collapse(self, node: TreeNode) -> None:
        node.expanded = False
        for child in node.children or []:
            self._collapse(child)

    def _tooltip(self, node: TreeNode) -> str:
        ply = node.extra.get("ply", 0)
        who = self.names[ply % 2]
        return self.tr("{0} to move here. Click to open or close this node.").format(who)

    def _update_title(self) -> None:
        if self.sol is None or self.root_state is None:
            self.title.setText(self.tr("No tree yet."))
            return
        heaps = ", ".join(map(str, self.root_state[0]))
        lead = f"<b>{self.caption}</b><br>" if self.caption else ""
        self.title.setText(lead + self.tr(
            "Game tree from {0}: squares — {1} to move, rounded — {2} to move; every move of "
            "the losing side and the winner's winning answer(s); green — the game is over.")
            .format(heaps, self.names[0], self.names[1]))
