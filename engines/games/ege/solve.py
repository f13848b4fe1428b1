"""Stone-heap games of the informatics exam (EGE tasks 19–21), solved for every S at once.

The task file format and the answers are fixed by ``shared/ege-task-format.md``. Petya moves
first, then Vanya. Every state reachable from every start is listed, then solved backwards from
the ends (retrograde analysis), so games that can loop are answered too: where neither side can
force the end, the winner is ``None``. Remoteness: the winner hurries, the loser delays.
"""
from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engines.games.ege.expr import ZeroDivision
from engines.games.ege.box import (DRAWN, Box, Horizon, box_solve, horizon_solve,
                                           simple_bounds)
from engines.games.ege.task import (DRAW, LOSS, MAX_STATES, OPS, PLAYERS, WIN, MoveRule,
                                            Task, TaskError)
from engines.solvers.control import SearchControl

if TYPE_CHECKING:
    from engines.games.ege.no_repeat import NoRepeatBox

State = tuple[tuple[int, ...], Any, Any]
"""(heaps, the mover's own previous move, the opponent's last move); a move is (rule, heap)."""


@dataclass(slots=True)
class Edge:
    move: tuple[int, int]
    heaps: tuple[int, ...]
    end: int | None
    """Set when the move ends the game: its value for the player who made it."""
    child: State | None


# --- the game graph -------------------------------------------------------------------------
def edges_from(task: Task, state: State) -> list[Edge]:
    """Every legal move of the player to move in ``state``, in rule order, then heap order."""
    heaps, mine, theirs = state
    rules, ended_at = _prepared(task)
    choices: Sequence[int]
    if task.heap_choice == "any":
        choices = range(len(heaps))
    else:
        target = min(heaps) if task.heap_choice == "smaller" else max(heaps)
        choices = [i for i, h in enumerate(heaps) if h == target]
    banned = mine if task.no_repeat == "own" else theirs if task.no_repeat == "opponent" \
        else None
    total = sum(heaps)
    out = []
    for r, new_size in enumerate(rules):
        for i in choices:
            move = (r, i)
            if move == banned:
                continue
            x = heaps[i]
            new = new_size(x, total - x)
            if new is None:
                continue
            after = heaps[:i] + (new,) + heaps[i + 1:]
            if ended_at(after, total - x + new):
                out.append(Edge(move, after, task.end_value_for_mover(after), None))
            else:
                out.append(Edge(move, after, None, _state(task, after, theirs, move)))
    return out


NewSize = Callable[[int, int], "int | None"]


@functools.lru_cache(maxsize=8)
def _prepared(task: Task) -> tuple[list[NewSize], Callable[[tuple[int, ...], int], bool]]:
    """The task's rules as functions (x, y) → the new heap or ``None`` (not a move there),
    remembered per x when a rule does not look at y; and the end test given the new total."""
    rules: list[NewSize] = []
    for rule in task.moves:
        def new_size(x: int, y: int, rule: MoveRule = rule) -> int | None:
            try:
                if rule.when is not None and not rule.when.evaluate(x, y):
                    return None
                new = rule.expr.evaluate(x, y)
            except ZeroDivision:
                return None
            return None if new == x or new < 0 else new  # unchanged or negative: not a move
        if "y" in rule.expr.uses or (rule.when is not None and "y" in rule.when.uses):
            rules.append(new_size)
        else:
            rules.append(_remembered(new_size))
    compare, limit = OPS[task.end_op], task.end_value
    if task.measure == "sum":
        return rules, lambda heaps, total: compare(total, limit)
    return rules, lambda heaps, total: task.ended(heaps)


def _remembered(new_size: NewSize) -> NewSize:
    memo: dict[int, int | None] = {}

    def lookup(x: int, y: int) -> int | None:
        try:
            return memo[x]
        except KeyError:
            memo[x] = value = new_size(x, y)
            return value
    return lookup


def _state(task: Task, heaps: tuple[int, ...], mine: Any, theirs: Any) -> State:
    # Keep only what the no-repeat rule looks at, so equal positions share one entry. "own" needs
    # both: the opponent's last move becomes the next mover's own previous move.
    if task.no_repeat == "own":
        return (heaps, mine, theirs)
    if task.no_repeat == "opponent":
        return (heaps, None, theirs)
    return (heaps, None, None)


class Solution:
    """Value (for the player to move) and remoteness of the states a task reaches."""

    def __init__(self, task: Task) -> None:
        self.task = task
        self._edges: dict[State, list[Edge]] = {}

    def value_of(self, state: State) -> int:
        raise NotImplementedError

    def remoteness_of(self, state: State) -> int:
        """Plies to the end under best play (0 where nobody can force the end)."""
        raise NotImplementedError

    def edges_of(self, state: State) -> list[Edge]:
        edges = self._edges.get(state)
        if edges is None:
            edges = self._edges[state] = edges_from(self.task, state)
        return edges

    def start_state(self, s: int) -> State:
        return _state(self.task, self.task.start(s), None, None)

    def covers(self, state: State) -> bool:
        """True if ``state`` was solved (or is over)."""
        raise NotImplementedError

    def known(self, state: State) -> bool:
        """False where the solution did not look far enough to know the value."""
        return True

    def unlucky(self, state: State) -> bool:
        """Whether the mover has a move that does not end the game after which the other can
        end it in his favour at once."""
        return any(e.child is not None and any(f.end == WIN for f in self.edges_of(e.child))
                   for e in self.edges_of(state))


class GraphSolution(Solution):
    """Any task: every reachable state listed, then solved backwards from the ends."""

    def __init__(self, task: Task) -> None:
        super().__init__(task)
        self.value: dict[State, int] = {}
        self.remoteness: dict[State, int] = {}
        self.seen: set[State] = set()

    def value_of(self, state: State) -> int:
        return self.value.get(state, DRAW)

    def covers(self, state: State) -> bool:
        return state in self.seen or self.task.ended(state[0])

    def remoteness_of(self, state: State) -> int:
        return self.remoteness.get(state, 0)


class BoxSolution(Solution):
    """The simple one-way tasks, solved by one sweep over an array (``stone_heaps_box``)."""

    def __init__(self, task: Task, box: Box) -> None:
        super().__init__(task)
        self.box = box

    def value_of(self, state: State) -> int:
        c = self.box.code_of(state[0])
        return WIN if c > 0 else LOSS if c < 0 else DRAW

    def remoteness_of(self, state: State) -> int:
        return abs(self.box.code_of(state[0]))

    def covers(self, state: State) -> bool:
        return self.task.ended(state[0]) or (state[1:] == (None, None)
                                             and self.box.covers(state[0]))


class NoRepeatSolution(Solution):
    """The simple one-way no-repeat tasks, solved by one sweep (``no_repeat``)."""

    def __init__(self, task: Task, box: NoRepeatBox) -> None:
        super().__init__(task)
        self.box = box

    def _code(self, state: State) -> int:
        return self.box.code_of(*state)

    def value_of(self, state: State) -> int:
        c = self._code(state)
        return WIN if c > 0 else LOSS if c < 0 else DRAW

    def remoteness_of(self, state: State) -> int:
        return abs(self._code(state))

    def covers(self, state: State) -> bool:
        return self.task.ended(state[0]) or self.box.covers(state[0])


class HorizonSolution(Solution):
    """A task too big to play out, searched only as far as the exam's questions need
    (``stone_heaps_box.Horizon``): exact wherever it says it knows."""

    def __init__(self, task: Task, horizon: Horizon) -> None:
        super().__init__(task)
        self.horizon = horizon

    def _code(self, state: State) -> int:
        return self.horizon.code(state[0])

    def value_of(self, state: State) -> int:
        c = self._code(state)
        return WIN if 0 < c < DRAWN else LOSS if c < 0 else DRAW

    def remoteness_of(self, state: State) -> int:
        c = self._code(state)
        return 0 if c == DRAWN else abs(c)

    def known(self, state: State) -> bool:
        return self._code(state) != 0

    def covers(self, state: State) -> bool:
        return self.task.ended(state[0]) or (state[1:] == (None, None)
                                             and self.known(state))

    def unlucky(self, state: State) -> bool:
        horizon = self.horizon
        heaps = state[0]
        total = sum(heaps)
        for i, x in enumerate(heaps):
            for new in horizon.successors(x):
                after = heaps[:i] + (new,) + heaps[i + 1:]
                if not horizon.ended(total - x + new) and horizon.can_end_winning(after):
                    return True
        return False


def solve(task: Task, starts: Sequence[int] | None = None,
          control: SearchControl | None = None) -> Solution:
    """Every start of ``starts`` (default: the task's range of S) solved exactly."""
    s_values = task.s_values() if starts is None else starts
    return solve_states(task, [_state(task, task.start(s), None, None) for s in s_values],
                        control)


def solve_states(task: Task, states: Sequence[State], control: SearchControl | None = None
                 ) -> Solution:
    """Every state reachable from ``states`` solved exactly, the fastest way the task allows."""
    control = control or SearchControl()
    if task.no_repeat != "none":
        # Imported here: the command line loads only what the task in hand needs.
        from engines.games.ege.no_repeat import no_repeat_solve
        no_repeat = no_repeat_solve(task, [s[0] for s in states], control)
        if no_repeat is not None:
            return NoRepeatSolution(task, no_repeat)
    if all(s[1:] == (None, None) for s in states):
        heaps = [s[0] for s in states]
        box = box_solve(task, heaps, control)
        if box is not None:
            return BoxSolution(task, box)
        bounds = simple_bounds(task, heaps)
        if bounds is not None and _cells(bounds[2], bounds[3]) > MAX_STATES:
            horizon = horizon_solve(task, heaps, control)
            if horizon is not None:
                return HorizonSolution(task, horizon)
    return graph_solve(task, states, control)


def _cells(lows: list[int], highs: list[int]) -> int:
    """States in the box between ``lows`` and ``highs`` (a bound on what the task reaches)."""
    cells = 1
    for lo, hi in zip(lows, highs):
        cells *= max(0, hi - lo + 1)
    return cells


def graph_solve(task: Task, starts: Sequence[State], control: SearchControl) -> GraphSolution:
    """Retrograde analysis over every state reachable from ``starts``."""
    sol = GraphSolution(task)
    value, remoteness = sol.value, sol.remoteness
    seen = sol.seen
    queue = deque(s for s in starts if not task.ended(s[0]))
    seen.update(queue)
    parents: dict[State, list[State]] = {}
    # Undecided moves of each state: a state is lost once all of them lead to wins for the
    # opponent. States are settled in order of remoteness, so the first win found for a state
    # is its quickest and the last loss its longest.
    pending: dict[State, int] = {}
    order: deque[State] = deque()
    while queue:
        state = queue.popleft()
        control.tick()
        open_moves, won = 0, False
        edges = edges_from(task, state)
        for e in edges:
            child = e.child
            if child is None:
                won = won or e.end == WIN
                continue
            open_moves += 1
            siblings = parents.get(child)
            if siblings is None:
                parents[child] = [state]
            else:
                siblings.append(state)
            if child not in seen:
                seen.add(child)
                queue.append(child)
        if len(seen) > MAX_STATES:
            # Not "the game does not end": a one-way game always ends; it is just too big.
            raise TaskError("the task reaches more than {0} positions, too many to solve: lower "
                            "the end value, narrow the range of S or check that the moves lead "
                            "to the end", MAX_STATES)
        if not edges:
            continue  # stuck before the end: nobody can force a win from here
        if won or not open_moves:  # a winning last move, or every move ends with a loss
            value[state], remoteness[state] = (WIN, 1) if won else (LOSS, 1)
            order.append(state)
        else:
            pending[state] = open_moves
    while order:
        child = order.popleft()
        control.tick()
        r = remoteness[child]
        lost = value[child] == LOSS
        for parent in parents.get(child, ()):
            if parent in value:
                continue
            if lost:
                value[parent], remoteness[parent] = WIN, r + 1
                order.append(parent)
            else:
                pending[parent] -= 1
                if pending[parent] == 0:
                    value[parent], remoteness[parent] = LOSS, r + 1
                    order.append(parent)
    return sol


# --- the exam's questions ---------------------------------------------------------------------
def position_report(sol: Solution, s: int) -> dict[str, Any]:
    task = sol.task
    if task.ended(task.start(s)):
        return {"S": s, "winner": None, "move": None, "unlucky": False, "already_over": True}
    state = sol.start_state(s)
    unlucky = sol.unlucky(state)
    if not sol.known(state):
        return {"S": s, "winner": None, "move": None, "unlucky": unlucky, "beyond": True}
    value = sol.value_of(state)
    r = sol.remoteness_of(state)
    # The winner's own move after which the win is forced: when the loser's last move is forced
    # to end the game against him, that move is not counted (Vanya may win with "move 0").
    if value == WIN:
        winner, move = "Petya", (r + 1) // 2
    elif value == LOSS:
        winner, move = "Vanya", r // 2
    else:
        winner, move = None, None
    return {"S": s, "winner": winner, "move": move, "unlucky": unlucky}


def answers(task: Task, control: SearchControl | None = None) -> dict[str, Any]:
    return answers_from(solve(task, control=control))


def answers_from(sol: Solution) -> dict[str, Any]:
    """The command's output for a solved task: every S, and the lists for 19, 20 and 21."""
    task = sol.task
    positions = [position_report(sol, s) for s in task.s_values()]
    def pick(winner: str, move: int) -> list[int]:
        return [p["S"] for p in positions if p["winner"] == winner and p["move"] == move]
    high = task.s_high if task.s_high is not None else task.s_max
    out: dict[str, Any] = {
        "title": task.title, "s_scanned": [task.s_low, high], "positions": positions,
        "answers": {"19": pick("Vanya", 1),
                    "19_unlucky": [p["S"] for p in positions if p["unlucky"]],
                    "20": pick("Petya", 2), "21": pick("Vanya", 2)}}
    if task.s_high is None:
        out["s_max_used"] = True  # the range was open: S was scanned up to s_max
    if isinstance(sol, HorizonSolution):
        # Positions marked "beyond": neither side forces the end within this many moves of
        # each; the task is too big to play those out, but no exam question depends on them.
        out["horizon_moves"] = sol.horizon.plies // 2
    return out


def move_text(task: Task, edge: Edge) -> str:
    rule, heap = edge.move
    where = f" (heap {heap + 1})" if len(task.heaps) > 1 else ""
    return task.moves[rule].expr.text + where


def exam_edges(sol: Solution, state: State, show_all: bool = False) -> list[Edge]:
    """The moves the exam's tree draws from ``state``: every move of the side that loses, and
    the winning side's quickest winning move (all its winning moves with ``show_all``)."""
    value, r = sol.value_of(state), sol.remoteness_of(state)
    if value == DRAW:
        return []
    edges = sol.edges_of(state)
    if value == LOSS:
        return list(edges)
    keep = []
    for e in edges:
        if e.end is not None:
            wins = e.end == WIN and r == 1
        else:
            wins = (sol.value_of(e.child) == LOSS  # type: ignore[arg-type]
                    and sol.remoteness_of(e.child) <= r - 1)  # type: ignore[arg-type]
        if wins:
            keep.append(e)
            if not show_all:
                break
    return keep


MAX_TREE_NODES = 5000
"""Larger trees are cut (``"cut": true``): a pupil's drawing never needs more."""


def tree(sol: Solution, s: int, show_all: bool = False) -> dict[str, Any]:
    """The tree as the exam draws it (see :func:`exam_edges`), down to the end."""
    task = sol.task
    count = 0

    def winner_name(value: int, ply: int) -> str | None:
        return None if value == DRAW else PLAYERS[ply % 2] if value == WIN else \
            PLAYERS[1 - ply % 2]

    def node(state: State, ply: int, move: str | None) -> dict[str, Any]:
        nonlocal count
        count += 1
        value = sol.value_of(state)
        out: dict[str, Any] = {"heaps": list(state[0]), "to_move": PLAYERS[ply % 2],
                               "move": move, "winner": winner_name(value, ply),
                               "moves_left": sol.remoteness_of(state) if value != DRAW else None,
                               "children": []}
        if not sol.known(state):
            out["beyond"] = True  # a task too big to play out: not searched this far
        for e in exam_edges(sol, state, show_all):
            if count >= MAX_TREE_NODES:
                out["cut"] = True
                break
            text = move_text(task, e)
            if e.end is not None:
                count += 1
                out["children"].append({"heaps": list(e.heaps), "move": text, "end": True,
                                        "winner": winner_name(e.end, ply)})
            else:
                out["children"].append(node(e.child, ply + 1, text))  # type: ignore[arg-type]
        return out

    if task.ended(task.start(s)):
        return {"heaps": list(task.start(s)), "end": True, "children": []}
    return node(sol.start_state(s), 0, None)
