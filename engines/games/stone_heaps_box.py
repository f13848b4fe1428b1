"""The fast road for the usual exam task: one or two heaps, every move grows (or every move
shrinks) one heap by a rule of that heap alone, and the game ends on the sum of the heaps.

Then the sum only ever grows (shrinks), so the states can be solved in one sweep over a flat
array, from the sums next to the end back to the starts, with no graph and no dictionary: a
two-heap task with S up to 1000 (half a million states) takes a fraction of a second instead of
the seconds the general retrograde analysis needs. Any other task goes the general way.
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.games.expr import ZeroDivision
from engines.games.stone_heaps_task import WIN, Task
from engines.solvers.control import SearchControl

MAX_BOX = 4_000_000
"""Largest array the sweep builds (about 32 MB of references)."""


def box_solve(task: Task, starts: Sequence[tuple[int, ...]], control: SearchControl
              ) -> Box | None:
    """The codes of every state at or beyond ``starts`` (heap sizes) by one sweep, or ``None``
    when the task is not of the simple kind."""
    if (task.no_repeat != "none" or task.heap_choice != "any" or task.measure != "sum"
            or len(task.heaps) > 2 or not starts
            or any("y" in rule.expr.uses or (rule.when is not None and "y" in rule.when.uses)
                   for rule in task.moves)):
        return None
    growing = task.end_op in (">=", ">")
    # The game is over once the sum reaches `limit` (growing) or falls to `limit` (shrinking).
    limit = task.end_value + (1 if task.end_op == ">" else 0) if growing else \
        task.end_value - (1 if task.end_op == "<" else 0)
    n = len(task.heaps)
    if growing:
        lows = [min(h[i] for h in starts) for i in range(n)]
        highs = [limit - 1 - sum(lows) + lows[i] for i in range(n)]
    else:
        lows = [0] * n
        highs = [max(h[i] for h in starts) for i in range(n)]
    if any(hi < lo for lo, hi in zip(lows, highs)):
        return None  # every start is already over
    width = highs[1] + 1 if n == 2 else 1
    if (highs[0] + 1) * width > MAX_BOX:
        return None
    succ = [_successors(task, lows[i], highs[i], growing) for i in range(n)]
    if any(s is None for s in succ):
        return None  # some move goes the other way: not a one-way game
    box = Box(task, width, growing, limit, lows, highs)
    box.sweep(lows, highs, succ, control)  # type: ignore[arg-type]
    return box


def _successors(task: Task, low: int, high: int, growing: bool) -> list[list[int]] | None:
    """For each heap size in [low, high]: the sizes one move makes of it."""
    out: list[list[int]] = [[] for _ in range(high + 1)]
    for x in range(low, high + 1):
        for rule in task.moves:
            try:
                if rule.when is not None and not rule.when.evaluate(x, 0):
                    continue
                new = rule.expr.evaluate(x, 0)
            except ZeroDivision:
                continue
            if new == x or new < 0:
                continue
            if (new > x) != growing:
                return None
            out[x].append(new)
    return out


class Box:
    """Codes of a flat array over (heap 1, heap 2): ``+r`` the mover wins in r plies, ``-r``
    he loses in r plies, ``0`` nobody can force the end."""

    def __init__(self, task: Task, width: int, growing: bool, limit: int, lows: list[int],
                 highs: list[int]) -> None:
        self.task, self.width, self.growing, self.limit = task, width, growing, limit
        self.lows, self.highs = lows, highs
        self.code: list[int] = []

    def sweep(self, lows: list[int], highs: list[int], succ: list[list[list[int]]],
              control: SearchControl) -> None:
        task, width, limit, growing = self.task, self.width, self.limit, self.growing
        code = self.code = [0] * ((highs[0] + 1) * width)
        end_cache: dict[int, int] = {}

        def on_end(total: int) -> int:
            # The code a finished game has for its player to move: the last mover's result,
            # seen from the other side (remoteness 0 is written as ±1 one ply up).
            value = end_cache.get(total)
            if value is None:
                value = end_cache[total] = task.end_value_for_mover((total,))
            return value

        two = len(lows) == 2
        lo_b, hi_b = (lows[1], highs[1]) if two else (0, 0)
        succ_a = succ[0]
        succ_b = succ[1] if two else [[]]
        lo_sum, hi_sum = lows[0] + lo_b, highs[0] + hi_b
        sums = range(hi_sum, lo_sum - 1, -1) if growing else range(lo_sum, hi_sum + 1)
        for total in sums:
            control.tick()
            a_from = max(lows[0], total - hi_b)
            a_to = min(highs[0], total - lo_b)
            for a in range(a_from, a_to + 1):
                b = total - a
                best_win = 0    # quickest win found (plies), 0: none yet
                worst_loss = 0  # slowest loss among the moves (plies)
                drawn = False
                base = a * width
                # The moves on heap 1 and on heap 2 are two written-out loops, not one helper:
                # this is the innermost loop of the table build, where a Python call per
                # successor would cost more than the loop body itself.
                for na in succ_a[a]:
                    t = na + b
                    if (t >= limit) if growing else (t <= limit):
                        if on_end(t) == WIN:
                            best_win = 1
                            break
                        if worst_loss < 1:
                            worst_loss = 1
                        continue
                    c = code[na * width + b]
                    if c < 0:
                        if best_win == 0 or 1 - c < best_win:
                            best_win = 1 - c
                    elif c > 0:
                        if c + 1 > worst_loss:
                            worst_loss = c + 1
                    else:
                        drawn = True
                if best_win != 1:
                    for nb in succ_b[b]:
                        t = a + nb
                        if (t >= limit) if growing else (t <= limit):
                            if on_end(t) == WIN:
                                best_win = 1
                                break
                            if worst_loss < 1:
                                worst_loss = 1
                            continue
                        c = code[base + nb]
                        if c < 0:
                            if best_win == 0 or 1 - c < best_win:
                                best_win = 1 - c
                        elif c > 0:
                            if c + 1 > worst_loss:
                                worst_loss = c + 1
                        else:
                            drawn = True
                if best_win:
                    code[base + b] = best_win
                elif not drawn and worst_loss:
                    code[base + b] = -worst_loss

    def code_of(self, heaps: Sequence[int]) -> int:
        return self.code[heaps[0] * self.width + (heaps[1] if len(heaps) == 2 else 0)]

    def covers(self, heaps: Sequence[int]) -> bool:
        return all(lo <= h <= hi for h, lo, hi in zip(heaps, self.lows, self.highs))
