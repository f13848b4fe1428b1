"""Exact Kalah values, remembered by what is left in play.

What happens next depends only on the seeds in the houses and who is to move, never on the
stores: a store only ever grows, and the final difference is today's store difference plus what
each side gains from here on. So the table maps (houses, mover) to that future gain, and one
entry serves every position with the same houses whatever the stores hold — which is what makes
whole boards solvable. The walk is the project's shared memoised depth-first walk: the plain
exact solver, every position of a small board; the prover (``prover.py``) searches big ones.
"""
from __future__ import annotations

import time
from collections.abc import Hashable
from typing import Any, TextIO

from engines.analysis import Analyzer
from engines.compiled import kernels_compiled
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah import endgame_db
from engines.games.kalah.endgame_db import (DEFAULT_LIMIT, KalahDatabase, build_limit,
                                            default_folder, ensure, find, opened,
                                            size)
from engines.games.kalah.opening import find as find_opening
from engines.games.kalah.prover import FutureGain, KalahProver, store_difference
from engines.protocol import NotationError
from engines.solvers.control import SearchControl
from engines.solvers.walk import Leaf, memo_walk

__all__ = ["FutureGain", "KalahAnalyzer", "KalahProver", "KalahSolver", "houses_key",
           "store_difference"]


def houses_key(pos: KalahPosition) -> Hashable:
    m = pos.m
    return (pos.pits[:m] + pos.pits[m + 1:2 * m + 1], pos.mover)


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



EXACT_SEEDS = {1: 1000, 2: 200, 3: 48, 4: 30, 5: 26, 6: 24, 7: 18, 8: 18}
"""Seeds in the houses the prover answers exactly (the value and every move's) in a few seconds,
by houses a side, measured on evenly spread boards (CPU on a loaded machine): 2 houses 200
seeds 0.5 s, 3/48 1.2 s, 4/30 1.2 s, 5/26 1.2 s, 6/22 0.6 s, 7/18 0.3 s, 8/18 1.4 s; one step
further 3/54 3.2 s, 4/34 3.7 s, 6/26 1.8 s, 7/22 4.7 s, 8/22 11 s. The stores never matter.
Six houses reach 24 again (the start of Kalah(6,2) without a database, 0.5 s): 2.5 s worst of
12 evenly spread boards of the four rule sets (28 Nov 2026, load 5)."""

EXACT_SEEDS_COMPILED = {6: 26}
"""Where the compiled kernels (``engines/compiled.py``) reach further, measured the same way:
six houses 26 seeds 2.4 s worst of 12 compiled (5.3 s in pure Python)."""


EXACT_SEEDS_WITH_DATABASE = {(6, 14): 32, (6, 18): 34}
"""The same with the endgame database at the leaves, by (houses a side, the database's seeds):
(6,4) positions reached in play, every move valued (tests/benchmarks/bench_kalah_compiled.py).
With the 14-seed database 32 seeds took 1.2 s median, 4.5 s worst of five in pure Python; with
the 18-seed one 32 seeds 2.0 s median, 3.2 s worst, 36 seeds 5.4 s and 11.5 s (load 14)."""

EXACT_SEEDS_WITH_DATABASE_COMPILED = {(6, 18): 40}
"""Compiled, with the 18-seed database (issue #33): 40 seeds 3.3 s median, 4.2 s worst of five;
32 seeds 0.10 s median, 0.28 s worst of ten (CPU, 28 Nov 2026, the machine loaded)."""


class KalahAnalyzer(Analyzer[KalahPosition, int]):
    """Exact values from the prover; the generic alpha-beta when a depth or time is set."""

    def __init__(self, game: Kalah, open_database: bool | None = None) -> None:
        """``open_database``: open the endgame database now, else only take it if this process
        has it open already (the app opens it on a worker, then hands it over); by default
        the first unless ``endgame_db.deferred``."""
        if open_database is None:
            open_database = not endgame_db.deferred
        super().__init__(game)
        self.kalah = game
        # The endgame database of these rules when it has been built (or ships): every
        # position with few seeds left is then exact at once, in the search and at its leaves.
        self.database: KalahDatabase | None = (
            find if open_database else opened)(game.m, game.variant, game.end)
        self.prover: KalahProver = KalahProver(game, database=self.database,
                                               opening=find_opening(game))

    def prepare(self, pos: KalahPosition, limited: bool, report: TextIO) -> None:
        """Before an exact answer the command line is asked for: build the endgame database of
        these rules on first use when the position needs it (it is kept in the data folder, so
        this happens once per computer), saying on ``report`` what it does and how far it is."""
        m = pos.m
        seeds = sum(pos.houses(0)) + sum(pos.houses(1))
        opening = self.prover.opening
        if (limited or self.database is not None or m != self.kalah.m or m not in DEFAULT_LIMIT
                or opening is not None and opening.lookup(pos) is not None
                or not self.reach_without_database(m) < seeds <= self.reach(m, build_limit(m))
                or not self.kalah.legal_moves(pos)):
            return  # no table needed, or even one would not bring it within reach
        rules = f"{self.kalah.variant}/{self.kalah.end}"
        limit = build_limit(m)
        print(f"kalah: first use of the {rules} rules with {m} houses a side: building their "
              f"endgame database ({limit} seeds, {size(m, limit):,} positions) into "
              f"{default_folder()}", file=report, flush=True)
        started, shown = time.monotonic(), [-1]

        def progress(done: int, total: int) -> None:
            tenth = 10 * done // max(total, 1)
            if tenth > shown[0]:
                shown[0] = tenth
                print(f"kalah: endgame database {10 * tenth}% "
                      f"({time.monotonic() - started:.0f} s)", file=report, flush=True)
        self.database = ensure(m, self.kalah.variant, self.kalah.end, progress=progress)
        self.prover.database = self.database

    @classmethod
    def reach(cls, m: int, db_limit: int | None) -> int:
        """Seeds in the houses answered exactly in seconds, with a database of ``db_limit``
        seeds (None: without one)."""
        reach = cls.reach_without_database(m)
        if db_limit is not None:
            reach = max(reach, EXACT_SEEDS_WITH_DATABASE.get((m, db_limit), reach))
            if kernels_compiled():
                reach = max(reach, EXACT_SEEDS_WITH_DATABASE_COMPILED.get((m, db_limit), reach))
        return reach

    @staticmethod
    def reach_without_database(m: int) -> int:
        reach = EXACT_SEEDS[m]
        if kernels_compiled():
            reach = max(reach, EXACT_SEEDS_COMPILED.get(m, reach))
        return reach

    def check_reach(self, pos: KalahPosition, limited: bool) -> None:
        """Refuse at once an exact answer the prover cannot give in seconds (an opening
        table's position is answered at once)."""
        opening = self.prover.opening
        if opening is not None and opening.lookup(pos) is not None:
            return
        seeds = sum(pos.houses(0)) + sum(pos.houses(1))
        db = self.database
        reach = self.reach(pos.m, db.limit if db is not None and db.m == pos.m else None)
        if not limited and seeds > reach and self.kalah.legal_moves(pos):
            raise NotationError("kalah: {0} seeds in the houses; an exact answer with {1} houses "
                                "a side reaches at most {2}; use --depth or --time-limit", seeds,
                                pos.m, reach)

    def exact_values(self, pos: KalahPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[int, float, int | None]]]:
        self.prover.control = control
        value = self.prover.value(pos)
        return value, None, [(m, v, None) for m, v in self.prover.move_values(pos)]
