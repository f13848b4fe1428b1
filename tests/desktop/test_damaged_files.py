"""The app always starts and never loses the game on the board, whatever the data folder or an
opened file holds: damaged settings, damaged autosaves, bad saves, bad caches."""
from __future__ import annotations

import codecs
import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop import paths
from desktop.framework.record import Mode
from desktop.i18n import Translations
from desktop.main_window import AUTOSAVE, MainWindow, make_settings
from desktop.settings import KEYS, Key, Settings, parse

ROOT = Path(__file__).resolve().parents[2]
NIM_SAVE = {"format": "finite-games", "version": 1, "game": "nim", "variant": "normal",
            "settings": {"variant": "normal", "heaps": [3, 4, 5]}, "start": "3 4 5",
            "moves": ["1:2", "2:1"], "current": 2, "mode": "hh"}


def nim_save(**changes):
    return json.dumps(dict(NIM_SAVE, **changes))


def started_window(qtbot):
    """A start as the app does it, the autosaved games restored without asking."""
    window = MainWindow(Translations(), make_settings())
    qtbot.addWidget(window)
    window.show()
    window.start_up(None, ask=False)
    return window


def close(window):
    for tab in window.game_tabs:
        tab.deactivate()
    if window.problem_box is not None:
        window.problem_box.close()


def tab(window, name):
    return next(t for t in window.game_tabs if t.game_name == name)


def stderr_lines_naming(err, name):
    return [line for line in err.splitlines() if name in line]


# --- settings.ini ----------------------------------------------------------------------------
@pytest.mark.parametrize("raw", ["abc", "2.5", "1, 2", "99", "-4", "１", "", "3 4"])
def test_a_bad_font_size_gets_its_default_is_mentioned_once_and_written_back(tmp_path, raw):
    (tmp_path / "settings.ini").write_text(f"[ui]\nfont_size={raw}\n", encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.value("ui/font_size") == 0
    assert len(settings.problems) == 1 and "ui/font_size" in str(settings.problems[0])
    settings.sync()
    again = Settings(tmp_path)  # the default was written back: the next start is quiet
    assert again.problems == [] and again.value("ui/font_size") == 0


def test_good_values_are_read_with_their_types(tmp_path):
    (tmp_path / "settings.ini").write_text(
        "[ui]\nfont_size=+3\nlanguage=en\n[engine]\nvary=false\n", encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.problems == []
    assert settings.value("ui/font_size") == 3 and settings.value("ui/language") == "en"
    assert settings.value("engine/vary") is False
    settings.setValue("ui/font_size", 5)
    settings.sync()
    assert Settings(tmp_path).value("ui/font_size") == 5


def test_every_declared_key_refuses_values_of_the_wrong_kind():
    for key in KEYS.values():
        assert parse(key, key.default) == key.default
        with pytest.raises(ValueError):
            parse(key, ["1", "2"])  # what QSettings makes of "1, 2"
    assert parse(Key("x", 0, low=0, high=5), " 5 ") == 5
    with pytest.raises(ValueError):
        parse(Key("x", 0, low=0, high=5), "6")
    with pytest.raises(ValueError):
        parse(Key("x", "", max_length=3), "abcd")


def test_bad_language_and_vary_are_replaced_too(tmp_path):
    (tmp_path / "settings.ini").write_text(
        "[ui]\nlanguage=xx\n[engine]\nvary=maybe\n", encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.value("ui/language") == "ru" and settings.value("engine/vary") is True
    assert len(settings.problems) == 1  # one notice for the file, naming both keys
    assert "ui/language" in str(settings.problems[0]) and "engine/vary" in str(
        settings.problems[0])


def test_a_huge_settings_file_is_moved_aside_unread(tmp_path):
    path = tmp_path / "settings.ini"
    with path.open("wb") as out:
        out.truncate(100 * 2**20)  # 100 MB (sparse: no time spent writing it)
    settings = Settings(tmp_path)
    assert "KB" in str(settings.problems[0]) and settings.value("ui/font_size") == 0
    aside = list(tmp_path.glob("settings.damaged-*.ini"))
    assert len(aside) == 1 and aside[0].stat().st_size == 100 * 2**20
    settings.setValue("ui/font_size", 2)
    settings.sync()  # writes a small new file, not 100 MB
    assert path.stat().st_size < 1000


def test_the_window_starts_with_bad_settings_and_says_so_once(qtbot, capfd):
    folder = paths.user_data()
    (folder / "settings.ini").write_text("[ui]\nfont_size=2.5\n[engine]\nvary=1, 2\n",
                                         encoding="utf-8")
    window = started_window(qtbot)
    assert window.zoom == 0 and window.act_vary.isChecked()
    assert len(window.problems) == 1 and window.problems[0].startswith("settings.ini")
    assert window.problem_box is not None and window.problem_box.isVisible()
    assert "settings.ini" in window.problem_box.informativeText()
    err = capfd.readouterr().err
    assert len(stderr_lines_naming(err, "settings.ini")) == 1 and "Traceback" not in err
    close(window)


# --- autosave.json ---------------------------------------------------------------------------
DAMAGED_AUTOSAVES = {
    "nested": b"[" * 100_000 + b"]" * 100_000,
    "not-json": b"{the autosave was cut sh",
    "not-text": b"\xff\xfe\x00\x81\x00garbage",
    "a-list": b"[1, 2, 3]",
    "huge-number": b'{"tabs": {}, "x": ' + b"9" * 5000 + b"}",
    "unknown-game": json.dumps({"clean_exit": True, "current": "chess",
                                "tabs": {"chess": {"moves": ["e4"]}}}).encode(),
    "illegal-move": json.dumps({"clean_exit": False, "current": "nim",
                                "tabs": {"nim": json.loads(nim_save(moves=["1:2", "1:9"]))}}
                               ).encode(),
    "nim-k-too-big": json.dumps({"clean_exit": True, "current": "nim", "tabs": {
        "nim": json.loads(nim_save(variant="moore", settings={"heaps": [3, 4, 5],
                                                              "k": 10**40}, moves=[],
                                   current=0))}}).encode(),
}


@pytest.mark.parametrize("kind", list(DAMAGED_AUTOSAVES))
def test_a_damaged_autosave_is_moved_aside_the_user_told_once_and_a_new_game_starts(
        qtbot, capfd, kind):
    folder = paths.user_data()
    content = DAMAGED_AUTOSAVES[kind]
    (folder / AUTOSAVE).write_bytes(content)
    window = started_window(qtbot)
    assert tab(window, "nim").record.plies == []  # a new game
    assert len(window.problems) == 1 and window.problems[0].startswith(AUTOSAVE)
    aside = list(folder.glob("autosave.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == content  # nothing of the user's lost
    err = capfd.readouterr().err
    assert len(stderr_lines_naming(err, AUTOSAVE)) == 1 and "Traceback" not in err
    close(window)


def test_after_a_damaged_autosave_the_next_start_is_quiet(qtbot):
    (paths.user_data() / AUTOSAVE).write_bytes(DAMAGED_AUTOSAVES["illegal-move"])
    window = started_window(qtbot)
    assert len(window.problems) == 1
    window.close()  # writes a fresh autosave that the next start reads without complaint
    close(window)
    again = started_window(qtbot)
    assert again.problems == [] and tab(again, "nim").record.plies == []
    close(again)


def test_a_huge_autosave_is_refused_without_reading_it(qtbot):
    path = paths.user_data() / AUTOSAVE
    with path.open("wb") as out:
        out.truncate(100 * 2**20)
    window = started_window(qtbot)
    assert "KB" in window.problems[0] and not path.exists()
    close(window)


def test_the_good_games_of_a_partly_damaged_autosave_are_restored(qtbot):
    data = {"clean_exit": True, "current": "nim", "tabs": {
        "nim": json.loads(nim_save()), "chess": {"moves": []},
        "kalah": json.loads(nim_save(game="kalah"))}}
    (paths.user_data() / AUTOSAVE).write_text(json.dumps(data), encoding="utf-8")
    window = started_window(qtbot)
    assert tab(window, "nim").position.heaps == (1, 3, 5)
    assert len(window.problems) == 1 and "chess" in window.problems[0]
    assert window.current is tab(window, "nim")
    close(window)


# --- opening a bad save over a game in progress -------------------------------------------
def deep(levels):
    return "[" * levels + "]" * levels


BAD_SAVES = {
    "utf16-no-bom.json": nim_save().encode("utf-16-le"),
    "latin1.json": nim_save(start="3 4 5 ").replace(" ", "\xa0").encode("latin-1"),
    "deep.json": nim_save(settings={"heaps": "@"}).replace('"@"', deep(100_000)).encode(),
    "shallow-but-deep.json": nim_save(settings={"heaps": "@"}).replace('"@"', deep(200)).encode(),
    "huge-int.json": nim_save(settings={"heaps": "@"}).replace('"@"', "[" + "7" * 5000 + "]"
                                                               ).encode(),
    "k-googol.json": nim_save(variant="moore", settings={"heaps": [3, 4, 5], "k": 10**100}
                              ).encode(),
    "k-huge.json": nim_save(variant="moore", settings={"heaps": [3, 4, 5], "k": 10**40},
                            moves=[], current=0).encode(),
    "illegal-move.json": nim_save(moves=["1:2", "2:1", "1:9"], current=3).encode(),
    "bad-move-text.json": nim_save(moves=["1:2", "x"], current=2).encode(),
    "unknown-game.json": nim_save(game="chess").encode(),
    "bad-heaps.json": nim_save(settings={"heaps": ["3", None]}).encode(),
    "kalah-huge.json": json.dumps(dict(NIM_SAVE, game="kalah", variant="standard",
                                       settings={"m": 10**6, "n": 4},
                                       start="4,4/0/4,4/0/S", moves=[], current=0)).encode(),
    "cards-bad-deck.json": json.dumps(dict(NIM_SAVE, game="cards24", variant="normal",
                                           settings={"deck": "4444"}, start="", moves=[],
                                           current=0)).encode(),
    "current-out-of-range.json": nim_save(current=7).encode(),
    "current-bool.json": nim_save(current=True).encode(),
    "too-many-moves.json": nim_save(moves=["1:1"] * 20_000).encode(),
    "cut-short.json": nim_save().encode()[:40],
    "nan.json": nim_save(settings={"heaps": "@"}).replace('"@"', "[NaN]").encode(),
    "infinite.json": nim_save(settings={"heaps": "@"}).replace('"@"', "[1e999]").encode(),
    "empty.json": b"",
    "a-folder.json": None,
    "missing.json": "missing",
    "huge.json": "huge",
}


@pytest.fixture
def game_in_progress(qtbot, window, monkeypatch):
    """Nim with two moves played (and autosaved); every message box recorded."""
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: messages.append(a[2]))
    nim = tab(window, "nim")
    window.tabs.setCurrentWidget(nim)
    nim.start_game({"variant": "normal", "heaps": [5, 6, 7]})
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.play_human_move(((0, 1),))
    nim.play_human_move(((1, 2),))
    nim.undo()  # one move that can be redone: it must survive too
    return window, messages


def snapshot(window):
    return ({t.game_name: t.to_saved().to_json() for t in window.game_tabs},
            (paths.user_data() / AUTOSAVE).read_bytes(), window.current.game_name,
            tab(window, "nim").undo_stack.index())


def write_bad_save(path, content):
    if content is None:
        path.mkdir()
    elif content == "huge":
        with path.open("wb") as out:
            out.truncate(100 * 2**20)  # 100 MB (sparse: no time spent writing it)
    elif content != "missing":
        path.write_bytes(content)


def test_opening_a_bad_save_leaves_the_game_and_the_autosave_as_they_were(
        game_in_progress, tmp_path, capfd):
    window, messages = game_in_progress
    for name, content in BAD_SAVES.items():  # one window for all: a window takes seconds
        path = tmp_path / name
        write_bad_save(path, content)
        before = snapshot(window)
        messages.clear()
        capfd.readouterr()
        assert not window.load_file(path), name
        assert snapshot(window) == before, name  # byte for byte, the redoable move included
        assert len(messages) == 1 and name in messages[0], (name, messages)
        err = capfd.readouterr().err
        assert len(stderr_lines_naming(err, name)) == 1 and "Traceback" not in err, (name, err)
    messages.clear()


def test_the_message_says_what_is_wrong(game_in_progress, tmp_path):
    window, messages = game_in_progress
    expected = {"utf16-no-bom.json": "UTF-8", "deep.json": "32", "huge-int.json": "5000",
                "illegal-move.json": "1:9", "unknown-game.json": "chess", "huge.json": "2048"}
    for name in expected:
        write_bad_save(tmp_path / name, BAD_SAVES[name])
        window.load_file(tmp_path / name)
    assert len(messages) == len(expected)
    for message, (name, word) in zip(messages, expected.items()):
        assert word in message, (name, message)


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16"])
def test_a_save_with_a_byte_order_mark_opens(game_in_progress, tmp_path, encoding):
    window, messages = game_in_progress
    path = tmp_path / "notepad.json"
    path.write_bytes(nim_save().encode(encoding))
    assert path.read_bytes()[:2] in (codecs.BOM_UTF8[:2], codecs.BOM_UTF16_LE,
                                     codecs.BOM_UTF16_BE)
    assert window.load_file(path) and messages == []
    nim = tab(window, "nim")
    assert nim.position.heaps == (1, 3, 5)
    saved = json.loads((paths.user_data() / AUTOSAVE).read_text(encoding="utf-8"))
    assert saved["tabs"]["nim"]["moves"] == ["1:2", "2:1"]  # the loaded game, autosaved once


# --- the contract's command: python -m desktop --time-to-window [FILE] ---------------------
def time_to_window(data, *args):
    env = dict(os.environ, FINITE_GAMES_DATA=str(data), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "desktop", "--time-to-window", *map(str, args)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_time_to_window_with_damaged_settings_and_autosave_and_a_bad_file(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text("[ui]\nfont_size=abc\n", encoding="utf-8")
    (data / AUTOSAVE).write_bytes(DAMAGED_AUTOSAVES["nested"])
    bad = tmp_path / "из блокнота.json"
    bad.write_bytes(BAD_SAVES["utf16-no-bom.json"])
    out = time_to_window(data, bad)
    assert out.returncode == 0 and "window shown" in out.stdout, out.stderr
    assert "Traceback" not in out.stderr
    for name in ("settings.ini", AUTOSAVE, bad.name):
        assert len(stderr_lines_naming(out.stderr, name)) == 1, (name, out.stderr)
    assert list(data.glob("autosave.damaged-*.json"))
    assert json.loads((data / AUTOSAVE).read_text(encoding="utf-8"))["clean_exit"] is True


def test_time_to_window_restores_the_autosave_opens_the_file_and_autosaves_it(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    kalah = {"format": "finite-games", "version": 1, "game": "kalah", "variant": "standard",
             "settings": {"m": 3, "n": 3}, "start": "3,3,3/0/3,3,3/0/S", "moves": ["1"],
             "current": 1, "mode": "hh"}
    (data / AUTOSAVE).write_text(json.dumps({"clean_exit": True, "current": "kalah",
                                             "tabs": {"kalah": kalah}}), encoding="utf-8")
    good = tmp_path / "game.fgame.json"
    good.write_bytes(nim_save().encode("utf-16"))  # Notepad's "Unicode", with its mark
    out = time_to_window(data, good)
    assert out.returncode == 0 and "window shown" in out.stdout and "Traceback" not in out.stderr
    assert str(data) not in out.stderr and good.name not in out.stderr and \
        AUTOSAVE not in out.stderr
    saved = json.loads((data / AUTOSAVE).read_text(encoding="utf-8"))
    assert saved["current"] == "nim" and saved["tabs"]["nim"]["moves"] == ["1:2", "2:1"]
    assert saved["tabs"]["kalah"]["moves"] == ["1"]  # restored without asking, kept


# --- caches and tables read from disk ------------------------------------------------------
def test_a_kalah_table_with_one_wrong_entry_is_discarded_not_trusted(tmp_path, capfd):
    from desktop.games.kalah.tab import load_cache
    from engines.games.kalah.rules import Kalah
    from engines.games.kalah.solver import KalahProver
    game = Kalah(3, 3)
    solved = KalahProver(game)
    assert solved.value(game.initial()) == 2
    path = tmp_path / "kalah.table"
    solved.save(path)
    data = path.read_bytes()
    header = len(KalahProver.CACHE_MAGIC) + 32
    rules, exact = marshal.loads(data[header:])
    start = next(k for k in exact if k == (game.initial().pits[:3] + game.initial().pits[4:7],
                                           0))
    exact[start] = 17  # what a bad disk or a hand edit did
    path.write_bytes(data[:header] + marshal.dumps((rules, exact)))
    fresh = KalahProver(game)
    assert not load_cache(fresh, path) and not path.exists()  # discarded: rebuilt next time
    assert fresh.value(game.initial()) == 2
    assert [v for _, v in fresh.move_values(game.initial())] == [2, 2, -4]
    err = capfd.readouterr().err
    assert len(stderr_lines_naming(err, "kalah.table")) == 1 and "checksum" in err


def test_a_kalah_table_with_a_right_checksum_but_an_impossible_entry_is_refused(tmp_path):
    import hashlib

    from engines.games.kalah.rules import Kalah
    from engines.games.kalah.solver import KalahProver
    game = Kalah(3, 3)
    prover = KalahProver(game)
    for exact in ({((3, 3, 3, 3, 3, 3), 0): 19}, {((3, 3), 0): 1}, {"x": 1}):
        payload = marshal.dumps(((3, 3, "standard", "either"), exact))
        path = tmp_path / "t.table"
        path.write_bytes(KalahProver.CACHE_MAGIC + hashlib.sha256(payload).digest() + payload)
        assert not prover.load(path) and "impossible" in prover.cache_problem
    payload = marshal.dumps(((4, 3, "standard", "either"), {}))
    path.write_bytes(KalahProver.CACHE_MAGIC + hashlib.sha256(payload).digest() + payload)
    assert not prover.load(path) and "other rules" in prover.cache_problem
    old = marshal.dumps((1, "standard", "either", {((3, 3, 3, 3, 3, 3), 0): 2}))
    path.write_bytes(old)  # the first version of the file, with no checksum
    assert not prover.load(path) and "version" in prover.cache_problem
    assert not prover.load(tmp_path / "none.table") and prover.cache_problem == ""


def test_the_determinant_opening_table_is_checked_and_a_damaged_one_not_used(tmp_path, capfd):
    from engines.games.determinant.table import HEADER, ENTRY, TableError, check_table, \
        read_table, table_path
    data = table_path().read_bytes()
    assert len(check_table(data)) == 11962
    entry = HEADER + 100 * ENTRY.size
    key, value = ENTRY.unpack_from(data, entry)
    wrong = data[:entry] + ENTRY.pack(key, value + 2) + data[entry + ENTRY.size:]
    with pytest.raises(TableError, match="checksum"):
        check_table(wrong)
    with pytest.raises(TableError, match="size"):
        check_table(data[:-1])
    (tmp_path / "determinant.bin").write_bytes(wrong)
    capfd.readouterr()
    assert read_table(tmp_path / "determinant.bin") == {}
    err = capfd.readouterr().err
    assert len(stderr_lines_naming(err, "determinant.bin")) == 1
