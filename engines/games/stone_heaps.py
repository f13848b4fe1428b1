"""Stone-heap games of the informatics exam (EGE tasks 19–21), solved for every S at once.

The task file format and the answers are fixed by ``shared/ege-task-format.md``. Petya moves
first, then Vanya. Every state reachable from every start is listed, then solved backwards from
the ends (retrograde analysis), so games that can loop are answered too: where neither side can
force the end, the winner is ``None``. Remoteness: the winner hurries, the loser delays.
"""
from __future__ import annotations

import json
import math
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.games.expr import Expr, ExprError, ZeroDivision, parse
from engines.protocol import InputError

FIELDS = {"title", "heaps", "s_range", "s_max", "moves", "heap_choice", "end", "winner",
          "overshoot", "no_repeat"}
MEASURES = ("sum", "max", "min", "product", "heap")
OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
    "<": lambda a, b: a < b}
MAX_STATES = 2_000_000
WIN, LOSS, DRAW = 1, -1, 0
PLAYERS = ("Petya", "Vanya")


class TaskError(InputError):
    """A bad task file; the message names the field."""


@dataclass(frozen=True)
class MoveRule:
    expr: Expr
    when: Expr | None


@dataclass(frozen=True)
class Task:
    title: str
    heaps: tuple[int | None, ...]
    """The starting heaps; ``None`` marks S."""
    s_low: int
    s_high: int | None
    s_max: int
    moves: tuple[MoveRule, ...]
    heap_choice: str
    measure: str
    measure_heap: int
    end_op: str
    end_value: int
    winner: str
    overshoot: tuple[str, int] | None
    no_repeat: str

    def measure_of(self, heaps: Sequence[int]) -> int:
        if self.measure == "sum":
            return sum(heaps)
        if self.measure == "max":
            return max(heaps)
        if self.measure == "min":
            return min(heaps)
        if self.measure == "product":
            return math.prod(heaps)
        return heaps[self.measure_heap]

    def ended(self, heaps: Sequence[int]) -> bool:
        return OPS[self.end_op](self.measure_of(heaps), self.end_value)

    def end_value_for_mover(self, heaps: Sequence[int]) -> int:
        """+1 if the player whose move ended the game wins, else -1."""
        if self.overshoot is not None:
            op, value = self.overshoot
            if not OPS[op](self.measure_of(heaps), value):
                return LOSS
        return WIN if self.winner == "last-mover" else LOSS

    def start(self, s: int) -> tuple[int, ...]:
        return tuple(s if h is None else h for h in self.heaps)

    def s_values(self) -> range:
        return range(self.s_low, (self.s_high if self.s_high is not None else self.s_max) + 1)


State = tuple[tuple[int, ...], Any, Any]
"""(heaps, the mover's own previous move, the opponent's last move); a move is (rule, heap)."""


@dataclass(slots=True)
class Edge:
    move: tuple[int, int]
    heaps: tuple[int, ...]
    end: int | None
    """Set when the move ends the game: its value for the player who made it."""
    child: State | None


# --- reading a task -------------------------------------------------------------------------
def load_task(path: Path) -> Task:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise TaskError("cannot read {0}: {1}", path, exc.strerror or exc)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TaskError("{0} is not valid JSON: {1}", path.name, exc)
    return parse_task(data)


def parse_task(data: Any) -> Task:
    if not isinstance(data, dict):
        raise TaskError("the task must be a JSON object")
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise TaskError("unknown field '{0}'", unknown[0])
    heaps_raw = data.get("heaps")
    if not isinstance(heaps_raw, list) or not 1 <= len(heaps_raw) <= 3:
        raise TaskError("heaps: one to three starting heaps, e.g. [7, \"S\"]")
    heaps: list[int | None] = []
    for i, h in enumerate(heaps_raw, 1):
        if h == "S":
            heaps.append(None)
        elif isinstance(h, int) and not isinstance(h, bool) and h >= 0:
            heaps.append(h)
        else:
            raise TaskError("heaps: heap {0} must be a whole number ≥ 0 or \"S\", not {1}", i,
                            json.dumps(h))
    if heaps.count(None) != 1:
        raise TaskError("heaps: exactly one heap must be \"S\"")
    s_range = data.get("s_range")
    if not (isinstance(s_range, list) and len(s_range) == 2 and isinstance(s_range[0], int)
            and (s_range[1] is None or isinstance(s_range[1], int))):
        raise TaskError("s_range: [low, high] with whole numbers (high may be null)")
    low, high = s_range
    s_max = data.get("s_max", 1000)
    if not isinstance(s_max, int) or s_max < 0:
        raise TaskError("s_max: a whole number ≥ 0")
    if low < 0 or (high is not None and high < low) or (high is None and s_max < low):
        raise TaskError("s_range: [{0}, {1}] is empty or negative", low, high)
    moves_raw = data.get("moves")
    if not isinstance(moves_raw, list) or not moves_raw:
        raise TaskError("moves: a non-empty list of {\"expr\": …}")
    rules = []
    for i, m in enumerate(moves_raw, 1):
        if not isinstance(m, dict) or not isinstance(m.get("expr"), str) or \
                set(m) - {"expr", "when"}:
            raise TaskError("moves[{0}]: an object with \"expr\" and optional \"when\"", i)
        try:
            expr = parse(m["expr"])
        except ExprError as exc:
            raise TaskError("moves[{0}].expr: {1}", i, exc)
        when = None
        if "when" in m:
            if not isinstance(m["when"], str):
                raise TaskError("moves[{0}].when: a condition as text", i)
            try:
                when = parse(m["when"], condition=True)
            except ExprError as exc:
                raise TaskError("moves[{0}].when: {1}", i, exc)
        rules.append(MoveRule(expr, when))
    choice = data.get("heap_choice", "any")
    if choice not in ("any", "smaller", "larger"):
        raise TaskError("heap_choice: any, smaller or larger, not {0}", json.dumps(choice))
    end = data.get("end")
    if not isinstance(end, dict) or set(end) - {"measure", "op", "value", "heap"}:
        raise TaskError("end: an object with measure, op and value")
    if end.get("measure") not in MEASURES:
        raise TaskError("end.measure: one of {0}", ", ".join(MEASURES))
    if end.get("op") not in OPS:
        raise TaskError("end.op: one of >= > <= <")
    if not isinstance(end.get("value"), int):
        raise TaskError("end.value: a whole number")
    measure_heap = end.get("heap", 1)
    if not isinstance(measure_heap, int) or not 1 <= measure_heap <= len(heaps):
        raise TaskError("end.heap: a heap number from 1 to {0}", len(heaps))
    winner = data.get("winner", "last-mover")
    if winner not in ("last-mover", "other"):
        raise TaskError("winner: last-mover or other")
    overshoot = data.get("overshoot")
    if overshoot is not None:
        if not (isinstance(overshoot, dict) and overshoot.get("op") in OPS
                and isinstance(overshoot.get("value"), int) and len(overshoot) == 2):
            raise TaskError("overshoot: {\"op\": \"<=\", \"value\": 72}")
        overshoot = (overshoot["op"], overshoot["value"])
    no_repeat = data.get("no_repeat", "none")
    if no_repeat not in ("none", "own", "opponent"):
        raise TaskError("no_repeat: none, own or opponent")
    title = data.get("title", "")
    if not isinstance(title, str):
        raise TaskError("title: text")
    return Task(title, tuple(heaps), low, high, s_max, tuple(rules), choice, end["measure"],
                measure_heap - 1, end["op"], end["value"], winner, overshoot, no_repeat)


# --- the game graph -------------------------------------------------------------------------
def edges_from(task: Task, state: State) -> list[Edge]:
    """Every legal move of the player to move in ``state``, in rule order, then heap order."""
    heaps, mine, theirs = state
    ended = task.ended
    choices: Sequence[int]
    if task.heap_choice == "any":
        choices = range(len(heaps))
    else:
        target = min(heaps) if task.heap_choice == "smaller" else max(heaps)
        choices = [i for i, h in enumerate(heaps) if h == target]
    out = []
    for r, rule in enumerate(task.moves):
        for i in choices:
            move = (r, i)
            if (task.no_repeat == "own" and move == mine) or (
                    task.no_repeat == "opponent" and move == theirs):
                continue
            x = heaps[i]
            y = sum(heaps) - x
            try:
                if rule.when is not None and not rule.when.evaluate(x, y):
                    continue
                new = rule.expr.evaluate(x, y)
            except ZeroDivision:
                continue
            if new == x or new < 0:
                continue  # leaves the heap unchanged or negative: not a move
            after = heaps[:i] + (new,) + heaps[i + 1:]
            if ended(after):
                out.append(Edge(move, after, task.end_value_for_mover(after), None))
            else:
                out.append(Edge(move, after, None, _state(task, after, theirs, move)))
    return out


def _state(task: Task, heaps: tuple[int, ...], mine: Any, theirs: Any) -> State:
    # Keep only what the no-repeat rule looks at, so equal positions share one entry. "own" needs
    # both: the opponent's last move becomes the next mover's own previous move.
    if task.no_repeat == "own":
        return (heaps, mine, theirs)
    if task.no_repeat == "opponent":
        return (heaps, None, theirs)
    return (heaps, None, None)


@dataclass
class Solution:
    """Value (for the player to move) and remoteness of every reachable state."""

    task: Task
    edges: dict[State, list[Edge]] = field(default_factory=dict)
    value: dict[State, int] = field(default_factory=dict)
    remoteness: dict[State, int] = field(default_factory=dict)

    def start_state(self, s: int) -> State:
        return _state(self.task, self.task.start(s), None, None)


def solve(task: Task, starts: Sequence[int] | None = None) -> Solution:
    """Retrograde analysis over every state reachable from the starts."""
    sol = Solution(task)
    s_values = list(task.s_values() if starts is None else starts)
    queue = deque(sol.start_state(s) for s in s_values if not task.ended(task.start(s)))
    parents: dict[State, list[State]] = {}
    while queue:
        state = queue.popleft()
        if state in sol.edges:
            continue
        edges = edges_from(task, state)
        sol.edges[state] = edges
        if len(sol.edges) > MAX_STATES:
            raise TaskError("the game does not end within {0} positions: check end and moves",
                            MAX_STATES)
        for e in edges:
            if e.child is not None:
                parents.setdefault(e.child, []).append(state)
                if e.child not in sol.edges:
                    queue.append(e.child)
    # Undecided edges of each state: a state is lost once all of them lead to wins for the
    # opponent; processed in order of remoteness, so the first win found is the quickest and
    # the last loss found the longest.
    pending: dict[State, int] = {}
    order: deque[State] = deque()
    for state, edges in sol.edges.items():
        if not edges:
            continue  # stuck before the end: nobody can force a win from here
        if any(e.end == WIN for e in edges):
            sol.value[state], sol.remoteness[state] = WIN, 1
            order.append(state)
        elif all(e.end == LOSS for e in edges):
            sol.value[state], sol.remoteness[state] = LOSS, 1
            order.append(state)
        else:
            pending[state] = sum(1 for e in edges if e.child is not None)
    while order:
        child = order.popleft()
        r = sol.remoteness[child]
        for parent in parents.get(child, ()):
            if parent in sol.value:
                continue
            if sol.value[child] == LOSS:
                sol.value[parent], sol.remoteness[parent] = WIN, r + 1
                order.append(parent)
            else:
                pending[parent] -= 1
                if pending[parent] == 0:
                    sol.value[parent], sol.remoteness[parent] = LOSS, r + 1
                    order.append(parent)
    return sol


# --- the exam's questions ---------------------------------------------------------------------
def position_report(sol: Solution, s: int) -> dict[str, Any]:
    task = sol.task
    if task.ended(task.start(s)):
        return {"S": s, "winner": None, "move": None, "unlucky": False, "already_over": True}
    state = sol.start_state(s)
    value = sol.value.get(state, DRAW)
    r = sol.remoteness.get(state, 0)
    # The winner's own move after which the win is forced: when the loser's last move is forced
    # to end the game against him, that move is not counted (Vanya may win with "move 0").
    if value == WIN:
        winner, move = "Petya", (r + 1) // 2
    elif value == LOSS:
        winner, move = "Vanya", r // 2
    else:
        winner, move = None, None
    unlucky = any(e.child is not None and any(f.end == WIN for f in sol.edges[e.child])
                  for e in sol.edges[state])
    return {"S": s, "winner": winner, "move": move, "unlucky": unlucky}


def answers(task: Task) -> dict[str, Any]:
    sol = solve(task)
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
    return out


def move_text(task: Task, edge: Edge) -> str:
    rule, heap = edge.move
    where = f" (heap {heap + 1})" if len(task.heaps) > 1 else ""
    return task.moves[rule].expr.text + where


def tree(sol: Solution, s: int, show_all: bool = False) -> dict[str, Any]:
    """The tree as the exam draws it: every move of the losing side, the winning side's
    winning answer (all of them with ``show_all``), down to the end."""
    task = sol.task

    def node(state: State, ply: int, move: str | None) -> dict[str, Any]:
        value = sol.value.get(state, DRAW)
        r = sol.remoteness.get(state, 0)
        mover = PLAYERS[ply % 2]
        out: dict[str, Any] = {"heaps": list(state[0]), "to_move": mover, "move": move,
                               "winner": None if value == DRAW else
                               mover if value == WIN else PLAYERS[1 - ply % 2],
                               "moves_left": r if value != DRAW else None, "children": []}
        if value == DRAW:
            return out
        for e in sol.edges[state]:
            text = move_text(task, e)
            if value == WIN:
                keeps = (e.end == WIN and r == 1) if e.end is not None else (
                    sol.value.get(e.child) == LOSS and  # type: ignore[arg-type]
                    sol.remoteness[e.child] <= r - 1)  # type: ignore[index]
                if not keeps:
                    continue
            if e.end is not None:
                out["children"].append({"heaps": list(e.heaps), "move": text, "end": True,
                                        "winner": mover if e.end == WIN else
                                        PLAYERS[1 - ply % 2]})
            else:
                out["children"].append(node(e.child, ply + 1, text))  # type: ignore[arg-type]
            if value == WIN and not show_all:
                break
        return out

    if task.ended(task.start(s)):
        return {"heaps": list(task.start(s)), "end": True, "children": []}
    return node(sol.start_state(s), 0, None)
