"""How the computer thinks in Determinant: the game tree with exact values, and the two teaching
searches — plain minimax and alpha-beta at a chosen depth — walked one node at a time."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.search_tree import SearchTreeView
from desktop.framework.trace_tree import relabel_pruned, trace_tree, who_moves
from desktop.framework.texts import grouped
from desktop.framework.tree_buttons import TreeViewButtons, WalkButtons
from desktop.framework.thinking import ThinkingView
from desktop.framework.tree_node import TreeNode
from desktop.framework.worker import EngineRunner, analyse_in_turn
from desktop.games.determinant.board import paint_mini_table
from engines.analysis import Analysis
from engines.games.determinant.rules import Determinant, DeterminantAnalyzer, DetPosition, canonical
from engines.policy import Choice
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.control import SearchControl
from engines.solvers.trace import Trace

TRACE_LIMIT = 3000
EXACT, MINIMAX, ALPHABETA = range(3)


def side(pos: DetPosition) -> int:
    """0 when A (rows) is to move, 1 for B."""
    return pos.filled % 2


def exact_children(game: Determinant, analysis: Analysis[Any, Any], root_side: int
                   ) -> list[TreeNode]:
    """The analysed moves as nodes, symmetric moves grouped, best for the mover first; values
    for the player to move at the root (``root_side``), as in the analysis panel."""
    pos = analysis.position
    sign = 1 if side(pos) == root_side else -1
    groups: dict[Any, list[Any]] = {}
    for m in analysis.moves:
        child = game.play(pos, m.move)
        groups.setdefault(canonical(child.cells), []).append((m, child))
    nodes: list[tuple[float, TreeNode]] = []
    for members in groups.values():
        m, child = members[0]
        node = TreeNode(child, m.text, side(child) == root_side, sign * m.value,
                        note=f"×{len(members)}" if len(members) > 1 else "")
        node.extra["moves"] = [x.text for x, _ in members]
        nodes.append((m.value, node))
    nodes.sort(key=lambda pair: -pair[0])
    return [node for _, node in nodes]


class DeterminantThinkingView(ThinkingView):
    def __init__(self, game: Determinant, analyzer: DeterminantAnalyzer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.analyzer = game, analyzer
        self.runner = EngineRunner(self)
        self.mode = QComboBox()
        self.depth_box = QSpinBox()  # (not .depth: that is QWidget.depth())
        self.depth_box.setRange(1, 4)
        self.depth_box.setValue(2)
        self.depth_label = QLabel()
        self.build_button = QPushButton()
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        self.tree = SearchTreeView(paint_mini_table)
        self.tree.expand_requested.connect(self._expand)
        self.tree.tooltip = self._tooltip
        self.tree_buttons = TreeViewButtons(self.tree)
        self.walk_buttons = WalkButtons(self.tree)
        row1 = QHBoxLayout()
        for w in (self.mode, self.depth_label, self.depth_box, self.build_button):
            row1.addWidget(w)
        row1.addStretch(1)
        row2 = QHBoxLayout()
        row2.addWidget(self.walk_buttons)
        row2.addWidget(self.tree_buttons, 1)  # the rest of the row: the "saved to" line
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row1)
        layout.addLayout(row2)
        layout.addWidget(self.counts)
        layout.addWidget(self.tree, 1)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.build_button.clicked.connect(self.build)
        self.analysis: Analysis[Any, Any] | None = None
        self.choice: Choice | None = None
        self._legend: tuple[Any, ...] | None = None
        self.retranslate_ui()
        self._mode_changed(EXACT)

    def cancel(self) -> None:
        self.runner.cancel()  # a tree being searched for a hidden tab helps nobody

    def retranslate_ui(self) -> None:
        index = self.mode.currentIndex()
        self.mode.blockSignals(True)
        self.mode.clear()
        self.mode.addItems([self.tr("Exact values (perfect play)"), self.tr("Minimax"),
                            self.tr("Alpha-beta")])
        self.mode.setCurrentIndex(max(0, index))
        self.mode.blockSignals(False)
        self.depth_label.setText(self.tr("depth"))
        self.build_button.setText(self.tr("Search"))
        relabel_pruned(self.tree.root, self._pruned_text())
        self.tree.relayout()  # node texts in the new language; the tree itself stays
        self._show_legend()

    def _pruned_text(self) -> str:
        return self.tr("pruned: α ≥ β, {0} moves not searched")

    def _names(self) -> tuple[str, str]:
        """(the player to move at the root, the other): whose values the tree shows."""
        root = self.tree.root
        pos = root.position if root is not None else (
            self.analysis.position if self.analysis is not None else None)
        first = pos is None or side(pos) == 0
        return ("A", "B") if first else ("B", "A")

    def _tooltip(self, node: TreeNode) -> str:
        return who_moves(node, self._names()) + "\n" + self.tr(
            "Click to open or close this node.")

    def _show_legend(self) -> None:
        """The text above the tree, in the current language (kept for a language switch):
        one short paragraph; the whole explanation in its tooltip."""
        me, other = self._names()
        convention = self.tr("Values are for {0}, the player to move: {1}, as on the Analysis "
                             "tab.").format(me, "SA − SB" if me == "A" else "SB − SA")
        explained = self.tr(
            "Values are for {0}, the player to move now, as on the Analysis tab: SA − SB when "
            "A is to move, SB − SA when B is. {0} (square nodes) takes the maximum, {1} (round "
            "nodes) the minimum.").format(me, other)
        legend, text, tip = self._legend, "", ""
        if legend is None:
            pass
        elif legend[0] == "exact":
            text = convention + " " + self.tr("Symmetric moves share a node (×k). Click a node "
                                              "to look deeper.")
            tip = explained
        elif legend[0] == "ask":
            text = self.tr("Choose a depth and press Search: the tree shows every node the "
                           "search visits, with its α/β window.")
        elif legend[0] == "searching":
            text = self.tr("Searching…")
        else:
            _, pruning, minimax_nodes, alphabeta_nodes, truncated = legend
            text = self.tr("Minimax visited {0} nodes, alpha-beta {1} ({2}% fewer).").format(
                grouped(minimax_nodes), grouped(alphabeta_nodes),
                round(100 * (1 - alphabeta_nodes / max(1, minimax_nodes))))
            if truncated:
                text += " " + self.tr("Only the first {0} nodes are drawn.").format(TRACE_LIMIT)
            text += " " + convention
            tip = explained
            if pruning:
                text += " " + self.tr("≥ x, ≤ x: only a bound (a cutoff).")
                tip += "\n" + self.tr(
                    "≥ x or ≤ x (dashed frame): only a bound — the search cut off there or "
                    "below once it knew enough; the exact value was not needed. Press Step: "
                    "each value appears when the search has finished its node.")
            tip += "\n" + self.tr("Leaves at the depth limit are valued by the static "
                                   "estimate (empty cells counted as the mean of the numbers "
                                   "left).")
        self.counts.setText(text)
        self.counts.setToolTip(tip)

    # --- modes ---------------------------------------------------------------------------
    def _mode_changed(self, index: int) -> None:
        teaching = index != EXACT
        for w in (self.depth_box, self.depth_label, self.build_button, self.walk_buttons):
            w.setVisible(teaching)
        self._legend = None
        self._show_legend()
        if index == EXACT and self.analysis is not None:
            self.update_view(self.analysis)
        elif teaching:
            self.runner.cancel()
            self.tree.set_root(None)
            self._legend = ("ask",)
            self._show_legend()

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        if self.choice is not None and self.analysis is not None and \
                analysis.position == self.game.play(self.analysis.position,
                                                    self.choice.move.move):
            return  # keep showing the computer's choice until the next move
        if self.analysis is not None and analysis.position == self.analysis.position and \
                self.tree.root is not None and self.choice is None:
            return  # the same position again (e.g. after a language switch): keep the tree
        self.analysis, self.choice = analysis, None
        self.runner.cancel()
        if self.mode.currentIndex() == EXACT:
            self._show_exact(analysis)
        else:
            self._mode_changed(self.mode.currentIndex())

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        self.analysis, self.choice = analysis, choice
        if self.mode.currentIndex() == EXACT:
            self._show_exact(analysis, choice.move.text)

    def _show_exact(self, analysis: Analysis[Any, Any], chosen: str | None = None) -> None:
        pos = analysis.position
        root = TreeNode(pos, None, True, analysis.value, on_line=True)
        if not analysis.terminal:
            children = exact_children(self.game, analysis, side(pos))
            chosen = chosen or next((m.text for m in analysis.moves if m.optimal), None)
            for child in children:
                child.on_line = chosen in child.extra["moves"]
            self.tree.set_root(root)
            self.tree.set_children(root, children)
            self.tree.fit(readable=True)
        else:
            root.children = []
            self.tree.set_root(root)
        self._legend = ("exact",)
        self._show_legend()

    def _expand(self, node: TreeNode) -> None:
        analyzer, pos = self.analyzer, node.position
        root = self.tree.root
        root_side = side(root.position) if root is not None else 0

        def done(analysis: Analysis[Any, Any]) -> None:
            children = exact_children(self.game, analysis, root_side)
            if node.on_line and children:
                children[0].on_line = True  # best for the mover comes first
            self.tree.set_children(node, children)
        self.runner.start(lambda control: analyse_in_turn(analyzer, pos, control), done)

    # --- the teaching searches -----------------------------------------------------------
    def build(self) -> None:
        if self.analysis is None or self.analysis.terminal:
            return
        pos, depth = self.analysis.position, self.depth_box.value()
        pruning = self.mode.currentIndex() == ALPHABETA
        game = self.game

        def job(control: SearchControl) -> tuple[Trace, int, int]:
            counts = []
            trace = Trace(limit=TRACE_LIMIT)
            for prune in (False, True):
                c = control.derive(report=False)  # one cancel button stops both searches
                AlphaBeta(game, SearchOptions(pruning=prune, transposition_table=False,
                                              ordering=False), c).search(
                    pos, depth, trace=trace if prune == pruning else None)
                counts.append(c.nodes)
            return trace, counts[0], counts[1]

        self._legend = ("searching",)
        self._show_legend()
        self.runner.start(job, lambda result: self._show_trace(pos, pruning, *result))

    def _show_trace(self, pos: DetPosition, pruning: bool, trace: Trace, minimax_nodes: int,
                    alphabeta_nodes: int) -> None:
        root = trace_tree(self.game, pos, trace, pruning, self._pruned_text())
        self.tree.set_root(root)
        self.walk_buttons.restart()
        self._legend = ("trace", pruning, minimax_nodes, alphabeta_nodes, trace.truncated)
        self._show_legend()
