"""The exact Kalah prover: MTD(f) over the houses alone, a bounded table of bounds, the endgame
database at the leaves.

Values are future gains. What happens next depends only on the seeds in the houses, seen from the
player to move (the stores only grow), so a position is its houses, the mover's m first: one
entry serves both sides and every store content. The final store difference is today's plus the
gain to come.

A position is one integer, one digit of ``bits`` bits a pit in sowing order: the mover's houses,
his store (always 0 in a key), the opponent's houses. Sowing house i with s seeds is then adding
one precomputed number, and handing the board to the opponent is one shift and one mask, which
is what makes this several times faster than sowing lists in pure Python.

The search: null-window alpha-beta (MTD(f)) with fail-soft values; a table of (lower, upper,
best move) per position kept between probes, questions and moves, bounded (``kernel.py``: flat
machine words in buckets, the entries that cost least given up first); moves that give another turn
first (the one nearest the store first), then captures and the biggest immediate gain, the
table's best move before all; a child whose value is known without search (the game ends, or it
is in the endgame database) is valued before any search, and a child whose bound in the table
already cuts the position off ends it before any child is searched (enhanced transposition
cutoff).

The first guess of MTD(f) on a big position is a depth-limited search's estimate (``search.py``,
depth 8): probes near the value are cheap, probes far from it prove a bound the answer does not
need (one 32-seed position: 9 s from a guess of 0, 0.4 s from the estimate). The probes then close
in step by step, and stride only when they keep failing the same way.
"""
from __future__ import annotations

import hashlib
import marshal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from engines.games.kalah.coding import Board, bits_for
from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.kernel import NO_MOVE, OFFSET, WORD_BITS, WORK_MAX, ProofSearch
from engines.games.kalah.opening import OpeningTable
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.solvers.control import SearchControl, TimeUp

if TYPE_CHECKING:  # imported when first needed: a small position never asks for a guess
    from engines.games.kalah.search import KalahSearch

STEADY_PROBES = 4
"""Probes failing the same way one step at a time before MTD(f) strides."""
GUESS_FROM, GUESS_DEPTH, GUESS_EVALUATION = 20, 8, "stores+sides"
"""Positions with this many seeds in the houses or more get MTD(f)'s first guess from a search
this deep with this evaluation."""


class TooWide(TimeUp):
    """A position with more seeds in its houses than the prover's coding holds in machine
    words (over 127 on eight houses a side): no proof of it could end in any time a user
    waits, so it is refused as a search out of time is."""


def fits(m: int, seeds: int) -> bool:
    """Whether a coding of ``seeds`` seeds on m houses a side fits the search's machine
    words."""
    return bits_for(seeds) * (m + 1) <= WORD_BITS


def store_difference(pos: KalahPosition, side: int) -> int:
    return pos.store(side) - pos.store(1 - side)


class FutureGain:
    """Final values from a solver's future gain: what both solvers share."""

    game: Kalah

    def gain(self, pos: KalahPosition) -> int:
        raise NotImplementedError

    def value(self, pos: KalahPosition) -> int:
        """The final store difference, mover minus opponent, with best play."""
        if not self.game.legal_moves(pos):
            return self.game.terminal_value(pos)
        return store_difference(pos, pos.mover) + self.gain(pos)

    def move_values(self, pos: KalahPosition) -> list[tuple[int, int]]:
        """(move, final store difference for the mover after it) for every legal move."""
        out = []
        me = pos.mover
        for move in self.game.legal_moves(pos):
            child = self.game.play(pos, move)
            value = self.value(child)
            out.append((move, value if child.mover == me else -value))
        return out


class KalahProver(FutureGain):
    """Exact future gains by MTD(f); the table persists between questions (``table_cap``
    entries at most, from the control)."""

    def __init__(self, game: Kalah, control: SearchControl | None = None,
                 database: KalahDatabase | None = None,
                 opening: OpeningTable | None = None) -> None:
        self.game = game
        self.opening = opening
        """Proved first turns (``opening.py``): answered from there, and its values seed the
        table, so the search of a later position finds them."""
        self.control = control or SearchControl()
        self.database = database
        """Exact gains of positions with few seeds left: the search stops there."""
        self.cache_problem = ""
        """Why the last :meth:`load` refused a table ('' when it loaded or found none)."""
        seeds = 2 * game.m * game.n
        while not fits(game.m, seeds):
            seeds //= 2  # (sized to each position when it is asked about)
        self.board = Board(game.m, bits_for(seeds), seeds)
        self.kernel = ProofSearch(self.board, self.control, game.variant == "empty-capture",
                                  game.end == "either")
        """The search itself and its table (``kernel.py``: compiled where it can be)."""
        self.db_limit = -1
        """Seeds up to which the database answers for the board being searched (-1: none)."""
        self.guesser: KalahSearch | None = None
        """The depth-limited search that gives MTD(f) its first guess on big positions."""

    @property
    def control(self) -> SearchControl:
        return self._control

    @control.setter
    def control(self, control: SearchControl) -> None:
        self._control = control
        if hasattr(self, "kernel"):
            self.kernel.control = control

    def table_size(self) -> int:
        """Positions the table holds now."""
        return self.kernel.size()

    @property
    def nodes(self) -> int:
        return self.kernel.nodes

    @property
    def db_hits(self) -> int:
        return self.kernel.db_hits

    # --- positions ------------------------------------------------------------------------
    def key(self, pos: KalahPosition) -> tuple[int, int]:
        """(the position's integer, seeds in the houses), the coding fitted to it first."""
        m = pos.m
        south, north = pos.pits[:m], pos.pits[m + 1:2 * m + 1]
        houses = south + north if pos.mover == 0 else north + south
        self.fit(m, sum(pos.pits), sum(houses))
        return self.board.encode(houses), sum(houses)

    def fit(self, m: int, board_seeds: int, houses_seeds: int) -> None:
        """Make the coding hold a board of m houses a side and ``board_seeds`` seeds (the
        command line reads positions of any size, whatever the game's own): another coding
        means other keys, so the table starts afresh then.

        The coding holds every seed of the board, so that one coding serves a whole game and
        the table lasts from move to move. Where its words would be wider than a machine word
        (many seeds on seven or eight houses), it holds the seeds in the houses (no house and
        no sowing ever holds more); a position with too many even for that is out of the
        prover's reach (:class:`TooWide`)."""
        seeds = board_seeds
        if not fits(m, seeds):
            seeds = houses_seeds
            if not fits(m, seeds):
                raise TooWide(f"kalah: {seeds} seeds in the houses of {m} a side are too many "
                              f"for the exact prover")
        board = self.board
        if m != board.m or seeds > board.mask:
            self.board = Board(m, bits_for(seeds), seeds)
        elif seeds > board.most_seeds:
            board.extend(seeds)
        db = self.database
        self.db_limit = db.limit if db is not None and db.m == m else -1
        self.kernel.use(self.board, db, self.db_limit)

    def gain(self, pos: KalahPosition) -> int:
        if self.opening is not None:
            entry = self.opening.lookup(pos)
            if entry is not None:
                return entry[0]
        key, left = self.key(pos)
        return self.solve(key, left)

    def move_values(self, pos: KalahPosition) -> list[tuple[int, int]]:
        if self.opening is not None:
            known = self.opening.move_values(pos)
            if known is not None:
                return known
        return super().move_values(pos)

    def remember(self, houses: tuple[int, ...], entry: tuple[int, object]) -> None:
        """Put a proved future gain (an opening table's entry, the mover's houses first) into
        the table, as valuable as an entry can be."""
        m = len(houses) // 2
        self.fit(m, max(sum(houses), self.board.most_seeds), sum(houses))
        key = self.board.encode(houses)
        value = entry[0] + OFFSET
        self.kernel.store(key & self.board.own_mask, key >> self.board.opp_shift,
                          (value << 20) | (value << 8) | NO_MOVE, WORK_MAX)

    def solve(self, key: int, left: int, guess: int | None = None) -> int:
        """MTD(f): null-window probes closing in on the value from a first guess (the table's
        bounds when it has any); everything learnt carries over from one probe to the next."""
        if left <= self.db_limit:
            return self.db_gain(key)
        lo, hi = -left, left
        board = self.board
        self.kernel.next_question()
        entry = self.kernel.probe(key & board.own_mask, key >> board.opp_shift)
        if entry >= 0:
            lo, hi = max(lo, (entry >> 20) - OFFSET), min(hi, ((entry >> 8) & 0xFFF) - OFFSET)
        if guess is None and lo < hi and left >= GUESS_FROM:
            guess = self.estimate(key, left)
        value = guess if guess is not None else (lo if lo == hi or lo > -left else
                                                 hi if hi < left else 0)
        value = min(max(value, lo), hi)
        sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000 + 2 * self.game.m * left))
        # Probes that keep failing the same way stride further after a few (a bad first guess
        # costs a few probes, not one per two seeds of error; a good one is closed in on step
        # by step, as overshooting costs a whole proof of the wrong bound).
        beta = value + 1 if value == lo else value
        stride, direction, run = 0, 0, 0
        while lo < hi:
            value = self.search(key, left, beta - 1, beta)
            if value < beta:
                hi, way = value, -1
            else:
                lo, way = value, 1
            run = run + 1 if way == direction else 0
            stride = 2 * stride + 2 if run >= STEADY_PROBES else 0
            direction = way
            beta = value - stride if way < 0 else value + 1 + stride
            beta = min(max(beta, lo + 1), hi)
        return lo

    def estimate(self, key: int, left: int) -> int:
        """A depth-limited search's estimate of the gain: MTD(f) probes near the value cost far
        less than probes far from it (measured: 9 s → 1 s on a 32-seed position)."""
        from engines.games.kalah.search import KalahSearch
        guesser = self.guesser
        if guesser is None or guesser.board is not self.board:
            guesser = self.guesser = KalahSearch(self.game, GUESS_EVALUATION, self.database)
            guesser.board = self.board
            guesser.db_limit = self.db_limit
        if len(guesser.table) > 1_000_000:
            guesser.table.clear()
        return guesser.estimate_gain(key, left, GUESS_DEPTH)

    def db_gain(self, key: int) -> int:
        """The database's gain for the mover of ``key`` (its seeds within the database)."""
        board = self.board
        return self.kernel.db_gain(key & board.own_mask, key >> board.opp_shift)

    # --- the search -----------------------------------------------------------------------
    def search(self, key: int, left: int, alpha: int, beta: int) -> int:
        """The mover's future gain; exact when it lies strictly inside (alpha, beta), else a
        bound on the side it fails (fail-soft): ``kernel.ProofSearch.search``."""
        board = self.board
        return self.kernel.search(key & board.own_mask, key >> board.opp_shift, left, alpha,
                                  beta)

    # --- a table kept on disk, so that a board solved once starts at once next time ---------
    CACHE_MAGIC = b"finite-games kalah table 2\n"
    """Then the SHA-256 of the rest, then the marshalled (rules, entries): a file changed by
    a bad disk, a copy cut short or a hand edit never gets trusted (one wrong entry would
    show wrong values on the start position of every game)."""

    def _rules(self) -> tuple[int, int, str, str]:
        return (self.game.m, self.game.n, self.game.variant, self.game.end)

    def exact_entries(self) -> dict[tuple[tuple[int, ...], int], int]:
        """The table's exact values: (houses, South to move) → gain, the mover's houses first."""
        out = {}
        board = self.board
        for own, opp, entry in self.kernel.entries():
            lo, hi = (entry >> 20) - OFFSET, ((entry >> 8) & 0xFFF) - OFFSET
            if lo == hi:
                out[(board.decode(own | (opp << board.opp_shift)), 0)] = lo
        return out

    def save(self, path: Path) -> None:
        """Write the exact entries of the table: a few MB for Kalah(8,1)."""
        payload = marshal.dumps((self._rules(), self.exact_entries()))
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(self.CACHE_MAGIC + hashlib.sha256(payload).digest() + payload)
        tmp.replace(path)

    def load(self, path: Path) -> bool:
        """Read a table written by :meth:`save` for the same rules; False if there is none or
        it cannot be trusted (then :attr:`cache_problem` says why)."""
        self.cache_problem = ""
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return False
        except OSError as exc:
            self.cache_problem = f"cannot be read ({exc.strerror or exc})"
            return False
        try:
            exact = self._check(data)
        except ValueError as exc:
            self.cache_problem = str(exc)
            return False
        m = self.game.m
        try:
            self.fit(m, 2 * m * self.game.n, max(sum(h) for h, _ in exact) if exact else 0)
        except TooWide:
            self.cache_problem = "holds positions too big for the prover"
            return False
        for (houses, mover), value in exact.items():
            if mover:
                houses = houses[m:] + houses[:m]
            key = self.board.encode(houses)
            self.kernel.store(key & self.board.own_mask, key >> self.board.opp_shift,
                              ((value + OFFSET) << 20) | ((value + OFFSET) << 8) | NO_MOVE, 0)
        return True

    def _check(self, data: bytes) -> dict[tuple[tuple[int, ...], int], int]:
        magic = self.CACHE_MAGIC
        if not data.startswith(magic):
            raise ValueError("is not a table of this version")
        digest, payload = data[len(magic):len(magic) + 32], data[len(magic) + 32:]
        if hashlib.sha256(payload).digest() != digest:
            raise ValueError("fails its checksum")
        try:
            rules, exact = marshal.loads(payload)
        except (EOFError, ValueError, TypeError) as exc:
            raise ValueError("cannot be decoded") from exc
        if rules != self._rules():
            raise ValueError("belongs to other rules")
        if not isinstance(exact, dict):
            raise ValueError("holds no entries")
        houses_count, seeds = 2 * self.game.m, 2 * self.game.m * self.game.n
        for key, value in exact.items():
            ok = (isinstance(key, tuple) and len(key) == 2 and key[1] in (0, 1)
                  and isinstance(key[0], tuple) and len(key[0]) == houses_count
                  and all(type(h) is int and h >= 0 for h in key[0])
                  and type(value) is int and abs(value) <= sum(key[0]) <= seeds)
            if not ok:
                raise ValueError("holds an impossible entry")
        return exact
