"""The Klondike search's keys: which positions one key stands for (piles in any order, the stock
pointers that reach the same cards, the pile a use is pending on, twins that can never go home)
checked against the rule book's brute force, and the covering of a position with a use pending."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.solitaire.cards import deck
from engines.games.solitaire.rules import Klondike, Position
from engines.games.solitaire.search_game import KlondikeSearch
from engines.games.solitaire.search_state import State
from engines.games.solitaire.shuffle import seeded_deal
from engines.games.solitaire.solver import Policy, solve
from engines.solvers.one_player import TranspositionTable, search
from tests.engines.solitaire_brute import best_from
from tests.engines.solitaire_positions import WaitSpy, as_rules, c, state


def test_draw_3_keys_tell_apart_only_pointers_that_reach_different_cards() -> None:
    game = KlondikeSearch(3, ranks=3, piles=2)
    base = state([("", "3S 2H"), ("2C AH", "3C")], "", (1, 3, 0, 2))
    deck = bytes(c(w) for w in "3H 2D 3D AD AC".split())
    keys = {p: game.key(base._replace(deck=deck, p=p)) for p in range(6)}
    assert keys[0] == keys[3] == keys[5]          # the start of a pass: the same cards reachable
    assert len({keys[0], keys[1], keys[2], keys[4]}) == 4
    assert KlondikeSearch(1).key(base._replace(deck=deck, p=1)) == KlondikeSearch(1).key(
        base._replace(deck=deck, p=4))


def test_a_position_with_a_use_pending_is_covered_by_the_same_one_free() -> None:
    """With draw 1 the position free of the duty has every move of the one with a use pending
    (``test_with_a_use_pending_the_moves_are_the_free_positions_moves_it_allows``), so its key
    covers the other's; with nothing pending, or with draw 3, none does."""
    free = state([("", "4S 3H"), ("", "4C 3D")], "2C 2S AH AD", (0, 0, 0, 0))
    game = KlondikeSearch(1, ranks=4, piles=2)
    key = game.key(free._replace(pending=2))
    assert game.covering(key) == game.key(free) != key
    assert game.covering(game.key(free)) is None
    assert KlondikeSearch(3, ranks=4, piles=2).covering(key) is None


def test_keys_tell_apart_the_pile_a_use_is_pending_on() -> None:
    """The key sorts the piles, so it names the pile a use is pending on by its place among
    the sorted piles, not by its index: the same piles in another order with the use pending
    on the same pile are one key, on the other pile another."""
    game = KlondikeSearch(1, ranks=4, piles=2)
    first = state([("", "4S 3H"), ("", "4C 3D")], "2C 2S AH AD", (0, 0, 0, 0))
    swapped = first._replace(piles=first.piles[::-1])
    assert game.key(first._replace(pending=1)) == game.key(swapped._replace(pending=2))
    assert game.key(first._replace(pending=1)) != game.key(swapped._replace(pending=1))


def test_asking_only_whether_a_score_can_be_beaten_merges_twins_above_the_next_rank() -> None:
    game = KlondikeSearch(1, ranks=4, piles=2)
    start = state([("", "4S 3H"), ("", "4C 3D 2S")], "2C AH AD 2H 2D", (0, 0, 0, 0))
    twins = start._replace(piles=(bytes((0, c("4S"), c("3D"))),
                                  bytes((0, c("4C"), c("3H"), c("2S")))))
    game.begin(start)
    assert game.key(start) != game.key(twins) and game.max_score() == 16
    assert game.aim(1) and game.max_score() == 2  # ranks 3 and 4 never go home before 2 do
    assert game.key(start) == game.key(twins)
    assert not game.aim(None) and game.key(start) != game.key(twins)
    assert not game.aim(15)  # every card may go home before the score passes 15


class KeySpy(WaitSpy):
    """Notes the positions each key stands for (as the rule book's positions)."""

    def __init__(self, game: KlondikeSearch) -> None:
        super().__init__(game)
        self.__dict__.update(met={})

    def key(self, state: State) -> bytes:
        key = self.game.key(state)
        self.met.setdefault(key, set()).add(as_rules(state))
        return key


def test_twins_are_merged_only_where_neither_can_go_home() -> None:
    """The 3C can never leave its pile: the cards it could go on (4H, 4D) and the 2C it needs
    home lie under it. So the 2C, 2H and 2D stay there too: clubs, diamonds and hearts reach 1
    at most. The red twos, threes and fours are merged; the aces, which can go home, never.
    (The 4S goes home once the 3H is on the 4C, which needs the empty pile: without it, the
    bound is one less.)"""
    game = KlondikeSearch(1, ranks=4, piles=3)
    blocked = ("4H 4D 2C 2H 2D", "3C")
    empty = ("", "")
    start = state([blocked, ("", "4S 3H"), empty], "AC AD AS 2S 3S 4C 3D AH", (0, 0, 0, 0))
    game.begin(start)
    assert game.bound(start, 16) == 7
    assert game.bound(game.begin(start._replace(piles=start.piles[:2])), 16) == 6
    game.begin(start)
    threes = state([blocked, ("", "4S 3D"), empty], "AC AD AS 2S 3S 4C 3H AH", (0, 0, 0, 0))
    hearts = state([blocked, ("", "AH"), empty], "AC AD AS 2S 3S 4C 3D 4S 3H", (0, 0, 0, 0))
    diamonds = state([blocked, ("", "AD"), empty], "AC AH AS 2S 3S 4C 3D 4S 3H", (0, 0, 0, 0))
    spades = state([blocked, ("", "4C 3H"), empty], "AC AD AS 2S 3S 4S 3D AH", (0, 0, 0, 0))
    assert game.key(start) == game.key(threes)
    assert game.key(hearts) != game.key(diamonds)
    assert game.key(start) != game.key(spades)  # the 4S can go home
    assert game.aim(0)  # and now no card above an ace goes home before the score passes 0
    assert game.key(start) == game.key(threes) and game.key(start) == game.key(spades)
    assert game.key(hearts) != game.key(diamonds)


@settings(max_examples=30, deadline=None)
@given(st.permutations(deck(4)), st.sampled_from((1, 3)), st.sampled_from((None, 0, 1, 2)))
def test_the_positions_a_key_merges_reach_alike_in_the_rule_book(
        deal: list[int], draw: int, aim: int | None) -> None:
    """``KlondikeSearch.aim`` writes twins that cannot go home alike in the key. The positions
    one key stands for in a whole search reach the same best score in the rule book; asked
    only whether a score ``aim`` can be beaten, they all beat it or none does. (Four ranks:
    a score of 0, 1 or 2 leaves cards that cannot go home before it is passed.)"""
    piles = 2
    rules = Klondike(draw, 4, piles)
    spy = KeySpy(KlondikeSearch(draw, 4, piles))
    start = spy.start(deal)
    spy.aim(aim)
    search(spy, start, table=TranspositionTable(10 ** 6, Policy.NONE))  # type: ignore[arg-type]
    best: dict[Position, int] = {}
    merged = [group for group in spy.met.values() if len(group) > 1]
    for group in merged[:12]:  # the brute force from each position of a group
        answers = set()
        for pos in group:
            if pos not in best:
                best[pos] = best_from(rules, pos)
            answers.add(best[pos] if aim is None else best[pos] > aim)
        assert len(answers) == 1, group


@pytest.mark.parametrize("draw, aim, seed, piles", [(1, None, 252, 3), (3, None, 20, 2),
                                                    (3, 0, 22, 2)])
def test_one_key_stands_for_positions_with_twins_swapped(draw: int, aim: int | None,
                                                         seed: int, piles: int) -> None:
    """Searches of reduced deals that meet positions only twins tell apart under one key, as
    the test above checks: with the caps of the start's ``reach`` and asked whether 0 can be
    beaten. (With draw 1 and two piles no deal of 0-299 meets one: the bound of each position
    cuts their searches before.)"""
    spy = KeySpy(KlondikeSearch(draw, 4, piles))
    start = spy.start(seeded_deal(seed, 4))
    assert spy.aim(aim) == (aim is not None)
    search(spy, start, table=TranspositionTable(10 ** 6, Policy.NONE))  # type: ignore[arg-type]
    assert any(len(group) > 1 for group in spy.met.values())


@pytest.mark.parametrize("seed, best, plain_nodes", [(558, 3, 306_192), (895, 4, 1_025_400)])
def test_lost_deals_the_plain_search_proves_in_a_million_nodes_are_proved_by_default(
        seed: int, best: int, plain_nodes: int) -> None:
    """The best scores of these deals, proved by the full search without ``aim`` at a limit of
    3,000,000 nodes in ``plain_nodes`` (28 Nov 2026), are proved within the default limit once
    the solver asks only whether the score found can be beaten."""
    result = solve(seeded_deal(seed))
    assert (result.result, result.score, result.exact) == ("lost", best, True)
