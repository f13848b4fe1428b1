"""The independent path the exercise tests recompute every stated answer with: the generic exact
solver on the bare rules (never the game's own analyzer, which made the exercise), or the plain
brute force where the generic solver is the analyzer's own engine."""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from engines.exercise import Exercise
from engines.registry import build
from engines.solvers.exact import ExactSolver
from tests.engines.brute_force import brute_value_remoteness
from tests.engines.kalah_reference import OldKalahProver

BRUTE = ("seki",)
"""Games whose analyzer is the generic exact solver itself: checked by brute force."""


@lru_cache(maxsize=None)
def _rules(game: str, variant: str, settings: str) -> Any:
    return build(game, variant, json.loads(settings))[0]


@lru_cache(maxsize=None)
def _solver(game: Any) -> Any:
    """One reference solver a game's rules, kept: its table of solved positions serves every
    exercise of those rules (exercises of one level meet the same positions)."""
    return OldKalahProver(game) if game.info.name == "kalah" else ExactSolver(game)


def position_of(e: Exercise) -> tuple[Any, Any]:
    """The exercise's rules (one object for equal settings, so that the reference solver of
    those rules is shared) and its position."""
    game = _rules(e.game, e.variant, json.dumps(dict(e.settings), sort_keys=True))
    assert e.position is not None
    return game, game.parse_position(e.position)


def move_values(game: Any, pos: Any) -> tuple[tuple[int, int], dict[str, tuple[int, int]]]:
    """((value, remoteness) of ``pos``, {move text: (value, remoteness) for the mover});
    Kalah: remoteness 0, it is not asked."""
    if game.info.name == "kalah":
        # The Kalah prover of session 3, kept as the reference of the new one.
        old = _solver(game)
        return (old.value(pos), 0), {game.format_move(pos, m): (int(v), 0)
                                     for m, v in old.move_values(pos)}
    if game.info.name in BRUTE:
        root = brute_value_remoteness(game, pos)
        moves = {}
        for m in game.legal_moves(pos):
            child = game.play(pos, m)
            v, r = brute_value_remoteness(game, child)
            moves[game.format_move(pos, m)] = (game.child_sign(pos, child) * v, r + 1)
        return root, moves
    solver = _solver(game)
    root = solver.solve(pos)
    return root, {game.format_move(pos, mv.move): (mv.value, mv.remoteness)
                  for mv in solver.move_values(pos)}
