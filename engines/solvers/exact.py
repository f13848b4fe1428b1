"""Exact values and remoteness over the whole game graph, memoised, without recursion.

Remoteness is the number of moves to the end under best play, where the winner hurries and the
loser (or either side in a draw) delays: among the moves of equal best value the mover picks the
shortest line when the value is positive and the longest otherwise. Deep games never hit Python's
recursion limit because the depth-first walk keeps its own stack.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic

from engines.protocol import Game, M, P
from engines.solvers.control import SearchControl
from engines.solvers.trace import Trace, TraceEvent
from engines.solvers.walk import CyclicGame, Leaf, memo_walk

__all__ = ["CyclicGame", "ExactSolver", "MoveValue", "best_of"]


@dataclass(frozen=True)
class MoveValue(Generic[M]):
    """A legal move with the exact result after it, from the point of view of the mover."""

    move: M
    value: int
    remoteness: int


def best_of(candidates: list[tuple[int, int]]) -> tuple[int, int]:
    """The (value, remoteness) a mover gets from (value, remoteness) options: winner hurries."""
    best = max(v for v, _ in candidates)
    lengths = [r for v, r in candidates if v == best]
    return best, (min(lengths) if best > 0 else max(lengths))


class ExactSolver(Generic[P, M]):
    """Memoised exact solver; the table persists between calls so repeated questions are cheap."""

    def __init__(self, game: Game[P, M], control: SearchControl | None = None) -> None:
        self.game = game
        self.control = control or SearchControl()
        self.table: dict[Hashable, tuple[int, int]] = {}

    def solve(self, root: P, trace: Trace | None = None) -> tuple[int, int]:
        """(value, remoteness) of ``root`` for the player to move there."""
        game, table = self.game, self.table
        if trace is not None:
            self._record(root, trace)
        root_key = game.key(root)
        if root_key in table:
            return table[root_key]

        def expand(pos: P) -> Leaf | list[tuple[P, Hashable, tuple[int, int]]]:
            moves = game.legal_moves(pos)
            if not moves:
                return Leaf((game.terminal_value(pos), 0))
            mover = game.to_move(pos)
            children = []
            for move in moves:
                child = game.play(pos, move)
                sign = 1 if game.to_move(child) == mover else -1
                children.append((child, game.key(child),
                                 (sign, game.move_reward(pos, move, child))))
            return children

        def combine(kids: list[tuple[Hashable, tuple[int, int]]]) -> tuple[int, int]:
            return best_of([(reward + sign * table[k][0], table[k][1] + 1)
                            for k, (sign, reward) in kids])

        result: tuple[int, int] = memo_walk(root, root_key, table, self.control, expand,
                                            combine)
        return result

    def move_values(self, pos: P) -> list[MoveValue[M]]:
        """Every legal move in order, with value and remoteness from the mover's side."""
        game = self.game
        self.solve(pos)
        out = []
        for move in game.legal_moves(pos):
            child = game.play(pos, move)
            value, remoteness = self.table[game.key(child)]
            out.append(MoveValue(move, game.move_reward(pos, move, child)
                                 + game.child_sign(pos, child) * value, remoteness + 1))
        return out

    def _record(self, root: P, trace: Trace) -> None:
        """Solve, then write the solved tree breadth-first into ``trace`` up to its cap."""
        self.solve(root)  # without a trace, so this returns before recording again
        game = self.game
        queue: list[tuple[P, int | None, str | None, int, int]] = []
        node = trace.open_node()
        if node is None:
            return
        queue.append((root, None, None, 0, node))
        line_pos, line = root, []
        while True:  # the principal line: always the first best move
            options = self.move_values(line_pos) if game.legal_moves(line_pos) else []
            if not options:
                break
            best = best_of([(m.value, m.remoteness) for m in options])
            chosen = next(m for m in options if (m.value, m.remoteness) == best)
            line.append(game.format_move(line_pos, chosen.move))
            line_pos = game.play(line_pos, chosen.move)
        trace.principal_line = line
        head, full = 0, False
        while head < len(queue):
            pos, parent, move_text, depth, node = queue[head]
            head += 1
            value, _ = self.table[game.key(pos)]
            legal = game.legal_moves(pos)
            trace.close_node(TraceEvent(node, parent, move_text, depth, value,
                                        note="" if legal else "end"))
            for move in legal if not full else ():
                child_node = trace.open_node()
                if child_node is None:
                    full = True  # the nodes already queued are still written
                    break
                queue.append((game.play(pos, move), node, game.format_move(pos, move),
                              depth + 1, child_node))
