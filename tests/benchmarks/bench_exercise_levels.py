"""The difficulty levels measured: per game, kind and level (default variant), the distribution
of the features the level is chosen by (min / median / max over N seeds) and the time to
generate one exercise.

    PYTHONPATH=. .venv/bin/python tests/benchmarks/bench_exercise_levels.py [SEEDS] [GAME…]

(``PYTHONPATH=.`` from a worktree: else the venv's engines are imported.)
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from engines.exercise import games, generate, kinds

FEATURES = {
    "best-move": ("remoteness", "share", "moves", "value"),
    "who-wins": ("remoteness", "moves", "value"),
    "best-defence": ("remoteness", "share", "moves"),
    "nim-sum": ("largest", "nim_sum", "right_heaps"),
    "mex": ("options", "grundy", "gap"),
    "tricks": ("cards", "tricks"),
    "who-starts": ("cells", "entries", "remoteness"),
    "ege": ("heaps", "moves", "end", "s_count"),
}


def spread(values: list[Any]) -> str:
    known = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if not known:
        return "—"
    def show(x: float) -> str:
        return f"{x:.2f}" if isinstance(x, float) and not float(x).is_integer() else str(int(x))
    return f"{show(min(known))}/{show(statistics.median(known))}/{show(max(known))}"


def main(argv: list[str]) -> None:
    seeds = int(argv[0]) if argv else 30
    only = set(argv[1:])
    print(f"{seeds} seeds each; features min/median/max; time per exercise median/max (s)")
    for game in games():
        if only and game not in only:
            continue
        for kind in kinds(game):
            names = FEATURES[kind.name]
            print(f"\n{game} {kind.name} ({kind.variants[0]})")
            print(f"  {'level':<6}" + "".join(f"{n:>16}" for n in names) + f"{'time':>16}")
            for level in range(1, kind.levels + 1):
                rows: dict[str, list[Any]] = {n: [] for n in names}
                times = []
                for seed in range(1, seeds + 1):
                    start = time.perf_counter()
                    e = generate(game, kind.name, level=level, seed=seed)
                    times.append(time.perf_counter() - start)
                    for n in names:
                        rows[n].append(e.features.get(n))
                cells = "".join(f"{spread(rows[n]):>16}" for n in names)
                t = f"{statistics.median(times):.3f}/{max(times):.2f}"
                print(f"  {level:<6}{cells}{t:>16}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
