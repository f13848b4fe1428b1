"""Nim and its family (Moore's Nim_k, exact, slow, hypergraph): the registry entry."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Option, Settings, is_whole, number, whole
from engines.protocol import NotationError

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


ENTRY = GameEntry(
    "nim", ("normal", "misere", "moore", "exact", "slow-le", "slow-eq", "hypergraph"),
    "engines.games.nim.rules", _build,
    options=(Option("k", "nim family: the K of moore/exact/slow-le/slow-eq", number(1, MAX_K)),
             Option("edges", 'nim hypergraph: allowed heap sets, e.g. "1,2;2,3;1"')),
    limits=("at most 10,000 heaps and 100,000 legal moves (the answer lists each);",
            "normal, misere: any such heaps, by the nim-sum; moore: by Moore's rule",
            "(a lost position: at most 400 moves); exact, slow-le, slow-eq, hypergraph:",
            "positions (heaps + 1 multiplied) x moves at most 1,000,000 — beyond, use",
            "--depth or --time-limit (then grundy is left out)"))
