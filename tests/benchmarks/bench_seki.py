"""SEKI: time to solve a matrix from scratch (a fresh table each time).

From the project root:

    .venv/bin/python tests/benchmarks/bench_seki.py
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.analysis import Analyzer  # noqa: E402
from engines.games.seki.rules import Seki, SekiPosition, canonical  # noqa: E402


def solve(matrix: tuple[tuple[int, ...], ...], variant: str = "seki") -> tuple[float, int, int]:
    canonical.cache_clear()
    analyzer = Analyzer(Seki(variant))
    start = time.perf_counter()
    value = analyzer.analyze(SekiPosition(matrix, 0)).value
    return time.perf_counter() - start, int(value), len(analyzer.exact.table)


def worst_3x3(top: int, samples: int) -> None:
    rng = random.Random(top)
    matrices = [tuple(tuple(top for _ in range(3)) for _ in range(3))]
    matrices += [tuple(tuple(rng.randint(1, top) for _ in range(3)) for _ in range(3))
                 for _ in range(samples)]
    times = [solve(m)[0] for m in matrices]
    print(f"3×3, entries ≤ {top}: worst {max(times):.2f} s over {len(matrices)} matrices "
          f"(all {top}s: {times[0]:.2f} s)")


if __name__ == "__main__":
    worst_3x3(3, 10)
    worst_3x3(4, 5)
    for total, matrix in [(16, ((1,) * 4,) * 4),
                          (20, ((2, 1, 1, 1), (1, 2, 1, 1), (1, 1, 2, 1), (1, 1, 1, 2))),
                          (24, ((2, 2, 1, 1), (2, 2, 1, 1), (1, 1, 2, 2), (1, 1, 2, 2))),
                          (32, ((2,) * 4,) * 4)]:
        seconds, value, size = solve(matrix)
        print(f"4×4 with {total} liberties: {seconds:.2f} s, value {value:+d}, {size:,} positions")
