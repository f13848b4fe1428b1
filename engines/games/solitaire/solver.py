"""The best result of a Klondike deal: the one-player search (``engines.solvers.one_player``)
over the solver's view of the game (:mod:`.search_game`), its line written out as the rules'
moves and replayed with the rule book before it is reported.

The API of ``SOLITAIRE.md``: :func:`solve`, :class:`Limits`, :class:`SolveResult`,
:class:`Progress`, :class:`Policy`. :func:`solve_game` also takes reduced games (the tests).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engines.games.solitaire.rules import Klondike, Position
from engines.games.solitaire.search_game import KlondikeSearch, SMove, State
from engines.protocol import InputError
from engines.solvers.control import SearchControl
from engines.solvers.one_player import Policy, SearchProgress, TranspositionTable, search

DEFAULT_NODE_LIMIT = 100_000
"""Nodes a deal may take by default: 2–3.5 s at the 28,000–45,000 nodes a second measured on
the development machine (tests/benchmarks/bench_solitaire.py); a school PC may take twice as
long. Most won deals need a few hundred nodes; a deal stopped by the limit is undetermined."""
DEFAULT_TABLE_SIZE = 200_000
"""Positions the table keeps: about 170 bytes each, some 35 MB when full (measured)."""

__all__ = ["DEFAULT_NODE_LIMIT", "DEFAULT_TABLE_SIZE", "Limits", "Policy", "Progress",
           "SolveResult", "solve", "solve_game", "solve_position"]


@dataclass(frozen=True)
class Limits:
    node_limit: int = DEFAULT_NODE_LIMIT
    time_limit: float | None = None
    """Seconds, or ``None``."""
    table_size: int = DEFAULT_TABLE_SIZE
    policy: Policy = Policy.LEAST_RECENT


@dataclass(frozen=True)
class SolveResult:
    score: int
    exact: bool
    """The search finished (or won): ``score`` is the proved best."""
    line: tuple[str, ...]
    """The moves reaching ``score`` in the rules' notation (draws and redeals spelt out)."""
    nodes: int
    seconds: float
    decisions: int
    """Positions on the line where the search had more than one move worth trying."""
    stored: int
    peak_stored: int
    evictions: int
    max_score: int = 52
    """The deck's size (52; less in the reduced test games). Added to the contract's fields."""
    decision_points: tuple[int, ...] = ()
    """Indices into ``line`` of the moves made at those positions (for a card from the stock,
    its first draw). Added to the contract's fields, for the replay's marks."""

    @property
    def result(self) -> str:
        """``won``, ``lost`` (proved: the maximum is impossible) or ``undetermined``."""
        if self.score == self.max_score:
            return "won"
        return "lost" if self.exact else "undetermined"


@dataclass(frozen=True)
class Progress:
    """Reported every few thousand nodes, from the solver's thread."""

    nodes: int
    depth: int
    stored: int
    evictions: int
    best: int
    path: tuple[str, ...]
    """The moves on the explicit stack now (draws spelt out), for the thinking view."""


def solve(deal: Sequence[int], draw: int = 1, limits: Limits = Limits(),
          control: SearchControl | None = None,
          progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """The best score play can reach from ``deal`` (52 cards in dealing order)."""
    return solve_game(KlondikeSearch(draw), Klondike(draw), deal, limits, control, progress)


def solve_game(game: KlondikeSearch, rules: Klondike, deal: Sequence[int],
               limits: Limits = Limits(), control: SearchControl | None = None,
               progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """:func:`solve` for any size of game (``game`` and ``rules`` of the same draw and deck)."""
    return _solve(game, rules, game.start(deal), rules.start(deal), limits, control, progress)


def solve_position(rules: Klondike, pos: Position, limits: Limits = Limits(),
                   control: SearchControl | None = None,
                   progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """:func:`solve` from any position of the game (the app's "Best play" on the board)."""
    game = KlondikeSearch(rules.draw, rules.ranks, rules.pile_count)
    return _solve(game, rules, game.from_position(pos), pos, limits, control, progress)


def _solve(game: KlondikeSearch, rules: Klondike, start: State, pos: Position, limits: Limits,
           control: SearchControl | None,
           progress: Callable[[Progress], None] | None) -> SolveResult:
    if limits.time_limit is not None:
        control = (control.derive(time_limit=limits.time_limit) if control is not None
                   else SearchControl(time_limit=limits.time_limit))

    def report(p: SearchProgress[SMove]) -> None:
        assert progress is not None
        progress(Progress(p.nodes, p.depth, p.stored, p.evictions, p.best,
                          tuple(_texts(game, start, p.path)[0])))

    found = search(game, start, node_limit=limits.node_limit,
                   table=TranspositionTable(limits.table_size, limits.policy), control=control,
                   progress=report if progress is not None else None)
    line, begins = _texts(game, start, found.line)
    _replay(rules, pos, line, found.score)
    return SolveResult(found.score, found.exact, tuple(line), found.nodes, found.seconds,
                       len(found.decisions), found.stored, found.peak_stored, found.evictions,
                       game.max_score(), tuple(begins[i] for i in found.decisions))


def _texts(game: KlondikeSearch, start: State,
           moves: Sequence[SMove]) -> tuple[list[str], list[int]]:
    """The rules' moves of the solver's ``moves``, and where each of those begins."""
    out: list[str] = []
    begins: list[int] = []
    state = start
    for move in moves:
        begins.append(len(out))
        out += game.move_texts(state, move)
        state = game.apply(state, move)
    return out, begins


def _replay(rules: Klondike, pos: Position, line: Sequence[str], score: int) -> None:
    """Plays ``line`` from ``pos`` with the rule book: a move it refuses, or a different score
    at the end, is a bug in the solver, never an answer."""
    for n, text in enumerate(line, 1):
        try:
            pos = rules.apply_legal(pos, rules.parse_move(pos, text))
        except InputError as exc:
            raise RuntimeError(f"solitaire: the solver's move {n} {text}: {exc}") from exc
    if rules.score(pos) != score:
        raise RuntimeError(f"solitaire: the solver's line scores {rules.score(pos)}, not {score}")
