"""Exercises generated and checked by the exact engines: the interface the command line, the
training window and the worksheets share (``/work/wt/CLASSROOM.md``)."""
from __future__ import annotations

from engines.exercise.catalog import games, generate, generate_many, kinds
from engines.exercise.checking import check
from engines.exercise.model import Exercise, Field, Kind, Text, Verdict
from engines.exercise.wording import TEMPLATES, russian

__all__ = ["TEMPLATES", "Exercise", "Field", "Kind", "Text", "Verdict", "check", "games",
           "generate", "generate_many", "kinds", "russian"]
