"""Class folder benchmarks: one pupil's file written (temporary file, fsync, rename) at the
sizes a year brings, and the teacher's table read from a full class folder (25 pupils on two
PCs each, 2,000 answers a file: the most a progress file keeps). From the project root:

    .venv/bin/python tests/benchmarks/bench_class_folder.py [FOLDER]

FOLDER (default: a temporary folder) may be a network share, to measure it.
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.training import class_results  # noqa: E402
from desktop.training.progress import summarize  # noqa: E402
from tests.desktop.class_writer import answer  # noqa: E402


def main() -> None:
    base = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    folder = base / "bench-class-folder"
    folder.mkdir(exist_ok=True)
    for answers in (10, 200, 2000):
        snap = class_results.Snapshot("Маша", "PC-01", "bench", answers,
                                      tuple(answer(i) for i in range(answers)))
        times = []
        for _ in range(10):
            start = time.perf_counter()
            path = class_results.write(folder, snap)
            times.append(time.perf_counter() - start)
        print(f"write one pupil's file, {answers:5} answers ({path.stat().st_size // 1024} KB): "
              f"median {statistics.median(times) * 1000:.1f} ms")
    for i in range(50):
        class_results.write(folder, class_results.Snapshot(
            f"Ученик {i % 25:02d}", f"PC-{i:02d}", f"store {i}", 2000,
            tuple(answer(j) for j in range(2000))))
    start = time.perf_counter()
    contents = class_results.read_folder(folder)
    read = time.perf_counter() - start
    start = time.perf_counter()
    rows = summarize(class_results.merge(contents.snapshots))
    merged = time.perf_counter() - start
    print(f"teacher's table from {len(contents.snapshots)} files, "
          f"{sum(len(s.results) for s in contents.snapshots):,} answers: read {read:.2f} s, "
          f"merged and summed up {merged:.2f} s ({len(rows)} rows)")


if __name__ == "__main__":
    main()
