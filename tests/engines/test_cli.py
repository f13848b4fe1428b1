"""The command-line contract of shared/analysis-cli.md, run as a real subprocess."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engines", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_analyze_prints_one_json_object_with_every_field_of_the_contract():
    out = run("analyze", "nim", "1 6 6 2 9")
    assert out.returncode == 0 and out.stderr == ""
    data = json.loads(out.stdout)
    assert {"game", "variant", "position", "to_move", "terminal", "exact", "value",
            "moves", "grundy"} <= set(data)
    assert (data["game"], data["variant"], data["position"], data["to_move"]) == (
        "nim", "normal", "1 6 6 2 9", "A")
    assert data["grundy"] == 1 ^ 6 ^ 6 ^ 2 ^ 9 and data["value"] == 1
    assert [m["move"] for m in data["moves"][:3]] == ["1:1", "2:1", "2:2"]
    assert len(data["moves"]) == 24
    assert all(m["optimal"] == (m["value"] == data["value"]) for m in data["moves"])


def test_position_is_printed_in_normal_form():
    assert json.loads(run("analyze", "nim", " 3,  4 5 ").stdout)["position"] == "3 4 5"


def test_terminal_position_has_no_moves_and_the_final_result_for_the_mover():
    data = json.loads(run("analyze", "nim", "0 0").stdout)
    assert data["terminal"] is True and data["moves"] == [] and data["value"] == -1
    data = json.loads(run("analyze", "nim", "--variant", "misere", "0").stdout)
    assert data["value"] == 1


def test_limited_search_says_it_is_not_exact_and_gives_the_depth():
    data = json.loads(run("analyze", "nim", "--depth", "1", "5 6 7").stdout)
    assert data["exact"] is False and data["depth"] == 1


@pytest.mark.parametrize("args,message", [
    (["analyze", "nim", "1 2 x"], "nim: heap 3 is not a number: 'x'"),
    (["analyze", "chess", "1"], "unknown game 'chess'"),
    (["analyze", "nim", "--variant", "blitz", "1"], "unknown variant 'blitz'"),
    (["analyze", "nim", "--variant", "moore", "1 2"], "needs --k"),
    (["analyze", "nim", "--depth", "0", "1 2"], "argument --depth: less than 1: 0"),
    (["analyze", "nim", "--depth", "x", "1 2"], "argument --depth: not a number: 'x'"),
    (["analyze", "nim"], "no position given"),
    (["frobnicate"], "first word"),
])
def test_bad_input_prints_one_line_naming_the_problem_and_exits_2(args, message):
    out = run(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert message in out.stderr and out.stderr.count("\n") == 1
    assert "Traceback" not in out.stderr


def test_batch_answers_each_line_in_order_and_reports_bad_lines_in_place():
    out = run("analyze", "nim", "--batch", stdin="1 2\n3 x\n5 5\n")
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert out.returncode == 2
    assert [d.get("position") for d in lines] == ["1 2", "3 x", "5 5"]
    assert lines[1] == {"position": "3 x", "error": "nim: heap 2 is not a number: 'x'"}
    assert lines[0]["value"] == 1 and lines[2]["value"] == -1


def test_batch_of_good_lines_exits_0():
    out = run("analyze", "nim", "--variant", "misere", "--batch", stdin="1 1\n2 2\n")
    assert out.returncode == 0 and len(out.stdout.splitlines()) == 2


def test_family_variants_with_options():
    data = json.loads(run("analyze", "nim", "--variant", "slow-eq", "--k", "2", "1 1 2").stdout)
    assert [m["move"] for m in data["moves"]] == ["1:1,2:1", "1:1,3:1", "2:1,3:1"]
    data = json.loads(run("analyze", "nim", "--variant", "hypergraph", "--edges", "1,2;2",
                          "2 2").stdout)
    assert [m["move"] for m in data["moves"]][:2] == ["2:1", "2:2"]


def test_cards24_with_deck_and_target_options():
    data = json.loads(run("analyze", "cards24", "--deck", "2 2", "--target", "5", "2 2").stdout)
    assert data["position"] == "2 2" and [m["move"] for m in data["moves"]] == ["1", "2"]
    assert data["grundy"] == 1 and data["value"] == 1
    out = run("analyze", "cards24", "4 4 4 4 4 5")
    assert out.returncode == 2 and "deck has only 4" in out.stderr


def test_determinant_contract_and_seed_position():
    data = json.loads(run("analyze", "determinant", "917.5.682").stdout)
    assert data["to_move"] == "B" and data["value"] == 79
    assert [m["move"] for m in data["moves"]] == ["3@21", "3@23", "4@21", "4@23"]
    out = run("analyze", "determinant", "917.5.687")
    assert out.returncode == 2 and out.stderr.strip() == "determinant: number 7 appears twice"


def test_an_ege_task_s_game_is_analysed_by_default_the_exam_task():
    data = json.loads(run("analyze", "ege", "14").stdout)
    assert (data["game"], data["variant"], data["position"], data["value"]) == (
        "ege", "task", "14 Petya", -1)  # S = 14: Vanya wins on his first move (task 19)
    other = run("analyze", "ege", "7 30 Vanya", "--task",
                str(ROOT / "resources/ege/two-heaps-77.json"))
    assert other.returncode == 0 and json.loads(other.stdout)["to_move"] == "Vanya"
    bad = run("analyze", "ege", "7", "--task", "no-such-task.json")
    assert bad.returncode == 2 and bad.stderr.startswith("cannot read no-such-task.json")
    assert "does not apply" in run("analyze", "nim", "1", "--task", "x.json").stderr


def test_the_help_lists_every_registered_game_s_options_and_limits():
    from engines.registry import ENTRIES
    text = run("analyze", "--help").stdout
    for e in ENTRIES:
        assert f"\n  {e.name:<13}{e.limits[0]}\n" in text
        assert all(f"--{o.name} " in text for o in e.options)
