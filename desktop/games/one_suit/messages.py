"""Error templates of the one-suit games: odnomastka and durak.

See :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "odnomastka: with k = {0} the cards are 1…{1}; {2} is not one"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: write A:1,4,5 B:2,3,6 lead:A [table:5], not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: '{0}:' is missing"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: lead is A or B, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: one card on the table, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: card {0} is dealt twice"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: the hands must be equal (one more card for the "
                                "player answering a card on the table); got {0} and {1}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: at most {0} cards a hand"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: {0} holds '{1}'; write card numbers like 1,4,5"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: cards are numbered from 1, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "durak: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "durak: write A:1,4,5 B:2,3,6 attack:A [table:5], not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: '{0}:' is missing"),
    QT_TRANSLATE_NOOP("Errors", "durak: attack is A or B, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: one card on the table, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: card {0} is dealt twice"),
    QT_TRANSLATE_NOOP("Errors", "durak: at most 26 cards"),
    QT_TRANSLATE_NOOP("Errors", "durak: {0} holds '{1}'; write card numbers like 1,4,5"),
    QT_TRANSLATE_NOOP("Errors", "durak: cards are numbered from 1, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: the first player is A or B"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: this version deals 1 to {0} cards a hand, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "durak: the app deals 1 to {0} cards a hand, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: 'hands' must be two lists of card numbers"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: unknown game '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: cards are numbered up to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "durak: cards are numbered up to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "{0}: {1} cards in play; an exact answer reaches at most {2}; "
                                "use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "{0}: {1} cards a hand; the game deals 1 to {2}"),
    QT_TRANSLATE_NOOP("Errors", "durak: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: {0} is not in the hand of {1}"),
)
