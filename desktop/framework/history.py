"""The game's history: the undo stack's commands, the value strip, the review, save and load."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from desktop.framework.dialogs import ReviewDialog
from desktop.framework.record import GameRecord, Mode, Ply
from desktop.framework.savefile import SavedGame, SaveFileError
from engines.analysis import Analysis
from engines.protocol import InputError

if TYPE_CHECKING:
    from desktop.framework.game_tab import GameTab


class PlyCommand(QUndoCommand):
    """One move on the undo stack; its index is the number of plies before it."""

    def __init__(self, tab: GameTab, index: int, ply: Ply, text: str) -> None:
        super().__init__(text)
        self.tab, self.index, self.ply = tab, index, ply

    def redo(self) -> None:
        self.tab.record.truncate(self.index)
        self.tab.record.plies.append(self.ply)
        self.tab.record_changed_internally()

    def undo(self) -> None:
        self.tab.record.truncate(self.index)
        self.tab.record_changed_internally()


class HistoryMixin:
    """The parts of :class:`GameTab` that look at the whole game rather than the position."""

    def review(self) -> None:
        rows = []
        for i, ply in enumerate(self.record.plies):
            rows.append((i + 1, self.side_label(ply.side), self.move_label(ply.text),
                         self.analyses.get(ply.before)))
        missing = [p.before for p in self.record.plies if p.before not in self.analyses]
        if missing:
            self._analyse_history(then=self.review)
            return
        ReviewDialog(self, rows).exec()

    def _analyse_history(self, then: Any = None) -> None:
        """Analyse every position of the game that is not analysed yet, in the background."""
        todo = [p for p in self.record.positions() if p not in self.analyses]
        analyzer = self.analyzer

        def job(control: Any) -> list[Analysis]:
            return [analyzer.analyze(p, control=control) for p in todo]

        def done(results: list[Analysis]) -> None:
            for a in results:
                self.analyses[a.position] = a
            self.refresh()  # this job replaced the position's own analysis: pick it up again
            if then is not None:
                then()
        self.runner.start(job, done)

    # --- files -------------------------------------------------------------------------
    def to_saved(self) -> SavedGame:
        all_plies = list(self.record.plies)
        # The undo stack also holds the moves that can still be redone.
        for i in range(len(all_plies), self.undo_stack.count()):
            command = self.undo_stack.command(i)
            all_plies.append(command.ply)  # type: ignore[attr-defined]
        return SavedGame(self.game_name, self.game.info.variant, dict(self.settings),
                         self.game.format_position(self.record.start),
                         [p.text for p in all_plies], len(self.record.plies), self.mode.value)

    def load_saved(self, saved: SavedGame) -> None:
        """Replace the game by a saved one; on any problem raise and keep the current game."""
        if saved.game != self.game_name:
            raise SaveFileError("the file holds a game of '{0}', not '{1}'", saved.game,
                                self.game_name)
        try:
            settings = dict(saved.settings, variant=saved.variant)
            game, analyzer, _ = self.build_game(settings)
            start = game.parse_position(saved.start)
            self.validate_position(game.format_position(start), game)
            record = GameRecord(game, start)
            for number, text in enumerate(saved.moves, 1):
                try:
                    record.plies.append(record.make_ply(game.parse_move(record.position, text)))
                except ValueError as exc:
                    raise SaveFileError("move {0} ('{1}'): {2}", number, text, exc)
        except SaveFileError:
            raise
        except InputError as exc:
            raise SaveFileError("{0}", exc)
        except (ValueError, TypeError) as exc:
            raise SaveFileError("{0}", str(exc))
        self.start_game(settings, start)
        for ply in record.plies:
            self._push(ply.move)
        self.undo_stack.setIndex(saved.current)
        mode = next((m for m in Mode if m.value == saved.mode), Mode.HUMAN_COMPUTER)
        self.set_mode(mode)
        self.paused = self.computer_to_move()
        self.refresh()
        if self.active:
            self._analyse_history()  # fill the value strip for the moves already played

    def _update_strip(self) -> None:
        positions = self.record.positions()
        future = [self.undo_stack.command(i).ply.after  # type: ignore[attr-defined]
                  for i in range(len(self.record.plies), self.undo_stack.count())]
        cells = [self.analyses.get(p) for p in positions + future]
        self.strip.set_history(cells, len(positions) - 1, len(future))
