"""What the command-line fuzz tests share: the games and variants, random and mutated positions
and options, and one in-process run of ``python -m engines analyze`` checked against the
contract (exit 0 with one JSON object, or exit 2 with one line on stderr; never a traceback).

Used by ``tests/engines/test_cli_fuzz.py`` (few examples) and ``tests/benchmarks/fuzz_cli.py``
(many, with the slowest cases printed).
"""
from __future__ import annotations

import contextlib
import io
import json
import time
from dataclasses import dataclass

from hypothesis import strategies as st

from engines.cli import main

CONTRACT_FIELDS = {"game", "variant", "position", "to_move", "terminal", "exact", "value", "moves"}

# (game, variant, extra options, a few valid positions small enough to answer in a moment)
CASES: list[tuple[str, str, tuple[str, ...], tuple[str, ...]]] = [
    ("nim", "normal", (), ("1 6 6 2 9", "3 4 5", "0 0", "7")),
    ("nim", "misere", (), ("1 1 1", "2 3", "0")),
    ("nim", "moore", ("--k", "2"), ("1 2 3", "2 2 2 2", "5 6 7")),
    ("nim", "exact", ("--k", "2"), ("1 2 3", "2 2 2")),
    ("nim", "slow-le", ("--k", "2"), ("1 2 3", "3 3")),
    ("nim", "slow-eq", ("--k", "2"), ("1 1 2", "2 2 2")),
    ("nim", "hypergraph", ("--edges", "1,2;2,3;1"), ("1 2 3", "2 2 2")),
    ("seki", "seki", (), ("2,1/1,2 R", "1,1/1,1 C", "2,1/1,2 C passed")),
    ("seki", "d-seki", (), ("2,1/1,2 R", "1,2,1/2,1,1 R")),
    ("cards24", "standard", ("--deck", "2 2 2", "--target", "9"), ("2 2 2", "1 2 0", "0 0 0")),
    ("determinant", "standard", (), ("917.5.682", "12345678.", "9........")),
    ("odnomastka", "standard", (), ("A:1,4,5 B:2,3,6 lead:A", "A:1,4 B:2,3,6 lead:A table:5")),
    ("odnomastka", "standard-misere", (), ("A:1,4,5 B:2,3,6 lead:B",)),
    ("odnomastka", "terminal", (), ("A:1,3 B:2,4 lead:A",)),
    ("odnomastka", "terminal-misere", (), ("A:1,3 B:2,4 lead:B",)),
    ("durak", "optional-take", (), ("A:1,4,5 B:2,3,6 attack:A", "A:1 B:2,3 attack:A table:5")),
    ("durak", "must-beat", (), ("A:1,4,5 B:2,3,6 attack:B",)),
    ("kalah", "standard", (), ("3,3,3/0/3,3,3/0/S", "1,0/4/0,2/1/N", "0,0/5/1,1/3/S")),
    ("kalah", "empty-capture", ("--end", "mover"), ("2,2,2/0/2,2,2/0/S",)),
]

# Pieces a pupil (or a cat on the keyboard) might type into a position.
NOISE = ["0", "1", "9", "12", "-", "--2", "²", "١", "１", "𝟗", "x", " ", ",", "/", ":", ".",
         "A", "B", "S", "N", "R", "C", "lead:A", "table:", "passed", "9" * 30, "9" * 5000,
         str(10 ** 100), "2147483648", "10000000", "\t", "_", "+", "1e3", "nan", "ⅷ"]

OPTION_VALUES = ["1", "2", "0", "-1", "nan", "inf", "1e9", "x", "²", "１", "9" * 5000, "0.5",
                 "200", "201", "100000", "1,2;2", "", "either", "mover", "4 4 4", "1000000000 1"]


@st.composite
def positions(draw: st.DrawFn, valid: tuple[str, ...]) -> str:
    """A valid position, or one changed by a few random edits."""
    text = draw(st.sampled_from(valid))
    for _ in range(draw(st.integers(0, 3))):
        where = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["insert", "delete", "replace"]))
        piece = draw(st.sampled_from(NOISE) | st.text(max_size=3))
        if edit == "insert":
            text = text[:where] + piece + text[where:]
        elif edit == "delete":
            text = text[:where] + text[where + 1:]
        else:
            text = text[:where] + piece + text[where + len(piece):]
    return text


@st.composite
def option_sets(draw: st.DrawFn, base: tuple[str, ...]) -> list[str]:
    """The case's own options, sometimes with one option added or given a strange value."""
    options = list(base)
    if draw(st.booleans()):
        name = draw(st.sampled_from(["--depth", "--time-limit", "--k", "--target", "--deck",
                                     "--edges", "--end"]))
        options += [name, draw(st.sampled_from(OPTION_VALUES))]
    return options


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    seconds: float


def run_in_process(argv: list[str], stdin: str = "") -> Outcome:
    out, err = io.StringIO(), io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stderr(err):
        code = main(argv, io.StringIO(stdin), out)
    return Outcome(code, out.getvalue(), err.getvalue(), time.perf_counter() - start)


def check_outcome(argv: list[str], result: Outcome, batch: bool = False) -> None:
    """The contract, whatever the input was."""
    assert "Traceback" not in result.stderr + result.stdout, argv
    assert "internal error" not in result.stderr + result.stdout, (argv, result.stderr)
    if batch:
        assert result.code in (0, 2), (argv, result)
        for line in result.stdout.splitlines():
            data = json.loads(line)
            assert "error" in data or CONTRACT_FIELDS <= set(data), (argv, line)
        return
    if result.code == 0:
        assert result.stderr == "", argv
        data = json.loads(result.stdout)
        assert CONTRACT_FIELDS <= set(data), (argv, data)
        assert result.stdout.count("\n") == 1
        if data["exact"]:
            best = max((m["value"] for m in data["moves"]), default=data["value"])
            assert data["terminal"] or best == data["value"], (argv, data)
            assert all(m["optimal"] == (m["value"] == data["value"]) for m in data["moves"])
    else:
        assert result.code == 2, (argv, result)
        assert result.stdout == "", argv
        assert result.stderr.count("\n") == 1 and result.stderr.strip(), (argv, result.stderr)
        assert len(result.stderr) <= 400, (argv, result.stderr)
