"""The words of a worksheet: the engine's texts translated, and each answer said for the key."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.training.texts import game_title, outcome_word, say
from engines.exercise.model import Exercise, Field

__all__ = ["answer_lines", "field_answer", "game_title", "outcome_word", "say", "translate"]
"""The engine's texts and the games' names are said as the training mode says them."""


translate = QCoreApplication.translate  # lupdate reads literal translate() calls


def field_answer(exercise: Exercise, field: Field) -> str:
    """The right reply of one field, as the key prints it."""
    value: Any = exercise.expected.get(field.key)
    if field.form in ("move", "int") and isinstance(value, (list, tuple)):  # any one of them
        if len(value) == 1:
            return str(value[0])
        texts = [str(v) for v in value]
        apart = "; " if any("," in t for t in texts) else ", "  # Seki's moves are "1,2"
        return translate("Worksheet", "any of {0}").format(apart.join(texts))
    if field.form == "outcome" and isinstance(value, int):
        return outcome_word(value)
    if field.form == "ints" and isinstance(value, (list, tuple)):
        return " ".join(map(str, value))
    return str(value)


def answer_lines(exercise: Exercise) -> list[str]:
    """"label — answer" for every field of the exercise."""
    return [f"{say(f.label)} — {field_answer(exercise, f)}" for f in exercise.fields]
