"""Right and wrong replies to an exercise, made from its expected answer (the tests answer as a
pupil who knows, or as one who is wrong in every field)."""
from __future__ import annotations

from typing import Any

from engines.exercise.model import Exercise


def right_reply(exercise: Exercise) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for field in exercise.fields:
        want = exercise.expected[field.key]
        several = isinstance(want, list) and field.form != "ints"
        out[field.key] = want[0] if several else want
    return out


def wrong_reply(exercise: Exercise) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for field in exercise.fields:
        want = exercise.expected[field.key]
        if field.form == "move":
            out[field.key] = next(m for m in exercise.choices if m not in want)
        elif field.form == "outcome":
            out[field.key] = -1 if want == 1 else 1
        elif field.form == "ints":
            out[field.key] = [x + 1 for x in want]
        elif field.form == "side":
            out[field.key] = next(s for s in exercise.sides if s != want)
        else:
            accepted = want if isinstance(want, list) else [want]
            out[field.key] = next(n for n in range(-1, 10 ** 6) if n not in accepted)
    return out
