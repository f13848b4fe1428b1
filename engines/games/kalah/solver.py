"""Exact Kalah values, remembered by what is left in play.

What happens next depends only on the seeds in the houses and who is to move, never on the
stores: a store only ever grows, and the final difference is today's store difference plus what
each side gains from here on. So the table maps (houses, mover) to that future gain, and one
entry serves every position with the same houses whatever the stores hold — which is what makes
whole boards solvable. The walk is the project's shared memoised depth-first walk.
"""
from __future__ import annotations

import hashlib
import marshal
from collections.abc import Hashable
from pathlib import Path
from typing import Any

from engines.analysis import Analyzer
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.endgame_db import KalahDatabase, find
from engines.protocol import NotationError
from engines.solvers.control import SearchControl
from engines.solvers.walk import Leaf, memo_walk


def houses_key(pos: KalahPosition) -> Hashable:
    m = pos.m
    return (pos.pits[:m] + pos.pits[m + 1:2 * m + 1], pos.mover)


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


class KalahSolver(FutureGain):
    """Future gains of positions, in one table that persists between questions."""

    def __init__(self, game: Kalah, control: SearchControl | None = None,
                 database: KalahDatabase | None = None) -> None:
        self.game = game
        self.control = control or SearchControl()
        self.table: dict[Hashable, int] = {}
        self.database = database
        """Exact gains of positions with few seeds left: read at once, never searched."""

    def gain(self, pos: KalahPosition) -> int:
        """What the player to move gains over his opponent from here on, with best play."""
        game, table = self.game, self.table
        key = houses_key(pos)
        if key in table:
            return table[key]

        db = self.database

        def expand(p: KalahPosition) -> Leaf | list[tuple[KalahPosition, Hashable, Any]]:
            if db is not None:
                m = p.m
                known = db.lookup(p.pits[:m] + p.pits[m + 1:2 * m + 1], p.mover)
                if known is not None:
                    return Leaf(known)
            moves = game.legal_moves(p)
            if not moves:
                # The end: the seeds left go to their own side's stores.
                return Leaf(sum(p.houses(p.mover)) - sum(p.houses(1 - p.mover)))
            me = p.mover
            before = store_difference(p, me)
            children = []
            for move in moves:
                child = game.play(p, move)
                reward = store_difference(child, me) - before
                sign = 1 if child.mover == me else -1
                children.append((child, houses_key(child), (sign, reward)))
            return children

        def combine(kids: list[tuple[Hashable, tuple[int, int]]]) -> int:
            return max(reward + sign * table[k] for k, (sign, reward) in kids)

        result: int = memo_walk(pos, key, table, self.control, expand, combine)
        return result



class KalahProver(FutureGain):
    """Exact values by alpha-beta over the houses alone, for boards too big to list.

    Same future-gain values as :class:`KalahSolver`, but searched with a window and a table of
    bounds (lower, upper) per (houses, mover), moves that give another turn tried first. Only a
    fraction of the positions is ever visited, which is what solves Kalah(6,2) in pure Python.
    """

    def __init__(self, game: Kalah, control: SearchControl | None = None,
                 database: KalahDatabase | None = None) -> None:
        self.game = game
        self.control = control or SearchControl()
        self.bounds: dict[Hashable, tuple[int, int]] = {}
        self.database = database
        """Exact gains of positions with few seeds left: the search stops there."""
        self.db_hits = 0
        self.nodes = 0
        self.cache_problem = ""
        """Why the last :meth:`load` refused a table ('' when it loaded or found none)."""

    def children(self, houses: tuple[int, ...], mover: int
                 ) -> list[tuple[int, tuple[int, ...], int, bool]]:
        """(move, houses after, seeds the mover gains over the opponent, mover moves again)."""
        m = len(houses) // 2
        pits = list(houses[:m]) + [0] + list(houses[m:]) + [0]
        pos = KalahPosition(tuple(pits), mover)
        out = []
        for move in self.game.legal_moves(pos):
            child = self.game.play(pos, move)
            reward = store_difference(child, mover)
            again = child.mover == mover
            cp = child.pits
            out.append((move, cp[:m] + cp[m + 1:2 * m + 1], reward, again))
        # Another turn first, then the biggest immediate gain: the usual strong ordering.
        out.sort(key=lambda c: (not c[3], -c[2]))
        return out

    def search(self, houses: tuple[int, ...], mover: int, alpha: int, beta: int) -> int:
        """The future gain of the mover, exact when it lies strictly inside (alpha, beta)."""
        key = (houses, mover)
        # Nobody can gain more than the seeds still in play: a safe bound for every position
        # (the "futility pruning" that is exact in mancala games).
        left = sum(houses)
        db = self.database
        if db is not None and left <= db.limit:
            known = db.lookup(houses, mover)
            if known is not None:
                self.db_hits += 1
                return known
        lo, hi = self.bounds.get(key, (-left, left))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        alpha, beta = max(alpha, lo), min(beta, hi)
        self.nodes += 1
        self.control.tick()
        m = len(houses) // 2
        own = houses[:m] if mover == 0 else houses[m:]
        if self.game.end == "either":
            over = not any(houses[:m]) or not any(houses[m:])
        else:
            over = not any(own)
        if over:
            value = sum(own) - (sum(houses) - sum(own))
            self.bounds[key] = (value, value)
            return value
        best = -10 ** 9
        a = alpha
        for _, child, reward, again in self.children(houses, mover):
            if again:
                value = reward + self.search(child, mover, a - reward, beta - reward)
            else:
                value = reward - self.search(child, 1 - mover, reward - beta, reward - a)
            if value > best:
                best = value
                if value > a:
                    a = value
                    if a >= beta:
                        break
        if best <= alpha:
            self.bounds[key] = (lo, min(hi, best))
        elif best >= beta:
            self.bounds[key] = (max(lo, best), hi)
        else:
            self.bounds[key] = (best, best)
        if len(self.bounds) > self.control.table_cap:
            self.bounds.clear()  # keep memory bounded; the search stays correct, only slower
        return best

    # --- a table kept on disk, so that a board solved once starts at once next time ---------
    CACHE_MAGIC = b"finite-games kalah table 2\n"
    """Then the SHA-256 of the rest, then the marshalled (rules, entries): a file changed by
    a bad disk, a copy cut short or a hand edit never gets trusted (one wrong entry would
    show wrong values on the start position of every game)."""

    def _rules(self) -> tuple[int, int, str, str]:
        return (self.game.m, self.game.n, self.game.variant, self.game.end)

    def save(self, path: Path) -> None:
        """Write the exact entries (lower = upper) of the table: a few MB for Kalah(8,1)."""
        exact = {k: lo for k, (lo, hi) in self.bounds.items() if lo == hi}
        payload = marshal.dumps((self._rules(), exact))
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
        self.bounds.update((k, (v, v)) for k, v in exact.items())
        return True

    def _check(self, data: bytes) -> dict[Hashable, int]:
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

    def gain(self, pos: KalahPosition) -> int:
        """MTD(f): null-window searches that close in on the value from a first guess; the
        bounds table carries everything learnt from one probe to the next."""
        m = pos.m
        houses = pos.pits[:m] + pos.pits[m + 1:2 * m + 1]
        if self.database is not None:
            known = self.database.lookup(houses, pos.mover)
            if known is not None:
                return known
        lo, hi = -sum(houses), sum(houses)
        value = 0
        while lo < hi:
            beta = value + 1 if value == lo else value
            value = self.search(houses, pos.mover, beta - 1, beta)
            if value < beta:
                hi = value
            else:
                lo = value
        return value



EXACT_SEEDS = {1: 1000, 2: 100, 3: 42, 4: 26, 5: 22, 6: 18, 7: 14, 8: 12}
"""Seeds in the houses the prover answers exactly in a few seconds, by houses a side (measured
on evenly spread boards: 2 houses 100 seeds 1.1 s, 3/42 2.4 s, 4/28 5.4 s, 5/24 4.3 s, 6/18
5.2 s, 7/14 3.4 s, 8/12 1.3 s; 8/14 over 12 s). The stores never matter."""


EXACT_SEEDS_WITH_DATABASE = {6: 22}
"""The same with the endgame database at the leaves (tests/benchmarks/bench_kalah_db.py: random
(6,4) positions with 20 seeds 0.09 s median, 0.25 s worst; with 22, 3.1 s median, 11 s worst)."""


class KalahAnalyzer(Analyzer[KalahPosition, int]):
    """Exact values from the prover; the generic alpha-beta when a depth or time is set."""

    def check_reach(self, pos: KalahPosition, limited: bool) -> None:
        """Refuse at once an exact answer the prover cannot give in seconds."""
        seeds = sum(pos.houses(0)) + sum(pos.houses(1))
        reach = EXACT_SEEDS[pos.m]
        if self.database is not None and self.database.m == pos.m:
            reach = max(reach, EXACT_SEEDS_WITH_DATABASE.get(pos.m, reach))
        if not limited and seeds > reach and self.kalah.legal_moves(pos):
            raise NotationError("kalah: {0} seeds in the houses; an exact answer with {1} houses "
                                "a side reaches at most {2}; use --depth or --time-limit", seeds,
                                pos.m, reach)

    def __init__(self, game: Kalah) -> None:
        super().__init__(game)
        self.kalah = game
        # The endgame database of these rules when it has been built (or ships): every
        # position with few seeds left is then exact at once, in the search and at its leaves.
        self.database = find(game.m, game.variant, game.end)
        self.prover = KalahProver(game, database=self.database)

    def exact_values(self, pos: KalahPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[int, float, int | None]]]:
        self.prover.control = control
        value = self.prover.value(pos)
        return value, None, [(m, v, None) for m, v in self.prover.move_values(pos)]
