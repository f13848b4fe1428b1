"""The fast road for the usual exam task: one or two heaps, every move grows (or every move
shrinks) one heap by a rule of that heap alone, and the game ends on the sum of the heaps.

Then the sum only ever grows (shrinks), so the states can be solved in one sweep over a flat
array, from the sums next to the end back to the starts, with no graph and no dictionary: a
two-heap task with S up to 1000 (half a million states) takes a fraction of a second instead of
the seconds the general retrograde analysis needs. Any other task goes the general way.
"""
from __future__ import annotations

import gc
from collections.abc import Sequence

from engines.games.ege.expr import ZeroDivision
from engines.games.ege.task import WIN, Task
from engines.solvers.control import SearchControl

MAX_BOX = 4_000_000
"""Largest array the sweep builds (about 32 MB of references)."""


def box_solve(task: Task, starts: Sequence[tuple[int, ...]], control: SearchControl
              ) -> Box | None:
    """The codes of every state at or beyond ``starts`` (heap sizes) by one sweep, or ``None``
    when the task is not of the simple kind."""
    bounds = simple_bounds(task, starts)
    if bounds is None:
        return None
    growing, limit, lows, highs = bounds
    n = len(task.heaps)
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


def heap_moves(task: Task, x: int) -> list[int]:
    """The sizes one move of ``task`` makes of a heap of ``x`` (moves that change nothing or
    would leave a negative heap are no moves)."""
    return [new for _, new in rule_moves(task, x)]


def rule_moves(task: Task, x: int) -> list[tuple[int, int]]:
    """(rule, the new size) of every rule of ``task`` that is a move on a heap of ``x``."""
    out = []
    for r, rule in enumerate(task.moves):
        try:
            if rule.when is not None and not rule.when.evaluate(x, 0):
                continue
            new = rule.expr.evaluate(x, 0)
        except ZeroDivision:
            continue
        if new != x and new >= 0:
            out.append((r, new))
    return out


def _successors(task: Task, low: int, high: int, growing: bool) -> list[list[int]] | None:
    """For each heap size in [low, high]: the sizes one move makes of it (None when a move goes
    the other way, which the box's numbering cannot take)."""
    out: list[list[int]] = [[] for _ in range(high + 1)]
    for x in range(low, high + 1):
        out[x] = heap_moves(task, x)
        if any((new > x) != growing for new in out[x]):
            return None
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


# --- tasks too big for the box: only as far ahead as the exam asks ---------------------------
HORIZON = 5
"""Plies looked ahead when a task is too big for the box: the exam's questions need the
winner's result when it comes within two moves each (4 plies; 5 to tell a win on the second
move from a later one), so every answer 19–21 is exact, and the positions that take longer are
reported as "beyond the horizon" rather than guessed."""
DRAWN = 1 << 40
"""The code of a state proved drawn (nobody can move, or every move is a proved draw)."""


def simple_bounds(task: Task, starts: Sequence[tuple[int, ...]], no_repeat: bool = False
                  ) -> tuple[bool, int, list[int], list[int]] | None:
    """(growing, the sum where the game ends, lows, highs of the box) for a task of the simple
    kind the box and the horizon solve (``no_repeat``: a no-repeat rule is allowed, for
    ``stone_heaps.no_repeat``); ``None`` for any other task."""
    if ((task.no_repeat != "none" and not no_repeat) or task.heap_choice != "any" or task.measure != "sum"
            or len(task.heaps) > 2 or not starts
            or any("y" in rule.expr.uses or (rule.when is not None and "y" in rule.when.uses)
                   for rule in task.moves)):
        return None
    growing = task.end_op in (">=", ">")
    limit = task.end_value + (1 if task.end_op == ">" else 0) if growing else \
        task.end_value - (1 if task.end_op == "<" else 0)
    n = len(task.heaps)
    if growing:
        lows = [min(h[i] for h in starts) for i in range(n)]
        highs = [limit - 1 - sum(lows) + lows[i] for i in range(n)]
    else:
        lows = [0] * n
        highs = [max(h[i] for h in starts) for i in range(n)]
    return growing, limit, lows, highs


class Horizon:
    """Codes like the box's (``+r`` win in r plies, ``-r`` loss, :data:`DRAWN`), found by a
    search at most ``plies`` deep; ``0``: no side can force the end that soon. Exact wherever
    it is not 0. The search asks yes/no questions ("wins within n plies?", "loses within n?")
    that stop at the first move deciding them (the slowest move first, the likeliest to
    refute a loss), so a start decided beyond the horizon costs a few dozen states: that is
    what makes a task with the end at 100,000 answerable, where the box would hold billions."""

    def __init__(self, task: Task, growing: bool, limit: int, plies: int,
                 control: SearchControl) -> None:
        self.task, self.growing, self.limit, self.plies = task, growing, limit, plies
        self.control = control
        self.end_code = 1 if task.winner == "last-mover" else -1
        """+1: a move that ends the game wins for its mover (no overshoot in this kind)."""
        self.succ: dict[int, list[int]] = {}
        assert plies < 8  # a memo key holds the plies in 3 bits
        self.one_way = True
        self.two = len(task.heaps) == 2
        self.width = max(limit, max(task.start(task.s_values()[-1])), 1) + 1
        """Above every heap of a state not yet over (a state is heap 1 * width + heap 2)."""
        self.memo: dict[int, int] = {}
        """state -> code, searched to the horizon."""
        self.kids: dict[int, tuple[bool, list[int]]] = {}
        self.top: dict[int, int] = {}
        """heap -> the largest (growing) or smallest heap one move makes of it."""
        self.win_memo: dict[int, bool] = {}
        self.loss_memo: dict[int, bool] = {}
        """state * 8 + plies -> the answer."""

    def successors(self, x: int) -> list[int]:
        out = self.succ.get(x)
        if out is None:
            out = heap_moves(self.task, x)
            if any((new > x) != self.growing for new in out):
                self.one_way = False  # the state numbering assumes one-way moves
            self.succ[x] = out
        return out

    def ended(self, total: int) -> bool:
        return total >= self.limit if self.growing else total <= self.limit

    # States are ints, heap 1 * width + heap 2: this search visits millions of them and a tuple
    # key costs several times an int one.
    def children(self, key: int) -> tuple[bool, list[int]]:
        """(some move ends the game, the states the other moves make, the slowest-growing
        first: the likeliest to refute a loss). No move at all: (False, [])."""
        hit = self.kids.get(key)
        if hit is not None:
            return hit
        width, limit, growing = self.width, self.limit, self.growing
        a, b = divmod(key, width)
        ends = False
        kids: list[tuple[int, int]] = []
        for new in self.successors(a) if self.two else ():
            t = new + b
            if (t >= limit) if growing else (t <= limit):
                ends = True
            else:
                kids.append((t, new * width + b))
        for new in self.successors(b):
            t = a + new
            if (t >= limit) if growing else (t <= limit):
                ends = True
            else:
                kids.append((t, key - b + new))
        kids.sort(reverse=not growing)
        hit = self.kids[key] = (ends, [k for _, k in kids])
        return hit

    def ends(self, key: int) -> bool:
        """Whether some move ends the game, without listing the moves: most states the
        search meets are only asked this, one ply before its horizon."""
        a, b = divmod(key, self.width)
        top = self.top
        ta, tb = top.get(a), top.get(b)
        if ta is None:
            ta = top[a] = self._farthest(a)
        if tb is None:
            tb = top[b] = self._farthest(b)
        if self.growing:
            return (self.two and ta + b >= self.limit) or a + tb >= self.limit
        return (self.two and ta + b <= self.limit) or a + tb <= self.limit

    def _farthest(self, x: int) -> int:
        moves = self.successors(x)
        return x if not moves else max(moves) if self.growing else min(moves)

    def loses_in_two(self, key: int) -> bool:
        """``loses_within(key, 2)`` when ending the game wins (the usual rule), without
        listing or remembering anything: no move of his ends the game, and every one lets
        the other end it. Most of the search's questions are this one."""
        if self.ends(key):
            return False
        width, limit, top, successors = self.width, self.limit, self.top, self.successors
        a, b = divmod(key, width)
        ta, tb = top.get(a), top.get(b)
        moved = False
        for new in successors(a) if self.two else ():
            moved = True
            tn = top.get(new)
            if tn is None:
                tn = top[new] = self._farthest(new)
            if tb is None:
                tb = top[b] = self._farthest(b)
            if (tn + b < limit and new + tb < limit) if self.growing else \
                    (tn + b > limit and new + tb > limit):
                return False
        for new in successors(b):
            moved = True
            tn = top.get(new)
            if tn is None:
                tn = top[new] = self._farthest(new)
            if ta is None:
                ta = top[a] = self._farthest(a)
            if (self.two and ta + new >= limit or a + tn >= limit) if self.growing else \
                    (self.two and ta + new <= limit or a + tn <= limit):
                continue
            return False
        return moved

    def wins_within(self, key: int, plies: int) -> bool:
        """Whether the mover can force a win within ``plies`` plies."""
        if self.end_code > 0 and self.ends(key):
            return True
        if plies == 1 or (plies == 2 and self.end_code > 0):
            return False  # (with ending = winning, a loss in one ply does not exist)
        ends, kids = self.children(key)
        if not kids:
            return False
        memo_key = key * 8 + plies
        hit = self.win_memo.get(memo_key)
        if hit is None:
            self.control.tick()
            loses = self.loses_within
            hit = self.win_memo[memo_key] = any(loses(k, plies - 1) for k in reversed(kids))
        return hit

    def loses_within(self, key: int, plies: int) -> bool:
        """Whether the mover loses within ``plies`` plies whatever he does."""
        if self.end_code > 0 and plies == 2:
            return self.loses_in_two(key)
        if self.end_code > 0 and (plies == 1 or self.ends(key)):
            return False  # he ends it in his favour, or a loss needs an ending forced on him
        ends, kids = self.children(key)
        if not kids:
            return ends  # every move ends the game against him (no move: not a loss)
        if plies == 1:
            return False
        memo_key = key * 8 + plies
        hit = self.loss_memo.get(memo_key)
        if hit is None:
            self.control.tick()
            wins = self.wins_within
            hit = self.loss_memo[memo_key] = all(wins(k, plies - 1) for k in kids)
        return hit

    def key(self, heaps: Sequence[int]) -> int:
        return heaps[0] * self.width + heaps[1] if self.two else heaps[0]

    def code(self, heaps: Sequence[int]) -> int:
        """The code of a state not yet over, searched as deep as the horizon: the quickest
        win or the slowest loss is the first depth that shows it."""
        plies = self.plies
        key = self.key(heaps)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        result = 0
        ends, kids = self.children(key)
        if not ends and not kids:
            result = DRAWN  # stuck before the end: nobody can force a win from here
        elif self.wins_within(key, plies) or self.loses_within(key, plies):
            for depth in range(1, plies + 1):
                if self.wins_within(key, depth):
                    result = depth
                    break
                if self.loses_within(key, depth):
                    result = -depth
                    break
        # else: decided beyond the horizon, where most starts of a big task stop at once
        self.memo[key] = result
        return result

    def can_end_winning(self, heaps: Sequence[int]) -> bool:
        """Whether the mover has a move that ends the game in his favour."""
        return self.end_code > 0 and self.ends(self.key(heaps))  # no list of moves needed


def horizon_solve(task: Task, starts: Sequence[tuple[int, ...]], control: SearchControl,
                  plies: int = HORIZON) -> Horizon | None:
    """Every start of a simple task searched ``plies`` deep, or ``None`` for another kind
    (one with an overshoot rule too: its end value is not the same for every end)."""
    bounds = simple_bounds(task, starts)
    if bounds is None or task.overshoot is not None:
        return None
    growing, limit = bounds[0], bounds[1]
    horizon = Horizon(task, growing, limit, plies, control)
    # Millions of small containers and no cycles among them: the collector's passes over
    # them would cost a third of the time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for heaps in starts:
            if not horizon.ended(sum(heaps)):
                horizon.code(heaps)
    finally:
        if collecting:
            # Left to the collector, those millions would be scanned at its next passes, up
            # to 0.7 s each with every other thread (the app's window) waiting on it. They
            # hold no cycles, so they are moved where no pass looks: reference counting
            # still frees them when the horizon goes.
            gc.freeze()
            gc.enable()
    return horizon if horizon.one_way else None
