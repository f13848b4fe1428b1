"""Error templates of the solitaire lab (Klondike): deals, moves.

See :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "solitaire: '{0}' is not a card"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: card {0} '{1}' is not a card"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: {0} appears twice"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: a deal has 52 cards, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: draw must be 1 or 3, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "solitaire: '{0}' is not a move; write e.g. draw, 3S>F or KH>5"),
)
