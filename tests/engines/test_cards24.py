"""24 cards: the whole-game tables against the generic memoised solvers and a brute force."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.cards24.rules import Cards24, Cards24Analyzer
from engines.protocol import NotationError
from engines.solvers.exact import ExactSolver
from engines.solvers.grundy import GrundySolver
from tests.engines.brute_force import brute_value

decks = st.lists(st.integers(0, 3), min_size=1, max_size=4)


def normal_play_options(game):
    """Options for Sprague–Grundy: a move over the target is not an option (it loses)."""
    def options(pos):
        room = game.target - game.total(pos)
        return [game.play(pos, v) for v in game.legal_moves(pos) if v <= room]
    return options


@settings(max_examples=80, deadline=None)
@given(deck=decks, target=st.integers(1, 25))
def test_tables_agree_with_the_generic_solvers_and_brute_force_on_every_position(deck, target):
    game = Cards24(deck, target)
    grundy, values, remoteness = game.tables()
    exact = ExactSolver(game)
    sg = GrundySolver(game, options=normal_play_options(game))
    for i in range(game.size):
        pos = game.position_at(i)
        if game.total(pos) > target:
            continue  # not a position anyone can be asked to move in
        assert (values[i], remoteness[i]) == exact.solve(pos)
        assert values[i] == brute_value(game, pos)
        assert grundy[i] == sg.grundy(pos)
        assert (grundy[i] == 0) == (values[i] == -1), "Grundy 0 must mean lost for the mover"


def test_default_deck_start_is_won_by_taking_a_2_4_or_6():
    game = Cards24()
    analysis = Cards24Analyzer(game).analyze(game.initial())
    assert analysis.value == 1 and analysis.extra["grundy"] == 3
    assert [m.text for m in analysis.optimal_moves] == ["2", "4", "6"]
    assert analysis.extra["total"] == 0


def test_reaching_the_target_exactly_wins_and_going_over_loses():
    game = Cards24((4, 4, 4, 4, 4, 4), 50)
    with pytest.raises(NotationError, match="over the target"):
        game.parse_position("0 0 0 0 1 1")  # total 73: the game ended long before
    over = game.parse_position("0 0 0 0 3 3")  # 51: the 6 was taken last, from 45
    assert not game.legal_moves(over) and game.terminal_value(over) == 1
    pos = game.parse_position("0 0 4 4 4 4")  # 1s and 2s gone: total 12
    assert game.total(pos) == 12
    near = game.parse_position("0 0 0 3 4 1")  # taken: 1s, 2s, 3s, one 4, three 6s = 46
    assert game.total(near) == 46
    analysis = Cards24Analyzer(game).analyze(near)
    by_move = {m.text: m for m in analysis.moves}
    assert by_move["4"].value == 1 and by_move["4"].remoteness == 1  # 46 + 4 = 50
    assert by_move["5"].value == -1 and by_move["5"].remoteness == 1  # 51: over, lost at once


@pytest.mark.parametrize("text,message", [
    ("4 4 4 4 4", "give 6 counts"), ("4 4 4 4 4 x", "not a number"),
    ("4 4 4 4 4 -1", "negative"), ("4 4 4 4 4 5", "deck has only 4"),
    ("0 0 0 0 0 0", "over the target")])
def test_bad_positions_are_named(text, message):
    with pytest.raises(NotationError, match=message):
        Cards24().parse_position(text)


def test_position_numbering_round_trips():
    game = Cards24((2, 0, 3))
    for i in range(game.size):
        assert game.index(game.position_at(i)) == i
