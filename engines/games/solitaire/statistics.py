"""Statistics over many seeded deals: each deal solved in a process pool, the numbers kept by seed.

Deal number N is ``seeded_deal(N)`` on every machine, and a deal's search does not depend on what
else runs, so the results are the same whatever the number of workers: they are kept by seed and
every summary is computed in seed order. A run can be stopped: no more deals are handed out, the
deals being solved are cancelled (their worker's search is told to stop), and what finished is
kept — a partial run is a smaller sample, never a wrong one.

The pool uses the ``spawn`` start method everywhere (it is the only one on Windows, and the
frozen app must behave as in development), so the worker's entry :func:`solve_task` is a
top-level function of an engine module that imports no Qt; the app's entry calls
``multiprocessing.freeze_support()`` for the frozen case.
"""
from __future__ import annotations

import concurrent.futures as cf
import csv
import dataclasses
import io
import math
import multiprocessing
import multiprocessing.synchronize
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from engines.games.solitaire.shuffle import seeded_deal
from engines.games.solitaire.solver import Limits, Policy, winnable
from engines.games.solitaire.solver import solve as real_solve
from engines.solvers.control import Cancelled, SearchControl

MAX_DEALS = 10_000
"""The most deals a run may take (the issue's bound: a class runs 1…10 000)."""
FULL_SCORE = 52
Z95 = 1.959963984540054
"""The normal quantile for a two-sided 95 % interval."""
RESULTS = ("won", "lost", "undetermined")


class SolveOutcome(Protocol):
    """What a solve returns (``engines.games.solitaire.solver.SolveResult``)."""

    @property
    def score(self) -> int: ...
    @property
    def exact(self) -> bool: ...
    @property
    def line(self) -> tuple[str, ...]: ...
    @property
    def nodes(self) -> int: ...
    @property
    def seconds(self) -> float: ...
    @property
    def decisions(self) -> int: ...
    @property
    def peak_stored(self) -> int: ...
    @property
    def evictions(self) -> int: ...
    @property
    def result(self) -> str: ...
    @property
    def bound(self) -> int: ...


SolveFunction = Callable[..., SolveOutcome]
"""``solve(deal, draw, limits, control=...)``; a test passes a top-level fake."""
DealFunction = Callable[[int], tuple[int, ...]]
"""Seed → the deck in dealing order."""


@dataclass(frozen=True)
class DealRecord:
    """One deal's result: a row of the table."""

    seed: int
    result: str
    """``won``, ``lost`` or ``undetermined`` (a limit stopped the search)."""
    score: int
    """The optimal score; for an undetermined deal the best found (a lower bound)."""
    exact: bool
    moves: int
    """Moves on the line reaching ``score``."""
    decisions: int
    """Decision points on that line: positions where more than one move was worth trying."""
    nodes: int
    seconds: float
    peak_stored: int
    evictions: int
    bound: int = FULL_SCORE
    """The most any play can reach, proved (``score`` when exact): below 52 an undetermined
    deal cannot be won."""

    @classmethod
    def of(cls, seed: int, outcome: SolveOutcome) -> DealRecord:
        return cls(seed, outcome.result, outcome.score, outcome.exact, len(outcome.line),
                   outcome.decisions, outcome.nodes, outcome.seconds, outcome.peak_stored,
                   outcome.evictions, outcome.bound)

    @property
    def winnable(self) -> bool | None:
        return winnable(self.result, self.bound, FULL_SCORE)


# --- the worker (runs in a spawned process) ------------------------------------------------------
@dataclass(frozen=True)
class Task:
    """One deal to solve; pickled to a worker, so everything in it is importable by name."""

    seed: int
    draw: int
    limits: Limits
    solve: SolveFunction | None = None
    """None: the real solver."""
    deal_of: DealFunction | None = None
    """None: the program's seeded shuffle."""


_stop_event: multiprocessing.synchronize.Event | None = None
_current: SearchControl | None = None
_current_lock = threading.Lock()


def _watch(event: multiprocessing.synchronize.Event) -> None:
    event.wait()
    with _current_lock:
        if _current is not None:
            _current.cancel()


def init_worker(event: multiprocessing.synchronize.Event) -> None:
    """Each worker watches the run's stop event, so a stop cancels the deal it is solving."""
    global _stop_event
    _stop_event = event
    threading.Thread(target=_watch, args=(event,), daemon=True).start()


def solve_task(task: Task) -> DealRecord | None:
    """Solve one deal (in a worker process); None when the run was stopped meanwhile."""
    global _current
    deal = (task.deal_of or seeded_deal)(task.seed)
    solve: SolveFunction = task.solve or real_solve
    control = SearchControl()
    with _current_lock:
        _current = control
    if _stop_event is not None and _stop_event.is_set():
        return None
    try:
        outcome = solve(deal, task.draw, task.limits, control=control)
    except Cancelled:
        return None
    finally:
        with _current_lock:
            _current = None
    return DealRecord.of(task.seed, outcome)


def default_workers() -> int:
    """One worker a core: the deals are independent, pure Python, CPU-bound."""
    return max(1, os.cpu_count() or 1)


def run_tasks(tasks: Sequence[Task], workers: int, stop: threading.Event,
              on_result: Callable[[int, DealRecord], None]) -> bool:
    """Solve ``tasks`` on ``workers`` processes; ``on_result(index, record)`` as each finishes
    (in this thread, in finishing order). Returns True when every task was solved, False when
    ``stop`` was set first. A worker's exception is raised here after the pool is shut down."""
    context = multiprocessing.get_context("spawn")
    event = context.Event()
    # A few tasks queued a worker, not all of them: a stop then only has to drop a few.
    window = 2 * max(1, workers)
    pool = cf.ProcessPoolExecutor(max_workers=max(1, workers), mp_context=context,
                                  initializer=init_worker, initargs=(event,))
    pending: dict[cf.Future[DealRecord | None], int] = {}
    given = 0
    complete = True
    try:
        while True:
            while not stop.is_set() and given < len(tasks) and len(pending) < window:
                pending[pool.submit(solve_task, tasks[given])] = given
                given += 1
            if stop.is_set():
                complete = False
                event.set()
                for future in pending:
                    future.cancel()
            if not pending:
                break
            done, _ = cf.wait(pending, timeout=0.1, return_when=cf.FIRST_COMPLETED)
            for future in sorted(done, key=pending.__getitem__):
                index = pending.pop(future)
                if future.cancelled():
                    continue
                record = future.result()
                if record is not None:
                    on_result(index, record)
        return complete and given == len(tasks)
    finally:
        event.set()  # a failure above must not leave workers solving
        pool.shutdown(wait=True, cancel_futures=True)


# --- a run of N deals ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Batch:
    """The deals of a run that finished, in seed order."""

    records: tuple[DealRecord, ...]
    requested: int
    cancelled: bool
    elapsed: float
    """Wall-clock seconds of the whole run."""
    workers: int


def seeds_of(first: int, count: int) -> range:
    if not 1 <= count <= MAX_DEALS:
        raise ValueError(f"the number of deals must be 1…{MAX_DEALS}, not {count}")
    if first < 0:
        raise ValueError(f"a seed is 0 or more, not {first}")
    return range(first, first + count)


def run_deals(seeds: Sequence[int], draw: int = 1, limits: Limits = Limits(), *,
              workers: int | None = None, stop: threading.Event | None = None,
              on_record: Callable[[DealRecord], None] | None = None,
              solve: SolveFunction | None = None,
              deal_of: DealFunction | None = None) -> Batch:
    """Solve the deals ``seeds``; ``on_record`` sees each finished deal (finishing order)."""
    workers = workers or default_workers()
    stop = stop or threading.Event()
    started = time.monotonic()
    tasks = [Task(seed, draw, limits, solve, deal_of) for seed in seeds]
    found: dict[int, DealRecord] = {}

    def keep(index: int, record: DealRecord) -> None:
        found[record.seed] = record
        if on_record is not None:
            on_record(record)
    complete = run_tasks(tasks, workers, stop, keep)
    return Batch(tuple(found[s] for s in sorted(found)), len(tasks), not complete,
                 time.monotonic() - started, workers)


# --- summaries -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Interval:
    low: float
    high: float


def wilson(successes: int, n: int, z: float = Z95) -> Interval:
    """Wilson's score interval for a proportion: honest at p near 0 or 1 and for small n,
    where the textbook p ± z·√(p(1−p)/n) leaves [0, 1] or shrinks to nothing."""
    if n <= 0:
        return Interval(0.0, 1.0)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


def mean(values: Sequence[float]) -> float | None:
    return math.fsum(values) / len(values) if values else None


def sample_sd(values: Sequence[float]) -> float | None:
    """The sample standard deviation (divisor n − 1); None below two values."""
    if len(values) < 2:
        return None
    m = math.fsum(values) / len(values)
    return math.sqrt(math.fsum((v - m) ** 2 for v in values) / (len(values) - 1))


@dataclass(frozen=True)
class ConvergencePoint:
    deals: int
    won_fraction: float
    low: float
    high: float


@dataclass(frozen=True)
class Summary:
    """Everything the statistics page shows, computed here once (the page only formats it).

    Scores are over every deal, an undetermined deal counted at the best score found (so with
    undetermined deals the mean is a lower bound); moves and decision points are over the deals
    solved exactly, whose line is optimal. The won fraction counts undetermined deals as not won;
    ``won_if_undetermined_won`` is the fraction if every one of them that may be won were won
    (those whose bound is below 52 cannot: ``cannot_win_undetermined``)."""

    deals: int
    won: int
    lost: int
    undetermined: int
    score_mean: float | None
    score_sd: float | None
    score_sem: float | None
    """The standard error of the mean score, sd / √n."""
    won_fraction: float | None
    won_interval: Interval
    won_if_undetermined_won: float | None
    cannot_win_undetermined: int
    """Undetermined deals proved unwinnable by their bound (their best is not proved)."""
    moves_mean: float | None
    decisions_mean: float | None
    nodes_mean: float | None
    nodes_max: int
    seconds_mean: float | None
    seconds_total: float
    peak_stored_mean: float | None
    peak_stored_max: int
    evictions_mean: float | None
    histogram: tuple[int, ...]
    """Deals by score 0…52, exact ones."""
    histogram_undetermined: tuple[int, ...]
    """Undetermined deals by their best found score."""

    @property
    def exact(self) -> int:
        return self.won + self.lost


def summarize(records: Iterable[DealRecord]) -> Summary:
    rows = sorted(records, key=lambda r: r.seed)
    n = len(rows)
    won = sum(r.result == "won" for r in rows)
    undetermined = sum(r.result == "undetermined" for r in rows)
    cannot_win = sum(r.result == "undetermined" and r.winnable is False for r in rows)
    scores = [float(r.score) for r in rows]
    sd = sample_sd(scores)
    exact = [r for r in rows if r.exact]
    histogram = [0] * (FULL_SCORE + 1)
    histogram_undetermined = [0] * (FULL_SCORE + 1)
    for r in rows:
        (histogram if r.exact else histogram_undetermined)[r.score] += 1
    return Summary(
        deals=n, won=won, lost=n - won - undetermined, undetermined=undetermined,
        score_mean=mean(scores), score_sd=sd,
        score_sem=None if sd is None else sd / math.sqrt(n),
        won_fraction=won / n if n else None, won_interval=wilson(won, n),
        won_if_undetermined_won=(won + undetermined - cannot_win) / n if n else None,
        cannot_win_undetermined=cannot_win,
        moves_mean=mean([float(r.moves) for r in exact]),
        decisions_mean=mean([float(r.decisions) for r in exact]),
        nodes_mean=mean([float(r.nodes) for r in rows]),
        nodes_max=max((r.nodes for r in rows), default=0),
        seconds_mean=mean([r.seconds for r in rows]),
        seconds_total=math.fsum(r.seconds for r in rows),
        peak_stored_mean=mean([float(r.peak_stored) for r in rows]),
        peak_stored_max=max((r.peak_stored for r in rows), default=0),
        evictions_mean=mean([float(r.evictions) for r in rows]),
        histogram=tuple(histogram), histogram_undetermined=tuple(histogram_undetermined))


def convergence(records: Iterable[DealRecord]) -> list[ConvergencePoint]:
    """The won fraction and its 95 % interval over the first n deals (seed order), n = 1…N:
    the interval narrowing as n grows is what makes the statistics trustworthy."""
    points = []
    won = 0
    for n, r in enumerate(sorted(records, key=lambda r: r.seed), start=1):
        won += r.result == "won"
        interval = wilson(won, n)
        points.append(ConvergencePoint(n, won / n, interval.low, interval.high))
    return points


CSV_COLUMNS = ("seed", "result", "score", "exact", "moves", "decisions", "nodes", "seconds",
               "peak_stored", "evictions", "bound")


def records_csv(records: Iterable[DealRecord]) -> str:
    """The table of deals as CSV (English column names: a file for spreadsheets and scripts)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in sorted(records, key=lambda r: r.seed):
        writer.writerow([r.seed, r.result, r.score, str(r.exact).lower(), r.moves, r.decisions,
                         r.nodes, f"{r.seconds:.3f}", r.peak_stored, r.evictions, r.bound])
    return out.getvalue()


# --- the etude's study: eviction policy × table size ---------------------------------------------
@dataclass(frozen=True)
class StudyCell:
    """The same deals under one eviction policy and table size."""

    policy: str
    table_size: int
    deals: int
    nodes_mean: float | None
    seconds_mean: float | None
    evictions_mean: float | None
    peak_stored_mean: float | None
    undetermined: int
    won: int


@dataclass(frozen=True)
class Study:
    cells: tuple[StudyCell, ...]
    """Policy-major: every table size of the first policy, then the next policy."""
    policies: tuple[str, ...]
    table_sizes: tuple[int, ...]
    cancelled: bool

    def cell(self, policy: str, table_size: int) -> StudyCell:
        return next(c for c in self.cells if c.policy == policy and c.table_size == table_size)


def study_table_sizes(node_limit: int) -> tuple[int, int, int]:
    """Table sizes for the study: a hundredth, a tenth and all of the node limit — a cramped
    table that evicts all the time, a middling one, and one that can never fill (a search
    stores at most one position a node), the baseline the policies are compared with."""
    return max(100, node_limit // 100), max(1000, node_limit // 10), node_limit


def policy_name(policy: Policy) -> str:
    return str(getattr(policy, "value", policy))  # a test's fake policy may be a plain str


def run_study(seeds: Sequence[int], draw: int, limits: Limits, policies: Sequence[Policy],
              table_sizes: Sequence[int], *, workers: int | None = None,
              stop: threading.Event | None = None,
              on_progress: Callable[[int, int], None] | None = None,
              solve: SolveFunction | None = None,
              deal_of: DealFunction | None = None) -> Study:
    """Solve the same deals under every policy × table size (the etude's study): how the
    eviction policy and the table's size change the positions explored. ``limits`` gives the
    rest (node and time limits); ``on_progress(done, total)`` after each solve."""
    combos = [(p, s) for p in policies for s in table_sizes]
    tasks = [Task(seed, draw, dataclasses.replace(limits, policy=p, table_size=s), solve, deal_of)
             for p, s in combos for seed in seeds]
    by_combo: dict[int, list[DealRecord]] = {i: [] for i in range(len(combos))}
    done = 0

    def keep(index: int, record: DealRecord) -> None:
        nonlocal done
        by_combo[index // len(seeds)].append(record)
        done += 1
        if on_progress is not None:
            on_progress(done, len(tasks))
    complete = run_tasks(tasks, workers or default_workers(), stop or threading.Event(), keep)
    cells = []
    for i, (policy, size) in enumerate(combos):
        rows = by_combo[i]
        cells.append(StudyCell(
            policy_name(policy), size, len(rows), mean([float(r.nodes) for r in rows]),
            mean([r.seconds for r in rows]), mean([float(r.evictions) for r in rows]),
            mean([float(r.peak_stored) for r in rows]),
            sum(r.result == "undetermined" for r in rows), sum(r.result == "won" for r in rows)))
    return Study(tuple(cells), tuple(policy_name(p) for p in policies), tuple(table_sizes),
                 not complete)
