"""SEKI and D-SEKI: the rules by hand, the symmetric memo against a naive recursion, and the
paper's facts about complete seki on every small case."""
from __future__ import annotations

import itertools
from functools import lru_cache

import pytest

from engines.analysis import Analyzer
from engines.games.seki.rules import PASS, Seki, SekiPosition, classify
from engines.protocol import NotationError


def naive(variant: str, matrix, mover: int, passes: int) -> int:
    """Plain recursion over the real matrix, no symmetry: the value for the player to move."""
    @lru_cache(maxsize=None)
    def value(m, side: int, p: int) -> int:
        if p >= 2:
            return 0
        rows = any(not any(r) for r in m)
        cols = any(not any(c) for c in zip(*m))
        if rows or cols:
            if rows and cols:
                winner = None if variant == "d-seki" else 1 - side
            else:
                winner = 0 if rows else 1
            return 0 if winner is None else (1 if winner == side else -1)
        best = -value(m, 1 - side, p + 1)  # pass
        for r, row in enumerate(m):
            for c, x in enumerate(row):
                if x:
                    new = tuple(tuple(v - (i == r and j == c) for j, v in enumerate(rr))
                                for i, rr in enumerate(m))
                    best = max(best, -value(new, 1 - side, 0))
        return best
    return value(matrix, mover, passes)


@pytest.mark.parametrize("variant", ["seki", "d-seki"])
def test_values_agree_with_a_naive_recursion_on_small_matrices(variant):
    game = Seki(variant)
    analyzer = Analyzer(game)
    for shape, top in (((2, 2), 3), ((2, 3), 2), ((3, 2), 2), ((1, 3), 3)):
        cells = shape[0] * shape[1]
        for entries in itertools.product(range(top), repeat=cells):
            m = tuple(tuple(entries[i * shape[1]:(i + 1) * shape[1]]) for i in range(shape[0]))
            for mover in (0, 1):
                for passes in (0, 1):
                    pos = SekiPosition(m, mover, passes)
                    assert analyzer.analyze(pos).value == naive(variant, m, mover, passes), \
                        (m, mover, passes)


def solver_for(game):
    analyzer = Analyzer(game)

    def solve(pos):
        analysis = analyzer.analyze(pos)
        return analysis.value, [(m.move, m.value) for m in analysis.moves]
    return solve


def square_matrices(n: int, top: int):
    for entries in itertools.product(range(top + 1), repeat=n * n):
        m = tuple(tuple(entries[i * n:(i + 1) * n]) for i in range(n))
        sums = {sum(r) for r in m} | {sum(c) for c in zip(*m)}
        if len(sums) == 1 and min(sums) >= 2:
            yield m


def test_every_01_matrix_with_equal_line_sums_is_a_complete_d_seki():
    game = Seki("d-seki")
    solve = solver_for(game)
    count = 0
    for n in (2, 3, 4):
        for m in square_matrices(n, 1):
            verdict = classify(game, m, solve)
            assert verdict["seki"] and verdict["complete"], m
            count += 1
    assert count == 1 + (6 + 1) + (90 + 24 + 1)  # 2×2; 3×3 sums 2, 3; 4×4 sums 2, 3, 4


def test_every_012_matrix_with_equal_line_sums_is_a_complete_seki():
    game = Seki("seki")
    solve = solver_for(game)
    checked = 0
    for n in (2, 3):
        for m in square_matrices(n, 2):
            verdict = classify(game, m, solve)
            assert verdict["seki"] and verdict["complete"], m
            checked += 1
    assert checked > 20


def test_rules_by_hand():
    game = Seki("seki")
    pos = game.parse_position("1,2/2,1 R")
    after = game.play(game.parse_position("1,0/2,1 R"), (0, 0))  # row 1 empty: R wins
    assert game.result(after) == 0 and game.terminal_value(after) == -1  # C to move, lost
    both = game.play(game.parse_position("1 R"), (0, 0))  # row and column at once
    assert game.result(both) == 0
    assert Seki("d-seki").result(Seki("d-seki").play(Seki("d-seki").parse_position("1 R"),
                                                     (0, 0))) == -1
    passed = game.play(game.play(pos, PASS), PASS)
    assert game.legal_moves(passed) == [] and game.terminal_value(passed) == 0
    assert game.format_position(game.play(pos, PASS)) == "1,2/2,1 C passed"
    for bad in ("1,2/2 R", "1,2/2,1 X", "1,x/2,1 R", "1,2/2,1 R later"):
        with pytest.raises(NotationError):
            game.parse_position(bad)
