"""Durak-odnomastka: the rules by hand; the pattern solver against the generic solver and against
a plain brute force written from the rules over real cards; the game's end (no cycles) on every
small deal."""
from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.analysis import Analyzer
from engines.games.one_suit.durak import TAKE, Durak, DurakAnalyzer, DurakPosition
from engines.games.one_suit.pattern_table import DIRECT_AFTER, PatternTable
from engines.protocol import IllegalMove


def test_beat_take_and_the_end_by_hand():
    game = Durak("optional-take", 2)
    pos = game.parse_position("A:1,4 B:2,3 attack:A")
    attacked = game.play(pos, 1)
    assert game.legal_moves(attacked) == [2, 3, TAKE]
    taken = game.play(attacked, TAKE)  # B takes 1: A attacks again with 4
    assert game.format_position(taken) == "A:4 B:1,2,3 attack:A"
    last = game.play(taken, 4)
    assert game.legal_moves(last) == [TAKE]  # nothing beats 4
    done = game.play(last, TAKE)
    assert not game.legal_moves(done) and game.terminal_value(done) == 1  # A ran out: won
    beaten = game.play(attacked, 2)
    assert beaten.attacker == 1 and game.format_position(beaten) == "A:4 B:3 attack:B"
    draw = game.parse_position("A: B:5 attack:B")
    assert game.terminal_value(draw) == -1  # B, to move, still holds a card; A is out
    both = game.play(game.parse_position("A:3 B:2 attack:B"), 2)
    assert game.terminal_value(game.play(both, 3)) == 0  # the last card beaten by the last card


def test_must_beat_forbids_taking_when_a_card_beats():
    game = Durak("must-beat", 2)
    attacked = game.play(game.parse_position("A:1,4 B:2,3 attack:A"), 1)
    assert game.legal_moves(attacked) == [2, 3]
    with pytest.raises(IllegalMove):
        game.play(attacked, TAKE)
    high = game.play(game.parse_position("A:1,4 B:2,3 attack:A"), 4)
    assert game.legal_moves(high) == [TAKE]


@pytest.mark.parametrize("variant", ["optional-take", "must-beat"])
def test_every_small_deal_ends_and_the_pattern_solver_agrees(variant):
    """The generic solver refuses a game with a cycle, so solving every deal up to k = 4 with
    either player attacking also proves these games end."""
    for k in range(1, 5):
        game = Durak(variant, k)
        for mine in itertools.combinations(range(1, 2 * k + 1), k):
            other = tuple(c for c in range(1, 2 * k + 1) if c not in mine)
            for attacker in (0, 1):
                pos = DurakPosition((mine, other), attacker)
                fast, plain = DurakAnalyzer(game).analyze(pos), Analyzer(game).analyze(pos)
                assert report(fast) == report(plain)
                generic = DurakAnalyzer(game)
                generic.fast = False  # the generic solver on patterns: values agree
                assert [(m.text, m.value) for m in generic.analyze(pos).moves] == \
                    [(m.text, m.value) for m in plain.moves]


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(["optional-take", "must-beat"]), k=st.integers(3, 6),
       data=st.data(), plies=st.integers(0, 6))
def test_mid_game_positions_agree_between_the_two_solvers(variant, k, data, plies):
    cards = data.draw(st.permutations(range(1, 2 * k + 1)))
    game = Durak(variant, k)
    pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))), 0)
    for _ in range(plies):
        moves = game.legal_moves(pos)
        if not moves:
            break
        pos = game.play(pos, data.draw(st.sampled_from(list(moves))))
    fast, plain = DurakAnalyzer(game).analyze(pos), Analyzer(game).analyze(pos)
    assert report(fast) == report(plain)


def report(analysis):
    """All the analysis says: values, moves to the end (the winner hurries, the loser delays,
    both delay a draw), the best moves (★) and, when lost, the opponent's winning replies."""
    return (analysis.value, analysis.remoteness,
            [(m.text, m.value, m.remoteness, m.best, m.replies) for m in analysis.moves])


def test_the_fast_solver_keeps_moves_to_the_end_where_cards_of_a_run_differ():
    """B's 3,4,5,6 lie together, but a taken 3 is not a taken 6: the generic solver on patterns
    offered one card a run and gave 6 a remoteness of 12; the game itself says 16."""
    game = Durak("optional-take", 4)
    pos = game.parse_position("A:1,2,7,8 B:3,4,5,6 attack:B")
    fast = DurakAnalyzer(game).analyze(pos)
    assert report(fast) == report(Analyzer(game).analyze(pos))
    assert fast.remoteness == 16 and [m.remoteness for m in fast.moves] == [8, 8, 16, 16]


@pytest.mark.parametrize("variant", ["optional-take", "must-beat"])
def test_random_deals_of_seven_agree_with_the_plain_solver(variant):
    rnd = random.Random(7)
    game = Durak(variant, 7)
    fast, plain = DurakAnalyzer(game), Analyzer(game)
    for _ in range(4):
        cards = rnd.sample(range(1, 15), 14)
        pos = DurakPosition((tuple(sorted(cards[:7])), tuple(sorted(cards[7:]))), rnd.randint(0, 1))
        for _ in range(rnd.randint(0, 4)):
            pos = game.play(pos, rnd.choice(list(game.legal_moves(pos))))
        assert report(fast.analyze(pos)) == report(plain.analyze(pos)), game.format_position(pos)


def brute_value(variant: str, hands: tuple[frozenset, frozenset], attacker: int,
                table: int | None, memo: dict) -> int:
    """The rules straight from the issue, over real cards with no canonical key: the value for
    the player to move (+1 win, 0 draw, -1 loss)."""
    key = (hands, attacker, table)
    if key in memo:
        return memo[key]
    if table is None:
        me, other = hands[attacker], hands[1 - attacker]
        if not me or not other:
            value = 0 if not me and not other else (1 if not me else -1)
        else:
            value = max(-brute_value(variant, with_hand(hands, attacker, me - {c}), attacker, c,
                                     memo) for c in me)
    else:
        defender = 1 - attacker
        beats = [c for c in hands[defender] if c > table]
        answers = [brute_value(variant, with_hand(hands, defender, hands[defender] - {c}),
                               defender, None, memo) for c in beats]  # same player moves next
        if not (variant == "must-beat" and beats):
            answers.append(-brute_value(variant, with_hand(hands, defender,
                                                           hands[defender] | {table}),
                                        attacker, None, memo))
        value = max(answers)
    memo[key] = value
    return value


def with_hand(hands, side, cards):
    return (frozenset(cards), hands[1]) if side == 0 else (hands[0], frozenset(cards))


def brute_moves(variant: str, pos: DurakPosition, memo: dict) -> list[tuple[str, int]]:
    """Every move of ``pos`` with its value, each child valued by ``brute_value``."""
    hands = (frozenset(pos.hands[0]), frozenset(pos.hands[1]))
    result = []
    if pos.table is None:
        me = hands[pos.attacker]
        for c in me:
            child = brute_value(variant, with_hand(hands, pos.attacker, me - {c}),
                                pos.attacker, c, memo)
            result.append((str(c), -child))
    else:
        defender = 1 - pos.attacker
        beats = [c for c in hands[defender] if c > pos.table]
        for c in beats:
            result.append((str(c), brute_value(variant, with_hand(
                hands, defender, hands[defender] - {c}), defender, None, memo)))
        if not (variant == "must-beat" and beats):
            result.append((TAKE, -brute_value(variant, with_hand(
                hands, defender, hands[defender] | {pos.table}), pos.attacker, None, memo)))
    return sorted(result)


@pytest.mark.parametrize("variant", ["optional-take", "must-beat"])
def test_every_small_deal_against_a_plain_brute_force_over_real_cards(variant):
    """Independent of the engine's rules and of its canonical key: every deal up to k = 4 and
    every position one attack into it, each move's value from the plain recursion above."""
    memo: dict = {}
    for k in range(1, 5):
        game = Durak(variant, k)
        analyzer = DurakAnalyzer(game)
        for mine in itertools.combinations(range(1, 2 * k + 1), k):
            other = tuple(c for c in range(1, 2 * k + 1) if c not in mine)
            for attacker in (0, 1):
                root = DurakPosition((mine, other), attacker)
                for pos in [root] + [game.play(root, m) for m in game.legal_moves(root)]:
                    got = analyzer.analyze(pos)
                    expected = brute_moves(variant, pos, memo)
                    assert sorted((m.text, m.value) for m in got.moves) == expected, \
                        game.format_position(pos)
                    assert got.value == max(v for _, v in expected)


BRUTE_MEMO: dict[str, dict] = {"optional-take": {}, "must-beat": {}}


@settings(max_examples=25, deadline=None)
@given(variant=st.sampled_from(["optional-take", "must-beat"]), k=st.just(5),
       data=st.data(), plies=st.integers(0, 8))
def test_larger_mid_game_positions_against_the_brute_force(variant, k, data, plies):
    cards = data.draw(st.permutations(range(1, 2 * k + 1)))
    game = Durak(variant, k)
    pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))),
                        data.draw(st.integers(0, 1)))
    for _ in range(plies):
        moves = game.legal_moves(pos)
        if not moves:
            break
        pos = game.play(pos, data.draw(st.sampled_from(list(moves))))
    got = DurakAnalyzer(game).analyze(pos)
    expected = brute_moves(variant, pos, BRUTE_MEMO[variant])
    assert sorted((m.text, m.value) for m in got.moves) == expected


def brute_result(variant: str, hands: tuple[frozenset, frozenset], attacker: int,
                 table: int | None, memo: dict) -> tuple[int, int]:
    """(value, moves to the end) for the player to move, over real cards with no canonical key:
    the winner hurries, the loser delays, and in a draw both delay (the solvers' rule)."""
    key = (hands, attacker, table)
    if key in memo:
        return memo[key]
    options = []
    if table is None:
        me, other = hands[attacker], hands[1 - attacker]
        if not me or not other:
            memo[key] = (0 if not me and not other else (1 if not me else -1), 0)
            return memo[key]
        for c in me:
            v, r = brute_result(variant, with_hand(hands, attacker, me - {c}), attacker, c, memo)
            options.append((-v, r + 1))
    else:
        defender = 1 - attacker
        beats = [c for c in hands[defender] if c > table]
        for c in beats:  # the same player attacks next
            v, r = brute_result(variant, with_hand(hands, defender, hands[defender] - {c}),
                                defender, None, memo)
            options.append((v, r + 1))
        if not (variant == "must-beat" and beats):
            v, r = brute_result(variant, with_hand(hands, defender, hands[defender] | {table}),
                                attacker, None, memo)
            options.append((-v, r + 1))
    best = max(v for v, _ in options)
    lengths = [r for v, r in options if v == best]
    memo[key] = (best, min(lengths) if best > 0 else max(lengths))
    return memo[key]


def brute_report(variant: str, pos: DurakPosition, memo: dict) -> list[tuple[str, int, int]]:
    """Every move of ``pos`` with its value and moves to the end (this move counted)."""
    game = Durak(variant, 1)
    result = []
    for move in game.legal_moves(pos):
        child = game.play(pos, move)
        hands = (frozenset(child.hands[0]), frozenset(child.hands[1]))
        v, r = brute_result(variant, hands, child.attacker, child.table, memo)
        same = game.to_move(child) == game.to_move(pos)
        result.append((str(move), v if same else -v, r + 1))
    return sorted(result)


# Draws whose longest line runs through takes: 18 half-moves of 5 a hand (as long as 5 a hand
# gets), 36 of 6, 64 and 60 of 8 (found with the solver; the brute force or the generic
# solver confirms them below).
LONG_DRAWS = ["A:1,2,3,8,10 B:4,5,6,7,9 attack:A", "A:3,5,6,7,9,10 B:1,2,4,8,11,12 attack:A",
              "A:5,6,7,8,9,11,13,14 B:1,2,3,4,10,12,15,16 attack:A",
              "A:2,5,7,8,9,10,12,14 B:1,3,4,6,11,13,15,16 attack:A"]


@pytest.mark.parametrize("variant", ["optional-take", "must-beat"])
def test_moves_to_the_end_against_the_brute_force_draws_included(variant):
    """Values and moves to the end over real cards, with no solver of the engine's: every deal
    up to k = 4 and every position one attack into it, then long draws. A draw's length is
    the longest line that keeps it (both delay); a solver that lost or shortened the lines of
    a draw (a cut on the draw's value, a remoteness stored with a bound) fails here."""
    memo: dict = {}
    for k in range(1, 5):
        game = Durak(variant, k)
        analyzer = DurakAnalyzer(game)
        for mine in itertools.combinations(range(1, 2 * k + 1), k):
            other = tuple(c for c in range(1, 2 * k + 1) if c not in mine)
            for attacker in (0, 1):
                root = DurakPosition((mine, other), attacker)
                for pos in [root] + [game.play(root, m) for m in game.legal_moves(root)]:
                    got = analyzer.analyze(pos)
                    assert sorted((m.text, m.value, m.remoteness) for m in got.moves) == \
                        brute_report(variant, pos, memo), game.format_position(pos)
    if variant != "optional-take":
        return
    game = Durak(variant, 5)
    pos = game.parse_position(LONG_DRAWS[0])
    got = DurakAnalyzer(game).analyze(pos)
    expected = brute_report(variant, pos, memo)
    assert got.value == 0 and got.remoteness == 18
    assert sorted((m.text, m.value, m.remoteness) for m in got.moves) == expected


RESULT_MEMO: dict[str, dict] = {"optional-take": {}, "must-beat": {}}


@settings(max_examples=30, deadline=None)
@given(variant=st.sampled_from(["optional-take", "must-beat"]), k=st.integers(3, 5),
       data=st.data(), plies=st.integers(0, 8))
def test_moves_to_the_end_of_mid_game_positions_against_the_brute_force(variant, k, data,
                                                                       plies):
    """Draws' lengths included, one solver for a whole game as the app keeps it: a draw's
    remoteness lives in the bounds' table (``DRAWN``), where a later search must still read
    the draw's value and a later look its length."""
    cards = data.draw(st.permutations(range(1, 2 * k + 1)))
    game = Durak(variant, k)
    pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))),
                        data.draw(st.integers(0, 1)))
    analyzer = DurakAnalyzer(game)
    analyzer.draw_lengths = True
    for _ in range(plies + 1):
        moves = game.legal_moves(pos)
        if not moves:
            break
        got = analyzer.analyze(pos)
        assert sorted((m.text, m.value, m.remoteness) for m in got.moves) == \
            brute_report(variant, pos, RESULT_MEMO[variant]), game.format_position(pos)
        pos = game.play(pos, data.draw(st.sampled_from(list(moves))))


@pytest.mark.parametrize("variant", ["optional-take", "must-beat"])
def test_every_deal_of_five_agrees_with_the_plain_solver(variant):
    """All 252 deals of 5 a hand, either player attacking: every value, moves to the end, best
    move and count of winning replies as the generic solver over real cards has them."""
    game = Durak(variant, 5)
    fast, plain = DurakAnalyzer(game), Analyzer(game)
    for mine in itertools.combinations(range(1, 11), 5):
        other = tuple(c for c in range(1, 11) if c not in mine)
        for attacker in (0, 1):
            pos = DurakPosition((mine, other), attacker)
            assert report(fast.analyze(pos)) == report(plain.analyze(pos)), \
                game.format_position(pos)


def test_long_draws_and_random_deals_of_eight_agree_with_the_plain_solver():
    """Optional take: the long draws of 6 and 8 a hand, and random deals of 8."""
    game = Durak("optional-take", 6)
    pos = game.parse_position(LONG_DRAWS[1])
    assert report(DurakAnalyzer(game).analyze(pos)) == report(Analyzer(game).analyze(pos))
    rnd = random.Random(8)
    game = Durak("optional-take", 8)
    fast, plain = DurakAnalyzer(game), Analyzer(game)
    positions = [game.parse_position(text) for text in LONG_DRAWS[2:]]
    for _ in range(4):
        cards = rnd.sample(range(1, 17), 16)
        positions.append(DurakPosition((tuple(sorted(cards[:8])), tuple(sorted(cards[8:]))),
                                       rnd.randint(0, 1)))
    # And with the table's flat array made at once (``PatternTable``'s two places for a
    # pattern): the same answers, nodes and entries.
    early = DurakAnalyzer(game)
    early.patterns.table = PatternTable(direct_after=64)
    for pos in positions:
        got = report(fast.analyze(pos))
        assert got == report(plain.analyze(pos)), game.format_position(pos)
        assert report(early.analyze(pos)) == got
        assert (early.patterns.nodes, len(early.patterns.table)) == \
            (fast.patterns.nodes, len(fast.patterns.table))
    assert early.patterns.table.direct_size


@pytest.fixture(scope="module")
def rank():
    """A pattern's value for the player to move, by the generic solver, ordered as the solvers
    order values (a sooner win, a later loss is better)."""
    from engines.games.one_suit.durak import DurakPatternGame
    from engines.solvers.exact import ExactSolver
    solver = ExactSolver(DurakPatternGame("optional-take"))

    def rank(text: str) -> tuple[int, int]:
        value, remoteness = solver.solve((text, 0))
        return (value, -remoteness if value > 0 else remoteness if value < 0 else 0)
    return rank


def test_holding_the_higher_of_two_adjacent_cards_is_never_worse(rank):
    """The lemma the optional-take solver prunes by (``DurakSolver.lowest_of_runs``): swap two
    adjacent cards split between the hands so that the player to move holds the higher, and his
    value (moves to the end of a win or loss included) never falls. Checked with the generic
    solver on every attack pattern of up to 10 cards and every answer pattern of up to 9."""
    patterns = ["".join(letters) for n in range(2, 11) for letters in itertools.product("MO", repeat=n)]
    patterns += [p[:t] + "T" + p[t:] for p in patterns if len(p) <= 8 for t in range(len(p) + 1)]
    checked = 0
    for text in patterns:
        for p in range(len(text) - 1):
            if text[p:p + 2] == "MO":  # the mover holds the lower: give him the higher
                better = text[:p] + "OM" + text[p + 2:]
                assert rank(better) >= rank(text), (text, better)
                checked += 1
    assert checked > 9000


def test_the_take_of_a_lower_card_is_never_worse_for_the_attacker(rank):
    """What ``durak_draws.draw_plies`` searches the takes by: of any two of the attacker's cards,
    adjacent or not, his value after the take of the lower is at least that after the take of
    the higher (the lemma once for each card between). Every attack pattern of up to 10 cards."""
    checked = 0
    for n in range(2, 11):
        for letters in itertools.product("MO", repeat=n):
            text = "".join(letters)
            mine = [i for i, c in enumerate(text) if c == "M"]
            after = [rank(text[:i] + "O" + text[i + 1:]) for i in mine]
            assert after == sorted(after, reverse=True), text
            checked += any(b - a > 1 for a, b in zip(mine, mine[1:]))  # the other's card between
    assert checked > 1000


def test_without_draws_lengths_only_the_lengths_of_draws_are_left_out():
    """``DurakAnalyzer.draw_lengths = False``: the same analysis, with None for the moves to the
    end of every draw (the position's too when it is one) and nothing else changed."""
    for text in LONG_DRAWS[:2] + ["A:1,4,5,8 B:2,3,6,7 attack:A", "A:1,2,7,8 B:3,4,5,6 attack:B"]:
        game = Durak("optional-take", text.count(",") // 2 + 1)
        pos = game.parse_position(text)
        for position in [pos] + [game.play(pos, m) for m in game.legal_moves(pos)]:
            full = DurakAnalyzer(game).analyze(position)
            quick = DurakAnalyzer(game)
            quick.draw_lengths = False
            short = quick.analyze(position)
            assert short.value == full.value
            assert short.remoteness == (None if full.value == 0 else full.remoteness)
            assert [(m.text, m.value, m.remoteness, m.best, m.replies) for m in short.moves] == \
                [(m.text, m.value, None if m.value == 0 else m.remoteness, m.best, m.replies)
                 for m in full.moves]


@pytest.mark.parametrize("direct_after", [DIRECT_AFTER, 5000])
def test_the_solver_tables_keep_every_pattern_as_a_dictionary_would(direct_after):
    """``PatternTable``: open addressing over machine words, doubled when half full, and past
    ``direct_after`` entries a flat array for the patterns of at most 22 cards (the entries
    already there moved to it) — every pattern put is got back with its last number, none other
    is found; and a bound packed in 12 bits comes back the same for every value a game of 26
    cards can have."""
    from engines.games.one_suit.durak_solver import DRAWN, WIN, bound_code, bound_of, pack
    rnd = random.Random(34)
    table, reference = PatternTable(direct_after), {}
    for _ in range(20000):
        n = rnd.randint(1, 26)
        p = rnd.getrandbits(n) | 1 << n
        reference[p] = rnd.getrandbits(29)
        table.put(p, reference[p])
        if rnd.random() < 0.1:  # a number replaced
            reference[p] = DRAWN | rnd.getrandbits(10)
            table.put(p, reference[p])
    assert len(table) == len(reference) and table.bits > 10  # it grew
    assert (table.direct_size > 0) == (direct_after < len(reference))
    assert all(table.get(p, -1) == value for p, value in reference.items())
    assert sorted(table.items()) == sorted(reference.items())
    absent = [p for p in range(1 << 12, 1 << 13) if p not in reference]
    absent += [p | 1 << 25 for p in range(1 << 12) if p | 1 << 25 not in reference]
    assert absent and all(table.get(p, -7) == -7 for p in absent)
    values = [0, WIN, -WIN] + [s * (WIN - r) for r in range(1, 400) for s in (1, -1)]
    assert all(bound_of(bound_code(v)) == v for v in values)
    assert pack(-WIN, WIN, 25) < DRAWN  # a bounds' entry is never read as a draw's length


def test_draws_get_their_length_in_every_deal_compiled_and_up_to_22_cards_in_pure_python():
    """Optional take's default (``durak.draw_lengths_cards``): every deal (13 a hand within
    about a second) where the kernels are compiled, 11 a hand in pure Python; must beat always."""
    from engines.compiled import kernels_compiled
    from engines.games.one_suit.durak import draw_lengths_cards
    assert draw_lengths_cards() == (26 if kernels_compiled() else 22)
    for k, expected in ((11, True), (12, kernels_compiled()), (13, kernels_compiled())):
        pos = DurakPosition((tuple(range(1, 2 * k, 2)), tuple(range(2, 2 * k + 1, 2))), 0)
        assert DurakAnalyzer(Durak("optional-take", k)).lengths_of_draws(pos) == expected
        assert DurakAnalyzer(Durak("must-beat", k)).lengths_of_draws(pos)

def test_the_neighbours_bounds_change_no_value_and_no_draws_length():
    """``DurakSolver.dominance``: before expanding a pattern, the optional-take search bounds it
    by its neighbours' table entries (two adjacent cards of the two hands swapped: the lemma
    above), once the table has its flat array (made at once here). Every attack pattern of up
    to 12 cards, one solver for all as a deal's analysis shares its table (so most neighbours
    are there): the same values with their moves to the end, and the same draws' lengths (whose
    passes search with null windows), as the solver without them; then larger patterns, each
    with fresh tables."""
    from engines.games.one_suit.durak_draws import draw_plies
    from engines.games.one_suit.durak_solver import DurakSolver, encode

    def solvers() -> tuple[DurakSolver, DurakSolver]:
        plain, fast = DurakSolver("optional-take"), DurakSolver("optional-take")
        plain.dominance = False
        fast.table = PatternTable(direct_after=64)
        return plain, fast
    patterns = ["".join(letters) for n in range(2, 13)
                for letters in itertools.product("MO", repeat=n)]
    rnd = random.Random(38)
    larger = ["".join(rnd.choice("MO") for _ in range(rnd.randint(14, 18))) for _ in range(30)]
    plain, fast = solvers()
    draws = nodes = plain_nodes = 0
    for text in patterns + larger:
        if text in larger:
            nodes, plain_nodes = nodes + fast.nodes, plain_nodes + plain.nodes
            plain, fast = solvers()
        value = fast.exact(text)
        assert value == plain.exact(text), text
        if value == 0 and "M" in text and "O" in text:
            assert draw_plies(fast, encode(text)) == draw_plies(plain, encode(text)), text
            draws += 1
    assert draws > 300 and nodes < plain_nodes
