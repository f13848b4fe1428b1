"""Kalah endgame database: size, build time, look-ups a second, and late (6,4) positions solved
with and without it, by seeds left in the houses.

From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah_db.py            # all tables
    .venv/bin/python tests/benchmarks/bench_kalah_db.py --quick    # builds up to N = 10 only
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from engines.games.kalah.endgame_db import DEFAULT_LIMIT, build, find, size  # noqa: E402
from engines.games.kalah.solver import KalahProver  # noqa: E402
from engines.solvers.control import SearchControl, TimeUp  # noqa: E402


def sizes() -> None:
    print("entries (= bytes) of the database by houses a side and seeds N; * = the default N")
    limits = range(6, 21, 2)
    print(f"{'m':>2} " + " ".join(f"{n:>12}" for n in limits))
    for m in range(1, 9):
        cells = []
        for n in limits:
            mark = "*" if DEFAULT_LIMIT[m] == n else " "
            cells.append(f"{size(m, n):>11,}{mark}")
        print(f"{m:>2} " + " ".join(cells) + f"   default N = {DEFAULT_LIMIT[m]}: "
              f"{size(m, DEFAULT_LIMIT[m]) / 1e6:.1f} MB")


PURE_BUILD = """
import sys, time
from engines.games.kalah.endgame_db import build
c = time.process_time()
build(6, "standard", "either", int(sys.argv[1]))
print(time.process_time() - c)
"""


def build_times(largest: int, pure_largest: int) -> None:
    """The compiled build (``db_build.py``) in this process, the same source as pure Python in
    another (``FINITE_GAMES_PURE=1``), up to ``pure_largest`` seeds (it is some 25× slower)."""
    from engines.compiled import describe
    print(f"\nbuild time, six houses, standard rules, end when either side is empty: CPU s, "
          f"{describe()} here and pure Python beside it")
    print(f"{'N':>3} {'entries':>11} {'compiled':>9} {'pure':>9} {'ratio':>6} "
          f"{'entries/s compiled':>19}")
    env = dict(os.environ, FINITE_GAMES_PURE="1")
    for n in range(4, largest + 1, 2):
        c = time.process_time()
        build(6, "standard", "either", n)
        cpu = time.process_time() - c
        pure = ratio = "-"
        if n <= pure_largest:
            out = subprocess.run([sys.executable, "-c", PURE_BUILD, str(n)], env=env,
                                 cwd=ROOT, capture_output=True, text=True, check=True)
            pure_cpu = float(out.stdout)
            pure, ratio = f"{pure_cpu:.1f}", f"{pure_cpu / max(cpu, 1e-3):.0f}×"
        print(f"{n:>3} {size(6, n):>11,} {cpu:>9.1f} {pure:>9} {ratio:>6} "
              f"{size(6, n) / max(cpu, 1e-3):>19,.0f}", flush=True)


def random_position(rng: random.Random, seeds: int, board_seeds: int = 48) -> KalahPosition:
    houses = [0] * 12
    while True:
        for i in range(12):
            houses[i] = 0
        for _ in range(seeds):
            houses[rng.randrange(12)] += 1
        if any(houses[:6]) and any(houses[6:]):
            break
    stored = board_seeds - seeds
    south = rng.randint(0, stored)
    return KalahPosition(tuple(houses[:6]) + (south,) + tuple(houses[6:]) + (stored - south,),
                         rng.randint(0, 1))


def lookups() -> None:
    db = find(6, "standard", "either")
    if db is None:
        print("\nno (6, standard, either) database: look-ups not measured")
        return
    rng = random.Random(1)
    keys = [random_position(rng, rng.randint(2, db.limit)) for _ in range(20000)]
    houses = [(p.pits[:6] + p.pits[7:13], p.mover) for p in keys]
    t = time.perf_counter()
    for h, mover in houses:
        db.lookup(h, mover)
    elapsed = time.perf_counter() - t
    print(f"\nlook-ups: {len(houses) / elapsed:,.0f} a second (rank + read from memory); "
          f"opening and checking the {size(6, db.limit) / 1e6:.1f} MB file: ", end="")
    t = time.perf_counter()
    from engines.games.kalah.endgame_db import KalahDatabase
    KalahDatabase(db.path, 6, "standard", "either", db.limit).close()
    print(f"{(time.perf_counter() - t) * 1000:.0f} ms")


def late_positions(seed_counts: list[int], per_count: int, limit: float) -> None:
    db = find(6, "standard", "either")
    game = Kalah(6, 4)
    print(f"\nlate Kalah(6,4) positions, exact value by the prover, {per_count} random positions "
          f"for each count of seeds in the houses, {limit:.0f} s limit each "
          f"(median / worst; 'n/a' = some over the limit)")
    print(f"{'seeds':>5} {'without db: median':>19} {'worst':>8} {'with db: median':>16} "
          f"{'worst':>8} {'nodes without':>14} {'nodes with':>11}")
    rng = random.Random(2026)
    for seeds in seed_counts:
        positions = [random_position(rng, seeds) for _ in range(per_count)]
        row = []
        for database in (None, db):
            times, nodes, failed = [], 0, 0
            for p in positions:
                prover = KalahProver(game, SearchControl(time_limit=limit), database=database)
                t = time.perf_counter()
                try:
                    prover.value(p)
                except TimeUp:
                    failed += 1
                times.append(time.perf_counter() - t)
                nodes += prover.nodes
            worst = "n/a" if failed else f"{max(times):.3f}"
            row.append(f"{statistics.median(times):>8.3f} s {worst:>8}")
            row.append(f"{nodes // per_count:>11,}")
        print(f"{seeds:>5} {row[0]:>19} {row[2]:>16} {row[1]:>14} {row[3]:>11}", flush=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory of this process: {peak:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-build", action="store_true", help="skip the build times")
    args = parser.parse_args()
    sizes()
    if not args.no_build:
        build_times(10 if args.quick else 18, 10 if args.quick else 12)
    lookups()
    counts = [12, 14, 16, 18, 20] if args.quick else [12, 14, 16, 18, 20, 22, 24, 28, 32]
    late_positions(counts, 3 if args.quick else 5, 10 if args.quick else 30)


if __name__ == "__main__":
    main()
