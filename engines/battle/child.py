"""The child process that hosts one pupil's strategy file for a battle.

It is started by :mod:`engines.battle.sandbox` as a fresh interpreter (``python -c``, or the frozen
app with ``--strategy-child``) and talks JSON Lines over its standard input and a copy of its
standard output: the parent sends ``{"position": …, "moves": […], "info": {…}}``, the child
answers ``{"move": text}`` or ``{"forfeit": reason, "detail": code, "args": […]}`` (the
parent puts the detail into words); first ``{"ready": true}``
once the file has loaded. Whatever
the pupil's code does — raise, print megabytes, call ``sys.exit``, run out of memory — is turned
into one of the forfeit reasons of ``shared/battle-cli.md``. Endless loops and hard crashes are
the parent's to notice (no answer in time, or the pipe closed).

This module is kept small and imports little: a child starts for every strategy of a battle.
"""
from __future__ import annotations

import importlib.util
import json
import os
import sys
import traceback
from typing import Any, TextIO

MAX_ANSWER = 200
"""Characters of an answer sent back: a legal move is short; more is cut (it is illegal anyway)."""


class TooMuchOutput(BaseException):
    """Raised from ``print`` when the strategy has written more than its allowance.

    A BaseException, so that a pupil's ``except Exception`` does not swallow it."""


class _Sink:
    """``sys.stdout``/``sys.stderr`` of the strategy: counts what it writes and throws it away."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.written = 0

    def write(self, text: str) -> int:
        self.written += len(text)
        if self.written > self.limit:
            raise TooMuchOutput()
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


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


def _protocol_channel() -> TextIO:
    """A private copy of standard output for the answers; then file descriptors 1 and 2 go to
    nowhere, so output written past ``sys.stdout`` (``os.write(1, …)``, C code) cannot mix
    into the answers."""
    channel = os.fdopen(os.dup(1), "w", encoding="utf-8")
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.close(null)
    except OSError:
        pass
    return channel


def _send(channel: TextIO, message: dict[str, Any]) -> None:
    channel.write(json.dumps(message, ensure_ascii=False) + "\n")
    channel.flush()


def main(argv: list[str] | None = None) -> int:
    """``python -c "…main()" FILE MEMORY_MB OUTPUT_LIMIT [SEED]``: load the strategy file and
    answer move requests until standard input ends."""
    args = argv if argv is not None else sys.argv[1:]
    path, memory_mb, output_limit = args[:3]
    if len(args) > 3:
        import random
        random.seed(int(args[3]))  # the battle's seed: a random strategy plays the same games
    channel = _protocol_channel()
    requests = sys.stdin
    sink = _Sink(int(output_limit))
    sys.stdout = sys.stderr = sink
    sys.stdin = open(os.devnull, encoding="utf-8")  # input() must not read the requests
    _limit_memory(int(memory_mb))
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))  # its own helper modules
    try:
        spec = importlib.util.spec_from_file_location("strategy", path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot read {path}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        choose = getattr(module, "choose_move", None)
        if not callable(choose):
            _send(channel, {"forfeit": "import", "detail": "no-function"})
            return 0
    except BaseException as exc:  # everything a file can do while it loads
        _send(channel, _reason(exc, path, loading=True))
        return 0
    _send(channel, {"ready": True})
    for line in requests:
        request = json.loads(line)
        try:
            answer: Any = choose(request["position"], request["moves"], request["info"])
        except BaseException as exc:
            _send(channel, _reason(exc, path, loading=False))
            return 0
        if isinstance(answer, str):
            _send(channel, {"move": answer[:MAX_ANSWER]})
        else:
            _send(channel, {"forfeit": "malformed", "detail": "not-a-move",
                            "args": [type(answer).__name__]})
    return 0


def _reason(exc: BaseException, path: str, loading: bool) -> dict[str, Any]:
    if isinstance(exc, TooMuchOutput):
        return {"forfeit": "output", "detail": "output"}
    if isinstance(exc, MemoryError):
        return {"forfeit": "memory", "detail": "memory"}
    if isinstance(exc, (SystemExit, KeyboardInterrupt)):
        return {"forfeit": "exit", "detail": "exit"}
    return {"forfeit": "import" if loading else "crash", **where(exc, path)}
