"""The words of a worksheet: the engine's texts translated, and each answer said for the key."""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.training.texts import game_title, move_words, outcome_word, say
from engines.exercise.model import Exercise, Field

__all__ = ["answer_lines", "field_answer", "game_title", "outcome_word", "say", "translate"]
"""The engine's texts and the games' names are said as the training mode says them."""


translate = QCoreApplication.translate  # lupdate reads literal translate() calls


def field_answer(exercise: Exercise, field: Field) -> str:
    """The right reply of one field, as the key prints it (a move also in words)."""
    value: Any = exercise.expected.get(field.key)
    if field.form in ("move", "int") and isinstance(value, (list, tuple)):  # any one of them
        texts = [move_words(exercise.game, str(v)) if field.form == "move" else str(v)
                 for v in value]
        if len(texts) == 1:
            return texts[0]
        apart = "; " if any("," in t or " " in t for t in texts) else ", "
        return translate("Worksheet", "any of {0}").format(apart.join(texts))
    if field.form == "outcome" and isinstance(value, int):
        return outcome_word(value)
    if field.form == "ints" and isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


_NUMBERED = re.compile(r"^(\d+\))\s")
"""An exam question's label ("19) …"): the key names it by its number."""


def answer_lines(exercise: Exercise) -> list[str]:
    """The key's answer: "Answer: …" for a one-question exercise or an exam task's numbered
    questions; "question — answer" for each question of another."""
    fields = exercise.fields
    answer = translate("Worksheet", "Answer: {0}")
    if len(fields) == 1:
        return [answer.format(field_answer(exercise, fields[0]))]
    numbers = [_NUMBERED.match(say(f.label)) for f in fields]
    if all(numbers):
        return [answer.format("; ".join(f"{n.group(1)} {field_answer(exercise, f)}"
                                        for n, f in zip(numbers, fields) if n))]
    return [f"{say(f.label)} — {field_answer(exercise, f)}" for f in fields]
