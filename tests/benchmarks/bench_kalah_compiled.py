"""The Kalah prover compiled and in pure Python, side by side on the same positions (issue #33).

Positions of (6,4) games reached in play (``bench_kalah_solver.played_position``), by seeds left
in the houses; each gets the analysis command's work, the value and every move's value, from a
fresh prover (the database opened once per process). The compiled kernels and the pure-Python
ones each run in their own process (``FINITE_GAMES_PURE=1`` for the second), one position after
the other, each capped at ``--cap`` seconds; CPU seconds, median / worst, and the ratio.

    .venv/bin/python tests/benchmarks/bench_kalah_compiled.py
    .venv/bin/python tests/benchmarks/bench_kalah_compiled.py --seeds 32 --per 10 --cap 60
    .venv/bin/python tests/benchmarks/bench_kalah_compiled.py --seeds 40 --paths compiled
    .venv/bin/python tests/benchmarks/bench_kalah_compiled.py --variant empty-capture

Measured 28 Nov 2026, 04:37–04:42 UTC (load 1.6–3; CPU s median / worst; the same values, moves
and nodes both ways):

    standard        seeds   compiled        pure Python     ratio of medians
    10 positions    24      0.02 / 0.08     0.09 / 0.36     4.3×
                    28      0.20 / 0.50     0.52 / 1.67     2.6×
                    32      1.35 / 4.22     4.00 / 10.87    3.0×
    3 positions     36      4.09 / 4.14     (not run)
                    40      59 / over 60    (not run)
    empty capture   28      0.11 / 0.18     0.52 / 0.54     4.6×
    5 positions     32      0.86 / 2.54     2.13 / 5.58     2.5×

(Kalah(6,4) with empty capture, "South gains at least +10?" from the start, bench_kalah_start.py:
compiled 101 s CPU, pure Python 234 s, 10,186,439 nodes each; building the kernels: 20 s.) The
compiled search spends about 30 % of its time in dictionary look-ups of the table (perf): the
next step is a table of machine words, not Python's dict.

Measured 28 Nov 2026, 07:03–07:13 UTC, after that step (the table flat machine words, no
allocation a node) and with the 18-seed database (load 8–14; CPU s median / worst of five):

    standard        seeds   compiled        pure Python     ratio of medians
                    32      0.13 / 0.30     1.99 / 3.16     15×
                    36      0.34 / 0.96     5.35 / 11.52    15×
                    40      3.3 / 4.2       (not run)

(The same 32-seed positions with the 14-seed database: 0.59 / 1.66 compiled; the (6,4) start,
its value and every move's, proved from scratch: 373 s CPU, 187.7 million nodes, with a table of
32 million entries.)
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

from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from tests.benchmarks.bench_kalah_solver import played_position  # noqa: E402


def worker(variant: str, cap: float) -> None:
    """Reads positions (JSON lines: pits, mover), writes one JSON line a position."""
    from engines.compiled import describe
    from engines.games.kalah.endgame_db import find
    from engines.games.kalah.prover import KalahProver
    from engines.solvers.control import SearchControl, TimeUp
    game = Kalah(6, 4, variant)
    db = find(6, variant, "either")
    print(json.dumps({"path": describe(), "database": db.limit if db else None}), flush=True)
    for line in sys.stdin:
        pits, mover = json.loads(line)
        pos = KalahPosition(tuple(pits), mover)
        prover = KalahProver(game, SearchControl(time_limit=cap), database=db)
        cpu = time.process_time()
        try:
            value = prover.value(pos)
            moves = prover.move_values(pos)
            out: dict[str, Any] = {"value": value, "moves": moves}
        except TimeUp:
            out = {"over": True}
        out.update(cpu=time.process_time() - cpu, nodes=prover.nodes)
        print(json.dumps(out), flush=True)


def run(path: str, variant: str, cap: float, positions: list[KalahPosition]
        ) -> tuple[str, list[dict[str, Any]]]:
    env = dict(os.environ)
    env.pop("FINITE_GAMES_PURE", None)
    if path == "pure":
        env["FINITE_GAMES_PURE"] = "1"
    lines = "".join(json.dumps([p.pits, p.mover]) + "\n" for p in positions)
    done = subprocess.run([sys.executable, __file__, "--worker", "--variant", variant,
                           "--cap", str(cap)], input=lines, capture_output=True, text=True,
                          env=env, cwd=ROOT, check=True)
    head, *rows = [json.loads(x) for x in done.stdout.splitlines()]
    return head["path"], rows


def summary(rows: list[dict[str, Any]]) -> str:
    cpus = [r["cpu"] for r in rows]
    worst = "over" if any(r.get("over") for r in rows) else f"{max(cpus):.2f}"
    return f"{statistics.median(cpus):>7.2f} {worst:>7}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="*", default=[24, 28, 32])
    parser.add_argument("--per", type=int, default=5)
    parser.add_argument("--cap", type=float, default=30.0)
    parser.add_argument("--variant", choices=["standard", "empty-capture"], default="standard")
    parser.add_argument("--paths", nargs="*", default=["compiled", "pure"],
                        choices=["compiled", "pure"])
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.variant, args.cap)
        return
    game = Kalah(6, 4, args.variant)
    print(f"{time.strftime('%Y-%m-%d %H:%M')} load {os.getloadavg()[0]:.1f}; Kalah(6,4) "
          f"{args.variant}, every move valued, {args.per} positions a count, cap {args.cap:g} s; "
          f"CPU s median / worst")
    header = f"{'seeds':>5}" + "".join(f" {p + ' med':>14} {'worst':>7}" for p in args.paths)
    print(header + ("  ratio of medians" if len(args.paths) == 2 else "") + "  nodes med")
    rng = random.Random(2026)
    for seeds in args.seeds:
        positions = [played_position(game, seeds, rng) for _ in range(args.per)]
        results = {p: run(p, args.variant, args.cap, positions) for p in args.paths}
        line = f"{seeds:>5}"
        for p in args.paths:
            shown, rows = results[p]
            line += f" {shown[:8]:>6} {summary(rows)}"
        if len(args.paths) == 2:
            a, b = (results[p][1] for p in args.paths)
            same = all(x.get("value") == y.get("value") and x.get("moves") == y.get("moves")
                       and x["nodes"] == y["nodes"] for x, y in zip(a, b)
                       if not x.get("over") and not y.get("over"))
            ratio = (statistics.median(r["cpu"] for r in b)
                     / max(1e-9, statistics.median(r["cpu"] for r in a)))
            line += f"  {ratio:>5.1f}×{'' if same else ' DIFFERENT RESULTS'}"
        rows = results[args.paths[0]][1]
        line += f"  {int(statistics.median(r['nodes'] for r in rows)):,}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
