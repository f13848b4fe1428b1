"""The Kalah player's default level against simple strategies on Kalah(6,4): random, the
rightmost pit, greedy store, greedy extra turn. Each game starts with two random plies (so the
games differ), then the player and the strategy alternate; the player plays each side in turn.
Prints every game's final store difference for the player, the score, and the player's time a
move (wall and CPU).

From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah_strength.py --games 2     # games a side
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.games.kalah.player import KalahPlayerAnalyzer, PlayerOptions  # noqa: E402
from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from engines.policy import choose  # noqa: E402

Strategy = Callable[[Kalah, KalahPosition, random.Random], int]


def random_move(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
    return rng.choice(list(game.legal_moves(pos)))


def rightmost(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
    return max(game.legal_moves(pos))  # the house nearest the mover's store


def stored(game: Kalah, pos: KalahPosition, move: int) -> int:
    child = game.play(pos, move)
    return child.store(pos.mover) - pos.store(pos.mover)


def greedy_store(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
    return max(game.legal_moves(pos), key=lambda move: (stored(game, pos, move), move))


def greedy_extra_turn(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
    """Another turn when one is to be had (nearest the store first), else the most stored."""
    def again(move: int) -> bool:
        return game.play(pos, move).mover == pos.mover
    return max(game.legal_moves(pos), key=lambda move: (again(move), stored(game, pos, move),
                                                        move))


STRATEGIES: dict[str, Strategy] = {"random": random_move, "rightmost pit": rightmost,
                                   "greedy store": greedy_store,
                                   "greedy extra turn": greedy_extra_turn}


def play(game: Kalah, strategy: Strategy, player_side: int, rng: random.Random,
         clock: list[float]) -> int:
    """The player's final store difference."""
    player = KalahPlayerAnalyzer(game, PlayerOptions())
    pos = game.initial()
    plies = 0
    while game.legal_moves(pos):
        if plies < 2:
            move = random_move(game, pos, rng)
        elif pos.mover == player_side:
            t, c = time.perf_counter(), time.process_time()
            move = choose(player.analyze(pos), rng=None).move.move
            clock[0] += time.perf_counter() - t
            clock[1] += time.process_time() - c
            clock[2] += 1
        else:
            move = strategy(game, pos, rng)
        pos = game.play(pos, move)
        plies += 1
    stores = game.final_stores(pos)
    return stores[player_side] - stores[1 - player_side]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2, help="games a side against each")
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    game = Kalah(6, 4)
    rng = random.Random(args.seed)
    print(f"default player ({PlayerOptions().depth}-ply search, exact where solved in "
          f"{PlayerOptions().exact_budget} s) on Kalah(6,4), {args.games} games a side each")
    total_won = total = 0
    for name, strategy in STRATEGIES.items():
        margins, clock = [], [0.0, 0.0, 0]
        for side in (0, 1):
            for _ in range(args.games):
                margins.append(play(game, strategy, side, rng, clock))
        won = sum(1 for x in margins if x > 0)
        total_won, total = total_won + won, total + len(margins)
        print(f"{name:>18}: won {won}/{len(margins)}, margins {margins}; "
              f"{clock[0] / clock[2]:.2f} s wall, {clock[1] / clock[2]:.2f} s CPU a move",
              flush=True)
    print(f"in all: won {total_won} of {total}")


if __name__ == "__main__":
    main()
