"""Cancellation, progress reporting and memory bounds shared by every solver.

A solver calls :meth:`SearchControl.tick` once a node. Every ``check_every`` nodes the control
looks at the cancel flag (set from any thread), reports progress, and checks the time limit.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field


class Cancelled(Exception):
    """The search was cancelled from another thread."""


class TimeUp(Exception):
    """The search ran past its time limit (iterative deepening keeps the last full depth)."""


class TableFull(Exception):
    """A memo table reached its size cap: the position is too large to solve this way."""


DEFAULT_TABLE_CAP = 4_000_000
"""Entries a memo table may hold (a few hundred MB at most in CPython)."""


@dataclass
class SearchControl:
    """Passed into every solver; safe to cancel from another thread."""

    progress: Callable[[int], None] | None = None
    """Called with the node count every ``check_every`` nodes (from the solver's thread)."""
    time_limit: float | None = None
    """Seconds; ``None`` means no limit."""
    table_cap: int = DEFAULT_TABLE_CAP
    """Largest memo or transposition table a solver may build."""
    check_every: int = 2048
    nodes: int = 0
    _cancel: threading.Event = field(default_factory=threading.Event)
    _deadline: float | None = None

    def __post_init__(self) -> None:
        if self.time_limit is not None:
            self._deadline = time.monotonic() + self.time_limit

    def derive(self, *, time_limit: float | None = None, report: bool = True) -> SearchControl:
        """A control for a sub-search: its own node count and time limit (never past this
        one's deadline), stopped by this one's :meth:`cancel` — the user's one Cancel stops
        every search made for one question. ``report``: it calls this one's ``progress``."""
        child = SearchControl(progress=self.progress if report else None, time_limit=time_limit,
                              table_cap=self.table_cap, check_every=self.check_every,
                              _cancel=self._cancel)
        if self._deadline is not None and (child._deadline is None
                                           or self._deadline < child._deadline):
            child._deadline = self._deadline
        return child

    def cancel(self) -> None:
        """Ask the search to stop at its next check (thread-safe)."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def tick(self) -> None:
        """Count one node; raises :class:`Cancelled` or :class:`TimeUp` when due."""
        self.nodes += 1
        if self.nodes % self.check_every == 0:
            self.check()

    def tick_batch(self) -> int:
        """Count ``check_every`` nodes at once and check: for a compiled search that counts
        down its own batch (a call a node would cost it); returns the next batch."""
        self.nodes += self.check_every
        self.check()
        return self.check_every

    def check(self) -> None:
        if self._cancel.is_set():
            raise Cancelled()
        if self.progress is not None:
            self.progress(self.nodes)
        if self._deadline is not None and time.monotonic() > self._deadline:
            raise TimeUp()

    def check_table(self, size: int) -> None:
        if size > self.table_cap:
            raise TableFull(f"more than {self.table_cap} positions to remember")
