"""Determinant: exact values against an independent minimax, the seed's worked example, the
shipped opening table, symmetry, notation."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.determinant.rules import (
    Determinant,
    DeterminantAnalyzer,
    DetPosition,
    canonical,
    score,
)
from engines.games.determinant.table import TABLE_MAX_FILLED, read_table
from engines.protocol import NotationError
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver

GAME = Determinant()
ANALYZER = DeterminantAnalyzer(GAME)


def plain_minimax(cells: list[int]) -> int:
    """SA − SB under best play, by the definition: no memo, no symmetry, no shared code."""
    empty = [i for i, c in enumerate(cells) if not c]
    if not empty:
        return score(cells)
    left = [n for n in range(1, 10) if n not in cells]
    a_to_move = (9 - len(empty)) % 2 == 0
    results = []
    for n in left:
        for i in empty:
            cells[i] = n
            results.append(plain_minimax(cells))
            cells[i] = 0
    return max(results) if a_to_move else min(results)


def random_position(filled: int, rng: random.Random) -> DetPosition:
    cells = [0] * 9
    for cell, n in zip(rng.sample(range(9), filled), rng.sample(range(1, 10), filled)):
        cells[cell] = n
    return DetPosition(tuple(cells))


def a_view(pos: DetPosition, value: float) -> float:
    return value if GAME.to_move(pos) == 0 else -value


def test_seed_example_b_compares_minus_79_and_minus_39_and_picks_minus_79():
    """917 / _5_ / 682 with 3 and 4 left: B (to move) compares −79 and −39, picks −79."""
    pos = GAME.parse_position("917.5.682")
    analysis = ANALYZER.analyze(pos)
    assert analysis.to_move == "B"
    by_move = {m.text: -m.value for m in analysis.moves}  # SA − SB after each of B's moves
    assert by_move == {"3@21": -39, "3@23": -79, "4@21": -79, "4@23": -39}
    assert {m.text for m in analysis.optimal_moves} == {"3@23", "4@21"}
    assert a_view(pos, analysis.value) == -79


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), filled=st.integers(5, 8))
def test_every_move_value_matches_plain_minimax(seed, filled):
    pos = random_position(filled, random.Random(seed))
    analysis = ANALYZER.analyze(pos)
    for m in analysis.moves:
        child = GAME.play(pos, m.move)
        assert a_view(pos, m.value) == plain_minimax(list(child.cells))
    assert a_view(pos, analysis.value) == plain_minimax(list(pos.cells))
    assert analysis.remoteness == 9 - filled


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_positions_with_four_numbers_match_plain_minimax(seed):
    pos = random_position(4, random.Random(seed))
    assert a_view(pos, ANALYZER.analyze(pos).value) == plain_minimax(list(pos.cells))


def test_shipped_table_covers_the_opening_and_a_random_sample_recomputes_exactly():
    table = read_table()
    assert len(table) == 11962  # 1 + 9 + 108 + 1260 + 10584 positions up to symmetry
    assert table[0] == 40  # the empty table: A wins by 40 with best play
    rng = random.Random(2026)
    keys = [k for k in table if len(str(k).replace("0", "")) == TABLE_MAX_FILLED]
    for key in rng.sample(keys, 12) + [rng.choice([k for k in table if
                                                   len(str(k).replace("0", "")) == 3])]:
        cells = tuple(int(d) for d in f"{key:09d}")
        pos = DetPosition(cells)
        value, _ = ExactSolver(GAME, SearchControl()).solve(pos)  # no table involved
        assert a_view(pos, value) == table[key], cells


def test_empty_board_has_81_moves_all_valued_from_the_table():
    analysis = ANALYZER.analyze(GAME.initial())
    assert len(analysis.moves) == 81 and analysis.value == 40
    assert [m.text for m in analysis.moves[:3]] == ["1@11", "1@12", "1@13"]
    # Every cell is equivalent under row and column permutations: the value depends on N only.
    for n in range(1, 10):
        assert len({m.value for m in analysis.moves if m.move[0] == n}) == 1


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**9), filled=st.integers(0, 9))
def test_row_and_column_permutations_keep_the_canonical_form_and_the_score(seed, filled):
    rng = random.Random(seed)
    pos = random_position(filled, rng)
    rows, cols = rng.sample(range(3), 3), rng.sample(range(3), 3)
    moved = tuple(pos.cells[rows[r] * 3 + cols[c]] for r in range(3) for c in range(3))
    assert canonical(moved) == canonical(pos.cells)
    if filled == 9:
        assert score(moved) == score(pos.cells)


def test_transposing_is_not_a_symmetry():
    cells = (1, 2, 3, 4, 5, 6, 7, 8, 9)
    transposed = tuple(cells[c * 3 + r] for r in range(3) for c in range(3))
    assert score(transposed) == -score(cells)


@pytest.mark.parametrize("text,message", [
    ("12345678", "needs 9 cells"), ("1234567891", "needs 9 cells"),
    ("11.......", "number 1 appears twice"), ("12a......", "cell 13 holds 'a'")])
def test_bad_tables_are_named(text, message):
    with pytest.raises(NotationError, match=message):
        GAME.parse_position(text)


def test_moves_are_written_n_at_row_column_and_checked():
    pos = GAME.parse_position("917.5.682")
    assert GAME.parse_move(pos, "4@21") == (4, 3)
    for bad in ("4@22", "9@21", "4@41", "421", "x@21"):
        with pytest.raises(NotationError):
            GAME.parse_move(pos, bad)
