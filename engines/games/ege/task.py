"""An EGE stone-heap task: its fields (``shared/ege-task-format.md``), read and checked.

Every error names the field that is wrong, so the command line and the task editor can say
exactly what to fix.
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.games.ege.expr import Expr, ExprError, parse
from engines.protocol import InputError

FIELDS = {"title", "heaps", "s_range", "s_max", "moves", "heap_choice", "end", "winner",
          "overshoot", "no_repeat"}
MEASURES = ("sum", "max", "min", "product", "heap")
OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
    "<": lambda a, b: a < b}
MAX_STATES = 250_000
"""Positions the graph solver may meet (measured: about 45,000 a second, so some 6 s and
100 MB at most; the exam tasks of resources/ege need at most 6,533)."""
MAX_FILE_BYTES = 1_000_000
"""A task file is a few hundred bytes; anything far larger is not one."""
MAX_NUMBER = 10 ** 9
"""The largest heap, S or end value a task may name (exam tasks stay below 1,000)."""
MAX_S_COUNT = 100_000
"""Values of S one task may scan."""
WIN, LOSS, DRAW = 1, -1, 0
PLAYERS = ("Petya", "Vanya")


class TaskError(InputError):
    """A bad task file; the message names the field."""


@dataclass(frozen=True)
class MoveRule:
    expr: Expr
    when: Expr | None


@dataclass(frozen=True, eq=False)
class Task:
    """Compared and hashed by identity: the solvers remember prepared rules per task."""

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


# --- reading a task -------------------------------------------------------------------------
def load_task(path: Path) -> Task:
    return parse_task(read_task_data(path))


def read_task_data(path: Path) -> Any:
    """The fields of the task file at ``path`` as written (checked by :func:`parse_task`)."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise TaskError("{0} is larger than {1} bytes: not a task file", path.name,
                            MAX_FILE_BYTES)
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except OSError as exc:
        raise TaskError("cannot read {0}: {1}", path, exc.strerror or exc)
    except TaskError:
        raise
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TaskError("{0} is not valid JSON: {1}", path.name, exc)
    except RecursionError:
        raise TaskError("{0} is nested too deeply", path.name)
    except ValueError:  # an integer of thousands of digits
        raise TaskError("{0} holds a number too large", path.name)
    return data


def _check_numbers(data: Any, depth: int = 0) -> None:
    """Every number of the task within ±MAX_NUMBER and no deep nesting, before any use."""
    if depth > 20:
        raise TaskError("the task is nested too deeply")
    if isinstance(data, dict):
        for value in data.values():
            _check_numbers(value, depth + 1)
    elif isinstance(data, list):
        for value in data:
            _check_numbers(value, depth + 1)
    elif isinstance(data, (int, float)) and not isinstance(data, bool) \
            and not (-MAX_NUMBER <= data <= MAX_NUMBER):
        raise TaskError("a number of the task is beyond ±{0}", MAX_NUMBER)


def parse_task(data: Any) -> Task:
    if not isinstance(data, dict):
        raise TaskError("the task must be a JSON object")
    _check_numbers(data)
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
    if (high if high is not None else s_max) - low >= MAX_S_COUNT:
        raise TaskError("s_range: at most {0} values of S", MAX_S_COUNT)
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
