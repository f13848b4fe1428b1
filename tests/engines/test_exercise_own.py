"""The games' own kinds: 24 cards' mex, odnomastka's tricks, seki's who-starts and EGE 19–21,
each answer recomputed independently (brute force, the generic solver, and for EGE the pupil's
Python program generated for the task, run on every seed tried)."""
from __future__ import annotations

import json
from functools import lru_cache
import pytest

from engines.exercise import Exercise, check, generate, kinds
from engines.games.ege.exam_program import python_solution
from engines.games.ege.solve import answers
from engines.games.ege.task import parse_task
from tests.engines.brute_force import brute_value_remoteness
from tests.engines.exercise_reference import move_values, position_of
from tests.engines.test_stone_heaps_python import printed_answers

SEEDS = range(1, 16)


def levels(game: str, kind: str) -> range:
    return range(1, next(k for k in kinds(game) if k.name == kind).levels + 1)


def same_after_json(e: Exercise) -> None:
    assert Exercise.from_json(json.loads(json.dumps(e.to_json(), ensure_ascii=False))) == e


@pytest.mark.parametrize("level", levels("cards24", "mex"))
def test_mex_is_the_grundy_number_by_brute_force(level: int) -> None:
    for seed in SEEDS:
        e = generate("cards24", "mex", level=level, seed=seed)
        game, pos = position_of(e)

        @lru_cache(maxsize=None)
        def grundy(counts: tuple[int, ...]) -> int:
            # The table's options, by the rules: a card that does not pass the target.
            p = type(pos)(counts)
            room = game.target - game.total(p)
            values = {grundy(game.play(p, v).counts) for v in game.legal_moves(p) if v <= room}
            return next(n for n in range(len(values) + 1) if n not in values)

        g = grundy(pos.counts)
        assert e.expected == {"grundy": g} == e.answer
        shown = e.question[1][2]
        for v in game.legal_moves(pos):
            if v <= game.target - game.total(pos):
                assert f"{v} → {grundy(game.play(pos, v).counts)}" in shown
        assert check(e, {"grundy": g}).right and not check(e, {"grundy": g + 1}).right
        same_after_json(e)


@pytest.mark.parametrize("level", levels("odnomastka", "tricks"))
def test_tricks_by_the_generic_solver(level: int) -> None:
    for seed in SEEDS:
        e = generate("odnomastka", "tricks", level=level, seed=seed)
        game, pos = position_of(e)
        (value, _), _ = move_values(game, pos)
        left = (len(pos.hands[0]) + len(pos.hands[1]) + (pos.table is not None)) // 2
        assert e.expected["tricks"] * 2 - left == value
        assert 0 <= e.expected["tricks"] <= left
        assert check(e, {"tricks": e.expected["tricks"]}).right
        assert not check(e, {"tricks": e.expected["tricks"] + 1}).right
        same_after_json(e)


@pytest.mark.parametrize("variant", ["seki", "d-seki"])
@pytest.mark.parametrize("level", levels("seki", "who-starts"))
def test_who_starts_by_brute_force(variant: str, level: int) -> None:
    for seed in SEEDS[:{1: 10, 2: 10, 3: 3, 4: 1}[level]]:  # 3×3: seconds each
        e = generate("seki", "who-starts", variant=variant, level=level, seed=seed)
        game, pos = position_of(e)
        matrix = e.position.split()[0]
        for side in "RC":
            value, _ = brute_value_remoteness(game, game.parse_position(f"{matrix} {side}"))
            assert e.expected[side] == e.answer[side] == value
        assert check(e, dict(e.expected)).right
        assert not check(e, {**e.expected, "C": 1 if e.expected["C"] != 1 else 0}).right
        same_after_json(e)


@pytest.mark.parametrize("level", levels("ege", "ege"))
def test_ege_answers_are_the_pupil_programs(level: int) -> None:
    for seed in SEEDS:
        e = generate("ege", "ege", level=level, seed=seed)
        task = parse_task(e.task)
        found = e.answer["answers"]
        assert found == answers(task)["answers"]
        assert found == printed_answers(python_solution(task))
        q19 = found["19_unlucky"][:1] if e.features["q19"] == "unlucky" else found["19"]
        assert e.expected == {"19": q19, "20": found["20"][:2], "21": found["21"][:1]}
        assert all(e.expected[k] for k in ("19", "20", "21")) and len(e.expected["20"]) == 2
        reply = {k: list(reversed(v)) for k, v in e.expected.items()}
        assert check(e, reply).right
        assert check(e, {**reply, "21": [found["21"][0] + 1]}).fields["21"] is False
        same_after_json(e)
