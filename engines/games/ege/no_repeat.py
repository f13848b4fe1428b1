"""The no-repeat exam tasks ("a player may not repeat his own / the opponent's last move") of
the simple one-way kind, solved by one sweep over a flat array.

The state is the heaps and the last moves the rule looks at, so the general retrograde analysis
meets several hundred thousand tuples for a task that ends at 207 and gives up. Here the sum
only ever grows (or shrinks), so every state is settled, from the sums next to the end back to
the starts, in an array indexed by (heap 1, heap 2, the mover's previous move, the opponent's
last move): every combination of last moves at once, so any position met in play is covered.
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.games.ege.box import rule_moves, simple_bounds
from engines.games.ege.task import WIN, Task
from engines.solvers.control import SearchControl

MAX_CELLS = 8_000_000
"""Largest array the sweep builds (about 64 MB of references)."""
_BIG = 1 << 30
"""Scores: a win in r plies is _BIG - r, a draw 0, a loss in r plies r - _BIG (the loser
delays, the winner hurries): the best move is the one with the largest score."""


class NoRepeatBox:
    """Codes like :class:`engines.games.ege.box.Box` (``+r`` the mover wins in r plies, ``-r``
    he loses in r plies, ``0`` nobody can force the end) for every state in the box."""

    def __init__(self, task: Task, growing: bool, limit: int, lows: list[int],
                 highs: list[int]) -> None:
        self.task, self.growing, self.limit = task, growing, limit
        self.lows, self.highs = lows, highs
        self.two = len(task.heaps) == 2
        self.width = highs[1] + 1 if self.two else 1
        self.kinds = len(task.moves) * len(task.heaps) + 1
        """Last-move codes: 0 none, else rule * heaps + heap + 1."""
        self.code: list[int] = []

    def move_code(self, move: tuple[int, int] | None) -> int:
        return 0 if move is None else move[0] * len(self.task.heaps) + move[1] + 1

    def index(self, heaps: Sequence[int], mine: tuple[int, int] | None,
              theirs: tuple[int, int] | None) -> int:
        cell = heaps[0] * self.width + (heaps[1] if self.two else 0)
        return (cell * self.kinds + self.move_code(mine)) * self.kinds + self.move_code(theirs)

    def covers(self, heaps: Sequence[int]) -> bool:
        return all(lo <= h <= hi for h, lo, hi in zip(heaps, self.lows, self.highs))

    def sweep(self, succ: list[list[list[tuple[int, int]]]], control: SearchControl) -> None:
        task, width, limit, growing, kinds = self.task, self.width, self.limit, self.growing, \
            self.kinds
        lows, highs, n = self.lows, self.highs, len(task.heaps)
        per_cell = kinds * kinds
        code = self.code = [0] * ((highs[0] + 1) * width * per_cell)
        own = task.no_repeat == "own"
        ends: dict[int, int] = {}
        lo_b, hi_b = (lows[1], highs[1]) if self.two else (0, 0)
        lo_sum, hi_sum = lows[0] + lo_b, highs[0] + hi_b
        sums = range(hi_sum, lo_sum - 1, -1) if growing else range(lo_sum, hi_sum + 1)
        for total in sums:
            for a in range(max(lows[0], total - hi_b), min(highs[0], total - lo_b) + 1):
                control.tick()
                b = total - a
                base = (a * width + b) * per_cell
                # Each move: its code, and either its fixed score (it ends the game) or where
                # the child's codes start.
                moves: list[tuple[int, int, int]] = []
                for heap, x in enumerate((a, b) if self.two else (a,)):
                    for rule, new in succ[heap][x]:
                        t = total - x + new
                        m = rule * n + heap + 1
                        if (t >= limit) if growing else (t <= limit):
                            value = ends.get(t)
                            if value is None:
                                value = ends[t] = task.end_value_for_mover((t,))
                            moves.append((m, _BIG - 1 if value == WIN else 1 - _BIG, -1))
                        else:
                            child = ((new * width + b) if heap == 0 else (a * width + new))
                            moves.append((m, 0, child * per_cell + m))
                if own:
                    # State (mine, theirs): mine is banned; the child is (theirs, m).
                    for theirs in range(kinds):
                        best = _two_best(moves, code, theirs * kinds)
                        for mine in range(kinds):
                            code[base + mine * kinds + theirs] = _pick(best, mine)
                else:
                    # State (none, theirs): theirs is banned; the child is (none, m).
                    best = _two_best(moves, code, 0)
                    for theirs in range(kinds):
                        code[base + theirs] = _pick(best, theirs)

    def code_of(self, heaps: Sequence[int], mine: tuple[int, int] | None,
                theirs: tuple[int, int] | None) -> int:
        return self.code[self.index(heaps, mine, theirs)]


def _two_best(moves: list[tuple[int, int, int]], code: list[int], offset: int
              ) -> tuple[int, int, int]:
    """(the best score, its move, the best score of the other moves); a missing score is
    ``None``-like: -2 * _BIG."""
    best, best_move, second = -2 * _BIG, -1, -2 * _BIG
    for m, fixed, child in moves:
        if child < 0:
            score = fixed
        else:
            c = code[child + offset]
            score = _BIG - 1 + c if c < 0 else -_BIG + 1 + c if c > 0 else 0
        if score > best:
            best, best_move, second = score, m, best
        elif score > second:
            second = score
    return best, best_move, second


def _pick(best: tuple[int, int, int], banned: int) -> int:
    """The code of a state whose banned move is ``banned``, from its moves' two best."""
    score = best[2] if best[1] == banned else best[0]
    if score == -2 * _BIG or score == 0:
        return 0  # no move left (stuck before the end), or the best is a draw
    return _BIG - score if score > 0 else -(score + _BIG)


def no_repeat_solve(task: Task, starts: Sequence[tuple[int, ...]], control: SearchControl
                    ) -> NoRepeatBox | None:
    """Every state at or beyond ``starts`` (heap sizes), all last moves, by one sweep; ``None``
    when the task is not a no-repeat task of the simple one-way kind, or too big."""
    if task.no_repeat == "none":
        return None
    bounds = simple_bounds(task, starts, no_repeat=True)
    if bounds is None:
        return None
    growing, limit, lows, highs = bounds
    if any(hi < lo for lo, hi in zip(lows, highs)):
        return None  # every start is already over
    box = NoRepeatBox(task, growing, limit, lows, highs)
    if (highs[0] + 1) * box.width * box.kinds ** 2 > MAX_CELLS:
        return None
    succ: list[list[list[tuple[int, int]]]] = []
    for heap in range(len(task.heaps)):
        sizes: list[list[tuple[int, int]]] = [[] for _ in range(highs[heap] + 1)]
        for x in range(lows[heap], highs[heap] + 1):
            sizes[x] = rule_moves(task, x)
            if any((new > x) != growing for _, new in sizes[x]):
                return None  # some move goes the other way: not a one-way game
        succ.append(sizes)
    box.sweep(succ, control)
    return box

