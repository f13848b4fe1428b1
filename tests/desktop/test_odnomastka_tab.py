"""The one-suit tab driven like a user: clicking cards, the optimal cards lit before the
computer plays, traps, the terminal rule in words, durak's take button, deals and files."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.framework.record import Mode
from desktop.games.one_suit.board import card_runs
from desktop.games.one_suit.tab import OneSuitDialog, deal
from engines.games.one_suit.durak import draw_lengths_cards
from engines.protocol import NotationError
from tests.desktop.conftest import play_whole_game, settle, tab_of
from tests.desktop.language_walk import painted_texts, wrong_script


@pytest.fixture
def suit(window):
    return tab_of(window, "odnomastka")


def settings(**kw):
    base = {"game": "odnomastka", "variant": "standard", "k": 4, "first": 0,
            "hands": [[1, 4, 6, 7], [2, 3, 5, 8]]}
    base.update(kw)
    return base


def click_card(qtbot, tab, card):
    canvas = tab.board.canvas
    rect = dict(canvas.card_rects(canvas.mover))[card]
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton,
                     pos=QPoint(int(rect.center().x()), int(rect.center().y())))


def test_a_whole_game_by_clicking_cards_counts_every_trick(qtbot, suit):
    suit.start_game(settings())
    suit.controls.speed.setValue(5)
    play_whole_game(qtbot, suit, lambda tab: click_card(
        qtbot, tab, tab.game.legal_moves(tab.position)[0]))
    assert sum(suit.tricks()) == 4
    assert "взяток" in suit.board.canvas.side_text[0]


def test_the_computers_optimal_cards_light_up_before_it_plays(qtbot, suit):
    suit.controls.speed.setValue(1)  # a long pause before the computer's card
    suit.start_game(settings(first=1))
    suit.set_mode(Mode.HUMAN_COMPUTER)  # B, the computer, leads
    settle(qtbot, suit)
    analysis = suit.analyses[suit.position]
    optimal = {m.move for m in analysis.optimal_moves}
    assert suit.board.canvas.highlight == optimal and optimal
    assert "Лучшие ходы B" in suit.thinking.choice.text() or "B" in suit.thinking.choice.text()


def test_a_lost_computer_sets_a_trap_and_says_how_many_ways_to_err(qtbot, suit):
    suit.controls.speed.setValue(1)
    suit.start_game(settings(variant="terminal", hands=[[1, 2, 3], [4, 5, 6]], k=3, first=0))
    suit.set_mode(Mode.COMPUTER_HUMAN)  # A, the computer, holds no high card: lost
    settle(qtbot, suit)
    text = suit.thinking.choice.text()
    assert "проигрыш" in text and "ошибиться" in text


def test_the_terminal_rule_is_said_in_words(qtbot, suit):
    suit.set_mode(Mode.HUMAN_HUMAN)
    suit.start_game(settings(variant="terminal"))
    settle(qtbot, suit)
    assert "Выигрывает B: у него старшая карта, 8" in suit.status.text()
    assert suit.analyses[suit.position].value == -1


def test_durak_offers_take_and_plays_to_the_end(qtbot, suit):
    suit.set_mode(Mode.HUMAN_HUMAN)
    suit.start_game(settings(game="durak", variant="optional-take"))
    settle(qtbot, suit)
    assert not suit.board.take_button.isVisible()
    click_card(qtbot, suit, 1)  # A attacks with 1
    assert suit.board.take_button.isVisible()
    qtbot.mouseClick(suit.board.take_button, Qt.MouseButton.LeftButton)
    assert suit.position.hands[1] == (1, 2, 3, 5, 8) and suit.position.attacker == 0
    suit.controls.speed.setValue(5)
    suit.set_mode(Mode.COMPUTER_COMPUTER)
    qtbot.waitUntil(lambda: suit.record.is_over(), timeout=20_000)
    assert not suit.position.hands[0] or not suit.position.hands[1]


def test_a_whole_suit_of_durak_with_optional_take_values_every_card(qtbot, suit):
    """13 a hand, a deal whose drawing lines are long (deal 27 of bench_durak.py): every card
    is valued; the draws with their length where the solver is compiled (within a second), in
    pure Python above 22 cards in play without it (it would take seconds)."""
    suit.set_mode(Mode.HUMAN_HUMAN)
    hands = [[1, 2, 4, 5, 8, 12, 13, 15, 17, 19, 22, 25, 26],
             [3, 6, 7, 9, 10, 11, 14, 16, 18, 20, 21, 23, 24]]
    suit.start_game(settings(game="durak", variant="optional-take", k=13, hands=hands))
    settle(qtbot, suit)
    analysis = suit.analyses[suit.position]
    assert analysis.value == 0 and len(analysis.moves) == 13
    lengths = draw_lengths_cards() >= 26
    assert all((m.remoteness is None) != lengths for m in analysis.moves if m.value == 0)
    assert all(m.remoteness for m in analysis.moves if m.value != 0)
    assert all(m.best for m in analysis.moves if m.value == 0)  # with lengths or without
    assert (f"больше {draw_lengths_cards()} карт" in suit.panel.summary.text()) != lengths
    assert suit.panel.summary.text().startswith("Всего 13 ходов; из них 10 оптимальных (★).")
    suit.start_game(settings(game="durak", variant="optional-take"))
    settle(qtbot, suit)
    assert suit.analyzer.lengths_of_draws(suit.position)  # 4 a hand: their lengths too
    assert f"больше {draw_lengths_cards()} карт" not in suit.panel.summary.text()


def test_bad_deals_in_the_editor_are_named(qtbot, suit):
    suit.start_game(settings())
    with pytest.raises(NotationError, match="дважды|twice"):
        suit.validate_position("A:1,2 B:2,3 lead:A")
    with pytest.raises(NotationError, match="equal"):
        suit.validate_position("A:1,2,4 B:3 lead:A")
    assert suit.validate_position("A:1,4 B:2,3 lead:B").leader == 1  # two tricks played
    with pytest.raises(NotationError, match="1…8; 9"):
        suit.validate_position("A:1,2,3,4 B:5,6,7,9 lead:A")  # k = 4: 8 is missing, 9 foreign
    with pytest.raises(NotationError, match="1…8"):
        suit.validate_position("A:1,2 B:3,12 lead:A")


def test_the_new_game_dialog_deals_by_number(qtbot, suit):
    dialog = OneSuitDialog(suit, settings())
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(4)  # durak
    dialog.k.setValue(14)  # a whole suit at most
    assert "13" in dialog.error.text() and "14" in dialog.error.text()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted  # the dialog stays open
    dialog.kind.setCurrentIndex(2)  # the last trick wins: its rule takes 1000 a hand
    dialog.k.setValue(1000)
    assert dialog.error.text() == ""
    dialog.kind.setCurrentIndex(0)  # most tricks: the exact solver's 13
    assert "13" in dialog.error.text()
    dialog.kind.setCurrentIndex(5)  # durak, must beat: a whole suit
    dialog.k.setValue(13)
    assert dialog.error.text() == ""
    dialog.kind.setCurrentIndex(4)
    dialog.k.setValue(5)
    dialog.seed.setValue(42)
    chosen = dialog.settings()
    assert chosen["game"] == "durak" and chosen["hands"] == deal(5, 42)
    assert sorted(chosen["hands"][0] + chosen["hands"][1]) == list(range(1, 11))


def test_a_saved_one_suit_game_comes_back(qtbot, suit):
    suit.set_mode(Mode.HUMAN_HUMAN)
    suit.start_game(settings(variant="standard-misere"))
    settle(qtbot, suit)
    suit.play_human_move(4)
    saved = suit.to_saved()
    suit.start_game(settings())
    suit.load_saved(saved)
    assert suit.game.variant == "standard-misere" and suit.position.table == 4


def test_durak_says_take_in_the_ui_language_and_accepts_it_typed(qtbot, suit, window):
    suit.set_mode(Mode.HUMAN_HUMAN)
    suit.start_game(settings(game="durak", variant="optional-take"))
    settle(qtbot, suit)
    click_card(qtbot, suit, 1)  # A attacks with 1: B may take
    settle(qtbot, suit)
    moves = [suit.panel.table.topLevelItem(r).text(0).strip("★ ")
             for r in range(suit.panel.table.topLevelItemCount())]
    assert "взять" in moves and "take" not in moves
    suit.controls.move_entry.setText("взять")
    suit.controls.move_entry.returnPressed.emit()
    assert suit.record.plies[-1].move == "take" or suit.record.plies[-1].text == "take"
    assert suit.moves_view.model().index(2, 0).data().endswith("взять")
    window.set_language("en")
    qtbot.wait(20)
    settle(qtbot, suit)
    assert suit.moves_view.model().index(2, 0).data() == "2. B: take"
    suit.undo()
    settle(qtbot, suit)
    moves = [suit.panel.table.topLevelItem(r).text(0).strip("★ ")
             for r in range(suit.panel.table.topLevelItemCount())]
    assert "take" in moves


def test_card_runs_write_consecutive_cards_as_one():
    assert card_runs([23, 1, 2, 3, 20, 24, 25]) == "1–3, 20, 23–25"
    assert card_runs([]) == "" and card_runs([7]) == "7"


def test_a_deal_too_long_for_cards_is_drawn_compact_and_played_at_once(qtbot, suit):
    """k = 1000 in the terminal version: the rule answers at once, the hands are written as runs
    (no card to click), and a typed card is played."""
    suit.resize(1366, 768)
    suit.start_game({"game": "odnomastka", "variant": "terminal", "k": 1000, "first": 0,
                     "hands": deal(1000, 1)})
    qtbot.waitUntil(lambda: suit.position in suit.analyses, timeout=10_000)
    canvas = suit.cards_board().canvas
    assert canvas.compact() and canvas.card_at(canvas.rect().center()) is None
    analysis = suit.analyses[suit.position]
    assert analysis.exact and len(analysis.moves) == 1000
    canvas.grab()  # paints without error
    suit.start_game(settings())
    assert not suit.cards_board().canvas.compact()  # six cards a hand: real cards


def test_a_language_switch_before_durak_is_analysed_keeps_the_tab_alive(qtbot, suit):
    """The view still held the odnomastka analysis when a durak game began: rebuilding its words
    in the new language read the old position with durak's rules and raised."""
    suit.start_game(settings())
    settle(qtbot, suit)
    assert suit.thinking._shown is not None  # the odnomastka analysis is on show
    suit.deactivate()  # hidden: the durak game waits unanalysed
    suit.start_game(settings(game="durak", variant="optional-take"))
    suit.thinking.retranslate_ui()  # what a language switch does
    assert suit.thinking._shown is None


@pytest.mark.parametrize("game, english", [("odnomastka", "tricks: 0"), ("durak", "cards: 4")])
def test_a_language_switch_relabels_the_board(qtbot, suit, window, game, english):
    """The board paints each hand's count ("cards: 13") itself: a language switch left the
    Russian words on an English screen until the next move."""
    variant = "optional-take" if game == "durak" else "standard"
    suit.set_mode(Mode.HUMAN_HUMAN)
    suit.start_game(settings(game=game, variant=variant))
    settle(qtbot, suit)
    window.set_language("en")
    qtbot.wait(20)
    painted = [text for _, text in painted_texts(suit.cards_board().canvas)]
    assert any(text.endswith(english) for text in painted), painted
    assert not wrong_script([("painted", text) for text in painted], "en")
