"""Fuzzing ``python -m engines analyze``: random and mutated positions and options for every
game and variant answer by the contract or refuse in one line, never a traceback, in bounded
time. A few examples each here; ``tests/benchmarks/fuzz_cli.py`` runs thousands."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engines.cli_fuzz import CASES, check_outcome, option_sets, positions, run_in_process

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=12, deadline=30_000,  # generous: every limit is a few seconds
                suppress_health_check=[HealthCheck.too_slow], database=None)


@pytest.mark.parametrize("game,variant,options,valid", CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_fuzzed_positions_and_options_answer_or_refuse_in_one_line(game, variant, options, valid):
    @FUZZ
    @given(text=positions(valid), extra=option_sets(options))
    def run(text: str, extra: list[str]) -> None:
        argv = ["analyze", game, "--variant", variant, *extra, text]
        check_outcome(argv, run_in_process(argv))
    run()


@pytest.mark.parametrize("game,variant,options,valid", CASES[::3],
                         ids=[f"{c[0]}-{c[1]}" for c in CASES[::3]])
def test_fuzzed_batches_answer_every_line(game, variant, options, valid):
    @FUZZ
    @given(lines=st.lists(positions(valid), min_size=1, max_size=4))
    def run(lines: list[str]) -> None:
        lines = [" ".join(line.split()) or "x" for line in lines]  # one position a line
        argv = ["analyze", game, "--variant", variant, *options, "--batch"]
        result = run_in_process(argv, "\n".join(lines) + "\n")
        check_outcome(argv, result, batch=True)
        answers = [json.loads(line) for line in result.stdout.splitlines()]
        assert len(answers) == len(lines)
        assert result.code == (2 if any("error" in a for a in answers) else 0)
    run()


@pytest.mark.parametrize("game,variant,options,valid", CASES[::6],
                         ids=[f"{c[0]}-{c[1]}" for c in CASES[::6]])
def test_a_real_process_on_a_mutated_position_keeps_the_contract(game, variant, options,
                                                                 valid):
    from tests.engines.cli_fuzz import Outcome
    for text in (valid[0], valid[0] + " ²", valid[0].replace("1", "9" * 5000, 1)):
        argv = ["analyze", game, "--variant", variant, *options, text]
        out = subprocess.run([sys.executable, "-m", "engines", *argv], cwd=ROOT,
                             capture_output=True, text=True, timeout=60)
        check_outcome(argv, Outcome(out.returncode, out.stdout, out.stderr, 0))
