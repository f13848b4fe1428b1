"""The answer to "what is every move worth here?": one :class:`Analysis` per position.

An :class:`Analyzer` wraps one game with its solvers and their tables, so repeated questions (a
``--batch`` run, a game in the app) reuse what was already solved. Games with theory that beats
search (Nim's nim-sum) subclass it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic

from engines.protocol import Game, M, P, ValueKind
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver


@dataclass(frozen=True)
class MoveReport(Generic[M]):
    """One legal move and what it is worth to the player who makes it."""

    move: M
    text: str
    """The move in the game's notation."""
    value: float
    """Value after the move, from the mover's point of view."""
    remoteness: int | None
    """Moves to the end after this one is played (this move counted); ``None`` if unknown."""
    optimal: bool
    """The move keeps the position's value (the meaning of ``optimal`` in
    ``shared/analysis-cli.md``)."""
    replies: tuple[int, int] | None = None
    """In a lost position: (the opponent's replies that keep his win, all his replies)."""
    best: bool = False
    """A move best play chooses: it keeps the value and, in a lost position of a win/loss game,
    it is one of the longest defences (the solvers' remoteness rule). The app's ★, the
    computer's choice and the review all use this; the command line's ``optimal`` does not."""


@dataclass(frozen=True)
class Analysis(Generic[P, M]):
    """Everything the analysis panel, the move policy and the command line need."""

    game: str
    variant: str
    position: P
    position_text: str
    to_move: str
    """Name of the side to move, e.g. ``"A"``."""
    mover: int
    terminal: bool
    exact: bool
    value: float
    """Value for the player to move, under best play (or the search's estimate)."""
    remoteness: int | None
    moves: tuple[MoveReport[M], ...]
    value_kind: ValueKind
    depth: int | None = None
    """Depth reached when the search was limited."""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def optimal_moves(self) -> list[MoveReport[M]]:
        """The moves that keep the value (the command line's ``optimal``)."""
        return [m for m in self.moves if m.optimal]

    @property
    def best_moves(self) -> list[MoveReport[M]]:
        """The moves best play chooses (★ in the app); never empty when there are moves."""
        return [m for m in self.moves if m.best]

    def to_json(self) -> dict[str, Any]:
        """The JSON object of ``shared/analysis-cli.md`` (plus remoteness and game extras)."""
        out: dict[str, Any] = {
            "game": self.game, "variant": self.variant, "position": self.position_text,
            "to_move": self.to_move, "terminal": self.terminal, "exact": self.exact,
            "value": _plain(self.value)}
        if self.remoteness is not None:
            out["remoteness"] = self.remoteness
        if self.depth is not None:
            out["depth"] = self.depth
        moves = []
        for m in self.moves:
            item: dict[str, Any] = {"move": m.text, "value": _plain(m.value), "optimal": m.optimal}
            if m.remoteness is not None:
                item["remoteness"] = m.remoteness
            moves.append(item)
        out["moves"] = moves
        out.update(self.extra)
        return out


def longest(remoteness: list[int | None]) -> int | None:
    """The longest of known remotenesses (``None`` when one is unknown: then all tie)."""
    known = [r for r in remoteness if r is not None]
    return max(known) if known and len(known) == len(remoteness) else None


def shortest(remoteness: list[int | None]) -> int | None:
    known = [r for r in remoteness if r is not None]
    return min(known) if known and len(known) == len(remoteness) else None


def _plain(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 3)


class Analyzer(Generic[P, M]):
    """Exact analysis through the generic exact solver; limited search on request."""

    score_traps = False
    """Also count the opponent's best replies in lost positions of score games (for traps)."""

    def __init__(self, game: Game[P, M]) -> None:
        self.game = game
        self.exact = ExactSolver(game)

    # --- overridable pieces ------------------------------------------------------------
    def exact_values(self, pos: P, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[M, float, int | None]]]:
        """(value, remoteness, [(move, value, remoteness)]) of ``pos``, exactly."""
        self.exact.control = control
        value, remoteness = self.exact.solve(pos)
        return value, remoteness, [(m.move, m.value, m.remoteness)
                                   for m in self.exact.move_values(pos)]

    def winning_replies(self, pos: P, control: SearchControl) -> int:
        """How many moves of ``pos`` keep a won position won for its mover."""
        value, _, moves = self.exact_values(pos, control)
        return sum(1 for _, v, _ in moves if v == value)

    def is_best(self, value: float, kept: list[int | None], move_value: float,
                move_remoteness: int | None) -> bool:
        """Whether best play may choose a move worth ``move_value``: it keeps the value, and
        when the value is a loss of a win/loss game it also delays the end as long as possible
        (``kept``: the remoteness of every move that keeps the value). A win may be taken by
        any winning move; games where the speed of a win counts override this."""
        if move_value != value:
            return False
        if value < 0 and self.game.info.value_kind is ValueKind.WIN_LOSS:
            target = longest(kept)
            return target is None or move_remoteness == target
        return True

    def extra(self, pos: P, control: SearchControl) -> dict[str, Any]:
        """Fields a game adds to the contract's JSON (e.g. ``grundy``)."""
        return {}

    # --- the question ----------------------------------------------------------------------
    def analyze(self, pos: P, *, control: SearchControl | None = None, depth: int | None = None,
                time_limit: float | None = None, search: SearchOptions | None = None
                ) -> Analysis[P, M]:
        game = self.game
        control = control or SearchControl(time_limit=time_limit)
        terminal = not game.legal_moves(pos)
        reached: int | None = None
        value: float
        remoteness: int | None
        moves: list[tuple[M, float, int | None]]
        if terminal:
            value, remoteness, moves = game.terminal_value(pos), 0, []
            exact = True
        elif depth is None and time_limit is None:
            value, remoteness, moves = self.exact_values(pos, control)
            moves = list(moves)
            exact = True
        else:
            searcher = AlphaBeta(game, search, control)
            result = searcher.iterative(pos, depth if depth is not None else 200)
            value, remoteness, exact, reached = result.value, None, result.exact, result.depth
            moves = [(m, v, None) for m, v in result.move_values]
        reports = []
        lost = exact and value < 0 and (game.info.value_kind is ValueKind.WIN_LOSS
                                         or self.score_traps)
        kept = [r for _, v, r in moves if v == value]
        for move, v, r in moves:
            replies = None
            if lost:
                child = game.play(pos, move)
                total = len(game.legal_moves(child))
                replies = (self.winning_replies(child, control) if total else 0, total)
            reports.append(MoveReport(move, game.format_move(pos, move), v, r, v == value,
                                      replies, self.is_best(value, kept, v, r)))
        return Analysis(game.info.name, game.info.variant, pos, game.format_position(pos),
                        game.side_name(pos), game.to_move(pos), terminal, exact, value,
                        remoteness, tuple(reports), game.info.value_kind,
                        reached,
                        self.extra(pos, control))
