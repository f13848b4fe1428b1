"""The depth-first walk every memoised solver shares: children first, then the node, with an
explicit stack so that a game thousands of moves deep never meets Python's recursion limit."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.solvers.control import SearchControl


class CyclicGame(ValueError):
    """The game graph has a cycle, so it is not a finite game for a memoised solver."""


@dataclass(frozen=True)
class Leaf:
    """What ``expand`` returns for a node whose value needs no children (the end of the game)."""

    value: Any


Child = tuple[Any, Hashable, Any]
"""(child position, its table key, a tag ``combine`` gets back, e.g. the sign of its value)."""


def memo_walk(root: Any, root_key: Hashable, table: dict[Hashable, Any], control: SearchControl,
              expand: Callable[[Any], Leaf | Sequence[Child]],
              combine: Callable[[list[tuple[Hashable, Any]]], Any]) -> Any:
    """Fill ``table`` for ``root`` and everything below it that is not there yet.

    ``combine`` receives the (key, tag) pairs of a node's children, all already in ``table``.
    """
    on_path: set[Hashable] = set()
    # A frame is [position, key, children]; children stay None until the node is expanded.
    stack: list[list[Any]] = [[root, root_key, None]]
    while stack:
        frame = stack[-1]
        pos, key, kids = frame
        if kids is not None:
            table[key] = combine(kids)
            on_path.discard(key)
            stack.pop()
            continue
        if key in table:
            stack.pop()
            continue
        control.tick()
        if control.nodes % control.check_every == 0:
            control.check_table(len(table))
        result = expand(pos)
        if isinstance(result, Leaf):
            table[key] = result.value
            stack.pop()
            continue
        frame[2] = [(child_key, tag) for _, child_key, tag in result]
        on_path.add(key)
        for child, child_key, _ in result:
            if child_key not in table:
                if child_key in on_path:
                    raise CyclicGame("a position repeats: the game graph has a cycle")
                stack.append([child, child_key, None])
    return table[root_key]
