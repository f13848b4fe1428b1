"""Klondike solver benchmark (prints, never asserts).

    python tests/benchmarks/bench_solitaire.py [--deals 100] [--first 0] [--won-deals 1000]
        [--workers 2] [--only speed,policies,memory,won,hard]
        [--paths compiled start twinless pure]
        [--hard-limit N] [--node-limit N]

- speed: the decided fraction, the fraction whose winnability is known (decided, or an
  undetermined deal whose bound is below 52: it cannot be won), CPU seconds a deal and nodes
  a second at the default limits (or ``--node-limit``),
  draw 1 and 3, the compiled kernels and pure Python side by side (issue #33: each path in its
  own process, ``FINITE_GAMES_PURE=1`` for pure Python), with the compiled search as it was
  before 29 Nov 2026 (the bound of the start only, no question whether a deal can be won:
  "start bound") and without the twins that never go home ("twinless": "no twins"), and from
  them the time of the
  statistics of 10,000 deals on 2 cores (CPU seconds a deal × 10,000 / 2: the statistics
  solve each deal in one worker process a core, so the time a deal takes does not depend on
  the other worker; measured as CPU time because the machine is shared);
- policies: nodes and seconds for the same deals under each eviction policy at three table
  sizes (the etude's study);
- memory: the peak memory of one long search (tracemalloc) and per stored position;
- won: the won fraction over many seeded deals, draw 3, next to Blake & Gent (2019);
- hard (not in the default run): the deals the default limits leave undetermined, each solved
  again with ``--hard-limit`` nodes (and a table of 2 million): hard wins or lost deals?
Deals are the program's seeded deals ``--first``, ``--first`` + 1, … (``--seed N`` of the
command); speed and hard take ``--node-limit`` (the default limit unless given), the others the
default.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
import tracemalloc
from concurrent.futures import ProcessPoolExecutor
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from engines.games.solitaire import solver  # noqa: E402
from engines.games.solitaire.rules import Klondike  # noqa: E402
from engines.games.solitaire.search_game import KlondikeSearch  # noqa: E402
from engines.games.solitaire.shuffle import seeded_deal  # noqa: E402
from engines.games.solitaire.solver import (  # noqa: E402
    DEFAULT_NODE_LIMITS, DEFAULT_TABLE_SIZE, Limits, Policy, solve, solve_game)

START_ONLY = "BENCH_SOLITAIRE_START_BOUND"
"""Set (``--paths start``): the compiled kernels with the bound of the start only and no question
whether a deal can be won, as before 29 Nov 2026 (the rest as now: the node limit, the dives'
share, the bounds left out)."""

NO_TWINS = "BENCH_SOLITAIRE_NO_TWINS"
"""Set (``--paths twinless``): the compiled kernels without the bound of the twins that never go
home (``search_bounds.split_by_twins``, since 29 Nov 2026)."""

Row = tuple[str, int, int, float, int, bool]


def one(args: tuple[int, int, Limits]) -> Row:
    """A deal's result, score, nodes, CPU seconds (of the process that solved it), peak, and
    whether it is known if the deal can be won (decided, or its bound is below 52)."""
    seed, draw, limits = args
    began = time.process_time()
    if os.environ.get(START_ONLY):
        # As before 29 Nov 2026: the bound of the start only, no question whether it can be won.
        solver.WIN_SHARE = 0.0
        game = KlondikeSearch(draw)
        game.each = False
        r = solve_game(game, Klondike(draw), seeded_deal(seed), limits)
    elif os.environ.get(NO_TWINS):
        game = KlondikeSearch(draw)
        game.twins = False
        r = solve_game(game, Klondike(draw), seeded_deal(seed), limits)
    else:
        r = solve(seeded_deal(seed), draw, limits)
    return (r.result, r.score, r.nodes, time.process_time() - began, r.peak_stored,
            r.winnable is not None)


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
    barred = sum(r[0] == "undetermined" and r[5] for r in rows)
    return (f"won {won} ({100 * won / n:.1f} %), lost {lost}, undetermined {und} "
            f"({100 * und / n:.1f} %; {barred} of them cannot be won)")


def speed_here(seeds: range, workers: int, limits: Limits) -> None:
    """One JSON line a draw: this process's path's figures for :func:`speed`."""
    from engines.compiled import describe
    n = len(seeds)
    for draw in (1, 3):
        rows, wall = run(seeds, draw, limits, workers)
        path = ("start bound" if os.environ.get(START_ONLY) else
                "no twins" if os.environ.get(NO_TWINS) else describe())
        print(json.dumps({"path": path, "draw": draw, "counts": counts(rows),
                          "decided": sum(r[0] != "undetermined" for r in rows) / n,
                          "win_known": sum(r[5] for r in rows) / n,
                          "cpu": sum(r[3] for r in rows), "nodes": sum(r[2] for r in rows),
                          "longest": max(r[3] for r in rows), "deals": n}), flush=True)


def _nodes(limits: Limits) -> str:
    if limits.node_limit is None:
        return "the draw's default node limit"
    return f"{limits.node_limit:,} nodes"


def speed(seeds: range, workers: int, paths: list[str], limits: Limits) -> None:
    print(f"== speed: deals {seeds.start}-{seeds.stop - 1} at {_nodes(limits)} "
          f"(default {DEFAULT_NODE_LIMITS[1]:,} at draw 1, {DEFAULT_NODE_LIMITS[3]:,} at draw 3), "
          f"table {limits.table_size:,} (least-recent when it can fill), "
          f"{workers} worker(s); CPU time")
    lines: list[dict[str, Any]] = []
    for path in paths:
        env = dict(os.environ)
        env.pop("FINITE_GAMES_PURE", None)
        if path == "pure":
            env["FINITE_GAMES_PURE"] = "1"
        if path == "start":
            env[START_ONLY] = "1"
        if path == "twinless":
            env[NO_TWINS] = "1"
        out = subprocess.run([sys.executable, __file__, "--speed-here", "--deals",
                              str(len(seeds)), "--first", str(seeds.start), "--node-limit",
                              str(limits.node_limit or 0), "--workers", str(workers)], env=env,
                             capture_output=True,
                             text=True, encoding="utf-8", check=True)
        lines += [json.loads(line) for line in out.stdout.splitlines()]
    print(f"{'draw':<5}{'path':<13}{'decided':>8}{'win known':>10}{'s/deal':>8}{'nodes/s':>10}"
          f"{'longest':>9}"
          f"{'10,000 on 2 cores':>19}  results")
    for draw in (1, 3):
        for r in (r for r in lines if r["draw"] == draw):
            cpu, deals = r["cpu"], r["deals"]
            print(f"{draw:<5}{r['path']:<13}{100 * r['decided']:>7.1f}%"
                  f"{100 * r['win_known']:>9.1f}%"
                  f"{cpu / deals:>8.3f}{r['nodes'] / cpu:>10,.0f}{r['longest']:>8.2f}s"
                  f"{cpu / deals * 10_000 / 2 / 60:>14.1f} min  {r['counts']}")


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
    barred = sum(r[0] == "undetermined" and r[5] for r in rows)
    print(f"   won {100 * p:.2f} % ± {100 * half:.2f} % (95 %); counting every undetermined deal "
          f"that may be won as won: {100 * (w + und - barred) / n:.2f} %")
    print("   Blake & Gent 2019 (thoughtful Klondike, draw 3, redeals): 81.945 % ± 0.084 %")


def hard(deals: range, workers: int, limit: int, limits: Limits) -> None:
    print(f"== hard: deals {deals.start}-{deals.stop - 1} undetermined at {_nodes(limits)}, "
          f"again with {limit:,} nodes")
    for draw in (1, 3):
        rows, _ = run(deals, draw, limits, workers)
        seeds = [s for s, r in zip(deals, rows) if r[0] == "undetermined"]
        print(f"   draw {draw}: {len(seeds)} undetermined: {seeds}")
        for seed in seeds:
            result, score, nodes, cpu, *_ = one((seed, draw, Limits(limit, None, 2_000_000)))
            print(f"   draw {draw} deal {seed:>4}: {result:<12} {score:>2} {nodes:>10,} nodes "
                  f"{cpu:>7.1f} s", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--first", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--node-limit", type=int, default=0,
                    help="speed and hard: the node limit of the first solve (0: the draw's "
                         "default)")
    ap.add_argument("--won-deals", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--only", default="speed,policies,memory,won")
    ap.add_argument("--hard-limit", type=int, default=3_000_000)
    ap.add_argument("--paths", nargs="*", default=["compiled", "twinless", "pure"],
                    choices=["compiled", "start", "twinless", "pure"],
                    help="the speed part's paths (start: compiled, the bound of the start only; "
                    "twinless: compiled, without the twins that never go home)")
    ap.add_argument("--speed-here", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    seeds = range(args.first, args.first + args.deals)
    limits = Limits(node_limit=args.node_limit or None)
    if args.speed_here:
        speed_here(seeds, args.workers, limits)
        return
    parts = args.only.split(",")
    from engines.compiled import describe
    print(f"(policies, memory and won: {describe()})")
    if "speed" in parts:
        speed(seeds, args.workers, args.paths, limits)
    if "policies" in parts:
        policies(args.deals, args.workers)
    if "memory" in parts:
        memory()
    if "won" in parts:
        won(args.won_deals, args.workers)
    if "hard" in parts:
        hard(seeds, args.workers, args.hard_limit, limits)


if __name__ == "__main__":
    main()
