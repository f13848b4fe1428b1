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

    def sowings(self, key: int, empty_capture: bool) -> list[tuple[int, int, bool, int, int]]:
        """Every legal move of the mover of ``key``: (house index, seeds it stores now, another
        turn, the mover's houses after it, the opponent's houses after it shifted to bit 0).
        A last seed in an empty own house captures it and the house opposite (when that holds
        seeds, or always with ``empty_capture``). The prover and the player's search both play
        their moves here: the rules of a sowing live in one place."""
        m, mask, bits = self.m, self.mask, self.bits
        sow, last_pit, shifts = self.sow, self.last, self.house_shifts
        store_shift, own_mask, opp_shift = self.store_shift, self.own_mask, self.opp_shift
        store_mask = mask << store_shift
        out = []
        for i in range(m):
            seeds = (key >> shifts[i]) & mask
            if not seeds:
                continue
            c = key + sow[i][seeds]
            last = last_pit[i][seeds]
            again = last == m
            if not again and last < m and (c >> shifts[last]) & mask == 1:
                opposite = 2 * m - last  # a ring index: the opponent's houses follow the store
                o = (c >> opposite * bits) & mask
                if o or empty_capture:
                    c += ((o + 1) << store_shift) - (1 << shifts[last]) - (o << opposite * bits)
            stored = (c & store_mask) >> store_shift
            out.append((i, stored, again, c & own_mask, c >> opp_shift))
        return out

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
