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
turn (nearest the store first), then the biggest immediate gain.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.coding import Board, bits_for, database_gain
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.solvers.control import SearchControl, TimeUp

INF = 10_000
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
        self.nodes = 0

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
        return database_gain(db, self.board, key)

    def children(self, key: int, left: int
                 ) -> list[tuple[int, int, int, int, bool, int | None]]:
        """(house index, child key from its mover's side, seeds left, seeds stored now, another
        turn, the exact future gain of the move when known at once else None) per legal move."""
        board = self.board
        m, mask, bits = board.m, board.mask, board.bits
        sow, last_pit, shifts = board.sow, board.last, board.house_shifts
        store_shift, own_mask, opp_shift = board.store_shift, board.own_mask, board.opp_shift
        store_mask = mask << store_shift
        db_limit = self.db_limit
        either, empty_capture = self.either, self.empty_capture
        out: list[tuple[int, int, int, int, bool, int | None]] = []
        for i in range(m):
            seeds = (key >> shifts[i]) & mask
            if not seeds:
                continue
            c = key + sow[i][seeds]
            last = last_pit[i][seeds]
            again = last == m
            if not again and last < m and (c >> shifts[last]) & mask == 1:
                opposite = 2 * m - last
                o = (c >> opposite * bits) & mask
                if o or empty_capture:
                    c += ((o + 1) << store_shift) - (1 << shifts[last]) - (o << opposite * bits)
            stored = (c & store_mask) >> store_shift
            c -= stored << store_shift
            own, opp = c & own_mask, c >> opp_shift
            rest = left - stored
            child = c if again else opp | (own << opp_shift)
            exact: int | None = None
            if (not own or not opp) if either else (not own if again else not opp):
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
        table = self.table if self.use_table else None
        tried = -1
        if table is not None:
            entry = table.get(key)
            if entry is not None:
                e_depth, lo, hi, tried = entry
                if e_depth >= depth:
                    if lo >= beta:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo == hi:
                        return lo
        if depth <= 0:
            return self.estimate(key, left)
        a0 = alpha
        best, best_move = -INF, -1
        later: list[tuple[int, int, int, int, int, bool]] = []
        for i, child, rest, stored, again, exact in self.children(key, left):
            if exact is not None:
                if exact > best:
                    best, best_move = exact, i
                    if exact > alpha:
                        alpha = exact
                        if alpha >= beta:
                            break
                continue
            order = 100_000 if i == tried else 1000 + i if again else stored * 16 + i
            later.append((order, i, child, rest, stored, again))
        else:
            later.sort(reverse=True)
            free = self.free_extra_turns
            for _, i, child, rest, stored, again in later:
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
        return best

    def estimate_gain(self, key: int, left: int, depth: int) -> int:
        """The mover's future gain searched ``depth`` plies deep (deepening one ply at a time
        for the table's moves): the exact prover's first guess."""
        value = 0
        for d in range(1, depth + 1):
            value = self.search(key, left, d, -INF, INF)
        return value

    def move_values(self, pos: KalahPosition, depth: int) -> list[tuple[int, int]]:
        """Every legal move with its value searched ``depth`` plies deep (the move one of them)
        with a full window: (move 1…m, final store difference for the mover)."""
        key, left = self.key(pos)
        base = pos.store(pos.mover) - pos.store(1 - pos.mover)
        out = []
        for i, child, rest, stored, again, exact in self.children(key, left):
            if exact is None:
                if again:
                    exact = stored + self.search(child, rest,
                                                 depth if self.free_extra_turns else depth - 1,
                                                 -INF, INF)
                else:
                    exact = stored - self.search(child, rest, depth - 1, -INF, INF)
            out.append((i + 1, base + exact))
        return out

    def iterative(self, pos: KalahPosition, max_depth: int) -> DepthResult:
        """Deepening one ply at a time to ``max_depth`` or the control's time limit (then the
        last depth searched in full); at least depth 1 is always searched."""
        result: DepthResult | None = None
        for depth in range(1, max_depth + 1):
            try:
                values = self.move_values(pos, depth)
            except TimeUp:
                if result is None:
                    raise
                break
            best = max(v for _, v in values)
            move = next(m for m, v in values if v == best)
            result = DepthResult(best, move, depth, values)
        assert result is not None
        return result
