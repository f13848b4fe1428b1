"""The Kalah player's default level against simple strategies on Kalah(6,4): random, the
rightmost pit, greedy store, greedy extra turn, and the player before issue #18 ("depth-6
shared": the shared alpha-beta, 6 plies, the store difference, the same exact trial). The player
plays each side in turn. Prints per strategy and side the games won, drawn, the worst and mean
final store difference for the player, the games not won, and the player's time a move.

What is random. Against a deterministic strategy and a deterministic player a game is fixed by
its start, so something must vary: by default the opponent's first move is drawn at random (one
of the six houses), then it plays its strategy; every move the player makes is its own. Such a
game is played once and counted as often as it is drawn ("12 different"). ``--opening plies``
draws the first two plies whoever makes them instead: the player may have to start with a
random move of its own (a handicap; the bench before 27 Nov 2026 did that).

Measured 27 Nov 2026 (issue #18), the default player (15 plies, the store difference, exact
where solved in 0.7 s CPU, traps when lost), 100 games a side, 2 cores shared by 3–4 runs:

    opponent             South              North               CPU a move (player)
    random               100/100            100/100             0.71–0.74 s
    rightmost pit        100/100            100/100             0.63–0.64 s
    greedy store         100/100            100/100             0.55–0.57 s
    greedy extra turn    100/100            100/100             0.65–0.93 s
    in all against the simple strategies: 800 of 800 won (target met)
    depth-6 shared       100/100             63/100             0.62–1.21 s

With two random plies (``--opening plies``, the player's own first move may be random) against
greedy extra turn, 30 games a side: 27/30 as South (3 drawn), 25/30 as North (1 drawn, worst −4).

Against the old player North loses the games that open with South's house 3 or 6 (−10 each):
Kalah(6,4) is +8 for the first player with best play (tests/benchmarks/bench_kalah_start.py),
and the old player plays those openings well enough.

At 12 plies (0.21–0.27 s a move) the same bench gave 953 of 1000: every game won as South, and
as North 81/100 against rightmost pit (19 drawn), 100/100 greedy store, 87/100 greedy extra turn,
85/100 depth-6 shared — all the games not won were South's opening from house 3, where the
strategies play on well; 37 seeds in, that game was exactly −16 for North (33.9 s to solve). On
that line alone against greedy extra turn: −6 (12 plies), −2 (13), −2 (14), +8 (15), 0 (16),
−4 (17), −2 (18) — the strength is not monotonic in the depth there. Depth 8 (the default before)
won 21 and 17 of 30 against greedy extra turn with two random plies.

From the project root:

    .venv/bin/python tests/benchmarks/bench_kalah_strength.py --games 2     # games a side
    .venv/bin/python tests/benchmarks/bench_kalah_strength.py --games 100 --against random
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


class SharedSearch(PlayerOptions):
    """The player before issue #18: the shared alpha-beta (``engines/solvers/alphabeta.py``)
    at depth 6 with the store difference, exact where solved in its budget."""

    def fast(self) -> bool:
        return False


def old_player(game: Kalah) -> KalahPlayerAnalyzer:
    return KalahPlayerAnalyzer(game, SharedSearch(depth=6))


def analyzer_strategy(make: Callable[[Kalah], KalahPlayerAnalyzer]) -> Strategy:
    """A strategy that asks an analyzer of its own (one a game: kept in a closure)."""
    players: dict[int, KalahPlayerAnalyzer] = {}

    def move(game: Kalah, pos: KalahPosition, rng: random.Random) -> int:
        player = players.get(id(game))
        if player is None:
            players.clear()
            player = players[id(game)] = make(game)
        return int(choose(player.analyze(pos), rng=None).move.move)
    return move


def opening(game: Kalah, rng: random.Random, kind: str) -> tuple[tuple[int, ...], int | None]:
    """What is random in a game, drawn before it is played: (the first plies, the opponent's
    first move as an index into its legal moves then). ``opponent``: only the opponent's first
    move, so every move the player makes is its own; ``plies``: the first two plies, whoever
    makes them (the player may start with a random move of its own, a handicap)."""
    if kind == "opponent":
        return (), rng.randrange(game.m)
    pos, moves = game.initial(), []
    for _ in range(2):
        moves.append(random_move(game, pos, rng))
        pos = game.play(pos, moves[-1])
    return tuple(moves), None


def play(game: Kalah, strategy: Strategy, player_side: int, start: tuple[int, ...],
         opponent_first: int | None, clock: list[float], options: PlayerOptions,
         rng: random.Random) -> int:
    """The player's final store difference: the ``start`` moves, then the player against the
    strategy, whose first move is its legal move number ``opponent_first`` when given."""
    player = KalahPlayerAnalyzer(game, options)
    pos = game.initial()
    for move in start:
        pos = game.play(pos, move)
    opponent_moves = len(start) if opponent_first is None else 0
    while game.legal_moves(pos):
        if pos.mover == player_side:
            t, c = time.perf_counter(), time.process_time()
            move = choose(player.analyze(pos), rng=None).move.move
            clock[0] += time.perf_counter() - t
            clock[1] += time.process_time() - c
            clock[2] += 1
        else:
            if opponent_moves == 0 and opponent_first is not None:
                legal = game.legal_moves(pos)
                move = legal[opponent_first % len(legal)]
            else:
                move = strategy(game, pos, rng)
            opponent_moves += 1
        pos = game.play(pos, move)
    stores = game.final_stores(pos)
    return stores[player_side] - stores[1 - player_side]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2, help="games a side against each")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--against", nargs="*", default=list(STRATEGIES) + ["depth-6 shared"],
                        choices=list(STRATEGIES) + ["depth-6 shared"])
    parser.add_argument("--depth", type=int, help="the player's depth (default: the default)")
    parser.add_argument("--evaluation", help="the player's evaluation (default: the default)")
    parser.add_argument("--free", action="store_true", help="another turn costs no ply")
    parser.add_argument("--time", type=float, help="seconds a move instead of a depth")
    parser.add_argument("--exact-budget", type=float, help="CPU seconds of the exact trial")
    parser.add_argument("--side", type=int, choices=[0, 1], help="only this side (0: South)")
    parser.add_argument("--opening", choices=["opponent", "plies"], default="opponent",
                        help="what is random: the opponent's first move (default), or the "
                             "first two plies whoever makes them")
    args = parser.parse_args()
    game = Kalah(6, 4)
    rng = random.Random(args.seed)
    options = PlayerOptions()
    if args.depth:
        options.depth = args.depth
    if args.evaluation:
        options.evaluation = args.evaluation
    if args.free:
        options.free_extra_turns = True
    if args.time:
        options.time_limit = args.time
    if args.exact_budget is not None:
        options.exact_budget = args.exact_budget
    print(f"player: depth {options.depth} ({options.evaluation}"
          f"{', extra turns free' if options.fast() and options.free_extra_turns else ''}), "
          f"exact where solved in {options.exact_budget} s CPU (traps when lost), on Kalah(6,4), "
          f"{args.games} games a side each, random: {args.opening}; target: every game won "
          f"against the simple strategies")
    total_won = total = 0
    simple_lost = 0
    """Games not won against the simple strategies (the target: none)."""
    strategies = dict(STRATEGIES, **{"depth-6 shared": analyzer_strategy(old_player)})
    for name in args.against:
        strategy = strategies[name]
        for side in (0, 1) if args.side is None else (args.side,):
            margins, clock = [], [0.0, 0.0, 0]
            played: dict[tuple[tuple[int, ...], int | None], int] = {}
            """Against a deterministic strategy a game is fixed by its random start: played
            once, counted as often as it is drawn."""
            for k in range(args.games):
                start, first = opening(game, rng, args.opening)
                moves = random.Random(rng.randrange(2 ** 32))  # the random strategy's
                if name == "random" or (start, first) not in played:
                    played[(start, first)] = play(game, strategy, side, start, first, clock,
                                                  options, moves)
                margins.append(played[(start, first)])
                if (k + 1) % 25 == 0 and k + 1 < args.games:
                    print(f"{'':>20} {k + 1} games: won {sum(1 for x in margins if x > 0)}",
                          flush=True)
            won = sum(1 for x in margins if x > 0)
            drawn = sum(1 for x in margins if x == 0)
            total_won, total = total_won + won, total + len(margins)
            if name in STRATEGIES:
                simple_lost += len(margins) - won
            distinct = "" if name == "random" else f" ({len(played)} different)"
            print(f"{name:>18} {'SN'[side]}: won {won}/{len(margins)}{distinct}, drawn {drawn}, "
                  f"worst {min(margins):+d}, mean {sum(margins) / len(margins):+.1f}; "
                  f"{clock[0] / clock[2]:.2f} s wall, {clock[1] / clock[2]:.2f} s CPU a move "
                  f"(the player)", flush=True)
            lost = sorted({key: v for key, v in played.items() if v <= 0}.items())
            if lost and name != "random":
                print(f"{'':>20} not won (start, opponent's first move number): {lost}",
                      flush=True)
            elif lost:
                print(f"{'':>20} not won: {[x for x in margins if x <= 0]}", flush=True)
    print(f"in all: won {total_won} of {total}")
    if any(name in STRATEGIES for name in args.against):
        print(f"target (every game against the simple strategies won): "
              f"{'met' if not simple_lost else f'NOT met, {simple_lost} not won'}")


if __name__ == "__main__":
    main()
