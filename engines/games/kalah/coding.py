"""The integer coding of Kalah's houses that the exact prover and the player's search share: a
position seen from the mover is one integer, ``bits`` bits a pit (the mover's houses, his store,
the opponent's houses), and a sowing is one addition from a table."""
from __future__ import annotations

from engines.games.kalah.endgame_db import KalahDatabase


class Board:
    """The integer coding of one board size: m houses a side, ``bits`` bits a pit."""

    def __init__(self, m: int, bits: int, most_seeds: int) -> None:
        self.m, self.bits = m, bits
        self.ring = 2 * m + 1  # the mover's houses, his store, the opponent's houses
        self.mask = (1 << bits) - 1
        self.own_mask = (1 << bits * m) - 1
        self.store_shift = bits * m
        self.opp_shift = bits * (m + 1)
        self.house_shifts = [bits * k for k in range(m)] + \
                            [bits * k for k in range(m + 1, 2 * m + 1)]
        self.most_seeds = 0
        self.sow: list[list[int]] = [[0] for _ in range(m)]
        """sow[i][s]: what sowing house i holding s seeds adds to the position."""
        self.last: list[list[int]] = [[0] for _ in range(m)]
        """last[i][s]: the pit the last seed falls into."""
        self.extend(most_seeds)

    def extend(self, most_seeds: int) -> None:
        ring, bits = self.ring, self.bits
        every = sum(1 << bits * k for k in range(ring))
        for i in range(self.m):
            for s in range(self.most_seeds + 1, most_seeds + 1):
                laps, rest = divmod(s, ring)
                delta = laps * every - (s << bits * i)
                for d in range(1, rest + 1):
                    delta += 1 << bits * ((i + d) % ring)
                self.sow[i].append(delta)
                self.last[i].append((i + s) % ring)
        self.most_seeds = max(self.most_seeds, most_seeds)

    def encode(self, houses: tuple[int, ...]) -> int:
        """``houses``: the mover's m, then the opponent's m."""
        return sum(h << shift for h, shift in zip(houses, self.house_shifts))

    def decode(self, key: int) -> tuple[int, ...]:
        return tuple((key >> shift) & self.mask for shift in self.house_shifts)


def bits_for(seeds: int) -> int:
    return max(6, seeds.bit_length())


def database_gain(db: KalahDatabase, board: Board, key: int) -> int:
    """The database's exact future gain for the mover of ``key`` (its seeds within the
    database): the combinatorial rank of the houses, read from the coded integer directly."""
    ranker = db.ranker
    binom, mask = ranker.binom, board.mask
    shifts = board.house_shifts
    acc = key & mask
    r = 0
    for j in range(1, len(shifts)):
        r += binom[j][acc + j - 1]
        acc += (key >> shifts[j]) & mask
    return int(db.table[ranker.before[acc] + r])
