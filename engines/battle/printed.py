"""What a strategy's child process prints (``sandbox.py`` runs the child): read from its output
pipe by a thread, counted, the start of each game's kept and the rest cut, and the limit past which
the strategy forfeits."""
from __future__ import annotations

import codecs
import os
import queue
import secrets
import threading

OUTPUT_LIMIT = 4_000_000
"""Bytes a strategy may print in a game; more forfeits (reason ``output``)."""
OUTPUT_KEEP = 64 * 1024
"""Bytes of a game's output kept (in the results, the battle file, the window)."""
CUT = "…[cut]"
"""Ends an output cut at :data:`OUTPUT_KEEP`."""
OUTPUT_WAIT = 2.0
"""Seconds the parent waits to have read the output a child wrote before an answer (it is in
the pipe already: only the reading thread may lag)."""
OVERFLOW = "\x00overflow"
"""Put among the answers when the output passes its limit (no answer line looks like it)."""


def output_mark(token: str) -> bytes:
    """What the child writes to its output before each answer (:class:`Printed`)."""
    return b"\x00" + token.encode("ascii") + b"\x00"


class Printed:
    """What one child process prints, read from its output pipe by a thread: counted, and the
    first :data:`OUTPUT_KEEP` bytes of each game kept; past :data:`OUTPUT_LIMIT` bytes in a
    game, ``over`` is set and :data:`OVERFLOW` put among the answers.

    Before each answer the child writes ``mark`` (random, made for this process) to the pipe:
    once the reader has met as many marks as there were answers, everything written before the
    last answer — by ``print``, ``os.write`` or a program that has finished — has been read."""

    def __init__(self, answers: queue.Queue[str | None]) -> None:
        self.answers = answers
        self.token = secrets.token_hex(8)
        self.mark = output_mark(self.token)
        self.changed = threading.Condition()
        self.marks = 0
        """Marks read since the process started."""
        self.held = b""
        """The end of what was read that may be the start of a mark."""
        self.game = 0
        """Bytes read since the game began."""
        self.kept = bytearray()
        self.over = False
        self.ended = False

    def read(self, fd: int) -> None:
        """The reading thread: until every writer of the pipe is gone. A bare descriptor, not
        a file object: a process that escaped may hold the pipe for ever, and closing a file
        object (the collector does) would wait for this thread's read."""
        try:
            while True:
                data = os.read(fd, 65536)
                if not data:
                    break
                self._add(data)
        except OSError:
            pass
        finally:
            os.close(fd)
        with self.changed:
            self.ended = True
            self.changed.notify_all()

    def _add(self, data: bytes) -> None:
        with self.changed:
            data, mark = self.held + data, self.mark
            while (at := data.find(mark)) >= 0:
                self._keep(data[:at])
                data = data[at + len(mark):]
                self.marks += 1
            hold = next((k for k in range(min(len(mark) - 1, len(data)), 0, -1)
                         if mark.startswith(data[-k:])), 0)
            self._keep(data[:len(data) - hold])
            self.held = data[len(data) - hold:]
            self.changed.notify_all()

    def _keep(self, data: bytes) -> None:
        self.game += len(data)
        room = OUTPUT_KEEP - len(self.kept)
        if room > 0:
            self.kept += data[:room]
        if self.game > OUTPUT_LIMIT and not self.over:
            self.over = True
            self.answers.put(OVERFLOW)

    def wait(self, answers: int) -> None:
        """Until the marks of ``answers`` answers have been read."""
        with self.changed:
            self.changed.wait_for(lambda: self.marks >= answers or self.ended, OUTPUT_WAIT)

    def wait_end(self, seconds: float) -> None:
        with self.changed:
            self.changed.wait_for(lambda: self.ended, seconds)

    def take(self) -> str | None:
        """The game's output (``None``: nothing printed), a cut marked; the next game's
        begins."""
        with self.changed:
            data, total = bytes(self.kept), self.game
            self.kept, self.game = bytearray(), 0
        if not total:
            return None
        if total <= len(data):
            return data.decode("utf-8", "replace")
        room = OUTPUT_KEEP - len(CUT.encode("utf-8"))
        # An incremental decoder leaves out a character the cut splits.
        text = codecs.getincrementaldecoder("utf-8")("replace").decode(data[:room])
        return text + CUT
