"""The best result of a Klondike deal: the one-player search (``engines.solvers.one_player``)
over the solver's view of the game (:mod:`.search_game`), its line written out as the rules'
moves and replayed with the rule book before it is reported.

The search runs in phases (:data:`PHASES`): first dives, which find most winning lines fast
(three that limit the discrepancies from the move order, 2, 4 and 6, then one of width 2; 80 %
of the node limit in all, at most 80,000 nodes: :data:`DIVE_NODES`), then (unless a dive won)
a search that asks only whether the deal can be won (:data:`WIN_SHARE`: 60 % of the limit),
then the full search, which starts from the dives' best line; only it can prove a deal's best
score (see ``engines.solvers.one_player``). A deal whose start's bound already rules a win out
goes to the full search at once.

The API of ``SOLITAIRE.md``: :func:`solve`, :class:`Limits`, :class:`SolveResult`,
:class:`Progress`, :class:`Policy`. :func:`solve_game` also takes reduced games (the tests).
"""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engines.games.solitaire.rules import DRAW, REDEAL, Klondike, Move, Position
from engines.games.solitaire.search_game import KlondikeSearch
from engines.games.solitaire.search_state import SMove, State
from engines.protocol import InputError
from engines.solvers.control import SearchControl
from engines.solvers.one_player import (Policy, SearchProgress, SearchResult, TranspositionTable,
                                        search)

DEFAULT_NODE_LIMITS: dict[int, int] = {1: 900_000, 3: 250_000}
"""Nodes a deal may take by default, by the draw (:func:`default_node_limit`): an
undetermined deal takes about 2.5 s with the compiled kernels and 20 s in pure Python at draw 1,
0.7 s and 5.8 s at draw 3 (the command line, deals 1082 and 1, 29 Nov 2026); a school PC may
take twice as long. Most won deals need a few hundred nodes; a deal stopped by the limit is
undetermined.

900,000 nodes at draw 1 since the bound of the twins that never go home
(``search_bounds.split_by_twins``, 29 Nov 2026, later) made a deal faster; deals 0-9,999 with
the statistics' runner as below:
                     decided   winnability known   won       s a deal   wall
  draw 1, 900,000    98.07 %   98.45 %             90.28 %   0.087      7.3 min
  draw 1, 750,000    97.96 %   98.40 %             90.28 %   0.083      7.0 min
  draw 3, 250,000    91.09 %   92.85 %             80.46 %   0.090      7.6 min
(deals 0-999 at 900,000: 98.8 % decided, 98.9 % known, 0.056 s a deal; 1000-1999: 98.0 % and
98.2 %, 0.088 s.)
(41 and 42 deals more decided, none fewer, each within the bounds found before; 13 and 20 with
the case of both twins alone, at 0.090 and 0.091 s a deal.) It proves the best scores of
deals that cannot be won; the question whether a deal can be won cannot use it (there every
card goes home), though at draw 3 the full search now wins 5 deals more and knows 5 more.

750,000 nodes at draw 1 since 29 Nov 2026 (issue #33), when the bound became 2.7 times as fast
(``search_bounds``) and the table a plain set wherever it can hold every node
(:data:`DEFAULT_TABLE_SIZE`). Deals 0-9,999 with the statistics' own runner
(``statistics.run_deals``, 2 worker processes on the idle 2-core machine; s: a solve's
seconds, the mean over the deals):
                     decided   winnability known   won       s a deal   wall
  750,000 nodes      97.6 %    98.4 %              90.3 %    0.095      8.0 min
  1,000,000 nodes    97.8 %    98.5 %              90.3 %    0.117      9.7 min
  250,000 before     96.6 %    97.7 %              90.1 %               4.8 min (slower bound)
  draw 3, 250,000    90.7 %    92.8 %              80.4 %    0.101      8.5 min (9.8 before)
(the same counts in every run; the times of three runs at 750,000 were 0.095-0.099 s a deal,
of two at draw 3 0.1006 and 0.1014: this machine's timings vary by some 5 %.)
(deals 0-999: 98.3 % and 98.9 % at 750,000; 1000-1999: 97.5 % and 98.0 %; every deal decided
at both limits the same, no bracket of one outside the other's). Five deals in six of the
time go to the 2.5 % the limit stops, 2.7 s each. Draw 3 stays at 250,000 (deals 0-999: 92.0 %
decided, 94.0 % known, 0.081 s a deal; 400,000 nodes: 92.6 %, 94.3 %, 0.112 s). The deals of
1000-1999 a million nodes still leave open need far more: the question whether the deal can be
won proves 1210 and 1237 lost in 745,000 and 653,000 nodes, and 1082, 1190, 1192 and 1224 are
open at 5 million.

250,000 for both draws earlier on 29 Nov 2026 (issue #33), with 60 % of the limit for the
question whether the deal can be won (:data:`WIN_SHARE`) and at most 80,000 nodes for the dives
(:data:`DIVE_NODES`).
Most deals the dives leave open cannot be won, and the question proves that far sooner than
the full search: compiled, CPU time, two processes on the idle 2-core machine:
                          decided   winnability known   s a deal
  draw 1, deals 0-999     98.0 %    98.5 %              0.036
  draw 1, deals 1000-1999 96.7 %    97.7 %              0.057
  draw 3, deals 0-999     92.0 %    94.0 %              0.098
(0.050, 0.079 and 0.118 s while every position the search expanded was bounded: see
``one_player`` for the ones it now leaves out).
Deals 0-9,999 (``statistics.run_deals``, 2 worker processes, wall time; before the bound's rule
for the foundations' cards of ``search_bounds``, which decided two deals more in 1000-1999 at 5
% more time): draw 1 96.5 % decided, 97.6 % known, 90.0 % won, 6.1 min; draw 3 90.7 %, 92.8 %,
80.4 %, 11.0 min. Other splits on deals 1000-1999 at draw 1 (decided, known, s a deal): 100,000
nodes as before (the question 20,000) 961, 968, 0.041; 200,000 (the question 100,000 or
120,000) 963, 972, 0.063; 300,000 (200,000) 968, 977, 0.083; dives of 40,000 nodes and the
question 150,000 of 250,000: 961, 972 (the dives win deals they need more for). At draw 3,
deals 0-999: 200,000 nodes 914, 935-936, 0.090 s; 250,000 919, 939, 0.106 s (before the
foundations' rule and the bounds left out): within 0.1 s a deal at both draws now, with one
default for both.

The measurements before (100,000 nodes):

With the bound at every position and the question whether a deal can be won
(:data:`WIN_SHARE`), 29 Nov 2026, issue #33, compiled, CPU time, two processes on the idle
2-core machine (tests/benchmarks/bench_solitaire.py):
                          decided   winnability known   s a deal
  draw 1, deals 0-999     97.5 %    98.2 %              0.028
  draw 1, deals 1000-1999 96.1 %    96.8 %              0.041
  draw 3, deals 0-999     90.6 %    92.6 %              0.058
against, with the bound of the start only and no such question (the same code, the search's
``each`` off), 95.9 % and 96.9 % (0.023 s), 93.1 % and 93.9 % (0.029 s), 88.5 % and 90.5 %
(0.040 s). With 200,000 nodes: draw 1 98.1 % and 98.6 % (0.041 s), 96.7 % and 97.2 % (0.063
s); draw 3 92.1 % and 93.9 % (0.089 s). Twice the time for half a point more, and draw 3 near
0.1 s a deal on this machine (a slower one would pass it): the default stays 100,000. The deals left
(1000-1999) are mostly lost deals open even at 3 million nodes (17 of 37 checked), where the
relaxed game of the bound finds no dead end: two twins waiting for the same parent, one of
them under the other, is the commonest trap it misses (a rule for the plainest case, a face-down
card under its twin, decided one deal more in a thousand at 10 % more time, and was dropped).

The measurements before, with the bound of the start only:

Why not more (28 Nov 2026, issue #33; deals 0-999, compiled, CPU time, one process on the
idle 2-core machine):
                  draw 1: decided, s a deal   draw 3: decided, s a deal
  100,000 nodes   94.9 %, 0.050 s             88.0 %, 0.076 s
  250,000 nodes   95.8 %, 0.076 s             89.4 %, 0.150 s
The first 200 deals looked better (98.0 % at draw 1 with 250,000), the next 200 worse (94.0
%). 250,000 nodes decide about one deal in a hundred more and take draw 3 past 0.1 s a deal;
the deals left are mostly lost deals whose best score is still to be proved, which no limit
within 0.1 s a deal reaches (``PHASES``)."""
DEFAULT_TABLE_SIZE = 1_000_000
"""Positions the table keeps. Each phase's search stores at most one position a node, so where
the table can hold as many as the phase may make nodes it never fills, and it is a plain set
(``Policy.NONE``: the same search, 5 % faster and about 105 bytes a position instead of 175,
measured): at the default limits up to some 100 MB. A search allowed more nodes than that keeps
the limits' policy (``Limits.policy``), dropping positions when full. (200,000 before 29 Nov
2026: at a million nodes the question of :data:`WIN_SHARE` proves deals 1210 and 1237 lost
with a table of 800,000 and not with 200,000, dropping 275,000 and 430,000 positions.)"""


def default_node_limit(draw: int) -> int:
    """The node limit of a deal at ``draw`` when :class:`Limits` names none."""
    return DEFAULT_NODE_LIMITS[draw]

PHASES: tuple[tuple[int | None, int | None, float], ...] = (
    (None, 2, 0.05), (None, 4, 0.15), (None, 6, 0.3), (2, None, 0.3))
"""The searches before the last, full one: (width, discrepancies — ``None`` for no limit, see
``one_player.search`` —, share of the node limit). Each starts from the best line of the ones
before; one that finishes ends it. A dive that runs out of moves before its share (the ones of
few discrepancies mostly do) leaves the rest to the next: each dive ends where the shares so
far add up to, and the full search has the nodes the dives left. They are skipped when the
start's bound rules a win out: they could only find a score, which the full search finds as
well, and it gets their nodes.

Measured on seeded deals 0-199 with the compiled kernels (CPU time; 28 Nov 2026): a width-2
dive with half the nodes left 8.0 % of draw-1 deals undetermined (0.098 s a deal) and 10.0 % of
draw-3 deals; these dives 5.5 % (0.060 s) and 8.5 % (0.085 s). On deals 200-399, draw 3: 16.5
% -> 15.0 %.

Other plans tried (28 Nov 2026, same deals, the same 100,000 nodes) decided no more: dives of
2, 4, 6 and 8 discrepancies (94.0 % at draw 1, 92.0 % at draw 3, against 94.5 % and 91.5 %);
dives where every move but a position's first costs one discrepancy (1, 2, 3, 4: 94.0 % and
89.0 %), also mixed with these (93.5 %, 90.5 %); a dive that enters a position again when it
comes with more discrepancies left (it won the hard deals later, not sooner); a best-first
search by foundation cards and face-down cards (it won 2 of the 11 draw-1 deals left
undetermined, but lost easy ones); a simulation over the nodes each kind of search alone took
on deals 0-101 found no mix of them with more than one more deal decided. Each wins some hard
deals the others miss: the undetermined deals are hard for all of them. Of the 11 draw-1 deals
left undetermined, 6 are won within 400,000 nodes (0, 50, 148, 174, 198, 199) and 25 is lost
(a proof of 1.7 million nodes); 39 (bound 11), 66, 108 and 166 (bound 24) are open at 3
million.

With draw 1 waiting for each prepared move's use (``KlondikeSearch.wait``; 28 Nov 2026, same
deals, compiled): 190 of 200 decided (5.0 % undetermined). Of those 10, 39 (lost, 0.73
million nodes), 66 (lost, 0.2 million), 67, 108, 139, 148 and 198 (won, 0.17-0.74 million) are
decided within a million nodes; 82, 166 and 174 are open at a million.

The dives make every move at once (``KlondikeSearch.wait`` 0), and only the full search waits
(draw 1; 28 Nov 2026, same deals, compiled): 192 decided (67, 82 and 139 won, 50 left open).
Dives waiting for bit 1 of ``wait`` decided 192 too, for bit 4 191, for bit 2 189, for bits
2 and 4 190. With no wait at all, 189. At draw 3 a full search waiting for bits 1 and 4 (its
dives not) decided 181 against 183; 150,000 nodes instead of 100,000 decided 184 (108 won) at
0.088 s a deal against 0.071 (loaded).

Passing the nodes a dive left on to the next (28 Nov 2026, same deals, compiled, loaded):
draw 1 193 decided (192 before; 50 won), 0.065 s a deal; draw 3 185 (183 before; 50 and 108
won), 0.074 s a deal. The dives of 2, 4 and 6 discrepancies often finish in a few thousand
nodes (deal 108, draw 3: 379, 2,665, 10,606), and the width-2 dive that wins needs 20,000-
80,000: its own 20 % was too little. With the nodes passed on, the width-2 dive's share raised
from 20 % to 30 % (the full search gets at least 20 % instead of 30 %) decided 194 at draw 1
(198 won) and 185 at draw 3 (35 %: the same); 35 % for it after 5, 10 and 20 % for the dives of
2, 4 and 6 discrepancies 193 and 185; 20 % with a dive of 8 discrepancies before it 189 and
183; the width-2 dive first 192 and 184; a width-3 dive after it 190 and 183; the dives 60 %
192 (draw 1). At 150,000 nodes: 194 and 186 decided, at 0.080 and 0.109 s a deal (loaded;
0.065 and 0.074 at 100,000). With these dives, a draw-3 full search waiting for bit 1 or bit 4 of
``KlondikeSearch.wait`` decided 184, so draw 3 still waits for nothing. Draw 1 at 250,000
nodes: 196 decided (98.0 %; 39, 108, 166 and 174 open) at 0.099 s a deal (load 7): within the
0.1 s of issue #33 only just, and draw 3 is far from 98 % at any limit that fast, so the
default stays 100,000. With a million nodes (draw 1) 39 and 66 are lost (732,000 and 245,000
nodes), 108, 148 and 174 won (750,000, 190,000, 222,000), 166 open.

A faster compiled search (28 Nov 2026, issue #33: the same nodes deal by deal, 1.4 times
the nodes a second: deals 39, 66 and 108 at 100,000 nodes, 1.90 -> 1.31-1.34 s; a whole solve
with its replay, deals 0-39 at 100,000 nodes, 3.04 -> 1.74 s at draw 1 and 3.18 -> 1.71 s at
draw 3, the least of alternating runs; pure Python no slower) was measured at 250,000 nodes
with tests/benchmarks/bench_solitaire.py (CPU time, the machine shared and loaded), deals 0-199
and 200-399:
                 compiled, draw 1   draw 3             pure Python, draw 1   draw 3
  deals 0-199    98.0 %, 0.058 s    93.5 %, 0.110 s    0.36 s                0.57 s
  deals 200-399  94.0 %, 0.097-0.113 s  88.0 %, 0.166 s  0.48 s              0.84 s
(s: CPU seconds a deal; 160,000-220,000 nodes a second compiled, 33,000-43,000 pure).
At 100,000 nodes before: draw 1 97.0 % and 93.0 %, draw 3 92.5 % and 85.0 %. No decided
result changed (won stays won, a lost deal keeps its score). The deals left at draw 1: 39,
108, 166, 174; 220, 235, 241, 248, 263, 270, 284, 303, 320, 322, 336, 385. With a million
nodes 235 and 303 are lost (655,000 and 527,000 nodes), 248 won (771,000), 220, 241, 263,
270, 284, 320, 322, 336 and 385 open: most are lost deals whose best score is still to be
proved, which no limit within 0.1 s a deal reaches (``leaving`` of every position did not
prove 220 or 263 at a million either: ``search_bounds``). At 200,000 nodes deals 0-199
decide 97.5 % (66 needs 245,000).

The full search asking first whether the dives' best can be beaten (``KlondikeSearch.aim``:
twins that cannot go home before it is beaten are merged), 28 Nov 2026, deals 0-999 at
100,000 nodes, compiled, CPU time, the machine loaded (load 2-3 on 2 cores):
                  draw 1: decided, s a deal   draw 3: decided, s a deal
  before          94.9 %, 0.050 s (idle)      88.0 %, 0.076 s (idle)
  asking once     95.7 %, 0.052 s             88.1 %, 0.087 s
Deals 558 and 895 (draw 1), which the plain full search proves lost in 306,000 and 1,025,000
nodes, now take 67,000 and 96,000 (pure Python, the same nodes compiled); the aimed search
alone, from the true best, proves 569, 929 and 739 in about 210,000 nodes, 1.2 million and
more before. Asking again from each better score found (each time a new search) decided 95.5
% at draw 1: it lost deals 0 and 984, won by the full search, which climbs from score to score.
Dives also where the start's bound rules a win out (to have a score to ask about) decided fewer
(235 no longer), and asking early, after the first two dives with 30 % of the nodes, fewer
still (94.6 % on deals 0-607). Of the draw-1 deals left, 19 of 0-999 were still open at 3
million nodes before (30 times the default, some 20 s each), 18 now (166 is lost, 19, at
758,000): 98 % at draw 1 would need all but two of the other 25 decided."""

WIN_SHARE = 0.6
"""The share of the node limit for asking only whether the deal can be won, after the dives
and before the full search (unless a dive won or the start's bound rules a win out): every
position whose bound is below the maximum is cut, so the search sees far less than the full
one, which must also find the best score of a lost deal. It ends in a win (the deal is
decided), in a proof that the deal cannot be won (its best score is still for the full
search), or at its share.

Measured (29 Nov 2026, issue #33; draw 1, 100,000 nodes, compiled, CPU time), decided and
winnability known: deals 0-999 975 and 982 with it against 976 and 981 without; deals
1000-1999 961 and 968 against 958 and 963, at 0.041 s a deal against 0.039. A share of 0.4
did no better (the question then had 20 % of the node limit).

What it is worth (29 Nov 2026, later): of the 32 draw-1 deals of 1000-1999 left open at
100,000 nodes, the question alone (no dives, no full search) proves 15 impossible to win and
wins 3 within a million nodes, 9 of them within 170,000 nodes (1622 in 58,000), where the
whole solve of 3 million nodes (the dives then took 800,000, the question 200,000) knew 13.
Asked first, before the dives, it cost the won deals the dives win at once (0.105 s a deal
against 0.074, no more known). So the question comes after the dives, as before, and now gets
60 % of the limit, the dives at most 80,000 nodes (:data:`DIVE_NODES`) and the full search
the rest (:data:`DEFAULT_NODE_LIMITS`)."""

DIVE_NODES = 100_000
"""The dives take their shares (:data:`PHASES`) of at most this many nodes, whatever the node
limit: the wins they find fast they find within it, and the deals left are mostly lost deals,
where the question of :data:`WIN_SHARE` and the full search need the nodes (issue #33, 29 Nov
2026: with 1,000,000 here the dives of a search of a million nodes took 800,000; the 32 deals of
1000-1999 the default limit leaves open at draw 1 were then 11 known and 10 decided at a million
nodes, 14 and 11 with 100,000 here)."""

__all__ = ["DEFAULT_NODE_LIMITS", "DEFAULT_TABLE_SIZE", "Limits", "Policy", "Progress",
           "SolveResult", "default_node_limit", "solve", "solve_game", "solve_position",
           "winnable"]


@dataclass(frozen=True)
class Limits:
    node_limit: int | None = None
    """Nodes; ``None``: the draw's default (:func:`default_node_limit`)."""
    time_limit: float | None = None
    """Seconds, or ``None``."""
    table_size: int = DEFAULT_TABLE_SIZE
    policy: Policy = Policy.LEAST_RECENT


@dataclass(frozen=True)
class SolveResult:
    score: int
    exact: bool
    """The search finished (or won): ``score`` is the proved best."""
    line: tuple[str, ...]
    """The moves reaching ``score`` in the rules' notation (draws and redeals spelt out)."""
    nodes: int
    """Over all the phases (the dive and the full search)."""
    seconds: float
    decisions: int
    """Positions on the line where the search had more than one move worth trying."""
    stored: int
    """In the table of the last phase (each phase has a fresh table) when it stopped."""
    peak_stored: int
    """The most any phase's table held."""
    evictions: int
    """Over all the phases."""
    max_score: int = 52
    """The deck's size (52; less in the reduced test games). Added to the contract's fields."""
    decision_points: tuple[int, ...] = ()
    """Indices into ``line`` of the moves made at those positions (for a card from the stock,
    its first draw). Added to the contract's fields, for the replay's marks."""
    bound: int = 52
    """The most any play can reach, proved: ``score`` when exact, else the start's upper bound
    (``search_bounds.leaving``, lowered by ``search_bounds.split_by_twins``), or one short of
    ``max_score`` where the search proved the deal cannot be won (:data:`WIN_SHARE`). An
    undetermined deal's best lies between ``score`` and this; below ``max_score`` it cannot be
    won, though its best is not proved. Added to the contract's fields."""

    @property
    def result(self) -> str:
        """``won``, ``lost`` (proved: the maximum is impossible) or ``undetermined``."""
        if self.score == self.max_score:
            return "won"
        return "lost" if self.exact else "undetermined"

    @property
    def winnable(self) -> bool | None:
        return winnable(self.result, self.bound, self.max_score)


def winnable(result: str, bound: int, maximum: int = 52) -> bool | None:
    """Whether a deal can be won: known when it is won, lost, or undetermined with a bound below
    the maximum; None when that is open too."""
    if result != "undetermined":
        return result == "won"
    return None if bound >= maximum else False


@dataclass(frozen=True)
class Progress:
    """Reported every few thousand nodes, from the solver's thread."""

    nodes: int
    depth: int
    stored: int
    evictions: int
    best: int
    path: tuple[str, ...]
    """The moves on the explicit stack now (draws spelt out), for the thinking view."""


def solve(deal: Sequence[int], draw: int = 1, limits: Limits = Limits(),
          control: SearchControl | None = None,
          progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """The best score play can reach from ``deal`` (52 cards in dealing order)."""
    return solve_game(KlondikeSearch(draw), Klondike(draw), deal, limits, control, progress)


def solve_game(game: KlondikeSearch, rules: Klondike, deal: Sequence[int],
               limits: Limits = Limits(), control: SearchControl | None = None,
               progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """:func:`solve` for any size of game (``game`` and ``rules`` of the same draw and deck)."""
    return _solve(game, rules, game.start(deal), rules.start(deal), limits, control, progress)


def solve_position(rules: Klondike, pos: Position, limits: Limits = Limits(),
                   control: SearchControl | None = None,
                   progress: Callable[[Progress], None] | None = None) -> SolveResult:
    """:func:`solve` from any position of the game (the app's "Best play" on the board)."""
    game = KlondikeSearch(rules.draw, rules.ranks, rules.pile_count)
    return _solve(game, rules, game.from_position(pos), pos, limits, control, progress)


def _solve(game: KlondikeSearch, rules: Klondike, start: State, pos: Position, limits: Limits,
           control: SearchControl | None,
           progress: Callable[[Progress], None] | None) -> SolveResult:
    began = time.monotonic()
    if limits.time_limit is not None:
        control = (control.derive(time_limit=limits.time_limit) if control is not None
                   else SearchControl(time_limit=limits.time_limit))

    spent = evictions = peak = 0

    asking = False
    """The search running only asks whether the deal can be won: its best is a pretence."""

    def report(p: SearchProgress[SMove]) -> None:
        assert progress is not None
        best = (found.score if found is not None else game.score(start)) if asking else p.best
        progress(Progress(spent + p.nodes, p.depth, p.stored, evictions + p.evictions, best,
                          tuple(_texts(game, start, p.path)[0])))

    node_limit = (limits.node_limit if limits.node_limit is not None
                  else default_node_limit(game.draw))
    scale = min(node_limit, DIVE_NODES)
    plan: list[tuple[int | None, int | None, int]] = []
    share_end = 0.0
    for width, discrepancies, share in PHASES:
        share_end += share
        if scale * share >= 1000:  # where the dives so far end, in nodes
            plan.append((width, discrepancies, int(scale * share_end)))
    start_bound = min(game.start_bound(start), game.max_score())
    if start_bound < game.max_score():
        plan = []
    found: SearchResult[SMove] | None = None
    wait = game.wait
    cannot_win = False

    def run(width: int | None, discrepancies: int | None, end: int,
            initial: SearchResult[SMove] | None = None) -> SearchResult[SMove]:
        nonlocal spent, evictions, peak
        # A dive that finished early leaves its nodes to the next.
        nodes = max(1, (end or node_limit) - spent)
        # A table that holds a position a node never fills: a plain set (DEFAULT_TABLE_SIZE).
        policy = Policy.NONE if limits.table_size >= nodes else limits.policy
        result = search(game, start, node_limit=nodes,
                        width=width, discrepancies=discrepancies,
                        initial=found if initial is None else initial,
                        table=TranspositionTable(limits.table_size, policy),
                        control=control, progress=report if progress is not None else None)
        spent += result.nodes
        evictions += result.evictions
        peak = max(peak, result.peak_stored)
        return result

    try:
        game.wait = 0  # the dives make every move at once (PHASES)
        for width, discrepancies, end in plan:
            found = run(width, discrepancies, end)
            if found.exact:
                break
        if found is None or not found.exact:
            game.wait = wait
            if start_bound >= game.max_score():
                # First only whether the deal can be won (WIN_SHARE): the search starts as if
                # a score one short of the maximum were found, so it cuts every position whose
                # bound is below the maximum.
                asking = True
                asked = run(None, None, min(node_limit, spent + int(node_limit * WIN_SHARE)),
                            SearchResult(game.max_score() - 1, False, (), (), 0, 0.0, 0, 0, 0))
                asking = False
                if asked.score >= game.max_score():
                    found = asked
                elif asked.exact:
                    cannot_win = True
        if found is None or not found.exact:
            # With a score found, the full search first asks only whether it can be beaten,
            # which may merge many positions (KlondikeSearch.aim): that proves many lost deals
            # fast. Where it is beaten, the best is still to be found, by the full search of the
            # best score from there (asking again from each better score would start each
            # search anew, and lost won deals that only the full search wins: DEFAULT_NODE_LIMITS).
            aimed = found is not None and game.aim(found.score)
            game.ceiling = start_bound  # reaching the bound proves the best: it stops there
            found = run(None, None, 0)
            if aimed and found.exact and start_bound > found.score >= game.max_score():
                game.aim(None)
                found = run(None, None, 0)
    finally:
        game.wait = wait
        game.aim(None)
        game.ceiling = 4 * game.ranks
    assert found is not None
    ceiling = min(start_bound, game.max_score() - 1) if cannot_win else start_bound
    line, begins = _texts(game, start, found.line)
    _replay(rules, pos, line, found.score)
    return SolveResult(found.score, found.exact, tuple(line), spent, time.monotonic() - began,
                       len(found.decisions), found.stored, peak, evictions,
                       game.max_score(), tuple(begins[i] for i in found.decisions),
                       found.score if found.exact else max(found.score, ceiling))


def _texts(game: KlondikeSearch, start: State,
           moves: Sequence[SMove]) -> tuple[list[str], list[int]]:
    """The rules' moves of the solver's ``moves``, and where each of those begins."""
    out: list[str] = []
    begins: list[int] = []
    state = start
    for move in moves:
        begins.append(len(out))
        out += game.move_texts(state, move)
        state = game.apply(state, move)
    return out, begins


def _replay(rules: Klondike, pos: Position, line: Sequence[str], score: int) -> None:
    """Plays ``line`` from ``pos`` with the rule book: a move it refuses, or a different score
    at the end, is a bug in the solver, never an answer.

    Most of a line is draws, and the rule book finds one by listing every legal move (that
    was most of an easy deal's time). Whether a draw or a redeal is legal, and which move it is,
    depends only on how many cards the stock and the waste hold (``Klondike.moves``), so the
    rule book's answer for those counts is asked once and kept."""
    stock_moves: dict[tuple[str, int, int], Move] = {}
    for n, text in enumerate(line, 1):
        try:
            if text == DRAW or text == REDEAL:
                counts = (text, min(len(pos.stock), rules.draw), len(pos.waste) if
                          not pos.stock else 0)
                move = stock_moves.get(counts)
                if move is None:
                    move = stock_moves[counts] = rules.parse_move(pos, text)
            else:
                move = rules.parse_move(pos, text)
            pos = rules.apply_legal(pos, move)
        except InputError as exc:
            raise RuntimeError(f"solitaire: the solver's move {n} {text}: {exc}") from exc
    if rules.score(pos) != score:
        raise RuntimeError(f"solitaire: the solver's line scores {rules.score(pos)}, not {score}")
