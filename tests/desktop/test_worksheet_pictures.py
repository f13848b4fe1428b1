"""Every game's board and "how the computer thinks" view can be drawn for paper: not blank,
cropped to the drawing, at most as wide as asked; a bad position is named, not a traceback."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QLabel

from desktop.framework import paper_images, position_picture
from desktop.framework.position_picture import (LOGICAL_WIDTH, board_picture, crop,
                                                 explanation_picture, explanation_pictures)
from desktop.framework.search_tree import NodeItem, SearchTreeView
from desktop.worksheets.pages import BOARD_PX, CONTENT_W, EXPLANATION_PX, Picture, key_blocks
from engines.exercise import generate
from engines.exercise.model import Exercise


@pytest.fixture(autouse=True)
def engine_jobs_end(qtbot):
    """No engine job outlives its test's windows (it would report into a deleted one): it
    ends before qtbot closes them."""
    yield
    QThreadPool.globalInstance().waitForDone(20000)

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


BASE_FONT_PX = 12
"""The app's 9 pt text, in screen pixels."""


@pytest.mark.parametrize("game,kind", [("nim", "best-move"), ("cards24", "mex"),
                                       ("determinant", "best-move"), ("kalah", "best-move"),
                                       ("odnomastka", "tricks"), ("seki", "who-wins")])
def test_the_key_prints_the_explanations_words_at_9_points(qtbot, game, kind) -> None:
    exercise = generate(game, kind, level=2, seed=3)
    blocks = key_blocks(1, exercise, lambda e: (None, explanation_pictures(e, EXPLANATION_PX)))
    pictures = [p for b in blocks for p in b.parts if isinstance(p, Picture)]
    assert pictures
    for picture in pictures:  # none made smaller to fit: at the scale of the view's words
        assert picture.size[0] / picture.image.width() == pytest.approx(
            CONTENT_W / EXPLANATION_PX)
        assert picture.image.width() <= EXPLANATION_PX
    words_pt = BASE_FONT_PX * CONTENT_W / LOGICAL_WIDTH
    assert words_pt >= 9


def test_a_tree_is_printed_three_levels_deep_and_left_as_it_was(qtbot, monkeypatch) -> None:
    """The chosen line of a Kalah search runs deeper: whole, its nodes would print tiny."""
    levels: list[int] = []
    draw = paper_images.draw_scene

    def counting(scene, width_px, ratio, text=1.0):
        levels.append(len({round(i.y()) for i in scene.items() if isinstance(i, NodeItem)}))
        return draw(scene, width_px, ratio, text)
    monkeypatch.setattr(paper_images, "draw_scene", counting)
    exercise = generate("kalah", "best-move", level=1, seed=2)
    explanation_pictures(exercise, EXPLANATION_PX)
    tree = position_picture._tabs().tab("kalah", exercise.variant, exercise.settings,
                                        exercise.position).thinking.findChild(SearchTreeView)
    on_screen = len({round(n.y) for n in tree.nodes() if n.expanded or n is tree.root}) + 1
    assert levels == [paper_images.TREE_LEVELS] and on_screen > levels[0]


def test_every_nim_position_is_drawn_at_one_scale(qtbot) -> None:
    # Heights grow by one stone a row: the screen's board would draw "1 1" and "1 2" 2.2×
    # enlarged but "1 7" fitted smaller.
    heights = {rows: board_picture("nim", None, {}, f"1 {rows}", BOARD_PX).height()
               for rows in (1, 2, 7)}
    stone = heights[2] - heights[1]
    assert stone > 20
    assert heights[7] - heights[2] == pytest.approx(5 * stone, abs=3)


def test_paper_names_the_sides_as_the_question_does_not_as_you_and_the_computer(qtbot):
    """A question says "B to move"; a board captioned "A (you)" would tell the pupil he plays
    the other side."""
    board_picture("durak", None, {}, "A:1,7,9 B:2,3,4,10 attack:A table:8", 400)
    tab = position_picture._tabs().tab("durak", None, {}, "A:1,7,9 B:2,3,4,10 attack:A table:8")
    assert tab.side_names() == (tab.side_label(0), tab.side_label(1))


@pytest.mark.parametrize("game,kind,seed", [("kalah", "best-move", 2), ("kalah", "who-wins", 5),
                                            ("determinant", "best-move", 3)])
def test_a_printed_tree_s_smallest_print_is_9_points(qtbot, game, kind, seed) -> None:
    """The α/β line of a node printed about 7 pt: the tree keeps fewer moves a node on paper
    and its words are enlarged against the drawing."""
    exercise = generate(game, kind, level=2, seed=seed)
    blocks = key_blocks(1, exercise, lambda e: (None, explanation_pictures(e, EXPLANATION_PX)))
    trees = [p for b in blocks for p in b.parts
             if isinstance(p, Picture) and p.image.text("small_print_pt")]
    assert trees
    for tree in trees:
        printed = float(tree.image.text("small_print_pt")) * tree.size[0] / tree.image.width() \
            * EXPLANATION_PX / CONTENT_W
        assert printed >= 9 - 0.05


def printed_words(monkeypatch) -> list[str]:
    """The words of every label shown when a view is drawn for paper, as they are drawn."""
    drawn: list[str] = []
    draw = position_picture.draw_widget

    def reading(widget, *args):
        drawn.extend(label.text() for label in widget.findChildren(QLabel)
                     if label.isVisibleTo(widget))
        return draw(widget, *args)
    monkeypatch.setattr(position_picture, "draw_widget", reading)
    return drawn


def test_paper_leaves_out_the_screen_s_click_a_node(qtbot, monkeypatch) -> None:
    drawn = printed_words(monkeypatch)
    exercise = generate("determinant", "best-move", level=2, seed=3)
    explanation_pictures(exercise, EXPLANATION_PX)
    assert any("Symmetric moves share a node (×k)." in t for t in drawn)
    assert not any("Click" in t for t in drawn)
    tab = position_picture._tabs().tab("determinant", None, {}, exercise.position)
    assert any("Click a node" in label.text() for label in tab.thinking.findChildren(QLabel))


def test_paper_leaves_out_the_screen_s_step_counter(qtbot, monkeypatch) -> None:
    """Nim's binary table is printed at its last step, without the walk's "step 6 of 6"."""
    drawn = printed_words(monkeypatch)
    explanation_pictures(generate("nim", "best-move", level=1, seed=3), EXPLANATION_PX)
    assert any("Nim-sum" in t or "nim-sum" in t for t in drawn)
    assert not any(t.startswith("step ") for t in drawn)


def test_an_answer_and_its_pictures_share_a_page_when_they_fit(qtbot) -> None:
    """A Kalah answer, its words and its tree: one block, so the tree never heads the next
    page above another exercise's answer."""
    exercise = generate("kalah", "best-move", level=2, seed=3)
    blocks = key_blocks(1, exercise, lambda e: (None, explanation_pictures(e, EXPLANATION_PX)))
    assert len(blocks) == 1
    assert len([p for p in blocks[0].parts if isinstance(p, Picture)]) == 2
