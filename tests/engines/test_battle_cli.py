"""``python -m engines battle`` as ``shared/battle-cli.md`` fixes it: one JSON object and exit 0
when the battle ran, every forfeit reason in its game's record; bad arguments exit 2 with one
line, never a traceback; no child process left."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engines.cli import main
from tests.engines.test_battle import children, needs_proc

HERE = Path(__file__).parent / "strategies"
ROOT = Path(__file__).resolve().parents[2]


def battle(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    assert main(["battle", *args], stdout=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    result: dict[str, Any] = json.loads(lines[0])
    return result


def test_the_contract_s_example_shape() -> None:
    out = battle("nim", "perfect", str(HERE / "reads_view.py"), "--settings",
                 '{"heaps": [3, 4, 5]}', "--games", "4", "--seed", "1")
    assert list(out) == ["game", "variant", "settings", "seed", "players", "games"]
    assert (out["game"], out["variant"], out["settings"], out["seed"]) == (
        "nim", "normal", {"heaps": [3, 4, 5]}, 1)
    assert [p["player"] for p in out["players"]] == ["perfect", str(HERE / "reads_view.py")]
    assert list(out["players"][0]) == ["player", "wins", "draws", "losses", "forfeits", "points"]
    assert out["players"][0]["points"] == 4  # 3 4 5 is a first player's win: perfect wins both
    assert [g["first"] for g in out["games"]] == [0, 1, 0, 1]
    assert [g["second"] for g in out["games"]] == [1, 0, 1, 0]
    assert all(g["winner"] == 0 and g["score"] is None and g["forfeit"] is None
               for g in out["games"])
    assert all(set(g) >= {"first", "second", "winner", "score", "moves", "forfeit"}
               for g in out["games"])


REASONS = [("loop.py", "timeout"), ("crash.py", "crash"), ("bad_import.py", "import"),
           ("syntax_error.py", "import"), ("no_function.py", "import"),
           ("illegal.py", "illegal"), ("none.py", "malformed"), ("loud.py", "output"),
           ("quits.py", "exit"), ("osexit.py", "exit"), ("input_call.py", "crash")]
if sys.platform != "win32":
    REASONS.append(("hog.py", "memory"))


@needs_proc
def test_every_forfeit_reason_reaches_the_results_and_no_child_is_left() -> None:
    before = children()
    for name, reason in REASONS:
        # Only the endless loop needs a short move time; on a loaded machine hog.py may take
        # longer than 0.5 s to fill its 256 MB, and must still forfeit for memory.
        move_time = "0.5" if reason == "timeout" else "10"
        out = battle("nim", "random", str(HERE / name), "--games", "1", "--move-time", move_time,
                     "--settings", '{"heaps": [2, 2]}')
        game = out["games"][0]
        assert game["forfeit"]["player"] == 1 and game["forfeit"]["reason"] == reason, name
        assert name in game["forfeit"]["message"]
        assert set(game["forfeit"]) == {"player", "reason", "message"}  # shared/battle-cli.md
        assert game["winner"] == 0 and game["first"] == 0
        assert out["players"][1]["forfeits"] == out["players"][1]["losses"] == 1
        assert children() <= before, name


def test_a_slow_file_within_its_time_plays_on() -> None:
    out = battle("nim", str(HERE / "slow.py"), "random", "--games", "1",
                 "--settings", '{"heaps": [1, 1]}')
    assert out["games"][0]["forfeit"] is None and out["games"][0]["moves"][0] == "2:1"


@pytest.mark.parametrize("args, words", [
    (["nimx", "random", "random"], "unknown game 'nimx'"),
    (["nim", "random", "missing.py"], "battle: no strategy file 'missing.py'"),
    (["nim", "random", "depth:0"], "battle: player 'depth:0': less than 1: 0"),
    (["nim", "random", "time:-1"], "battle: player 'time:-1': not a number of seconds"),
    (["nim", "random", "strong"], "battle: player 'strong' is neither a .py file nor one of"),
    (["nim", "random"], "battle: at least two players, not 1"),
    (["nim", "random", "random", "--settings", "{heaps"], "argument --settings: not JSON"),
    (["nim", "random", "random", "--settings", "[3]"], "battle: the settings must be a JSON"),
    (["nim", "random", "random", "--settings", '{"heaps": 3}'], "nim: 'heaps' must be a list"),
    (["nim", "random", "random", "--variant", "odd"], "nim: unknown variant 'odd'"),
    (["nim", "random", "random", "--games", "0"], "argument --games: less than 1: 0"),
    (["nim", "random", "random", "--move-time", "0"], "argument --move-time: not positive"),
    (["seki", "random", "random", "--settings", '{"matrix": [[0, 1]]}'],
     "seki: a row or a column is all zeros"),
    (["durak", "random", "random", "--settings", '{"hands": [[1], [1]]}'], "durak: card 1"),
])
def test_bad_arguments_exit_2_with_one_line(args: list[str], words: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["battle", *args], stdout=out) == 2
    err = capsys.readouterr().err
    assert out.getvalue() == "" and len(err.splitlines()) == 1 and words in err, err


def test_the_command_runs_as_a_program_and_says_its_rules_in_help() -> None:
    done = subprocess.run([sys.executable, "-m", "engines", "battle", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for words in ("perfect", "depth:D", "time:T", "half a point", "shuffled with --seed",
                  "timeout, crash, import, illegal, malformed, output, memory, exit"):
        assert words in " ".join(done.stdout.split()), words
    bad = subprocess.run([sys.executable, "-m", "engines", "battle", "nim", "x.py", "random"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
