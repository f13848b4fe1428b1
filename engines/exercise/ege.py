"""EGE tasks 19–21, freshly generated: one or two heaps, the exam's moves (+1, +2, ×2, ×3…, and
the later exams' taking away), its end conditions and ranges, its question wording; answered
by the EGE solver exactly as ``python -m engines ege TASK.json`` prints them."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.exercise.context import Context, listing
from engines.exercise.model import Exercise, Field, Text

LEVELS = 4
MAX_TRIES = 200
"""Tasks drawn before giving up (measured: a few are rejected per exercise at most)."""

GROWING_MOVES = (
    (("x + 1", "x * 2"),),
    (("x + 1", "x + 2", "x * 2"), ("x + 1", "x * 3"), ("x + 2", "x * 2"),
     ("x + 1", "x + 3", "x * 2"), ("x + 1", "x + 2", "x * 3")),
)
"""The exam's move sets: the classic pair first, then the others of the real tasks."""
TAKING_MOVES = (("x - 1", "x // 2"), ("x - 1", "x - 3", "x // 2"), ("x - 2", "x // 2"),
                ("x - 1", "x - 4", "x // 3"))
"""The 2023–24 tasks: take stones away or halve (thirds) the heap, rounding down."""

SIGN = {"x + ": "+", "x * ": "×", "x - ": "−", "x // ": "÷"}


def move_sign(expr: str) -> str:
    """``x + 2`` → ``+2``, ``x // 2`` → ``÷2``: how the exam's statement lists the moves."""
    for prefix, sign in SIGN.items():
        if expr.startswith(prefix):
            return sign + expr[len(prefix):]
    return expr


def _task(rng: random.Random, level: int) -> tuple[dict[str, Any], str]:
    """A random task of the level and its family (``one``, ``two``, ``taking``)."""
    if level == 4 and rng.random() < 0.5:
        moves = rng.choice(TAKING_MOVES)
        limit = rng.randint(10, 40)
        return {"heaps": ["S"], "s_range": [limit + 1, limit + rng.randint(40, 80)],
                "moves": [{"expr": e} for e in moves], "heap_choice": "any",
                "end": {"measure": "heap", "op": "<=", "value": limit},
                "winner": "last-mover", "no_repeat": "none"}, "taking"
    moves = rng.choice(GROWING_MOVES[0] if level in (1, 3) else GROWING_MOVES[1])
    op = ">=" if level < 2 or rng.random() < 0.7 else ">"
    if level <= 2:
        target = rng.randint(20, 60) if level == 1 else rng.randint(30, 130)
        high = target - 1 if op == ">=" else target
        return {"heaps": ["S"], "s_range": [1, high], "moves": [{"expr": e} for e in moves],
                "heap_choice": "any", "end": {"measure": "sum", "op": op, "value": target},
                "winner": "last-mover", "no_repeat": "none"}, "one"
    other = rng.randint(2, 15)
    target = rng.randint(40, 100)
    high = target - other - (1 if op == ">=" else 0)
    heaps: list[Any] = [other, "S"] if rng.random() < 0.5 else ["S", other]
    return {"heaps": heaps, "s_range": [1, high], "moves": [{"expr": e} for e in moves],
            "heap_choice": "any", "end": {"measure": "sum", "op": op, "value": target},
            "winner": "last-mover", "no_repeat": "none"}, "two"


Q19_SURE: Text = ("19) Every S for which Vanya wins with his first move whatever Petya does "
                  "(list them)", ())
Q19_UNLUCKY: Text = ("19) Vanya won with his first move after Petya's unlucky first move. The "
                     "smallest S for which this can happen", ())
Q20: Text = ("20) The two smallest S for which Petya cannot win with his first move but wins "
             "with his second move whatever Vanya does", ())
Q21: Text = ("21) The smallest S for which Vanya wins with his first or second move whatever "
             "Petya does, but cannot be sure to win with his first move", ())


def _picks(found: Mapping[str, list[int]], unlucky: bool) -> dict[str, list[int]] | None:
    """What the pupil answers (the exam's pick of each list), or ``None`` for a degenerate
    task (a list the question needs is empty)."""
    q19 = found["19_unlucky"][:1] if unlucky else found["19"]
    if not q19 or len(found["20"]) < 2 or not found["21"] or len(q19) > 6:
        return None
    return {"19": q19, "20": found["20"][:2], "21": found["21"][:1]}


def _question(data: Mapping[str, Any], family: str) -> Text:
    moves = listing([move_sign(m["expr"]) for m in data["moves"]])
    end = data["end"]
    sign = {">=": "≥", ">": ">", "<=": "≤", "<": "<"}[end["op"]]
    low, high = data["s_range"]
    if family == "two":
        other = next(h for h in data["heaps"] if h != "S")
        return ("Petya and Vanya play with two heaps of stones: {0} and S. Petya moves first. "
                "A move changes one heap (the player chooses which): {1}. The game ends as soon "
                "as the heaps hold {2} {3} stones together; whoever made the last move wins. "
                "At the start {4} ≤ S ≤ {5}.", (other, moves, sign, end["value"], low, high))
    args = (moves, sign, end["value"], low, high)
    if family == "taking":
        return ("Petya and Vanya play with one heap of S stones. Petya moves first. A move "
                "changes the heap: {0} (÷ rounds down). The game ends as soon as the heap holds "
                "{1} {2} stones; whoever made the last move wins. At the start {3} ≤ S ≤ {4}.",
                args)
    return ("Petya and Vanya play with one heap of S stones. Petya moves first. A move changes "
            "the heap: {0}. The game ends as soon as the heap holds {1} {2} stones; whoever "
            "made the last move wins. At the start {3} ≤ S ≤ {4}.", args)


def ege_exercise(ctx: Context) -> Exercise:
    from engines.games.ege.solve import answers
    from engines.games.ege.task import parse_task
    rng = ctx.rng
    for _ in range(MAX_TRIES):
        data, family = _task(rng, ctx.level)
        unlucky = family != "taking" and rng.random() < 0.7
        found = answers(parse_task(data))["answers"]
        picks = _picks(found, unlucky)
        if picks is not None:
            break
    else:
        raise LookupError("no EGE task with answers found")
    data["title"] = f"Generated task: level {ctx.level}, seed {ctx.seed}"
    fields = [Field("19", "ints", Q19_UNLUCKY if unlucky else Q19_SURE),
              Field("20", "ints", Q20), Field("21", "ints", Q21)]
    hints: list[Text] = [
        ("Solve from the end: a position from which the mover can end the game at once is won "
         "for him.", ()),
        ("A position is lost when every move leads to a won position of the opponent; won when "
         "some move leads to a lost one.", ()),
        (("After Petya's unlucky first move Vanya can win with his first move for S = {0}; "
          "Petya wins with his second move for S = {1}; Vanya wins with his second move for "
          "S = {2}.") if unlucky else
         ("Vanya wins with his first move for S = {0}; Petya wins with his second move for "
          "S = {1}; Vanya wins with his second move for S = {2}."),
         (spans(found["19_unlucky" if unlucky else "19"]) or "—", spans(found["20"]),
          spans(found["21"])))]
    return ctx.exercise(
        _question(data, family), fields, picks, {"answers": found}, hints=hints,
        solution=("19: {0}; 20: {1}; 21: {2}.", tuple(listing(picks[k])
                                                       for k in ("19", "20", "21"))),
        features={"family": family, "heaps": len(data["heaps"]), "moves": len(data["moves"]),
                  "end": data["end"]["value"], "s_count": _count(data["s_range"]),
                  "q19": "unlucky" if unlucky else "sure"},
        task=data)


def spans(values: Sequence[int]) -> str:
    """S values as a pupil writes a long list: ``10, 12, 15–40``."""
    out: list[str] = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{values[i]}–{values[j]}")
        else:
            out.extend(str(v) for v in values[i:j + 1])
        i = j + 1
    return ", ".join(out)


def _count(s_range: Sequence[int]) -> int:
    return s_range[1] - s_range[0] + 1
