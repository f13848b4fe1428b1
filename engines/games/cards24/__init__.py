"""Cards to a total (cards24): the registry entry."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Option, Settings, is_whole, number
from engines.protocol import NotationError

DEFAULT_TARGET = 50
"""The total to reach unless the settings name another."""


def _build(variant: str, settings: Settings) -> Built:
    from engines.games.cards24.rules import DEFAULT_DECK, Cards24, Cards24Analyzer, parse_deck
    deck, target = settings.get("deck", DEFAULT_DECK), settings.get("target", DEFAULT_TARGET)
    if isinstance(deck, str):
        deck = parse_deck(deck)
    if not (isinstance(deck, (list, tuple)) and all(is_whole(c) for c in deck) and is_whole(target)):
        raise NotationError("cards24: 'deck' must list whole numbers and 'target' be one")
    game = Cards24(deck or DEFAULT_DECK, target)
    return game, Cards24Analyzer(game)


ENTRY = GameEntry(
    "cards24", ("standard",), "engines.games.cards24.rules", _build,
    options=(Option("deck", 'cards24: cards of each value 1…V, e.g. "4 4 4 4 4 4"'),
             Option("target", f"cards24: the total to reach (default {DEFAULT_TARGET})",
                    number(1))),
    limits=("decks of at most 500,000 positions (counts + 1 multiplied); target up to 10**6",))
