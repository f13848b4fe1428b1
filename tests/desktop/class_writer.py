"""A pupil's PC in the stress test of the class folder, as a plain process (no Qt):
``python -m tests.desktop.class_writer FOLDER PUPIL COUNT [--forever]``, the PC's name in
``FINITE_GAMES_PC``. Waits for ``FOLDER/go`` so that all writers start at once, then records
COUNT answers, writing the pupil's whole file after each, as the app does."""
from __future__ import annotations

import sys
import time
from pathlib import Path

from desktop import class_folder
from desktop.training import class_results
from desktop.training.progress import Result


def answer(i: int) -> Result:
    return Result(f"2026-11-28 10:{i % 60:02d}", "nim", "best-move", "normal", 1 + i % 3, i,
                  i % 4 != 0, 0, 2 if i % 4 else 0, 3.5, False)


def main() -> None:
    folder, pupil, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    forever = "--forever" in sys.argv
    pc = class_folder.pc_name()
    while not (folder / "go").exists():
        time.sleep(0.005)
    known: dict[str, Path] = {}
    # The writer that is killed writes big files, so that the kill lands inside a write.
    results: list[Result] = [answer(j) for j in range(1500)] if forever else []
    i = len(results)
    while forever or i < count:  # count answers from the first
        results.append(answer(i))
        i += 1
        class_results.write(folder, class_results.Snapshot(
            pupil, pc, f"store-of-{pc}", i, tuple(results)), known)
    print("done", flush=True)


if __name__ == "__main__":
    main()
