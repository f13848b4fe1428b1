"""EGE stone-heap tasks: time to answer 19–21 for every S. From the project root:

    .venv/bin/python tests/benchmarks/bench_stone_heaps.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.stone_heaps import answers  # noqa: E402
from engines.games.stone_heaps_task import parse_task  # noqa: E402

CASES = {
    "one heap, +1/×2 to 29, S 1…28": {
        "heaps": ["S"], "s_range": [1, 28], "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
        "end": {"measure": "sum", "op": ">=", "value": 29}},
    "two heaps 7+S, +1/×2 to 77, S 1…69": {
        "heaps": [7, "S"], "s_range": [1, 69], "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
        "end": {"measure": "sum", "op": ">=", "value": 77}},
    "two heaps 7+S, +1/×2 to 1007, S 1…1000": {
        "heaps": [7, "S"], "s_range": [1, 1000], "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
        "end": {"measure": "sum", "op": ">=", "value": 1007}},
    "two heaps 7+S, +1/+3/×2 no own repeat, to 207, S 1…200": {
        "heaps": [7, "S"], "s_range": [1, 200], "no_repeat": "own",
        "moves": [{"expr": "x + 1"}, {"expr": "x + 3"}, {"expr": "x * 2"}],
        "end": {"measure": "sum", "op": ">=", "value": 207}},
    "one heap S ≥ 21 down, −1 or halve even, to ≤ 20, S 21…1000": {
        "heaps": ["S"], "s_range": [21, 1000],
        "moves": [{"expr": "x - 1"}, {"expr": "x // 2", "when": "x % 2 == 0"}],
        "end": {"measure": "heap", "op": "<=", "value": 20}},
}

if __name__ == "__main__":
    for name, data in CASES.items():
        task = parse_task(data)
        start = time.perf_counter()
        out = answers(task)
        elapsed = time.perf_counter() - start
        print(f"{name:<58} {elapsed * 1000:9.1f} ms   19={out['answers']['19'][:3]} "
              f"20={out['answers']['20'][:3]} 21={out['answers']['21'][:3]}")
