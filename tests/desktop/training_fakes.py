"""A tiny stand-in for the exercise generator (Nim, best move and who wins), for the training
window's tests while the real generator is not on this branch."""
from __future__ import annotations

import random
from functools import reduce
from operator import xor
from typing import Any

from engines.exercise.model import Exercise, Field, Kind, Verdict

KINDS = (Kind("nim", "best-move", ("Find a winning move", ()), 3, ("normal",)),
         Kind("nim", "who-wins", ("Who wins with best play?", ()), 3, ("normal",)),
         Kind("nim", "moves-left", ("How many moves are left?", ()), 2, ("normal",)))


def games() -> tuple[str, ...]:
    return ("nim",)


def kinds(game: str) -> tuple[Kind, ...]:
    return KINDS if game == "nim" else ()


def generate(game: str, kind: str, *, variant: str | None = None, level: int = 1, seed: int = 1,
             settings: Any = None) -> Exercise:
    rng = random.Random(seed)
    while True:
        heaps = [rng.randint(1, 3 + 2 * level) for _ in range(3)]
        if reduce(xor, heaps) and sum(heaps) > 3:  # a win, and a move that throws it away
            break
    total = reduce(xor, heaps)
    choices = tuple(f"{i}:{n}" for i, h in enumerate(heaps, 1) for n in range(1, h + 1))
    wins = [f"{i}:{h - (h ^ total)}" for i, h in enumerate(heaps, 1) if h ^ total < h]
    position = " ".join(map(str, heaps))
    hints = (("Write the heaps in binary: {0}", (position,)),
             ("The nim-sum is {0}: not zero, so the mover wins", (total,)))
    common: dict[str, Any] = dict(game="nim", variant="normal", level=level, seed=seed,
                                  position=position, hints=hints)
    if kind == "best-move":
        return Exercise(kind=kind, question=("Heaps {0}. Find a winning move.", (position,)),
                        fields=(Field("move", "move", ("Your move:", ())),),
                        expected={"move": wins}, answer={"moves": wins}, choices=choices,
                        solution=("Winning moves: {0}", (", ".join(wins),)), **common)
    if kind == "moves-left":
        return Exercise(kind=kind, question=("Heaps {0}. How many stones in all?", (position,)),
                        fields=(Field("count", "int", ("Stones:", ())),),
                        expected={"count": sum(heaps)}, answer={"count": sum(heaps)},
                        solution=("{0} stones", (sum(heaps),)), **common)
    return Exercise(kind=kind, question=("Heaps {0}. Who wins?", (position,)),
                    fields=(Field("value", "outcome", ("Result:", ())),),
                    expected={"value": 1}, answer={"value": 1},
                    solution=("The mover wins", ()), **common)


def check(exercise: Exercise, reply: Any) -> Verdict:
    fields = {}
    for field in exercise.fields:
        want = exercise.expected[field.key]
        got = reply.get(field.key)
        fields[field.key] = got in want if field.form == "move" else got == want
    return Verdict(all(fields.values()), fields)


def wrong_reply(exercise: Exercise) -> dict[str, Any]:
    """A reply that is wrong in every field."""
    out: dict[str, Any] = {}
    for field in exercise.fields:
        want = exercise.expected[field.key]
        if field.form == "move":
            out[field.key] = next(m for m in exercise.choices if m not in want)
        elif field.form == "outcome":
            out[field.key] = -1 if want == 1 else 1
        elif field.form == "ints":
            out[field.key] = [x + 1 for x in want]
        elif field.form == "side":
            out[field.key] = next(s for s in exercise.sides if s != want)
        else:
            out[field.key] = want + 1
    return out


def right_reply(exercise: Exercise) -> dict[str, Any]:
    return {f.key: (exercise.expected[f.key][0] if f.form == "move" else exercise.expected[f.key])
            for f in exercise.fields}
