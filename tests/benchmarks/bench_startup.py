"""The one-folder bundle: its size, and the time from launch to the first window (median of 5).

From the project root:

    .venv/bin/python tests/benchmarks/bench_startup.py            # builds into /tmp, measures
    .venv/bin/python tests/benchmarks/bench_startup.py --bundle dist/finite-games
    .venv/bin/python tests/benchmarks/bench_startup.py --source    # python -m desktop, no bundle

Each start runs ``finite-games --time-to-window``, which prints "window shown" from the event
loop once the main window is up; the wall time until that line is the start-up time. Before
each start the script asks the kernel to drop its file cache (a cold start, as after switching
the school PC on); without the right to do so it says the starts were warm. On a display the
real window is used; without one, the offscreen platform.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_TARGET = 1.0
"""Seconds to the first window from source (issue 18)."""


def build(dist: Path) -> Path:
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    start = time.perf_counter()
    subprocess.run([str(pyinstaller), "--noconfirm", "--log-level", "ERROR", "--distpath",
                    str(dist), "--workpath", str(dist.parent / "build"),
                    str(ROOT / "packaging" / "finite_games.spec")], cwd=ROOT, check=True)
    print(f"built the bundle in {time.perf_counter() - start:.1f} s")
    return dist / "finite-games"


def drop_caches() -> bool:
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def start_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds to "window shown", and the CPU seconds of the whole run (all threads, to the
    exit; on a busy machine the wall clock also counts the waits for a free core)."""
    begin = time.perf_counter()
    proc = subprocess.Popen([*command, "--time-to-window"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    for line in proc.stdout:
        if "window shown" in line:
            elapsed = time.perf_counter() - begin
            break
    else:
        raise RuntimeError("the app never showed its window")
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    proc.stdout.close()
    return elapsed, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bundle", type=Path, help="an already built bundle folder")
    parser.add_argument("--source", action="store_true",
                        help="time 'python -m desktop' from this source tree (bytecode cached), "
                             "not a bundle; the target is 1 s (issue 18)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="fg-bench-"))
    env = dict(os.environ, FINITE_GAMES_DATA=str(work / "data"))
    if args.source:
        command = [sys.executable, "-m", "desktop"]
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as after an ordinary install
        start_once(command, env)  # writes the bytecode caches and the first autosave
    else:
        folder = args.bundle or build(work / "dist")
        command = [str(folder / ("finite-games.exe" if sys.platform == "win32"
                                 else "finite-games"))]
        real = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
        size = sum(p.stat().st_size for p in real)
        files = len(real)
        print(f"bundle: {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB) in {files} files")
    if env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "wayland")  # --time-to-window is offscreen unless told
    elif env.get("DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "xcb")
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    times, cpus, cold = [], [], True
    for _ in range(args.runs):
        # From source: warm starts (a developer's or a teacher's second start; dropping the
        # kernel's file cache would also slow every other program on the machine).
        cold = not args.source and drop_caches() and cold
        elapsed, cpu = start_once(command, env)
        times.append(elapsed)
        cpus.append(cpu)
    kind = "cold (the kernel accepted each request to drop the file cache)" if cold else \
        "warm" if args.source else "warm (no right to drop the file cache)"
    print(f"{'source' if args.source else 'bundle'}: start to first window, {kind}, platform "
          f"{env.get('QT_QPA_PLATFORM', 'default')}: median {statistics.median(times):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in times)})"
          + (f"; target {SOURCE_TARGET:.1f} s" if args.source else ""))
    print(f"CPU of the whole run (start, window, close): median {statistics.median(cpus):.2f} s")


if __name__ == "__main__":
    main()
