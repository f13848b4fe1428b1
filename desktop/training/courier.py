"""Carries this PC's training results to the class folder and reads the folder back, on one
background thread, so that a slow or dead network share never freezes the window.

When results are written (decided here, told in the README): a pupil's file after each of their
answers; every pupil of this PC when the training window opens (a share that was down last
lesson gets what it missed); and, while a write has failed, again every minute while the
training window is open. Closing does not wait for the folder — a dead share would hold the
app for half a minute — so what is still pending is written when training is opened next.
The results are always kept in the data folder first.
"""
from __future__ import annotations

import collections
import itertools
import queue
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop import class_folder
from desktop.training import class_results
from desktop.training.progress import ProgressStore

RETRY_MS = 60_000
POLL_MS = 50


class Courier(QObject):
    changed = Signal()
    """The state (:attr:`pending`, :attr:`error`) changed."""

    def __init__(self, store: ProgressStore, folder: Callable[[], Path | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.folder = folder
        """The class folder now (None: none chosen); asked at each delivery."""
        self.pc = class_folder.pc_name()
        """This PC's name in the files it writes."""
        self.pending: set[str] = set()
        """Pupils whose newest results have not reached the class folder."""
        self.error: OSError | None = None
        """Why the last write failed (None: it did not)."""
        self.failed_folder: Path | None = None
        self._outbox: dict[str, class_results.Snapshot] = {}
        self._lock = threading.Lock()
        self._drain_queued = False
        self._jobs: queue.Queue[tuple[int, Callable[[], Any]] | None] = queue.Queue()
        self._done: collections.deque[tuple[int, Any]] = collections.deque()
        self._callbacks: dict[int, Callable[[Any], None]] = {}
        self._ids = itertools.count(1)
        self._known: dict[str, Path] = {}
        self._swept = False
        self._target = Path()
        """The class folder the copies in the outbox go to."""
        # A daemon thread: closing the app never waits for a share that does not answer; a
        # write cut off there leaves only a temporary file, which readers skip.
        self._thread = threading.Thread(target=_work, args=(self._jobs, self._done),
                                        name="class-folder", daemon=True)
        self._thread.start()
        jobs = self._jobs
        self.destroyed.connect(lambda: jobs.put(None))  # the thread ends after its job
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry)
        store.listeners.append(self._answered)

    # --- what the window asks -----------------------------------------------------------------
    def send(self, pupils: Iterable[str] | None = None) -> bool:
        """Write these pupils' results (None: every pupil of this PC) to the class folder in
        the background; False when no class folder is chosen."""
        folder = self.folder()
        if folder is None:
            return False
        # Whoever is still pending goes along: a folder that is back gets it at the next answer.
        names = sorted(set(self.store.pupils if pupils is None else pupils) | self.pending)
        pc = self.pc
        with self._lock:
            self._target = folder  # copies still waiting go where the newest ones go
            for name in names:
                # A newer copy replaces one still waiting: a slow share gets the latest only.
                self._outbox[name] = class_results.snapshot(self.store, name, pc)
            queue_it = bool(self._outbox) and not self._drain_queued
            self._drain_queued |= queue_it
        self.pending.update(names)
        if queue_it:
            self._submit(self._drain, self._delivered)
        return True

    def restart(self) -> None:
        """Another class folder (or none) was chosen: forget the old one's trouble and send
        everything this PC has to the new one."""
        self.error = self.failed_folder = None
        self.pending.clear()
        self._retry.stop()
        self.send()
        self.changed.emit()

    def _answered(self, pupil: str) -> None:
        self.send([pupil])

    def retry(self) -> None:
        if self.pending:
            self.send([])

    def read(self, done: Callable[[class_results.FolderContents], None]) -> bool:
        """Read the whole class folder in the background (after any writes waiting before it)
        and call ``done`` with what was found, in the GUI thread; False without a folder."""
        folder = self.folder()
        if folder is None:
            return False
        self._submit(lambda: class_results.read_folder(folder), done)
        return True

    def busy(self) -> bool:
        return bool(self._callbacks)

    # --- the background thread ----------------------------------------------------------------
    def _submit(self, job: Callable[[], Any], done: Callable[[Any], None]) -> None:
        job_id = next(self._ids)
        self._callbacks[job_id] = done
        self._jobs.put((job_id, job))
        self._poll.start()

    def _drain(self) -> tuple[Path, list[tuple[str, int]], OSError | None]:
        with self._lock:
            batch, self._outbox, self._drain_queued = self._outbox, {}, False
            folder = self._target
        written: list[tuple[str, int]] = []
        if not self._swept:  # once a session: what this PC's dead writers left behind
            self._swept = class_folder.remove_stale_temporaries(
                class_folder.results_folder(folder), self.pc) >= 0
        for name, snap in batch.items():
            try:
                class_results.write(folder, snap, self._known)
            except OSError as exc:
                return folder, written, exc  # the rest would fail the same way, each slowly
            written.append((name, snap.revision))
        return folder, written, None

    # --- back in the GUI thread ---------------------------------------------------------------
    def _collect(self) -> None:
        while self._done:
            job_id, result = self._done.popleft()
            done = self._callbacks.pop(job_id, None)
            if done is not None:
                done(result)
        if not self._callbacks:
            self._poll.stop()

    def _delivered(self, result: Any) -> None:
        if isinstance(result, Exception):  # a bug, told as the folder's trouble, retried
            result = (self.folder(), [], result if isinstance(result, OSError)
                      else OSError(str(result)))
        folder, written, error = result
        for name, _revision in written:
            if name not in self._outbox:  # else answered again meanwhile: that copy is on its way
                self.pending.discard(name)
        self.error, self.failed_folder = error, (folder if error is not None else None)
        if error is not None:
            self._retry.start()
        elif not self.pending:
            self._retry.stop()
        self.changed.emit()


def _work(jobs: queue.Queue[tuple[int, Callable[[], Any]] | None],
          done: collections.deque[tuple[int, Any]]) -> None:
    while (item := jobs.get()) is not None:
        job_id, job = item
        try:
            result = job()
        except Exception as exc:  # a bug must not stop the thread for the whole session
            result = exc
        done.append((job_id, result))
