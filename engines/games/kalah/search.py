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
depths and moves; the table's move first, then moves that give another turn (nearest the store
first), then the biggest immediate gain. A table entry cuts the search only at its own depth,
never a deeper one: a value is then the same whatever was searched before, so the tree that "how
the computer thinks" draws from a fresh search (``traced``) shows the very values the player
plays by.

This module is one of the compiled kernels (``engines/compiled.py``), written as the prover's
(``kernel.py``) so that nothing is allocated a node: the table is flat machine words
(:class:`Table`, buckets of four, the entry that cost the fewest nodes giving way first, those of
earlier moves before those of this one), a node's children are numbers on one preallocated stack
and are sown again when searched, constants are ``Final``, and the control hears of nodes in
batches. The same source runs as plain Python, with the same values, moves and node counts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from librt.vecs import vec
from mypy_extensions import i64

from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.coding import Board, Leaves, bits_for
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.table import BucketTable, most_slots, next_pending, with_room
from engines.solvers.control import SearchControl, TimeUp
from engines.games.kalah.search_trace import Recorder
from engines.solvers.trace import EXACT, LOWER, UPPER, Trace

INF: Final = 10_000
OFFSET: Final = 2048
"""Bounds are stored shifted by this in 12 bits each; a missing bound (±``INF``) as ±``BOUND``,
which bounds every value as well (a value never exceeds the seeds in play, < 1,000)."""
BOUND: Final = 2000
NO_MOVE: Final = 0xFF
DEPTH_SHIFT: Final = 32
DEPTH_MASK: Final = 0x7F
"""An entry: depth << 32 | lower bound << 20 | upper bound << 8 | best house (39 bits)."""
ENTRY_BITS: Final = 39
WORK_BITS: Final = 16
"""Nodes searched below an entry (capped): what the table keeps first."""
FIRST_SLOTS: Final = 1 << 14
CHILD: Final = 3
"""Numbers a child takes on the stack: its order, seeds stored, another turn."""
WIDE_BITS: Final = 62
"""Words wider than this do not fit the table's machine words."""
MAX_DEPTH: Final = 120
"""Deeper searches are not asked for (the depth takes 7 bits of an entry)."""
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


class Table:
    """The search's table: position → entry (its 39 bits), at most ``cap`` positions, in flat
    machine words (``table.BucketTable``, the prover's too). A board too wide for machine words
    keeps a dictionary instead, emptied when it fills."""

    def __init__(self, cap: int, wide: bool, opp_shift: int) -> None:
        self.cap = cap
        self.wide = wide
        self.opp_shift = opp_shift
        self.buckets = BucketTable(cap, ENTRY_BITS, WORK_BITS, FIRST_SLOTS)
        self.wide_table: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self.wide_table) if self.wide else self.buckets.filled

    def clear(self) -> None:
        self.buckets.clear(self.cap)
        self.wide_table = {}

    def next_question(self, cap: int) -> None:
        """What the table learnt so far gives way before what the next question learns; the cap
        is the control's of that question (the table grows to it, or starts afresh smaller)."""
        buckets = self.buckets
        buckets.next_question()
        if cap != self.cap:
            self.cap = cap
            if cap < buckets.slots or self.wide:
                self.clear()
            else:
                buckets.most_slots = most_slots(cap)

    def probe(self, own: int, opp: int) -> int:
        """The position's entry, or -1."""
        if self.wide:
            return self.wide_table.get(own | (opp << self.opp_shift), -1)
        return self.buckets.probe(own, opp)

    def store(self, own: int, opp: int, entry: int, work: int) -> None:
        if self.wide:
            table = self.wide_table
            if len(table) >= self.cap:
                table.clear()
            table[own | (opp << self.opp_shift)] = entry
            return
        self.buckets.store(own, opp, entry, work)


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
        """The coding (the prover lends its own: then the table follows it at the next
        question)."""
        self.table_board = self.board
        """The coding the table's keys are in."""
        self.table = self.new_table()
        self.leaves: Leaves | None = None
        """The database read from a key's words (made for the coding in use)."""
        self.nodes = 0
        self.countdown = 0
        """Nodes before the next :meth:`SearchControl.check` (the control hears of nodes in
        batches of its ``check_every``: a call from a compiled search costs as much as a
        node)."""
        self.stack: vec[i64] = vec[i64]()
        self.recorder: Recorder | None = None
        """Set while ``traced`` records the search."""
        self.below_drawn = False
        """Whether the last ``traced`` search went deeper than it recorded."""
        self.traced_counts = (0, 0)
        """(cutoffs, table hits) of the last ``traced`` search, every node counted."""

    def new_table(self) -> Table:
        board = self.board
        self.table_board = board
        return Table(self.control.table_cap, board.bits * (board.m + 1) > WIDE_BITS,
                     board.opp_shift)

    def next_question(self) -> None:
        """Before a search from the root: the table in the coding in use, with the control's
        cap, this question's entries kept before earlier ones'."""
        if self.table_board is not self.board:
            self.table = self.new_table()
        self.table.next_question(self.control.table_cap)
        board = self.board
        leaves = self.leaves
        if self.database is not None and (leaves is None or leaves.board is not board):
            self.leaves = Leaves(board, self.database)

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
        elif seeds > board.most_seeds:
            board.extend(seeds)
        return board.encode(houses), sum(houses)

    def db_gain(self, own: int, opp: int) -> int:
        """The database's gain for the mover of these words."""
        leaves = self.leaves
        assert leaves is not None
        return leaves.gain(own, opp)

    def estimate(self, own: int, left: int) -> int:
        """The leaf's estimate of the mover's future gain (``own``: his houses)."""
        if not self.sides:
            return 0
        board = self.board
        if left < board.mask:
            seeds = own % board.mask  # the digit sum: 2^bits ≡ 1 modulo 2^bits − 1
        else:
            seeds = 0
            for i in range(board.m):
                seeds += (own >> board.bits * i) & board.mask
        return 2 * seeds - left

    # --- the search -----------------------------------------------------------------------
    def search(self, key: int, left: int, depth: int, alpha: int, beta: int) -> int:
        """The mover's estimated future gain of the position ``key`` (its integer, the mover's
        houses first), fail-soft: exact within (alpha, beta), else a bound on the side it
        fails."""
        self.next_question()
        board = self.board
        return self.node(key & board.own_mask, key >> board.opp_shift, left, depth, alpha, beta,
                         0)

    def node(self, own: int, opp: int, left: int, depth: int, alpha: int, beta: int,
             ply: i64) -> int:
        """:meth:`search` on the two words of the position (the mover's houses, the
        opponent's); ``ply``: its depth below the question, for its children's room on the
        stack."""
        self.nodes += 1
        self.countdown -= 1
        if self.countdown <= 0:
            self.countdown = self.control.tick_batch()
        rec = self.recorder
        if rec is not None:
            rec.open()
        use_table = self.use_table
        tried = NO_MOVE
        if use_table:
            entry = self.table.probe(own, opp)
            if entry >= 0:
                tried = entry & 0xFF
                if (entry >> DEPTH_SHIFT) & DEPTH_MASK == depth:
                    lo = ((entry >> 20) & 0xFFF) - OFFSET
                    hi = ((entry >> 8) & 0xFFF) - OFFSET
                    if lo >= beta or lo == hi or hi <= alpha:
                        value = lo if lo >= beta or lo == hi else hi
                        if rec is not None:
                            rec.close(value, alpha, beta, note="tt", bound=EXACT if lo == hi
                                      else LOWER if value == lo else UPPER)
                        return value
        if depth <= 0:
            value = self.estimate(own, left)
            if rec is not None:
                rec.close(value, alpha, beta, note="leaf", bound=EXACT)
            return value
        nodes_before = self.nodes
        board = self.board
        m, bits, mask = board.m, board.bits, board.mask
        empty_capture, either, db_limit = self.empty_capture, self.either, self.db_limit
        base: i64 = ply * CHILD * m
        self.stack = stack = with_room(self.stack, base + CHILD * m, 64 * CHILD * m)
        a0 = alpha
        best, best_move, cutoff = -INF, NO_MOVE, False
        pending = 0
        """Bit i: house i is searched below (the rest were valued at once)."""
        for i in range(m):
            if not (own >> bits * i) & mask:
                continue
            stored, after_own, after_opp, again = board.sow(own, opp, i, empty_capture)
            rest = left - stored
            if board.ended(after_own, after_opp, again, either):
                # The game ends: each side stores what is left on it (one side is empty).
                value = stored + rest if not after_opp else stored - rest
                over = True
            elif rest <= db_limit:
                if again:
                    value = stored + self.db_gain(after_own, after_opp)
                else:
                    value = stored - self.db_gain(after_opp, after_own)
                over = False
            else:
                # Searched below; the table's move first, then another turn (nearest the
                # store first), then the gain.
                at = base + CHILD * i
                stack[at] = 100000 if i == tried else 1000 + i if again else stored * 16 + i
                stack[at + 1] = stored
                stack[at + 2] = 1 if again else 0
                pending |= 1 << i
                continue
            if rec is not None:
                rec.known(i, stored, again, value, alpha, beta, over)
            if value > best:
                best, best_move = value, i
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        # Cut unless this was the last move.
                        cutoff = pending != 0 or (own >> bits * (i + 1)) != 0
                        pending = 0
                        break
        free = self.free_extra_turns
        while pending:
            pick = next_pending(stack, base, CHILD, m, pending)
            pending &= ~(1 << pick)
            at = base + CHILD * pick
            stored = stack[at + 1]
            again = stack[at + 2] != 0
            _, after_own, after_opp, _ = board.sow(own, opp, pick, empty_capture)
            rest = left - stored
            if rec is not None:
                rec.child(pick, stored, again)
            if again:
                value = stored + self.node(after_own, after_opp, rest,
                                           depth if free else depth - 1, alpha - stored,
                                           beta - stored, ply + 1)
            else:
                value = stored - self.node(after_opp, after_own, rest, depth - 1, stored - beta,
                                           stored - alpha, ply + 1)
            if value > best:
                best, best_move = value, pick
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        cutoff = pending != 0
                        break
        if use_table:
            lo, hi = -BOUND, BOUND
            if best <= a0:
                hi = best
            elif best >= beta:
                lo = best
            else:
                lo = hi = best
            self.table.store(own, opp, (depth << DEPTH_SHIFT) | ((lo + OFFSET) << 20)
                             | ((hi + OFFSET) << 8) | best_move, self.nodes - nodes_before + 1)
        if rec is not None:
            rec.close(best, a0, beta, cutoff=cutoff)
        return best

    def traced(self, pos: KalahPosition, depth: int, trace: Trace,
               max_ply: int | None = None) -> float:
        """The search of ``pos`` to ``depth`` with a full window, each node recorded as the
        shared alpha-beta records it (values the final store difference): the tree "how the
        computer thinks" draws. The value returned is the final store difference."""
        key, left = self.key(pos)
        base = pos.store(pos.mover) - pos.store(1 - pos.mover)
        self.recorder = recorder = Recorder(trace, base, INF, max_ply)
        try:
            return base + self.search(key, left, depth, -INF, INF)
        finally:
            self.recorder = None
            self.below_drawn = recorder.below_drawn
            self.traced_counts = (recorder.cutoffs, recorder.table_hits)

    def estimate_gain(self, key: int, left: int, depth: int) -> int:
        """The mover's future gain searched ``depth`` plies deep (deepening one ply at a time
        for the table's moves): the exact prover's first guess."""
        self.next_question()
        board = self.board
        own, opp = key & board.own_mask, key >> board.opp_shift
        value = 0
        for d in range(1, depth + 1):
            value = self.node(own, opp, left, d, -INF, INF, 0)
        return value

    def move_values(self, pos: KalahPosition, depth: int,
                    guesses: dict[int, int] | None = None) -> list[tuple[int, int]]:
        """Every legal move with its value searched ``depth`` plies deep (the move one of them):
        (move 1…m, final store difference for the mover). Each value is exact at that depth —
        what a full window gives — found by null-window searches from ``guesses`` (move →
        value, the last depth's) as MTD(f) does, several times fewer nodes than full windows."""
        if depth > MAX_DEPTH:
            raise ValueError(f"kalah: the fast search goes at most {MAX_DEPTH} plies deep")
        key, left = self.key(pos)
        self.next_question()
        board = self.board
        base = pos.store(pos.mover) - pos.store(1 - pos.mover)
        out = []
        for i, stored, again, own, opp in board.sowings(key & board.own_mask,
                                                        key >> board.opp_shift,
                                                        self.empty_capture):
            rest = left - stored
            if board.ended(own, opp, again, self.either):
                exact = stored + rest if not opp else stored - rest
            elif rest <= self.db_limit:
                exact = stored + self.db_gain(own, opp) if again else \
                    stored - self.db_gain(opp, own)
            else:
                guess = (guesses or {}).get(i + 1, base) - base
                if again:
                    exact = stored + self.converge(
                        own, opp, rest, depth if self.free_extra_turns else depth - 1,
                        guess - stored)
                else:
                    exact = stored - self.converge(opp, own, rest, depth - 1, stored - guess)
            out.append((i + 1, base + exact))
        return out

    def converge(self, own: int, opp: int, left: int, depth: int, guess: int) -> int:
        """The mover's exact gain at ``depth`` by MTD(f): null windows closing in from
        ``guess`` (each fail-soft result a bound, the table keeps them)."""
        lower, upper, value = -INF, INF, guess
        while lower < upper:
            beta = value + 1 if value == lower else value
            value = self.node(own, opp, left, depth, beta - 1, beta, 0)
            if value < beta:
                upper = value
            else:
                lower = value
        return value

    def iterative(self, pos: KalahPosition, max_depth: int, nodes: int | None = None
                  ) -> DepthResult:
        """Deepening one ply at a time to ``max_depth`` or the control's time limit (then the
        last depth searched in full); at least depth 1 is always searched. ``nodes``: also stop
        before a depth that would take the nodes of this question past it, as predicted from
        how the last depth grew (deterministic: the same depth on every machine and path)."""
        result: DepthResult | None = None
        start = last = self.nodes
        grew = 0.0
        for depth in range(1, min(max_depth, MAX_DEPTH) + 1):
            if nodes is not None and result is not None and grew:
                if self.nodes - start + (self.nodes - last) * grew > nodes:
                    break
            before = self.nodes
            try:
                values = self.move_values(pos, depth,
                                          dict(result.move_values) if result else None)
            except TimeUp:
                if result is None:
                    raise
                break
            if before > last:
                grew = max((self.nodes - before) / (before - last), 1.0)
            last = before
            best = max(v for _, v in values)
            move = next(m for m, v in values if v == best)
            result = DepthResult(best, move, depth, values)
        assert result is not None
        return result
