"""The generated exam program: the short ``f(a, b, m)`` of the school texts wherever the task
allows it (one, two or three heaps growing by +k / ×k), the general program only where the task
needs more; each one, run as a program, prints exactly the engine's answers."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from engines.games.ege.solve import answers
from engines.games.ege.exam_program import classic_solution, python_solution
from engines.games.ege.task import parse_task

BASE = {"moves": [{"expr": "x + 1"}, {"expr": "x * 2"}], "heap_choice": "any",
        "winner": "last-mover", "no_repeat": "none"}
CLASSIC = {
    "one heap": dict(BASE, heaps=["S"], s_range=[1, 40], end={"measure": "sum", "op": ">=",
                                                               "value": 41}),
    "one heap, +3 and ×3": dict(BASE, heaps=["S"], s_range=[1, 60],
                                moves=[{"expr": "x + 3"}, {"expr": "x * 3"}],
                                end={"measure": "heap", "op": ">", "value": 60}),
    "two heaps": dict(BASE, heaps=[7, "S"], s_range=[1, 69], end={"measure": "sum",
                                                                 "op": ">=", "value": 77}),
    "two heaps, largest": dict(BASE, heaps=["S", 4], s_range=[1, 40],
                               end={"measure": "max", "op": ">=", "value": 41}),
    "two heaps, the start may be over": dict(BASE, heaps=[10, "S"], s_range=[1, 60],
                                             end={"measure": "sum", "op": ">=", "value": 50}),
    "three heaps": dict(BASE, heaps=[2, "S", 3], s_range=[1, 20],
                        end={"measure": "sum", "op": ">=", "value": 26}),
}
GENERAL = {
    "a condition": dict(BASE, heaps=["S"], s_range=[1, 40], end={"measure": "sum", "op": ">=",
                                                                  "value": 41},
                        moves=[{"expr": "x + 1"}, {"expr": "x * 2", "when": "x % 2 == 1"}]),
    "taking away": dict(BASE, heaps=["S"], s_range=[21, 60], moves=[
        {"expr": "x - 1"}, {"expr": "x // 2", "when": "x % 2 == 0"}],
        end={"measure": "heap", "op": "<=", "value": 20}),
    "no repeats": dict(BASE, heaps=[3, "S"], s_range=[1, 40], no_repeat="own",
                       end={"measure": "sum", "op": ">=", "value": 45}),
    "the last mover loses": dict(BASE, heaps=["S"], s_range=[1, 30], winner="other",
                                 end={"measure": "sum", "op": ">=", "value": 31}),
    "the smaller heap only": dict(BASE, heaps=[5, "S"], s_range=[1, 30],
                                  heap_choice="smaller",
                                  end={"measure": "sum", "op": ">=", "value": 40}),
}


def printed_answers(program: str) -> dict[str, list[int]]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(program, "<generated>", "exec"), {"__name__": "__main__"})
    printed = {}
    for line in out.getvalue().splitlines():
        label, values = line.split(")", 1)
        printed[label.replace(" ", "_")] = json.loads(values)
    return printed


def engine_answers(task):
    return answers(task)["answers"]


@pytest.mark.parametrize("name", CLASSIC)
def test_a_usual_task_gets_the_short_school_program(name):
    task = parse_task(CLASSIC[name])
    program = python_solution(task)
    assert program == classic_solution(task)
    n = len(task.heaps)
    args = {1: "s", 2: "a, b", 3: "a, b, c"}[n]
    assert f"def f({args}, m):" in program
    assert "any(h) if (m - 1) % 2 == 0 else all(h)" in program
    assert "try" not in program and "lru_cache" not in program
    assert len(program.splitlines()) <= (34 if n < 3 else 44)  # three heaps: h wraps
    comments = [line for line in program.splitlines() if "#" in line][1:]  # after the title
    assert comments and all(any("а" <= ch <= "я" for ch in c.lower()) for c in comments)
    assert all(len(line) <= 100 for line in program.splitlines())
    assert printed_answers(program) == engine_answers(task)


@pytest.mark.parametrize("name", GENERAL)
def test_a_task_the_short_program_cannot_express_gets_the_general_one(name):
    task = parse_task(GENERAL[name])
    assert classic_solution(task) is None
    program = python_solution(task)
    assert "def f(h, m, mine=None, theirs=None):" in program
    comments = [line.split("#", 1)[1] for line in program.splitlines() if "#" in line][1:]
    assert all(any("а" <= ch <= "я" for ch in c.lower()) for c in comments), comments
    assert ("try:" in program) == any("/" in r["expr"] or "%" in r["expr"]
                                      for r in GENERAL[name]["moves"])
    assert printed_answers(program) == engine_answers(task)
