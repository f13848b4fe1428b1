"""Independent reference search: plain recursive negamax with no memo, no pruning, no sharing of
code with ``engines.solvers`` beyond the game protocol itself."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

# Memoised on (game, position) itself — not on the game's canonical key — so a wrong key in a game
# cannot hide here.


@lru_cache(maxsize=None)
def brute_value(game: Any, pos: Any) -> int:
    moves = game.legal_moves(pos)
    if not moves:
        return game.terminal_value(pos)
    best = None
    for move in moves:
        child = game.play(pos, move)
        v = brute_value(game, child)
        v = v if game.to_move(child) == game.to_move(pos) else -v
        best = v if best is None or v > best else best
    return best


@lru_cache(maxsize=None)
def brute_value_remoteness(game: Any, pos: Any) -> tuple[int, int]:
    """Value and remoteness by the definition: the winner hurries, the loser/drawer delays."""
    moves = game.legal_moves(pos)
    if not moves:
        return game.terminal_value(pos), 0
    options = []
    for move in moves:
        child = game.play(pos, move)
        v, r = brute_value_remoteness(game, child)
        options.append((v if game.to_move(child) == game.to_move(pos) else -v, r + 1))
    best = max(v for v, _ in options)
    lengths = [r for v, r in options if v == best]
    return best, min(lengths) if best > 0 else max(lengths)


@lru_cache(maxsize=None)
def brute_grundy(game: Any, pos: Any) -> int:
    values = {brute_grundy(game, game.play(pos, m)) for m in game.legal_moves(pos)}
    n = 0
    while n in values:
        n += 1
    return n
