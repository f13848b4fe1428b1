"""Every generic kind of every game, every level, many seeds: the stated answer recomputed by
the independent path of ``exercise_reference`` (not the analyzer that made it); the JSON form
read back equal; the reply checking right and wrong."""
from __future__ import annotations

import json

import pytest

from engines.exercise import Exercise, check, games, generate, kinds
from engines.protocol import ValueKind
from tests.engines.exercise_reference import move_values, position_of

GENERIC = ("best-move", "who-wins", "best-defence")
SEEDS_DEFAULT = 7
"""Seeds per level for a game's default variant; the other variants get fewer."""
SEEDS_OTHER = 2
HEAVY = {("kalah", 3): 2, ("kalah", 4): 3, ("determinant", 4): 2, ("durak", 4): 2,
         ("nim", 4): 4, ("determinant", 3): 5, ("seki", 4): 1, ("seki", 3): 4}
"""Fewer seeds where the independent solver takes long (the brute force of 3×3 seki takes seconds; the whole file stays near 30 s)."""

CASES = [(k.game, k.name, v, level)
         for g in games() if g != "ege" for k in kinds(g) if k.name in GENERIC
         for v in k.variants for level in range(1, k.levels + 1)]


def seeds(game: str, variant: str, default: str, level: int) -> range:
    n = SEEDS_DEFAULT if variant == default else SEEDS_OTHER
    return range(1, 1 + min(n, HEAVY.get((game, level), n)))


def round_trip(e: Exercise) -> None:
    line = json.dumps(e.to_json(), ensure_ascii=False)
    assert "\n" not in line
    assert Exercise.from_json(json.loads(line)) == e


@pytest.mark.parametrize("game,kind,variant,level", CASES)
def test_generic_kind(game: str, kind: str, variant: str, level: int) -> None:
    default = next(k for k in kinds(game) if k.name == kind).variants[0]
    for seed in seeds(game, variant, default, level):
        e = generate(game, kind, variant=variant, level=level, seed=seed)
        assert (e.game, e.kind, e.variant, e.level, e.seed) == (game, kind, variant, level, seed)
        rules, pos = position_of(e)
        (value, remoteness), moves = move_values(rules, pos)
        assert list(e.choices) == list(moves)
        win_loss = rules.info.value_kind is ValueKind.WIN_LOSS
        if kind == "who-wins":
            assert e.answer == {"value": value}
            right = dict(e.expected)
            if win_loss:
                assert right["outcome"] == value
                if "length" in right:
                    assert right["length"] == remoteness and value != 0
                wrong = {**right, "outcome": 1 if value != 1 else -1}
            else:
                wrong = {"value": value + 1}
            assert check(e, right).right and not check(e, wrong).right
        else:
            if kind == "best-move":
                assert value > 0 or not win_loss
                good = [m for m, (v, _) in moves.items() if v == value]
            else:
                assert value < 0
                kept = {m: r for m, (v, r) in moves.items() if v == value}
                longest = max(kept.values())
                good = [m for m, r in kept.items() if not win_loss or r == longest]
            assert e.answer == {"moves": good} and e.expected["move"] == good
            assert 0 < len(good) < len(moves), "every move right: nothing to find"
            bad = next(m for m in moves if m not in good)
            assert check(e, {"move": good[-1]}).right
            assert not check(e, {"move": bad}).right and not check(e, {}).right
        round_trip(e)
