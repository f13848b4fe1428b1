"""Durak-odnomastka: the whole analysis of the first attack (every card valued, with its moves
to the end) on random deals, a fresh analyzer for each deal, in CPU seconds — the compiled
solver and the same source as pure Python side by side, each in its own process
(``FINITE_GAMES_PURE=1`` for the second), with a check that both gave the same answers.

From the project root:

    .venv/bin/python tests/benchmarks/bench_durak.py            # k = 13, 100 deals, both rules
    .venv/bin/python tests/benchmarks/bench_durak.py 10 11 12   # other deals sizes
    .venv/bin/python tests/benchmarks/bench_durak.py --deals 20 13
    .venv/bin/python tests/benchmarks/bench_durak.py --no-draw-lengths 13   # draws' lengths left out
    .venv/bin/python tests/benchmarks/bench_durak.py --draw-lengths 13      # ... always counted
    .venv/bin/python tests/benchmarks/bench_durak.py --path compiled 13     # one path only
    .venv/bin/python tests/benchmarks/bench_durak.py --variant optional-take 12

By default draws' lengths are as the program gives them (``DurakAnalyzer.lengths_of_draws``).

The target of issues #18 and #33 is at most 1 s on the slowest of 100 deals of 13 a hand. CPU
time, not the wall clock: on a shared machine the wall clock counts the other programs' turns.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engines.compiled import describe  # noqa: E402
from engines.games.one_suit.durak import Durak, DurakAnalyzer, DurakPosition  # noqa: E402

TARGET = 1.0
"""CPU seconds the slowest deal may take."""
PATHS = ("compiled", "pure")
LENGTHS = {None: "draws' lengths as the program gives them", True: "with draws' lengths",
           False: "no lengths of draws"}


def deal(k: int, seed: int) -> DurakPosition:
    """The cards 1…2k shuffled by ``random.Random(seed)``, k a hand; A attacks (the same deals
    as ``bench_odnomastka.py``)."""
    cards = list(range(1, 2 * k + 1))
    random.Random(seed).shuffle(cards)
    return DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))), 0)


def measure(variant: str, k: int, deals: int, draw_lengths: bool | None) -> dict[str, Any]:
    """CPU seconds a deal and what each analysis said (``draw_lengths``: None as the program
    does it, else forced)."""
    cpu, answers = [], []
    for seed in range(deals):
        analyzer, pos = DurakAnalyzer(Durak(variant, k)), deal(k, seed)
        analyzer.draw_lengths = draw_lengths
        start = time.process_time()
        analysis = analyzer.analyze(pos)
        cpu.append(time.process_time() - start)
        answers.append([analysis.value, analysis.remoteness,
                        [[m.value, m.remoteness] for m in analysis.moves]])
    return {"path": describe(), "cpu": cpu, "answers": answers}


def run(path: str, args: list[str]) -> dict[str, Any]:
    """``measure`` in a process of its own on ``path``."""
    env = dict(os.environ)
    env.pop("FINITE_GAMES_PURE", None)
    if path == "pure":
        env["FINITE_GAMES_PURE"] = "1"
    done = subprocess.run([sys.executable, __file__, "--worker", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT, check=True)
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def summary(result: dict[str, Any]) -> str:
    cpu = result["cpu"]
    slowest = max(range(len(cpu)), key=cpu.__getitem__)
    verdict = "met" if cpu[slowest] <= TARGET else "NOT met"
    return (f"{result['path']}: median {statistics.median(cpu):.3f} s, worst "
            f"{cpu[slowest]:.3f} s (deal {slowest}; ≤ {TARGET:g} s {verdict})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("k", type=int, nargs="*", default=[13], help="cards a hand")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--variant", action="append", choices=["must-beat", "optional-take"],
                        help="one rule set (again for another); both by default")
    lengths = parser.add_mutually_exclusive_group()
    lengths.add_argument("--draw-lengths", dest="draw_lengths", action="store_true",
                         default=None)
    lengths.add_argument("--no-draw-lengths", dest="draw_lengths", action="store_false")
    parser.add_argument("--path", action="append", choices=PATHS,
                        help="compiled or pure (again for another); both by default")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(measure(args.variant[0], args.k[0], args.deals, args.draw_lengths)))
        return
    print(f"{time.strftime('%Y-%m-%d %H:%M')} load {os.getloadavg()[0]:.1f}; the first attack "
          f"of {args.deals} deals, every card valued ({LENGTHS[args.draw_lengths]}); CPU time",
          flush=True)
    for k in args.k:
        for variant in args.variant or ["must-beat", "optional-take"]:
            worker = [str(k), "--deals", str(args.deals), "--variant", variant]
            if args.draw_lengths is not None:
                worker.append("--draw-lengths" if args.draw_lengths else "--no-draw-lengths")
            results = [run(path, worker) for path in args.path or PATHS]
            answers = results[0]["answers"]
            draws = sum(any(m[0] == 0 for m in a[2]) for a in answers)
            line = f"durak {variant:<14} k = {k:2}: " + " | ".join(map(summary, results))
            if len(results) == 2:
                ratio = (statistics.median(results[1]["cpu"])
                         / max(1e-9, statistics.median(results[0]["cpu"])))
                worst = max(results[1]["cpu"]) / max(1e-9, max(results[0]["cpu"]))
                same = results[1]["answers"] == answers
                line += (f"; {ratio:.1f}× the median, {worst:.1f}× the worst"
                         f"{'' if same else '; DIFFERENT ANSWERS'}")
            print(f"{line}; {draws} deals with a drawing first attack", flush=True)


if __name__ == "__main__":
    main()
