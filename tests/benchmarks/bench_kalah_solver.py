"""The exact Kalah solver on the standard board: time, nodes and peak memory of exact solves of
(6,4) positions reached in play, by seeds left in the houses; Kalah(6,3) from the start.

Positions come from games played from the (6,4) start by a noisy greedy player (the move that
stores most, extra turns first, seven times in ten; a random move otherwise), stopped the first
time the houses hold exactly the count asked for. Each solve runs in a forked child, so its
peak memory (the child's maximum resident set, the shipped database and the interpreter
included) is its own.

Two measures a position: "value" = the value of the position alone (what the player needs);
"analysis" = the value of every move as well (what ``python -m engines analyze kalah`` prints).

Measured 23 Nov 2026 on the project machine (2 cores shared, load 5; CPU seconds, median / worst
of five; the wall time was 2–3 times the CPU time):

    seeds        value: before    after           every move: before   after
    16           0.01 / 0.01      0.01 / 0.01     0.01 / 0.13          0.01 / 0.01
    20           0.10 / 0.38      0.01 / 0.02     0.23 / 0.65          0.03 / 0.05
    24           0.43 / >10 s     0.04 / 0.09     2.7 / >10 s          0.11 / 0.46
    28           4 of 5 >10 s     0.10 / 2.2      all >10 s            0.92 / 2.7
    32           all >10 s        2.4 / 6.1       all >10 s            10.4 / 20.5
    Kalah(6,3)   not in 300 s wall (71 s CPU, 540 MB)  →  +2 in 7.4–10 s CPU, 131 MB

("before": the prover of tests/engines/kalah_reference.py, capped at 10 s wall.) Peak memory of
a solve at most 244 MB (32 seeds, every move).

Issue #18, 27 Nov 2026 (load 5–8 on the 2 cores, cap 60 s wall; CPU seconds, median / worst of
the same five positions; the database opened once in the parent: 0.2 s CPU to unpack): MTD(f)'s
first guess from a depth-8 search, enhanced transposition cutoffs, the 14-seed database
(was 12). Target: every move of any position with ≤ 32 seeds in ≤ 10 s, ≤ 16 seeds in ≤ 1 s.

    seeds        value            every move
    16           0.00 / 0.00      0.00 / 0.00
    20           0.01 / 0.01      0.01 / 0.02
    24           0.02 / 0.02      0.03 / 0.08
    28           0.05 / 0.15      0.22 / 0.76
    32           0.26 / 3.4       1.35 / 5.4      (peak 147 MB)

From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah_solver.py                 # 16…32 seeds
    .venv/bin/python tests/benchmarks/bench_kalah_solver.py --seeds 16 20 --per 3 --cap 10
    .venv/bin/python tests/benchmarks/bench_kalah_solver.py --seeds --start 6,3 --start-cap 300
    .venv/bin/python tests/benchmarks/bench_kalah_solver.py --prover old   # the one before
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.kalah.endgame_db import find  # noqa: E402
from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from engines.games.kalah.prover import FutureGain, KalahProver  # noqa: E402
from engines.solvers.control import SearchControl, TimeUp  # noqa: E402


def seeds_in_houses(pos: KalahPosition) -> int:
    return sum(pos.houses(0)) + sum(pos.houses(1))


def noisy_greedy(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
    moves = list(game.legal_moves(pos))
    if rng.random() < 0.3:
        return rng.choice(moves)
    me = pos.mover

    def score(move: int) -> tuple[bool, int]:
        child = game.play(pos, move)
        return child.mover == me and not game.is_over(child), child.store(me) - child.store(1 - me)
    return max(moves, key=score)


def played_position(game: Kalah, seeds: int, rng: random.Random) -> KalahPosition:
    """A position of a played game with exactly ``seeds`` in the houses, not over."""
    while True:
        pos = game.initial()
        while game.legal_moves(pos) and seeds_in_houses(pos) > seeds:
            pos = game.play(pos, noisy_greedy(game, pos, rng))
        if seeds_in_houses(pos) == seeds and game.legal_moves(pos):
            return pos


def in_child(work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``work()`` in a forked child: its result, wall and CPU time, and peak memory in MB."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(read)
        t, c = time.perf_counter(), time.process_time()
        try:
            out = work()
        except TimeUp:
            out = {"timeout": True}
        except MemoryError:
            out = {"memory": True}
        out["wall"] = time.perf_counter() - t
        out["cpu"] = time.process_time() - c
        with os.fdopen(write, "w") as f:
            json.dump(out, f)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as f:
        text = f.read()
    _, _, usage = os.wait4(pid, 0)
    result: dict[str, Any] = json.loads(text) if text else {"crashed": True}
    result["mb"] = usage.ru_maxrss / 1024
    return result


PROVERS: dict[str, Callable[..., FutureGain]] = {"new": KalahProver}


def prover_for(name: str, game: Kalah, cap: float) -> FutureGain:
    if name == "old" and name not in PROVERS:
        from tests.engines.kalah_reference import OldKalahProver
        PROVERS["old"] = OldKalahProver
    return PROVERS[name](game, SearchControl(time_limit=cap),
                         database=find(game.m, game.variant, game.end))


def solve_value(name: str, game: Kalah, pos: KalahPosition, cap: float) -> dict[str, Any]:
    prover = prover_for(name, game, cap)
    value = prover.value(pos)
    return {"value": value, "nodes": getattr(prover, "nodes")}


def solve_analysis(name: str, game: Kalah, pos: KalahPosition, cap: float) -> dict[str, Any]:
    """What the analysis command computes: the value and the value of every move."""
    prover = prover_for(name, game, cap)
    value = prover.value(pos)
    moves = prover.move_values(pos)
    return {"value": value, "nodes": getattr(prover, "nodes"), "moves": moves}


def late_positions(name: str, counts: list[int], per: int, cap: float, kinds: list[str]
                   ) -> None:
    game = Kalah(6, 4)
    print(f"{name} prover: Kalah(6,4) positions reached in play, {per} a count, cap {cap:.0f} s "
          f"wall each "
          f"(median / worst; 'over' = some not done within the cap)")
    print(f"{'kind':>8} {'seeds':>5} {'wall med':>9} {'worst':>7} {'cpu med':>8} {'worst':>7} "
          f"{'nodes med':>10} {'nodes max':>10} {'MB max':>7} {'done':>5}")
    rng = random.Random(2026)
    for seeds in counts:
        positions = [played_position(game, seeds, rng) for _ in range(per)]
        for kind in kinds:
            solve = solve_value if kind == "value" else solve_analysis
            rows = [in_child(partial(solve, name, game, p, cap)) for p in positions]
            done = [r for r in rows if "nodes" in r]
            walls = [r["wall"] for r in rows]
            cpus = [r["cpu"] for r in rows]
            nodes = [r["nodes"] for r in done] or [0]
            worst_wall = f"{max(walls):.2f}" if len(done) == per else "over"
            worst_cpu = f"{max(cpus):.2f}" if len(done) == per else "over"
            print(f"{kind:>8} {seeds:>5} {statistics.median(walls):>9.2f} {worst_wall:>7} "
                  f"{statistics.median(cpus):>8.2f} {worst_cpu:>7} "
                  f"{int(statistics.median(nodes)):>10,} {max(nodes):>10,} "
                  f"{max(r['mb'] for r in rows):>7.0f} {len(done):>2}/{per}", flush=True)


def from_start(name: str, m: int, n: int, cap: float) -> None:
    game = Kalah(m, n)
    r = in_child(lambda: solve_value(name, game, game.initial(), cap))
    value = f"{r['value']:+d}" if "value" in r else f"not within {cap:.0f} s"
    print(f"{name} prover: Kalah({m},{n}) from the start: {value}, {r['wall']:.1f} s wall, {r['cpu']:.1f} s cpu, "
          f"{r.get('nodes', 0):,} nodes, peak {r['mb']:.0f} MB", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="*", default=[16, 20, 24, 28, 32])
    parser.add_argument("--per", type=int, default=5)
    parser.add_argument("--cap", type=float, default=10.0)
    parser.add_argument("--kinds", nargs="*", default=["value", "analysis"],
                        choices=["value", "analysis"])
    parser.add_argument("--start", nargs="*", default=["6,3"], help="boards m,n from the start")
    parser.add_argument("--start-cap", type=float, default=300.0)
    parser.add_argument("--prover", choices=["new", "old"], default="new",
                        help="old: the prover before session 4 (tests/engines/kalah_reference.py)")
    args = parser.parse_args()
    # Opened once in this process, as the app does (the shipped copy is unpacked into memory:
    # its time is printed here, not counted in every solve).
    cpu = time.process_time()
    db = find(6, "standard", "either")
    print(f"database: {db.limit if db else 'none'} seeds, opened in "
          f"{time.process_time() - cpu:.2f} s CPU")
    from engines.compiled import describe
    print(f"kernels: {describe()} (bench_kalah_compiled.py compares both side by side)")
    print(f"{time.strftime('%Y-%m-%d %H:%M')} load {os.getloadavg()[0]:.1f}, "
          f"parent {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    if args.seeds:
        late_positions(args.prover, args.seeds, args.per, args.cap, args.kinds)
    for board in args.start:
        m, n = map(int, board.split(","))
        from_start(args.prover, m, n, args.start_cap)


if __name__ == "__main__":
    main()
