"""A strategy file runs as IDLE runs it — its own folder the current folder, what it prints kept
for each game — and every process it starts ends with its game: after the game, a forfeit, a
cancel. Checked in the process table by a unique ``sleep`` the file starts."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engines.battle.battle import Battle
from engines.battle.printed import CUT, OUTPUT_KEEP
from tests.engines.test_battle import MISBEHAVING, ROOT, needs_proc

NIM = {"heaps": [1, 2]}


def sleeping(marker: str) -> list[int]:
    """The live processes ``sleep <marker>`` (Linux, read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if argv[:2] == [b"sleep", marker.encode()] and state != "Z":
            found.append(int(entry.name))
    return found


@pytest.fixture
def marker(monkeypatch) -> Iterator[str]:
    """A number of seconds no other test sleeps: the argument the strategy's ``sleep`` gets."""
    text = str(600_000 + random.randrange(399_999))
    monkeypatch.setenv("BATTLE_SLEEP", text)
    yield text
    for pid in sleeping(text):  # a failed test leaves nothing behind either
        os.kill(pid, 9)


def test_a_file_reads_a_data_file_beside_it_from_any_current_folder(tmp_path: Path) -> None:
    folder = tmp_path / "Петя Иванов"
    folder.mkdir()
    (folder / "table.txt").write_text("2:1\n", encoding="utf-8")
    (folder / "helper.py").write_text("MOVE = open('table.txt').read().strip()\n",
                                      encoding="utf-8")
    (folder / "reader.py").write_text(
        "from helper import MOVE\n\n\ndef choose_move(position, moves, info):\n"
        "    return open('table.txt', encoding='utf-8').read().strip()\n", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "engines", "battle", "nim", str(folder / "reader.py"), "random",
         "--settings", json.dumps(NIM), "--games", "2"], cwd=elsewhere, capture_output=True,
        text=True, encoding="utf-8", env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert not any(g["forfeit"] for g in result["games"]), result["games"]
    assert result["games"][0]["moves"][0] == "2:1"


def test_what_a_file_prints_is_in_the_json_a_game_each_cut_at_64_kb() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engines", "battle", "nim", str(MISBEHAVING / "chatty.py"),
         "random", "--settings", json.dumps({"heaps": [3, 3]}), "--games", "2"],
        capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert done.returncode == 0, done.stderr
    games = json.loads(done.stdout)["games"]
    assert not any(g["forfeit"] for g in games)
    first, second = (g["output"] for g in games)
    assert first[1] is None and second[1] is None  # the engine prints nothing
    assert first[0].startswith("loading\nposition 3 3 moves 6\nto stderr\nfrom a child process\n")
    assert "loading" not in second[0]  # loaded once, in the first game
    for text in (first[0], second[0]):
        if "ж" in text:
            assert text.endswith("ж" + CUT) and len(text.encode("utf-8")) <= OUTPUT_KEEP
    assert "ж" in first[0] + second[0]


def test_ten_megabytes_of_prints_forfeit_as_output() -> None:
    result = Battle("nim", [str(MISBEHAVING / "loud.py"), "random"], settings=NIM,
                    games=1, move_time=10).run()
    forfeit = result.games[0].forfeit
    assert forfeit is not None and forfeit["reason"] == "output", forfeit
    assert result.games[0].output is not None
    assert result.games[0].output[0].endswith(CUT)


@needs_proc
def test_a_process_a_file_starts_ends_with_its_game(marker: str) -> None:
    seen: list[int] = []
    battle = Battle("nim", [str(MISBEHAVING / "sleeper.py"), "random"],
                    settings={"heaps": [2, 2]}, games=2)
    battle.progress = lambda progress: seen.append(len(sleeping(marker)))
    result = battle.run()
    assert not any(g.forfeit for g in result.games)
    assert seen == [0, 0, 0]  # at the start and after each game
    assert not sleeping(marker)


@needs_proc
def test_a_process_a_file_starts_ends_with_its_forfeit(marker: str, monkeypatch) -> None:
    monkeypatch.setenv("BATTLE_THEN", "crash")
    seen: list[int] = []
    battle = Battle("nim", [str(MISBEHAVING / "sleeper.py"), "random"], settings=NIM,
                    games=2)
    battle.progress = lambda progress: seen.append(len(sleeping(marker)))
    result = battle.run()
    assert [g.forfeit["reason"] for g in result.games] == ["crash", "crash"]
    assert seen == [0, 0, 0]


@needs_proc
def test_a_process_a_file_starts_ends_with_a_cancel(marker: str, monkeypatch) -> None:
    monkeypatch.setenv("BATTLE_THEN", "loop")
    battle = Battle("nim", [str(MISBEHAVING / "sleeper.py"), "random"], settings=NIM,
                    games=2, move_time=30)
    results: list[object] = []
    thread = threading.Thread(target=lambda: results.append(battle.run()))
    thread.start()
    deadline = time.monotonic() + 20
    while not sleeping(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sleeping(marker)  # it runs while the strategy thinks
    battle.cancel()
    thread.join(20)
    assert not thread.is_alive() and results
    assert not sleeping(marker)


@needs_proc
def test_a_daemon_made_with_setsid_and_a_double_fork_is_caught_by_the_subreaper(
        marker: str) -> None:
    seen: list[int] = []
    battle = Battle("nim", [str(MISBEHAVING / "daemon.py"), "random"],
                    settings={"heaps": [2, 2]}, games=2)
    battle.progress = lambda progress: seen.append(len(sleeping(marker)))
    result = battle.run()
    assert not any(g.forfeit for g in result.games), [g.forfeit for g in result.games]
    assert seen == [0, 0, 0]
    assert not sleeping(marker)


def test_what_a_started_program_writes_before_the_answer_stays_in_its_game() -> None:
    result = Battle("nim", [str(MISBEHAVING / "echoes.py"), "random"],
                    settings={"heaps": [2, 3]}, games=4).run()
    for g in result.games:
        mine = range(1 if g.first == 0 else 2, len(g.moves) + 1, 2)
        assert g.output is not None
        assert g.output[0] == "".join(f"move {n}\n" for n in mine), (g.moves, g.output)
