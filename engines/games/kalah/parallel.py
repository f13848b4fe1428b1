"""Every move of a Kalah position proved by several processes at once: each move's child is one
task for a pool of processes, each process an exact prover (``prover.py``) with its own table,
kept from one task to the next.

Why processes: a proof is one long search in one thread, and the machine a school has is two
cores or more; the children of a position are independent questions (a move's value is its
child's, seen from the other side when the turn passes), so n processes prove a position's
moves in about 1/n of the time when the moves cost alike. They do not: at the (6,4) start the
worst move's exact value cost 40 % of the whole (its estimate is furthest from the truth, and the
proof that the opponent gains no more after it is long), so the moves go to the processes from
the one a cheap estimate values worst up, and the cheap ones fill the time beside it.

Where the operating system forks (Linux), the processes share the parent's endgame database
(opened once, read only); elsewhere each opens it. Used by the opening table's build and by the
benchmark of the (6,4) start.
"""
from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING

from engines.games.kalah.opening import Entry, OpeningTable
from engines.games.kalah.rules import Kalah, KalahPosition

if TYPE_CHECKING:
    from engines.games.kalah.prover import KalahProver

Rules = tuple[int, int, str, str]
Task = tuple[tuple[int, ...], int]
"""A child to prove: its pits and its mover."""
Answer = tuple[int, int, float]
"""Its value (final store difference for its mover), the nodes and the CPU seconds it took."""

_prover: KalahProver | None = None
"""The prover of this worker process."""


def _start(rules: Rules, table_cap: int, time_limit: float | None,
           known: dict[tuple[int, ...], Entry], database_seeds: int | None) -> None:
    from engines.games.kalah.endgame_db import ensure_size, find
    from engines.games.kalah.prover import KalahProver
    from engines.solvers.control import SearchControl
    global _prover
    game = Kalah(*rules)
    database = (find(game.m, game.variant, game.end) if database_seeds is None
                else ensure_size(game.m, game.variant, game.end, database_seeds))
    _prover = KalahProver(game, SearchControl(time_limit=time_limit, table_cap=table_cap),
                          database=database,
                          opening=OpeningTable(*rules, dict(known)) if known else None)
    for entry in known.items():
        _prover.remember(*entry)


def _prove(task: Task) -> Answer:
    prover = _prover
    assert prover is not None, "the worker was not started"
    pits, mover = task
    nodes, cpu = prover.nodes, time.process_time()
    value = prover.value(KalahPosition(pits, mover))
    return value, prover.nodes - nodes, time.process_time() - cpu


def game_goes_on(game: Kalah, pos: KalahPosition) -> bool:
    return bool(game.legal_moves(pos))


def default_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


class ParallelProver:
    """A pool of ``workers`` processes, each an exact prover of ``game`` with a table of at most
    ``table_cap`` entries, answering from ``known`` (proved entries of an opening table) and
    seeding its table with them, with the endgame database of ``database_seeds`` seeds
    (``endgame_db.ensure_size``: the parent builds it first if need be) or else the usual one;
    the moves of a position valued by :meth:`move_values`. A context manager: the processes
    end with it."""

    def __init__(self, game: Kalah, workers: int | None = None, table_cap: int = 1 << 24,
                 time_limit: float | None = None,
                 known: dict[tuple[int, ...], Entry] | None = None,
                 database_seeds: int | None = None) -> None:
        self.game = game
        self.workers = workers or default_workers()
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        from engines.games.kalah.endgame_db import ensure_size, find
        if database_seeds is not None:
            ensure_size(game.m, game.variant, game.end, database_seeds)  # built once, here
        elif "fork" in methods:
            find(game.m, game.variant, game.end)  # opened once here, shared by every fork
        rules = (game.m, game.n, game.variant, game.end)
        self.pool = ProcessPoolExecutor(self.workers, mp_context=context, initializer=_start,
                                        initargs=(rules, table_cap, time_limit, known or {},
                                                  database_seeds))
        self.nodes = 0
        self.cpu = 0.0
        """Nodes and CPU seconds of every worker's proofs, summed."""
        self.move_cpu: dict[int, float] = {}
        """The CPU seconds of each move's proof in the last :meth:`move_values`."""

    def __enter__(self) -> ParallelProver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.pool.shutdown(cancel_futures=True)

    def move_values(self, pos: KalahPosition,
                    report: Callable[[int, int], None] | None = None) -> list[tuple[int, int]]:
        """(move, final store difference for the mover after it) for every legal move, as
        ``KalahProver.move_values`` gives them; ``report(move, value)`` as each is proved."""
        return next(self.each_move_values([pos], report))[1]

    def each_move_values(self, positions: list[KalahPosition],
                         report: Callable[[int, int], None] | None = None
                         ) -> Iterator[tuple[KalahPosition, list[tuple[int, int]]]]:
        """(position, its :meth:`move_values`) for each of ``positions``, in their order. Every
        task of every position is queued at once: a process whose share of one position is
        done goes on to the next position's moves instead of waiting beside the other's worst
        move (a child two positions share is proved once)."""
        game = self.game
        queued: dict[Task, Future[Answer]] = {}
        plans: list[tuple[KalahPosition, list[int], dict[int, KalahPosition]]] = []
        for pos in positions:
            moves = game.legal_moves(pos)
            children = {move: game.play(pos, move) for move in moves}
            order = sorted(moves, key=lambda mv: self._estimate(pos, children[mv]))
            for mv in order:
                task = (children[mv].pits, children[mv].mover)
                if task not in queued:
                    queued[task] = self.pool.submit(_prove, task)
            plans.append((pos, order, children))
        counted: set[Task] = set()
        for pos, order, children in plans:
            values: dict[int, int] = {}
            self.move_cpu = {}
            for mv in order:
                task = (children[mv].pits, children[mv].mover)
                value, nodes, cpu = queued[task].result()
                if task not in counted:
                    counted.add(task)
                    self.nodes += nodes
                    self.cpu += cpu
                self.move_cpu[mv] = cpu
                values[mv] = value if children[mv].mover == pos.mover else -value
                if report is not None:
                    report(mv, values[mv])
            yield pos, [(mv, values[mv]) for mv in game.legal_moves(pos)]

    def _estimate(self, pos: KalahPosition, child: KalahPosition) -> int:
        """A quick estimate of the move for the mover (a shallow search): the order of the
        tasks, not a value shown anywhere."""
        from engines.games.kalah.search import KalahSearch
        search = KalahSearch(self.game, "stores+sides")
        key, left = search.key(child)
        value = search.estimate_gain(key, left, 6) if game_goes_on(self.game, child) else 0
        value += child.store(child.mover) - child.store(1 - child.mover)
        return value if child.mover == pos.mover else -value
