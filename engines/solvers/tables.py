"""Whole-game tables for games whose positions can be numbered so that every move goes to a
smaller number (e.g. cards taken from a table): one pass from 0 upwards fills them, with no
recursion and no hashing — the fast path when a pupil wants to see the entire table."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.solvers.control import SearchControl
from engines.solvers.exact import best_of


def grundy_table(size: int, options: Callable[[int], Sequence[int]],
                 control: SearchControl | None = None) -> list[int]:
    """Sprague–Grundy values of positions ``0 … size-1``; ``options(i)`` are all ``< i``."""
    table = [0] * size
    for i in range(size):
        if control is not None and i % 8192 == 0:
            control.check()
        seen = {table[j] for j in options(i)}
        g = 0
        while g in seen:
            g += 1
        table[i] = g
    return table


def outcome_table(size: int, moves: Callable[[int], Sequence[tuple[int, int]]],
                  terminal: Callable[[int], int | None],
                  control: SearchControl | None = None) -> tuple[list[int], list[int]]:
    """Exact value and remoteness for the mover of positions ``0 … size-1``.

    ``terminal(i)`` is the final value if the game is over at ``i``; otherwise ``moves(i)`` lists
    (child, sign) pairs, sign +1 when the same player moves again, every child ``< i``.
    """
    values, remoteness = [0] * size, [0] * size
    for i in range(size):
        if control is not None and i % 8192 == 0:
            control.check()
        end = terminal(i)
        if end is not None:
            values[i] = end
            continue
        values[i], remoteness[i] = best_of([(s * values[j], remoteness[j] + 1)
                                            for j, s in moves(i)])
    return values, remoteness
