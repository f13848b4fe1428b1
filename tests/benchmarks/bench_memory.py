"""Peak memory of the built app (the README's system requirements): its --self-test (which also
runs solitaire statistics in worker processes) and a Kalah(6,4) endgame played out at perfect
strength (the endgame database and the prover's table).

    .venv/bin/python tests/benchmarks/bench_memory.py [--app dist/finite-games/finite-games]

The resident memory of the app and all its worker processes together is sampled every 50 ms
(Linux /proc); the peak of the sum is what a PC must have free.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = os.sysconf("SC_PAGE_SIZE")
KALAH = "3,2,1,4,0,3/10/2,3,4,2,3,1/10/S"
"""Kalah(6,4), 28 seeds in the houses: every move is solved exactly with the endgame table."""


def tree_rss(root_pid: int) -> int:
    """Bytes resident in the process and its descendants."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            statm = (entry / "statm").read_text().split()
        except OSError:
            continue
        pid, ppid = int(entry.name), int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(pid)
        rss[pid] = int(statm[1]) * PAGE
    total, todo = 0, [root_pid]
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        todo.extend(children.get(pid, []))
    return total


def peak(command: list[str], env: dict[str, str]) -> tuple[int, float, int]:
    """Peak bytes, seconds, exit code."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    highest = 0
    while proc.poll() is None:
        highest = max(highest, tree_rss(proc.pid))
        time.sleep(0.05)
    return highest, time.perf_counter() - start, proc.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "finite-games" / "finite-games")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FINITE_GAMES_DATA": data}
        runs = (("--self-test", ["--self-test"]),
                (f"Kalah(6,4) played out from {KALAH}", ["--playout", "kalah", KALAH]))
        for label, options in runs:
            most, seconds, code = peak([str(args.app), *options], env)
            print(f"{label}: peak {most / 2**20:.0f} MiB (app and workers), "
                  f"{seconds:.1f} s, exit {code}")


if __name__ == "__main__":
    main()
