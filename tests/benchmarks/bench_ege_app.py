"""EGE in the app: wall time from a changed task to its answers on screen (issue 18: a two-heap
task to T = 100,000 within 10 s). The engine alone is measured by bench_stone_heaps.py; this adds
the worker thread, the progress signals and the table. From the project root:

    .venv/bin/python tests/benchmarks/bench_ege_app.py
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.games.ege.tab import StoneHeapsTab  # noqa: E402

TARGET_S = 10.0


def main() -> None:
    app = QApplication([])
    tab = StoneHeapsTab()
    tab.resize(1366, 700)
    tab.show()
    app.processEvents()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for target in (1_000, 10_000, 100_000):
        tab.editor.set_task({"heaps": [12, "S"], "s_range": [1, target - 13],
                             "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
                             "end": {"measure": "sum", "op": ">=", "value": target}})
        wanted = tab.editor.task_dict()
        start, start_cpu = time.perf_counter(), time.process_time()
        while tab.solved_task != wanted or tab.task_runner.busy:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        app.processEvents()  # the table paints the answers
        wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
        print(f"two heaps 12+S, +1/×2, to T = {target:>7,}: {wall:5.2f} s wall, {cpu:5.2f} s CPU "
              f"(target ≤ {TARGET_S:.0f} s)", flush=True)
    tab.cancel_solving()


if __name__ == "__main__":
    main()
