"""Kalah players against each other: every pair, both colours, N games each, optionally after a
few random opening moves so the games differ — the seed's way to pick the best evaluation."""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engines.games.kalah import MAX_DEPTH
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.evaluation import EVALUATIONS, evaluation, extra_turns_first
from engines.protocol import NotationError, NumberError, parse_int
from engines.solvers.alphabeta import AlphaBeta, SearchOptions
from engines.solvers.control import SearchControl


@dataclass(frozen=True)
class Entrant:
    evaluation: str
    depth: int
    weights: tuple[float, ...] | None = None

    @property
    def name(self) -> str:
        return f"{self.evaluation}@{self.depth}"


@dataclass
class Standing:
    entrant: Entrant
    wins: int = 0
    draws: int = 0
    losses: int = 0
    margin: int = 0
    """Sum of final store differences, this player minus the opponent."""
    games: int = 0

    @property
    def average_margin(self) -> float:
        return self.margin / self.games if self.games else 0.0

    @property
    def points(self) -> float:
        return self.wins + self.draws / 2


@dataclass
class Result:
    standings: list[Standing]
    games: list[tuple[str, str, int]] = field(default_factory=list)
    """(South, North, South's final margin) for every game."""

    def table(self) -> str:
        rows = [f"{'player':<20} {'W':>4} {'D':>4} {'L':>4} {'points':>7} {'avg margin':>11}"]
        for s in sorted(self.standings, key=lambda s: (-s.points, -s.average_margin)):
            rows.append(f"{s.entrant.name:<20} {s.wins:>4} {s.draws:>4} {s.losses:>4} "
                        f"{s.points:>7.1f} {s.average_margin:>+11.2f}")
        return "\n".join(rows)


def parse_entrants(text: str) -> list[Entrant]:
    """"stores:4,stores+sides:6,linear:4" → entrants (evaluation:depth)."""
    out = []
    for item in text.split(","):
        name, _, depth = item.strip().partition(":")
        if name not in EVALUATIONS:
            raise NotationError("kalah tournament: unknown evaluation '{0}' (one of {1})", name,
                                ", ".join(EVALUATIONS))
        try:
            out.append(Entrant(name, parse_int(depth, 1, MAX_DEPTH)))
        except NumberError:
            raise NotationError("kalah tournament: give a depth 1…{1} after '{0}:'", name,
                                MAX_DEPTH)
    if len(out) < 2:
        raise NotationError("kalah tournament: at least two players, e.g. stores:4,stores+sides:4")
    return out


def choose_move(game: Kalah, pos: KalahPosition, entrant: Entrant, rng: random.Random,
                control: SearchControl) -> int:
    options = SearchOptions(evaluate=evaluation(entrant.evaluation, entrant.weights,  # type: ignore[arg-type]
                                                pos.m),
                            order_hint=extra_turns_first)  # type: ignore[arg-type]
    values, _ = AlphaBeta(game, options, control).move_values(pos, entrant.depth)
    best = max(v for _, v in values)
    return rng.choice([m for m, v in values if v == best])


def play_game(game: Kalah, south: Entrant, north: Entrant, rng: random.Random,
              random_opening: int, control: SearchControl) -> int:
    """South's final store difference."""
    pos = game.initial()
    plies = 0
    while game.legal_moves(pos):
        if plies < random_opening:
            move = rng.choice(list(game.legal_moves(pos)))
        else:
            move = choose_move(game, pos, south if pos.mover == 0 else north, rng, control)
        pos = game.play(pos, move)
        plies += 1
    s, n = game.final_stores(pos)
    return s - n


def run(entrants: Sequence[Entrant], m: int = 6, n: int = 4, games: int = 2,
        random_opening: int = 2, seed: int = 1, variant: str = "standard", end: str = "either",
        control: SearchControl | None = None,
        progress: Callable[[int, int], None] | None = None) -> Result:
    """Every pair meets ``games`` times with each colour."""
    control = control or SearchControl()
    game = Kalah(m, n, variant, end)
    rng = random.Random(seed)
    standings = {e: Standing(e) for e in entrants}
    result = Result(list(standings.values()))
    pairs = [(a, b) for i, a in enumerate(entrants) for b in entrants[i + 1:]]
    total, done = len(pairs) * 2 * games, 0
    for a, b in pairs:
        for south, north in ((a, b), (b, a)):
            for _ in range(games):
                margin = play_game(game, south, north, rng, random_opening, control)
                result.games.append((south.name, north.name, margin))
                for player, mine in ((south, margin), (north, -margin)):
                    s = standings[player]
                    s.games += 1
                    s.margin += mine
                    if mine > 0:
                        s.wins += 1
                    elif mine < 0:
                        s.losses += 1
                    else:
                        s.draws += 1
                done += 1
                if progress is not None:
                    progress(done, total)
    return result
