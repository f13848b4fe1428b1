"""What the solitaire lab says in words: a move as a pupil reads it ("7♦ → pile 3"), the
eviction policies, and the solver's result stated exactly (a bound is never shown as a value).

One place for these, so the replay list, the thinking view's stack and the tests say the same.
The rules' own notation (``7D>3``) stays the solver's and the command line's."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from engines.games.solitaire.cards import parse_card
from engines.games.solitaire.rules import (
    DRAW,
    FOUNDATION,
    NOWHERE,
    REDEAL,
    TO_FOUNDATION,
    TO_PILE,
    Move,
)
from engines.games.solitaire.solver import Limits, Policy, SolveResult
from engines.protocol import NotationError

# lupdate needs literal calls with a literal context, hence the spelled-out translate() calls.
translate = QCoreApplication.translate

RANK_SHOWN = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Ranks as the cards print them: 10, not the notation's T."""
SUIT_SHOWN = "♣♦♥♠"
"""In the order of :data:`engines.games.solitaire.cards.SUITS` (C D H S)."""


def card_words(card: int) -> str:
    """``7♦``, ``10♠``, ``K♥``."""
    return RANK_SHOWN[card % 13] + SUIT_SHOWN[card // 13]


def number(n: int) -> str:
    """A count with the language's digit grouping (1 234 567 / 1,234,567)."""
    return QLocale().toString(int(n))


def seconds(x: float) -> str:
    """Seconds to a tenth, with the language's decimal sign (4,7 / 4.7)."""
    return QLocale().toString(float(x), "f", 1)


def move_from_text(text: str) -> Move | None:
    """The move a text in the rules' notation names, read without a position: where a run comes
    from and how many cards it has stay unknown (``source`` -1, ``size`` 1). None: no move."""
    word = text.strip()
    if word.lower() in (DRAW, REDEAL):
        return Move(word.lower(), NOWHERE, NOWHERE, NOWHERE, 1)
    head, sep, where = word.upper().partition(">")
    if not sep:
        return None
    try:
        card = parse_card(head)
    except NotationError:
        return None
    if where == "F":
        return Move(TO_FOUNDATION, card, NOWHERE, FOUNDATION, 1)
    if where.isdigit() and 1 <= int(where) <= 7:
        return Move(TO_PILE, card, NOWHERE, int(where) - 1, 1)
    return None


def move_words(move: Move | str) -> str:
    """A move in words: ``draw``, ``turn the waste over``, ``7♦ → foundation``,
    ``7♦ → pile 3``, ``K♠ (4 cards) → pile 1``, ``5♥ from the foundation → pile 2``.

    ``move`` is a :class:`Move` of the rules (everything known) or its text in the rules'
    notation (card and target only: the thinking view's stack has no positions)."""
    if isinstance(move, str):
        parsed = move_from_text(move)
        if parsed is None:
            return move  # not the rules' notation: shown as it came, never hidden
        move = parsed
    if move.kind == DRAW:
        return translate("SolitaireWords", "draw")
    if move.kind == REDEAL:
        return translate("SolitaireWords", "turn the waste over")
    card = card_words(move.card)
    if move.size > 1:
        card = translate("SolitaireWords", "{0} ({1} cards)").format(card, move.size)
    if move.source == FOUNDATION:
        card = translate("SolitaireWords", "{0} from the foundation").format(card)
    if move.kind == TO_FOUNDATION:
        return translate("SolitaireWords", "{0} → foundation").format(card)
    return translate("SolitaireWords", "{0} → pile {1}").format(card, move.target + 1)


def policy_name(policy: Policy) -> str:
    """What a full table does, read after "When full:"."""
    if policy == Policy.NONE:
        return translate("SolitaireWords", "evict nothing")
    if policy == Policy.LEAST_USED:
        return translate("SolitaireWords", "evict the least used")
    return translate("SolitaireWords", "evict the least recently used")


def stop_reason(result: SolveResult, limits: Limits) -> str:
    """Which limit stopped an unfinished search, judged from the counts it reported."""
    if limits.node_limit is not None and result.nodes >= limits.node_limit:
        return translate("SolitaireWords", "the search stopped at the node limit")
    if limits.time_limit is not None and result.seconds >= 0.95 * limits.time_limit:
        return translate("SolitaireWords", "the search stopped at the time limit")
    return translate("SolitaireWords", "the search stopped at a limit")


def result_sentence(result: SolveResult, limits: Limits) -> str:
    """The solver's answer stated exactly: won, the proved best, or only a lower bound."""
    if result.result == "won":
        return translate("SolitaireWords", "Best result: {0} — won (proved).").format(
            result.score)
    if result.result == "lost":
        return translate("SolitaireWords", "Best result: {0} (proved: no line puts more on "
                                           "the foundations).").format(result.score)
    if result.winnable is False:
        return translate("SolitaireWords", "At least {0} found, at most {1}: it cannot be won "
                                           "(proved); {2} — the best not proved.").format(
            result.score, result.bound, stop_reason(result, limits))
    return translate("SolitaireWords", "At least {0} found; {1} — not proved.").format(
        result.score, stop_reason(result, limits))


def cancelled_sentence(nodes: int, best: int | None) -> str:
    """The search was cancelled: what it had found is only a lower bound, and no line."""
    if best is None:
        return translate("SolitaireWords", "Search cancelled after {0} nodes.").format(
            number(nodes))
    return translate("SolitaireWords", "Search cancelled after {0} nodes: at least {1} was "
                                       "found so far — not proved, no line to replay.").format(
        number(nodes), best)
