"""The compiled Kalah kernels against the same source run as pure Python (issue #33): values,
every move's value, node counts and database hits equal on random positions of every rule set,
and the player's depth-limited search too. The pure side is one process started with
``FINITE_GAMES_PURE=1`` for the whole module, asked one position at a time."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import compiled
from tests.engines.kalah_paths import answer

ROOT = Path(__file__).resolve().parents[2]
RULES = [("standard", "either"), ("standard", "mover"), ("empty-capture", "either"),
         ("empty-capture", "mover")]

pytestmark = pytest.mark.skipif(not compiled.kernels_compiled(),
                                reason="the kernels are not compiled here (pure Python only)")


class PurePython:
    """A process running ``module``'s question loop on the pure-Python path."""

    def __init__(self, module: str = "tests.engines.kalah_paths") -> None:
        env = dict(os.environ, FINITE_GAMES_PURE="1")
        self.process = subprocess.Popen(
            [sys.executable, "-m", module], cwd=ROOT, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8")

    def ask(self, question: dict) -> dict:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps(question) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line, "the pure-Python process ended"
        return json.loads(line)

    def close(self) -> None:
        assert self.process.stdin
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def pure():
    worker = PurePython()
    yield worker
    worker.close()


def same(pure: PurePython, question: dict) -> dict:
    fast = answer(question)
    slow = pure.ask(question)
    assert fast.pop("path") == "compiled" and slow.pop("path") == "pure Python"
    assert json.loads(json.dumps(fast)) == slow, question
    return fast


def question(houses: list[int], mover: int, variant: str, end: str, db: bool,
             cap: int = 4_000_000, depth: int = 0, stores: tuple[int, int] = (3, 5)) -> dict:
    m = len(houses) // 2
    return {"m": m, "n": 4, "variant": variant, "end": end, "houses": houses,
            "stores": list(stores), "mover": mover, "db": db, "cap": cap, "depth": depth}


def spread(rng: random.Random, m: int, seeds: int) -> list[int]:
    houses = [0] * (2 * m)
    for _ in range(seeds):
        houses[rng.randrange(2 * m)] += 1
    return houses


@pytest.mark.parametrize("variant,end", RULES)
def test_random_positions_of_every_rule_set_are_answered_the_same(pure, variant, end):
    """Six-house boards of up to 20 seeds (the database below them where it exists, the
    standard rules'), smaller boards without one, a small table that rolls over, and the
    player's search to depth 5 on some."""
    rng = random.Random(hash((variant, end)) & 0xFFFF)
    answered = 0
    for k in range(8):
        m = (6, 6, 4, 3)[k % 4]
        seeds = rng.randint(15, 20) if m == 6 else rng.randint(4, 14)
        q = question(spread(rng, m, seeds), rng.randint(0, 1), variant, end, db=k % 2 == 0,
                     cap=(64 if k == 3 else 4_000_000), depth=5 if k % 3 == 0 else 0)
        answered += "value" in same(pure, q)
    assert answered >= 6


@pytest.mark.parametrize("variant,end", RULES)
def test_the_players_search_is_the_same_deep_on_big_positions(pure, variant, end):
    """The player's search alone on six houses with 30–40 seeds: both evaluations, another turn
    free or not, a table that fills its buckets (64 entries) or does not, a second question
    that starts from the first's table, and a third that deepens within a budget of nodes (it
    stops at the same depth)."""
    rng = random.Random(hash((variant, end, "search")) & 0xFFFF)
    for k in range(2):
        houses = spread(rng, 6, rng.randint(30, 40))
        q = question(houses, rng.randint(0, 1), variant, end, db=variant == "standard",
                     depth=5, stores=(2, 48 - sum(houses) - 2))
        q.update(search_only=True, evaluation=("stores", "stores+sides")[k],
                 free=k == 0, search_cap=64 if k else 4_000_000, nodes=10_000)
        found = same(pure, q)["search"]
        assert found[2] and 1 < found[4] < 30


@pytest.mark.parametrize("variant,end", RULES)
def test_the_endgame_database_builds_byte_for_byte_the_same(pure, variant, end):
    """The compiled build (db_build.py) and the same source in pure Python: six houses to 7
    seeds and three to 12, every rule set."""
    for m, limit in ((6, 7), (3, 12)):
        fast = same(pure, {"build": [m, variant, end, limit]})
        assert fast["size"] > 10_000


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=True)
@given(data=st.data())
def test_hypothesis_positions_are_answered_the_same(pure, data):
    """At most 24 seeds on six houses: a 40-seed draw took the pure-Python side minutes (and
    the examples are fixed, so the suite's time is too)."""
    m = data.draw(st.integers(2, 6), label="m")
    houses = data.draw(st.lists(st.integers(0, 2 if m == 6 else 4), min_size=2 * m,
                                max_size=2 * m), label="houses")
    variant, end = data.draw(st.sampled_from(RULES), label="rules")
    mover = data.draw(st.integers(0, 1), label="mover")
    same(pure, question(houses, mover, variant, end, db=m == 6, depth=3))


def test_positions_with_many_seeds_on_the_board_are_answered_the_same(pure):
    """100 seeds on a two-house board (7 bits a pit); eight houses a side with 266 seeds on
    the board, 250 of them in the stores (9 bits a pit would make a word of 81 bits, past a
    machine word: the prover codes the 16 in the houses instead)."""
    same(pure, question([40, 5, 30, 25], 0, "standard", "either", db=False))
    same(pure, question([1, 2, 0, 1, 3, 0, 1, 1] + [2, 0, 1, 1, 0, 2, 0, 1], 1,
                        "empty-capture", "mover", db=False, stores=(120, 130)))
