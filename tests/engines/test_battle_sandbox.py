"""A pupil's strategy file in its own process: every way it can misbehave forfeits cleanly,
with the reason of ``shared/battle-cli.md`` and a message naming the file, the line and the
position; a well-behaved file keeps its process; no child is ever left behind."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from engines.battle.sandbox import Forfeit, StrategyProcess, from_words, gone
from engines.protocol import InputError

HERE = Path(__file__).parent / "strategies"
MOVES = ["1:1", "1:2", "2:1"]
VIEW = {"heaps": [1, 2], "to_move": "A", "notation": "1 2"}
INFO = {"side": "A", "move_number": 1, "time_left": 1.0, "settings": {}}


def ask(name: str, move_time: float = 1.0) -> tuple[str, int | None]:
    strategy = StrategyProcess(HERE / name, move_time=move_time, memory_mb=256)
    pid = None
    try:
        move = strategy.choose(VIEW, MOVES, INFO, "1 2")
        pid = strategy.pid
        return move, pid
    finally:
        strategy.close()
        if pid is not None:
            assert gone(pid)


@pytest.mark.parametrize("name, reason, words", [
    ("loop.py", "timeout", "loop.py: no move within 0.5 s (position 1 2)"),
    ("crash.py", "crash", "crash.py: line 2: ZeroDivisionError: division by zero (position 1 2)"),
    ("bad_import.py", "import", "bad_import.py: line 1: ModuleNotFoundError"),
    ("syntax_error.py", "import", "syntax_error.py: line 1: SyntaxError"),
    ("no_function.py", "import", "no function choose_move"),
    ("illegal.py", "illegal", "illegal.py: '9:9' is not a legal move (position 1 2; legal: "
                              "1:1, 1:2, 2:1)"),
    ("none.py", "malformed", "none.py: returned NoneType, not a move (position 1 2)"),
    ("loud.py", "output", "loud.py: printed too much (position 1 2)"),
    ("quits.py", "exit", "quits.py: ended its process (sys.exit) (position 1 2)"),
    ("osexit.py", "exit", "osexit.py: its process ended (exit code 1) (position 1 2)"),
    ("input_call.py", "crash", "input_call.py: line 2: EOFError"),
    pytest.param("hog.py", "memory", "hog.py: ran out of memory (position 1 2)",
                 marks=pytest.mark.skipif(sys.platform == "win32",
                                          reason="Windows polls the memory after the move")),
])
def test_a_misbehaving_strategy_forfeits_with_its_reason_and_leaves_no_process(
        name: str, reason: str, words: str) -> None:
    # Only the endless loop needs a short move time; the others end by themselves, and a loaded
    # machine (250 MB allocated and zeroed by hog.py) must not turn them into timeouts.
    move_time = 0.5 if reason == "timeout" else 10.0
    strategy = StrategyProcess(HERE / name, move_time=move_time, memory_mb=256)
    with pytest.raises(Forfeit) as caught:
        strategy.choose(VIEW, MOVES, INFO, "1 2")
    assert caught.value.reason == reason
    assert words in caught.value.message
    assert not strategy.alive and strategy.process is None
    strategy.close()  # twice is fine


def test_a_good_strategy_keeps_its_process_between_moves() -> None:
    with StrategyProcess(HERE / "reads_view.py") as strategy:
        assert strategy.choose(VIEW, MOVES, INFO, "1 2") == "1:2"
        pid = strategy.pid
        assert strategy.choose(VIEW, MOVES[:2], INFO, "1 2") == "1:2"
        assert strategy.pid == pid and strategy.alive
    assert pid is not None and gone(pid)


def test_slow_within_its_time_is_fine_and_printing_a_little_is_fine() -> None:
    assert ask("slow.py")[0] == "2:1"
    assert ask("fine.py")[0] == "1:1"


def test_output_written_past_sys_stdout_cannot_garble_the_answers() -> None:
    assert ask("os_write.py")[0] == "1:1"


def test_after_a_forfeit_the_next_game_starts_a_fresh_process(tmp_path: Path) -> None:
    flaky = tmp_path / "flaky.py"
    flaky.write_text("def choose_move(position, moves, info):\n"
                     "    if len(moves) == 3:\n"
                     "        raise ValueError('three')\n"
                     "    return moves[0]\n", encoding="utf-8")
    strategy = StrategyProcess(flaky)
    with pytest.raises(Forfeit):
        strategy.choose(VIEW, MOVES, INFO, "1 2")
    assert strategy.choose(VIEW, MOVES[:2], INFO, "1 2") == "1:1"
    strategy.close()


def test_a_missing_file_forfeits_at_import(tmp_path: Path) -> None:
    with pytest.raises(Forfeit) as caught:
        StrategyProcess(tmp_path / "nowhere.py").choose(VIEW, MOVES, INFO, "1 2")
    assert caught.value.reason == "import"


def test_a_forfeits_words_survive_a_file_and_nothing_else_is_read_back() -> None:
    forfeit = Forfeit("{0}: {1} (position {2})", "a.py", InputError("line {0}: {1}", 3, "X"),
                      "1 2", reason="crash")
    back = from_words(json.loads(json.dumps(forfeit.words())))
    assert str(back) == forfeit.message == "a.py: line 3: X (position 1 2)"
    assert back.params[1].template == "line {0}: {1}"
    for bad in ({"template": "{0:>999999999}", "params": [1]},
                {"template": "{0.__class__}", "params": [1]},
                {"template": "{0!r}", "params": [1]}, {"template": "{1}", "params": [1]},
                {"template": "{}", "params": [1]}, {"template": "{0}", "params": [True]},
                {"template": "{0}", "params": [[1]]}, {"template": 3, "params": []},
                {"template": "x"}, [], None):
        with pytest.raises(ValueError):
            from_words(bad)
