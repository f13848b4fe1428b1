"""The solver started from any position of a game (the app's "Best play" solves the position on
the board, not only a fresh deal)."""
from __future__ import annotations

import random

import pytest

from engines.games.solitaire.rules import Klondike, Position
from engines.games.solitaire.shuffle import seeded_deal
from engines.games.solitaire.solver import Limits, solve, solve_position
from tests.engines.solitaire_brute import best_from


def walk(rules: Klondike, pos: Position, steps: int, rng: random.Random) -> Position:
    """``steps`` random legal moves from ``pos`` (fewer if the moves run out)."""
    for _ in range(steps):
        moves = rules.moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, rng.choice(moves))
    return pos


def replayed(rules: Klondike, pos: Position, line: tuple[str, ...]) -> Position:
    for text in line:
        pos = rules.apply(pos, rules.parse_move(pos, text))
    return pos


@pytest.mark.parametrize("ranks, piles, draw", [(2, 3, 1), (2, 3, 3), (3, 3, 1), (3, 3, 3),
                                                (2, 2, 3)])
def test_positions_in_play_agree_with_the_brute_force(ranks: int, piles: int, draw: int) -> None:
    """Positions part-way through a game — cards on the foundations, a waste whose size is no
    multiple of the draw, piles emptied — solved exactly as everything reachable says."""
    rules = Klondike(draw, ranks, piles)
    rng = random.Random(ranks * 100 + piles * 10 + draw)
    for seed in range(12 if ranks == 2 else 4):
        pos = walk(rules, rules.start(seeded_deal(seed, ranks)), rng.randrange(1, 12), rng)
        result = solve_position(rules, pos, Limits(node_limit=10 ** 6))
        assert (result.score, result.exact) == (best_from(rules, pos), True), (seed, pos)
        assert rules.score(replayed(rules, pos, result.line)) == result.score


def test_a_fresh_deal_is_solved_alike_from_the_deal_and_from_its_position() -> None:
    rules = Klondike(1)
    for seed in (2, 3):
        by_deal = solve(seeded_deal(seed), 1)
        by_pos = solve_position(rules, rules.start(seeded_deal(seed)))
        assert (by_pos.score, by_pos.line, by_pos.decision_points) == (
            by_deal.score, by_deal.line, by_deal.decision_points)


def test_a_position_on_a_won_line_is_won_again() -> None:
    rules = Klondike(1)
    start = rules.start(seeded_deal(2))
    line = solve(seeded_deal(2), 1).line
    middle = replayed(rules, start, line[:len(line) // 2])
    result = solve_position(rules, middle)
    assert result.result == "won"
    assert rules.won(replayed(rules, middle, result.line))
