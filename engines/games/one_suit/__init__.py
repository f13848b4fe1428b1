"""One-suit card games with open hands: odnomastka (tricks) and durak-odnomastka. Two entries."""
from __future__ import annotations

from engines.entry import Built, GameEntry, Settings, whole
from engines.protocol import NotationError

DURAK_MAX_K = 13
"""Cards a hand in durak (26 cards in all: the notation's limit)."""


def _cards_a_hand(settings: Settings, game: str, most: int) -> dict[str, int]:
    """The setting ``k`` checked, if given (else the game's default deal)."""
    if "k" not in settings:
        return {}
    k = whole(settings, "k", game)
    if not 1 <= k <= most:
        raise NotationError("{0}: {1} cards a hand; the game deals 1 to {2}", game, k, most)
    return {"k": k}


def _build_odnomastka(variant: str, settings: Settings) -> Built:
    from engines.games.one_suit.odnomastka import Odnomastka, OdnomastkaAnalyzer, max_k
    game = Odnomastka(variant, **_cards_a_hand(settings, "odnomastka", max_k(variant)))
    return game, OdnomastkaAnalyzer(game)


def _build_durak(variant: str, settings: Settings) -> Built:
    from engines.games.one_suit.durak import Durak, DurakAnalyzer
    game = Durak(variant, **_cards_a_hand(settings, "durak", DURAK_MAX_K))
    return game, DurakAnalyzer(game)


ODNOMASTKA = GameEntry(
    "odnomastka", ("standard", "standard-misere", "terminal", "terminal-misere"),
    "engines.games.one_suit.odnomastka", _build_odnomastka, settings=("k",),
    limits=("exact up to 26 cards in play; terminal variants: any deal of up to 1,000",
            "cards a hand, by their rule"))
DURAK = GameEntry(
    "durak", ("optional-take", "must-beat"), "engines.games.one_suit.durak", _build_durak,
    settings=("k",), limits=("exact up to 20 cards in play (optional-take), 26 (must-beat)",))
ENTRIES = (ODNOMASTKA, DURAK)
