"""A recorded search (:class:`engines.solvers.trace.Trace`) turned into the shared tree view's
nodes, for any game.

Values are from the point of view of the player to move at the root — the convention of the
analysis panel, so a pupil reads the same number for a move in both places: the root's player
maximises, the other side minimises. A value the search only bounded (a cutoff here or below)
stays a bound (≥ x or ≤ x); cutoffs are greyed with the number of moves they skipped; the chosen
line is marked."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.framework.tree_node import TreeNode, window_text
from engines.protocol import Game
from engines.solvers.trace import EXACT, LOWER, UPPER, Trace, format_value

# lupdate needs literal calls with a literal context, hence the spelled-out translate() calls.
translate = QCoreApplication.translate

FLIPPED = {EXACT: EXACT, LOWER: UPPER, UPPER: LOWER}
"""A bound seen from the other side: at least x for one is at most −x for the other."""


def root_view(game: Game[Any, Any], root_pos: Any, pos: Any, value: float,
              bound: str = EXACT) -> tuple[float, str]:
    """A value (or bound) for the player to move at ``pos`` → the root player's view."""
    if game.to_move(pos) == game.to_move(root_pos):
        return value, bound
    return -value, FLIPPED[bound]


def trace_tree(game: Game[Any, Any], root_pos: Any, trace: Trace, pruning: bool,
               pruned_text: str) -> TreeNode:
    """Rebuild the searched tree; every node but the root hidden and every value pending
    until the caller walks it (:meth:`SearchTreeView.start_walk`) or shows it all."""
    events = sorted(trace.events, key=lambda e: e.node)
    nodes: dict[int, TreeNode] = {}
    kids: dict[int, list[TreeNode]] = {}
    """Each node's children list (typed, where ``TreeNode.children`` may be None)."""
    positions: dict[int, Any] = {}
    root_side = game.to_move(root_pos)
    for e in events:
        parent = e.parent if e.parent in nodes else None
        if parent is None:
            pos = root_pos
        else:
            before = positions[parent]
            pos = game.play(before, game.parse_move(before, e.move or ""))
        positions[e.node] = pos
        maximising = game.to_move(pos) == root_side
        alpha, beta = (e.alpha, e.beta) if maximising else (
            None if e.beta is None else -e.beta, None if e.alpha is None else -e.alpha)
        value, bound = root_view(game, root_pos, pos, e.value, e.bound)
        children: list[TreeNode] = []
        node = TreeNode(pos, e.move, maximising, value,
                        alpha if pruning else None, beta if pruning else None,
                        children=children, expanded=False, hidden=True,
                        bound="" if bound == EXACT else bound)
        kids[e.node] = children
        node.extra["cutoff"] = e.cutoff
        node.extra["order"] = e.node
        node.extra["ply"] = e.depth
        node.extra["note"] = e.note
        nodes[e.node] = node
        if parent is not None:
            kids[parent].append(node)
    for number, node in nodes.items():
        if node.extra.get("cutoff"):
            skipped = len(game.legal_moves(node.position)) - len(kids[number])
            if skipped > 0:
                note = TreeNode(None, None, not node.maximising,
                                pruned=pruned_text.format(skipped), hidden=True)
                note.extra["skipped"] = skipped
                kids[number].append(note)

    def last(node: TreeNode) -> int:
        """The last node number inside ``node``'s subtree: once the walk has shown it, the
        search has finished ``node`` and its value is known."""
        end: int = max([node.extra["order"]] + [last(c) for c in node.children or []
                                           if "order" in c.extra])
        node.extra["last"] = end
        return end

    root = nodes[0]
    last(root)
    node = root
    while True:  # the chosen line: the first child whose exact value the parent took
        node.on_line = True
        best = [c for c in node.children or []
                if not c.pruned and not c.bound and c.value == node.value]
        if not best:
            break
        node = best[0]
    return root


def who_moves(node: TreeNode, names: tuple[str, str]) -> str:
    """A node's tooltip line in the tree's convention: ``names`` are (the player to move at the
    root, the other); the first maximises, the second minimises."""
    if node.maximising:
        return translate("TraceTree", "{0} to move: takes the maximum").format(names[0])
    return translate("TraceTree", "{0} to move: takes the minimum").format(names[1])


def relabel_pruned(root: TreeNode | None, pruned_text: str) -> None:
    """Rewrite the cutoff notes with ``pruned_text`` (after a language switch)."""
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if "skipped" in node.extra:
            node.pruned = pruned_text.format(node.extra["skipped"])
        stack.extend(node.children or [])


def tree_text(root: TreeNode) -> str:
    """The whole searched tree as indented text, one node a line, in the tree's convention
    (values for the player to move at the root, bounds as ≥/≤) — the printout of the view."""
    lines: list[str] = []

    def walk(node: TreeNode, depth: int) -> None:
        if node.pruned:
            lines.append("  " * depth + f"× {node.pruned}")
            return
        shown = {"lower": "≥ ", "upper": "≤ "}.get(node.bound, "") + _number(node.value)
        note = node.extra.get("note", "")
        window = window_text(node)
        lines.append("  " * depth + f"{'max' if node.maximising else 'min'} "
                     f"{node.move or 'root'} = {shown}" + (f"  [{window}]" if window else "")
                     + (f"  {note}" if note else ""))
        for child in node.children or []:
            walk(child, depth + 1)

    walk(root, 0)
    return "\n".join(lines) + "\n"


def _number(x: float | None) -> str:
    return format_value(x, "∞", 1).replace("-", "−")
