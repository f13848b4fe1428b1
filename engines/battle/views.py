"""What a pupil's strategy sees: the position as plain data, and the facts of the move (``info``).

Every view is a dict of lists, numbers, strings, booleans and ``None`` — never our classes — so
it crosses the pipe to the strategy's process as JSON and reads in a school's first Python
lessons. It always holds ``notation`` (the position in the notation of ``shared/analysis-cli.md``)
and ``to_move`` (the side to move by the game's names); each game adds its own fields, told
from the point of view of the player to move ("my", "their"). The strategy gets a copy:
changing it changes nothing. The help page ``resources/help/battles/strategies.*.html``
documents every field; keep the two together.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.protocol import Game

View = dict[str, Any]


def _nim(game: Any, pos: Any) -> View:
    return {"heaps": list(pos.heaps)}


def _cards24(game: Any, pos: Any) -> View:
    total = game.total(pos)
    return {"counts": list(pos.counts), "deck": list(game.deck), "total": total,
            "target": game.target, "left": game.target - total}


def _kalah(game: Any, pos: Any) -> View:
    me = pos.mover
    return {"my_houses": list(pos.houses(me)), "my_store": pos.store(me),
            "their_houses": list(pos.houses(1 - me)), "their_store": pos.store(1 - me)}


def _seki(game: Any, pos: Any) -> View:
    return {"matrix": [list(row) for row in pos.matrix], "me": ("rows", "columns")[pos.mover],
            "passed": pos.passes > 0}


def _hands(game: Any, pos: Any) -> tuple[int, View]:
    me = game.to_move(pos)
    return me, {"my_hand": list(pos.hands[me]), "their_hand": list(pos.hands[1 - me]),
                "table": pos.table}


def _odnomastka(game: Any, pos: Any) -> View:
    _, view = _hands(game, pos)
    view["i_lead"] = pos.table is None
    return view


def _durak(game: Any, pos: Any) -> View:
    me, view = _hands(game, pos)
    view["i_attack"] = pos.attacker == me
    return view


def _determinant(game: Any, pos: Any) -> View:
    cells = list(pos.cells)
    return {"table": [cells[0:3], cells[3:6], cells[6:9]],
            "me": "rows" if game.to_move(pos) == 0 else "columns",
            "numbers_left": [n for n in range(1, 10) if n not in cells]}


def _ege(game: Any, pos: Any) -> View:
    edges = game.edges(pos)
    return {"heaps": list(pos.heaps),
            "after": {game.format_move(pos, e.move): list(e.heaps) for e in edges},
            "ending": [game.format_move(pos, e.move) for e in edges
                       if game.task.ended(e.heaps)],
            "task": game.source}


VIEWS: dict[str, Callable[[Any, Any], View]] = {
    "nim": _nim, "cards24": _cards24, "kalah": _kalah, "seki": _seki,
    "odnomastka": _odnomastka, "durak": _durak, "determinant": _determinant, "ege": _ege}


def view(game: Game[Any, Any], pos: Any) -> View:
    """The position as the strategy of the player to move sees it."""
    out: View = {"notation": game.format_position(pos), "to_move": game.side_name(pos)}
    own = VIEWS.get(game.info.name)
    if own is not None:
        out.update(own(game, pos))
    return out


def info(game: Game[Any, Any], pos: Any, *, move_number: int, time_left: float,
         settings: dict[str, Any], history: list[str]) -> dict[str, Any]:
    """The facts of this move besides the position: the side to move, the move number (1 for
    the first move of the game), the seconds the strategy has for this move, the game's
    settings, its name and variant, and the moves played so far."""
    return {"side": game.side_name(pos), "move_number": move_number, "time_left": time_left,
            "settings": settings, "game": game.info.name, "variant": game.info.variant,
            "history": list(history)}
