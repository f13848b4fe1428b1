"""The Kalah player's depth-limited search on the prover's integer coding of the houses.

The same search as the shared alpha-beta (``engines/solvers/alphabeta.py``) with the player's
evaluations, a ply a move (another turn counts as one), but several times faster: a position
is the prover's integer (the houses seen from the mover, no stores), and a value is the future
gain as in the prover — what the mover will still gain over the opponent — so the store
difference of a line is added up on the way down and the leaf adds only its estimate of the
rest. With the evaluation ``stores`` that estimate is 0; with ``stores+sides`` it is the seeds on
the mover's side minus those on the opponent's (both leaves score exactly what the shared
search's evaluation scores there). Children where the game ends, or that the endgame database
knows, get their exact value at once, at any depth.

Iterative deepening with a table of (depth, lower, upper, best move) per position kept between
depths and moves (cleared when full); the table's move first, then moves that give another
turn (nearest the store first), then the biggest immediate gain. A table entry cuts the search
only at its own depth, never a deeper one: a value is then the same whatever was searched
before, so the tree that "how the computer thinks" draws from a fresh search (``traced``) shows
the very values the player plays by.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.coding import Board, Leaves, bits_for
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.solvers.control import SearchControl, TimeUp
from engines.solvers.trace import EXACT, LOWER, UPPER, Trace, TraceEvent, bound_of

INF: Final = 10_000
EVALUATIONS = ("stores", "stores+sides")
"""The evaluations this search computes (the linear one stays with the shared search)."""


@dataclass
class DepthResult:
    value: int
    """The estimated final store difference for the mover."""
    best_move: int
    depth: int
    move_values: list[tuple[int, int]] = field(default_factory=list)
    """(move 1…m, estimated final store difference for the mover after it)."""


def shown(base: int, gain: int) -> float:
    """A window edge as the shared search writes it: ±∞ where the search has no bound yet
    (``INF`` shifted by the gains on the way down is still far beyond any real value)."""
    if gain <= -INF // 2:
        return float("-inf")
    if gain >= INF // 2:
        return float("inf")
    return base + gain


class Recorder:
    """The search's nodes written into a :class:`Trace` as the shared alpha-beta writes them:
    each value, window and bound the final store difference for the player to move there (the
    search itself counts only the gain still to come, so each node carries its ``base``: the
    store difference for its mover on the way down)."""

    def __init__(self, trace: Trace, base: int, max_ply: int | None = None) -> None:
        self.trace = trace
        self.max_ply = max_ply
        """Nodes deeper than this are searched but not written (a tree drawn whole to that
        ply, every move of the root in it, rather than the first line's subtree alone)."""
        self.below_drawn = False
        """Whether the search went deeper than ``max_ply``."""
        self.cutoffs = self.table_hits = 0
        """Over the whole search, drawn or not."""
        self.open_nodes: list[tuple[int | None, int, int, str | None]] = []
        """(trace node or None when not recorded, ply, base, move) from the root down."""
        self.edge: tuple[str | None, int] = (None, base)
        """(move, base) of the node the search opens next: set by its parent."""

    def child(self, house: int, stored: int, again: bool) -> None:
        """Before the search opens the child that house index ``house`` leads to."""
        base = self.open_nodes[-1][2] + stored
        self.edge = (str(house + 1), base if again else -base)

    def open(self) -> None:
        move, base = self.edge
        if self.open_nodes:
            parent, ply = self.open_nodes[-1][:2]
            deep = self.max_ply is not None and ply + 1 > self.max_ply
            self.below_drawn = self.below_drawn or deep
            node = self.trace.open_node() if parent is not None and not deep else None
            self.open_nodes.append((node, ply + 1, base, move))
        else:
            self.open_nodes.append((self.trace.open_node(), 0, base, None))

    def close(self, gain: int, alpha: int, beta: int, cutoff: bool = False, note: str = "",
              bound: str | None = None) -> None:
        """``gain`` searched within (``alpha``, ``beta``), all the mover's gain to come."""
        node, ply, base, move = self.open_nodes.pop()
        self.cutoffs += cutoff
        self.table_hits += note == "tt"
        if node is None:
            return
        parent = self.open_nodes[-1][0] if self.open_nodes else None
        self.trace.close_node(TraceEvent(
            node, parent, move, ply, base + gain, shown(base, alpha), shown(base, beta),
            cutoff, note, bound or bound_of(gain, alpha, beta)))

    def known(self, house: int, stored: int, again: bool, exact: int, alpha: int, beta: int,
              over: bool) -> None:
        """A child whose value is known without a search (the game ends, or the database knows
        it): a leaf of the tree. ``exact``, ``alpha``, ``beta``: the parent's."""
        self.child(house, stored, again)
        self.open()
        note = "end" if over else "db"
        if again:
            self.close(exact - stored, alpha - stored, beta - stored, note=note, bound=EXACT)
        else:
            self.close(stored - exact, stored - beta, stored - alpha, note=note, bound=EXACT)


class KalahSearch:
    """Depth-limited alpha-beta over integer-coded houses; the table persists between calls."""

    def __init__(self, game: Kalah, evaluation: str = "stores",
                 database: KalahDatabase | None = None, control: SearchControl | None = None,
                 table: bool = True, free_extra_turns: bool = False) -> None:
        if evaluation not in EVALUATIONS:
            raise ValueError(f"kalah: the fast search has no evaluation '{evaluation}'")
        self.game = game
        self.sides = evaluation == "stores+sides"
        self.database = database if database is not None and database.m == game.m else None
        self.db_limit = self.database.limit if self.database is not None else -1
        self.control = control or SearchControl()
        self.use_table = table
        self.free_extra_turns = free_extra_turns
        """A move that gives another turn costs no ply (the line is followed to the end of the
        turn: seeds in the houses fall with each, so this ends)."""
        self.empty_capture = game.variant == "empty-capture"
        self.either = game.end == "either"
        seeds = 2 * game.m * game.n
        self.board = Board(game.m, bits_for(seeds), seeds)
        self.table: dict[int, tuple[int, int, int, int]] = {}
        """key → (depth, lower, upper, best house index or -1)."""
        self.leaves: Leaves | None = None
        """The database read from a key's words (made for the coding in use)."""
        self.nodes = 0
        self.recorder: Recorder | None = None
        """Set while ``traced`` records the search."""
        self.below_drawn = False
        """Whether the last ``traced`` search went deeper than it recorded."""
        self.traced_counts = (0, 0)
        """(cutoffs, table hits) of the last ``traced`` search, every node counted."""

    # --- positions ------------------------------------------------------------------------
    def key(self, pos: KalahPosition) -> tuple[int, int]:
        m = pos.m
        if m != self.game.m:
            raise ValueError("kalah: the fast search plays the game's own board")
        south, north = pos.pits[:m], pos.pits[m + 1:2 * m + 1]
        houses = south + north if pos.mover == 0 else north + south
        seeds = sum(pos.pits)
        board = self.board
        if seeds > board.mask:
            self.board = board = Board(m, bits_for(seeds), seeds)
            self.table.clear()
        elif seeds > board.most_seeds:
            board.extend(seeds)
        return board.encode(houses), sum(houses)

    def db_gain(self, key: int) -> int:
        db = self.database
        assert db is not None
        board = self.board
        leaves = self.leaves
        if leaves is None or leaves.board is not board:  # (the prover lends its coding)
            leaves = self.leaves = Leaves(board, db)
        return leaves.gain(key & board.own_mask, key >> board.opp_shift)

    def children(self, key: int, left: int
                 ) -> list[tuple[int, int, int, int, bool, int | None]]:
        """(house index, child key from its mover's side, seeds left, seeds stored now, another
        turn, the exact future gain of the move when known at once else None) per legal move."""
        opp_shift = self.board.opp_shift
        db_limit = self.db_limit
        either = self.either
        out: list[tuple[int, int, int, int, bool, int | None]] = []
        board = self.board
        for i, stored, again, own, opp in board.sowings(key & board.own_mask,
                                                        key >> board.opp_shift,
                                                        self.empty_capture):
            rest = left - stored
            child = own | (opp << opp_shift) if again else opp | (own << opp_shift)
            exact: int | None = None
            if board.ended(own, opp, again, either):
                exact = stored + rest if not opp else stored - rest
            elif rest <= db_limit:
                exact = stored + self.db_gain(child) if again else stored - self.db_gain(child)
            out.append((i, child, rest, stored, again, exact))
        return out

    def estimate(self, key: int, left: int) -> int:
        """The leaf's estimate of the mover's future gain."""
        if not self.sides:
            return 0
        board = self.board
        own_key = key & board.own_mask
        if left < board.mask:
            own = own_key % board.mask  # the digit sum: 2^bits ≡ 1 modulo 2^bits − 1
        else:
            own = sum((own_key >> s) & board.mask for s in board.house_shifts[:board.m])
        return 2 * own - left

    # --- the search -----------------------------------------------------------------------
    def search(self, key: int, left: int, depth: int, alpha: int, beta: int) -> int:
        """The mover's estimated future gain, fail-soft: exact within (alpha, beta), else a
        bound on the side it fails."""
        self.nodes += 1
        self.control.tick()
        rec = self.recorder
        if rec is not None:
            rec.open()
        table = self.table if self.use_table else None
        tried = -1
        if table is not None:
            entry = table.get(key)
            if entry is not None:
                e_depth, lo, hi, tried = entry
                if e_depth == depth:
                    value = lo if lo >= beta or lo == hi else hi if hi <= alpha else None
                    if value is not None:
                        if rec is not None:
                            rec.close(value, alpha, beta, note="tt", bound=EXACT if lo == hi
                                      else LOWER if value == lo else UPPER)
                        return value
        if depth <= 0:
            value = self.estimate(key, left)
            if rec is not None:
                rec.close(value, alpha, beta, note="leaf", bound=EXACT)
            return value
        a0 = alpha
        best, best_move, cutoff = -INF, -1, False
        later: list[tuple[int, int, int, int, int, bool]] = []
        kids = self.children(key, left)
        for i, child, rest, stored, again, exact in kids:
            if exact is not None:
                if rec is not None:
                    rec.known(i, stored, again, exact, alpha, beta, self.over(child))
                if exact > best:
                    best, best_move = exact, i
                    if exact > alpha:
                        alpha = exact
                        if alpha >= beta:
                            cutoff = bool(later) or i != kids[-1][0]
                            break
                continue
            order = 100_000 if i == tried else 1000 + i if again else stored * 16 + i
            later.append((order, i, child, rest, stored, again))
        else:
            later.sort(reverse=True)
            free = self.free_extra_turns
            for k, (_, i, child, rest, stored, again) in enumerate(later):
                if rec is not None:
                    rec.child(i, stored, again)
                if again:
                    value = stored + self.search(child, rest, depth if free else depth - 1,
                                                 alpha - stored, beta - stored)
                else:
                    value = stored - self.search(child, rest, depth - 1, stored - beta,
                                                 stored - alpha)
                if value > best:
                    best, best_move = value, i
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            cutoff = k < len(later) - 1
                            break
        if table is not None:
            lo, hi = -INF, INF
            if best <= a0:
                hi = best
            elif best >= beta:
                lo = best
            else:
                lo = hi = best
            table[key] = (depth, lo, hi, best_move)
            if len(table) >= self.control.table_cap:
                table.clear()
        if rec is not None:
            rec.close(best, a0, beta, cutoff=cutoff)
        return best

    def over(self, key: int) -> bool:
        """Whether the game has ended in this child (its mover's view)."""
        board = self.board
        return not key & board.own_mask or (self.either and not key >> board.opp_shift)

    def traced(self, pos: KalahPosition, depth: int, trace: Trace,
               max_ply: int | None = None) -> float:
        """The search of ``pos`` to ``depth`` with a full window, each node recorded as the
        shared alpha-beta records it (values the final store difference): the tree "how the
        computer thinks" draws. The value returned is the final store difference."""
        key, left = self.key(pos)
        base = pos.store(pos.mover) - pos.store(1 - pos.mover)
        self.recorder = recorder = Recorder(trace, base, max_ply)
        try:
            return base + self.search(key, left, depth, -INF, INF)
        finally:
            self.recorder = None
            self.below_drawn = recorder.below_drawn
            self.traced_counts = (recorder.cutoffs, recorder.table_hits)

    def estimate_gain(self, key: int, left: int, depth: int) -> int:
        """The mover's future gain searched ``depth`` plies deep (deepening one ply at a time
        for the table's moves): the exact prover's first guess."""
        value = 0
        for d in range(1, depth + 1):
            value = self.search(key, left, d, -INF, INF)
        return value

    def move_values(self, pos: KalahPosition, depth: int,
                    guesses: dict[int, int] | None = None) -> list[tuple[int, int]]:
        """Every legal move with its value searched ``depth`` plies deep (the move one of them):
        (move 1…m, final store difference for the mover). Each value is exact at that depth —
        what a full window gives — found by null-window searches from ``guesses`` (move →
        value, the last depth's) as MTD(f) does, several times fewer nodes than full windows."""
        key, left = self.key(pos)
        base = pos.store(pos.mover) - pos.store(1 - pos.mover)
        out = []
        for i, child, rest, stored, again, exact in self.children(key, left):
            if exact is None:
                guess = (guesses or {}).get(i + 1, base) - base
                if again:
                    exact = stored + self.converge(
                        child, rest, depth if self.free_extra_turns else depth - 1,
                        guess - stored)
                else:
                    exact = stored - self.converge(child, rest, depth - 1, stored - guess)
            out.append((i + 1, base + exact))
        return out

    def converge(self, key: int, left: int, depth: int, guess: int) -> int:
        """The mover's exact gain at ``depth`` by MTD(f): null windows closing in from
        ``guess`` (each fail-soft result a bound, the table keeps them)."""
        lower, upper, value = -INF, INF, guess
        while lower < upper:
            beta = value + 1 if value == lower else value
            value = self.search(key, left, depth, beta - 1, beta)
            if value < beta:
                upper = value
            else:
                lower = value
        return value

    def iterative(self, pos: KalahPosition, max_depth: int) -> DepthResult:
        """Deepening one ply at a time to ``max_depth`` or the control's time limit (then the
        last depth searched in full); at least depth 1 is always searched."""
        result: DepthResult | None = None
        for depth in range(1, max_depth + 1):
            try:
                values = self.move_values(pos, depth,
                                          dict(result.move_values) if result else None)
            except TimeUp:
                if result is None:
                    raise
                break
            best = max(v for _, v in values)
            move = next(m for m, v in values if v == best)
            result = DepthResult(best, move, depth, values)
        assert result is not None
        return result
