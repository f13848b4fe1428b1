"""How the computer thinks in Kalah: the alpha-beta tree of its decision, node by node, with the
α/β windows, the cutoffs greyed and the chosen line in red; the counts of the search; the tree
as text."""
from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import INK_BROWN, STONE_PALE
from desktop.framework.search_tree import SearchTreeView
from desktop.framework.texts import grouped
from desktop.framework.thinking import ThinkingView
from desktop.framework.trace_tree import relabel_pruned, trace_tree, tree_text, who_moves
from desktop.framework.tree_buttons import TreeViewButtons, WalkButtons
from desktop.framework.tree_node import TreeNode
from desktop.framework.worker import EngineRunner
from desktop.framework.zoom import relative_font
from engines.analysis import Analysis
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.player import PlayerOptions
from engines.games.kalah.search import KalahSearch
from engines.policy import Choice
from engines.solvers.alphabeta import AlphaBeta
from engines.solvers.control import SearchControl
from engines.solvers.trace import Trace

TRACE_LIMIT = 3000
DRAWN_PLIES = 4
"""Plies of the fast search the tree draws (all their nodes, every move of the root among
them); the search itself goes to the player's depth."""
MINI_W, MINI_H = 150.0, 46.0
"""A tree node's board: wide enough for 8 columns of two-digit counts (6 houses, 2 stores)."""


def paint_mini_board(painter: QPainter, rect: QRectF, pos: Any, move: str | None) -> None:
    """Two rows of counts and the stores: a Kalah position small enough for a tree node."""
    if not isinstance(pos, KalahPosition):
        return
    m = pos.m
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(STONE_PALE)
    painter.drawRoundedRect(rect, 5, 5)
    store_w = rect.width() / (m + 2)
    font = QFont(painter.font())
    # Sized from the cell so that two-digit counts fit: the node is drawn wide enough for it.
    font.setPixelSize(max(6, int(min(rect.height() / 2 * 0.8, store_w * 0.62))))
    painter.setFont(font)
    painter.setPen(INK_BROWN)
    half = rect.height() / 2
    north, south = pos.houses(1), pos.houses(0)
    for k in range(m):
        x = rect.left() + store_w * (k + 1)
        painter.drawText(QRectF(x, rect.top(), store_w, half), Qt.AlignmentFlag.AlignCenter,
                         str(north[m - 1 - k]))
        painter.drawText(QRectF(x, rect.top() + half, store_w, half),
                         Qt.AlignmentFlag.AlignCenter, str(south[k]))
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    painter.drawText(QRectF(rect.left(), rect.top(), store_w, rect.height()),
                     Qt.AlignmentFlag.AlignCenter, str(pos.store(1)))
    painter.drawText(QRectF(rect.right() - store_w, rect.top(), store_w, rect.height()),
                     Qt.AlignmentFlag.AlignCenter, str(pos.store(0)))
    painter.restore()


class KalahThinkingView(ThinkingView):
    def __init__(self, game: Kalah, options: PlayerOptions,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.options = game, options
        self.database: KalahDatabase | None = None
        """The player's endgame database: the tree is the player's own search, leaves and all."""
        self.runner = EngineRunner(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.text_button = QPushButton()
        self.tree = SearchTreeView(paint_mini_board, board=(MINI_W, MINI_H))
        self.tree.max_children = 8
        self.tree.tooltip = self._tooltip
        self.tree_buttons = TreeViewButtons(self.tree, "kalah-tree.png")
        self.walk_buttons = WalkButtons(self.tree)
        row1, row2 = QHBoxLayout(), QHBoxLayout()
        for w in (self.walk_buttons, self.text_button):
            row1.addWidget(w)
        row1.addStretch(1)
        row2.addWidget(self.tree_buttons, 1)  # the rest of the row: the "saved to" line
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addLayout(row1)
        layout.addLayout(row2)
        layout.addWidget(self.counts)
        layout.addWidget(self.tree, 1)
        self.text_button.clicked.connect(self.show_text)
        self.trace: Trace | None = None
        self._root_pos: KalahPosition | None = None
        self._analysis: Analysis[Any, Any] | None = None
        self._counts: tuple[int, float, int, int] | None = None
        """(nodes, seconds, cutoffs, table hits) of the search the tree is drawn from."""
        self._depth: int | None = options.depth
        """The depth of the tree on screen; ``None`` while the search finds it."""
        self._drawn_to: int | None = None
        """Plies the tree on screen is drawn to, when it is drawn less deep than searched."""
        self.retranslate_ui()

    def set_game(self, game: Kalah, options: PlayerOptions,
                 database: KalahDatabase | None = None) -> None:
        self.game, self.options, self.database = game, options, database
        self._root_pos = self._analysis = None  # a new game or player: search afresh
        self.runner.cancel()  # a tree of the old game must never land on the new board

    def cancel(self) -> None:
        self.runner.cancel()  # a tree being searched for a hidden tab helps nobody

    def retranslate_ui(self) -> None:
        self.text_button.setText(self.tr("Print the tree…"))
        relabel_pruned(self.tree.root, self._pruned_text())
        self.tree.relayout()  # node texts in the new language; the tree itself stays
        self._show_texts()

    def _pruned_text(self) -> str:
        return self.tr("cut off (α ≥ β): {0} move(s) not searched")

    def _names(self) -> tuple[str, str]:
        """(the player to move at the root, the other): whose values the tree shows."""
        south, north = self.tr("South"), self.tr("North")
        pos = self._root_pos or (self._analysis.position if self._analysis else None)
        return (north, south) if pos is not None and self.game.to_move(pos) == 1 else (
            south, north)

    def _tooltip(self, node: TreeNode) -> str:
        if node.position is None:
            return node.pruned
        who = who_moves(node, self._names())
        note = node.extra.get("note")
        extra = {"tt": self.tr("known from the transposition table"),
                 "leaf": self.tr("depth limit: valued by the evaluation"),
                 "db": self.tr("exact: the endgame database knows this position"),
                 "end": self.tr("the game is over here")}.get(note or "", "")
        return who + ("\n" + extra if extra else "")

    def _show_texts(self) -> None:
        """The summary and the counts in the current language (kept for a language switch)."""
        analysis = self._analysis
        if analysis is None:
            self.summary.clear()
        elif analysis.terminal:
            self.summary.setText(self.tr("The game is over."))
        elif analysis.exact and self._depth is None:  # the search is finding its depth
            self.summary.setText(self.tr(
                "<b>Solved.</b> With perfect play the player to move ends {0:+d} in the "
                "stores. The tree below is what the alpha-beta player would search.").format(
                int(analysis.value)))
        elif analysis.exact:
            self.summary.setText(self.tr(
                "<b>Solved.</b> With perfect play the player to move ends {0:+d} in the "
                "stores. The tree below is what the alpha-beta player at depth {1} would "
                "search.").format(int(analysis.value), self._depth))
        else:
            self.summary.setText(self.tr(
                "Too big to solve here: alpha-beta to depth {0} estimates {1:+g}.").format(
                self._depth, analysis.value))
        trace = self.trace
        if self._counts is None or trace is None:
            self.counts.setText(self.tr("Searching…") if analysis is not None and
                                not analysis.terminal else "")
            return
        nodes, seconds, cutoffs, hits = self._counts
        text = self.tr("Depth {0}: {1} nodes, {2} cutoffs, {3} table hits, {4:.2f} s.").format(
            self._depth, grouped(nodes), grouped(cutoffs), grouped(hits), seconds)
        if self._drawn_to is not None:
            text += " " + self.tr("The tree is drawn {0} plies deep; the search went on below "
                                  "without drawing.").format(self._drawn_to)
        if trace.truncated:
            text += " " + self.tr("Only the first {0} nodes are drawn.").format(TRACE_LIMIT)
        me, other = self._names()
        text += " " + self.tr("Values are for {0}, the player to move (as on the Analysis "
                              "tab).").format(me)
        tip = self.tr(
            "Values are for {0}, the player to move now, as on the Analysis tab: {0}'s store "
            "minus {1}'s. {0} (square nodes) takes the maximum, {1} (round nodes) the "
            "minimum.").format(me, other)
        if self.options.pruning:
            text += " " + self.tr("≥ x, ≤ x: only a bound (a cutoff).")
            tip += "\n" + self.tr(
                "≥ x or ≤ x (dashed frame): only a bound — the search cut off there or below "
                "once it knew enough; the exact value was not needed.")
        self.counts.setText(text)
        self.counts.setToolTip(tip)

    # --- the view follows the game -------------------------------------------------------
    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        pos: KalahPosition = analysis.position
        if pos == self._root_pos and self.tree.root is not None and \
                self._analysis is not None and self._analysis.position == pos:
            return  # the same position again (a tab or language switch): keep the walk
        self._analysis = analysis
        if analysis.terminal:
            self._show_texts()
            return
        # The depth the player reached in its time a move; for a position it answered
        # exactly (the opening table, the prover) the depth its search would reach there.
        self.search(pos, None if analysis.exact else analysis.depth or self.options.depth)

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        pass  # the tree of this very position is already on screen

    def finish(self) -> None:
        self.walk_buttons.reveal_all()

    def search(self, pos: KalahPosition, depth: int | None) -> None:
        """The player's search of ``pos`` to ``depth``, recorded, off the GUI thread: the
        integer-coded search where the player uses it (``PlayerOptions.fast``), else the shared
        alpha-beta with the player's options. Either gives the very values the player found,
        as a table entry serves only its own depth. ``depth`` ``None``: the depth the player's
        own deepening reaches here within its node budget (not the 20 plies it may go to,
        which took 12 s at the start of Kalah(6,4)), or its depth where it has no budget."""
        game, options, database = self.game, self.options, self.database
        fast_search = options.fast() and pos.m == game.m
        budget = options.nodes if fast_search and options.time_limit is None else None
        if depth is None and budget is None:
            depth = options.depth
        self._depth = depth
        self._drawn_to = DRAWN_PLIES if fast_search and (depth is None or depth > DRAWN_PLIES) \
            else None

        def job(control: SearchControl
                ) -> tuple[Trace, int, float, tuple[int, int] | None, int]:
            trace = Trace(limit=TRACE_LIMIT)
            inner = control.derive(report=False)
            started = time.perf_counter()
            if fast_search:
                def searcher() -> KalahSearch:
                    return KalahSearch(game, options.evaluation, database, inner,
                                       free_extra_turns=options.free_extra_turns)
                deep = depth if depth is not None else \
                    searcher().iterative(pos, options.depth, budget).depth
                fast = searcher()  # a fresh table: entries of depth ``deep`` would cut the tree
                if deep > 1:
                    # The player deepens one ply at a time: its table puts the last depth's
                    # best move first at each node, and so does the tree drawn.
                    fast.iterative(pos, deep - 1)
                fast.nodes, started = 0, time.perf_counter()
                fast.traced(pos, deep, trace, DRAWN_PLIES)
                return (trace, fast.nodes, time.perf_counter() - started, fast.traced_counts,
                        deep)
            assert depth is not None
            AlphaBeta(game, options.search_options(game, pos.m, database), inner).search(
                pos, depth, trace=trace)
            return trace, inner.nodes, time.perf_counter() - started, None, depth

        self.trace, self._counts, self._root_pos = None, None, pos
        self.tree.set_root(None)  # the last position's tree must not stand under this summary
        self._show_texts()
        self.runner.start(job, lambda result: self._show(pos, result, game))

    def _show(self, pos: KalahPosition,
              result: tuple[Trace, int, float, tuple[int, int] | None, int], game: Kalah
              ) -> None:
        if game is not self.game or pos != self._root_pos:
            return  # searched for a board that is no longer shown
        trace, nodes, seconds, counted, self._depth = result
        if self._drawn_to is not None and self._depth <= DRAWN_PLIES:
            self._drawn_to = None
        if counted is None:  # the shared search: what its trace holds
            counted = (sum(1 for e in trace.events if e.cutoff),
                       sum(1 for e in trace.events if e.note == "tt"))
        self.trace, self._root_pos, self._counts = trace, pos, (nodes, seconds, *counted)
        root = trace_tree(self.game, pos, trace, self.options.pruning, self._pruned_text())
        self.tree.set_root(root)
        self.walk_buttons.restart()
        self._show_texts()
        self.walk_buttons.reveal_all()

    def show_text(self) -> None:
        if self.trace is None or self.tree.root is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("The search tree as text"))
        me, _ = self._names()
        root = self.tree.root
        assert root is not None
        text = QPlainTextEdit(self.tr("Values for {0}, the player to move at the root; ≥/≤: "
                                      "only a bound (a cutoff).").format(me) + "\n\n"
                              + tree_text(root))
        text.setReadOnly(True)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        relative_font(text, family=mono)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(dialog.accept)
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        dialog.resize(640, 520)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.text_dialog = dialog
