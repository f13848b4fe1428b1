"""The program a pupil would write in the exam for a stone-heap task, generated from the task.

The usual exam task (moves "+k" and "×k" on any heap, whoever ends the game wins) gets the
short recursive ``f(a, b, m)`` of the school texts: ``m`` plies are left, ``any`` on the levels
of the player we ask about, ``all`` on his opponent's. Every other task gets a longer program
of the same shape that also knows conditions, no-repeat rules and overshoot. The task's
expressions are copied as written: our parser accepts only a subset of Python with Python's own
meaning, so the copy computes the same thing.
"""
from __future__ import annotations

import re

from engines.games.ege.task import Task

_MEASURE = {"sum": "sum(h)", "max": "max(h)", "min": "min(h)", "product": "prod(h)"}
_GROWING = re.compile(r"^\s*x\s*(\+|\*)\s*(\d+)\s*$")


def python_solution(task: Task) -> str:
    """The short school program where it fits the task, else the general one."""
    return classic_solution(task) or general_solution(task)


_NEGATION = {">=": "<", ">": "<=", "<=": ">", "<": ">=", "==": "!="}


def classic_solution(task: Task) -> str | None:
    """``f(a, b, m)`` as in the textbooks, or ``None`` when the task needs more than that."""
    steps = [_GROWING.match(rule.expr.text) for rule in task.moves]
    if (task.no_repeat != "none" or task.heap_choice != "any" or task.winner != "last-mover"
            or task.overshoot is not None or any(rule.when is not None for rule in task.moves)
            or not all(steps) or task.s_low < 1 or any(h is not None and h < 1
                                                      for h in task.heaps)
            or task.end_op not in _NEGATION):
        return None
    if any(m is not None and (int(m.group(2)) < (1 if m.group(1) == "+" else 2))
           for m in steps):
        return None  # "+0" or "×1" would not change the heap: not a move
    n = len(task.heaps)
    names = ["s"] if n == 1 else ["a", "b", "c"][:n]
    if n > len(["a", "b", "c"]):
        return None
    args = ", ".join(names)
    calls = []
    for i in range(n):
        for m in steps:
            assert m is not None
            new = list(names)
            new[i] = f"{names[i]} {m.group(1)} {m.group(2)}"
            calls.append(f"f({', '.join(new)}, m - 1)")
    measure = {"sum": " + ".join(names), "max": f"max({args})", "min": f"min({args})",
               "product": " * ".join(names)}.get(task.measure, names[task.measure_heap])
    start = ", ".join("s" if h is None else str(h) for h in task.heaps)
    start_names = dict(zip(names, start.split(", ")))
    start_measure = {"sum": " + ".join(start_names.values()),
                     "max": f"max({start})", "min": f"min({start})",
                     "product": " * ".join(start_names.values())}.get(
        task.measure, start_names[names[task.measure_heap]] if n > 1 else "s")
    high = task.s_high if task.s_high is not None else task.s_max
    # S for which the game is over before it starts are not asked about
    guard = (f" if {start_measure} {_NEGATION[task.end_op]} {task.end_value}"
             if any(task.ended(task.start(s)) for s in task.s_values()) else "")
    h_line = "    h = [" + ", ".join(calls) + "]"
    if len(h_line) > 99:
        h_line = "    h = [" + (",\n         ".join(calls)) + "]"
    title = f"# {task.title}\n" if task.title else ""
    return "\n".join([
        f"{title}# Задания 19–21: программа сгенерирована «Конечными играми».",
        f"# f({args}, m): выигрывает ли игрок, за которого мы играем, не более чем за m ходов",
        "# (m считает ходы обоих игроков; при нечётном m первым ходит он).",
        "",
        "",
        f"def f({args}, m):",
        f"    if {measure} {task.end_op} {task.end_value}:",
        "        return m % 2 == 0  # игра окончена: последний ход был его",
        "    if m == 0:",
        "        return False  # ходы кончились, а игра — нет",
        h_line,
        "    # свой ход: хватит одного выигрышного (any); ход соперника: выиграть при любом (all)",
        "    return any(h) if (m - 1) % 2 == 0 else all(h)",
        "",
        "",
        "# Задание 19 «после неудачного хода Пети»: Петя ходит как угодно, но неудачно —",
        "# на обоих уровнях any.",
        f"def g({args}, m):",
        f"    if {measure} {task.end_op} {task.end_value}:",
        "        return m % 2 == 0",
        "    if m == 0:",
        "        return False",
        h_line.replace("f(", "g("),
        "    return any(h)",
        "",
        "",
        f"R = range({task.s_low}, {high + 1})",
        f"print('19)', [s for s in R{guard} if f({start}, 2)])",
        f"print('19 unlucky)', [s for s in R{guard} if g({start}, 2)])",
        f"print('20)', [s for s in R{guard} if not f({start}, 1) and f({start}, 3)])",
        f"print('21)', [s for s in R{guard} if not f({start}, 2) and f({start}, 4)])",
        "",
    ])


def general_solution(task: Task) -> str:
    """Any task: conditions, heap choice, no-repeat rules, overshoot."""
    n = len(task.heaps)
    start = ", ".join("s" if h is None else str(h) for h in task.heaps) + ("," if n == 1 else "")
    measure = _MEASURE.get(task.measure, f"h[{task.measure_heap}]")
    high = task.s_high if task.s_high is not None else task.s_max
    lines = [
        *([f"# {task.title}"] if task.title else []),
        "# Задания 19–21: программа сгенерирована «Конечными играми» (общий вид: в задаче есть",
        "# условия, выбор кучи, запрет повторов или перелёт, которых короткая f(a, b, m) не знает).",
        "from functools import lru_cache",
        "from math import prod",
        "",
        "",
        "def game_over(h):",
        f"    return {measure} {task.end_op} {task.end_value}",
        "",
        "",
        "def last_mover_wins(h):",
        "    # выигрывает ли тот, кто сделал последний ход?",
    ]
    if task.overshoot is not None:
        op, value = task.overshoot
        lines += [f"    if not ({measure} {op} {value}):",
                  "        return False  # перелёт: последний ходивший проигрывает"]
    lines += [f"    return {task.winner == 'last-mover'}", "", "",
              "def next_positions(h, mine, theirs):",
              "    # все ходы: (новые кучи, имя хода = (правило, куча))",
              "    result = []"]
    if task.heap_choice == "any":
        lines.append("    heaps = range(len(h))")
    else:
        pick = "min" if task.heap_choice == "smaller" else "max"
        lines.append(f"    heaps = [i for i in range(len(h)) if h[i] == {pick}(h)]")
    lines += ["    for i in heaps:", "        x, y = h[i], sum(h) - h[i]"]
    for r, rule in enumerate(task.moves):
        lines.append(f"        # ход {r + 1}: {rule.expr.text}"
                     + (f", если {rule.when.text}" if rule.when else ""))
        guard = []
        if task.no_repeat == "own":
            guard.append(f"mine != ({r}, i)")
        elif task.no_repeat == "opponent":
            guard.append(f"theirs != ({r}, i)")
        if rule.when is not None:
            guard.append(f"({rule.when.text})")
        indent = "        "
        if guard:
            lines.append(f"{indent}if {' and '.join(guard)}:")
            indent += "    "
        if "/" in rule.expr.text or "%" in rule.expr.text:
            lines += [f"{indent}try:",
                      f"{indent}    new = {rule.expr.text}",
                      f"{indent}except ZeroDivisionError:  # деления на ноль нет: хода нет",
                      f"{indent}    new = x"]
        else:
            lines.append(f"{indent}new = {rule.expr.text}")
        lines += [f"{indent}if new != x and new >= 0:",
                  f"{indent}    result.append((h[:i] + (new,) + h[i + 1:], ({r}, i)))"]
    lines += [
        "    return result",
        "",
        "",
        "@lru_cache(None)",
        "def f(h, m, mine=None, theirs=None):",
        "    # выигрывает ли игрок, ходящий при нечётном m, не более чем за m ходов обоих",
        "    if m == 0:",
        "        # наши ходы кончились: выигрыш, только если любой ход соперника",
        "        # заканчивает игру его проигрышем",
        "        options = next_positions(h, mine, theirs)",
        "        return bool(options) and all(game_over(x) and not last_mover_wins(x)",
        "                                     for x, _ in options)",
        "    results = []",
        "    for x, move in next_positions(h, mine, theirs):",
        "        if game_over(x):",
        "            # этот ход закончил игру; при нечётном m ходил наш игрок",
        "            results.append(last_mover_wins(x) == (m % 2 == 1))",
        "        else:",
        "            results.append(f(x, m - 1, theirs, move))",
        "    if not results:",
        "        return False  # ходов нет: закончить игру никто не может",
        "    return any(results) if m % 2 == 1 else all(results)",
        "",
        "",
        "def vanya_at_once(h, petya_move):",
        "    # может ли Ваня после этого хода Пети сразу закончить игру и выиграть?",
        "    return any(game_over(x) and last_mover_wins(x)",
        "               for x, _ in next_positions(h, None, petya_move))",
        "",
        "",
        f"R = [s for s in range({task.s_low}, {high + 1}) if not game_over(({start}))]",
        f"print('19)', [s for s in R if f(({start}), 2) and not f(({start}), 0)])",
        f"print('19 unlucky)', [s for s in R if any(not game_over(x) and vanya_at_once(x, move)"
        f" for x, move in next_positions(({start}), None, None))])",
        f"print('20)', [s for s in R if not f(({start}), 1) and f(({start}), 3)])",
        f"print('21)', [s for s in R if not f(({start}), 2) and f(({start}), 4)])",
        "",
    ]
    return "\n".join(lines)
