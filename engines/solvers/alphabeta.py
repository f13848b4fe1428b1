"""Negamax search: plain minimax or alpha-beta, with a transposition table, move ordering,
iterative deepening, a depth and a time limit — for games too large to solve outright.

A result is *exact* when every line was searched to the end of the game; then the value is the
game-theoretic value, whatever the depth limit was.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic

from engines.protocol import Game, M, P
from engines.solvers.control import SearchControl, TimeUp
from engines.solvers import trace as bounds
from engines.solvers.trace import Trace, TraceEvent

INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
TABLE_BOUND = {EXACT: bounds.EXACT, LOWER: bounds.LOWER, UPPER: bounds.UPPER}
COMPLETE = 10**9
"""Depth stored for a table entry searched to the end: good for any later depth."""


@dataclass
class SearchOptions:
    """Switches a teacher can flip to see what each technique buys."""

    pruning: bool = True
    """Alpha-beta cutoffs; off = plain minimax."""
    transposition_table: bool = True
    ordering: bool = True
    """Try the table's best move, then the game's ordering hint, first."""
    evaluate: Callable[[object], float] | None = None
    """Static evaluation at the depth limit; defaults to the game's ``evaluate``."""
    order_hint: Callable[[object, Sequence[object]], Sequence[object]] | None = None
    """Reorders a position's moves, best guess first (e.g. extra-turn moves in Kalah)."""


@dataclass
class SearchResult(Generic[M]):
    value: float
    best_move: M | None
    depth: int
    """The deepest depth fully searched."""
    exact: bool
    nodes: int
    move_values: list[tuple[M, float]] = field(default_factory=list)
    principal_line: list[M] = field(default_factory=list)


class AlphaBeta(Generic[P, M]):
    def __init__(self, game: Game[P, M], options: SearchOptions | None = None,
                 control: SearchControl | None = None) -> None:
        self.game = game
        self.options = options or SearchOptions()
        self.control = control or SearchControl()
        self.table: dict[Hashable, tuple[int, float, int, M | None]] = {}
        self._evaluate = self.options.evaluate or game.evaluate

    # --- one fixed-depth search ----------------------------------------------------------
    def search(self, pos: P, depth: int, alpha: float = -INF, beta: float = INF,
               trace: Trace | None = None) -> tuple[float, bool]:
        """(value, complete) of ``pos`` searched ``depth`` plies deep within ``[alpha, beta]``."""
        return self._negamax(pos, depth, alpha, beta, trace, None, None, 0)

    def _negamax(self, pos: P, depth: int, alpha: float, beta: float, trace: Trace | None,
                 parent: int | None, move_text: str | None, ply: int) -> tuple[float, bool]:
        game, opts, ctl = self.game, self.options, self.control
        ctl.tick()
        node = trace.open_node() if trace is not None else None
        a0, b0 = alpha, beta

        def done(value: float, complete: bool, cutoff: bool = False, note: str = "",
                 bound: str = bounds.EXACT) -> tuple[float, bool]:
            if node is not None and trace is not None:
                if not note and opts.pruning:
                    bound = bounds.bound_of(value, a0, b0)
                trace.close_node(TraceEvent(node, parent, move_text, ply, value, a0, b0,
                                            cutoff, note, bound))
            return value, complete

        moves = game.legal_moves(pos)
        if not moves:
            return done(game.terminal_value(pos), True, note="end")
        key = game.key(pos) if opts.transposition_table else None
        tt_move = None
        if key is not None:
            entry = self.table.get(key)
            if entry is not None:
                e_depth, e_value, e_flag, tt_move = entry
                if e_depth >= depth:
                    complete = e_depth >= COMPLETE
                    if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) or (
                            e_flag == UPPER and e_value <= alpha):
                        return done(e_value, complete, note="tt", bound=TABLE_BOUND[e_flag])
        if depth <= 0:
            return done(self._evaluate(pos), False, note="leaf")
        moves = self._ordered(pos, moves, tt_move)
        mover = game.to_move(pos)
        best, best_move, complete, cut = -INF, None, True, False
        for index, move in enumerate(moves):
            child = game.play(pos, move)
            text = game.format_move(pos, move) if node is not None else None
            if game.to_move(child) == mover:
                value, child_complete = self._negamax(child, depth - 1, alpha, beta, trace, node,
                                                      text, ply + 1)
            else:
                value, child_complete = self._negamax(child, depth - 1, -beta, -alpha, trace,
                                                      node, text, ply + 1)
                value = -value
            complete = complete and child_complete
            if value > best:
                best, best_move = value, move
            if opts.pruning:
                alpha = max(alpha, value)
                if alpha >= beta:
                    cut = index < len(moves) - 1
                    break
        if key is not None:
            flag = EXACT
            if opts.pruning:
                flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
            self.table[key] = (COMPLETE if complete else depth, best, flag, best_move)
            if len(self.table) > ctl.table_cap:
                self.table.clear()  # a transposition table is only a cache: start afresh
        return done(best, complete, cutoff=cut)

    def _ordered(self, pos: P, moves: Sequence[M], tt_move: M | None) -> Sequence[M]:
        if not self.options.ordering:
            return moves
        if self.options.order_hint is not None:
            moves = list(self.options.order_hint(pos, moves))  # type: ignore[arg-type]
        if tt_move is not None and tt_move in moves:
            moves = [tt_move] + [m for m in moves if m != tt_move]
        return moves

    # --- the questions the UI and the command line ask -----------------------------------
    def move_values(self, pos: P, depth: int) -> tuple[list[tuple[M, float]], bool]:
        """Every move with its value searched with a full window (values exact, not bounds)."""
        game = self.game
        out, complete = [], True
        for move in game.legal_moves(pos):
            child = game.play(pos, move)
            value, child_complete = self.search(child, depth - 1)
            out.append((move, game.child_sign(pos, child) * value))
            complete = complete and child_complete
        return out, complete

    def iterative(self, pos: P, max_depth: int, per_move: bool = True) -> SearchResult[M]:
        """Iterative deepening to ``max_depth`` or the control's time limit, whichever first.

        Stops early when a depth was searched to the end of every line (the result is exact).
        """
        result: SearchResult[M] | None = None
        for depth in range(1, max_depth + 1):
            try:
                if per_move:
                    values, complete = self.move_values(pos, depth)
                    best = max(v for _, v in values) if values else self.search(pos, depth)[0]
                    best_move = next((m for m, v in values if v == best), None)
                else:
                    best, complete = self.search(pos, depth)
                    values, best_move = [], self._tt_move(pos)
            except TimeUp:
                if result is None:
                    raise
                break
            result = SearchResult(best, best_move, depth, complete, self.control.nodes, values)
            if complete:
                break
        assert result is not None
        result.principal_line = self.principal_line(pos, result.depth)
        return result

    def _tt_move(self, pos: P) -> M | None:
        entry = self.table.get(self.game.key(pos))
        return entry[3] if entry else None

    def principal_line(self, pos: P, depth: int) -> list[M]:
        """The line of table best moves from ``pos`` (as far as the table knows it)."""
        line: list[M] = []
        seen = set()
        while len(line) < depth:
            key = self.game.key(pos)
            entry = self.table.get(key)
            if entry is None or entry[3] is None or key in seen:
                break
            seen.add(key)
            line.append(entry[3])
            pos = self.game.play(pos, entry[3])
        return line
