"""One-suit card games with open hands: odnomastka (tricks) and durak-odnomastka. Two entries."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.compiled import honour_pure
from engines.entry import Built, GameEntry, Settings, is_whole, whole
from engines.protocol import Game, NotationError

honour_pure()  # before the durak solver (a kernel) is imported (FINITE_GAMES_PURE=1)

if TYPE_CHECKING:
    import random

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


def random_deal(k: int, rng: random.Random) -> list[list[int]]:
    """The cards 1…2k shuffled by ``rng`` and dealt k a hand, each hand in increasing order."""
    cards = list(range(1, 2 * k + 1))
    rng.shuffle(cards)
    return [sorted(cards[:k]), sorted(cards[k:])]


def _start(game: Game[Any, Any], settings: Settings, rng: random.Random) -> Any:
    """The settings' ``hands`` (two lists of cards; dealt by ``rng`` when not given) and
    ``first``, who leads (odnomastka) or attacks (durak): 0 for A, 1 for B."""
    first = settings.get("first", 0)
    if first not in (0, 1) or not is_whole(first):
        raise NotationError("odnomastka: the first player is A or B")
    hands = settings.get("hands")
    if hands is None:
        hands = random_deal(game.k, rng)  # type: ignore[attr-defined]  # both games deal k a hand
    if not (isinstance(hands, list) and len(hands) == 2 and all(
            isinstance(h, list) and all(is_whole(c) for c in h) for h in hands)):
        raise NotationError("odnomastka: 'hands' must be two lists of card numbers")
    first_side = "attack" if game.info.name == "durak" else "lead"
    return game.parse_position(f"A:{','.join(map(str, hands[0]))} "
                               f"B:{','.join(map(str, hands[1]))} {first_side}:{'AB'[first]}")


ODNOMASTKA = GameEntry(
    "odnomastka", ("standard", "standard-misere", "terminal", "terminal-misere"),
    "engines.games.one_suit.odnomastka", _build_odnomastka, settings=("k",),
    limits=("exact up to 26 cards in play; terminal variants: any deal of up to 1,000",
            "cards a hand, by their rule"),
    start=_start, start_settings=("hands", "first"), app_settings=("game",))
DURAK = GameEntry(
    "durak", ("optional-take", "must-beat"), "engines.games.one_suit.durak", _build_durak,
    settings=("k",), limits=("exact up to 26 cards in play (optional-take's draws' lengths: up to 22 "
                              "in pure Python)",),
    start=_start, start_settings=("hands", "first"), app_settings=("game",))
ENTRIES = (ODNOMASTKA, DURAK)
