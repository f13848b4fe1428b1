"""A pupil's strategy file run in its own process, with a time limit a move and a memory limit.

What the separation protects against: mistakes — an exception, an endless loop, a crash of the
interpreter, megabytes of output, memory eaten up, ``sys.exit``. The app and the other players go
on; the strategy forfeits the game with a message naming the file, the line and the position.
What it does not: the file runs with the pupil's own rights, like any program he starts; it is
not a sandbox against a file written to do harm.

Memory: on Linux the child caps its own address space (``RLIMIT_AS``); on Windows the parent
reads the child's peak memory after each move (``GetProcessMemoryInfo``) and kills it past the
limit — a poll, so a burst between two polls can exceed the cap for a moment. macOS accepts but
does not enforce ``RLIMIT_AS``: there the memory is not limited (the help says so).
"""
from __future__ import annotations

import json
import os
import queue
import string
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from engines.battle.printed import OVERFLOW, Printed
from engines.battle.tree import Tree, popen_options
from engines.protocol import InputError

LOAD_TIME = 10.0
"""Seconds a file may take to load, beyond the move time (a fresh interpreter starts first)."""
MAX_LINE = 1_000_000
"""Characters of one answer line the parent reads (an answer is a short move)."""
REASONS = ("timeout", "crash", "import", "illegal", "malformed", "output", "memory", "exit")
CHILD_FLAG = "--strategy-child"
"""The frozen app started with this flag is a strategy's child (see ``packaging/launch.py``)."""


class Forfeit(InputError):
    """The strategy lost the game by misbehaving; ``reason`` is one of :data:`REASONS`.

    Its message is an English template with parameters, like every error of the engines, so the
    app can show it in the pupil's language (the command line prints the English); the
    parameters may themselves be such messages (:func:`detail`)."""

    def __init__(self, template: str, *params: object, reason: str) -> None:
        super().__init__(template, *params)
        self.reason = reason

    @property
    def message(self) -> str:
        return str(self)

    def words(self) -> dict[str, Any]:
        """The template and its parameters as JSON (a saved battle keeps them)."""
        return words(self)


def words(error: InputError) -> dict[str, Any]:
    """``{"template": …, "params": […]}``, nested for parameters that are messages too."""
    return {"template": error.template,
            "params": [words(p) if isinstance(p, InputError) else p for p in error.params]}


def from_words(data: Any) -> InputError:
    """The message :func:`words` wrote; raises ``ValueError`` on anything else (a damaged
    file: the caller falls back to the English text). Only plain ``{0}`` fields are taken: a
    file's ``{0:>99999999}`` must not fill the memory."""
    if not isinstance(data, dict) or not isinstance(data.get("template"), str) \
            or not isinstance(data.get("params"), list):
        raise ValueError("not a message")
    params = [from_words(p) if isinstance(p, dict) else p for p in data["params"]]
    if not all(isinstance(p, (str, int, float, InputError)) and not isinstance(p, bool)
               for p in params):
        raise ValueError("not a message")
    for _, name, spec, conversion in string.Formatter().parse(data["template"]):
        if name is not None and (spec or conversion or not name.isdigit()
                                 or int(name) >= len(params)):
            raise ValueError("not a message")
    return InputError(data["template"], *params)


def detail(answer: dict[str, Any], fallback: str) -> InputError:
    """What the child said went wrong (``{"detail": code, "args": […]}``, see
    :mod:`engines.battle.child`), in words; ``fallback``: the child said nothing usable."""
    code, args = answer.get("detail"), answer.get("args")
    args = args if isinstance(args, list) and all(
        isinstance(a, (str, int)) and not isinstance(a, bool) for a in args) else []
    text = [str(a) for a in args]
    if code == "line" and len(args) == 2:
        return InputError("line {0}: {1}", args[0], text[1])
    if code == "error" and len(args) == 1:
        return InputError("{0}", text[0])
    if code == "no-function":
        return InputError("no function choose_move(position, moves, info)")
    if code == "not-a-move" and len(args) == 1:
        return InputError("returned {0}, not a move", text[0])
    if code == "output":
        return InputError("printed too much")
    if code == "memory":
        return InputError("ran out of memory")
    if code == "exit":
        return InputError("ended its process (sys.exit)")
    if fallback == "did not load":
        return InputError("did not load")
    return InputError("no answer")


def child_command(path: str, memory_mb: int, token: str, seed: int | None = None
                  ) -> list[str]:
    """The command that starts a strategy's child: this interpreter, or the frozen app itself.
    ``token``: makes the mark of its output (``printed.output_mark``); ``seed``: the child seeds
    ``random`` with it before loading the file, so a strategy that plays at random plays the
    same games in the same battle."""
    args = [path, str(memory_mb), token] + ([] if seed is None else [str(seed)])
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
        self.tree: Tree | None = None
        self.answers: queue.Queue[str | None] = queue.Queue()
        self.printed = Printed(self.answers)
        self.children = False
        """The child said it has child processes (in its last answer)."""
        self.answered = 0
        """Answers the child has sent (each after a mark in its output)."""

    # --- the process ---------------------------------------------------------------------------
    def start(self) -> None:
        """Start the child and wait until the file has loaded; raises :class:`Forfeit`."""
        self.close()
        self.answers = queue.Queue()
        self.printed = Printed(self.answers)
        self.children = False
        self.answered = 0
        # A restarted child gets a seed of its own: the same as in the same battle run again.
        seed = None if self.seed is None else self.seed + self.starts
        self.starts += 1
        output, output_end = os.pipe()  # what it prints: its standard error
        try:
            self.process = subprocess.Popen(
                child_command(self.path, self.memory_mb, self.printed.token, seed),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=output_end, text=True, encoding="utf-8",
                env=_child_environment(), **popen_options())
        except BaseException:
            os.close(output)
            raise
        finally:
            os.close(output_end)
        self.tree = Tree(self.process)
        threading.Thread(target=_read_lines, args=(self.process, self.answers),
                         daemon=True).start()
        threading.Thread(target=self.printed.read, args=(output,), daemon=True).start()
        answer = self._answer(LOAD_TIME + self.move_time, loading=True)
        self._after(answer)
        if not answer.get("ready"):
            self.close()
            raise Forfeit("{0}: {1}", self.name, answer_detail(answer, "did not load"),
                          reason=_reason(answer, "import"))

    def close(self) -> None:
        """Stop the child and every process it started: they are killed, the child's input
        closed (it ends by itself, its files flushed; killed if it does not end at once).
        Safe twice."""
        process, tree = self.process, self.tree
        self.process = self.tree = None
        if process is None or tree is None:
            return
        tree.kill_below()
        try:
            if process.stdin is not None:
                process.stdin.close()
        except OSError:
            pass
        try:
            process.wait(0.3)
        except subprocess.TimeoutExpired:
            pass
        tree.kill()  # what is left of the tree, the child too if it is still there
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            pass
        tree.release()
        self.printed.wait_end(1.0)  # the output to its end, for the game's record
        if process.stdout is not None:
            process.stdout.close()

    def kill(self) -> None:
        """Kill the child and its processes at once, from any thread (a cancel): the battle's
        thread reads the end of the pipe and then closes."""
        tree = self.tree
        if tree is not None:
            tree.kill()

    def end_game(self) -> str | None:
        """The game is over: what the strategy printed in it (``None``: nothing), and the
        processes it started end — the child with them; the next game starts a fresh one."""
        tree = self.tree
        if tree is not None and (self.children or tree.others()):
            self.close()
        return self.printed.take()

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
            self._after(answer)
        except Forfeit as forfeit:
            self.close()
            raise Forfeit("{0} (position {1})", forfeit, position,
                          reason=forfeit.reason) from None
        text = answer.get("move")
        if isinstance(text, str) and text in moves:
            self._check_memory(position)
            return text
        self.close()
        if isinstance(text, str):
            shown = text if len(text) <= 40 else text[:39] + "…"
            listed = ", ".join(moves[:12]) + (", …" if len(moves) > 12 else "")
            raise Forfeit("{0}: '{1}' is not a legal move (position {2}; legal: {3})",
                          self.name, shown, position, listed, reason="illegal")
        raise Forfeit("{0}: {1} (position {2})", self.name,
                      answer_detail(answer, "no answer"), position,
                      reason=_reason(answer, "malformed"))

    def _after(self, answer: dict[str, Any]) -> None:
        """Read the output written before ``answer``; raises :class:`Forfeit` (the child
        closed) when it was too much."""
        self.children = bool(answer.get("children"))
        if "garbled" not in answer and "ended" not in answer and answer.get("detail") != "output":
            self.answered += 1  # a line from the child: its mark went before it
            self.printed.wait(self.answered)
        if self.printed.over:
            self.close()
            raise Forfeit("{0}: {1}", self.name, InputError("printed too much"),
                          reason="output")

    def _answer(self, seconds: float, loading: bool) -> dict[str, Any]:
        process = self.process
        assert process is not None
        try:
            line = self.answers.get(timeout=seconds)
        except queue.Empty:
            if loading:
                raise Forfeit("{0}: did not load within {1} s", self.name, _seconds(seconds),
                              reason="timeout") from None
            raise Forfeit("{0}: no move within {1} s", self.name, _seconds(seconds),
                          reason="timeout") from None
        if line == OVERFLOW:
            return {"forfeit": "output", "detail": "output"}
        if line is None:  # the pipe closed: the process ended
            try:
                process.wait(2)
            except subprocess.TimeoutExpired:
                pass
            return {"forfeit": "exit", "ended": process.returncode}
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        return answer if isinstance(answer, dict) else {"forfeit": "malformed",
                                                        "garbled": True}

    def _check_memory(self, position: str) -> None:
        """Windows has no ``RLIMIT_AS``: kill a child that grew past its limit."""
        if sys.platform != "win32" or self.process is None:
            return
        used = _working_set(self.process.pid)
        if used is not None and used > self.memory_mb * 1024 * 1024:
            self.close()
            raise Forfeit("{0}: used more than {1} MB (position {2})", self.name,
                          self.memory_mb, position, reason="memory")


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


def _reason(answer: dict[str, Any], otherwise: str) -> str:
    reason = answer.get("forfeit")
    return reason if reason in REASONS else otherwise


def answer_detail(answer: dict[str, Any], fallback: str) -> InputError:
    """The words for an answer that is not a move: the process ended, the line was garbled, or
    the child named what went wrong."""
    if "ended" in answer:
        code = answer["ended"]
        if isinstance(code, int) and code < 0:
            return InputError("its process was killed (signal {0})", -code)
        return InputError("its process ended (exit code {0})", code)
    if answer.get("garbled"):
        return InputError("garbled answer")
    return detail(answer, fallback)


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
