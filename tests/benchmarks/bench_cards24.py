"""24 cards benchmarks: whole-table times. From the project root:

    .venv/bin/python tests/benchmarks/bench_cards24.py
"""
from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.cards24.rules import Cards24  # noqa: E402
from engines.solvers.exact import ExactSolver  # noqa: E402

CASES = [((4, 4, 4, 4, 4, 4), 50), ((6, 6, 6, 6, 6, 6, 6), 120),
         ((9, 9, 9, 9, 9, 9), 150)]

if __name__ == "__main__":
    for deck, target in CASES:
        game = Cards24(deck, target)
        runs = []
        for _ in range(3 if game.size < 100_000 else 1):
            start = time.perf_counter()
            game.tables()
            runs.append(time.perf_counter() - start)
        print(f"deck {deck}, target {target}: {game.size:>9,} positions, Grundy + value + "
              f"remoteness tables in {min(runs) * 1000:8.1f} ms")
    game = Cards24()
    start = time.perf_counter()
    solver = ExactSolver(game)
    solver.solve(game.initial())
    print(f"for comparison, the generic memoised exact solver on the default deck: "
          f"{(time.perf_counter() - start) * 1000:.0f} ms ({len(solver.table):,} positions)")
    assert math.prod(d + 1 for d in CASES[-1][0]) == 1_000_000
