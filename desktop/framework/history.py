"""The game's history: the record, the undo stack of its moves, the analyses of its positions,
its save file and the rows of its review — what looks at the whole game, not at one position.

:class:`GameHistory` knows no tab: it tells its owner that the record changed through the
``changed`` callback it is given, so the tab owns a history and the history never imports the tab.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.framework.record import GameRecord, Ply
from desktop.framework.savefile import SavedGame, SaveFileError
from desktop.framework.value_chart import ChartMove
from desktop.framework.worker import EngineRunner, analyse_in_turn
from engines.analysis import Analysis, Analyzer
from engines.protocol import Game, InputError

P = TypeVar("P", bound=Hashable)

Label = Callable[[int, Ply], str]
"""How the moves list names a ply: its index (plies before it) and the ply."""
Builder = Callable[[dict[str, Any]], tuple[Game[Any, Any], Analyzer[Any, Any], Any]]
"""A tab's ``build_game``: settings → (game, analyzer, start)."""
Validator = Callable[[str, Game[Any, Any]], Any]
"""A tab's ``validate_position``: a typed position for a game, parsed or a ValueError."""

REVIEW_ROW = tuple[int, str, str, Analysis[Any, Any] | None]
"""(move number, side, move text, analysis of the position it was played in)."""


class PlyCommand(QUndoCommand):
    """One move on the undo stack; its index is the number of plies before it."""

    def __init__(self, history: GameHistory[Any], index: int, ply: Ply, text: str) -> None:
        super().__init__(text)
        self.history, self.index, self.ply = history, index, ply

    def redo(self) -> None:
        self.history.record.truncate(self.index)
        self.history.record.plies.append(self.ply)
        self.history.changed()

    def undo(self) -> None:
        self.history.record.truncate(self.index)
        self.history.changed()


class GameHistory(Generic[P]):
    """The game on the board from its start: the record of the plies played, the undo stack
    (which also holds the plies that can still be redone) and every analysis made so far, kept
    by position across undo, redo and new games of the same rules."""

    def __init__(self, game: Game[P, Any], start: P, parent: QObject,
                 changed: Callable[[], None]) -> None:
        self.record: GameRecord = GameRecord(game, start)
        self.undo_stack = QUndoStack(parent)
        self.analyses: dict[P, Analysis[P, Any]] = {}
        self.changed = changed
        """Called whenever the record moved (a push, undo, redo or jump)."""
        self.pushing = False
        """True while a move is being pushed (as opposed to undone, redone or jumped to)."""

    def restart(self, game: Game[P, Any], start: P, same_rules: bool) -> None:
        """A new game from ``start``; the analyses stay if the rules are the same."""
        if not same_rules:
            self.analyses.clear()
        self.record = GameRecord(game, start)
        self.undo_stack.clear()

    def push(self, move: Any, label: Label) -> None:
        """Play ``move`` (raises if it is illegal) as a new command on the undo stack."""
        ply = self.record.make_ply(move)
        index = len(self.record.plies)
        command = PlyCommand(self, index, ply, label(index, ply))
        self.pushing = True
        try:
            self.undo_stack.push(command)
        finally:
            self.pushing = False

    def future_plies(self) -> list[Ply]:
        """The plies undone that can still be redone, in order."""
        return [self._command(i).ply
                for i in range(len(self.record.plies), self.undo_stack.count())]

    def _command(self, i: int) -> PlyCommand:
        command = self.undo_stack.command(i)
        assert isinstance(command, PlyCommand)  # the only commands this stack is given
        return command

    def relabel(self, label: Label) -> None:
        """Name every move anew (the moves list names sides in words)."""
        for i in range(self.undo_stack.count()):
            command = self._command(i)
            command.setText(label(command.index, command.ply))

    def unanalysed(self) -> list[P]:
        """The positions of the game not analysed yet, start first; the redoable ones too (a
        game opened at its start, a battle's replayed, shows its whole value strip)."""
        positions = self.record.positions() + [p.after for p in self.future_plies()]
        return list(dict.fromkeys(p for p in positions if p not in self.analyses))

    def analyse_missing(self, runner: EngineRunner, analyzer: Analyzer[P, Any],
                        then: Callable[[], None]) -> None:
        """Analyse every position not analysed yet on ``runner``, then call ``then``."""
        todo = self.unanalysed()

        def job(control: Any) -> list[Analysis[P, Any]]:
            return [analyse_in_turn(analyzer, p, control) for p in todo]

        def done(results: list[Analysis[P, Any]]) -> None:
            for a in results:
                self.analyses[a.position] = a
            then()
        runner.start(job, done)

    def review_missing(self) -> bool:
        """Whether a position some move was played in is not analysed yet."""
        return any(p.before not in self.analyses for p in self.record.plies)

    def review_rows(self, side_label: Callable[[int], str]) -> list[REVIEW_ROW]:
        return [(i + 1, side_label(ply.side), ply.text, self.analyses.get(ply.before))
                for i, ply in enumerate(self.record.plies)]

    def chart(self) -> tuple[list[Analysis[P, Any] | None], int, int, list[ChartMove]]:
        """What the value strip shows: the analyses of every position (the redoable ones too),
        the index of the current one, how many are ahead of it, and the moves between."""
        game = self.record.game
        positions = self.record.positions()
        future = self.future_plies()
        cells = [self.analyses.get(p) for p in positions + [p.after for p in future]]
        moves = [ChartMove(p.side, p.text, game.move_reward(p.before, p.move, p.after))
                 for p in self.record.plies + future]
        return cells, len(positions) - 1, len(future), moves

    # --- files -------------------------------------------------------------------------
    def to_saved(self, game_name: str, settings: dict[str, Any], mode: str) -> SavedGame:
        game = self.record.game
        plies = self.record.plies + self.future_plies()
        return SavedGame(game_name, game.info.variant, dict(settings),
                         game.format_position(self.record.start), [p.text for p in plies],
                         len(self.record.plies), mode)


def replay_saved(build: Builder, validate: Validator, settings: dict[str, Any],
                 saved: SavedGame) -> GameRecord:
    """The saved game played through on a game of its own (settings, start, every move);
    any problem raises :class:`SaveFileError` naming it, and nothing of the tab is touched."""
    try:
        return _replay(build, validate, settings, saved)
    except SaveFileError:
        raise
    except InputError as exc:
        raise SaveFileError("{0}", exc) from None
    # The file is foreign data: whatever a game's code raises on it (an OverflowError for
    # a Nim k of 10**100, a TypeError for a list where a number belongs), it is the file's
    # fault, and the game on the board must survive it.
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError,
            RecursionError, MemoryError) as exc:
        raise SaveFileError("the settings or the position in the file are beyond what this "
                            "game can play ({0})", type(exc).__name__) from None


def _replay(build: Builder, validate: Validator, settings: dict[str, Any],
            saved: SavedGame) -> GameRecord:
    game, _, _ = build(settings)
    start = game.parse_position(saved.start)
    validate(game.format_position(start), game)
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
