"""The child process that hosts one pupil's strategy file for a battle.

It is started by :mod:`engines.battle.sandbox` as a fresh interpreter (``python -c``, or the frozen
app with ``--strategy-child``) and talks JSON Lines over copies of its standard input and
output: the parent sends ``{"position": …, "moves": […], "info": {…}}``, the child answers
``{"move": text}`` or ``{"forfeit": reason, "detail": code, "args": […]}`` (the parent puts the
detail into words); first ``{"ready": true}`` once the file has loaded. An answer also says
whether the child has child processes (``"children": true``). What the strategy prints goes
to standard error, a pipe of its own that the parent keeps for each game; before each answer
the child writes the parent's mark there, so the parent knows when it has read all of it. Whatever the pupil's code does — raise, call ``sys.exit``, run
out of memory — is turned into one of the forfeit reasons of ``shared/battle-cli.md``.
Endless loops, printing too much and hard crashes are the parent's to notice (no answer in
time, the output pipe overflowing, or the pipe closed).

This module is kept small and imports little: a child starts for every strategy of a battle.
"""
from __future__ import annotations

import importlib.util
import json
import os
import sys
import traceback
from typing import Any, TextIO

from engines.battle.tree import become_subreaper, has_children

MAX_ANSWER = 200
"""Characters of an answer sent back: a legal move is short; more is cut (it is illegal anyway)."""


class _Output:
    """``sys.stdout``/``sys.stderr`` of the strategy: straight to the output pipe (file
    descriptor 2, which the parent reads and keeps for each game), unbuffered, so that
    everything printed before an answer is in the pipe before the answer's mark."""

    encoding = "utf-8"
    errors = "backslashreplace"

    def __init__(self, fd: int, mark: bytes) -> None:
        self.fd = fd
        self.mark = mark

    def write(self, text: str) -> int:
        self.write_bytes(text.encode("utf-8", "backslashreplace"))
        return len(text)

    def write_bytes(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            done = os.write(self.fd, view)
            view = view[done:]

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self.fd


def where(exc: BaseException, path: str) -> dict[str, Any]:
    """Where and what went wrong: ``{"detail": "line", "args": [7, "ZeroDivisionError: division
    by zero"]}`` — the last line of the pupil's file in the traceback (or of the whole traceback
    when his file is not in it); ``{"detail": "error", "args": [text]}`` when no line is known.
    The parent turns the detail into words (:func:`engines.battle.sandbox.detail`), so the app
    can show them in the pupil's language; Python's own text of the error stays as it is."""
    text = traceback.format_exception_only(type(exc), exc)[-1].strip()
    if len(text) > 300:
        text = text[:299] + "…"
    if isinstance(exc, SyntaxError) and exc.lineno is not None:  # raised by the compiler
        return {"detail": "line", "args": [exc.lineno, text]}
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if os.path.abspath(f.filename) == os.path.abspath(path)]
    chosen = own or list(frames)
    if chosen and chosen[-1].lineno is not None:
        return {"detail": "line", "args": [chosen[-1].lineno, text]}
    return {"detail": "error", "args": [text]}


def _limit_memory(megabytes: int) -> None:
    try:
        import resource
    except ImportError:  # Windows: the parent watches the memory instead
        return
    cap = megabytes * 1024 * 1024
    try:
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (ValueError, OSError):
        pass


def _protocol_channels() -> tuple[TextIO, TextIO]:
    """Private copies of standard input and output for the requests and answers; then file
    descriptor 0 reads nothing and 1 joins 2, the output pipe: what the strategy or a process
    it starts writes — ``print``, ``os.write(1, …)``, C code — cannot mix into the answers,
    and an ``input()`` or a started ``cat`` cannot read the requests."""
    requests = os.fdopen(os.dup(0), encoding="utf-8")
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        os.dup2(2, 1)
    except OSError:
        pass
    return requests, answers


def _send(channel: TextIO, output: _Output, message: dict[str, Any]) -> None:
    """An answer, after the mark in the output (the parent reads the output up to it before it
    takes the game's), saying whether the child has child processes (they end with the game:
    the parent then restarts it)."""
    output.write_bytes(output.mark)
    if has_children():
        message["children"] = True
    channel.write(json.dumps(message, ensure_ascii=False) + "\n")
    channel.flush()


def main(argv: list[str] | None = None) -> int:
    """``python -c "…main()" FILE MEMORY_MB TOKEN [SEED]``: load the strategy file and answer move
    requests until standard input ends. The file runs with its own folder as the current
    folder, as IDLE runs it: ``open("table.txt")`` finds the file beside it."""
    args = argv if argv is not None else sys.argv[1:]
    path, memory_mb, token = os.path.abspath(args[0]), args[1], args[2]
    if len(args) > 3:
        import random
        random.seed(int(args[3]))  # the battle's seed: a random strategy plays the same games
    become_subreaper()
    requests, channel = _protocol_channels()
    output = _Output(2, b"\x00" + token.encode("ascii") + b"\x00")  # printed.output_mark
    sys.stdout = sys.stderr = output
    sys.stdin = open(os.devnull, encoding="utf-8")  # input() must not read the requests
    _limit_memory(int(memory_mb))
    folder = os.path.dirname(path)
    sys.path.insert(0, folder)  # its own helper modules
    try:
        os.chdir(folder)
        spec = importlib.util.spec_from_file_location("strategy", path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot read {path}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        choose = getattr(module, "choose_move", None)
        if not callable(choose):
            return _forfeited(requests, channel, output,
                              {"forfeit": "import", "detail": "no-function"})
    except BaseException as exc:  # everything a file can do while it loads
        return _forfeited(requests, channel, output, _reason(exc, path, loading=True))
    _send(channel, output, {"ready": True})
    for line in requests:
        request = json.loads(line)
        try:
            answer: Any = choose(request["position"], request["moves"], request["info"])
        except BaseException as exc:
            return _forfeited(requests, channel, output, _reason(exc, path, loading=False))
        if isinstance(answer, str):
            _send(channel, output, {"move": answer[:MAX_ANSWER]})
        else:
            _send(channel, output, {"forfeit": "malformed", "detail": "not-a-move",
                                    "args": [type(answer).__name__]})
    return 0


def _forfeited(requests: TextIO, channel: TextIO, output: _Output,
               message: dict[str, Any]) -> int:
    """Say why, then live on until the parent is done: while this process lives, the
    processes the strategy started are still below it, where the parent finds and ends them."""
    try:
        _send(channel, output, message)
        for _ in requests:
            pass
    except (OSError, ValueError):
        pass
    return 0


def _reason(exc: BaseException, path: str, loading: bool) -> dict[str, Any]:
    if isinstance(exc, MemoryError):
        return {"forfeit": "memory", "detail": "memory"}
    if isinstance(exc, (SystemExit, KeyboardInterrupt)):
        return {"forfeit": "exit", "detail": "exit"}
    return {"forfeit": "import" if loading else "crash", **where(exc, path)}
