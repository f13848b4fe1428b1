"""Odnomastka: an independent brute force over real cards, the pattern solver against the
generic one, the short rule of the terminal versions on every position up to k = 8."""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.analysis import Analyzer
from engines.games.one_suit.odnomastka import (
    VARIANTS,
    Odnomastka,
    OdnomastkaAnalyzer,
    TrickPatternGame,
    TrickPosition,
    TrickSolver,
    terminal_rule,
)
from engines.protocol import NotationError
from engines.solvers.exact import ExactSolver


def brute(variant: str, a: tuple[int, ...], b: tuple[int, ...], leader: int,
          table: int | None) -> int:
    """The value for the player to move, by plain recursion over the real cards."""
    @lru_cache(maxsize=None)
    def value(hands: tuple[tuple[int, ...], tuple[int, ...]], lead: int,
              led: int | None) -> int:
        mover = lead if led is None else 1 - lead
        if not hands[0] and not hands[1]:
            return 0
        best = None
        for card in hands[mover]:
            rest = tuple(c for c in hands[mover] if c != card)
            new = (rest, hands[1]) if mover == 0 else (hands[0], rest)
            if led is None:
                v = -value(new, lead, card)
            else:
                taker = mover if card > led else lead
                last = not new[0] and not new[1]
                got = 1 if taker == mover else -1
                if variant.startswith("terminal"):
                    reward = got if last else 0
                else:
                    reward = got
                if variant.endswith("misere"):
                    reward = -reward
                future = value(new, taker, None)
                v = reward + (future if taker == mover else -future)
            best = v if best is None else max(best, v)
        assert best is not None
        return best
    return value((a, b), leader, table)


@settings(max_examples=80, deadline=None)
@given(variant=st.sampled_from(VARIANTS), k=st.integers(1, 5), data=st.data())
def test_every_card_agrees_with_a_brute_force_over_real_cards(variant, k, data):
    cards = data.draw(st.permutations(range(1, 2 * k + 3)))[:2 * k]  # gaps in the numbering
    a, b = tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))
    leader = data.draw(st.integers(0, 1))
    game = Odnomastka(variant, k)
    pos = TrickPosition((a, b), leader)
    if data.draw(st.booleans()):  # a card already led
        led = data.draw(st.sampled_from(pos.hands[leader]))
        pos = game.play(pos, led)
    analysis = OdnomastkaAnalyzer(game).analyze(pos)
    assert analysis.value == brute(variant, *pos.hands, pos.leader, pos.table)
    for report in analysis.moves:
        child = game.play(pos, report.move)
        future = brute(variant, *child.hands, child.leader, child.table)
        sign = 1 if game.to_move(child) == game.to_move(pos) else -1
        assert report.value == game.move_reward(pos, report.move, child) + sign * future


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_pattern_solver_agrees_with_the_generic_solver_on_the_real_game(variant):
    game = Odnomastka(variant, 6)
    for deal in itertools.islice(itertools.combinations(range(1, 13), 6), 0, 924, 37):
        a = deal
        b = tuple(c for c in range(1, 13) if c not in deal)
        pos = TrickPosition((a, b), 0)
        assert OdnomastkaAnalyzer(game).analyze(pos).to_json() == \
            Analyzer(game).analyze(pos).to_json()


def terminal_positions(n_max: int):
    """Every pattern up to n_max cards a hand: the mover's cards M, the opponent's O, and with
    a card led, T (the mover then answers)."""
    for n in range(1, n_max + 1):
        for combo in itertools.combinations(range(2 * n), n):
            base = ["O"] * (2 * n)
            for i in combo:
                base[i] = "M"
            yield "".join(base)
            for t in (i for i, c in enumerate(base) if c == "O"):
                led = base.copy()
                led[t] = "T"
                yield "".join(led)


@pytest.mark.parametrize("variant", ["terminal", "terminal-misere"])
def test_the_short_rule_of_the_terminal_versions_on_every_position_up_to_k_8(variant):
    """terminal: the holder of the highest card still in hand wins; terminal-misere: the holder
    of the lowest — only on the last trick does the card on the table count too. The
    winner may play any other card; the key card itself only if he also holds the next one
    (second highest / second lowest in hand) or it is his last card."""
    game = TrickPatternGame(variant)
    solver = ExactSolver(game)
    for pattern in terminal_positions(8):
        pos = (pattern, 0)
        value, _ = solver.solve(pos)
        hand = [c for c in pattern if c != "T"]
        mine = [i for i, c in enumerate(pattern) if c == "M"]
        last_trick_led = len(hand) == 1 and "T" in pattern  # the two cards of the last trick
        if variant == "terminal":
            holder = pattern == "TM" if last_trick_led else hand[-1] == "M"
            key_card, next_mine = max(mine), len(hand) > 1 and hand[-2] == "M"
        else:
            holder = pattern == "MT" if last_trick_led else hand[0] == "M"
            key_card, next_mine = min(mine), len(hand) > 1 and hand[1] == "M"
        assert (value > 0) == holder, pattern
        if value <= 0:
            continue
        for move in mine:
            child = game.play(pos, move)
            child_value, _ = solver.solve(child)
            sign = 1 if child[1] == pos[1] else -1
            optimal = game.move_reward(pos, move, child) + sign * child_value == value
            if move != key_card:
                assert optimal, (pattern, move)
            else:
                assert optimal == (next_mine or len(mine) == 1), (pattern, move)


def test_the_smallest_counterexample_to_counting_the_card_on_the_table():
    """B led 4, the highest card; A holds 1 and 3, B still holds 2. A ducks with 1, B must
    lead 2, A takes the last trick with 3: the card on the table is not "held"."""
    game = Odnomastka("terminal", 2)
    pos = game.parse_position("A:1,3 B:2 lead:B table:4")
    analysis = OdnomastkaAnalyzer(game).analyze(pos)
    assert analysis.value == 1 and [m.text for m in analysis.optimal_moves] == ["1"]


def test_bad_deals_are_named():
    game = Odnomastka("standard", 3)
    for text, words in [("A:1,2 B:2,3 lead:A", "dealt twice"), ("A:1,2 B:3 lead:A", "equal"),
                        ("A:1,x B:3,4 lead:A", "holds"), ("A:1,2 B:3,4", "'lead:' is missing"),
                        ("A:1,2 B:3,4 lead:C", "A or B"), ("A:0,2 B:3,4 lead:A", "from 1")]:
        with pytest.raises(NotationError, match=words):
            game.parse_position(text)


def test_a_lost_standard_position_gets_a_trap_counting_the_ways_to_err():
    game = Odnomastka("standard", 3)
    pos = game.parse_position("A:1,4,5 B:2,3,6 lead:A")
    analysis = OdnomastkaAnalyzer(game).analyze(pos)
    assert analysis.value < 0
    assert all(m.replies is not None and m.replies[1] == 3 for m in analysis.moves)


def pattern_analyzer(game: Odnomastka) -> OdnomastkaAnalyzer:
    """The analyzer with the terminal rule and the fast solver switched off: the generic
    exact solver on patterns."""
    analyzer = OdnomastkaAnalyzer(game)
    analyzer.fast = False
    return analyzer


@pytest.mark.parametrize("variant", ["terminal", "terminal-misere"])
def test_the_terminal_rule_agrees_with_the_exact_solver_on_every_deal_up_to_k_7(variant):
    """Every deal of the cards 1…2k (k ≤ 7; with every card led for k ≤ 6): the rule's value
    and the verdict on every card against the pattern solver (cards of one run share a value)."""
    solver = ExactSolver(TrickPatternGame(variant))
    checked = 0
    for k in range(1, 8):
        for mine in itertools.combinations(range(2 * k), k):
            theirs = [i for i in range(2 * k) if i not in mine]
            for led in [None] + (theirs if k <= 6 else []):
                text = "".join("T" if i == led else "M" if i in mine else "O"
                               for i in range(2 * k))
                pos = TrickPosition((mine, tuple(c for c in theirs if c != led)),
                                    0 if led is None else 1, led)
                won, bad = terminal_rule(pos, 0, variant.endswith("misere"))
                value, _ = solver.solve((text, 0))
                assert (value > 0) == won, text
                by_run = {m.move: m.value for m in solver.move_values((text, 0))}
                for card in mine:
                    first = card
                    while first > 0 and text[first - 1] == "M":
                        first -= 1
                    assert (by_run[first] > 0) == (won and card != bad), (text, card)
                checked += 1
    assert checked == 11_864  # the deals, and for k ≤ 6 the deals after each card led


@pytest.mark.parametrize("variant", ["terminal", "terminal-misere"])
def test_the_terminal_analysis_is_the_solvers_to_the_letter_up_to_k_4(variant):
    """The whole report (values, remoteness, traps) is the one the exact solver gives."""
    game = Odnomastka(variant, 4)
    fast, slow = OdnomastkaAnalyzer(game), pattern_analyzer(game)
    for k in range(1, 5):
        for mine in itertools.combinations(range(1, 2 * k + 1), k):
            theirs = tuple(c for c in range(1, 2 * k + 1) if c not in mine)
            for leader in (0, 1):
                pos = TrickPosition((mine, theirs), leader)
                for p in [pos] + [game.play(pos, c) for c in pos.hands[leader]]:
                    assert fast.analyze(p).to_json() == slow.analyze(p).to_json(), p


@settings(max_examples=4, deadline=None)
@given(variant=st.sampled_from(["terminal", "terminal-misere"]), k=st.integers(8, 11),
       data=st.data())
def test_the_terminal_analysis_is_the_solvers_on_random_big_deals(variant, k, data):
    cards = data.draw(st.permutations(range(1, 2 * k + 5)))[:2 * k]
    pos = TrickPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))),
                        data.draw(st.integers(0, 1)))
    game = Odnomastka(variant, k)
    assert OdnomastkaAnalyzer(game).analyze(pos).to_json() == \
        pattern_analyzer(game).analyze(pos).to_json()


def test_a_thousand_cards_a_hand_are_answered_by_the_rule():
    game = Odnomastka("terminal", 1000)
    a = ",".join(map(str, range(1, 2000, 2)))
    b = ",".join(map(str, range(2, 2001, 2)))
    pos = game.parse_position(f"A:{a} B:{b} lead:A")
    analysis = OdnomastkaAnalyzer(game).analyze(pos, depth=3)
    assert analysis.exact and analysis.value == -1 and analysis.remoteness == 2000
    # B answers with anything but 2000: A would keep 1999, the highest card left
    assert all(m.replies == (999, 1000) for m in analysis.moves[:5])
    with pytest.raises(NotationError, match="at most 13 cards"):
        Odnomastka("standard", 13).parse_position(f"A:{a} B:{b} lead:A")
    with pytest.raises(NotationError, match="at most 1000 cards"):
        game.parse_position(f"A:{a},3001 B:{b},3000 lead:A")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_trick_solver_keeps_only_true_bounds_whatever_the_window(variant):
    """α–β with a table of bounds, asked with random windows (as the search asks its inner
    patterns): every answer is a true bound on the side it claims, and every bound the table
    keeps holds — checked against the generic solver on patterns."""
    reference = ExactSolver(TrickPatternGame(variant))
    patterns = ["".join("M" if i in mine else "O" for i in range(2 * n))
                for n in range(1, 5) for mine in itertools.combinations(range(2 * n), n)]
    rnd = random.Random(7)
    for _ in range(300):
        solver = TrickSolver(variant)
        for _ in range(4):
            s = rnd.choice(patterns)
            alpha = rnd.randint(-5, 4)
            beta = rnd.randint(alpha + 1, 6)
            got, true = solver.lead(s, alpha, beta), reference.solve((s, 0))[0]
            assert (got <= alpha and true <= got) or (got >= beta and true >= got) or \
                got == true, (s, alpha, beta)
            for seen, (low, high) in solver.table.items():
                assert low <= reference.solve((seen, 0))[0] <= high, seen
