"""Odnomastka and durak: time per move on a whole suit, and the full solve of every deal.

From the project root:

    .venv/bin/python tests/benchmarks/bench_odnomastka.py
"""
from __future__ import annotations

import itertools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.one_suit.durak import Durak, DurakAnalyzer, DurakPosition  # noqa: E402
from engines.games.one_suit.odnomastka import (  # noqa: E402
    VARIANTS,
    Odnomastka,
    OdnomastkaAnalyzer,
    TrickPatternGame,
    TrickPosition,
)
from engines.solvers.exact import ExactSolver  # noqa: E402


def per_move(variant: str, seed: int) -> None:
    game = Odnomastka(variant, 13)
    cards = list(range(1, 27))
    random.Random(seed).shuffle(cards)
    pos = TrickPosition((tuple(sorted(cards[:13])), tuple(sorted(cards[13:]))), 0)
    analyzer = OdnomastkaAnalyzer(game)
    times = []
    while game.legal_moves(pos):
        start = time.perf_counter()
        analysis = analyzer.analyze(pos)
        times.append(time.perf_counter() - start)
        pos = game.play(pos, analysis.optimal_moves[0].move)
    print(f"k = 13 {variant:<16} deal {seed}: first move {times[0]:.2f} s, slowest "
          f"{max(times):.2f} s, all 26 plies {sum(times):.2f} s, "
          f"{len(analyzer.patterns.table):,} patterns")


def worst_of(variant: str, k: int, deals: int, target: float) -> None:
    """A fresh analyzer for each random deal (nothing remembered from the deal before): the
    whole analysis of the first lead, every card valued (and the traps, when it is lost)."""
    durak_game = variant in ("optional-take", "must-beat")
    times, cpu = [], []
    for seed in range(deals):
        cards = list(range(1, 2 * k + 1))
        random.Random(seed).shuffle(cards)
        hands = (tuple(sorted(cards[:k])), tuple(sorted(cards[k:])))
        if durak_game:
            analyzer, pos = DurakAnalyzer(Durak(variant, k)), DurakPosition(hands, 0)
        else:
            analyzer, pos = OdnomastkaAnalyzer(Odnomastka(variant, k)), TrickPosition(hands, 0)
        start, start_cpu = time.perf_counter(), time.process_time()
        analyzer.analyze(pos)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    # CPU seconds too: on a shared machine the wall clock counts the other programs' turns.
    slowest = max(range(deals), key=cpu.__getitem__)
    print(f"{'durak' if durak_game else 'odnomastka'} {variant:<16} k = {k}: worst of {deals} "
          f"random deals {max(times):.2f} s, {max(cpu):.2f} s CPU (target ≤ {target:g} s; "
          f"deal {slowest}), median {sorted(cpu)[deals // 2]:.2f} s CPU, mean "
          f"{sum(times) / deals:.2f} s", flush=True)


def terminal_rule(k: int) -> None:
    game = Odnomastka("terminal", k)
    cards = list(range(1, 2 * k + 1))
    random.Random(k).shuffle(cards)
    pos = TrickPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))), 0)
    start = time.perf_counter()
    OdnomastkaAnalyzer(game).analyze(pos)
    print(f"terminal k = {k}: the whole analysis by the rule {time.perf_counter() - start:.3f} s "
          "(target: instant)", flush=True)


def all_deals(k_max: int) -> None:
    for variant in VARIANTS:
        solver = ExactSolver(TrickPatternGame(variant))
        start = time.perf_counter()
        deals = 0
        for k in range(1, k_max + 1):
            for mine in itertools.combinations(range(2 * k), k):
                pattern = "".join("M" if i in mine else "O" for i in range(2 * k))
                solver.solve((pattern, 0))
                deals += 1
        print(f"every deal k ≤ {k_max}, {variant:<16}: {deals:,} deal patterns, "
              f"{time.perf_counter() - start:.2f} s, table {len(solver.table):,} positions")


def durak(k: int, variant: str) -> None:
    game = Durak(variant, k)
    cards = list(range(1, 2 * k + 1))
    random.Random(2).shuffle(cards)
    pos = DurakPosition((tuple(sorted(cards[:k])), tuple(sorted(cards[k:]))), 0)
    analyzer = DurakAnalyzer(game)
    start = time.perf_counter()
    analysis = analyzer.analyze(pos)
    print(f"durak {variant:<14} k = {k}: value {analysis.value:+g}, "
          f"{time.perf_counter() - start:.2f} s, {len(analyzer.patterns.table):,} patterns")


if __name__ == "__main__":
    terminal_rule(1000)
    worst_of("standard", 13, 100, 1)
    worst_of("standard-misere", 13, 100, 1)
    worst_of("must-beat", 13, 100, 1)
    worst_of("optional-take", 11, 100, 1)  # the app's largest with the lengths of draws
    # Not met: a few deals end in a long draw (12 s CPU the worst); the run takes ~4 min.
    # bench_durak.py measures durak alone, any k.
    worst_of("optional-take", 13, 100, 1)
    if "--worst-only" in sys.argv:
        sys.exit()
    for variant in VARIANTS:
        per_move(variant, 1)
    per_move("standard", 2)
    all_deals(8)
    for k, variant in ((8, "optional-take"), (10, "optional-take"), (13, "optional-take"),
                       (8, "must-beat"), (13, "must-beat")):
        durak(k, variant)
