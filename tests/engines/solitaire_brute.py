"""Independent answers for small Klondike deals, straight from the rule book: no safe moves,
no bound, no canonical key, no draw shortcuts — only :class:`Klondike`'s own moves."""
from __future__ import annotations

from collections.abc import Sequence

from engines.games.solitaire.rules import Klondike, Position


def best_by_paths(rules: Klondike, deal: Sequence[int], limit: int = 2_000_000) -> int | None:
    """Depth-first over every move sequence that never repeats a position of its own path (the
    only check; it stops early only when every card is home, which nothing can beat); ``None``
    when more than ``limit`` positions were visited."""
    start = rules.start(deal)
    best = rules.score(start)
    path = {start}
    stack: list[tuple[Position, list[Position]]] = [(start, _children(rules, start))]
    visits = 0
    while stack:
        pos, children = stack[-1]
        if not children:
            stack.pop()
            path.discard(pos)
            continue
        child = children.pop()
        if child in path:
            continue
        visits += 1
        if visits > limit:
            return None
        best = max(best, rules.score(child))
        if best == rules.max_score:
            return best
        path.add(child)
        stack.append((child, _children(rules, child)))
    return best


def best_by_reach(rules: Klondike, deal: Sequence[int]) -> int:
    """The highest score over every position reachable from the deal (all of them visited)."""
    return best_from(rules, rules.start(deal))


def best_from(rules: Klondike, start: Position) -> int:
    """:func:`best_by_reach` from any position."""
    seen = {start}
    todo = [start]
    best = 0
    while todo:
        pos = todo.pop()
        best = max(best, rules.score(pos))
        for child in _children(rules, pos):
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return best


def _children(rules: Klondike, pos: Position) -> list[Position]:
    return [rules.apply_legal(pos, m) for m in rules.moves(pos)]
