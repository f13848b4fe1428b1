"""The Kalah prover as it was before the integer-coded MTD(f) prover (session 4): alpha-beta
over (houses, mover) tuples with a bounds table emptied when full. Kept as an independent
reference: the new prover must give the same values on random positions."""
from __future__ import annotations

from collections.abc import Hashable

from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.prover import FutureGain, store_difference
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.solvers.control import SearchControl


class OldKalahProver(FutureGain):
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
