"""One node of a search tree as the teacher is shown it, and the words a node shows: its
value or bound, its α/β window. Kept apart from the view (:mod:`search_tree`) so that what a
node says can be built and tested without drawing."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from engines.solvers.trace import format_value


@dataclass
class TreeNode:
    """One node of a drawn tree; ``children`` is ``None`` until someone expands it."""

    position: Any
    move: str | None
    maximising: bool
    """True where the first side (the maximiser) is to move."""
    value: float | None = None
    """Value from the first side's point of view (e.g. SA − SB)."""
    alpha: float | None = None
    beta: float | None = None
    pruned: str = ""
    """Why this branch was not searched (a greyed node), e.g. "α ≥ β: 12 moves skipped"."""
    label: str = ""
    """Shown instead of the value when set (e.g. "Petya wins")."""
    note: str = ""
    """A line under the value, e.g. "×4" for a group of symmetric moves."""
    on_line: bool = False
    """On the chosen line (drawn red)."""
    bound: str = ""
    """``"lower"`` or ``"upper"`` when ``value`` is only a bound (shown ≥ x / ≤ x): a cutoff
    here or below stopped the search once it knew enough."""
    pending: bool = False
    """The step-by-step walk has not reached the end of this node's search: no value yet."""
    children: list[TreeNode] | None = None
    expanded: bool = False
    hidden: bool = False
    """Not revealed yet by the step-by-step walk."""
    x: float = 0.0
    y: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)


def _fmt(x: float | None) -> str:
    return format_value(x, "∞", 1).replace("-", "−")


def value_text(node: TreeNode) -> str:
    """What a node shows as its value: "?" while pending, "≥ x"/"≤ x" for a bound."""
    if node.pending:
        return "?"
    if node.label:
        return node.label
    prefix = {"lower": "≥ ", "upper": "≤ "}.get(node.bound, "")
    return prefix + _fmt(node.value)


def window_text(node: TreeNode) -> str:
    """The α/β window a node was searched with, "" when there is none."""
    if node.alpha is None and node.beta is None:
        return ""
    return f"α {_fmt(node.alpha)}  β {_fmt(node.beta)}"


def bound_tooltip(node: TreeNode) -> str:
    """The sentence that says a shown number is a bound, not a value (or not known yet)."""
    if node.pending:
        return QCoreApplication.translate(
            "SearchTreeView", "The search has not finished this node yet: its value appears "
            "when every move below it has been searched.")
    if node.bound == "lower":
        return QCoreApplication.translate(
            "SearchTreeView", "≥ {0}: only a lower bound. The search cut off here or below "
            "once it knew the value is at least {0}; the exact value may be larger — it was "
            "not needed.").format(_fmt(node.value))
    if node.bound == "upper":
        return QCoreApplication.translate(
            "SearchTreeView", "≤ {0}: only an upper bound. The search cut off below once it "
            "knew the value is at most {0}; the exact value may be smaller — it was not "
            "needed.").format(_fmt(node.value))
    return ""
