"""What the Kalah player looks at when it cannot see the end: evaluations and move ordering.

Every evaluation scores a position for the player to move there. The first is the seed's (the
store difference); the second adds the seeds on each side (they usually end in that side's store
when the game stops); the third is a linear function of all 2m + 2 counts with weights a class
can edit and compare in a tournament.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.games.kalah.rules import Kalah, KalahPosition

Evaluation = Callable[[KalahPosition], float]
EVALUATIONS = ("stores", "stores+sides", "linear")


def stores(pos: KalahPosition) -> float:
    return pos.store(pos.mover) - pos.store(1 - pos.mover)


def stores_and_sides(pos: KalahPosition) -> float:
    me = pos.mover
    return stores(pos) + sum(pos.houses(me)) - sum(pos.houses(1 - me))


def default_weights(m: int) -> list[float]:
    """Own houses (nearest the store last), own store, the opponent's houses, his store."""
    return [0.25] * m + [1.0] + [-0.25] * m + [-1.0]


def linear(weights: Sequence[float]) -> Evaluation:
    """w · (own houses, own store, opponent's houses, opponent's store), mover's view."""
    w = tuple(weights)

    def evaluate(pos: KalahPosition) -> float:
        me = pos.mover
        counts = pos.houses(me) + (pos.store(me),) + pos.houses(1 - me) + (pos.store(1 - me),)
        if len(counts) != len(w):
            raise ValueError(f"kalah: {len(w)} weights for a board of {len(counts)} pits")
        return sum(a * b for a, b in zip(w, counts))
    return evaluate


def evaluation(name: str, weights: Sequence[float] | None = None, m: int = 6) -> Evaluation:
    if name == "stores":
        return stores
    if name == "stores+sides":
        return stores_and_sides
    if name == "linear":
        return linear(weights if weights is not None else default_weights(m))
    raise ValueError(f"kalah: unknown evaluation '{name}' (one of {', '.join(EVALUATIONS)})")


def extra_turns_first(pos: KalahPosition, moves: Sequence[int]) -> list[int]:
    """Moves whose last seed lands in the own store first, then from the house nearest the
    store (they disturb the opponent least)."""
    m = pos.m
    own = pos.houses(pos.mover)

    def key(move: int) -> tuple[bool, int]:
        seeds = own[move - 1]
        distance = m - move + 1  # houses to the store, the store included
        return (seeds % (2 * m + 1) != distance, -move)
    return sorted(moves, key=key)


def by_evaluation(game: Kalah, evaluate: Evaluation
                  ) -> Callable[[KalahPosition, Sequence[int]], list[int]]:
    """Move ordering by a one-ply look: moves that give another move first, then the moves
    whose resulting position the evaluation likes best for the mover."""
    def order(pos: KalahPosition, moves: Sequence[int]) -> list[int]:
        def key(move: int) -> tuple[bool, float, int]:
            child = game.play(pos, move)
            again = child.mover == pos.mover
            score = evaluate(child) if again else -evaluate(child)
            return (not again, -score, -move)  # ties: nearest the store first
        return sorted(moves, key=key)
    return order
