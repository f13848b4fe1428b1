"""``python -m engines exercise``: JSON Lines, the same arguments the same lines, each line
regenerable from its own seed, bad arguments one line and exit 2."""
from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from engines.cli import main
from engines.exercise import Exercise, TEMPLATES, games, generate, kinds, russian
from engines.exercise.wording import RUSSIAN


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return main(["exercise", *args], stdout=out), out.getvalue()


def test_lines_are_the_generator_and_regenerable_from_their_seed() -> None:
    code, text = run(["nim", "--kind", "best-move", "--level", "2", "--seed", "5",
                      "--count", "4"])
    lines = text.splitlines()
    assert code == 0 and len(lines) == 4
    assert run(["nim", "--kind", "best-move", "--level", "2", "--seed", "5", "--count", "4"]) \
        == (0, text)
    for i, line in enumerate(lines):
        data = json.loads(line)
        for key in ("game", "variant", "kind", "level", "seed", "question", "position",
                    "answer"):
            assert key in data
        assert data["seed"] == 5 + i
        assert run(["nim", "--kind", "best-move", "--level", "2", "--seed", str(5 + i)]) \
            == (0, line + "\n")
        assert Exercise.from_json(data) == generate("nim", "best-move", level=2, seed=5 + i)
        assert any("а" <= ch <= "я" for ch in data["question"])


def test_ege_line_has_the_task() -> None:
    code, text = run(["ege", "--kind", "ege", "--level", "3"])
    data = json.loads(text)
    assert code == 0 and "task" in data and "position" not in data
    assert set(data["answer"]["answers"]) >= {"19", "20", "21"}


@pytest.mark.parametrize("args,words", [
    (["nim"], "--kind"),
    (["chess", "--kind", "best-move"], "unknown game 'chess'"),
    (["nim", "--kind", "mex"], "no kind 'mex'"),
    (["nim", "--kind", "best-move", "--variant", "hex"], "no variant 'hex'"),
    (["nim", "--kind", "nim-sum", "--variant", "misere"], "no variant 'misere'"),
    (["nim", "--kind", "best-move", "--level", "9"], "level 9"),
    (["nim", "--kind", "best-move", "--level", "0"], "--level"),
    (["nim", "--kind", "best-move", "--seed", "x"], "--seed"),
    (["nim", "--kind", "best-move", "--count", "0"], "--count"),
    (["nim", "--kind", "best-move", "--bogus"], "--bogus"),
])
def test_bad_arguments_one_line_exit_2(args: list[str], words: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(args)
    err = capsys.readouterr().err
    assert code == 2 and text == ""
    assert len(err.splitlines()) == 1 and words in err


def test_the_real_command() -> None:
    done = subprocess.run([sys.executable, "-m", "engines", "exercise", "seki", "--kind",
                           "who-starts", "--count", "2"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 2
    bad = subprocess.run([sys.executable, "-m", "engines", "exercise", "seki", "--kind",
                          "nim-sum"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.splitlines()) == 1


def test_interface_lists_and_wording() -> None:
    assert set(games()) == {"nim", "cards24", "determinant", "odnomastka", "durak", "kalah",
                            "seki", "ege"}
    for game in games():
        names = [k.name for k in kinds(game)]
        if game != "ege":
            assert names[:3] == ["best-move", "who-wins", "best-defence"]
        for kind in kinds(game):
            assert kind.levels >= 1 and kind.variants
            russian(kind.title)
    assert TEMPLATES == tuple(RUSSIAN)
    for template, ru in RUSSIAN.items():
        # Same placeholders both sides: the app's format() must fill the Russian alike.
        assert sorted(set(_holes(template))) == sorted(set(_holes(ru))), template


def _holes(text: str) -> list[str]:
    import re
    return re.findall(r"\{\d\}", text)
