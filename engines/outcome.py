"""Who won a finished game, and by how much: the one place every game's end is read from.

A game's terminal value alone is not its result when points are scored along the way (tricks in
one suit): the result is every move's reward plus the terminal value, each counted for the side
that earned it. Values are from the first side's (A's, South's) point of view.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.protocol import Game, ValueKind


@dataclass(frozen=True)
class Outcome:
    over: bool
    """The final position has no legal moves."""
    value: float
    """The result for the first side: win/loss games +1/0/−1, score games the score
    difference (first side minus second) of the moves played from the start on."""
    winner: int | None
    """0 or 1 (index into ``info.sides``), ``None`` for a draw or an unfinished game."""
    score: float | None
    """Score games: ``value``; win/loss games: ``None``."""

    def winner_name(self, game: Game[Any, Any]) -> str | None:
        return None if self.winner is None else game.info.sides[self.winner]


def outcome(game: Game[Any, Any], start: Any, moves: Sequence[Any]) -> Outcome:
    """The result of the game played from ``start`` by ``moves`` (raises on an illegal one)."""
    pos, total = start, 0.0
    for move in moves:
        child = game.play(pos, move)
        reward = game.move_reward(pos, move, child)
        total += reward if game.to_move(pos) == 0 else -reward
        pos = child
    over = not game.legal_moves(pos)
    if over:
        end = game.terminal_value(pos)
        total += end if game.to_move(pos) == 0 else -end
    score = game.info.value_kind is ValueKind.SCORE
    winner = (0 if total > 0 else 1 if total < 0 else None) if over else None
    return Outcome(over, total, winner, total if score else None)
