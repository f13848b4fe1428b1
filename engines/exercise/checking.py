"""A pupil's reply against an exercise's expected answer, field by field."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.exercise.model import Exercise, Field, Verdict


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field_right(field: Field, expected: Any, given: Any) -> bool:
    if field.form == "move":
        # Every accepted move is listed; compare the notation without spaces.
        return isinstance(given, str) and given.replace(" ", "") in {
            m.replace(" ", "") for m in expected}
    if field.form in ("int", "outcome"):
        if not _whole(given):
            return False
        # An ``int`` field may accept several numbers (any heap that works): a list of them.
        return given in expected if isinstance(expected, list) else given == expected
    if field.form == "ints":
        return (isinstance(given, (list, tuple)) and all(_whole(x) for x in given)
                and sorted(given) == sorted(expected))
    if field.form == "side":
        return isinstance(given, str) and given == expected
    raise ValueError(f"unknown field form {field.form!r}")


def check(exercise: Exercise, reply: Mapping[str, Any]) -> Verdict:
    """Right or wrong per field; a missing or malformed reply to a field is wrong."""
    fields = {f.key: f.key in reply and _field_right(f, exercise.expected[f.key], reply[f.key])
              for f in exercise.fields}
    return Verdict(all(fields.values()), fields)
