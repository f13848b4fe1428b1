"""The deal notation of ``shared/solitaire-cli.md``: the deck in dealing order, 52 cards."""
from __future__ import annotations

from engines.games.solitaire.cards import RANKS, SUITS, card, card_text
from engines.protocol import NotationError, shorten

DECK_SIZE = 52


def parse_deal(text: str) -> tuple[int, ...]:
    """The 52 cards of ``text`` in dealing order; raises :class:`NotationError` naming the first
    thing wrong: a word that is no card, a card twice, or the wrong count."""
    words = text.split()
    cards: list[int] = []
    seen: set[int] = set()
    for n, word in enumerate(words, start=1):
        up = word.upper()
        if len(up) != 2 or up[0] not in RANKS or up[1] not in SUITS:
            raise NotationError("solitaire: card {0} '{1}' is not a card", n, shorten(word, 12))
        c = card(RANKS.index(up[0]) + 1, SUITS.index(up[1]))
        if c in seen:
            raise NotationError("solitaire: {0} appears twice", card_text(c))
        seen.add(c)
        cards.append(c)
    if len(cards) != DECK_SIZE:
        raise NotationError("solitaire: a deal has 52 cards, not {0}", len(cards))
    return tuple(cards)


def format_deal(cards: tuple[int, ...]) -> str:
    return " ".join(card_text(c) for c in cards)
