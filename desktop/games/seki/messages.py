"""Error templates of Seki: see :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "seki: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "seki: write the matrix, then R or C, then 'passed' if the "
                                "last move was a pass, e.g. 2,1/1,2 R; got '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: the player to move is R or C, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: row {0} is not numbers: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: row {0} has an entry outside 0…{1}"),
    QT_TRANSLATE_NOOP("Errors", "seki: the rows must have equal length"),
    QT_TRANSLATE_NOOP("Errors", "seki: at most {0}×{0}"),
    QT_TRANSLATE_NOOP("Errors", "seki: 'matrix' must be a list of rows"),
    QT_TRANSLATE_NOOP("Errors", "seki: a row or a column is all zeros: the game is over"),
    QT_TRANSLATE_NOOP("Errors", "seki: these liberties allow {0} smaller matrices; an exact "
                                "answer reaches at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "seki: entry {0},{1} cannot be decreased"),
    QT_TRANSLATE_NOOP("Errors", "seki: the game is over"),
    QT_TRANSLATE_NOOP("Errors", "seki: {0} is not a move"),
)
