"""Engine work off the GUI thread: one :class:`EngineRunner` per tab, newest job only.

A job is a plain function taking a :class:`engines.solvers.SearchControl`. Starting a job cancels
the previous one; a result whose job is no longer the newest is dropped, never applied.
"""
from __future__ import annotations

import itertools
import threading
import traceback
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engines.solvers.control import Cancelled, SearchControl, TableFull

Job = Callable[[SearchControl], Any]

_locks_lock = threading.Lock()


def analyse_in_turn(analyzer: Any, pos: Any, control: SearchControl | None = None) -> Any:
    """``analyzer.analyze(pos)``, one call at a time per analyzer. An analyzer keeps its
    solver, tables and the control they tick between calls (``solver.control = control``), and
    the app asks from two threads at once — a tab's position and its game's moves ahead; the
    other call's control would cancel or time this one out."""
    with _locks_lock:
        lock = analyzer.__dict__.setdefault("_analysis_lock", threading.RLock())
    with lock:
        return analyzer.analyze(pos, control=control)


class _Signals(QObject):
    # Emitted from a pool thread; the receivers live in the GUI thread, so delivery is queued.
    # Only plain ints and strings cross threads in a signal: the result itself waits in a dict,
    # because Python objects carried by queued signals have upset PySide's reference counts.
    # One per job and nobody's child: the owner's window may be destroyed while the job still
    # runs, and a sender deleted under an emitting thread crashed a loaded test run. The job
    # keeps it alive and hands it back to the GUI thread for deletion when it ends.
    finished = Signal(int)
    failed = Signal(int, str)
    progress = Signal(int, int)


class _Task(QRunnable):
    def __init__(self, job_id: int, job: Job, control: SearchControl, signals: _Signals,
                 results: dict[int, Any]) -> None:
        super().__init__()
        self.job_id, self.job, self.control, self.signals = job_id, job, control, signals
        self.results = results
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            self._run()
        finally:
            try:
                self.signals.deleteLater()  # posted to the GUI thread: after the queued signals
            except RuntimeError:
                pass  # the application has gone down under the job, and its objects with it

    def _run(self) -> None:
        try:
            result = self.job(self.control)
        except Cancelled:
            if self.control.cancelled:
                return  # superseded: the runner no longer waits for it
            # Stopped by another job's control (an engine object shared between threads):
            # the runner still waits for this one, and must hear that it ended.
            self._emit(self.signals.failed, self.job_id, traceback.format_exc(limit=3))
            return
        except TableFull as exc:
            self._emit(self.signals.failed, self.job_id, f"too large to solve exactly: {exc}")
        except Exception:  # a bug in an engine must not take the app down
            self._emit(self.signals.failed, self.job_id, traceback.format_exc(limit=3))
        else:
            self.results[self.job_id] = result
            self._emit(self.signals.finished, self.job_id)

    def _emit(self, signal: Any, *args: Any) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:
            pass  # the widget that asked is gone (its window closed): nobody wants the result


class EngineRunner(QObject):
    """Runs one job at a time for its owner; ``busy_changed`` drives the busy indicator."""

    busy_changed = Signal(bool)
    progress = Signal(int)
    """Nodes searched so far by the running job."""
    failed = Signal(str)

    _ids = itertools.count(1)
    live: ClassVar[weakref.WeakSet[EngineRunner]] = weakref.WeakSet()
    """Every runner (:func:`desktop.framework.waiting.settle` asks them without walking widgets)."""

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        EngineRunner.live.add(self)
        self._pool = pool or QThreadPool.globalInstance()
        self._current: tuple[int, SearchControl, Callable[[Any], None]] | None = None
        self._results: dict[int, Any] = {}
        self.dropped = 0
        """Results that arrived after their job was superseded (tests count them)."""

    @property
    def busy(self) -> bool:
        return self._current is not None

    def start(self, job: Job, on_done: Callable[[Any], None]) -> int:
        """Cancel whatever runs, then run ``job``; ``on_done(result)`` runs in the GUI thread."""
        self.cancel()
        job_id = next(self._ids)
        control = SearchControl()
        signals = _Signals()
        signals.finished.connect(self._on_finished)
        signals.failed.connect(self._on_failed)
        signals.progress.connect(self._on_progress)

        def progress(nodes: int) -> None:
            try:
                signals.progress.emit(job_id, nodes)
            except RuntimeError:
                control.cancel()  # the owner is gone: stop working for it
        control.progress = progress
        self._current = (job_id, control, on_done)
        self._pool.start(_Task(job_id, job, control, signals, self._results))
        self.busy_changed.emit(True)
        return job_id

    def cancel(self) -> None:
        """Cancel the running job (its result, if it still comes, is dropped)."""
        if self._current is not None:
            self._current[1].cancel()
            self._current = None
            self.busy_changed.emit(False)

    def _take(self, job_id: int) -> Callable[[Any], None] | None:
        if self._current is None or self._current[0] != job_id:
            self.dropped += 1
            return None
        on_done = self._current[2]
        self._current = None
        self.busy_changed.emit(False)
        return on_done

    def _on_finished(self, job_id: int) -> None:
        result = self._results.pop(job_id, None)
        on_done = self._take(job_id)
        if on_done is not None:
            on_done(result)

    def _on_failed(self, job_id: int, message: str) -> None:
        if self._take(job_id) is not None:
            self.failed.emit(message)

    def _on_progress(self, job_id: int, nodes: int) -> None:
        if self._current is not None and self._current[0] == job_id:
            self.progress.emit(nodes)
