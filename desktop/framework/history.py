"""The game's history: the undo stack's commands, the value strip, the review, save and load."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from desktop.framework.dialogs import ReviewDialog
from desktop.framework.record import GameRecord, Mode, Ply
from desktop.framework.savefile import SavedGame, SaveFileError
from desktop.framework.value_chart import ChartMove
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

    def review(self) -> ReviewDialog | None:
        """Every move judged; the dialog opens once every position before a move is analysed
        (by the same analyzer as the panel, so exact where it solves, else at the player's
        depth). Double-clicking a row shows the position where that move was played."""
        missing = [p.before for p in self.record.plies if p.before not in self.analyses]
        if missing:
            self._analyse_history(then=self.review)
            return None
        rows = []
        for i, ply in enumerate(self.record.plies):
            rows.append((i + 1, self.side_label(ply.side), ply.text,
                         self.analyses.get(ply.before)))
        previous = getattr(self, "review_dialog", None)
        if previous is not None:
            previous.close()
        dialog = ReviewDialog(self, rows)
        dialog.jump_requested.connect(self._review_jump)
        dialog.show()
        self.review_dialog = dialog
        return dialog

    def _review_jump(self, number: int) -> None:
        """Show the position before move ``number`` (1-based), if it is still in the history."""
        if 0 <= number - 1 <= self.undo_stack.count():
            self.jump_to(number - 1)

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
        """Replace the game by a saved one. The whole file is played through first (settings,
        start, every move); on any problem this raises :class:`SaveFileError` and the game on
        the board, its history and the autosave stay exactly as they were."""
        if saved.game != self.game_name:
            raise SaveFileError("the file holds a game of '{0}', not '{1}'", saved.game,
                                self.game_name)
        settings = dict(saved.settings, variant=saved.variant)
        try:
            record = self._replay(settings, saved)
        except SaveFileError:
            self._show_own_game()
            raise
        except InputError as exc:
            self._show_own_game()
            raise SaveFileError("{0}", exc) from None
        # The file is foreign data: whatever a game's code raises on it (an OverflowError for
        # a Nim k of 10**100, a TypeError for a list where a number belongs), it is the file's
        # fault, and the game on the board must survive it.
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError,
                RecursionError, MemoryError) as exc:
            self._show_own_game()
            raise SaveFileError("the settings or the position in the file are beyond what this "
                                "game can play ({0})", type(exc).__name__) from None
        self.start_game(settings, record.start)
        for ply in record.plies:
            self._push(ply.move)
        self.undo_stack.setIndex(saved.current)
        mode = next((m for m in Mode if m.value == saved.mode), Mode.HUMAN_COMPUTER)
        self.set_mode(mode)
        self.paused = self.computer_to_move()
        self.refresh()
        if self.active:
            self._analyse_history()  # fill the value strip for the moves already played

    def _replay(self, settings: dict[str, Any], saved: SavedGame) -> GameRecord:
        """The saved game played through on a game of its own; raises on the first problem."""
        game, _, _ = self.build_game(settings)
        start = game.parse_position(saved.start)
        self.validate_position(game.format_position(start), game)
        record = GameRecord(game, start)
        for number, text in enumerate(saved.moves, 1):
            try:
                record.plies.append(record.make_ply(game.parse_move(record.position, text)))
            except (ValueError, ArithmeticError) as exc:
                raise SaveFileError("move {0} ('{1}'): {2}", number, text, exc) from None
        for pos in {record.positions()[saved.current], record.position}:
            game.legal_moves(pos)  # the positions shown must be playable too
            game.to_move(pos)
        return record

    def _show_own_game(self) -> None:
        """Some games point their board and views at the game ``build_game`` makes; after a
        rejected file, point them back at the game still being played."""
        try:
            self.build_game(self.settings)
        except (ValueError, TypeError):
            pass
        self.refresh()

    def _update_strip(self) -> None:
        positions = self.record.positions()
        future_plies = [self.undo_stack.command(i).ply  # type: ignore[attr-defined]
                        for i in range(len(self.record.plies), self.undo_stack.count())]
        plies = self.record.plies + future_plies
        cells = [self.analyses.get(p) for p in positions + [p.after for p in future_plies]]
        moves = [ChartMove(p.side, p.text, self.game.move_reward(p.before, p.move, p.after))
                 for p in plies]
        self.strip.set_history(cells, len(positions) - 1, len(future_plies), moves,
                               (self.player_name(0), self.player_name(1)))
