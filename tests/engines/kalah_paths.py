"""One Kalah question answered by the prover, for comparing the compiled kernels with pure
Python: ``answer`` in this process, or by a process started with ``FINITE_GAMES_PURE=1``
(``python -m tests.engines.kalah_paths``: a JSON question a line in, a JSON answer a line out)."""
from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from engines.compiled import describe
from engines.games.kalah.endgame_db import build, find
from engines.games.kalah.prover import KalahProver
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.search import KalahSearch
from engines.solvers.control import SearchControl


def answer(question: dict[str, Any]) -> dict[str, Any]:
    """question: m, n, variant, end, houses (South's, then North's), stores, mover, db (use the
    database when there is one), cap (table entries), depth (also the player's search); or
    build: [m, variant, end, most seeds], a database built (its SHA-256)."""
    if "search_only" in question:
        return search_only(question)
    if "build" in question:
        m, variant, end, limit = question["build"]
        table = build(m, variant, end, limit)
        return {"path": describe(), "size": len(table), "sha256": hashlib.sha256(table).hexdigest()}
    m = question["m"]
    game = Kalah(m, question["n"], question["variant"], question["end"], any_size=True)
    houses, stores = question["houses"], question["stores"]
    pos = KalahPosition(tuple(houses[:m]) + (stores[0],) + tuple(houses[m:]) + (stores[1],),
                        question["mover"])
    db = find(m, game.variant, game.end) if question["db"] else None
    prover = KalahProver(game, SearchControl(table_cap=question["cap"]), database=db)
    out: dict[str, Any] = {"path": describe()}
    if not game.legal_moves(pos):
        return out
    out["value"] = prover.value(pos)
    out["moves"] = prover.move_values(pos)
    out["nodes"], out["db_hits"] = prover.nodes, prover.db_hits
    if question.get("depth") and pos.m == game.m:
        search = KalahSearch(game, question.get("evaluation", "stores+sides"), db,
                             SearchControl(table_cap=question.get("search_cap", 4_000_000)),
                             free_extra_turns=question.get("free", False))
        result = search.iterative(pos, question["depth"])
        out["search"] = [result.value, result.best_move, result.move_values, search.nodes]
    return out


def search_only(question: dict[str, Any]) -> dict[str, Any]:
    """The player's search alone (no prover: positions too big to prove in a test)."""
    m = question["m"]
    game = Kalah(m, question["n"], question["variant"], question["end"])
    houses, stores = question["houses"], question["stores"]
    pos = KalahPosition(tuple(houses[:m]) + (stores[0],) + tuple(houses[m:]) + (stores[1],),
                        question["mover"])
    db = find(m, game.variant, game.end) if question["db"] else None
    search = KalahSearch(game, question["evaluation"], db,
                         SearchControl(table_cap=question["search_cap"]),
                         free_extra_turns=question["free"])
    first = search.iterative(pos, question["depth"])
    again = search.iterative(pos, question["depth"] + 1)  # the table kept from the first
    budgeted = search.iterative(pos, 30, question["nodes"])
    return {"path": describe(), "search": [first.value, first.best_move, first.move_values,
                                           again.move_values, budgeted.depth,
                                           budgeted.move_values, search.nodes]}


def main() -> None:
    for line in sys.stdin:
        print(json.dumps(answer(json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
