"""What the screen says about results is as exact as the engine: the end-of-game message, the ★
of the analysis panel and its colours, the review, the play-out command, a set-up position that
waits, and the Kalah player's name. Every game, both languages."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from desktop.framework.panels import colours
from desktop.framework.record import Mode
from desktop.headless import playout
from engines import registry
from engines.policy import choose
from engines.protocol import ValueKind
from engines.review import GOOD, judge
from tests.desktop.conftest import settle, tab_of
from tests.engines.test_best_play import STARTS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):
    """One main window for the whole module (a window with every tab takes seconds to build);
    every test starts its own game in it, in Russian."""
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    old = os.environ.get("FINITE_GAMES_DATA")
    os.environ["FINITE_GAMES_DATA"] = str(tmp_path_factory.mktemp("data"))
    translations = Translations()
    translations.switch("ru")
    win = MainWindow(translations, make_settings(), autosave=False)
    win.show()
    yield win
    for tab in win.game_tabs:
        tab.deactivate()
    win.close()
    translations.uninstall()
    if old is None:
        os.environ.pop("FINITE_GAMES_DATA", None)
    else:
        os.environ["FINITE_GAMES_DATA"] = old


@pytest.fixture(autouse=True)
def in_russian(window):
    if window.translations.language != "ru":
        window.translations.switch("ru")
        QApplication.processEvents()
    yield


def cli_settings(options):
    """The engine options of a start written as the tab's settings (lists, not strings)."""
    out = {}
    for key, value in options.items():
        if key == "edges":
            value = [[int(x) for x in part.split(",")] for part in value.split(";")]
        elif key == "deck":
            value = [int(x) for x in value.split()]
        out[key] = value
    return out


def predicted(name, variant, options, start):
    game, analyzer = registry.build(name, variant, options)
    pos = game.parse_position(start)
    a = analyzer.analyze(pos)
    for_first = a.value if a.mover == 0 else -a.value
    sign = (for_first > 0) - (for_first < 0)
    winner = None if sign == 0 else game.info.sides[0 if sign > 0 else 1]
    return game, winner, for_first


# --- the play-out: every game and variant ends where the engine says ----------------------
@pytest.mark.parametrize("name,variant,options,start", STARTS,
                         ids=[f"{g}-{v}" for g, v, _, _ in STARTS])
def test_playout_ends_at_the_start_value(qtbot, window, capsys, name, variant, options, start):
    game, winner, for_first = predicted(name, variant, options, start)
    code = playout(window, name, start, variant, json.dumps(cli_settings(options)), timeout=60)
    out = capsys.readouterr().out.strip().splitlines()[-1]
    assert code == 0
    result = json.loads(out)
    assert result["winner"] == winner, result
    if game.info.value_kind is ValueKind.SCORE:
        assert result["score"] == for_first, result
    else:
        assert result["score"] is None
    assert result["start"] == game.format_position(game.parse_position(start))
    assert not game.legal_moves(game.parse_position(result["final"]))
    tab = window.current
    shown = tab.status.text()
    assert result["message"] == shown and shown.startswith(tab.game_over_text())
    if winner is None:
        assert "ничья" in shown
    else:
        assert tab.side_label(game.info.sides.index(winner)) in shown and "выиграл" in shown


def test_the_playout_command_prints_one_json_line_and_says_bad_input_in_one_line():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-m", "desktop", "--playout", "odnomastka",
                          "A:1,3,4 B:2,5,7 lead:A", "--lang", "en"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["winner"] == "B" and result["score"] == -1  # worth -1 for A: 1 trick to 2
    assert result["message"].startswith("Game over: B (computer) won by 1; tricks: A 1, B 2.")
    assert len(result["moves"]) == 6 and result["final"].startswith("A: B: ")
    for bad, says in ((["chess", "x"], "unknown game 'chess'"),
                      (["nim", "3 x"], "heap 2 is not a number"),
                      (["nim", "3 4", "--settings", "{bad"], "not JSON"),
                      (["kalah", "3,3,3/0/3,3,2/0/S"], "17 seeds")):
        run = subprocess.run([sys.executable, "-m", "desktop", "--playout", *bad], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=60)
        assert run.returncode == 2 and says in run.stderr
        assert len(run.stderr.strip().splitlines()) == 1 and "Traceback" not in run.stderr


# --- the end-of-game message comes from the whole game -------------------------------------
def play_texts(qtbot, tab, texts):
    tab.set_mode(Mode.HUMAN_HUMAN)
    for text in texts:
        settle(qtbot, tab)
        tab.play_human_move(tab.game.parse_move(tab.position, text))
    settle(qtbot, tab)
    assert tab.record.is_over()


ONE_SUIT = {"game": "odnomastka", "k": 3, "first": 0, "hands": [[1, 3, 4], [2, 5, 6]]}
FINISHED = [
    # one suit, standard: B takes 3 tricks, A none; the last position's own value is 0
    ("odnomastka", dict(ONE_SUIT, variant="standard"), ["1", "2", "5", "3", "6", "4"],
     "выиграл с перевесом 3; взятки: A — 0, B — 3", "won by 3; tricks: A 0, B 3", "B"),
    # A leads 4, B takes with 5, B leads 2, A takes with 3, A leads 1, B takes with 6
    ("odnomastka", dict(ONE_SUIT, variant="standard"), ["4", "5", "2", "3", "1", "6"],
     "выиграл с перевесом 1; взятки: A — 1, B — 2", "won by 1; tricks: A 1, B 2", "B"),
    ("odnomastka", dict(ONE_SUIT, variant="standard-misere"), ["4", "5", "2", "3", "1", "6"],
     "выиграл с перевесом 1", "won by 1", "A"),
    ("odnomastka", dict(ONE_SUIT, variant="terminal-misere"), ["4", "5", "2", "3", "1", "6"],
     "выиграл A", "A (you) won", "A"),  # B took the last trick: A wins
    ("odnomastka", dict(ONE_SUIT, variant="terminal"), ["4", "5", "2", "3", "1", "6"],
     "выиграл B", "B (computer) won", "B"),
    ("odnomastka", {"game": "odnomastka", "variant": "standard", "k": 2, "first": 0,
                    "hands": [[1, 4], [2, 3]]}, ["4", "2", "1", "3"], "ничья", "a draw", None),
    ("nim", {"variant": "normal", "heaps": [1, 2]}, ["2:2", "1:1"], "выиграл B", "B (computer) won",
     "B"),
    ("kalah", {"m": 1, "n": 1, "variant": "standard", "end": "either", "first": 0}, ["1"],
     "ничья", "a draw", None),
]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name,settings,moves,ru,en,winner", FINISHED,
                         ids=[f"{f[0]}-{f[1].get('variant')}-{i}" for i, f in enumerate(FINISHED)])
def test_the_end_message_tells_the_real_result(qtbot, window, lang, name, settings, moves, ru,
                                               en, winner):
    tab = tab_of(window, name)
    tab.start_game(dict(tab.default_settings(), **settings))
    play_texts(qtbot, tab, moves)
    tab.set_mode(Mode.HUMAN_COMPUTER)  # the names as a pupil against the computer sees them
    settle(qtbot, tab)
    if lang == "en":
        window.translations.switch("en")
        QApplication.processEvents()
    text = tab.status.text()
    assert (ru if lang == "ru" else en) in text, text
    assert tab.panel.forecast.text() == tab.game_over_text() and text.startswith(
        tab.game_over_text())
    assert tab.result().winner_name(tab.game) == winner
    if lang == "en":
        window.translations.switch("ru")


# --- the ★: exactly the best moves, in won, drawn and lost positions ------------------------
POSITIONS = [
    ("nim", {"variant": "normal", "heaps": [3, 4, 5]}, None),  # won
    ("nim", {"variant": "normal", "heaps": [1, 2, 3]}, None),  # lost
    ("odnomastka", dict(ONE_SUIT, variant="standard", k=3, hands=[[1, 3, 4], [2, 5, 7]]),
     None),  # worth -1 for A by cards 3 and 4, -3 by card 1
    ("odnomastka", dict(ONE_SUIT, variant="terminal", hands=[[1, 2, 3], [4, 5, 6]]), None),
    ("odnomastka", {"game": "durak", "variant": "optional-take", "k": 3, "first": 0,
                    "hands": [[1, 3, 5], [2, 4, 6]]}, None),
    ("seki", {"variant": "seki", "matrix": [[2, 1], [1, 2]], "first": 0}, None),  # drawn
    ("seki", {"variant": "d-seki", "matrix": [[2, 1, 1], [1, 2, 1]], "first": 0}, None),
    ("cards24", {"deck": [2, 2, 2, 2], "target": 15}, None),
    ("determinant", {"variant": "standard"}, "917.5...."),
    ("kalah", {"m": 3, "n": 2, "variant": "standard", "end": "either", "first": 0}, None),
    ("ege", {}, None),
]


@pytest.mark.parametrize("name,settings,position", POSITIONS)
def test_stars_and_colours_follow_the_best_moves(qtbot, window, name, settings, position):
    tab = tab_of(window, name)
    tab.set_mode(Mode.HUMAN_HUMAN)
    full = dict(tab.default_settings(), **settings)
    tab.start_game(full, tab.validate_position(position) if position else None)
    checked = 0
    for _ in range(4):  # this position and a few after it (won, drawn and lost ones)
        settle(qtbot, tab)
        if tab.record.is_over():
            break
        a = tab.analyses[tab.position]
        by_text = {m.text: m for m in a.moves}
        table = tab.panel.table
        for i in range(table.topLevelItemCount()):
            item = table.topLevelItem(i)
            m = by_text[item.data(0, Qt.ItemDataRole.UserRole)]
            assert item.text(0).startswith("★") == m.best, (a.position_text, m.text)
            assert item.background(1).color() == colours(m.value)[1]
            assert item.font(0).bold() == m.best
            checked += 1
        assert choose(a).move.best
        assert str(len(a.best_moves)) in tab.panel.summary.text()
        # the next position: the last move in the list (often a bad one: lost positions too)
        tab.play_human_move(a.moves[-1].move)
    assert checked


def test_the_issues_one_suit_position_stars_and_hints_cards_3_and_4(qtbot, window):
    tab = tab_of(window, "odnomastka")
    tab.set_mode(Mode.HUMAN_COMPUTER)
    tab.start_game(dict(ONE_SUIT, variant="standard", hands=[[1, 3, 4], [2, 5, 7]]))
    settle(qtbot, tab)
    stars = {tab.panel.table.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
             for i in range(tab.panel.table.topLevelItemCount())
             if tab.panel.table.topLevelItem(i).text(0).startswith("★")}
    assert stars == {"3", "4"}
    tab.hint()
    assert tab._hint in (3, 4)


# --- the review agrees with the panel; a double-click shows the position ------------------
@pytest.mark.parametrize("name,settings", [
    ("nim", {"variant": "normal", "heaps": [2, 3, 4]}),
    ("odnomastka", dict(ONE_SUIT, variant="standard", k=4, hands=[[1, 3, 4, 8], [2, 5, 6, 7]])),
    ("seki", {"variant": "d-seki", "matrix": [[2, 1, 1], [1, 2, 1]], "first": 0}),
])
def test_review_verdicts_agree_with_the_stars_and_double_click_jumps(qtbot, window, name,
                                                                      settings):
    import random
    tab = tab_of(window, name)
    tab.set_mode(Mode.HUMAN_HUMAN)
    tab.start_game(dict(tab.default_settings(), **settings))
    rng = random.Random(2)
    while not tab.record.is_over():
        settle(qtbot, tab)
        tab.play_human_move(rng.choice(list(tab.game.legal_moves(tab.position))))
    settle(qtbot, tab)
    tab.review()
    qtbot.waitUntil(lambda: getattr(tab, "review_dialog", None) is not None, timeout=10_000)
    dialog = tab.review_dialog
    plies = list(tab.record.plies)
    assert dialog.table.topLevelItemCount() == len(plies)
    for i, ply in enumerate(plies):
        before = tab.analyses[ply.before]
        starred = next(m for m in before.moves if m.text == ply.text).best
        verdict = dialog.verdicts[i]
        assert (verdict in GOOD) == starred and verdict == judge(before, ply.text)[0]
    assert "(из" in dialog.summary.text()  # "… (of N moves judged exactly)"
    row = len(plies) // 2
    item = dialog.table.topLevelItem(row)
    dialog.table.itemDoubleClicked.emit(item, 0)
    assert tab.position == plies[row].before
    assert len(tab.record.plies) == row
    dialog.close()


# --- a set-up position waits for Play or Step ---------------------------------------------
def test_a_position_set_with_the_computer_to_move_waits(qtbot, window, monkeypatch):
    from desktop.framework import game_tab

    class Editor:
        def __init__(self, parent, title, hint, text, validate):
            self.position = validate("4 5 6")

        def exec(self):
            return True
    monkeypatch.setattr(game_tab, "PositionEditor", Editor)
    tab = tab_of(window, "nim")
    tab.controls.speed.setValue(5)
    tab.set_mode(Mode.COMPUTER_HUMAN)  # the computer plays A, who is to move
    tab.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    qtbot.waitUntil(lambda: len(tab.record.plies) == 1, timeout=10_000)  # a new game: it moves
    tab.edit_position()
    settle(qtbot, tab)
    qtbot.wait(400)  # far longer than the fastest computer move
    assert not tab.record.plies and tab.paused
    assert "Шаг" in tab.status.text() or "Step" in tab.status.text()
    tab.step()
    assert len(tab.record.plies) == 1
    tab.play_human_move(tab.game.legal_moves(tab.position)[0])
    qtbot.waitUntil(lambda: len(tab.record.plies) == 2 or tab.paused, timeout=3000)


# --- Kalah names its player for what it is --------------------------------------------------
def test_kalah_strength_box_names_the_search_it_really_does(qtbot, window):
    tab = tab_of(window, "kalah")
    tab.start_game(tab.default_settings())
    box = tab.toolbar.strength_box
    from engines.games.kalah.player import DEFAULT_DEPTH
    assert str(DEFAULT_DEPTH) in box.itemText(0) and "безошибочно" not in box.itemText(0)
    from engines.games.kalah.player import DEFAULT_NODES
    budget = QLocale().toString(DEFAULT_NODES)
    assert "не больше" in box.itemText(0)  # the budget stops the deepening sooner: said so
    assert budget in box.itemData(0, Qt.ItemDataRole.ToolTipRole)
    tab.start_game(dict(tab.settings, depth=4))
    assert "4" in box.itemText(0)
    tab.start_game(dict(tab.settings, time_limit=1.5))
    assert "1.5" in box.itemText(0)
    tab.start_game(dict(tab.settings, m=3, n=3, time_limit=None))
    assert box.itemText(0) == "безошибочно (решено)"
    window.translations.switch("en")
    QApplication.processEvents()
    assert box.itemText(0) == "perfect (solved)"
    tab.start_game(dict(tab.settings, m=6, n=4))
    assert box.itemText(0) == "search to depth 4 at most"
    assert QLocale().toString(DEFAULT_NODES) in box.itemData(0, Qt.ItemDataRole.ToolTipRole)
    window.translations.switch("ru")
    QApplication.processEvents()
    other = tab_of(window, "nim").toolbar.strength_box
    assert other.itemText(0) == "безошибочно"


def test_kalah_review_judges_every_move_and_says_which_were_estimates(qtbot, window):
    tab = tab_of(window, "kalah")
    # Kalah(6,5): no opening table, and never solved in that time (Kalah(6,4)'s start is
    # exact from its opening table since #33)
    tab.start_game(dict(tab.settings, m=6, n=5, depth=2))
    tab.analyzer.options.exact_budget = 0.05
    tab.set_mode(Mode.HUMAN_HUMAN)
    for _ in range(3):
        settle(qtbot, tab, timeout=20_000)
        tab.play_human_move(tab.game.legal_moves(tab.position)[-1])
    tab.review()
    qtbot.waitUntil(lambda: getattr(tab, "review_dialog", None) is not None, timeout=30_000)
    dialog = tab.review_dialog
    texts = [dialog.table.topLevelItem(i).text(3) for i in range(3)]
    assert "не проанализирован" not in texts
    assert all(t == "лучший по оценке" or t.startswith("хуже по оценке (−") for t in texts)
    summary = dialog.summary.text()
    assert "глубину 2" in summary and "изменивших исход" not in summary
    dialog.close()
