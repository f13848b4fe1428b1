"""The Klondike search's upper bound (``search_bounds.reach``), computed at every position the
search enters: never below the best score the rule book's brute force reaches from there, on
every reachable position of small deals, and what it sees in two positions of real deals."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.solitaire.cards import card_text, deck
from engines.games.solitaire.rules import Klondike, Position
from engines.games.solitaire.search_bounds import _placed, leaving
from engines.games.solitaire.search_game import KlondikeSearch
from engines.games.solitaire.search_state import State
from engines.games.solitaire.shuffle import seeded_deal
from engines.games.solitaire.solver import Limits, solve, solve_position
from tests.engines.solitaire_positions import as_rules, state


def reachable(rules: Klondike, start: Position) -> tuple[list[Position], list[int]]:
    """Every position the rule book reaches from ``start``, and the best score reachable from
    each (a position's best is the most of its own score and its children's, repeated until
    nothing changes: the graph has cycles)."""
    index = {start: 0}
    order = [start]
    children: list[list[int]] = []
    for pos in order:
        kids = []
        for move in rules.moves(pos):
            child = rules.apply_legal(pos, move)
            if child not in index:
                index[child] = len(order)
                order.append(child)
            kids.append(index[child])
        children.append(kids)
    best = [rules.score(p) for p in order]
    changed = True
    while changed:
        changed = False
        for i in reversed(range(len(order))):
            most = max([best[i]] + [best[k] for k in children[i]])
            if most != best[i]:
                best[i] = most
                changed = True
    return order, best


def as_search(pos: Position) -> State:
    """The search's state of a rule book position, without preparing a search from it (the
    bound keeps the start's caps)."""
    return State(tuple(bytes((len(p.down),)) + bytes(p.down + p.up) for p in pos.piles),
                 tuple(pos.foundations), bytes(pos.waste + pos.stock), len(pos.waste))


def check_every_position(deal: list[int], ranks: int, piles: int, draw: int) -> int:
    """Checks the bound at every reachable position, as the search asks it (with the start's
    caps, and "above ``best``?" for several ``best``); returns how many it cut below the
    maximum."""
    rules = Klondike(draw, ranks, piles)
    game = KlondikeSearch(draw, ranks, piles)
    game.start(deal)
    order, best = reachable(rules, rules.start(deal))
    top = 4 * ranks
    cut = 0
    for pos, most in zip(order, best, strict=True):
        at = as_search(pos)
        full = game.bound(at, top)
        assert most <= full <= top, (deal, draw, pos)
        assert leaving(at.piles, at.found, ranks) >= full
        for asked in (most - 1, most, full - 1, full):
            # Above ``asked`` exactly when the full bound is.
            assert (game.bound(at, asked) > asked) == (full > asked), (deal, draw, pos, asked)
        cut += full < top
    return cut


@pytest.mark.parametrize(("ranks", "piles", "seed", "draw"), [
    (3, 3, 3, 1), (3, 3, 7, 3), (3, 3, 11, 1), (4, 4, 25, 1), (4, 4, 25, 3), (4, 4, 36, 1),
    (4, 4, 41, 3)])
def test_the_bound_of_every_reachable_position_of_small_deals_holds(
        ranks: int, piles: int, seed: int, draw: int) -> None:
    """Aces to threes on three piles (thousands of positions a deal, every one winnable) and
    aces to fours on four piles, with lost positions: the bound cuts 13,733 of the 18,819
    positions of deal 25 (draw 1; 4,895 of 7,209 at draw 3), all 4,755 of deal 36 and all
    12,248 of deal 41 (draw 3)."""
    cut = check_every_position(list(seeded_deal(seed, ranks)), ranks, piles, draw)
    assert cut > 0 or ranks == 3


@settings(max_examples=80, deadline=None)
@given(st.permutations(deck(2)), st.integers(1, 3), st.sampled_from((1, 3)))
def test_the_bound_of_every_reachable_position_of_tiny_deals_holds(
        deal: list[int], piles: int, draw: int) -> None:
    check_every_position(deal, 2, piles, draw)


DEAD_906 = state([("", "KS QH JS TD 9S"), ("", "KC QD JC TH 9C 8D 7C 6D 5C 4D 3S"),
                  ("", "KH QS JD"), ("", "KD QC JH TC 9H"), ("", ""), ("8S 3H", "6C"),
                  ("AD AC 2S 8C 5H", "7D 6S 5D 4C 3D 2C")],
                 "7H 4H 2D 7S 3C 9D 5S 4S 8H 6H TS", (0, 0, 2, 1))
"""113,000 of the 160,000 positions the search of deal 906 (draw 1) entered in 200,000 nodes
were this one with the free cards shuffled, before the bound saw it: 6♣ waits
for a red 7 — 7♦, under 6♠, which waits for 7♥ too; 7♥, in the stock, can go nowhere but on an
8 of clubs or spades, both face down under them; the kings' piles and the empty pile change
nothing. So 8♠, 3♥, A♦, A♣, 2♠, 8♣ and 5♥ never come out: no foundation moves again."""


def test_a_card_of_the_stock_takes_a_card_only_once_it_can_lie_on_a_pile() -> None:
    game = KlondikeSearch(1)
    assert game.bound(game.begin(DEAD_906), 52) == 3
    result = solve_position(Klondike(1), as_rules(DEAD_906))
    assert (result.result, result.score, result.nodes) == ("lost", 3, 1)


STUCK_270 = state([("", "KD QS JD TS 9H 8S 7H 6S 5H 4S 3H"),
                   ("", "KS QH JS TH 9C 8D 7S 6H 5S 4H"), ("", "KC QD JC"), ("", ""),
                   ("6C", "8H 7C 6D 5C"), ("", "2S"), ("JH AS 7D 9S 4C", "TC 9D")],
                  "3C 3S QC KH 8C TD", (2, 5, 2, 0))
"""From the search of deal 270 (draw 1): 10♣ (under 9♦) needs a red jack; J♦ lies under 10♠,
which can go only on J♥, face down under 10♣, or home after the A♠ there. Moving K♦ with its
run to the empty pile changes nothing: the cards on a moved card still lie on it."""


def test_the_cards_on_a_moved_card_still_lie_on_it() -> None:
    game = KlondikeSearch(1)
    assert game.bound(game.begin(STUCK_270), 52) < 52


def _rest(*used: str) -> str:
    """The cards not in ``used`` (each a text of card words)."""
    gone = {text for words in used for text in words.split()}
    return " ".join(card_text(card) for card in range(52) if card_text(card) not in gone)


HELD_UNDER_7H = state([("AS 8C 8S 6D", "5S"), ("", "")],
                      _rest("AS 8C 8S 6D 5S", "AD 2D 3D 4D 5D", "AH 2H 3H 4H 5H 6H 7H"),
                      (0, 5, 7, 0))
"""5♠ can go home only after A♠, under it, and onto a red six only: 6♦ lies under it, 6♥ on
its foundation under 7♥, which could come down only onto an 8 of clubs or spades, both under
5♠ too. So 6♥ never comes back, and 5♠ never leaves: clubs to 7, hearts to the king, 25."""


def test_a_card_of_a_foundation_comes_back_only_after_the_cards_above_it() -> None:
    game = KlondikeSearch(1, 13, 2)
    assert game.bound(game.begin(HELD_UNDER_7H), 52) == 25
    result = solve_position(Klondike(1, 13, 2), as_rules(HELD_UNDER_7H))
    assert (result.result, result.score) == ("lost", 25)


@pytest.mark.parametrize("draw", (1, 3))
def test_every_position_on_the_best_line_of_real_deals_is_bounded_by_its_score(
        draw: int) -> None:
    """Full deals, where the brute force cannot go: every position on a line the solver
    found (replayed with the rule book) can still reach the line's score, so its bound is at
    least that (52 all along a won deal's line). Deals 660-699: 670 is won, and a bound
    that forgot 10♠ was a top at its place before it went home put it at 38."""
    rules = Klondike(draw)
    checked = 0
    for seed in range(660, 700):
        deal = seeded_deal(seed)
        result = solve(deal, draw, Limits(node_limit=20_000))
        game = KlondikeSearch(draw)
        game.start(deal)
        pos = rules.start(deal)
        for text in ("",) + result.line:
            if text:
                pos = rules.apply_legal(pos, rules.parse_move(pos, text))
            assert game.bound(as_search(pos), 52) >= result.score, (seed, text)
            checked += 1
    assert checked > 2000


@pytest.mark.parametrize("bases, placed", [
    ("9H", "8C 8S"),  # a red nine takes the black eights
    ("9C", "8D 8H"),
    ("9S 9D", "8C 8D 8H 8S"),
    ("2H", "AC AS"),
    ("AD AS", ""),  # nothing builds on an ace
    ("KH KC", "QC QD QH QS"),
])
def test_the_cards_placed_on_a_set_of_bases_are_a_rank_lower_and_the_other_colour(
        bases: str, placed: str) -> None:
    """The bound's sets are 52-bit ints, a suit's 13 cards after another's: the cards that can
    lie on some base are the bases' bits a rank lower, moved to the suits of the other colour."""
    def bits(text: str) -> int:
        return sum(1 << card_of[t] for t in text.split())
    card_of = {card_text(c): c for c in range(52)}
    assert _placed(bits(bases)) == bits(placed)
    # card by card: a card is placed when one of its two parents is a base
    for card in range(52):
        parents = [c for c in range(52) if c % 13 == card % 13 + 1
                   and (c // 13 in (1, 2)) != (card // 13 in (1, 2))]
        assert (_placed(bits(bases)) >> card & 1) == any(bits(bases) >> p & 1 for p in parents)
