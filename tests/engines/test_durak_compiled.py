"""The compiled durak solver against the same source run as pure Python (issue #33): on random
deals of both rules, and positions a few moves into them, the same value of every move, the
same moves to the end (draws' included), the same best moves and winning replies, and the
same node counts and table sizes. The pure side is one process started with
``FINITE_GAMES_PURE=1`` for the whole module."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import compiled
from engines.games.one_suit.durak import Durak, DurakPosition
from tests.engines.durak_paths import answer
from tests.engines.test_kalah_compiled import PurePython

pytestmark = pytest.mark.skipif(not compiled.kernels_compiled(),
                                reason="the kernels are not compiled here (pure Python only)")
VARIANTS = ["optional-take", "must-beat"]


@pytest.fixture(scope="module")
def pure():
    worker = PurePython("tests.engines.durak_paths")
    yield worker
    worker.close()


def same(pure: PurePython, variant: str, pos: DurakPosition, k: int) -> dict:
    question = {"variant": variant, "k": k, "position": Durak(variant, k).format_position(pos)}
    fast, slow = answer(question), pure.ask(question)
    assert fast.pop("path") == "compiled" and slow.pop("path") == "pure Python"
    assert json.loads(json.dumps(fast)) == slow, question
    return fast


def played_into(game: Durak, pos: DurakPosition, moves: list[int]) -> DurakPosition:
    """``pos`` after the moves chosen by index (modulo the legal moves) while any are left."""
    for choice in moves:
        legal = game.legal_moves(pos)
        if not legal:
            break
        pos = game.play(pos, legal[choice % len(legal)])
    return pos


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_deals_of_both_rules_are_answered_the_same(pure, variant):
    """Deals of 6 to 10 a hand, either player attacking, some a few moves in; among them
    drawn ones (their lengths counted)."""
    rng = random.Random(33)
    draws = 0
    for k in (6, 7, 8, 9, 10, 10):
        cards = rng.sample(range(1, 2 * k + 1), 2 * k)
        game = Durak(variant, k)
        pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))),
                            rng.randint(0, 1))
        pos = played_into(game, pos, [rng.randrange(30) for _ in range(rng.randint(0, 5))])
        draws += any(m[1] == 0 for m in same(pure, variant, pos, k)["moves"])
    assert draws >= 1


def test_a_long_draw_of_eight_a_hand_is_answered_the_same(pure):
    """64 half-moves, both sides delaying: the draws' search is most of the work."""
    game = Durak("optional-take", 8)
    pos = game.parse_position("A:5,6,7,8,9,11,13,14 B:1,2,3,4,10,12,15,16 attack:A")
    assert same(pure, "optional-take", pos, 8)["remoteness"] == 64


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), k=st.integers(2, 8), data=st.data())
def test_hypothesis_deals_are_answered_the_same(pure, variant, k, data):
    cards = data.draw(st.permutations(range(1, 2 * k + 1)), label="cards")
    pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))),
                        data.draw(st.integers(0, 1), label="attacker"))
    moves = data.draw(st.lists(st.integers(0, 30), max_size=6), label="moves")
    same(pure, variant, played_into(Durak(variant, k), pos, moves), k)
