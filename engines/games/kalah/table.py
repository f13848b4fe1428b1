"""The table both Kalah searches keep (the exact prover's, ``kernel.py``, and the player's,
``search.py``): a position's two words → a packed entry, in flat machine words; and the order in
which both take a node's children from their stack (:func:`next_pending`), and that stack's
growth (:func:`with_room`).

Three words a slot: the mover's houses, the opponent's, and age << (entry bits + work bits) |
work << entry bits | the entry (0: an empty slot). One array, so that a look-up touches one or two
lines of memory (the table's misses are much of a search's time). Open addressing in buckets of
four: a full bucket gives up its entry with the least work below it (nodes searched, capped), an
earlier question's first (:meth:`BucketTable.next_question`). It starts small and doubles up to
its most slots, a power of two.

This module is one of the kernels compiled by mypyc (``engines/compiled.py``); the same source
runs as plain Python, with the same slots and so the same node counts.
"""
from __future__ import annotations

from typing import Final

from librt.vecs import extend, vec
from mypy_extensions import i64

BUCKET: Final = 4
SLOT: Final = 3


def most_slots(cap: int) -> i64:
    """The most slots a table of at most ``cap`` entries has: a power of two, at least a bucket."""
    most: i64 = BUCKET
    while most * 2 <= cap:
        most *= 2
    return most


def low_bits(n: i64) -> i64:
    """2^n - 1. (Not ``(1 << n) - 1``: mypyc 2.4 shifts that literal 1 as a 32-bit C int, and
    1 << 32 came out 0.)"""
    mask: i64 = 0
    for _ in range(n):
        mask = mask * 2 + 1
    return mask


def with_room(stack: vec[i64], end: i64, step: i64) -> vec[i64]:
    """``stack`` itself when it reaches ``end``, else it grown by its length and ``step`` more
    (the stack grows with the depth a search reaches; each node takes its children's room)."""
    if end <= len(stack):
        return stack
    return extend(stack, [0] * (len(stack) + step))


def next_pending(stack: vec[i64], base: i64, stride: i64, m: i64, pending: i64) -> i64:
    """The pending child (a bit of ``pending``) whose order, the first of its ``stride`` numbers
    on the stack from ``base``, is highest; the first such on a tie."""
    pick: i64 = 0
    top: i64 = -1
    for i in range(m):
        if (pending >> i) & 1 and stack[base + stride * i] > top:
            pick, top = i, stack[base + stride * i]
    return pick


class BucketTable:
    """Entries of ``entry_bits`` bits, their work in ``work_bits``; ``first_slots`` to start."""

    def __init__(self, cap: int, entry_bits: i64, work_bits: i64, first_slots: i64) -> None:
        self.entry_mask: i64 = low_bits(entry_bits)
        self.work_shift: i64 = entry_bits
        self.work_max: i64 = low_bits(work_bits)
        self.age_shift: i64 = entry_bits + work_bits
        self.first_slots = first_slots
        self.words: vec[i64] = vec[i64]()
        self.slots: i64 = 0
        self.most_slots: i64 = 0
        self.filled: i64 = 0
        self.age: i64 = 1
        self.clear(cap)

    def clear(self, cap: int) -> None:
        """Empty, growing up to ``cap`` entries from now on."""
        self.most_slots = most_slots(cap)
        self.slots = min(self.first_slots, self.most_slots)
        self.words = vec[i64]([0] * (SLOT * self.slots))
        self.filled = 0

    def next_question(self) -> None:
        """What the table learnt so far gives way before what the next question learns."""
        self.age = self.age % 255 + 1

    def bucket(self, own: i64, opp: i64) -> i64:
        """The first slot of the position's bucket (a mix of both words). Every product is
        masked to stay below 2^63, so that machine words and Python's integers agree."""
        x: i64 = own ^ ((opp & 0x7FFFFFFFFFFF) * 0x9E5) ^ (opp >> 19)
        x = ((x & 0xFFFFFFF) * 0x2545F49) ^ (x >> 28)
        x ^= x >> 23
        return (x & (self.slots // BUCKET - 1)) * BUCKET

    def probe(self, own: i64, opp: i64) -> i64:
        """The position's entry, or -1."""
        words = self.words
        s = self.bucket(own, opp) * SLOT
        for t in range(s, s + BUCKET * SLOT, SLOT):
            if words[t] == own and words[t + 1] == opp:
                d = words[t + 2]
                if d:
                    return d & self.entry_mask
        return -1

    def store(self, own: i64, opp: i64, entry: i64, work: i64) -> None:
        words = self.words
        s = self.bucket(own, opp) * SLOT
        victim: i64 = -1
        least: i64 = 1 << 40
        work_max = self.work_max
        for t in range(s, s + BUCKET * SLOT, SLOT):
            d = words[t + 2]
            if words[t] == own and words[t + 1] == opp and d:
                victim = t
                break
            if not d:
                score: i64 = -1
            else:
                score = (d >> self.work_shift) & work_max
                if d >> self.age_shift != self.age:
                    score -= work_max + 1  # an earlier question's
            if score < least:
                least, victim = score, t
        if not words[victim + 2]:
            self.filled += 1
        words[victim] = own
        words[victim + 1] = opp
        if work > work_max:
            work = work_max
        words[victim + 2] = (self.age << self.age_shift) | (work << self.work_shift) | entry
        if self.filled * 4 >= self.slots * 3 and self.slots < self.most_slots:
            self.grow()

    def grow(self) -> None:
        """Twice the slots, every entry put back (the table fills as a question goes on)."""
        old, slots = self.words, self.slots
        self.slots = slots * 2
        words = self.words = vec[i64]([0] * (SLOT * self.slots))
        self.filled = 0
        for t in range(0, SLOT * slots, SLOT):
            d = old[t + 2]
            if d:
                own, opp = old[t], old[t + 1]
                s = self.bucket(own, opp) * SLOT
                for u in range(s, s + BUCKET * SLOT, SLOT):
                    if not words[u + 2]:
                        words[u] = own
                        words[u + 1] = opp
                        words[u + 2] = d
                        self.filled += 1
                        break

    def entries(self) -> list[tuple[int, int, int]]:
        """Every entry: (the mover's houses, the opponent's, the entry)."""
        words = self.words
        return [(words[t], words[t + 1], words[t + 2] & self.entry_mask)
                for t in range(0, SLOT * self.slots, SLOT) if words[t + 2]]
