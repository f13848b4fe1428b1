"""The exact prover's inner search: the null-window alpha-beta of ``prover.py`` over the two words
of a key (``coding.py``), with its table of bounds.

This module is one of the kernels compiled to C by mypyc where a compiler is present
(``engines/compiled.py``); the same source runs as plain Python elsewhere, and the tests run
both on the same positions. It is kept apart from ``prover.py`` so that the classes other
modules inherit from stay Python classes (a compiled class cannot be subclassed from Python).
What makes the compiled search fast is written so here: every number but the table's key fits a
machine word (the two words of a position, the seeds, the bounds), the state is attributes of
one class, and nothing calls back into Python per node but the table and the control's tick.
"""
from __future__ import annotations

from engines.games.kalah.coding import Board, words_gain
from engines.games.kalah.endgame_db import KalahDatabase
from engines.solvers.control import SearchControl

OFFSET = 2048
"""Bounds are stored shifted by this, in 12 bits each (values never exceed 1,000 seeds)."""
NO_MOVE = 0xFF


class ProofSearch:
    """The search and its table (two generations, ``table_cap`` entries in all at most)."""

    def __init__(self, board: Board, control: SearchControl, empty_capture: bool,
                 either: bool) -> None:
        self.control = control
        self.empty_capture = empty_capture
        self.either = either
        self.bounds: dict[int, int] = {}
        """The newer generation of the table: position → packed (lower, upper, best move)."""
        self.older: dict[int, int] = {}
        self.nodes = 0
        self.db_hits = 0
        self.board = board
        self.opp_shift = board.opp_shift
        self.database: KalahDatabase | None = None
        self.db_limit = -1
        self.binom: list[list[int]] = []
        self.before: list[int] = []
        self.table = memoryview(b"")
        """The database's parts, held here: no attribute of a Python object looked up a leaf."""
        self.countdown = 0
        """Nodes before the next :meth:`SearchControl.check`: the control is told of nodes in
        batches of its ``check_every`` (one call from a compiled search costs as much as a
        node)."""

    def use(self, board: Board, database: KalahDatabase | None, db_limit: int) -> None:
        """Search on this coding with this database below ``db_limit`` seeds (-1: none)."""
        self.board = board
        self.opp_shift = board.opp_shift
        self.database = database
        self.db_limit = db_limit
        if database is not None:
            self.binom, self.before = database.ranker.binom, database.ranker.before
            self.table = database.table

    def db_gain(self, own: int, opp: int) -> int:
        """The database's gain for the mover of these words (its seeds within the database)."""
        self.db_hits += 1
        return words_gain(self.binom, self.before, self.table, self.board, own, opp)

    def search(self, own: int, opp: int, key: int, left: int, alpha: int, beta: int,
               entry: int = -2) -> int:
        """The mover's future gain; exact when it lies strictly inside (alpha, beta), else a
        bound on the side it fails (fail-soft). ``key``: ``own | opp << opp_shift``;
        ``entry``: its table entry as the parent read it (-1: none), -2: read it here."""
        bounds = self.bounds
        if entry == -2:
            entry = bounds.get(key, -1)
            if entry < 0:
                entry = self.older.get(key, -1)
                if entry >= 0:
                    bounds[key] = entry  # still wanted: into the newer generation
        lo, hi, tried = -left, left, NO_MOVE
        if entry >= 0:
            lo, hi, tried = (entry >> 20) - OFFSET, ((entry >> 8) & 0xFFF) - OFFSET, entry & 0xFF
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        elif left <= alpha:
            return left  # nobody gains more than the seeds in play
        elif -left >= beta:
            return -left
        self.nodes += 1
        self.countdown -= 1
        if self.countdown <= 0:
            control = self.control
            self.countdown = control.check_every
            control.nodes += control.check_every  # what ``tick`` counts, a batch at a time
            control.check()

        opp_shift = self.opp_shift
        db_limit = self.db_limit
        either = self.either

        board = self.board
        bits, mask, empty_capture = board.bits, board.mask, self.empty_capture
        best, best_move = -OFFSET, NO_MOVE
        a = alpha
        later: list[tuple[int, int, int, int, int, int, int, bool, int]] = []
        older = self.older
        for i in range(board.m):
            if not (own >> bits * i) & mask:
                continue
            stored, after_own, after_opp, again = board.sow(own, opp, i, empty_capture)
            rest = left - stored
            if ((not after_own or not after_opp) if either
                    else (not after_own if again else not after_opp)):
                # The game ends: each side stores what is left on it (one side is empty).
                value = stored + rest if not after_opp else stored - rest
            elif rest <= db_limit:
                if again:
                    value = stored + self.db_gain(after_own, after_opp)
                else:
                    value = stored - self.db_gain(after_opp, after_own)
            else:
                # Searched below; another turn first, nearest the store first, then the gain.
                order = 1000 + i if again else stored * 16 + i
                if i == tried:
                    order = 100000
                # Its table entry read once: for the cutoff below and for its own search.
                if again:
                    child = after_own | (after_opp << opp_shift)
                    entry = bounds.get(child, -1)
                    if entry < 0:
                        entry = older.get(child, -1)
                    later.append((order, i, after_own, after_opp, child, rest, stored, again,
                                  entry))
                else:
                    child = after_opp | (after_own << opp_shift)
                    entry = bounds.get(child, -1)
                    if entry < 0:
                        entry = older.get(child, -1)
                    later.append((order, i, after_opp, after_own, child, rest, stored, again,
                                  entry))
                continue
            if value > best:
                best, best_move = value, i
                if value > a:
                    a = value
                    if a >= beta:
                        break
        else:
            # Enhanced transposition cutoff: a child whose bound in the table already lifts
            # this position to beta ends the search here, before any child is searched.
            for _, i, _, _, _, _, stored, again, entry in later:
                if entry >= 0:
                    if again:
                        value = stored + (entry >> 20) - OFFSET
                    else:
                        value = stored - ((entry >> 8) & 0xFFF) + OFFSET
                    if value > best:
                        best, best_move = value, i
                        if value >= beta:
                            later = []
                            break
            if best > a:
                a = best
            later.sort(reverse=True)
            for k, (_, i, child_own, child_opp, child, rest, stored, again,
                    entry) in enumerate(later):
                if k:
                    entry = -2  # a sibling searched since may have changed it: read afresh
                if again:
                    value = stored + self.search(child_own, child_opp, child, rest, a - stored,
                                                 beta - stored, entry)
                else:
                    value = stored - self.search(child_own, child_opp, child, rest,
                                                 stored - beta, stored - a, entry)
                if value > best:
                    best, best_move = value, i
                    if value > a:
                        a = value
                        if a >= beta:
                            break

        if best <= alpha:
            hi = best  # every move failed low: an upper bound
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        if best_move == NO_MOVE:
            best_move = tried
        bounds = self.bounds  # (a child's search may have swapped the generations)
        bounds[key] = ((lo + OFFSET) << 20) | ((hi + OFFSET) << 8) | best_move
        if len(bounds) >= self.control.table_cap // 2:
            self.older = bounds  # the older half goes; the newer becomes the older
            self.bounds = {}
        return best
