"""Klondike solver benchmark (prints, never asserts).

    python tests/benchmarks/bench_solitaire.py [--deals 100] [--won-deals 1000] [--workers 2]
        [--only speed,policies,memory,won]

- speed: deals a minute and the undetermined fraction at the default limits, draw 1 and 3;
- policies: nodes and seconds for the same deals under each eviction policy at three table
  sizes (the etude's study);
- memory: the peak memory of one long search (tracemalloc) and per stored position;
- won: the won fraction over many seeded deals, draw 3, next to Blake & Gent (2019).
Deals are the program's seeded deals 0, 1, 2, … (``--seed N`` of the command).
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import time
import tracemalloc
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from engines.games.solitaire.shuffle import seeded_deal  # noqa: E402
from engines.games.solitaire.solver import (  # noqa: E402
    DEFAULT_NODE_LIMIT, DEFAULT_TABLE_SIZE, Limits, Policy, solve)

Row = tuple[str, int, int, float, int]


def one(args: tuple[int, int, Limits]) -> Row:
    seed, draw, limits = args
    r = solve(seeded_deal(seed), draw, limits)
    return r.result, r.score, r.nodes, r.seconds, r.peak_stored


def run(seeds: range, draw: int, limits: Limits, workers: int) -> tuple[list[Row], float]:
    began = time.monotonic()
    jobs = [(s, draw, limits) for s in seeds]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            rows = list(pool.map(one, jobs, chunksize=4))
    else:
        rows = [one(j) for j in jobs]
    return rows, time.monotonic() - began


def counts(rows: list[Row]) -> str:
    n = len(rows)
    won = sum(r[0] == "won" for r in rows)
    lost = sum(r[0] == "lost" for r in rows)
    und = n - won - lost
    return f"won {won} ({100 * won / n:.1f} %), lost {lost}, undetermined {und} ({100 * und / n:.1f} %)"


def speed(n: int, workers: int) -> None:
    print(f"== speed: {n} deals at the default limits ({DEFAULT_NODE_LIMIT:,} nodes, "
          f"table {DEFAULT_TABLE_SIZE:,}, least-recent), {workers} worker(s)")
    for draw in (1, 3):
        rows, wall = run(range(n), draw, Limits(), workers)
        nodes = sum(r[2] for r in rows)
        cpu = sum(r[3] for r in rows)
        print(f"draw {draw}: {counts(rows)}")
        print(f"   {60 * n / wall:.1f} deals a minute ({workers} worker(s)); "
              f"{60 * n / cpu:.1f} a minute on one core; {nodes / cpu:,.0f} nodes/s; "
              f"mean {cpu / n:.2f} s, longest {max(r[3] for r in rows):.2f} s")


def policies(n: int, workers: int) -> None:
    limit = 50_000
    print(f"== policies: the same {n} deals (draw 1, node limit {limit:,})")
    print(f"{'policy':<14}{'table':>9}{'nodes':>12}{'seconds':>9}  results")
    for size in (1_000, 10_000, 100_000):
        for policy in Policy:
            rows, wall = run(range(n), 1, Limits(limit, None, size, policy), workers)
            print(f"{policy.value:<14}{size:>9,}{sum(r[2] for r in rows):>12,}"
                  f"{sum(r[3] for r in rows):>9.1f}  {counts(rows)}")


def memory() -> None:
    print("== memory: one search of 200,000 nodes (deal 25, draw 1, default table)")
    tracemalloc.start()
    r = solve(seeded_deal(25), 1, Limits(node_limit=200_000))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"   peak {peak / 2 ** 20:.1f} MB traced for {r.peak_stored:,} stored positions "
          f"(~{peak / max(1, r.peak_stored):.0f} bytes a position, the stack included)")
    try:
        import resource
        print(f"   process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    except ImportError:
        pass


def won(n: int, workers: int) -> None:
    print(f"== won fraction: {n} seeded deals, draw 3, default limits")
    rows, wall = run(range(n), 3, Limits(), workers)
    w = sum(r[0] == "won" for r in rows)
    und = sum(r[0] == "undetermined" for r in rows)
    p = w / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    print(f"   {counts(rows)} in {wall / 60:.1f} min")
    print(f"   won {100 * p:.2f} % ± {100 * half:.2f} % (95 %); counting every undetermined deal "
          f"as won: {100 * (w + und) / n:.2f} %")
    print("   Blake & Gent 2019 (thoughtful Klondike, draw 3, redeals): 81.945 % ± 0.084 %")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--won-deals", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--only", default="speed,policies,memory,won")
    args = ap.parse_args()
    parts = args.only.split(",")
    if "speed" in parts:
        speed(args.deals, args.workers)
    if "policies" in parts:
        policies(args.deals, args.workers)
    if "memory" in parts:
        memory()
    if "won" in parts:
        won(args.won_deals, args.workers)


if __name__ == "__main__":
    main()
