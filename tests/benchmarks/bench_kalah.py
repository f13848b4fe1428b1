"""Kalah: what alpha-beta buys over plain minimax, nodes per second, and exact solving times.

From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah.py               # the three tables
    .venv/bin/python tests/benchmarks/bench_kalah.py --largest     # also: which boards solve
                                                                    # within 10 minutes each
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.kalah.rules import Kalah  # noqa: E402
from engines.games.kalah.evaluation import by_evaluation, stores  # noqa: E402
from engines.games.kalah.solver import KalahProver  # noqa: E402
from engines.solvers.alphabeta import AlphaBeta, SearchOptions  # noqa: E402
from engines.solvers.control import SearchControl, TimeUp  # noqa: E402


def minimax_against_alpha_beta() -> None:
    game = Kalah(6, 4)
    start = game.initial()
    print("Kalah(6,4) from the start, evaluation = store difference")
    print(f"{'depth':>5} {'minimax nodes':>14} {'time':>8} {'alpha-beta nodes':>17} {'time':>8} "
          f"{'fewer':>7} {'value':>6}")
    for depth in range(4, 9):
        plain = AlphaBeta(game, SearchOptions(pruning=False, transposition_table=False,
                                              ordering=False))
        t = time.perf_counter()
        v1, _ = plain.search(start, depth)
        t1 = time.perf_counter() - t
        fast = AlphaBeta(game, SearchOptions(order_hint=by_evaluation(game, stores)))  # type: ignore[arg-type]
        t = time.perf_counter()
        v2, _ = fast.search(start, depth)
        t2 = time.perf_counter() - t
        assert v1 == v2
        n1, n2 = plain.control.nodes, fast.control.nodes
        print(f"{depth:>5} {n1:>14,} {t1:>7.2f}s {n2:>17,} {t2:>7.2f}s {n1 / n2:>6.0f}× "
              f"{v2:>6}")
    print(f"plain minimax: {n1 / t1:,.0f} nodes/s; alpha-beta with table and ordering: "
          f"{n2 / t2:,.0f} nodes/s")


def exact_solves(limit: float, boards: list[tuple[int, int]]) -> None:
    print(f"\nexact values from the start (first player's final store difference), "
          f"up to {limit:.0f} s each")
    for m, n in boards:
        game = Kalah(m, n)
        prover = KalahProver(game, SearchControl(time_limit=limit))
        t = time.perf_counter()
        try:
            value = f"{prover.value(game.initial()):+d}"
        except TimeUp:
            value = "not within the limit"
        elapsed = time.perf_counter() - t
        print(f"Kalah({m},{n})  m·n = {m * n:>2}  value {value:>6}  {elapsed:8.2f} s  "
              f"{prover.nodes:>10,} nodes", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--largest", action="store_true")
    args = parser.parse_args()
    minimax_against_alpha_beta()
    small = [(m, n) for n in range(1, 9) for m in range(1, 9) if m * n <= 12]
    exact_solves(60, sorted(small, key=lambda b: (b[0] * b[1], b)))
    if args.largest:
        exact_solves(600, [(5, 3), (6, 3), (4, 4), (5, 4), (4, 5), (6, 4)])


if __name__ == "__main__":
    main()
