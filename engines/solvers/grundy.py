"""Sprague–Grundy values of impartial games: the mex of the options' values, memoised."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic

from engines.protocol import Game, M, P
from engines.solvers.control import SearchControl


def mex(values: Iterable[int]) -> int:
    """The smallest non-negative integer not among ``values``."""
    seen = set(values)
    n = 0
    while n in seen:
        n += 1
    return n


class GrundySolver(Generic[P, M]):
    """Grundy numbers by an explicit-stack depth-first walk (no recursion limit).

    ``options`` gives the positions reachable in one move; by default every legal move's result.
    Games whose some moves are not normal-play options (a move that loses at once, say) pass
    their own.
    """

    def __init__(self, game: Game[P, M], control: SearchControl | None = None,
                 options: Callable[[P], Iterable[P]] | None = None) -> None:
        self.game = game
        self.control = control or SearchControl()
        self.options = options or (lambda pos: [game.play(pos, m) for m in game.legal_moves(pos)])
        self.table: dict[Hashable, int] = {}

    def grundy(self, root: P) -> int:
        game, table, ctl = self.game, self.table, self.control
        root_key = game.key(root)
        stack: list[list[Any]] = [[root, root_key, None]]
        while stack:
            frame = stack[-1]
            pos, key, kids = frame
            if kids is None:
                if key in table:
                    stack.pop()
                    continue
                ctl.tick()
                if ctl.nodes % ctl.check_every == 0:
                    ctl.check_table(len(table))
                children = list(self.options(pos))
                kids = [game.key(c) for c in children]
                frame[2] = kids
                for child, child_key in zip(children, kids):
                    if child_key not in table:
                        stack.append([child, child_key, None])
            else:
                table[key] = mex(table[k] for k in kids)
                stack.pop()
        return table[root_key]

    def option_values(self, pos: P) -> list[int]:
        """Grundy values of the options of ``pos``, in move order (for showing the mex)."""
        return [self.grundy(c) for c in self.options(pos)]
