"""Error templates of the Determinant game: see :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "determinant: the table needs 9 cells (digits 1-9 or '.'), got "
                                "{0}"),
    QT_TRANSLATE_NOOP("Errors", "determinant: cell {0}{1} holds '{2}', not a digit 1-9 or '.'"),
    QT_TRANSLATE_NOOP("Errors", "determinant: number {0} appears twice"),
    QT_TRANSLATE_NOOP("Errors", "determinant: '{0}' is not a move; write N@RC, e.g. 4@21"),
    QT_TRANSLATE_NOOP("Errors", "determinant: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "determinant: {0}@{1}{2} is not legal"),
)
