"""The exact prover's inner search: the null-window alpha-beta of ``prover.py`` over the two words
of a key (``coding.py``), with its table of bounds.

This module is one of the kernels compiled to C by mypyc where a compiler is present
(``engines/compiled.py``); the same source runs as plain Python elsewhere, and the tests run
both on the same positions. It is kept apart from ``prover.py`` so that the classes other
modules inherit from stay Python classes (a compiled class cannot be subclassed from Python).

What makes the compiled search fast is written so here: nothing is allocated per node. The
table is flat machine words in buckets of four (``table.py``, shared with the player's search);
a node's children are kept as numbers on one preallocated stack
(their order, table entry, seeds stored, another turn), and a child's words are sown again when
it is searched rather than kept (a sowing is a few additions). Nothing calls back into Python
per node but the control's tick, and that in batches.

The table keeps what cost most (an entry's work is the nodes searched below it), entries of
earlier questions (:meth:`ProofSearch.next_question`) giving way first; it starts small and
doubles up to ``table_cap`` entries. Every number of the search is a machine
word (``i64``): the prover codes a position so that each of its words fits one
(:data:`WORD_BITS`), or does not search it.
"""
from __future__ import annotations

from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

from engines.games.kalah.coding import Board, Leaves
from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.table import BucketTable, next_pending, with_room
from engines.solvers.control import SearchControl

OFFSET: Final = 2048
"""Bounds are stored shifted by this, in 12 bits each (values never exceed 1,000 seeds)."""
NO_MOVE: Final = 0xFF
ENTRY_BITS: Final = 32
"""An entry: lower bound << 20 | upper bound << 8 | best move."""
WORK_BITS: Final = 20
"""Nodes searched below an entry (capped): what the table keeps first."""
WORK_MAX: Final = (1 << WORK_BITS) - 1
FIRST_SLOTS: Final = 1 << 15
CHILD: Final = 4
"""Numbers a child takes on the stack: order, table entry, seeds stored, another turn."""
ETC_ABOVE: Final = 8
"""Children with at most this many seeds above the database are not looked up before they are
searched (measured on 32-seed positions: the cutoffs they give save fewer nodes than the
look-ups cost; half the search's time went to them)."""
WORD_BITS: Final = 63
"""The widest word of a position the search takes (a machine word's bits but the sign's)."""


class ProofSearch:
    """The search and its table (``table_cap`` entries at most)."""

    def __init__(self, board: Board, control: SearchControl, empty_capture: bool,
                 either: bool) -> None:
        self.control = control
        self.empty_capture = empty_capture
        self.either = either
        self.nodes = 0
        self.db_hits = 0
        self.board = board
        self.database: KalahDatabase | None = None
        self.db_limit = -1
        self.leaves: Leaves | None = None
        self.countdown = 0
        """Nodes before the next :meth:`SearchControl.check`: the control is told of nodes in
        batches of its ``check_every`` (one call from a compiled search costs as much as a
        node)."""
        self.table = BucketTable(control.table_cap, ENTRY_BITS, WORK_BITS, FIRST_SLOTS)
        """Its cap is the control's when it was last cleared (the control may be swapped)."""
        self.stack: vec[i64] = vec[i64]()
        self.use(board, None, -1)

    def use(self, board: Board, database: KalahDatabase | None, db_limit: int) -> None:
        """Search on this coding with this database below ``db_limit`` seeds (-1: none). Another
        coding means other keys: the table starts afresh then."""
        assert board.bits * (board.m + 1) <= WORD_BITS, "a word wider than a machine word"
        if board is not self.board:
            self.board = board
            self.clear()
        self.database = database
        self.db_limit = db_limit
        self.leaves = Leaves(board, database) if database is not None and db_limit >= 0 \
            else None

    # --- the table (``table.py``) -------------------------------------------------------
    def clear(self) -> None:
        self.table.clear(self.control.table_cap)

    def size(self) -> int:
        return self.table.filled

    def next_question(self) -> None:
        self.table.next_question()

    def probe(self, own: i64, opp: i64) -> i64:
        """The position's entry (its 32 bits), or -1."""
        return self.table.probe(own, opp)

    def store(self, own: i64, opp: i64, entry: i64, work: i64) -> None:
        self.table.store(own, opp, entry, work)

    def entries(self) -> list[tuple[int, int, int]]:
        """Every entry: (the mover's houses, the opponent's, the entry's 32 bits)."""
        return self.table.entries()

    # --- the search -----------------------------------------------------------------------
    def db_gain(self, own: i64, opp: i64) -> i64:
        """The database's gain for the mover of these words (its seeds within the database)."""
        self.db_hits += 1
        leaves = self.leaves
        assert leaves is not None
        return leaves.gain(own, opp)

    def search(self, own: i64, opp: i64, left: i64, alpha: i64, beta: i64,
               entry: i64 = -2, ply: i64 = 0) -> i64:
        """The mover's future gain; exact when it lies strictly inside (alpha, beta), else a
        bound on the side it fails (fail-soft). ``own``, ``opp``: the mover's houses and the
        opponent's; ``entry``: its table entry as the parent read it (-1: none), -2: read it
        here; ``ply``: its depth below the question, for its children's room on the stack."""
        if entry == -2:
            entry = self.table.probe(own, opp)
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
        nodes_before = self.nodes
        self.countdown -= 1
        if self.countdown <= 0:
            self.countdown = self.control.tick_batch()

        board = self.board
        m, bits, mask = board.m, board.bits, board.mask
        empty_capture, either, db_limit = self.empty_capture, self.either, self.db_limit
        base: i64 = ply * CHILD * m
        self.stack = stack = with_room(self.stack, base + CHILD * m, 64 * CHILD * m)
        best: i64 = -OFFSET
        best_move: i64 = NO_MOVE
        value: i64 = 0
        a = alpha
        pending: i64 = 0
        """Bit i: house i is searched below (the rest were valued at once)."""
        cut = False
        for i in range(m):
            if not (own >> bits * i) & mask:
                continue
            stored, after_own, after_opp, again = board.sow(own, opp, i, empty_capture)
            rest = left - stored
            if board.ended(after_own, after_opp, again, either):
                # The game ends: each side stores what is left on it (one side is empty).
                value = stored + rest if not after_opp else stored - rest
            elif rest <= db_limit:
                if again:
                    value = stored + self.db_gain(after_own, after_opp)
                else:
                    value = stored - self.db_gain(after_opp, after_own)
            else:
                # Searched below; another turn first, nearest the store first, then the gain.
                # Its table entry is read once: for the cutoff below and for its own search.
                at = base + CHILD * i
                stack[at] = 100000 if i == tried else 1000 + i if again else stored * 16 + i
                if rest - db_limit <= ETC_ABOVE:
                    stack[at + 1] = -2  # near the leaves a look-up costs more than it saves
                else:
                    stack[at + 1] = (self.table.probe(after_own, after_opp) if again
                                     else self.table.probe(after_opp, after_own))
                stack[at + 2] = stored
                stack[at + 3] = 1 if again else 0
                pending |= 1 << i
                continue
            if value > best:
                best, best_move = value, i
                if value > a:
                    a = value
                    if a >= beta:
                        cut = True
                        break
        if not cut:
            # Enhanced transposition cutoff: a child whose bound in the table already lifts
            # this position to beta ends the search here, before any child is searched
            # (-2: not looked up; any negative entry is no entry).
            for i in range(m):
                if not (pending >> i) & 1:
                    continue
                at = base + CHILD * i
                child_entry = stack[at + 1]
                if child_entry >= 0:
                    stored = stack[at + 2]
                    if stack[at + 3]:
                        value = stored + (child_entry >> 20) - OFFSET
                    else:
                        value = stored - ((child_entry >> 8) & 0xFFF) + OFFSET
                    if value > best:
                        best, best_move = value, i
                        if value >= beta:
                            pending = 0
                            break
            if best > a:
                a = best
            first = True
            while pending:
                pick = next_pending(stack, base, CHILD, m, pending)
                pending &= ~(1 << pick)
                at = base + CHILD * pick
                # A sibling searched since may have changed the entry read: read it afresh.
                child_entry = stack[at + 1] if first else -2
                first = False
                stored = stack[at + 2]
                _, after_own, after_opp, again = board.sow(own, opp, pick, empty_capture)
                rest = left - stored
                if again:
                    value = stored + self.search(after_own, after_opp, rest, a - stored,
                                                 beta - stored, child_entry, ply + 1)
                else:
                    value = stored - self.search(after_opp, after_own, rest, stored - beta,
                                                 stored - a, child_entry, ply + 1)
                if value > best:
                    best, best_move = value, pick
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
        self.table.store(own, opp, ((lo + OFFSET) << 20) | ((hi + OFFSET) << 8) | best_move,
                   self.nodes - nodes_before + 1)
        return best
