"""The Kalah computer player: exact where the position can be solved at once, otherwise a
depth-limited search at the depth (or for the time a move) the user sets, with the evaluation and
the techniques the user switches on. Without a time a move, the search also stops deepening
before its node budget (``PlayerOptions.nodes``) would run out: the default player goes as deep
as about 0.5 s of CPU a move allows (the depth its cap).

With every technique on and the evaluation ``stores`` or ``stores+sides`` the search is the
integer-coded one of ``search.py`` (the same values as the shared alpha-beta, several times
faster; with ``free_extra_turns`` another turn costs no ply there); a technique
switched off, or the linear evaluation, is the shared alpha-beta of ``engines/solvers``, so a
class sees what each technique buys. The exact trial comes first, within ``exact_budget`` CPU
seconds (counted inside the time a move when there is one); a lost solved position is played for
the trap among its best moves.

Strength (tests/benchmarks/bench_kalah_strength.py, Kalah(6,4), two random plies first): see the
figures there."""
from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any

from engines.analysis import Analysis, MoveReport
from engines.compiled import kernels_compiled
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.endgame_db import KalahDatabase
from engines.games.kalah.evaluation import Evaluation, by_evaluation, evaluation
from engines.games.kalah.search import EVALUATIONS as FAST_EVALUATIONS, KalahSearch
from engines.games.kalah.solver import KalahAnalyzer
from engines.solvers.alphabeta import SearchOptions
from engines.solvers.control import SearchControl, TimeUp


SMALL_BOARD = 12
"""Boards with m·n up to this are always solved exactly (at most 0.3 s CPU here; m·n = 14
to 16 take 0.1–36 s, so they are not promised)."""
MIN_SEARCH = 0.05
"""Seconds the search keeps when the exact trial took the rest of the time a move."""
DEFAULT_DEPTH = 20
"""Plies the default player searches at most (the app's deepest); its node budget
(``DEFAULT_NODES``) stops it sooner but where a position's tree is small."""
DEFAULT_NODES = 600_000 if kernels_compiled() else 100_000
"""The default player's node budget a move: deepening stops before a depth predicted to pass
it, so that a move takes about 0.5 s of CPU here compiled (1.2 million nodes a second) and
about 1 s in pure Python (100,000 a second), from the opening on. Measured on Kalah(6,4)
positions of played games with 33–43 seeds against the prover (bench_kalah_loss.py, 28 Nov
2026): 0.20 seeds lost a move, 28 of 30 moves optimal, 0.53 s a move (depth 15–19); a fixed
depth of 16 lost 0.47 at 0.61 s a move, 17 lost 0.27 at 0.79 s, the old 15 with the same
positions 0.56 at 0.68 s. Before the compiled table, 15 plies took about 0.6 s a move."""
TRIAL_BELOW_REACH = 2
"""The exact trial is skipped for positions with more seeds than the prover's reach (the seeds
it answers within seconds, ``KalahAnalyzer.reach``) less this: Kalah(6,4) positions of played
games with 37 seeds were solved within the trial's 0.7 s in 1 of 5, with 39 in none
(tests/benchmarks/bench_kalah_loss.py; the reach is 40 compiled)."""
TRAP_SEEDS, TRAP_BUDGET = 30, 0.5
"""Lost positions with at most this many seeds in the houses get their traps counted, in at most
this many CPU seconds (else the first best move is played)."""


@dataclass
class PlayerOptions:
    depth: int = DEFAULT_DEPTH
    time_limit: float | None = None
    """Seconds a move; ``None``: search to ``depth``."""
    evaluation: str = "stores"
    weights: list[float] | None = None
    pruning: bool = True
    transposition_table: bool = True
    ordering: bool = True
    free_extra_turns: bool = False
    """In the fast search (``fast``), a move that gives another turn costs no ply: the depth
    counts turns, and a turn is followed to its end (the shared search counts every move).
    Off by default: the app names the depth in plies and draws the tree of the shared search,
    which must show the very values the player plays by (on, the player is stronger at the
    same depth: bench_kalah_strength.py)."""
    nodes: int | None = DEFAULT_NODES
    """In the fast search without a time a move, also stop deepening before a depth predicted to take the move's
    search past this many nodes (the depth a cap then): a move's time nearly even from the
    opening to the end, and the same move on every machine."""
    exact_budget: float = 0.7
    """CPU seconds to try solving a position exactly before searching to the depth instead; with a
    time a move, at most half of that time (the trial is counted inside it, not on top)."""
    extra: dict[str, Any] = field(default_factory=dict)

    def fast(self) -> bool:
        """Whether the integer-coded search (``search.py``) plays: the same values as the
        shared alpha-beta with every technique on, several times faster. A technique switched
        off, or the linear evaluation, is the shared search (a teacher compares them there)."""
        return (self.pruning and self.transposition_table and self.ordering
                and self.evaluation in FAST_EVALUATIONS)

    def search_options(self, game: Kalah, m: int,
                       database: KalahDatabase | None = None) -> SearchOptions:
        """Ordering: the table's best move first (done by the search), then moves that give
        another move, then the ones the evaluation likes after one ply. With the endgame
        database, a leaf with few seeds left gets its exact value instead of an estimate."""
        evaluate = evaluation(self.evaluation, self.weights, m)
        if database is not None:
            evaluate = exact_below(evaluate, database)
        return SearchOptions(pruning=self.pruning, transposition_table=self.transposition_table,
                             ordering=self.ordering,
                             evaluate=evaluate,  # type: ignore[arg-type]
                             order_hint=by_evaluation(game, evaluate))  # type: ignore[arg-type]


class CpuBudget(SearchControl):
    """A control that also stops after ``cpu`` seconds of the searching thread's CPU time, so
    that what the player solves does not depend on how busy the machine is (the user's time a
    move and Cancel still count, from the control it is made from)."""

    def __init__(self, parent: SearchControl, cpu: float) -> None:
        super().__init__(progress=None, table_cap=parent.table_cap,
                         check_every=min(parent.check_every, 1024), _cancel=parent._cancel)
        self._deadline = parent._deadline
        self.cpu_deadline = time.thread_time() + cpu

    def check(self) -> None:
        super().check()
        if time.thread_time() > self.cpu_deadline:
            raise TimeUp()


def exact_below(estimate: Evaluation, database: KalahDatabase) -> Evaluation:
    """The final store difference from the database where it knows the position, else the
    estimate (both for the player to move)."""
    def evaluate(pos: KalahPosition) -> float:
        m = pos.m
        gain = database.lookup(pos.pits[:m] + pos.pits[m + 1:2 * m + 1], pos.mover)
        if gain is None:
            return estimate(pos)
        return pos.store(pos.mover) - pos.store(1 - pos.mover) + gain
    return evaluate


def seeds_in_play(pos: KalahPosition) -> int:
    return sum(pos.houses(0)) + sum(pos.houses(1))


class KalahPlayerAnalyzer(KalahAnalyzer):
    """Exact when the prover finishes within ``exact_budget``, else alpha-beta to the depth or
    for what is left of the time a move.

    Seeds in play only ever decrease, so once a position with k seeds in play could not be
    solved in time, it is tried again only from k − RETRY_AFTER seeds down."""

    RETRY_AFTER = 4

    def __init__(self, game: Kalah, options: PlayerOptions | None = None,
                 open_database: bool | None = None) -> None:
        super().__init__(game, open_database)
        self.options = options or PlayerOptions()
        self.unsolved_at: int | None = None
        self.searcher: KalahSearch | None = None
        """The fast search with its table, kept from move to move (``PlayerOptions.fast``)."""

    def analyze(self, pos: KalahPosition, *, control: SearchControl | None = None,
                depth: int | None = None, time_limit: float | None = None,
                search: SearchOptions | None = None) -> Analysis[KalahPosition, int]:
        if depth is not None or time_limit is not None:
            return super().analyze(pos, control=control, depth=depth, time_limit=time_limit,
                                   search=search)
        control = control or SearchControl()
        options = self.options
        if self.kalah.m * self.kalah.n <= SMALL_BOARD or not self.kalah.legal_moves(pos):
            return super().analyze(pos, control=control)  # solvable: take the seconds it needs
        seeds = seeds_in_play(pos)
        started = time.monotonic()
        time_limit = options.time_limit
        if self.worth_a_trial(pos, seeds):
            budget = options.exact_budget if time_limit is None else \
                min(options.exact_budget, time_limit / 2)
            # CPU seconds without a time a move (the same play on a busy machine); with one,
            # also wall seconds, as that time is.
            trial = CpuBudget(control.derive(time_limit=None if time_limit is None else budget),
                              budget)
            try:
                solved = super().analyze(pos, control=trial)
            except TimeUp:
                self.unsolved_at = seeds
            else:
                return self.with_traps(solved, control)
        if time_limit is not None:
            time_limit = max(time_limit - (time.monotonic() - started), MIN_SEARCH)
        limited = control.derive(time_limit=time_limit)
        if options.fast() and pos.m == self.kalah.m:
            return self.fast_analysis(pos, limited,
                                      options.depth if time_limit is None else 64)
        return super().analyze(pos, control=limited,
                               depth=options.depth if time_limit is None else 64,
                               time_limit=time_limit,
                               search=options.search_options(self.kalah, pos.m, self.database))

    def worth_a_trial(self, pos: KalahPosition, seeds: int) -> bool:
        """Whether to try solving ``pos`` exactly first: always in the opening table (answered
        at once), never far past the prover's reach (a trial there only ever runs out of its
        time, which the search then lacks), and after a trial that failed only from
        ``RETRY_AFTER`` seeds fewer."""
        opening = self.prover.opening
        if opening is not None and opening.lookup(pos) is not None:
            return True
        db = self.database
        reach = self.reach(pos.m, db.limit if db is not None and db.m == pos.m else None)
        if seeds > reach - TRIAL_BELOW_REACH:
            return False
        return self.unsolved_at is None or seeds <= self.unsolved_at - self.RETRY_AFTER

    def with_traps(self, analysis: Analysis[KalahPosition, int], control: SearchControl
                   ) -> Analysis[KalahPosition, int]:
        """In a lost position with several best moves, the number of the opponent's best
        replies after each (``MoveReport.replies``): the policy then takes the move that leaves
        him the most ways to err (``engines/policy.py``), never one that loses more. Only where
        that is quick (``TRAP_SEEDS``); a move that gives another turn leaves him none."""
        pos = analysis.position
        best = analysis.best_moves
        if not (analysis.exact and analysis.value < 0 and len(best) > 1
                and seeds_in_play(pos) <= TRAP_SEEDS):
            return analysis
        game, prover = self.kalah, self.prover
        saved = prover.control
        prover.control = CpuBudget(control, TRAP_BUDGET)
        replies: dict[int, tuple[int, int]] = {}
        try:
            for report in best:
                child = game.play(pos, report.move)
                if child.mover == pos.mover or not game.legal_moves(child):
                    replies[report.move] = (0, 0)
                    continue
                values = [v for _, v in prover.move_values(child)]
                replies[report.move] = (values.count(max(values)), len(values))
        except TimeUp:
            return analysis
        finally:
            prover.control = saved
        moves = tuple(replace(m, replies=replies[m.move]) if m.move in replies else m
                      for m in analysis.moves)
        return replace(analysis, moves=moves)

    def fast_analysis(self, pos: KalahPosition, control: SearchControl, depth: int
                      ) -> Analysis[KalahPosition, int]:
        """What the shared search's analysis says, from the integer-coded search."""
        game = self.kalah
        if self.searcher is None:
            self.searcher = KalahSearch(game, self.options.evaluation, self.database,
                                        free_extra_turns=self.options.free_extra_turns)
        searcher = self.searcher
        searcher.control = control
        result = searcher.iterative(pos, depth, self.options.nodes
                                    if self.options.time_limit is None else None)
        value = result.value
        reports = tuple(MoveReport(move, game.format_move(pos, move), v, None, v == value, None,
                                   v == value) for move, v in result.move_values)
        return Analysis(game.info.name, game.info.variant, pos, game.format_position(pos),
                        game.side_name(pos), game.to_move(pos), False, False, value, None,
                        reports, game.info.value_kind, result.depth, {})
