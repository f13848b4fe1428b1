"""The Kalah player's search (``search.py``) drawn as a tree: its nodes written into a
:class:`Trace` as the shared alpha-beta writes them. Apart from the compiled search, which only
calls it when a tree is asked for (a plain Python object to the kernel)."""
from __future__ import annotations

from engines.solvers.trace import EXACT, Trace, TraceEvent, bound_of


def shown(base: int, gain: int, infinity: int) -> float:
    """A window edge as the shared search writes it: ±∞ where the search has no bound yet
    (its ``infinity`` shifted by the gains on the way down is still far beyond any value)."""
    if gain <= -infinity // 2:
        return float("-inf")
    if gain >= infinity // 2:
        return float("inf")
    return base + gain


class Recorder:
    """The search's nodes written into a :class:`Trace` as the shared alpha-beta writes them:
    each value, window and bound the final store difference for the player to move there (the
    search itself counts only the gain still to come, so each node carries its ``base``: the
    store difference for its mover on the way down)."""

    def __init__(self, trace: Trace, base: int, infinity: int,
                 max_ply: int | None = None) -> None:
        self.trace = trace
        self.infinity = infinity
        """The search's: window edges beyond half of it are ±∞."""
        self.max_ply = max_ply
        """Nodes deeper than this are searched but not written (a tree drawn whole to that
        ply, every move of the root in it, rather than the first line's subtree alone)."""
        self.below_drawn = False
        """Whether the search went deeper than ``max_ply``."""
        self.cutoffs = self.table_hits = 0
        """Over the whole search, drawn or not."""
        self.open_nodes: list[tuple[int | None, int, int, str | None]] = []
        """(trace node or None when not recorded, ply, base, move) from the root down."""
        self.edge: tuple[str | None, int] = (None, base)
        """(move, base) of the node the search opens next: set by its parent."""

    def child(self, house: int, stored: int, again: bool) -> None:
        """Before the search opens the child that house index ``house`` leads to."""
        base = self.open_nodes[-1][2] + stored
        self.edge = (str(house + 1), base if again else -base)

    def open(self) -> None:
        move, base = self.edge
        if self.open_nodes:
            parent, ply = self.open_nodes[-1][:2]
            deep = self.max_ply is not None and ply + 1 > self.max_ply
            self.below_drawn = self.below_drawn or deep
            node = self.trace.open_node() if parent is not None and not deep else None
            self.open_nodes.append((node, ply + 1, base, move))
        else:
            self.open_nodes.append((self.trace.open_node(), 0, base, None))

    def close(self, gain: int, alpha: int, beta: int, cutoff: bool = False, note: str = "",
              bound: str | None = None) -> None:
        """``gain`` searched within (``alpha``, ``beta``), all the mover's gain to come."""
        node, ply, base, move = self.open_nodes.pop()
        self.cutoffs += cutoff
        self.table_hits += note == "tt"
        if node is None:
            return
        parent = self.open_nodes[-1][0] if self.open_nodes else None
        self.trace.close_node(TraceEvent(
            node, parent, move, ply, base + gain, shown(base, alpha, self.infinity),
            shown(base, beta, self.infinity),
            cutoff, note, bound or bound_of(gain, alpha, beta)))

    def known(self, house: int, stored: int, again: bool, exact: int, alpha: int, beta: int,
              over: bool) -> None:
        """A child whose value is known without a search (the game ends, or the database knows
        it): a leaf of the tree. ``exact``, ``alpha``, ``beta``: the parent's."""
        self.child(house, stored, again)
        self.open()
        note = "end" if over else "db"
        if again:
            self.close(exact - stored, alpha - stored, beta - stored, note=note, bound=EXACT)
        else:
            self.close(stored - exact, stored - beta, stored - alpha, note=note, bound=EXACT)
