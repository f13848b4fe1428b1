"""The Nim family: time to fill the whole Sprague–Grundy table of every position with all heaps
at most N (a fresh solver each time).

From the project root:

    .venv/bin/python tests/benchmarks/bench_nim_family.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.nim.rules import Nim, NimPosition  # noqa: E402
from engines.solvers.grundy import GrundySolver  # noqa: E402

CASES = [("moore", 2, None), ("exact", 2, None), ("slow-le", 2, None), ("slow-eq", 2, None),
         ("hypergraph", None, [[1, 2], [2, 3], [1], [3]])]

if __name__ == "__main__":
    for heaps, top in ((3, 20), (4, 10)):
        for variant, k, edges in CASES:
            if variant == "hypergraph" and heaps == 4:
                edges = [[1, 2], [2, 3], [3, 4], [1], [4]]
            game = Nim(variant, k=k, edges=edges)
            solver = GrundySolver(game, options=game.children)
            start = time.perf_counter()
            solver.grundy(NimPosition((top,) * heaps))  # every smaller position on the way
            elapsed = time.perf_counter() - start
            label = f"{variant}" + (f" k={k}" if k else f" edges {edges}")
            print(f"{heaps} heaps ≤ {top:>2}  {label:<38} {elapsed:6.2f} s  "
                  f"{len(solver.table):>6,} table entries")
