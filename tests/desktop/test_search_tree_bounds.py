"""The alpha-beta teaching trees never show a bound as a value.

For random small positions of Determinant and Kalah, every node of the drawn tree shown as a
value equals plain minimax of that node (same depth, same evaluation); a node shown "≥ x" is
worth at least x, "≤ x" at most x. Step by step, a value appears only once the search has
finished its node: the root shows none at step 1.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.framework.search_tree import SearchTreeView
from desktop.framework.tree_node import bound_tooltip, value_text
from desktop.framework.trace_tree import root_view, trace_tree
from engines.games.determinant.rules import Determinant
from engines.games.kalah.rules import Kalah
from engines.games.kalah.player import PlayerOptions
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.trace import Trace


def random_position(game, rng, plies):
    pos = game.initial()
    for _ in range(plies):
        moves = game.legal_moves(pos)
        if not moves:
            break
        pos = game.play(pos, rng.choice(moves))
    return pos


def drawn_tree(game, pos, depth, options):
    trace = Trace(limit=100_000)
    AlphaBeta(game, options).search(pos, depth, trace=trace)
    return trace_tree(game, pos, trace, options.pruning, "{0}")


def walk(root):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children or [])


def check_bounds(game, pos, depth, options):
    """Every drawn number against plain minimax; returns how many bounds were drawn."""
    root = drawn_tree(game, pos, depth, options)
    plain = AlphaBeta(game, SearchOptions(pruning=False, transposition_table=False,
                                          ordering=False, evaluate=options.evaluate))
    bounds = 0
    for node in walk(root):
        if node.pruned:
            continue
        true, _ = plain.search(node.position, depth - node.extra["ply"])
        true, _ = root_view(game, pos, node.position, true)
        if node.bound == "lower":
            assert true >= node.value, (node.move, node.value, true)
        elif node.bound == "upper":
            assert true <= node.value, (node.move, node.value, true)
        else:
            assert true == node.value, (node.move, node.value, true)
        bounds += bool(node.bound)
    assert not root.bound and root.value == plain.search(pos, depth)[0]
    return bounds


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(3, 6), depth=st.integers(1, 3))
def test_determinant_tree_values_are_minimax_and_bounds_hold(seed, plies, depth):
    game = Determinant()
    pos = random_position(game, random.Random(seed), plies)
    # As the teaching view searches: no table, no ordering.
    check_bounds(game, pos, depth, SearchOptions(transposition_table=False, ordering=False))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 8), depth=st.integers(1, 5),
       m=st.integers(3, 6))
def test_kalah_tree_values_are_minimax_and_bounds_hold(seed, plies, depth, m):
    game = Kalah(m, 3)
    pos = random_position(game, random.Random(seed), plies)
    if not game.legal_moves(pos):
        return
    options = PlayerOptions(depth=depth, transposition_table=False).search_options(game, m)
    check_bounds(game, pos, depth, options)


@pytest.mark.parametrize("m,n", [(2, 2), (3, 2)])
def test_kalah_tree_with_the_table_searched_to_the_end_holds_true_values(m, n):
    """The player's own settings (table on): searched to the end, every exact node is the true
    game value and every bound bounds it."""
    game = Kalah(m, n)
    options = PlayerOptions(depth=60).search_options(game, m)
    check_bounds(game, game.initial(), 60, options)


def test_the_seed_position_at_depth_4_shows_its_cutoffs_as_bounds():
    """The issue's case: 917.5.6.. at depth 4; the numbers the search only bounded carry ≥/≤."""
    game = Determinant()
    pos = game.parse_position("917.5.6..")
    assert check_bounds(game, pos, 4, SearchOptions(transposition_table=False,
                                                    ordering=False)) > 0
    root = drawn_tree(game, pos, 4, SearchOptions(transposition_table=False, ordering=False))
    shown = [value_text(n) for n in walk(root) if n.bound]
    assert shown and all(t[0] in "≥≤" for t in shown)
    assert all(bound_tooltip(n) for n in walk(root) if n.bound)


def test_step_by_step_values_appear_as_the_search_finishes_each_node(qtbot):
    game = Determinant()
    pos = game.parse_position("917.5.6..")
    view = SearchTreeView(lambda *args: None)
    qtbot.addWidget(view)
    view.set_root(drawn_tree(game, pos, 2, SearchOptions(transposition_table=False,
                                                         ordering=False)))
    walk_list = view.start_walk()
    root = view.root
    assert value_text(root) == "?" and not any(not n.hidden for n in walk_list)
    view.step_walk(walk_list)
    assert value_text(root) == "?"  # step 1: the first child is shown, the root has no value
    first = next(n for n in root.children if not n.hidden)
    assert first.pending  # it has children still to search
    while walk_list:
        view.step_walk(walk_list)
        for node in view.nodes():
            if not node.hidden and not node.pending:
                below = [c for c in node.children or [] if not c.pruned]
                assert all(not c.hidden and not c.pending for c in below), \
                    "a value shown before the nodes it comes from"
        assert root.pending == bool(walk_list)
    assert value_text(root) != "?" and not root.bound


def test_pruned_notes_appear_with_their_parents_value_not_before(qtbot):
    game = Determinant()
    pos = game.parse_position("917.5.6..")
    view = SearchTreeView(lambda *args: None)
    qtbot.addWidget(view)
    view.set_root(drawn_tree(game, pos, 2, SearchOptions(transposition_table=False,
                                                         ordering=False)))
    walk_list = view.start_walk()
    while walk_list:
        view.step_walk(walk_list)
        for node in view.nodes():
            for c in node.children or []:
                if c.pruned and not c.hidden:
                    assert not node.pending




def test_show_all_draws_the_whole_chosen_line_even_past_the_first_batch(qtbot):
    """917.5.6.. at depth 4: the best move (8@21) is the 13th searched; "Show all" must draw it
    (and the red line down from it), not hide it in "9 more moves"."""
    game = Determinant()
    view = SearchTreeView(lambda *args: None)
    qtbot.addWidget(view)
    view.set_root(drawn_tree(game, game.parse_position("917.5.6.."), 4,
                             SearchOptions(transposition_table=False, ordering=False)))
    view.reveal_line()
    node, line = view.root, []
    while True:
        nxt = next((c for c in view.visible_children(node) if c.on_line), None)
        if nxt is None:
            break
        line.append(nxt.move)
        node = nxt
    assert line[0] == "8@21" and len(line) == 4
