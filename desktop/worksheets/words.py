"""The words of a worksheet: the engine's texts translated, and each answer said for the key."""
from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication

from engines.exercise.model import Exercise, Field, Text


def say(text: Text) -> str:
    """An engine text in the UI's language (the training mode's translation when present)."""
    try:  # by name: the training mode may not be there yet
        training = importlib.import_module("desktop.training.texts")
    except ImportError:
        template, args = text
        if not template:
            return ""
        # An argument that is a text itself (a side's name) is said too, as training does.
        shown = [say(a) if _is_text(a) else a for a in args]
        return QCoreApplication.translate("Exercise", template).format(*shown)
    return str(training.say(text))


def _is_text(value: Any) -> bool:
    return (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str)
            and isinstance(value[1], tuple))


translate = QCoreApplication.translate  # lupdate reads literal translate() calls


def own_titles() -> dict[str, str]:
    """The names of games that share a tab (its title names the tab, not the game)."""
    return {"durak": translate("Worksheet", "Durak (one suit)"),
            "odnomastka": translate("Worksheet", "One suit (tricks)")}


def outcome_word(value: int) -> str:
    return {1: translate("Worksheet", "the player to move wins"), 0: translate("Worksheet", "a draw"),
            -1: translate("Worksheet", "the player to move loses")}.get(value, str(value))


def field_answer(exercise: Exercise, field: Field) -> str:
    """The right reply of one field, as the key prints it."""
    value: Any = exercise.expected.get(field.key)
    if field.form in ("move", "int") and isinstance(value, (list, tuple)):  # any one of them
        if len(value) == 1:
            return str(value[0])
        return translate("Worksheet", "any of {0}").format(", ".join(map(str, value)))
    if field.form == "outcome" and isinstance(value, int):
        return outcome_word(value)
    if field.form == "ints" and isinstance(value, (list, tuple)):
        return " ".join(map(str, value))
    return str(value)


def answer_lines(exercise: Exercise) -> list[str]:
    """"label — answer" for every field of the exercise."""
    return [f"{say(f.label)} — {field_answer(exercise, f)}" for f in exercise.fields]
