"""The table both Kalah searches keep (``table.py``, a compiled kernel where a compiler is):
entries keep every bit, a full bucket gives up the entry with the least work, and it grows to
its cap, never answering with another position's entry."""
from __future__ import annotations

from engines.games.kalah.table import BUCKET, BucketTable, low_bits


def test_entries_of_every_width_come_back_whole():
    for bits, work in ((32, 20), (39, 16)):
        table = BucketTable(1 << 10, bits, work, 16)
        widest = low_bits(bits)
        assert widest == (1 << bits) - 1
        table.store(5, 7, widest, 3)
        table.store((1 << 62) - 1, (1 << 49) - 1, 1, low_bits(work) + 100)  # work capped
        assert table.probe(5, 7) == widest and table.probe(5, 8) == -1
        assert table.probe((1 << 62) - 1, (1 << 49) - 1) == 1


def test_a_full_bucket_keeps_what_cost_most_and_the_table_grows_to_its_cap():
    table = BucketTable(BUCKET, 32, 20, BUCKET)  # one bucket, never grows
    for k in range(BUCKET):
        table.store(k + 1, 0, 100 + k, work=10 * (k + 1))
    table.store(99, 0, 7, work=15)  # gives way: the entry of work 10
    assert table.probe(1, 0) == -1 and table.probe(99, 0) == 7
    assert all(table.probe(k + 1, 0) == 100 + k for k in range(1, BUCKET))
    big = BucketTable(1 << 12, 32, 20, BUCKET)
    for k in range(1000):
        big.store(k, k * 3, k + 1, 1)
    assert big.slots == 1 << 10 and big.filled == len(big.entries()) > 600
    assert all(big.probe(k, k * 3) in (k + 1, -1) for k in range(1000))
