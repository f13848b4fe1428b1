"""Nim: the nim-sum rule against the generic exact solver, notation, and the fast path."""
from __future__ import annotations

import itertools

import pytest

from engines.games.nim.rules import Nim, NimAnalyzer, NimPosition, nim_sum
from engines.protocol import IllegalMove, NotationError
from engines.solvers.exact import ExactSolver
from engines.solvers.grundy import GrundySolver


def all_positions(max_heaps: int = 4, max_size: int = 7):
    for n in range(1, max_heaps + 1):
        for heaps in itertools.combinations_with_replacement(range(max_size + 1), n):
            yield NimPosition(heaps)


@pytest.mark.parametrize("variant", ["normal", "misere"])
def test_nim_sum_rule_agrees_with_exact_solver_on_every_position_up_to_4_heaps_of_7(variant):
    game = Nim(variant)
    solver = ExactSolver(game)
    checked = 0
    for pos in all_positions():
        assert solver.solve(pos)[0] == game.rule_value(pos.heaps), pos
        checked += 1
    assert checked == 494


def test_nim_3_4_5_has_grundy_value_2_and_the_only_winning_move_takes_2_from_the_first_heap():
    game = Nim()
    analysis = NimAnalyzer(game).analyze(game.parse_position("3 4 5"))
    assert analysis.extra["grundy"] == 2 == GrundySolver(game).grundy(NimPosition((3, 4, 5)))
    assert [m.text for m in analysis.optimal_moves] == ["1:2"]


def test_big_heaps_use_the_rule_and_still_give_every_move():
    game = Nim()
    pos = game.parse_position("99 98 97 96 95 94 93 5")
    analyzer = NimAnalyzer(game)
    assert analyzer.uses_rule(pos.heaps)
    analysis = analyzer.analyze(pos)
    assert len(analysis.moves) == sum(pos.heaps) and analysis.remoteness is None
    x = nim_sum(pos.heaps)
    assert {m.text for m in analysis.optimal_moves} == {
        f"{i + 1}:{h - (h ^ x)}" for i, h in enumerate(pos.heaps) if h ^ x < h}


@pytest.mark.parametrize("variant", ["normal", "misere"])
def test_trap_counts_from_the_rule_match_the_exact_solver(variant):
    game = Nim(variant)
    analyzer = NimAnalyzer(game)
    analyzer.WORK_LIMIT = 0  # force the rule
    exact = NimAnalyzer(game)
    exact.WORK_LIMIT = 10**12
    from engines.solvers.control import SearchControl
    for pos in all_positions(3, 5):
        if game.rule_value(pos.heaps) == 1:
            assert analyzer.winning_replies(pos, SearchControl()) == exact.winning_replies(
                pos, SearchControl()), pos


def test_moves_are_ordered_by_heap_set_then_amounts():
    game = Nim("moore", k=2)
    texts = [game.format_move(p, m) for p in [NimPosition((1, 2))] for m in game.legal_moves(p)]
    assert texts == ["1:1", "2:1", "2:2", "1:1,2:1", "1:1,2:2"]


@pytest.mark.parametrize("text,message", [
    ("", "no heaps"), ("1 x", "heap 2 is not a number: 'x'"), ("1 -3", "heap 2 is negative")])
def test_bad_positions_are_named(text, message):
    with pytest.raises(NotationError, match=message):
        Nim().parse_position(text)


def test_illegal_moves_raise_and_never_pass_silently():
    game = Nim()
    pos = NimPosition((1, 2))
    with pytest.raises(IllegalMove):
        game.play(pos, ((0, 2),))
    with pytest.raises(NotationError):
        game.parse_move(pos, "3:1")
    assert game.parse_move(pos, " 2:2 ") == ((1, 2),)


def test_misere_ends_as_a_win_for_the_player_who_did_not_take_the_last_stone():
    assert Nim("misere").terminal_value(NimPosition((0, 0))) == 1
    assert Nim("normal").terminal_value(NimPosition((0, 0))) == -1


def test_a_big_lost_position_is_analysed_with_few_searched_nodes_traps_included():
    """Regression: the size estimate once sent children of big positions to a 10-minute
    exact solve. Count nodes, not seconds."""
    from engines.solvers.control import SearchControl
    game = Nim()
    pos = NimPosition((6, 12, 30, 80, 5, 1, 0, 64))
    control = SearchControl()
    analysis = NimAnalyzer(game).analyze(pos, control=control)
    assert analysis.value == -1 and all(m.replies is not None for m in analysis.moves)
    assert control.nodes < 50_000


@pytest.mark.parametrize("k,heaps,top", [(1, 3, 7), (2, 3, 7), (2, 4, 5), (3, 4, 5)])
def test_moores_rule_agrees_with_the_sprague_grundy_brute_force(k, heaps, top):
    """P-positions of Moore's Nim_k (Grundy value 0) are exactly those where every binary
    digit's count of ones is divisible by k + 1."""
    from itertools import product

    from engines.games.nim.rules import moore_losing
    from engines.solvers.grundy import GrundySolver
    game = Nim("moore", k=k)
    solver = GrundySolver(game)
    losing = 0
    for sizes in product(range(top + 1), repeat=heaps):
        zero = solver.grundy(NimPosition(sizes)) == 0
        assert zero == moore_losing(sizes, k), sizes
        losing += zero
    assert losing > 1


@pytest.mark.parametrize("game", [Nim("moore", k=2), Nim("exact", k=2), Nim("slow-le", k=2),
                                  Nim("slow-eq", k=2), Nim("normal"),
                                  Nim("hypergraph", edges=[[1, 2], [2, 3], [1], [3]])])
def test_the_fast_children_are_exactly_the_legal_moves_results(game):
    from itertools import product
    for sizes in product(range(4), repeat=3):
        pos = NimPosition(sizes)
        assert sorted(c.heaps for c in game.children(pos)) == sorted(
            game.play(pos, m).heaps for m in game.legal_moves(pos)), sizes


def test_the_notation_keeps_the_side_to_move_and_a_to_move_reads_as_before():
    game = Nim()
    assert game.format_position(NimPosition((3, 1, 5))) == "3 1 5"  # as the CLI always wrote
    assert game.format_position(NimPosition((3, 1, 5), mover=1)) == "3 1 5 B"
    for text, mover in (("3 1 5", 0), ("3,1,5", 0), ("3 1 5 A", 0), ("3 1 5 B", 1),
                        ("3 1 5 b", 1)):
        assert game.parse_position(text) == NimPosition((3, 1, 5), mover)
    with pytest.raises(NotationError, match="no heaps given"):
        game.parse_position("B")
