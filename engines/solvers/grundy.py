"""Sprague–Grundy values of impartial games: the mex of the options' values, memoised."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Generic

from engines.protocol import Game, M, P
from engines.solvers.control import SearchControl
from engines.solvers.walk import memo_walk


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
        game, table = self.game, self.table

        def expand(pos: P) -> list[tuple[P, Hashable, None]]:
            return [(child, game.key(child), None) for child in self.options(pos)]

        def combine(kids: list[tuple[Hashable, None]]) -> int:
            return mex(table[k] for k, _ in kids)

        value: int = memo_walk(root, game.key(root), table, self.control, expand, combine)
        return value

    def option_values(self, pos: P) -> list[int]:
        """Grundy values of the options of ``pos``, in move order (for showing the mex)."""
        return [self.grundy(c) for c in self.options(pos)]
