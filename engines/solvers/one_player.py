"""The best score a one-player game can reach: depth-first search with an explicit stack.

The question is "the highest score any sequence of moves reaches from here", so the search is
a walk over the positions reachable from the start, keeping the best score seen and the line of
moves that reached it. A game supplies the small :class:`OnePlayerGame` protocol; Klondike is
one (``engines.games.solitaire``), and any other solitaire with known cards can be another.

What the search does at each position (a *node*):

- **safe moves** first, without branching: a move the game guarantees loses nothing (the best
  score reachable after it is at least the best reachable before it) is simply made;
- **the path check**: a position already on the current path (the explicit stack) is not
  entered again — the position graph has cycles (a card moved back and forth, the stock turned
  over and over), and this alone makes every path finite;
- **the transposition table**: a position whose canonical key is stored was entered before and
  is not entered again;
- **the bound**: a position whose upper bound on any reachable score is no better than the best
  score found so far is not expanded, and the search stops at once when the game's maximum is
  reached. A bound only ever saves work, so leaving one out is always right, and the search
  leaves it out where it seldom pays: at a position with one move only (its one child is
  bounded, and what the bound would cut here it cuts there, one node later), and after a move
  the game says seldom brings the bound down (:meth:`OnePlayerGame.bounding`). Klondike's
  bound is most of a node's time; a quarter of the positions it expands have one move (a use
  pending: ``engines.games.solitaire.search_game``), and a third of the rest come by moves
  after which the bound cut 1 in 1,000 (29 Nov 2026, issue #33: draw 1, deals 1000-1999, 14 %
  and then 14 % less time for the same deals decided);
- otherwise its moves are pushed, in the game's order (the most promising first).

What a table entry means, and why an ``exact`` answer stays right when entries are evicted.
An entry says only "this position was entered", never "its value is v". Because the answer is
the best score over the *whole* reachable set (not a value backed up through a tree), one
global best suffices, and an entered position P satisfies, once the search ends: every
position reachable from P was examined (its score counted in the global best) or was cut by a
bound no better than the best (the best never decreases, so the cut stays right). The only
positions P's exploration skips without covering them itself are the ones on the path at that
moment (the path check) and ones stored earlier; a position on the path is an ancestor still
on the stack, which covers everything reachable from it before it is popped, and a stored one
satisfies the property by induction. So a subtree cut by the path check is not a hole: its
remainder belongs to an ancestor that is still open. (A table of *values* would be wrong here:
the value of a position whose search was cut by the path check depends on the path, and reusing
it after the ancestor is gone would under-report.) Eviction only forgets entries: the search may
then enter a position again and repeat work, but it never gains a false claim, and the path is
kept in its own set that is never evicted, so the search still ends. A search stopped by a node
or time limit reports ``exact=False``: the best found so far, not proved ("undetermined").
As with a table of values, a position may be skipped for another one only where the other's
moves lead to the same positions (``covering``), never merely because the other reaches all it
reaches and was searched to the end: that search may have left a part to an ancestor on the
path, whose search could reach that part only through the skipped position (the graph 0 → 7,
0 → 3, 7 → 0, 3 → 5 with score 1 at 5: 7 "dominates" 3 and is done, and 5 is never seen;
tried for Klondike's stock cards on 29 Nov 2026 and dropped, though no real deal went wrong).

Dives, and a search that starts from a score already found. An exhaustive depth-first search
spends its nodes under its first few moves: a wrong early choice can hold it for millions of
nodes, while a winning line often differs from its first line in only a few places. A *dive*
(``width`` k) tries only the first k moves of each position, so with a small share of the
nodes it looks at many different early choices; it proves nothing (its table entries say
"entered, but not every move tried", so they are never handed on) unless it reaches the
maximum. The full search then starts with a fresh table and the dive's score and line as its
best (``initial``). That changes nothing in the argument above: the starting best is a score
some line really reaches, so a position cut by a bound no better than it cannot reach more,
and when the full search finishes its best is still the best over the whole reachable set.
"""
from __future__ import annotations

import enum
import heapq
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from operator import itemgetter
from typing import Generic, Protocol, TypeVar

from engines.solvers.control import SearchControl, TimeUp

P = TypeVar("P")
M = TypeVar("M")


class OnePlayerGame(Protocol[P, M]):
    """What the search needs from a one-player game whose score it maximises."""

    def moves(self, position: P) -> Sequence[M]:
        """The moves worth trying, the most promising first (dominated ones may be left out)."""
        ...

    def apply(self, position: P, move: M) -> P:
        ...

    def score(self, position: P) -> int:
        ...

    def max_score(self) -> int:
        """The highest score the game has (the search stops there)."""
        ...

    def key(self, position: P) -> Hashable:
        """Equal for positions with the same future (e.g. tableau piles in any order)."""
        ...

    def bound(self, position: P, best: int) -> int:
        """An upper bound on every score reachable from ``position`` (itself included). Only
        whether it is above ``best`` is asked: once the game knows that, it may answer any
        number above ``best`` (a cheaper answer)."""
        ...

    def covering(self, key: Hashable) -> Hashable | None:
        """The key of a position whose moves include every move of the position with ``key``
        and lead to the same positions (so it reaches all this one reaches), or ``None``."""
        ...

    def bounding(self, position: P, move: M) -> bool:
        """Whether the position ``move`` leads to from ``position`` (an expanded one, whose
        bound was above the best) is worth bounding: ``False`` where the move hardly ever brings
        the bound down, and the search then leaves it out (a bound only ever saves work)."""
        ...

    def safe_move(self, position: P) -> M | None:
        """A move that keeps the best reachable score, or ``None``. Safe moves must never lead
        round in a circle (each one should raise the score)."""
        ...


class Policy(enum.Enum):
    """What the transposition table does when it is full."""

    NONE = "none"
    """Keep every entry; when full, store nothing more."""
    LEAST_USED = "least-used"
    """Each entry counts its uses; when full, drop the least-used quarter (counts then halve,
    so old fame fades)."""
    LEAST_RECENT = "least-recent"
    """Move-to-front: a use moves the entry to the front; when full, drop the one at the back."""


class TranspositionTable:
    """Canonical keys of entered positions, at most ``capacity`` of them."""

    def __init__(self, capacity: int, policy: Policy = Policy.LEAST_RECENT) -> None:
        if capacity < 1:
            raise ValueError("a table holds at least one position")
        self.capacity = capacity
        self.policy = policy
        self.peak = 0
        self.evictions = 0
        self.refused = 0
        """Positions not stored because the table was full (policy NONE)."""
        self.hits = 0
        self._recent: OrderedDict[Hashable, None] = OrderedDict()
        self._uses: dict[Hashable, int] = {}
        self._plain: set[Hashable] = set()

    def __len__(self) -> int:
        return len(self._recent) + len(self._uses) + len(self._plain)

    def seen(self, key: Hashable) -> bool:
        """Whether ``key`` is stored; a hit counts as a use."""
        if self.policy is Policy.LEAST_RECENT:
            if key in self._recent:
                self._recent.move_to_end(key)
                self.hits += 1
                return True
            return False
        if self.policy is Policy.LEAST_USED:
            uses = self._uses.get(key)
            if uses is None:
                return False
            self._uses[key] = uses + 1
            self.hits += 1
            return True
        if key in self._plain:
            self.hits += 1
            return True
        return False

    def store(self, key: Hashable) -> None:
        if self.policy is Policy.LEAST_RECENT:
            if len(self._recent) >= self.capacity:
                self._recent.popitem(last=False)
                self.evictions += 1
            self._recent[key] = None
            size = len(self._recent)
        elif self.policy is Policy.LEAST_USED:
            if len(self._uses) >= self.capacity:
                self._evict_least_used()
            self._uses[key] = 1
            size = len(self._uses)
        else:
            if len(self._plain) >= self.capacity:
                self.refused += 1
                return
            self._plain.add(key)
            size = len(self._plain)
        if size > self.peak:
            self.peak = size

    def _evict_least_used(self) -> None:
        # A batch, not one entry: finding the least used costs a pass over the table, which a
        # quarter of the table's worth of stores then pays for. Ties go to the oldest entries.
        count = max(1, self.capacity // 4)
        for key, _ in heapq.nsmallest(count, self._uses.items(), key=itemgetter(1)):
            del self._uses[key]
        self.evictions += count
        for key in self._uses:
            self._uses[key] = (self._uses[key] + 1) // 2


class SearchProgress(Generic[M]):
    """Reported every ``report_every`` nodes. (Plain classes, not dataclasses, here and below:
    this module is a compiled kernel, and mypyc compiles no generic dataclass.)"""

    def __init__(self, nodes: int, depth: int, stored: int, evictions: int, best: int,
                 path: tuple[M, ...]) -> None:
        self.nodes = nodes
        self.depth = depth
        self.stored = stored
        self.evictions = evictions
        self.best = best
        self.path = path
        """The moves from the start to the position on top of the stack."""


class SearchResult(Generic[M]):
    def __init__(self, score: int, exact: bool, line: tuple[M, ...], decisions: tuple[int, ...],
                 nodes: int, seconds: float, stored: int, peak_stored: int,
                 evictions: int) -> None:
        self.score = score
        self.exact = exact
        """True when the search finished (or reached the maximum): ``score`` is proved best."""
        self.line = line
        """Moves from the start to a position with ``score``."""
        self.decisions = decisions
        """Where on ``line`` the search had more than one move to try: the indices of the moves
        made there."""
        self.nodes = nodes
        self.seconds = seconds
        self.stored = stored
        self.peak_stored = peak_stored
        self.evictions = evictions

    def __repr__(self) -> str:
        return (f"SearchResult(score={self.score}, exact={self.exact}, nodes={self.nodes}, "
                f"line of {len(self.line)})")


class _Frame(Generic[P, M]):
    def __init__(self, position: P, key: Hashable, moves: Sequence[M], via: tuple[M, ...],
                 end: int, spent: int) -> None:
        self.position = position
        self.key = key
        self.moves = moves
        self.via = via
        """The move from the parent and the safe moves after it."""
        self.end = end
        """How many of ``moves`` are tried (all but in a dive of limited ``width``)."""
        self.spent = spent
        """The discrepancies of the path to here (see :func:`search`)."""
        self.next = 0


class _Walk(Generic[P, M]):
    """One search's state: the stack, the path's keys, the best so far."""

    def __init__(self, game: OnePlayerGame[P, M], table: TranspositionTable,
                 width: int, discrepancies: int) -> None:
        self.game = game
        self.table = table
        self.width = width
        """-1: every move."""
        self.discrepancies = discrepancies
        """-1: no limit."""
        self.maximum = game.max_score()
        self.stack: list[_Frame[P, M]] = []
        self.on_path: set[Hashable] = set()
        self.best = -1
        self.best_line: tuple[M, ...] = ()
        self.decisions: tuple[int, ...] = ()
        self.narrowed = False

    def enter(self, position: P, via: tuple[M, ...], spent: int,
              bounded: bool = True) -> _Frame[P, M] | None:
        """The frame of ``position`` (reached by ``via``) after its safe moves, or ``None``
        when it is not to be expanded (``bounded``: worth bounding, ``OnePlayerGame.bounding``)."""
        game = self.game
        chain = via
        while True:
            score = game.score(position)
            if score > self.best:
                self.best = score
                line: list[M] = []
                decisions: list[int] = []
                for f in self.stack:  # a frame's move is the first after its own via
                    line.extend(f.via)
                    if len(f.moves) > 1:
                        decisions.append(len(line))
                line.extend(chain)
                self.best_line = tuple(line)
                self.decisions = tuple(decisions)
            if self.best >= self.maximum:
                return None
            safe = game.safe_move(position)
            if safe is None:
                break
            position = game.apply(position, safe)
            chain += (safe,)
        key = game.key(position)
        table = self.table
        if key in self.on_path or table.seen(key):
            return None
        cover = game.covering(key)
        if cover is not None and (cover in self.on_path or table.seen(cover)):
            return None
        table.store(key)
        moves = game.moves(position)
        if not moves:
            return None
        if bounded and len(moves) > 1 and game.bound(position, self.best) <= self.best:
            return None
        self.on_path.add(key)
        end = len(moves)
        if 0 <= self.width < end:
            end = self.width
            self.narrowed = True
        if self.discrepancies >= 0 and self.discrepancies - spent + 1 < end:
            end = self.discrepancies - spent + 1
            self.narrowed = True
        return _Frame(position, key, moves, chain, end, spent)

    def path(self, move: M) -> tuple[M, ...]:
        line: list[M] = []
        for f in self.stack:
            line.extend(f.via)
        line.append(move)
        return tuple(line)


def search(game: OnePlayerGame[P, M], start: P, *, node_limit: int | None = None,
           table: TranspositionTable | None = None, control: SearchControl | None = None,
           progress: Callable[[SearchProgress[M]], None] | None = None,
           report_every: int = 4096, width: int | None = None,
           discrepancies: int | None = None,
           initial: SearchResult[M] | None = None) -> SearchResult[M]:
    """The best score reachable from ``start`` (see the module docstring).

    ``node_limit`` and ``control``'s time limit stop the search with ``exact=False``;
    ``control.cancel()`` raises :class:`~engines.solvers.control.Cancelled`.
    ``width`` tries only the first ``width`` moves of each position: a dive that may find a good
    line fast but proves nothing (``exact`` only if it reaches the maximum or never left a
    move out). ``discrepancies`` makes another dive: the k-th move of a position (from 0)
    costs k, and a path may spend at most ``discrepancies`` in all, so the dive tries many
    lines close to the game's first choices at every depth, where a dive of limited width
    spends its nodes deep under its first few choices. ``initial`` is an earlier search's result from the same ``start``: its score,
    reached by its line, is the best to beat from the first node on.
    """
    began = time.monotonic()
    table = table if table is not None else TranspositionTable(1_000_000, Policy.NONE)
    walk: _Walk[P, M] = _Walk(game, table, width if width is not None else -1,
                              discrepancies if discrepancies is not None else -1)
    if initial is not None:
        walk.best, walk.best_line, walk.decisions = initial.score, initial.line, initial.decisions
    limit = node_limit if node_limit is not None else -1
    stack = walk.stack
    nodes = 1
    # The control counts nodes in batches: a call a node from the compiled search cost the
    # statistics' solves (which pass one, for Cancel) 5 % of their time.
    countdown = control.check_every if control is not None else 0
    exact = True
    frame = walk.enter(start, (), 0)
    if frame is not None:
        stack.append(frame)
    try:
        while stack and walk.best < walk.maximum:
            top = stack[-1]
            if top.next >= top.end:
                stack.pop()
                walk.on_path.discard(top.key)
                continue
            if 0 <= limit <= nodes:
                exact = False
                break
            spent = top.spent + top.next
            move = top.moves[top.next]
            top.next += 1
            nodes += 1
            if control is not None:
                countdown -= 1
                if countdown <= 0:
                    countdown = control.tick_batch()
            if progress is not None and nodes % report_every == 0:
                progress(SearchProgress(nodes, len(stack), len(table), table.evictions,
                                        walk.best, walk.path(move)))
            frame = walk.enter(game.apply(top.position, move), (move,), spent,
                               game.bounding(top.position, move))
            if frame is not None:
                stack.append(frame)
    except TimeUp:
        exact = False
    return SearchResult(walk.best, (exact and not walk.narrowed) or walk.best >= walk.maximum,
                        walk.best_line, walk.decisions, nodes, time.monotonic() - began,
                        len(table), table.peak, table.evictions)
