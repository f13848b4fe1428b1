"""The stretch of issue #18: how far the exact prover gets on Kalah(6,4) from the start.

Kalah(6,4) with empty capture is +10 for the first player (Irving, Donkers, Uiterwijk 2000).
The prover (MTD(f) over integer-coded houses, a bounded table of bounds, the 14-seed endgame
database at the leaves) is asked two null-window questions about the start — "does South gain at least +10?"
and "at most +10?" — each for at most ``--minutes``; prints what each proved, its nodes and
time, or that it ran out of time. From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah_start.py --minutes 30
    .venv/bin/python tests/benchmarks/bench_kalah_start.py --value 8 --ask at-least
    .venv/bin/python tests/benchmarks/bench_kalah_start.py --variant empty-capture --ask at-most

Measured 27 Nov 2026 (2 cores shared with other runs; CPU seconds):

    standard       at least +10?  no: at most +8     1442 s CPU, 214.6 million nodes
    standard       at least +8?   yes                  59 s CPU,   9.0 million nodes
    empty-capture  at least +10?  yes                  67 s CPU,  10.4 million nodes
    empty-capture  at most +10?   yes                 373 s CPU,  53.9 million nodes

So Kalah(6,4) with the standard capture is exactly +8 for the first player (about 25 minutes
in all), and with empty capture exactly +10, the paper's value (7.3 minutes). The empty-capture
database is built first (``python -m engines.games.kalah.endgame_db 6 empty-capture either
14``, 64 s CPU).

Issue #33: each question is asked of the compiled kernels and of pure Python (``--paths``; each
in its own process, ``FINITE_GAMES_PURE=1`` for the second), one line each, side by side:

    .venv/bin/python tests/benchmarks/bench_kalah_start.py --variant empty-capture --paths compiled

Measured 28 Nov 2026 side by side (the machine some 3× slower than on 27 Nov: the unchanged
database build took 184 s CPU against 64 s; so only the ratios compare):

    standard       at least +8?    compiled  86 s CPU, pure 205 s CPU (2.4×), 8,947,640 nodes
    empty-capture  at least +10?   compiled 101 s CPU, pure 234 s CPU (2.3×), 10,186,439 nodes

Issue #33, 28 Nov 2026, the value and every move's value with two processes side by side
(``--ask all --workers 2 --cap 32000000``; the machine idle; the moves from the worst-looking
up, so the costliest, house 1, starts first):

    rules          database   wall    CPU in all   nodes          each move's CPU
    standard       18 seeds   202 s   359 s        238.4 million  1: 147, 2: 77, 3: 64, 4: 32, 5: 27, 6: 12 s
    standard       20 seeds   112 s   205 s        125.8 million  1: 88, 2: 42, 3: 36, 4: 16, 5: 16, 6: 6 s
    empty-capture  20 seeds    61 s   114 s         76.1 million  1: 43, 2: 50, 3: 10, 4: 4, 5: 4, 6: 2 s

(``--database-seeds 20``: the 20-seed databases, 226 MB each, built once into the data folder,
378 s and 387 s of CPU.) One process with the 18-seed database took 373 s of CPU, the value
alone 102–148 s.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.kalah.endgame_db import ensure_size, find  # noqa: E402
from engines.games.kalah.prover import KalahProver  # noqa: E402
from engines.games.kalah.rules import Kalah  # noqa: E402
from engines.solvers.control import SearchControl, TimeUp  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=30.0, help="for each question")
    parser.add_argument("--value", type=int, default=10, help="the value asked about")
    parser.add_argument("--cap", type=int, default=4_000_000, help="table entries at most")
    parser.add_argument("--ask", choices=["both", "at-least", "at-most", "all"], default="both",
                        help="all: the value and every move's value, as the opening table "
                             "holds them (proved from scratch: no opening table)")
    parser.add_argument("--variant", choices=["standard", "empty-capture"], default="standard",
                        help="capture rule (Irving et al. solved empty-capture)")
    parser.add_argument("--paths", nargs="*", default=["compiled", "pure"],
                        choices=["compiled", "pure"],
                        help="the kernels to ask, each in its own process")
    parser.add_argument("--database-seeds", type=int, metavar="N",
                        help="the endgame database of N seeds (built into the data folder "
                             "first if need be; 20: 226 MB, about 6 min of CPU once)")
    parser.add_argument("--workers", type=int, default=1,
                        help="with --ask all: processes proving the moves side by side")
    parser.add_argument("--here", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.here:
        for path in args.paths:
            env = dict(os.environ)
            env.pop("FINITE_GAMES_PURE", None)
            if path == "pure":
                env["FINITE_GAMES_PURE"] = "1"
            subprocess.run([sys.executable, __file__, "--here", *sys.argv[1:]], env=env,
                           check=True)
        return
    from engines.compiled import describe
    game = Kalah(6, 4, args.variant)
    database = (find(6, args.variant, "either") if args.database_seeds is None
                else ensure_size(6, args.variant, "either", args.database_seeds))
    if database is None:
        print(f"no endgame database for {args.variant}: build it with "
              f"python -m engines.games.kalah.endgame_db 6 {args.variant} either 14", flush=True)
    pos = game.initial()
    if args.ask == "all" and args.workers > 1:
        from engines.games.kalah.parallel import ParallelProver
        started = time.perf_counter()
        with ParallelProver(game, args.workers, args.cap, args.minutes * 60,
                            database_seeds=args.database_seeds) as pool:
            def proved(move: int, value: int) -> None:
                print(f"{describe():>11}: {args.variant}: move {move} {value:+d} "
                      f"({pool.move_cpu[move]:.0f} s CPU; "
                      f"{time.perf_counter() - started:.0f} s wall since the start)", flush=True)
            try:
                moves = pool.move_values(pos, proved)
            except TimeUp:
                print(f"{describe():>11}: not done in {args.minutes:g} min")
                return
        print(f"{describe():>11}: {args.variant}: the start is {max(v for _, v in moves):+d}, "
              f"every move {moves}: {args.workers} processes, "
              f"{database.limit if database else 'no'}-seed database, "
              f"{time.perf_counter() - started:.0f} s wall, {pool.cpu:.0f} s CPU in all, "
              f"{pool.nodes:,} nodes", flush=True)
        return
    if args.ask == "all":
        control = SearchControl(time_limit=args.minutes * 60, table_cap=args.cap)
        prover = KalahProver(game, control, database)
        started, cpu = time.perf_counter(), time.process_time()
        try:
            value = prover.value(pos)
            print(f"{describe():>11}: {args.variant}: the start is {value:+d}: "
                  f"{time.process_time() - cpu:.0f} s CPU, {prover.nodes:,} nodes", flush=True)
            moves = prover.move_values(pos)
        except TimeUp:
            print(f"{describe():>11}: not done in {args.minutes:g} min ({prover.nodes:,} nodes)")
            return
        print(f"{describe():>11}: {args.variant}: every move {moves}: "
              f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s "
              f"CPU in all, {prover.nodes:,} nodes", flush=True)
        return
    v = args.value
    questions = [(f"South gains at least {v:+d}", (v - 1, v)),
                 (f"South gains at most {v:+d}", (v, v + 1))]
    for question, (alpha, beta) in questions:
        if args.ask != "both" and not question.startswith(
                "South gains " + args.ask.replace("-", " ")):
            continue
        control = SearchControl(time_limit=args.minutes * 60, table_cap=args.cap)
        prover = KalahProver(game, control, database)
        key, left = prover.key(pos)
        started, cpu = time.perf_counter(), time.process_time()
        try:
            value = prover.search(key, left, alpha, beta)
        except TimeUp:
            print(f"{describe():>11}: {question}: not decided in {args.minutes:g} min "
                  f"({prover.nodes:,} nodes, {prover.table_size():,} table entries)", flush=True)
            continue
        holds = value >= beta if question.startswith("South gains at least") else value <= alpha
        print(f"{describe():>11}: {args.variant}: {question}: {'yes' if holds else 'no'} "
              f"(probe value {value:+d}) in "
              f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s "
              f"CPU, {prover.nodes:,} nodes", flush=True)


if __name__ == "__main__":
    main()
