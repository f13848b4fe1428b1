"""The bound of the twins that can never go home (``search_bounds.split_by_twins``): never a
cut where the rule book's brute force reaches more, on every reachable position of positions
near the end of a full deck (the rule needs suits stuck below their top, which the small
decks of ``test_solitaire_bounds`` never show), and the trap of deal 1399."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.games.solitaire.rules import Klondike, Pile, Position
from engines.games.solitaire.search_bounds import reach, split_by_twins
from engines.games.solitaire.search_game import KlondikeSearch
from engines.games.solitaire.shuffle import seeded_deal
from engines.games.solitaire.solver import solve, solve_position
from tests.engines.solitaire_positions import as_rules, state
from tests.engines.test_solitaire_bounds import as_search, reachable


def near_the_end(rng: random.Random, left: int, piles: int) -> Position:
    """A full deck with ``left`` cards off the foundations (taken from the tops of random
    suits): a few in the stock, the rest dealt onto ``piles`` piles, each with one face-up
    card on its face-down ones."""
    found = [13] * 4
    for _ in range(left):
        suit = rng.choice([s for s in range(4) if found[s] > 0])
        found[suit] -= 1
    cards = [s * 13 + r for s in range(4) for r in range(found[s], 13)]
    rng.shuffle(cards)
    stock = rng.randint(0, min(4, len(cards) - piles))
    rest = cards[stock:]
    cuts = sorted(rng.sample(range(1, len(rest)), piles - 1))
    parts = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)], strict=True)]
    return Position(tuple(Pile(tuple(p[:-1]), (p[-1],)) for p in parts), tuple(cards[:stock]),
                    (), tuple(found))


def cuts_of_every_position(start: Position, draw: int, piles: int) -> int:
    """Asks the bound at every position reachable from ``start`` whether each score from the
    best there up to the plain bound can be beaten; fails where it says no and the brute force
    beats it. Returns how many the twins' rule alone answered no."""
    rules = Klondike(draw, 13, piles)
    game = KlondikeSearch(draw, 13, piles)
    game.from_position(start)
    order, best = reachable(rules, start)
    cuts = 0
    for pos, most in zip(order, best, strict=True):
        at = as_search(pos)
        game.twins = False
        plain = game.bound(at, 52)
        game.twins = True
        for asked in range(most - 1, plain):
            if game.bound(at, asked) <= asked:
                assert most <= asked, (pos, most, asked)
                cuts += 1
    return cuts


@pytest.mark.parametrize(("seed", "left"), [(101, 20), (114, 20), (1033, 26), (1146, 26),
                                            (1257, 26), (9020, 20), (9103, 20), (9104, 20)])
def test_the_twins_cut_only_what_no_play_beats(seed: int, left: int) -> None:
    """Positions where the rule cuts (94, 170, 30, 995, 90; 392, 23 and 1,849 where only one
    twin can never go home, and the rule without that case cuts none): a rule that also
    capped a parent's suit with one twin still at its place fails here."""
    rng = random.Random(seed)
    piles = rng.randint(2, 4)
    draw = rng.choice((1, 3))
    assert cuts_of_every_position(near_the_end(rng, left, piles), draw, piles) > 0


@pytest.mark.parametrize("seed", [111, 118, 122])
def test_one_twin_that_has_left_holds_one_parent_not_both(seed: int) -> None:
    """Positions where the rule cuts nothing, and a rule that took a twin that has left to
    hold both parents' suits below them (the larger loss of the two, not the smaller) cuts
    wrongly."""
    rng = random.Random(seed)
    piles = rng.randint(2, 4)
    draw = rng.choice((1, 3))
    cuts_of_every_position(near_the_end(rng, 20, piles), draw, piles)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(14, 22), st.integers(2, 3),
       st.sampled_from((1, 3)))
def test_the_twins_cut_only_what_no_play_beats_anywhere(rng: random.Random, left: int,
                                                         piles: int, draw: int) -> None:
    cuts_of_every_position(near_the_end(rng, left, piles), draw, piles)


def test_deal_1399_is_lost_at_the_score_its_twins_allow() -> None:
    """Q♥ lies on 5♠ and Q♦ face down on A♣; hearts stop at 9 and diamonds at 6, so neither
    queen goes home, and once both have left they lie on the two black kings. Each suit alone
    allows 34 (clubs to the king); with Q♥ never leaving spades stop at 4, with Q♦ never
    leaving clubs at 0, and with both gone K♣ cannot go home: 33. Before the rule the search
    needed 1.47 million nodes to prove it."""
    deal = seeded_deal(1399)
    game = KlondikeSearch(1)
    start = game.start(deal)
    assert sum(game._caps) == 34
    assert game.start_bound(start) == 33
    result = solve(deal, 1)
    assert (result.result, result.score, result.bound) == ("lost", 33, 33)
    assert result.nodes < 20_000


TAKEN_1399 = state([("", "KS QH"), ("", "JD TC"), ("", "KC"), ("9C 6S", "4S"),
                    ("TH 7S TD 7D", "9S 8D 7C 6H 5S"), ("AC KH 3S 9D", "QD"),
                    ("TS JH 2C 3C 4H 8C", "QS")],
                   "8H 5C KD 4C QC 5H 6C JC 9H 8S 7H JS", (0, 6, 3, 2))
"""On the way to deal 1399's best (its 80th move): Q♦ must leave A♣'s pile, and it can go
only onto K♣, as Q♥ holds K♠ for good."""


def test_a_queen_that_must_leave_takes_the_king_the_other_leaves_free() -> None:
    caps = reach(TAKEN_1399.piles, TAKEN_1399.found, 13)
    assert caps == [13, 6, 9, 6]
    assert split_by_twins(TAKEN_1399.piles, TAKEN_1399.found, 13, 33, caps)
    assert not split_by_twins(TAKEN_1399.piles, TAKEN_1399.found, 13, 32, caps)
    result = solve_position(Klondike(1), as_rules(TAKEN_1399))
    assert (result.result, result.score, result.bound) == ("lost", 33, 33)
