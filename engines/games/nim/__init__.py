"""Nim and its family (Moore's Nim_k, exact, slow, hypergraph): the registry entry."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.entry import Built, GameEntry, Option, Settings, is_whole, number, whole
from engines.protocol import Game, NotationError

if TYPE_CHECKING:
    import random

MAX_K = 10_000
"""The largest K of the family's variants."""


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.nim.rules import Nim, NimAnalyzer, parse_edges
    edges = settings.get("edges")
    if isinstance(edges, str):
        edges = parse_edges(edges)
    elif edges is not None and not (
            isinstance(edges, (list, tuple)) and all(
                isinstance(e, (list, tuple)) and all(map(is_whole, e)) for e in edges)):
        raise NotationError("nim: every edge must list heap numbers from 1")
    k = whole(settings, "k", "nim") if "k" in settings else None
    game = Nim(variant, k=k, edges=edges)
    return game, NimAnalyzer(game)


def _start(game: Game[Any, Any], settings: Settings, rng: random.Random) -> Any:
    """The heaps of the settings (default 3, 4, 5), A to move; an edge of hypergraph Nim must
    name one of them."""
    heaps = settings.get("heaps", [3, 4, 5])
    if not isinstance(heaps, list) or not all(is_whole(h) for h in heaps):
        raise NotationError("nim: 'heaps' must be a list of whole numbers")
    # Through the notation: its checks (no heaps, too many, negative, edges) hold here too.
    return game.parse_position(" ".join(map(str, heaps)))


ENTRY = GameEntry(
    "nim", ("normal", "misere", "moore", "exact", "slow-le", "slow-eq", "hypergraph"),
    "engines.games.nim.rules", _build,
    options=(Option("k", "nim family: the K of moore/exact/slow-le/slow-eq", number(1, MAX_K)),
             Option("edges", 'nim hypergraph: allowed heap sets, e.g. "1,2;2,3;1"')),
    limits=("at most 10,000 heaps and 100,000 legal moves (the answer lists each);",
            "normal, misere: any such heaps, by the nim-sum; moore: by Moore's rule",
            "(a lost position: at most 400 moves); exact, slow-le, slow-eq, hypergraph:",
            "positions (heaps + 1 multiplied) x moves at most 1,000,000 — beyond, use",
            "--depth or --time-limit (then grundy is left out)"),
    start=_start, start_settings=("heaps",))
