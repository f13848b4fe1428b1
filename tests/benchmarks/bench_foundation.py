"""Foundation benchmarks: prints numbers, asserts nothing. Run from the project root:

    .venv/bin/python tests/benchmarks/bench_foundation.py
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engines.games.nim.rules import Nim, NimAnalyzer, NimPosition  # noqa: E402
from engines.solvers.alphabeta import AlphaBeta  # noqa: E402
from engines.solvers.control import SearchControl  # noqa: E402
from engines.solvers.exact import ExactSolver  # noqa: E402
from engines.solvers.grundy import GrundySolver  # noqa: E402


def timed(label: str, fn, nodes_of=None) -> None:
    start = time.perf_counter()
    result = fn()
    elapsed = time.perf_counter() - start
    nodes = nodes_of(result) if nodes_of else None
    rate = f", {nodes / elapsed:,.0f} positions/s" if nodes else ""
    count = f"{nodes:,} positions" if nodes else ""
    print(f"{label:<58} {elapsed * 1000:9.1f} ms  {count}{rate}")


def exact_solve():
    control = SearchControl()
    solver = ExactSolver(Nim(), control)
    solver.solve(NimPosition((7, 8, 9, 10, 11)))
    return control.nodes


def exact_solve_misere():
    control = SearchControl()
    ExactSolver(Nim("misere"), control).solve(NimPosition((7, 8, 9, 10, 11)))
    return control.nodes


def grundy_moore():
    control = SearchControl()
    GrundySolver(Nim("moore", k=2), control).grundy(NimPosition((5, 6, 7, 8)))
    return control.nodes


def alphabeta(pruning: bool, table: bool, heaps: tuple[int, ...]):
    from engines.solvers.alphabeta import SearchOptions
    control = SearchControl()
    AlphaBeta(Nim(), SearchOptions(pruning=pruning, transposition_table=table),
              control).search(NimPosition(heaps), 40)
    return control.nodes


def big_nim_analysis():
    game = Nim()
    return len(NimAnalyzer(game).analyze(game.parse_position("99 98 97 96 95 94 93 5")).moves)


def cli_round_trip_ms() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "engines", "analyze", "nim", "3 4 5"], cwd=ROOT,
                   check=True, capture_output=True)
    return (time.perf_counter() - start) * 1000


def cold_start_ms() -> float:
    """From process start to the first window shown and painted (offscreen)."""
    code = ("import time, os; t0 = time.perf_counter()\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from desktop.i18n import Translations\n"
            "from desktop.main_window import MainWindow, make_settings\n"
            "app = QApplication([]); tr = Translations(); tr.switch('ru')\n"
            "w = MainWindow(tr, make_settings(), autosave=False); w.show(); app.processEvents()\n"
            "w.grab()\n"
            "print((time.perf_counter() - t0) * 1000)\n"
            "w.game_tabs[0].deactivate()\n"
            "from PySide6.QtCore import QThreadPool; QThreadPool.globalInstance().waitForDone()\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FINITE_GAMES_DATA="/tmp/fg-bench")
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True)
    total = (time.perf_counter() - start) * 1000
    print(f"{'  of which after the interpreter started (imports + window)':<58} "
          f"{float(out.stdout.strip().splitlines()[-1]):9.1f} ms")
    return total


if __name__ == "__main__":
    print(f"Python {sys.version.split()[0]} on {os.uname().machine}, {os.cpu_count()} cores\n")
    timed("exact solver, Nim 7 8 9 10 11 (normal), cold", exact_solve, lambda n: n)
    timed("exact solver, Nim 7 8 9 10 11 (misère), cold", exact_solve_misere, lambda n: n)
    timed("Sprague–Grundy, Moore's Nim k=2, 5 6 7 8, cold", grundy_moore, lambda n: n)
    timed("alpha-beta + TT to the end, Nim 3 4 5 6", lambda: alphabeta(True, True, (3, 4, 5, 6)),
          lambda n: n)
    timed("minimax + TT to the end, Nim 3 4 5 6", lambda: alphabeta(False, True, (3, 4, 5, 6)),
          lambda n: n)
    timed("alpha-beta, no table, Nim 2 3 4", lambda: alphabeta(True, False, (2, 3, 4)),
          lambda n: n)
    timed("minimax, no table, Nim 2 3 4", lambda: alphabeta(False, False, (2, 3, 4)),
          lambda n: n)
    timed("analysis of Nim 99 98 97 96 95 94 93 5 (nim-sum rule)", big_nim_analysis)
    label = 'python -m engines analyze nim "3 4 5" (whole process)'
    print(f"{label:<58} {cli_round_trip_ms():9.1f} ms")
    print(f"{'cold start to first window painted (whole process)':<58} {cold_start_ms():9.1f} ms")
