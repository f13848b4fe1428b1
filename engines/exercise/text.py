"""A text of an exercise: an English template and its arguments, translated by the app with Qt
and by :mod:`engines.exercise.wording` into Russian for the command line."""
from __future__ import annotations

from typing import Any

Text = tuple[str, tuple[Any, ...]]
"""(English template with ``{0}``, ``{1}``… placeholders, its arguments)."""


def is_text(value: Any) -> bool:
    """Whether ``value`` is a :data:`Text` (an argument said in words, not a number)."""
    return (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str)
            and isinstance(value[1], tuple))
