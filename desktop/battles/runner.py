"""A battle played on a thread of its own: the window's thread only shows what it reports."""
from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QThread, Signal

from engines.battle.battle import Battle, BattleResult, GameRecord, Progress

STOP_WAIT_MS = 15_000
"""How long closing waits for a cancelled battle (it stops within moments: a strategy thinking
is killed, a search is cut short)."""


class BattleThread(QThread):
    """Runs :meth:`Battle.run`; ``progressed(done, total)`` after every game (queued to the
    window's thread: only ints cross), ``finished`` at the end — then :attr:`result` (or
    :attr:`error`, a bug's traceback) is set. :attr:`records` grows as games end (appending to
    a list is atomic; the window reads it after each ``progressed``)."""

    progressed = Signal(int, int)

    def __init__(self, battle: Battle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.battle = battle
        self.records: list[GameRecord] = []
        self.result: BattleResult | None = None
        self.error = ""
        battle.progress = self._progress

    def run(self) -> None:
        try:
            self.result = self.battle.run()
        except Exception:  # a bug in a game's engine must not take the app down
            self.error = traceback.format_exc(limit=4)
            self.battle.close()

    def _progress(self, progress: Progress) -> None:
        if progress.record is not None:
            self.records.append(progress.record)
        self.progressed.emit(progress.done, progress.total)

    def stop(self) -> bool:
        """Cancel and wait until the battle's thread and every child process are gone."""
        self.battle.cancel()
        self.battle.resume()
        done = self.wait(STOP_WAIT_MS)
        self.battle.close()
        return done
