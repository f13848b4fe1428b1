"""The generic solvers against an independent brute force, hand-made trees and stress cases."""
from __future__ import annotations

import itertools
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.nim.rules import Nim, NimPosition
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.control import Cancelled, SearchControl, TableFull
from engines.solvers.exact import ExactSolver
from engines.solvers.grundy import GrundySolver, mex
from engines.solvers.trace import Trace
from tests.engines.brute_force import brute_grundy, brute_value, brute_value_remoteness
from tests.engines.fixture_games import Subtraction, TreeGame

FAMILY = [Nim("normal"), Nim("misere"), Nim("moore", k=2), Nim("exact", k=2),
          Nim("slow-le", k=2), Nim("slow-eq", k=2), Nim("hypergraph", edges=[[1, 2], [2, 3], [1]])]
small_heaps = st.lists(st.integers(0, 4), min_size=3, max_size=3)
tiny_heaps = st.lists(st.integers(0, 3), min_size=3, max_size=3)  # search without a table is slow


def test_fig52_tree_has_minimax_value_3_with_move_a1():
    """AIMA Figure 5.2: B=3, C=2, D=2, so MAX plays a1 for 3."""
    game = TreeGame()
    solver = ExactSolver(game)
    assert solver.solve("A") == (3, 2)
    assert [(m.move, m.value) for m in solver.move_values("A")] == [("B", 3), ("C", 2), ("D", 2)]


@pytest.mark.parametrize("pruning,tt,ordering", list(itertools.product([True, False], repeat=3)))
def test_fig52_alpha_beta_in_every_configuration_agrees(pruning, tt, ordering):
    search = AlphaBeta(TreeGame(), SearchOptions(pruning=pruning, transposition_table=tt,
                                                 ordering=ordering))
    result = search.iterative("A", 5)
    assert (result.value, result.best_move, result.exact) == (3, "B", True)
    assert result.move_values == [("B", 3), ("C", 2), ("D", 2)]


def test_fig52_alpha_beta_trace_prunes_two_leaves_under_c():
    """With window [3, +inf) at C, the first leaf 2 ≤ 3 cuts C4/C5 off: 2 leaves never visited."""
    trace = Trace()
    AlphaBeta(TreeGame(), SearchOptions(transposition_table=False)).search("A", 3, trace=trace)
    visited = {e.move for e in trace.events}
    assert {"C2", "C3"}.isdisjoint(visited) and "C1" in visited
    c = next(e for e in trace.events if e.move == "C")
    assert c.cutoff and c.value == -2
    minimax = Trace()
    AlphaBeta(TreeGame(), SearchOptions(pruning=False, transposition_table=False)).search(
        "A", 3, trace=minimax)
    assert len(minimax.events) == 13 and len(trace.events) == 11


def test_fig52_trace_matches_golden_file(golden):
    trace = Trace()
    AlphaBeta(TreeGame(), SearchOptions(transposition_table=False)).search("A", 3, trace=trace)
    golden("fig52_alphabeta.txt", trace.to_text())


@settings(max_examples=60, deadline=None)
@given(heaps=small_heaps, which=st.integers(0, len(FAMILY) - 1))
def test_exact_solver_matches_brute_force_value_and_remoteness(heaps, which):
    game = FAMILY[which]
    pos = NimPosition(tuple(heaps))
    assert ExactSolver(game).solve(pos) == brute_value_remoteness(game, pos)


@settings(max_examples=60, deadline=None)
@given(heaps=tiny_heaps, which=st.integers(0, len(FAMILY) - 1),
       pruning=st.booleans(), tt=st.booleans(), ordering=st.booleans())
def test_alpha_beta_to_the_end_matches_brute_force_for_every_move(heaps, which, pruning, tt,
                                                                  ordering):
    game = FAMILY[which]
    pos = NimPosition(tuple(heaps))
    search = AlphaBeta(game, SearchOptions(pruning=pruning, transposition_table=tt,
                                           ordering=ordering))
    value, complete = search.search(pos, 40)
    assert complete and value == brute_value(game, pos)
    values, complete = search.move_values(pos, 40)
    for move, value in values:
        child = game.play(pos, move)
        assert value == game.child_sign(pos, child) * brute_value(game, child)


@settings(max_examples=60, deadline=None)
@given(heaps=small_heaps, which=st.integers(0, len(FAMILY) - 1))
def test_grundy_matches_brute_force_and_zero_means_lost_in_normal_play(heaps, which):
    game = FAMILY[which]
    if game.variant == "misere":
        return
    pos = NimPosition(tuple(heaps))
    g = GrundySolver(game).grundy(pos)
    assert g == brute_grundy(game, pos)
    assert (g == 0) == (brute_value(game, pos) == -1)


def test_mex_is_the_smallest_missing_number():
    assert mex([]) == 0 and mex([0, 1, 3]) == 2 and mex([1, 2]) == 0


def test_a_hundred_thousand_moves_deep_game_solves_without_recursion_error():
    game = Subtraction()
    assert ExactSolver(game).solve((100_000, 0)) == (1, 66_667)  # 100000 ≡ 1 (mod 3): won
    assert GrundySolver(game).grundy((100_000, 0)) == 100_000 % 3


def test_exact_solver_cancelled_from_another_thread_stops():
    game = Nim("normal")
    control = SearchControl(check_every=64)
    solver = ExactSolver(game, control)
    started = threading.Event()
    control.progress = lambda nodes: started.set()
    errors = []

    def run():
        try:
            solver.solve(NimPosition((20, 21, 22, 23, 24)))
        except Cancelled:
            errors.append("cancelled")

    worker = threading.Thread(target=run)
    worker.start()
    assert started.wait(10)
    control.cancel()
    worker.join(10)
    assert errors == ["cancelled"]


def test_memo_table_respects_its_cap():
    solver = ExactSolver(Nim("normal"), SearchControl(table_cap=100, check_every=16))
    with pytest.raises(TableFull):
        solver.solve(NimPosition((9, 9, 9, 9)))


def test_alpha_beta_time_limit_keeps_the_last_full_depth():
    game = Nim("normal")
    result = AlphaBeta(game, control=SearchControl(time_limit=0.2)).iterative(
        NimPosition((30, 31, 32, 33, 34, 35)), 50)
    assert not result.exact and result.depth >= 1 and result.best_move is not None


def test_exact_solver_trace_records_the_solved_tree_and_the_principal_line():
    trace = Trace(limit=5)
    assert ExactSolver(TreeGame()).solve("A", trace=trace) == (3, 2)
    assert trace.principal_line == ["B", "B1"]
    assert trace.truncated and len(trace.events) == 5  # the cap holds: A, B, C, D, B1
    assert [e.move for e in trace.events[:2]] == [None, "B"] and trace.events[0].value == 3


def test_a_cyclic_graph_is_refused_not_looped_over():
    from engines.solvers.walk import CyclicGame

    class PingPong(Subtraction):
        """Two positions that lead to each other for ever."""

        def legal_moves(self, pos):
            return [1]

        def play(self, pos, move):
            return (1 - pos[0], 1 - pos[1])

    with pytest.raises(CyclicGame):
        ExactSolver(PingPong()).solve((0, 0))


@pytest.mark.parametrize("heap", range(0, 16))
def test_extra_turns_keep_the_sign_in_every_solver(heap):
    """A move that lets the same player move again must not flip the value."""
    from tests.engines.fixture_games import BonusSubtraction
    game = BonusSubtraction()
    pos = (heap, 0)
    expected = brute_value_remoteness(game, pos)
    assert ExactSolver(game).solve(pos) == expected
    for pruning, tt in itertools.product([True, False], repeat=2):
        search = AlphaBeta(game, SearchOptions(pruning=pruning, transposition_table=tt))
        assert search.search(pos, 40) == (expected[0], True)
        values, _ = search.move_values(pos, 40)
        for move, value in values:
            child = game.play(pos, move)
            assert value == game.child_sign(pos, child) * brute_value(game, child)


def test_a_derived_control_is_stopped_by_its_parent_s_cancel():
    parent = SearchControl(progress=lambda nodes: None)
    child = parent.derive(time_limit=60)
    quiet = parent.derive(report=False)
    assert child.progress is parent.progress and quiet.progress is None
    parent.cancel()
    assert child.cancelled and quiet.cancelled
    with pytest.raises(Cancelled):
        for _ in range(child.check_every):
            child.tick()


def test_a_derived_control_never_outlives_its_parent_s_deadline():
    parent = SearchControl(time_limit=0.01)
    assert parent.derive(time_limit=60)._deadline == parent._deadline
    assert parent.derive()._deadline == parent._deadline
    assert SearchControl().derive(time_limit=1)._deadline is not None


def test_the_kalah_player_s_searches_stop_at_the_user_s_cancel():
    from engines.games.kalah.player import KalahPlayerAnalyzer
    from engines.games.kalah.rules import Kalah
    game = Kalah(6, 5)  # searched (Kalah(6,4)'s start is read from its opening table)
    control = SearchControl()
    control.cancel()
    with pytest.raises(Cancelled):
        KalahPlayerAnalyzer(game).analyze(game.initial(), control=control)
