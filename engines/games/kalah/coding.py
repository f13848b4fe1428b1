"""The integer coding of Kalah's houses that the exact prover and the player's search share: a
position seen from the mover is one integer, ``bits`` bits a pit (the mover's houses, his store,
the opponent's houses), and a sowing is one addition from a table.

A sowing works on the two halves of that integer, two "words": the mover's side (his houses and
his store) and the opponent's houses, each added its own number from the table. Each word of a
(6,4) board fits a machine word (42 and 36 bits), where the whole key (78 bits) does not: compiled
(``engines/compiled.py``), every step of a sowing is then plain integer arithmetic, no number
object made; in Python it costs the same as one addition to the whole key."""
from __future__ import annotations

from librt.vecs import vec
from mypy_extensions import i64

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
        self.sow_own: list[list[int]] = [[0] for _ in range(m)]
        """sow_own[i][s]: what sowing house i holding s seeds adds to the mover's word."""
        self.sow_opp: list[list[int]] = [[0] for _ in range(m)]
        """sow_opp[i][s]: what it adds to the opponent's word."""
        self.last: list[list[int]] = [[0] for _ in range(m)]
        """last[i][s]: the pit the last seed falls into."""
        self.extend(most_seeds)

    def extend(self, most_seeds: int) -> None:
        m, ring, bits = self.m, self.ring, self.bits
        every_own = sum(1 << bits * k for k in range(m + 1))  # a lap: each house and the store
        every_opp = sum(1 << bits * k for k in range(m))
        for i in range(m):
            for s in range(self.most_seeds + 1, most_seeds + 1):
                laps, rest = divmod(s, ring)
                own_delta, opp_delta = laps * every_own - (s << bits * i), laps * every_opp
                for d in range(1, rest + 1):
                    pit = (i + d) % ring
                    if pit <= m:
                        own_delta += 1 << bits * pit
                    else:
                        opp_delta += 1 << bits * (pit - m - 1)
                self.sow_own[i].append(own_delta)
                self.sow_opp[i].append(opp_delta)
                self.last[i].append((i + s) % ring)
        self.most_seeds = max(self.most_seeds, most_seeds)

    def sow(self, own: int, opp: int, i: int, empty_capture: bool) -> tuple[int, int, int, bool]:
        """The mover whose houses are ``own`` and whose opponent's are ``opp`` (the two words of
        a key) sows his house index ``i`` (not empty): (seeds he stores now, his houses after
        it, the opponent's houses after it, another turn). A last seed in an empty own house
        captures it and the house opposite (when that holds seeds, or always with
        ``empty_capture``). The prover and the player's search both play their moves here: the
        rules of a sowing live in one place. (Compiled, the four numbers come back in
        registers: no object is made for a move.)"""
        m, mask, bits = self.m, self.mask, self.bits
        seeds = (own >> bits * i) & mask
        a = own + self.sow_own[i][seeds]
        b = opp + self.sow_opp[i][seeds]
        last = self.last[i][seeds]
        again = last == m
        if not again and last < m and (a >> bits * last) & mask == 1:
            opposite = bits * (m - 1 - last)  # the house facing it, in the opponent's word
            o = (b >> opposite) & mask
            if o or empty_capture:
                a += ((o + 1) << self.store_shift) - (1 << bits * last)
                b -= o << opposite
        return a >> self.store_shift, a & self.own_mask, b, again

    def ended(self, after_own: int, after_opp: int, again: bool, either: bool) -> bool:
        """Whether the game is over after a sowing left the mover ``after_own`` and the opponent
        ``after_opp``: with ``either`` when one side is empty, else when the side to move next
        is (the mover again after ``again``). The searches and the database build all ask
        here: the rule of the end lives in one place."""
        if either:
            return not after_own or not after_opp
        return not after_own if again else not after_opp

    def sowings(self, own: int, opp: int, empty_capture: bool
                ) -> list[tuple[int, int, bool, int, int]]:
        """Every legal move: (house index, seeds stored now, another turn, the mover's houses
        after it, the opponent's after it), by :meth:`sow`."""
        out = []
        bits, mask = self.bits, self.mask
        for i in range(self.m):
            if (own >> bits * i) & mask:
                stored, a, b, again = self.sow(own, opp, i, empty_capture)
                out.append((i, stored, again, a, b))
        return out

    def encode(self, houses: tuple[int, ...]) -> int:
        """``houses``: the mover's m, then the opponent's m."""
        return sum(h << shift for h, shift in zip(houses, self.house_shifts))

    def decode(self, key: int) -> tuple[int, ...]:
        return tuple((key >> shift) & self.mask for shift in self.house_shifts)


def bits_for(seeds: int) -> int:
    return max(6, seeds.bit_length())


class Ranks:
    """The database's order (``endgame_db.Ranker``) read from a position's two words: its
    tables flattened into machine words, so that a compiled search or build ranks a position
    with no Python object made or looked up."""

    def __init__(self, board: Board, binom: list[list[int]], before: list[int]) -> None:
        self.board = board
        self.m, self.bits, self.mask = board.m, board.bits, board.mask
        self.stride: i64 = len(binom[0])
        self.binom: vec[i64] = vec[i64]([c for row in binom for c in row])
        """binom[j * stride + p] = C(p, j)."""
        self.before: vec[i64] = vec[i64](before)

    def index(self, own: int, opp: int) -> i64:
        """The rank of the houses (the mover's ``own``, the opponent's ``opp``): the seeds in
        them first, then the colexicographic rank of the composition."""
        mask, bits, m, stride, binom = self.mask, self.bits, self.m, self.stride, self.binom
        acc: i64 = own & mask
        r: i64 = 0
        for j in range(1, m):
            r += binom[j * stride + acc + j - 1]
            acc += (own >> bits * j) & mask
        for j in range(m, 2 * m):
            r += binom[j * stride + acc + j - 1]
            acc += (opp >> bits * (j - m)) & mask
        return self.before[acc] + r


class Leaves:
    """The endgame database as the searches read it, from a position's two words."""

    def __init__(self, board: Board, db: KalahDatabase) -> None:
        self.board = board
        self.ranks = Ranks(board, db.ranker.binom, db.ranker.before)
        self.body: bytes = db.body
        self.offset: i64 = db.offset

    def gain(self, own: int, opp: int) -> int:
        """The mover's exact future gain: the signed byte at the position's rank."""
        value: i64 = self.body[self.offset + self.ranks.index(own, opp)]
        return value - 256 if value > 127 else value
