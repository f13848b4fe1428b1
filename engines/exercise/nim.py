"""Nim: its positions by level, the binary-table hints, and its own kind, the nim-sum."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.analysis import Analysis
from engines.exercise.context import Context, Source
from engines.exercise.moves import said_moves
from engines.exercise.levels import Band, pick
from engines.exercise.model import Exercise, Field, Text
from engines.protocol import Game

SEARCHED_K = 2
"""The K of the family's variants solved by search (Moore's Nim_2, slow Nim…)."""

RULE_HEAPS = ((2, 5), (3, 7), (3, 12), (4, 20))
"""(heaps, largest heap) by level where the nim-sum (or Moore's rule) answers at once."""
SEARCH_HEAPS = ((2, 4), (3, 4), (3, 6), (4, 5))
"""The same for the variants the engine solves by search: their graphs must stay small."""
EXACT_HEAPS = ((2, 5), (3, 6), (3, 9), (4, 7))
"""For the kinds that need the remoteness (who wins in how many moves, the longest defence):
small enough for the exact search, which gives it (the nim-sum rule does not)."""
MOORE_HEAPS = ((3, 3), (3, 5), (4, 4), (4, 6))
"""Moore's Nim_2: at least three heaps (with two, taking from both always wins at once), and
small enough that the tests' generic solver checks every answer."""
NIM_SUM_HEAPS = ((2, 7), (3, 7), (3, 15), (4, 31))


def heaps_text(heaps: Sequence[int]) -> str:
    return " ".join(map(str, heaps))


def _random_heaps(rng: random.Random, count: int, top: int) -> str:
    return heaps_text([rng.randint(1, top) for _ in range(count)])


def _start(game: Game[Any, Any], rng: random.Random, level: int, kind: str) -> Any:
    if game.info.variant == "moore":
        sizes = MOORE_HEAPS
    elif game.info.variant != "normal" and game.info.variant != "misere":
        sizes = SEARCH_HEAPS
    else:
        sizes = RULE_HEAPS if kind == "best-move" else EXACT_HEAPS
    count, top = sizes[level - 1]
    return game.parse_position(_random_heaps(rng, count, top))


def _settings(variant: str) -> Mapping[str, Any]:
    return {"k": SEARCHED_K} if variant in ("moore", "exact", "slow-le", "slow-eq") else {}


def binary_table(heaps: Sequence[int]) -> str:
    width = max(heaps).bit_length() or 1
    return ", ".join(f"{h} = {h:0{width}b}" for h in heaps)


def nim_steps(heaps: Sequence[int]) -> list[Text]:
    """Bouton's rule, step by step: the binary table, the nim-sum, the move that zeroes it."""
    x = 0
    for h in heaps:
        x ^= h
    width = max(heaps).bit_length() or 1
    steps: list[Text] = [("Write the heaps in binary: {0}.", (binary_table(heaps),)),
                         ("The nim-sum (each binary column added without carry) is {0} ({1}).",
                          (x, f"{x:0{width}b}"))]
    if x == 0:
        steps.append(("The nim-sum is 0: every move makes it non-zero, so the player to move "
                      "loses against best play.", ()))
        return steps
    i = next(i for i, h in enumerate(heaps) if h ^ x < h)
    steps.append(("Take {0} from heap {1}: it becomes {2} and the nim-sum becomes 0.",
                  (heaps[i] - (heaps[i] ^ x), i + 1, heaps[i] ^ x)))
    return steps


def _hints(kind: str, game: Game[Any, Any], pos: Any, analysis: Analysis[Any, Any]
           ) -> tuple[Text, ...]:
    if game.info.variant != "normal":
        return ()
    return tuple(nim_steps(pos.heaps)[:2])


SOURCE = Source(_start, settings=_settings, hints=_hints)


def nim_sum_exercise(ctx: Context) -> Exercise:
    """The nim-sum of the heaps, a heap to take from, and the winning move (normal Nim)."""
    count, top = NIM_SUM_HEAPS[ctx.level - 1]

    def candidates() -> Any:
        while True:
            yield ctx.game.parse_position(_random_heaps(ctx.rng, count, top))

    def measure(pos: Any) -> Mapping[str, Any] | None:
        x = 0
        for h in pos.heaps:
            x ^= h
        if x == 0:
            return None  # no heap to take from: the question would have no answer
        return {"heaps": len(pos.heaps), "largest": max(pos.heaps), "nim_sum": x,
                "right_heaps": sum(1 for h in pos.heaps if h ^ x < h)}

    pos, features = pick(candidates(), measure, Band(), ctx.source.tries)
    heaps = pos.heaps
    x = features["nim_sum"]
    good = [i + 1 for i, h in enumerate(heaps) if h ^ x < h]
    moves = [f"{i}:{heaps[i - 1] - (heaps[i - 1] ^ x)}" for i in good]
    fields = [Field("nim_sum", "int", ("The nim-sum of the heaps", ())),
              Field("heap", "int", ("A heap to take from (its number)", ())),
              Field("move", "move", ("The winning move", ()))]
    question: Text = ("Heaps {0}, {1} to move. Find the nim-sum, a heap to take from and the "
                      "winning move.", (heaps_text(heaps), ctx.game.side_name(pos)))
    return ctx.exercise(
        question, fields, {"nim_sum": x, "heap": good, "move": moves},
        {"nim_sum": x, "heaps": good, "moves": moves}, pos=pos, hints=nim_steps(heaps),
        solution=("The nim-sum is {0}; right moves: {1}.", (x, said_moves("nim", moves))),
        features=features)
