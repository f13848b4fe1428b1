"""Determinant benchmarks: prints numbers, asserts nothing. From the project root:

    .venv/bin/python tests/benchmarks/bench_determinant.py [--skip-cold]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.determinant.rules import Determinant, DeterminantAnalyzer, DetPosition  # noqa: E402
from engines.games.determinant.build_table import build  # noqa: E402
from engines.games.determinant.table import read_table  # noqa: E402
from engines.solvers.alphabeta import AlphaBeta, SearchOptions  # noqa: E402
from engines.solvers.control import SearchControl  # noqa: E402

GAME = Determinant()


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def empty_board() -> None:
    start = time.perf_counter()
    table = read_table()
    loaded = time.perf_counter()
    analysis = DeterminantAnalyzer(GAME, table).analyze(GAME.initial())
    done = time.perf_counter()
    print(f"empty board: all {len(analysis.moves)} move values, game value {analysis.value}: "
          f"{ms(done - loaded)} (+ table load {ms(loaded - start)})")


def worst_live_positions() -> None:
    rng = random.Random(1)
    for filled in (4, 5, 6):
        times = []
        for _ in range(10):
            cells = [0] * 9
            for cell, n in zip(rng.sample(range(9), filled), rng.sample(range(1, 10), filled)):
                cells[cell] = n
            start = time.perf_counter()
            DeterminantAnalyzer(GAME).analyze(DetPosition(tuple(cells)))
            times.append(time.perf_counter() - start)
        print(f"{filled} numbers written: all move values, cold, mean {ms(sum(times) / 10)}, "
              f"worst {ms(max(times))}")


def minimax_vs_alphabeta() -> None:
    rng = random.Random(7)
    positions = []
    for _ in range(5):
        cells = [0] * 9
        for cell, n in zip(rng.sample(range(9), 3), rng.sample(range(1, 10), 3)):
            cells[cell] = n
        positions.append(DetPosition(tuple(cells)))
    print("nodes from 5 positions with 6 empty cells (no transposition table):")
    print(f"{'depth':>7} {'minimax':>12} {'alpha-beta':>12} {'saved':>7}")
    for depth in range(3, 7):
        counts = []
        for pruning in (False, True):
            total = 0
            for pos in positions:
                control = SearchControl()
                AlphaBeta(GAME, SearchOptions(pruning=pruning, transposition_table=False,
                                              ordering=False), control).search(pos, depth)
                total += control.nodes
            counts.append(total)
        print(f"{depth:>7} {counts[0]:>12,} {counts[1]:>12,} {1 - counts[1] / counts[0]:>6.0%}")


def cold_solve() -> None:
    start = time.perf_counter()
    values = build(progress=False)
    print(f"cold exact solve of the whole game (no table): {time.perf_counter() - start:.1f} s, "
          f"{len(values)} opening positions kept")


if __name__ == "__main__":
    empty_board()
    worst_live_positions()
    minimax_vs_alphabeta()
    if "--skip-cold" not in sys.argv:
        cold_solve()
