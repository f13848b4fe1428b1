"""The player's integer-coded search (engines/games/kalah/search.py) against the shared
alpha-beta: the same depth-limited values with the same evaluation, every rule set."""
from __future__ import annotations

import random

import pytest

from engines.games.kalah.endgame_db import find
from engines.games.kalah.evaluation import evaluation
from engines.games.kalah.player import KalahPlayerAnalyzer, PlayerOptions
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.search import KalahSearch
from engines.solvers.alphabeta import AlphaBeta, SearchOptions

RULES = [("standard", "either"), ("standard", "mover"), ("empty-capture", "either"),
         ("empty-capture", "mover")]


def random_positions(game: Kalah, rng: random.Random, count: int) -> list[KalahPosition]:
    out = []
    while len(out) < count:
        pos = game.initial()
        for _ in range(rng.randint(0, 30)):
            moves = game.legal_moves(pos)
            if not moves:
                break
            pos = game.play(pos, rng.choice(moves))
        if game.legal_moves(pos):
            out.append(pos)
    return out


@pytest.mark.parametrize("variant,end", RULES)
def test_every_moves_value_equals_the_shared_alpha_beta_at_the_same_depth(variant, end):
    """Without a table in either (the shared search's table reuses deeper results, which
    changes a depth-limited value), both evaluations, depths 1 to 4."""
    game = Kalah(6, 4, variant, end)
    rng = random.Random(18)
    for pos in random_positions(game, rng, 12):
        for name in ("stores", "stores+sides"):
            depth = rng.randint(1, 4)
            shared = AlphaBeta(game, SearchOptions(transposition_table=False,
                                                   evaluate=evaluation(name)))  # type: ignore[arg-type]
            expected, _ = shared.move_values(pos, depth)
            fast = KalahSearch(game, name, table=False).move_values(pos, depth)
            assert [(m, float(v)) for m, v in fast] == expected, (game.format_position(pos),
                                                                  name, depth)


@pytest.mark.parametrize("free", [False, True])
def test_with_its_table_and_the_database_the_search_is_exact_where_the_game_is_short(free):
    """Deep enough to reach the end of every line (or the database: 13 to 15 seeds), the
    values are the prover's."""
    game = Kalah(6, 4)
    db = find(6, "standard", "either")
    assert db is not None
    player = KalahPlayerAnalyzer(game)
    rng = random.Random(4)
    search = KalahSearch(game, "stores+sides", db, free_extra_turns=free)  # one table for all
    checked = 0
    while checked < 8:
        houses = [0] * 12
        for _ in range(rng.randint(db.limit + 1, db.limit + 3)):
            houses[rng.randrange(12)] += 1
        south = rng.randint(0, 48 - sum(houses))
        pos = KalahPosition(tuple(houses[:6]) + (south,) + tuple(houses[6:]) +
                            (48 - sum(houses) - south,), rng.randint(0, 1))
        if not game.legal_moves(pos):
            continue
        values = search.iterative(pos, 50).move_values
        assert values == player.prover.move_values(pos), game.format_position(pos)
        checked += 1


def test_free_extra_turns_see_a_whole_turn_at_depth_one():
    """South's 3 then 6 are both extra turns from the start: at depth 1 the shared search
    sees one store seed for 3, the free search the whole turn."""
    game = Kalah(6, 4)
    pos = game.initial()
    plain = dict(KalahSearch(game).move_values(pos, 1))
    free = dict(KalahSearch(game, free_extra_turns=True).move_values(pos, 1))
    assert plain[3] == 1 and free[3] > plain[3]
    assert free[2] == plain[2]  # no extra turn: the same


def test_the_player_uses_it_only_with_every_technique_on():
    assert PlayerOptions().fast()
    assert not PlayerOptions(pruning=False).fast()
    assert not PlayerOptions(ordering=False).fast()
    assert not PlayerOptions(transposition_table=False).fast()
    assert not PlayerOptions(evaluation="linear").fast()


def test_in_a_lost_position_the_player_sets_the_trap_among_its_best_moves():
    """Lost, with several best moves: each best move carries the opponent's best replies and
    all his replies, counted by the prover; the choice is a best move with the most ways for
    him to err (never a move that loses more)."""
    from engines.games.kalah.prover import KalahProver
    from engines.policy import choose
    game = Kalah(6, 4)
    player = KalahPlayerAnalyzer(game)
    prover = KalahProver(game)
    rng = random.Random(9)
    seen = 0
    while seen < 3:
        houses = [0] * 12
        for _ in range(rng.randint(15, 20)):
            houses[rng.randrange(12)] += 1
        pos = KalahPosition(tuple(houses[:6]) + (10,) + tuple(houses[6:]) +
                            (38 - sum(houses),), 0)
        if not game.legal_moves(pos):
            continue
        analysis = player.analyze(pos)
        if not (analysis.exact and analysis.value < 0 and len(analysis.best_moves) > 1):
            continue
        for report in analysis.best_moves:
            child = game.play(pos, report.move)
            if child.mover == pos.mover or not game.legal_moves(child):
                assert report.replies == (0, 0)
            else:
                values = [v for _, v in prover.move_values(child)]
                assert report.replies == (values.count(max(values)), len(values))
        choice = choose(analysis, rng=None)
        assert choice.reason == "trap" and choice.move.value == analysis.value
        seen += 1


def test_a_finished_game_read_from_text_is_over_for_the_player_too():
    """Seeds left on one side only (the game is over, the sweep not yet written): no moves,
    even when the player has given up solving big positions."""
    game = Kalah(6, 4)
    player = KalahPlayerAnalyzer(game)
    player.unsolved_at = 22  # 21 seeds: no exact trial again yet
    pos = game.parse_position("0,0,0,0,0,0/20/1,2,3,4,5,6/7/S")
    analysis = player.analyze(pos)
    assert analysis.terminal and not analysis.moves


def replay(game: Kalah, root: KalahPosition, events) -> dict[int, KalahPosition]:
    """Each recorded node's position, from the root along the moves the trace names."""
    positions: dict[int, KalahPosition] = {}
    for e in sorted(events, key=lambda e: e.node):
        positions[e.node] = root if e.parent is None else \
            game.play(positions[e.parent], game.parse_move(positions[e.parent], e.move))
    return positions


@pytest.mark.parametrize("variant,end", RULES)
def test_the_recorded_tree_holds_the_shared_searchs_values_node_by_node(variant, end):
    """Every node of the traced search against the shared alpha-beta (no table) searched from
    that node's position to the depth left there: an exact value equals it, a bound bounds it
    on the side it says. The root's value is the search's own, and the game's end is noted."""
    from engines.solvers.trace import EXACT, LOWER, Trace
    game = Kalah(6, 4, variant, end)
    rng = random.Random(27)
    shared = AlphaBeta(game, SearchOptions(transposition_table=False,
                                           evaluate=evaluation("stores+sides")))  # type: ignore[arg-type]
    notes = set()
    late = game.parse_position("0,0,0,0,1,1/22/0,0,0,0,1,1/22/S")
    for k, pos in enumerate([late] + random_positions(game, rng, 6)):
        depth = rng.randint(3, 5) if k else 5  # the late game's end is 5 plies away
        search = KalahSearch(game, "stores+sides")
        if k % 2:
            search.iterative(pos, depth)  # the table then answers for the root's moves
        trace = Trace(limit=100_000)
        value = search.traced(pos, depth, trace)
        assert not trace.truncated
        assert value == max(v for _, v in KalahSearch(game, "stores+sides").move_values(pos, depth))
        positions = replay(game, pos, trace.events)
        for e in trace.events:
            node = positions[e.node]
            notes.add(e.note)
            truth, _ = shared.search(node, depth - e.depth)
            if e.bound == EXACT:
                assert e.value == truth, (game.format_position(node), e)
            elif e.bound == LOWER:
                assert truth >= e.value, (game.format_position(node), e)
            else:
                assert truth <= e.value, (game.format_position(node), e)
            if e.note == "end":
                assert not game.legal_moves(node)
        root = next(e for e in trace.events if e.parent is None)
        assert root.value == value and root.bound == EXACT
    assert {"", "leaf", "tt", "end"} <= notes


def test_database_leaves_of_the_recorded_tree_are_the_provers_values():
    from engines.games.kalah.prover import KalahProver
    from engines.solvers.trace import Trace
    game = Kalah(6, 4)
    db = find(6, "standard", "either")
    assert db is not None
    prover = KalahProver(game)
    pos = game.parse_position("2,0,3,0,1,2/15/1,2,0,3,1,2/16/S")  # 17 seeds: 14 a move or so on
    trace = Trace(limit=3000)
    KalahSearch(game, "stores", db, free_extra_turns=True).traced(pos, 4, trace)
    positions = replay(game, pos, trace.events)
    leaves = [e for e in trace.events if e.note == "db"]
    assert leaves
    for e in leaves[:20]:
        node = positions[e.node]
        best = max(v for _, v in prover.move_values(node))
        assert e.value == best, game.format_position(node)


def test_a_tree_drawn_to_a_few_plies_holds_every_move_of_the_root():
    """Recorded to ply 2 of a depth-8 search: no deeper node written, every root move there
    with the value the search gives it, and the search says it went deeper."""
    from engines.solvers.trace import EXACT, Trace
    game = Kalah(6, 4)
    pos = game.initial()
    search = KalahSearch(game)
    search.iterative(pos, 7)
    trace = Trace(limit=3000)
    value = search.traced(pos, 8, trace, max_ply=2)
    assert search.below_drawn and not trace.truncated
    assert max(e.depth for e in trace.events) == 2
    cutoffs, hits = search.traced_counts  # the whole search's, not only the drawn part's
    assert cutoffs > sum(1 for e in trace.events if e.cutoff)
    root = next(e for e in trace.events if e.parent is None)
    children = {e.move: e for e in trace.events if e.parent == root.node}
    assert sorted(children) == [str(m) for m in game.legal_moves(pos)]
    assert root.value == value == max(v for _, v in KalahSearch(game).move_values(pos, 8))
    exact = {m: e.value if game.play(pos, int(m)).mover == pos.mover else -e.value
             for m, e in children.items() if e.bound == EXACT}
    fresh = dict(KalahSearch(game).move_values(pos, 8))
    assert exact and all(fresh[int(m)] == v for m, v in exact.items())
