"""A record of a search, node by node, for the UI to draw and for golden-file tests."""
from __future__ import annotations

from dataclasses import dataclass, field


EXACT, LOWER, UPPER = "exact", "lower", "upper"


def bound_of(value: float, alpha: float, beta: float) -> str:
    """What a fail-soft alpha-beta result ``value`` searched within ``[alpha, beta]`` tells:
    at most ``value`` when it failed low, at least ``value`` when it failed high, else exact."""
    if value <= alpha:
        return UPPER
    if value >= beta:
        return LOWER
    return EXACT


@dataclass(frozen=True)
class TraceEvent:
    """One node of a recorded search, written when the node is finished."""

    node: int
    """Number of the node in visiting order (the root is 0)."""
    parent: int | None
    """Number of the parent node, ``None`` for the root."""
    move: str | None
    """The move leading here, in the game's notation."""
    depth: int
    """Plies from the root."""
    value: float
    """The node's value from the point of view of the player to move there."""
    alpha: float | None = None
    """The α bound the node was searched with (alpha-beta only)."""
    beta: float | None = None
    """The β bound the node was searched with (alpha-beta only)."""
    cutoff: bool = False
    """True when the search stopped at this node before trying every move."""
    note: str = ""
    """``"tt"`` (transposition table hit), ``"leaf"`` (depth limit), ``"end"`` (game over)."""
    bound: str = EXACT
    """What ``value`` is, for the player to move: the node's value (``EXACT``, at the searched
    depth), or only a bound on it (``LOWER``: at least ``value``; ``UPPER``: at most) — what a
    cutoff here or below leaves known. A teaching view must never show a bound as a value."""


@dataclass
class Trace:
    """Events capped at ``limit`` nodes; ``truncated`` says the cap was reached."""

    limit: int = 2000
    events: list[TraceEvent] = field(default_factory=list)
    principal_line: list[str] = field(default_factory=list)
    truncated: bool = False
    _next: int = 0

    def open_node(self) -> int | None:
        """Reserve a node number, or ``None`` once the cap is reached."""
        if self._next >= self.limit:
            self.truncated = True
            return None
        self._next += 1
        return self._next - 1

    def close_node(self, event: TraceEvent) -> None:
        self.events.append(event)

    def to_text(self) -> str:
        """One line an event, in node order: stable text for golden files."""
        lines = []
        for e in sorted(self.events, key=lambda e: e.node):
            window = "" if e.alpha is None else f" [{format_value(e.alpha)},{format_value(e.beta)}]"
            flags = (" cut" if e.cutoff else "") + (f" {e.note}" if e.note else "") + (
                "" if e.bound == EXACT else f" {e.bound}")
            lines.append(f"{'  ' * e.depth}{e.move or 'root'} = {format_value(e.value)}{window}"
                         f"{flags}")
        if self.principal_line:
            lines.append("line: " + " ".join(self.principal_line))
        return "\n".join(lines) + "\n"


def format_value(x: float | None, infinity: str = "inf", digits: int = 2) -> str:
    """A value or bound as text: whole numbers without a point, ±infinity spelled out."""
    if x is None:
        return "?"
    if x == float("inf"):
        return "+" + infinity
    if x == float("-inf"):
        return "-" + infinity
    return str(int(x)) if float(x).is_integer() else f"{x:.{digits}f}"
