"""EGE stone-heap tasks: time to answer 19–21 for every S. From the project root:

    .venv/bin/python tests/benchmarks/bench_stone_heaps.py
"""
from __future__ import annotations

import sys
import time
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.ege.solve import answers  # noqa: E402
from engines.games.ege.task import parse_task  # noqa: E402

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
    "two heaps 7+S, +1/+3/×2 no opponent's repeat, to 207, S 1…200": {
        "heaps": [7, "S"], "s_range": [1, 200], "no_repeat": "opponent",
        "moves": [{"expr": "x + 1"}, {"expr": "x + 3"}, {"expr": "x * 2"}],
        "end": {"measure": "sum", "op": ">=", "value": 207}},
    "one heap S ≥ 21 down, −1 or halve even, to ≤ 20, S 21…1000": {
        "heaps": ["S"], "s_range": [21, 1000],
        "moves": [{"expr": "x - 1"}, {"expr": "x // 2", "when": "x % 2 == 0"}],
        "end": {"measure": "heap", "op": "<=", "value": 20}},
}

def pupil(target: int) -> float:
    """Seconds a pupil's recursion (lru_cache, moves counted) takes for 19–21 on 12 + S."""
    @lru_cache(maxsize=None)
    def f(a: int, b: int, m: int) -> bool:
        if a + b >= target:
            return m % 2 == 0
        if m == 0:
            return False
        h = [f(a + 1, b, m - 1), f(a * 2, b, m - 1), f(a, b + 1, m - 1), f(a, b * 2, m - 1)]
        return any(h) if m % 2 else all(h)
    start = time.process_time()
    s_all = range(1, target - 12)
    [s for s in s_all if f(12, s, 2)]
    [s for s in s_all if f(12, s, 3) and not f(12, s, 1)]
    [s for s in s_all if f(12, s, 4) and not f(12, s, 2)]
    return time.process_time() - start


def big(target: int, with_pupil: bool) -> None:
    """Two heaps 12 + S, +1 or ×2 on either, win at a sum ≥ target, every S up to target−13."""
    task = parse_task({"heaps": [12, "S"], "s_range": [1, target - 13],
                       "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
                       "end": {"measure": "sum", "op": ">=", "value": target}})
    start, start_cpu = time.perf_counter(), time.process_time()
    out = answers(task)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    beyond = sum(1 for p in out["positions"] if p.get("beyond"))
    road = f"searched {out['horizon_moves']} moves each ahead, {beyond:,} S beyond" \
        if "horizon_moves" in out else "every state solved"
    line = (f"two heaps 12+S, +1/×2, to T = {target:>7,}: {elapsed:6.2f} s, {cpu:.2f} s CPU "
            f"(target ≤ 10 s; {road}); 20={out['answers']['20']} 21={out['answers']['21']}")
    if with_pupil:
        line += f"; a pupil's recursion {pupil(target):.2f} s CPU"
    print(line, flush=True)


if __name__ == "__main__":
    for target in (1_000, 10_000, 100_000):
        big(target, "--no-pupil" not in sys.argv)
    for name, data in CASES.items():
        task = parse_task(data)
        start, start_cpu = time.perf_counter(), time.process_time()
        out = answers(task)
        elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
        print(f"{name:<64} {elapsed * 1000:9.1f} ms ({cpu * 1000:.0f} ms CPU)   "
              f"19={out['answers']['19'][:3]} "
              f"20={out['answers']['20'][:3]} 21={out['answers']['21'][:3]}")
