"""A pupil's strategy file run in its own process, with a time limit a move and a memory limit.

What the separation protects against: mistakes — an exception, an endless loop, a crash of the
interpreter, megabytes of output, memory eaten up, ``sys.exit``. The app and the other players go
on; the strategy forfeits the game with a message naming the file, the line and the position.
What it does not: the file runs with the pupil's own rights, like any program he starts; it is
not a sandbox against a file written to do harm.

Memory: on Linux and macOS the child caps its own address space (``RLIMIT_AS``); on Windows the
parent reads the child's memory after each move (``GetProcessMemoryInfo``) and kills it past the
limit — a poll, so a burst between two polls can exceed the cap for a moment.
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

OUTPUT_LIMIT = 1_000_000
"""Characters a strategy may print in a battle (its output is thrown away)."""
LOAD_TIME = 10.0
"""Seconds a file may take to load, beyond the move time (a fresh interpreter starts first)."""
MAX_LINE = 1_000_000
"""Characters of one answer line the parent reads (an answer is a short move)."""
REASONS = ("timeout", "crash", "import", "illegal", "malformed", "output", "memory", "exit")
CHILD_FLAG = "--strategy-child"
"""The frozen app started with this flag is a strategy's child (see ``packaging/launch.py``)."""


class Forfeit(Exception):
    """The strategy lost the game by misbehaving; ``reason`` is one of :data:`REASONS`."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


def child_command(path: str, memory_mb: int, seed: int | None = None) -> list[str]:
    """The command that starts a strategy's child: this interpreter, or the frozen app itself.
    ``seed``: the child seeds ``random`` with it before loading the file, so a strategy that
    plays at random plays the same games in the same battle."""
    args = [path, str(memory_mb), str(OUTPUT_LIMIT)] + ([] if seed is None else [str(seed)])
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG, *args]
    return [sys.executable, "-c", "import sys; from engines.battle.child import main; "
                                  "sys.exit(main())", *args]


def _child_environment() -> dict[str, str]:
    """The child finds our ``engines`` package wherever the parent found it."""
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONHASHSEED"] = "0"  # a set's order too is the same from run to run
    return env


class StrategyProcess:
    """One strategy file in one child process, kept while it behaves.

    ``choose`` raises :class:`Forfeit`; after a forfeit the process is gone and the next
    ``choose`` starts a fresh one (the file is loaded again for the next game)."""

    def __init__(self, path: str | Path, move_time: float = 2.0, memory_mb: int = 256,
                 seed: int | None = None) -> None:
        self.path = str(path)
        self.seed = seed
        self.starts = 0
        """Processes started so far (the first, and one after each forfeit)."""
        self.name = Path(path).name
        self.move_time = move_time
        self.memory_mb = memory_mb
        self.process: subprocess.Popen[str] | None = None
        self.answers: queue.Queue[str | None] = queue.Queue()

    # --- the process ---------------------------------------------------------------------------
    def start(self) -> None:
        """Start the child and wait until the file has loaded; raises :class:`Forfeit`."""
        self.close()
        self.answers = queue.Queue()
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console flashing on Windows
        # A restarted child gets a seed of its own: the same as in the same battle run again.
        seed = None if self.seed is None else self.seed + self.starts
        self.starts += 1
        self.process = subprocess.Popen(
            child_command(self.path, self.memory_mb, seed), stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
            env=_child_environment(), creationflags=flags)
        threading.Thread(target=_read_lines, args=(self.process, self.answers),
                         daemon=True).start()
        answer = self._answer(LOAD_TIME + self.move_time, loading=True)
        if not answer.get("ready"):
            self.close()
            raise Forfeit(str(answer.get("forfeit", "import")),
                          f"{self.name}: {answer.get('message', 'did not load')}")

    def close(self) -> None:
        """Stop the child (its input closed; killed if it does not end at once). Safe twice."""
        process, self.process = self.process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
        except OSError:
            pass
        try:
            process.wait(0.3)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
        if process.stdout is not None:
            process.stdout.close()

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    @property
    def pid(self) -> int | None:
        return None if self.process is None else self.process.pid

    def __enter__(self) -> StrategyProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- a move --------------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], moves: list[str], info: dict[str, Any],
               position: str) -> str:
        """The strategy's move, one of ``moves``; raises :class:`Forfeit` naming the position
        (its notation) otherwise, and then the child is gone."""
        if self.process is None:
            self.start()
        process = self.process
        assert process is not None and process.stdin is not None
        try:
            try:
                process.stdin.write(json.dumps({"position": view, "moves": moves, "info": info})
                                    + "\n")
                process.stdin.flush()
            except OSError:
                pass  # it has ended: the answer below says how
            answer = self._answer(self.move_time, loading=False)
        except Forfeit as forfeit:
            self.close()
            raise Forfeit(forfeit.reason, f"{forfeit.message} (position {position})") from None
        text = answer.get("move")
        if isinstance(text, str) and text in moves:
            self._check_memory(position)
            return text
        self.close()
        if isinstance(text, str):
            shown = text if len(text) <= 40 else text[:39] + "…"
            listed = ", ".join(moves[:12]) + (", …" if len(moves) > 12 else "")
            raise Forfeit("illegal", f"{self.name}: '{shown}' is not a legal move "
                                     f"(position {position}; legal: {listed})")
        raise Forfeit(str(answer.get("forfeit", "malformed")),
                      f"{self.name}: {answer.get('message', 'no answer')} (position {position})")

    def _answer(self, seconds: float, loading: bool) -> dict[str, Any]:
        process = self.process
        assert process is not None
        try:
            line = self.answers.get(timeout=seconds)
        except queue.Empty:
            what = "did not load" if loading else "no move"
            raise Forfeit("timeout", f"{self.name}: {what} within {_seconds(seconds)} s") from None
        if line is None:  # the pipe closed: the process ended
            try:
                process.wait(2)
            except subprocess.TimeoutExpired:
                pass
            return {"forfeit": "exit", "message": _ended(process.returncode)}
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        return answer if isinstance(answer, dict) else {"forfeit": "malformed",
                                                        "message": "garbled answer"}

    def _check_memory(self, position: str) -> None:
        """Windows has no ``RLIMIT_AS``: kill a child that grew past its limit."""
        if sys.platform != "win32" or self.process is None:
            return
        used = _working_set(self.process.pid)
        if used is not None and used > self.memory_mb * 1024 * 1024:
            self.close()
            raise Forfeit("memory", f"{self.name}: used more than {self.memory_mb} MB "
                                    f"(position {position})")


def _read_lines(process: subprocess.Popen[str], answers: queue.Queue[str | None]) -> None:
    """The child's answers, line by line, into ``answers``; ``None`` when the pipe closes."""
    stream = process.stdout
    try:
        while stream is not None:
            line = stream.readline(MAX_LINE)
            if not line:
                break
            answers.put(line)
    except (OSError, ValueError):
        pass
    answers.put(None)


def _seconds(value: float) -> str:
    return f"{value:g}"


def _ended(code: int | None) -> str:
    if code is not None and code < 0:
        return f"its process was killed (signal {-code})"
    return f"its process ended (exit code {code})"


def _working_set(pid: int) -> int | None:
    """The peak working set of process ``pid`` in bytes (Windows), or None if unknown."""
    try:
        import ctypes
        from ctypes import wintypes

        class Counters(ctypes.Structure):
            _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                        ("PeakWorkingSetSize", ctypes.c_size_t),
                        ("WorkingSetSize", ctypes.c_size_t),
                        ("QuotaPeakPagedPoolUsage", ctypes.c_size_t),
                        ("QuotaPagedPoolUsage", ctypes.c_size_t),
                        ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t),
                        ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
                        ("PagefileUsage", ctypes.c_size_t),
                        ("PeakPagefileUsage", ctypes.c_size_t)]

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]  # Windows only
        handle = kernel.OpenProcess(0x0410, False, pid)  # QUERY_INFORMATION | VM_READ
        if not handle:
            return None
        try:
            counters = Counters()
            counters.cb = ctypes.sizeof(Counters)
            psapi = ctypes.windll.psapi  # type: ignore[attr-defined]
            if not psapi.GetProcessMemoryInfo(handle, ctypes.byref(counters), counters.cb):
                return None
            return int(counters.PeakWorkingSetSize)
        finally:
            kernel.CloseHandle(handle)
    except (OSError, AttributeError, ImportError):
        return None


def gone(pid: int) -> bool:
    """Whether no process ``pid`` exists any more (POSIX), for tests and the end of a battle."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False
