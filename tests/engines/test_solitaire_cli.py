"""``python -m engines solitaire``: the contract of ``shared/solitaire-cli.md``."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest

from engines.cli import main
from engines.games.solitaire.deal import format_deal
from engines.games.solitaire.rules import Klondike
from engines.games.solitaire.shuffle import seeded_deal

KEYS = ["deal", "draw", "result", "score", "exact", "moves", "nodes", "seconds", "line", "bound"]
DEAL = format_deal(seeded_deal(4))
WORDS = DEAL.split()


def run(argv: list[str], stdin: str = "") -> tuple[int, list[Any]]:
    out = io.StringIO()
    code = main(["solitaire", *argv], io.StringIO(stdin), out)
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def test_one_deal_gives_the_contracts_object() -> None:
    code, [answer] = run([DEAL, "--node-limit", "20000"])
    assert code == 0 and list(answer) == KEYS
    assert answer["deal"] == DEAL and answer["draw"] == 1
    assert answer["moves"] == len(answer["line"])
    assert answer["result"] in ("won", "lost", "undetermined")
    assert answer["exact"] == (answer["result"] != "undetermined")
    assert answer["score"] <= answer["bound"] <= 52
    rules = Klondike(1)
    pos = rules.start(seeded_deal(4))
    for text in answer["line"]:
        pos = rules.apply(pos, rules.parse_move(pos, text))
    assert rules.score(pos) == answer["score"]


def test_a_seed_gives_the_same_answer_every_time() -> None:
    first = run(["--seed", "12", "--draw", "3", "--node-limit", "3000"])[1][0]
    second = run(["--draw", "3", "--seed", "12", "--node-limit", "3000"])[1][0]
    assert first["deal"] == format_deal(seeded_deal(12)) and first["draw"] == 3
    del first["seconds"], second["seconds"]
    assert first == second


def test_a_node_limit_leaves_a_hard_deal_undetermined() -> None:
    code, [answer] = run(["--seed", "25", "--node-limit", "500"])
    assert (answer["result"], answer["exact"], answer["nodes"]) == ("undetermined", False, 500)
    assert answer["bound"] == 52  # the start does not rule a win out: the search must


@pytest.mark.parametrize("deal, message", [
    (" ".join(WORDS[:16] + ["ZZ"] + WORDS[17:]), "solitaire: card 17 'ZZ' is not a card"),
    (" ".join(WORDS[:10] + WORDS[3:4] + WORDS[11:]), f"solitaire: {WORDS[3]} appears twice"),
    (" ".join(WORDS[:51]), "solitaire: a deal has 52 cards, not 51"),
    ("", "solitaire: give one of a DEAL, --seed N or --batch"),
])
def test_bad_deals_exit_2_with_one_line(deal: str, message: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, answers = run([deal] if deal else [])
    err = capsys.readouterr().err
    assert code == 2 and answers == [] and err == message + "\n"


@pytest.mark.parametrize("argv, words", [
    (["--seed", "1", "--draw", "2"], "--draw: 1 or 3, not 2"),
    (["--seed", "1", "--node-limit", "0"], "--node-limit: less than 1: 0"),
    (["--seed", "x"], "--seed: not a number: 'x'"),
    (["--seed", "1", "--time-limit", "-1"], "--time-limit"),
    (["--seed", "1", DEAL], "give one of"),
    (["--seed", "1", "--policy", "random"], "--policy"),
])
def test_bad_options_exit_2_with_one_line(argv: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    code, answers = run(argv)
    err = capsys.readouterr().err
    assert code == 2 and answers == [] and words in err and err.count("\n") == 1
    assert err.startswith("solitaire: ")


def test_batch_answers_line_by_line_and_a_bad_line_in_its_place() -> None:
    deals = [format_deal(seeded_deal(2)), "AS ZZ", "", format_deal(seeded_deal(5))]
    code, answers = run(["--batch", "--node-limit", "2000"], "\n".join(deals) + "\n")
    assert code == 2 and len(answers) == 3
    assert answers[0]["deal"] == deals[0] and answers[0]["result"] == "won"
    assert answers[1] == {"error": "solitaire: card 2 'ZZ' is not a card"}
    assert answers[2]["deal"] == deals[3] and list(answers[2]) == KEYS


def test_the_command_runs_as_a_program() -> None:
    done = subprocess.run([sys.executable, "-m", "engines", "solitaire", "--seed", "2"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout)["result"] == "won"
    helped = subprocess.run([sys.executable, "-m", "engines", "solitaire", "--help"],
                            capture_output=True, text=True, timeout=60)
    assert "--node-limit" in helped.stdout and "undetermined" in helped.stdout
