"""A stand-in for ``engines.exercise.generate`` (Nim who-wins / best-move from a seed), so the
worksheet tests do not hang on the generator's levels: the sheet only needs exercises."""
from __future__ import annotations

import random
from typing import Any

from engines.exercise.model import Exercise, Field
from engines.games.nim.rules import nim_sum


def fake_generate(game: str, kind: str, *, variant: str | None = None, level: int = 1,
                  seed: int = 1, settings: Any = None) -> Exercise:
    rng = random.Random(seed)
    heaps = [rng.randint(1, 3 + 2 * level) for _ in range(3)]
    x = nim_sum(heaps)
    position = " ".join(map(str, heaps))
    if kind == "who-wins":
        value = 1 if x else -1
        return Exercise(game, variant or "normal", kind, level, seed,
                        ("Who wins with best play? ({0})", (position,)),
                        (Field("outcome", "outcome", ("The player to move…", ())),),
                        {"outcome": value}, {"value": value}, position=position,
                        solution=("The nim-sum is {0}.", (x,)),
                        hints=(("Write the heaps in binary.", ()),))
    moves = [f"{i + 1}:{h - (h ^ x)}" for i, h in enumerate(heaps) if h ^ x < h] or ["1:1"]
    return Exercise(game, variant or "normal", kind, level, seed,
                    ("Find a winning move in {0}", (position,)),
                    (Field("move", "move", ("Your move", ())),),
                    {"move": moves}, {"moves": moves}, position=position,
                    solution=("Take to nim-sum 0: {0}", (", ".join(moves),)))
