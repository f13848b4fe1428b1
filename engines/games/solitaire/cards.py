"""Playing cards as small ints, the way the rules and the solver pass them around.

``card = suit * 13 + (rank - 1)``: ints hash and compare fast, and a tuple of them is a cheap
immutable pile. Reduced decks (the brute-force tests use ranks A…4) keep the same numbers, so a
card means the same in every deck.
"""
from __future__ import annotations

from engines.protocol import NotationError

SUITS = "CDHS"
"""Clubs, diamonds, hearts, spades: the order of the foundations too."""
RANKS = "A23456789TJQK"
RED_SUITS = frozenset((1, 2))
KING = 13


def card(rank_: int, suit_: int) -> int:
    return suit_ * 13 + rank_ - 1


def rank(c: int) -> int:
    """1 (ace) … 13 (king)."""
    return c % 13 + 1


def suit(c: int) -> int:
    """0…3 in the order of :data:`SUITS`."""
    return c // 13


def is_red(c: int) -> bool:
    return c // 13 in RED_SUITS


def card_text(c: int) -> str:
    """``"TD"`` for the ten of diamonds."""
    return RANKS[c % 13] + SUITS[c // 13]


def parse_card(text: str) -> int:
    """The card written as rank then suit (``TD``, ``as``); raises :class:`NotationError`."""
    word = text.strip().upper()
    if len(word) != 2 or word[0] not in RANKS or word[1] not in SUITS:
        raise NotationError("solitaire: '{0}' is not a card", word[:12])
    return card(RANKS.index(word[0]) + 1, SUITS.index(word[1]))


def deck(ranks: int = 13) -> tuple[int, ...]:
    """Every card of a deck of ``ranks`` ranks (A…), suit by suit."""
    return tuple(card(r, s) for s in range(4) for r in range(1, ranks + 1))
