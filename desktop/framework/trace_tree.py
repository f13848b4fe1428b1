"""A recorded search (:class:`engines.solvers.trace.Trace`) turned into the shared tree view's
nodes, for any game: values and α/β windows from the first side's point of view (it maximises),
cutoffs greyed with the number of moves they skipped, the chosen line marked."""
from __future__ import annotations

from typing import Any

from desktop.framework.search_tree import TreeNode
from engines.protocol import Game
from engines.solvers.trace import Trace


def first_side_value(game: Game[Any, Any], pos: Any, value: float) -> float:
    """A value for the player to move → the first side's view (the side that maximises)."""
    return value if game.to_move(pos) == 0 else -value


def trace_tree(game: Game[Any, Any], root_pos: Any, trace: Trace, pruning: bool,
               pruned_text: str) -> TreeNode:
    """Rebuild the searched tree; every node hidden until the caller reveals it."""
    events = sorted(trace.events, key=lambda e: e.node)
    nodes: dict[int, TreeNode] = {}
    positions: dict[int, Any] = {}
    for e in events:
        parent = nodes.get(e.parent) if e.parent is not None else None
        if parent is None:
            pos = root_pos
        else:
            before = positions[e.parent]  # type: ignore[index]
            pos = game.play(before, game.parse_move(before, e.move or ""))
        positions[e.node] = pos
        maximising = game.to_move(pos) == 0
        alpha, beta = (e.alpha, e.beta) if maximising else (
            None if e.beta is None else -e.beta, None if e.alpha is None else -e.alpha)
        node = TreeNode(pos, e.move, maximising, first_side_value(game, pos, e.value),
                        alpha if pruning else None, beta if pruning else None, children=[],
                        expanded=False, hidden=True)
        node.extra["cutoff"] = e.cutoff
        node.extra["order"] = e.node
        node.extra["note"] = e.note
        nodes[e.node] = node
        if parent is not None:
            parent.children.append(node)  # type: ignore[union-attr]
    for node in nodes.values():
        if node.extra.get("cutoff"):
            skipped = len(game.legal_moves(node.position)) - len(node.children or [])
            if skipped > 0:
                node.children.append(TreeNode(None, None, not node.maximising,  # type: ignore
                                              pruned=pruned_text.format(skipped), hidden=True))
    root = nodes[0]
    node = root
    while True:  # the chosen line: the child whose value the parent took
        node.on_line = True
        best = [c for c in node.children or [] if not c.pruned and c.value == node.value]
        if not best:
            break
        node = best[0]
    return root
