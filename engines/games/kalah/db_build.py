"""Building the Kalah endgame database (``endgame_db.py`` says what it holds and why a layer is
built children first) on the prover's coding: a position is its two words, a move one
``Board.sow``, a rank ``Ranks.index``, the table a flat array of bytes.

This module is one of the compiled kernels (``engines/compiled.py``): compiled, six houses and
16 seeds (30 million positions) build in about a minute, where the same source as plain Python
takes most of an hour. Positions are visited layer by layer (all with s seeds in the houses
after all with fewer), each layer's compositions in order; a position whose value is not yet
known is valued from its children, depth first, since a move that keeps the seeds in the houses
stays in the layer (see ``endgame_db.py``: no such chain returns to where it began).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Final

from librt.vecs import extend, vec
from mypy_extensions import i64, u8

from engines.games.kalah.coding import Board, Ranks

UNSET: Final = 0x80
"""-128: no real value (|value| ≤ seeds ≤ 127), so it marks entries not yet built."""
PROGRESS_EVERY: Final = 1 << 16


class Builder:
    """One database: m houses a side, at most ``limit`` seeds, these rules."""

    def __init__(self, m: int, limit: int, binom: list[list[int]], before: list[int],
                 empty_capture: bool, either: bool) -> None:
        self.board = Board(m, max(6, limit.bit_length()), limit)
        self.ranks = Ranks(self.board, binom, before)
        self.empty_capture, self.either = empty_capture, either
        self.m = m
        self.limit = limit
        self.total: i64 = before[limit + 1]
        table = vec[u8](capacity=self.total)
        chunk = vec[u8]([UNSET] * 4096)
        while len(table) + 4096 <= self.total:
            table = extend(table, chunk)
        table = extend(table, [u8(UNSET)] * (self.total - len(table)))
        self.table: vec[u8] = table

    def value(self, own: int, opp: int, index: i64) -> i64:
        """The mover's exact future gain (the mover's houses ``own``, the opponent's ``opp``),
        its unknown children valued first; stored at ``index`` too."""
        board = self.board
        bits, mask, m = board.bits, board.mask, board.m
        if not own or (self.either and not opp):
            # The game is over: each side stores what is left on its own side.
            value: i64 = 0
            for j in range(m):
                value += ((own >> bits * j) & mask) - ((opp >> bits * j) & mask)
        else:
            value = -1000
            table, ranks, empty_capture, either = self.table, self.ranks, self.empty_capture, \
                self.either
            left: i64 = 0
            for j in range(m):
                left += ((own >> bits * j) & mask) + ((opp >> bits * j) & mask)
            for i in range(m):
                if not (own >> bits * i) & mask:
                    continue
                stored, after_own, after_opp, again = board.sow(own, opp, i, empty_capture)
                rest = left - stored
                if board.ended(after_own, after_opp, again, either):
                    v: i64 = stored + rest if not after_opp else stored - rest
                else:
                    if again:
                        child_own, child_opp = after_own, after_opp
                    else:
                        child_own, child_opp = after_opp, after_own
                    child = ranks.index(child_own, child_opp)
                    c = i64(table[child])
                    if c == UNSET:
                        c = self.value(child_own, child_opp, child)
                    elif c > 127:
                        c -= 256
                    v = stored + c if again else stored - c
                if v > value:
                    value = v
        self.table[index] = u8(value & 0xFF)
        return value

    def build(self, progress: Callable[[int, int], None] | None) -> bytes:
        """The whole table, layer by layer; ``progress(done, total)`` now and then (it may
        raise to stop the build)."""
        m, bits = self.m, self.board.bits
        k = 2 * m
        houses: vec[i64] = vec[i64]([0] * k)
        done: i64 = 0
        for seeds in range(self.limit + 1):
            # Every composition of ``seeds`` into k houses (Knuth's order: the first house
            # counts down, the rest follow).
            for j in range(k):
                houses[j] = 0
            houses[0] = seeds
            while True:
                own: i64 = 0
                opp: i64 = 0
                for j in range(m):
                    own |= houses[j] << bits * j
                    opp |= houses[m + j] << bits * j
                index = self.ranks.index(own, opp)
                if self.table[index] == UNSET:
                    self.value(own, opp, index)
                done += 1
                if progress is not None and not done % PROGRESS_EVERY:
                    progress(done, self.total)
                at = k - 2
                while at >= 0 and not houses[at]:
                    at -= 1
                if at < 0:
                    break
                houses[at] -= 1
                last = houses[k - 1]
                houses[k - 1] = 0
                houses[at + 1] = last + 1
        if progress is not None:
            progress(self.total, self.total)
        return bytes(self.table)
