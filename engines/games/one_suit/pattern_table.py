"""The durak solver's table: attack pattern (a number > 0) -> a number < 2**30, kept losslessly
(the search's answers and node counts are a dictionary's). A kernel compiled by mypyc
(``engines/compiled.py``) with the solver.

Why this shape (perf, the worst deals of 13 a hand, optional take with draws' lengths): the
search waits on the table's memory, not on its arithmetic — a dictionary was 60 % of its time
(three cache misses a look-up: index, entry, key object); flat machine words, one a slot (the key
above its number), open addressing, made a look-up one line of memory; two words a slot took 1.5
times as long. Still, with 1.4 million entries spread over 32 MB, nearly every look-up went to
main memory (44 % of the time on one instruction, the load). So a table that has grown large
keeps the patterns of at most 22 cards in a flat array indexed by the pattern itself: half a
slot's width (no key), no probing, and the patterns of few cards, asked most often, packed
together (up to 20 cards, 2.7 MB hold 700,000 entries) instead of one a line of memory.
"""
from __future__ import annotations

from typing import Final, final

from librt.vecs import extend, vec
from mypy_extensions import i32, i64

KEY_SHIFT: Final = 30
"""A slot's word: the pattern (< 2**27: at most 26 cards) above its number (< 2**30)."""
VALUE: Final = (1 << KEY_SHIFT) - 1
FIRST_BITS: Final = 10
"""The hashed slots start at 2**10 and double when half full."""
DIRECT: Final = 1 << 23
"""Patterns below (at most 22 cards) go to the flat array once there is one: 32 MB, most of it
for the 4 million patterns of 22 cards."""
DIRECT_AFTER: Final = 1 << 16
"""Entries a table holds before it makes the flat array (and moves its patterns there): the
array costs about 20 ms to make (its pages), more than a whole small search."""


@final
class PatternTable:
    """A pattern's number: in the flat array ``direct`` at the pattern's index once it exists
    (0: none; a number is never 0) for patterns below its length, else in the hashed slots."""

    def __init__(self, direct_after: int = DIRECT_AFTER) -> None:
        self.bits: i64 = FIRST_BITS
        self.words: vec[i64] = vec[i64]([0] * (1 << FIRST_BITS))
        self.mask: i64 = (1 << FIRST_BITS) - 1
        self.hashed: i64 = 0
        """Entries in the hashed slots."""
        self.filled: i64 = 0
        """Entries in all."""
        self.direct: vec[i32] = vec[i32]()
        self.direct_size: i64 = 0
        """``len(direct)``, kept as a machine word: every look-up compares with it."""
        self.direct_after: i64 = direct_after

    def __len__(self) -> int:
        return self.filled

    def slot(self, p: i64) -> i64:
        """``p``'s first slot (Fibonacci hashing: patterns differ in their low bits, the
        product's high bits mix them; p < 2**27, so the product fits 63 bits)."""
        return ((p * 0x9E3779B1) & 0xFFFFFFFF) >> (32 - self.bits)

    def find(self, p: i64) -> i64:
        """The slot that holds ``p``, or the empty one where it would go."""
        words, mask = self.words, self.mask
        s = self.slot(p)
        while True:
            word = words[s]
            if word >> KEY_SHIFT == p or not word:
                return s
            s = (s + 1) & mask

    def get(self, p: i64, default: i64) -> i64:
        if p < self.direct_size:
            value = i64(self.direct[p])
            return value if value else default
        word = self.words[self.find(p)]
        return word & VALUE if word else default

    def put(self, p: i64, value: i64) -> None:
        if p < self.direct_size:
            if not self.direct[p]:
                self.filled += 1
            self.direct[p] = i32(value)
            return
        s = self.find(p)
        fresh = not self.words[s]
        self.words[s] = p << KEY_SHIFT | value
        if fresh:
            self.filled += 1
            self.hashed += 1
            if self.hashed << 1 > self.mask:  # half the slots
                self.grow(self.bits + 1)
            if not self.direct_size and self.filled > self.direct_after:
                self.make_direct()

    def grow(self, bits: i64) -> None:
        """Rehash into 2**bits slots, moving patterns below ``direct_size`` to the array."""
        old = self.words
        self.bits = bits
        self.mask = (1 << bits) - 1
        words = self.words = vec[i64]([0] * (1 << bits))
        mask = self.mask
        self.hashed = 0
        for t in range(len(old)):
            word = old[t]
            if word:
                p = word >> KEY_SHIFT
                if p < self.direct_size:
                    self.direct[p] = i32(word & VALUE)
                    continue
                s = self.slot(p)
                while words[s]:
                    s = (s + 1) & mask
                words[s] = word
                self.hashed += 1

    def make_direct(self) -> None:
        zeros = vec[i32]([0] * 1024)
        while len(zeros) < DIRECT:  # doubled: from a list of 8 million zeros, 4 times as long
            zeros = extend(zeros, zeros)
        self.direct = zeros
        self.direct_size = DIRECT
        self.grow(self.bits)

    def items(self) -> list[tuple[int, int]]:
        """Every (pattern, number), in no particular order."""
        return ([(int(w >> KEY_SHIFT), int(w & VALUE)) for w in self.words if w]
                + [(p, int(self.direct[p])) for p in range(self.direct_size) if self.direct[p]])
