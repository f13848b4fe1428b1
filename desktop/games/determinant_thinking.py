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

from desktop.framework.search_tree import SearchTreeView, TreeNode
from desktop.framework.trace_tree import trace_tree
from desktop.framework.tree_buttons import TreeViewButtons
from desktop.framework.thinking import ThinkingView
from desktop.framework.worker import EngineRunner
from desktop.games.determinant_board import paint_mini_table
from engines.analysis import Analysis
from engines.games.determinant import Determinant, DeterminantAnalyzer, DetPosition, canonical
from engines.policy import Choice
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.control import SearchControl
from engines.solvers.trace import Trace

TRACE_LIMIT = 3000
EXACT, MINIMAX, ALPHABETA = range(3)


def a_value(pos: DetPosition, value: float) -> float:
    """Mover's value → SA − SB (A maximises, B minimises: the seed's convention)."""
    return value if pos.filled % 2 == 0 else -value


def exact_children(game: Determinant, analysis: Analysis) -> list[TreeNode]:
    """The analysed moves as nodes, symmetric moves grouped, best for the mover first."""
    pos = analysis.position
    groups: dict[Any, list[Any]] = {}
    for m in analysis.moves:
        child = game.play(pos, m.move)
        groups.setdefault(canonical(child.cells), []).append((m, child))
    nodes = []
    for members in groups.values():
        m, child = members[0]
        node = TreeNode(child, m.text, child.filled % 2 == 0, a_value(pos, m.value),
                        note=f"×{len(members)}" if len(members) > 1 else "")
        node.extra["moves"] = [x.text for x, _ in members]
        nodes.append(node)
    nodes.sort(key=lambda n: -n.value if pos.filled % 2 == 0 else n.value)  # type: ignore
    return nodes


class DeterminantThinkingView(ThinkingView):
    def __init__(self, game: Determinant, analyzer: DeterminantAnalyzer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.analyzer = game, analyzer
        self.runner = EngineRunner(self)
        self.mode = QComboBox()
        self.depth = QSpinBox()
        self.depth.setRange(1, 4)
        self.depth.setValue(2)
        self.depth_label = QLabel()
        self.build_button = QPushButton()
        self.step_button = QPushButton()
        self.all_button = QPushButton()
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        self.tree = SearchTreeView(paint_mini_table)
        self.tree.expand_requested.connect(self._expand)
        self.tree_buttons = TreeViewButtons(self.tree)
        row1 = QHBoxLayout()
        for w in (self.mode, self.depth_label, self.depth, self.build_button):
            row1.addWidget(w)
        row1.addStretch(1)
        row2 = QHBoxLayout()
        for w in (self.step_button, self.all_button, self.tree_buttons):
            row2.addWidget(w)
        row2.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row1)
        layout.addLayout(row2)
        layout.addWidget(self.counts)
        layout.addWidget(self.tree, 1)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.build_button.clicked.connect(self.build)
        self.step_button.clicked.connect(self.step)
        self.all_button.clicked.connect(self.reveal_all)
        self.analysis: Analysis | None = None
        self.choice: Choice | None = None
        self._walk: list[TreeNode] = []
        self.retranslate_ui()
        self._mode_changed(EXACT)

    def retranslate_ui(self) -> None:
        index = self.mode.currentIndex()
        self.mode.blockSignals(True)
        self.mode.clear()
        self.mode.addItems([self.tr("Exact values (perfect play)"), self.tr("Minimax"),
                            self.tr("Alpha-beta")])
        self.mode.setCurrentIndex(max(0, index))
        self.mode.blockSignals(False)
        self.depth_label.setText(self.tr("depth"))
        if getattr(self, "analysis", None) is not None and self.mode.currentIndex() == EXACT:
            self.counts.setText(self._exact_note())
        self.build_button.setText(self.tr("Search"))
        self.step_button.setText(self.tr("Step"))
        self.all_button.setText(self.tr("Show all"))
        self.tree.more_text = lambda n: self.tr("%n more move(s)", "", n)
        self.tree.tooltip = self._tooltip

    def _tooltip(self, node: TreeNode) -> str:
        who = self.tr("A to move: takes the maximum") if node.maximising else self.tr(
            "B to move: takes the minimum")
        return who + "\n" + self.tr("Click to open or close this node.")

    # --- modes ---------------------------------------------------------------------------
    def _mode_changed(self, index: int) -> None:
        teaching = index != EXACT
        for w in (self.depth, self.depth_label, self.build_button, self.step_button,
                  self.all_button):
            w.setVisible(teaching)
        self.counts.clear()
        if index == EXACT and self.analysis is not None:
            self.update_view(self.analysis)
        elif teaching:
            self.tree.set_root(None)
            self.counts.setText(self.tr("Choose a depth and press Search: the tree shows every "
                                        "node the search visits, with its α/β window."))

    def update_view(self, analysis: Analysis) -> None:
        if self.choice is not None and self.analysis is not None and \
                analysis.position == self.game.play(self.analysis.position,
                                                    self.choice.move.move):
            return  # keep showing the computer's choice until the next move
        self.analysis, self.choice = analysis, None
        self.runner.cancel()
        if self.mode.currentIndex() == EXACT:
            self._show_exact(analysis)
        else:
            self._mode_changed(self.mode.currentIndex())

    def explain(self, analysis: Analysis, choice: Choice) -> None:
        self.analysis, self.choice = analysis, choice
        if self.mode.currentIndex() == EXACT:
            self._show_exact(analysis, choice.move.text)

    def _show_exact(self, analysis: Analysis, chosen: str | None = None) -> None:
        pos = analysis.position
        root = TreeNode(pos, None, pos.filled % 2 == 0, a_value(pos, analysis.value),
                        on_line=True)
        if not analysis.terminal:
            children = exact_children(self.game, analysis)
            chosen = chosen or next((m.text for m in analysis.moves if m.optimal), None)
            for child in children:
                child.on_line = chosen in child.extra["moves"]
            self.tree.set_root(root)
            self.tree.set_children(root, children)
            self.tree.fit()
        else:
            root.children = []
            self.tree.set_root(root)
        self.counts.setText(self._exact_note())

    def _exact_note(self) -> str:
        return self.tr("Values are SA − SB: A (square nodes) takes the maximum, B (round "
                       "nodes) the minimum. Symmetric moves share a node (×k). Click a node "
                       "to look deeper.")

    def _expand(self, node: TreeNode) -> None:
        analyzer, pos = self.analyzer, node.position

        def done(analysis: Analysis) -> None:
            children = exact_children(self.game, analysis)
            if node.on_line and children:
                children[0].on_line = True  # best for the mover comes first
            self.tree.set_children(node, children)
        self.runner.start(lambda control: analyzer.analyze(pos, control=control), done)

    # --- the teaching searches -----------------------------------------------------------
    def build(self) -> None:
        if self.analysis is None or self.analysis.terminal:
            return
        pos, depth = self.analysis.position, self.depth.value()
        pruning = self.mode.currentIndex() == ALPHABETA
        game = self.game

        def job(control: SearchControl) -> tuple[Trace, int, int]:
            counts = []
            trace = Trace(limit=TRACE_LIMIT)
            for prune in (False, True):
                c = SearchControl()
                c._cancel = control._cancel  # one cancel button stops both searches
                AlphaBeta(game, SearchOptions(pruning=prune, transposition_table=False,
                                              ordering=False), c).search(
                    pos, depth, trace=trace if prune == pruning else None)
                counts.append(c.nodes)
            return trace, counts[0], counts[1]

        self.counts.setText(self.tr("Searching…"))
        self.runner.start(job, lambda result: self._show_trace(pos, pruning, *result))

    def _show_trace(self, pos: DetPosition, pruning: bool, trace: Trace, minimax_nodes: int,
                    alphabeta_nodes: int) -> None:
        root = trace_tree(self.game, pos, trace, pruning,
                          self.tr("pruned: α ≥ β, {0} moves not searched"))
        root.hidden = False
        root.expanded = True
        self.tree.set_root(root)
        self._walk = sorted((n for n in self.tree.nodes() if n is not root),
                            key=lambda n: n.extra.get("order", 1e9))
        text = self.tr("Minimax visited {0} nodes, alpha-beta {1} ({2}% fewer).").format(
            f"{minimax_nodes:,}", f"{alphabeta_nodes:,}",
            round(100 * (1 - alphabeta_nodes / max(1, minimax_nodes))))
        if trace.truncated:
            text += " " + self.tr("Only the first {0} nodes are drawn.").format(TRACE_LIMIT)
        text += " " + self.tr("Leaves at the depth limit are valued by the static estimate "
                              "(empty cells counted as the mean of the numbers left).")
        self.counts.setText(text)

    def step(self) -> None:
        """Reveal the next node the search visited (pruned notes come with their parent)."""
        self.tree.step_walk(self._walk)

    def reveal_all(self) -> None:
        self._walk = []
        self.tree.reveal_line()
