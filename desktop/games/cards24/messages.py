"""Error templates of the card game to 24: see :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "cards24: the deck lists how many cards of each value 1…V, V "
                                "from 1 to {0}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: give {0} counts (cards of value 1…{0} left), got {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: {0} cards of value {1} left, but the deck has only {2}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the cards taken already add up to {0}, over the "
                                "target {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: 'deck' must list whole numbers and 'target' be one"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s is {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s in the deck is {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the target is 1 to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: this deck has {0} positions; the analysis builds "
                                "tables of at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: no card {0} can be taken here"),
)
