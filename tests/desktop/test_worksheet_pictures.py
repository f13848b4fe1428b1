"""Every game's board and "how the computer thinks" view can be drawn for paper: not blank,
cropped to the drawing, at most as wide as asked; a bad position is named, not a traceback."""
from __future__ import annotations

import pytest

from desktop.framework.position_picture import board_picture, crop, explanation_picture
from engines.exercise.model import Exercise

POSITIONS = [("nim", {}, "3 4 5"), ("kalah", {"m": 3, "n": 2}, "2,2,2/0/2,2,2/0/S"),
             ("cards24", {}, "4 4 4 4 4 4"), ("determinant", {}, "1 2 3 4 5 6 . . ."),
             ("odnomastka", {}, "A:1,3,5 B:2,4,6 lead:A"), ("seki", {}, "2,1,1/1,2,1/1,1,2 R"),
             ("ege", {}, "14 Petya")]


@pytest.mark.parametrize("game,settings,position", POSITIONS)
def test_pictures_of_every_game(qtbot, game, settings, position) -> None:
    board = board_picture(game, None, settings, position, 600)
    assert 100 < board.width() <= 600 and board.height() > 50
    assert crop(board).size() == board.size()  # already cropped: no white border left
    exercise = Exercise(game, "", "best-move", 1, 1, ("", ()), (), {}, {}, position=position,
                        settings=settings)
    explanation = explanation_picture(exercise, 900)
    assert 100 < explanation.width() <= 900 and explanation.height() > 30


def test_a_bad_position_is_named(qtbot) -> None:
    with pytest.raises(ValueError, match="heap"):
        board_picture("nim", None, {}, "3 x 5", 600)
    with pytest.raises(ValueError, match="no board"):
        board_picture("chess", None, {}, "e4", 600)
