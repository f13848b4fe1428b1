"""Best play, one rule in every game: the moves the computer may choose at perfect strength (and
the app stars) keep the value, and in a lost position of a win/loss game they are the longest
defences. A trap only breaks ties among them. Perfect against perfect ends at the start value."""
from __future__ import annotations

import random

import pytest

from engines import registry
from engines.analysis import Analyzer
from engines.outcome import outcome
from engines.policy import Strength, choose
from engines.protocol import ValueKind

# One small start per registered game and variant (all of them: the test below checks that).
STARTS = [
    ("nim", "normal", {}, "3 4 5"), ("nim", "misere", {}, "1 3 4"),
    ("nim", "moore", {"k": 2}, "3 5 6 2"), ("nim", "exact", {"k": 2}, "2 3 4 5"),
    ("nim", "slow-le", {"k": 2}, "2 3 4"), ("nim", "slow-eq", {"k": 2}, "2 3 4"),
    ("nim", "hypergraph", {"edges": "1,2;2;3"}, "3 3 4"),
    ("determinant", "standard", {}, "917.5...."),
    ("cards24", "standard", {"deck": "2 2 2 2", "target": 15}, "2 2 2 2"),
    ("kalah", "standard", {}, "3,3,3/0/3,3,3/0/S"),
    ("kalah", "empty-capture", {"end": "mover"}, "3,3,3/0/3,3,3/0/S"),
    ("odnomastka", "standard", {}, "A:1,3,4,8,9 B:2,5,6,7,10 lead:A"),
    ("odnomastka", "standard-misere", {}, "A:1,3,4,8,9 B:2,5,6,7,10 lead:A"),
    ("odnomastka", "terminal", {}, "A:1,3,4,8,9 B:2,5,6,7,10 lead:B"),
    ("odnomastka", "terminal-misere", {}, "A:1,3,4,8,9 B:2,5,6,7,10 lead:A"),
    ("durak", "optional-take", {}, "A:1,4,5,8 B:2,3,6,7 attack:A"),
    ("durak", "must-beat", {}, "A:1,4,5,8 B:2,3,6,7 attack:A"),
    ("seki", "seki", {}, "2,1/1,2 R"), ("seki", "d-seki", {}, "2,1,1/1,2,1 R"),
    ("ege", "task", {}, "12"),  # the exam task: +1 or ×2 to 29
]
IDS = [f"{g}-{v}" for g, v, _, _ in STARTS]


def test_every_registered_game_and_variant_has_a_start_here():
    covered = {(g, v) for g, v, _, _ in STARTS}
    assert covered == {(e.name, v) for e in registry.GAMES.values() for v in e.variants}


def the_rule(analysis, report) -> bool:
    """Best play written out from the rules, separately from the analyzer's own code."""
    if report.value != analysis.value:
        return False
    if analysis.value < 0 and analysis.value_kind is ValueKind.WIN_LOSS:
        return report.remoteness == max(m.remoteness for m in analysis.moves
                                        if m.value == analysis.value)
    return True


def random_positions(game, start, rng, walks=12):
    """Positions met on random walks from ``start`` (the start included)."""
    seen = [start]
    for _ in range(walks):
        pos = start
        while game.legal_moves(pos):
            pos = game.play(pos, rng.choice(list(game.legal_moves(pos))))
            seen.append(pos)
    return seen


@pytest.mark.parametrize("name,variant,options,start", STARTS, ids=IDS)
def test_the_perfect_move_is_always_a_best_move(name, variant, options, start):
    game, analyzer = registry.build(name, variant, options)
    generic = Analyzer(game)  # the plain exact solver: an independent remoteness
    rng = random.Random(7)
    lost_seen = 0
    todo = random_positions(game, game.parse_position(start), rng)
    while todo:
        pos = todo.pop()
        if not game.legal_moves(pos):
            continue
        a = analyzer.analyze(pos)
        if a.value > 0 and game.child_sign(pos, game.play(pos, a.best_moves[0].move)) < 0:
            todo.append(game.play(pos, a.best_moves[0].move))  # a lost position, for the trap
        plain = generic.analyze(pos)
        assert [(m.text, m.value) for m in a.moves] == [(m.text, m.value) for m in plain.moves]
        for m, p in zip(a.moves, plain.moves):
            assert m.optimal == (m.value == a.value)  # the command line's meaning, unchanged
            assert m.best == the_rule(plain, p), (name, variant, a.position_text, m.text)
        assert a.best_moves and set(x.text for x in a.best_moves) <= {
            x.text for x in a.optimal_moves}
        lost_seen += a.value < 0
        for choice in [choose(a)] + [choose(a, rng=rng) for _ in range(4)]:
            assert choice.move.best and choice.move.value == a.value, (
                name, variant, a.position_text, choice.move.text, choice.reason)
    assert lost_seen, "no lost position met: the trap rule went untested"


@pytest.mark.parametrize("name,variant,options,start", STARTS, ids=IDS)
def test_perfect_against_perfect_ends_at_the_start_value(name, variant, options, start):
    game, analyzer = registry.build(name, variant, options)
    rng = random.Random(11)
    starts = random_positions(game, game.parse_position(start), rng, walks=2)
    for first in starts[::3]:
        if not game.legal_moves(first):
            continue
        predicted = analyzer.analyze(first)
        for seed in range(2):
            pos, moves = first, []
            while game.legal_moves(pos):
                move = choose(analyzer.analyze(pos), rng=random.Random(seed)).move.move
                moves.append(move)
                pos = game.play(pos, move)
            result = outcome(game, first, moves)
            for_first_side = predicted.value if predicted.mover == 0 else -predicted.value
            if game.info.value_kind is ValueKind.SCORE:
                assert result.value == for_first_side, (name, predicted.position_text, moves)
            else:
                assert (result.value > 0) - (result.value < 0) == for_first_side


def test_a_trap_never_costs_a_trick():
    """The issue's position: cards 3 and 4 lose one trick, card 1 three. Hint said 1."""
    game, analyzer = registry.build("odnomastka", "standard")
    a = analyzer.analyze(game.parse_position("A:1,3,4 B:2,5,7 lead:A"))
    assert a.value == -1 and {m.text for m in a.best_moves} == {"3", "4"}
    assert choose(a).move.text in {"3", "4"}
    assert all(choose(a, rng=random.Random(s)).move.text in {"3", "4"} for s in range(20))


def test_in_a_lost_nim_position_only_the_longest_defences_are_best():
    game, analyzer = registry.build("nim", "normal")
    a = analyzer.analyze(game.parse_position("1 2 3"))
    longest = max(m.remoteness for m in a.moves)
    assert {m.text for m in a.best_moves} == {m.text for m in a.moves
                                               if m.remoteness == longest}
    assert len(a.best_moves) < len(a.moves)  # some moves lose faster: no ★ for them
    assert all(m.optimal for m in a.moves)  # the command line still calls every move optimal


def test_weaker_strengths_still_use_best_moves_when_they_play_well():
    game, analyzer = registry.build("nim", "normal")
    a = analyzer.analyze(game.parse_position("1 2 3"))
    rng = random.Random(3)
    for _ in range(50):
        c = choose(a, rng=rng, strength=Strength())
        assert c.move.best
