"""Error templates of the EGE stone-heap tasks: the task editor, task files and the game.

See :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "'{0}' ends too early"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' misses a ')'"),
    QT_TRANSLATE_NOOP("Errors", "'not' is only for conditions: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has an unknown word or sign '{1}' (use {2}, numbers, + "
                                "- * // %)"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' is only for conditions: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' chains comparisons; join them with 'and'"),
    QT_TRANSLATE_NOOP("Errors", "an empty expression"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has something extra at '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has a character we do not read: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "cannot read {0}: {1}"),
    QT_TRANSLATE_NOOP("Errors", "{0} is not valid JSON: {1}"),
    QT_TRANSLATE_NOOP("Errors", "the task must be a JSON object"),
    QT_TRANSLATE_NOOP("Errors", "unknown field '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "heaps: one to three starting heaps, e.g. [7, \"S\"]"),
    QT_TRANSLATE_NOOP("Errors", "heaps: heap {0} must be a whole number ≥ 0 or \"S\", not {1}"),
    QT_TRANSLATE_NOOP("Errors", "heaps: exactly one heap must be \"S\""),
    QT_TRANSLATE_NOOP("Errors", "s_range: [low, high] with whole numbers (high may be null)"),
    QT_TRANSLATE_NOOP("Errors", "s_max: a whole number ≥ 0"),
    QT_TRANSLATE_NOOP("Errors", "s_range: [{0}, {1}] is empty or negative"),
    QT_TRANSLATE_NOOP("Errors", "moves: a non-empty list of {\"expr\": …}"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}]: an object with \"expr\" and optional \"when\""),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].expr: {1}"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].when: a condition as text"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].when: {1}"),
    QT_TRANSLATE_NOOP("Errors", "heap_choice: any, smaller or larger, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "end: an object with measure, op and value"),
    QT_TRANSLATE_NOOP("Errors", "end.measure: one of {0}"),
    QT_TRANSLATE_NOOP("Errors", "end.op: one of >= > <= <"),
    QT_TRANSLATE_NOOP("Errors", "end.value: a whole number"),
    QT_TRANSLATE_NOOP("Errors", "end.heap: a heap number from 1 to {0}"),
    QT_TRANSLATE_NOOP("Errors", "winner: last-mover or other"),
    QT_TRANSLATE_NOOP("Errors", "overshoot: {\"op\": \"<=\", \"value\": 72}"),
    QT_TRANSLATE_NOOP("Errors", "no_repeat: none, own or opponent"),
    QT_TRANSLATE_NOOP("Errors", "title: text"),
    QT_TRANSLATE_NOOP("Errors", "the task reaches more than {0} positions, too many to solve: "
                                "lower the end value, narrow the range of S or check that the "
                                "moves lead to the end"),
    QT_TRANSLATE_NOOP("Errors", "ege: no move {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: '{0}' is neither a heap size nor Petya/Vanya"),
    QT_TRANSLATE_NOOP("Errors", "ege: this task has {0} heaps, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "ege: no move leaves the heaps {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: S must be a whole number ≥ 0, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: with S = {0} the game is over before it starts"),
    QT_TRANSLATE_NOOP("Errors", "ege: a heap is {0}"),
    QT_TRANSLATE_NOOP("Errors", "{0} is larger than {1} bytes: not a task file"),
    QT_TRANSLATE_NOOP("Errors", "{0} is nested too deeply"),
    QT_TRANSLATE_NOOP("Errors", "{0} holds a number too large"),
    QT_TRANSLATE_NOOP("Errors", "the task is nested too deeply"),
    QT_TRANSLATE_NOOP("Errors", "a number of the task is beyond ±{0}"),
    QT_TRANSLATE_NOOP("Errors", "s_range: at most {0} values of S"),
    QT_TRANSLATE_NOOP("Errors", "an expression of at most {0} characters"),
    QT_TRANSLATE_NOOP("Errors", "{0} is not a legal move in {1}"),
)
