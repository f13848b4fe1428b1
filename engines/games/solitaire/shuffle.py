"""Deal number N: Knuth's shuffle driven by our own generator.

Python's ``random`` could change between versions, and a class replaying "deal 1234" must get
the same cards on every PC for years, so the generator is spelled out here: SplitMix64 (Steele,
Lea & Flood 2014), whose every output is a fixed function of the seed. Knuth's Algorithm P
(TAOCP vol. 2, 3.4.2) then swaps each card, from the last down, with a uniformly chosen card at
or below it; rejection sampling keeps every choice exactly uniform.
"""
from __future__ import annotations

from collections.abc import Iterator

from engines.games.solitaire.cards import deck

MASK = (1 << 64) - 1
MAX_SEED = 10 ** 18


def splitmix64(seed: int) -> Iterator[int]:
    state = seed & MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def _below(source: Iterator[int], n: int) -> int:
    """Uniform in ``0 … n-1``: draws past the last whole multiple of ``n`` are thrown away."""
    limit = (1 << 64) - (1 << 64) % n
    while True:
        x = next(source)
        if x < limit:
            return x % n


def shuffled(items: tuple[int, ...], seed: int) -> tuple[int, ...]:
    """``items`` shuffled by Algorithm P with the generator seeded by ``seed``."""
    source = splitmix64(seed)
    cards = list(items)
    for j in range(len(cards) - 1, 0, -1):
        k = _below(source, j + 1)
        cards[j], cards[k] = cards[k], cards[j]
    return tuple(cards)


def seeded_deal(seed: int, ranks: int = 13) -> tuple[int, ...]:
    """Deal number ``seed`` (0 … 10**18): the deck in dealing order."""
    return shuffled(deck(ranks), seed)
