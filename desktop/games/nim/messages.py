"""Error templates of Nim and its family (misère, subtraction, hypergraph…).

See :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "nim: '{0}' is not a move; write heap:stones, e.g. 2:3"),
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} has {1} stones; at most {2}"),
    QT_TRANSLATE_NOOP("Errors", "nim: no heaps given"),
    QT_TRANSLATE_NOOP("Errors", "nim: the app plays 1 to {0} heaps, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: 'heaps' must be a list of whole numbers"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "nim: bad edge '{0}'; write e.g. 1,2;2,3;1"),
    QT_TRANSLATE_NOOP("Errors", "nim: this variant is solved by search; the heaps allow at "
                                "most {0} smaller positions (e.g. three heaps of 20)"),
    QT_TRANSLATE_NOOP("Errors", "nim: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "nim: variant '{0}' needs --k K with K ≥ 1"),
    QT_TRANSLATE_NOOP("Errors", "nim: every edge must list heap numbers from 1"),
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} is {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} heaps; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} edges; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: these heaps allow {0} moves; the answer lists every "
                                "move, at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: a lost position with {0} moves is out of reach (at most "
                                "{1} when lost); use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "nim: variant '{0}' is solved by search; these heaps give {1} "
                                "positions × moves, at most {2}; use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "nim: a search limited by --depth or --time-limit takes at "
                                "most {0} moves, not {1}; without them the nim-sum answers "
                                "exactly"),
    QT_TRANSLATE_NOOP("Errors", "nim: a search limited by --depth or --time-limit takes at "
                                "most {0} moves, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: --edges applies only to variant 'hypergraph'"),
    QT_TRANSLATE_NOOP("Errors", "nim: --k does not apply to variant '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "nim: an edge names heap {0}, but there are only {1} heaps"),
    QT_TRANSLATE_NOOP("Errors", "nim: variant 'hypergraph' needs --edges, e.g. \"1,2;2,3;1\""),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} is not legal in {1}"),
)
