"""Moves said in words, as a pupil says them, for the exercises' texts: Nim's ``2:3,3:1`` is
"take 3 from heap 2 and 1 from heap 3", Seki's ``1,2`` "lower the number in row 1, column 2", the one-suit games'
``take`` "take the cards". The notation stays in the answers (``expected``, ``choices``): it is
what the command line and the checking use; only the sentences are said in words.

A said move is a :data:`Text` (translated by the app, put into Russian by :mod:`wording`); a
list of them is one Text too, joined two at a time (a template cannot have a variable number of
places).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engines.exercise.model import Text

_NIM = re.compile(r"^\d+:\d+(,\d+:\d+)*$")
_SEKI = re.compile(r"^(\d+),(\d+)$")
_DETERMINANT = re.compile(r"^(\d)@(\d)(\d)$")

TAKE_FROM: Text = ("take {0} from heap {1}", ())
AND_FROM: Text = ("{0} and {1} from heap {2}", ())
SEKI_CELL: Text = ("lower the number in row {0}, column {1}", ())
PASS: Text = ("pass", ())
TAKE_CARDS: Text = ("take the cards", ())
DIGIT_AT: Text = ("write {0} in row {1}, column {2}", ())
APART: Text = ("{0}; {1}", ())


def said(game: str, move: str) -> Any:
    """``move`` (the game's notation) in words: a Text, or the notation itself where it is a
    word already (a card, a house number)."""
    if game == "nim" and _NIM.match(move):
        parts = [tuple(int(x) for x in p.split(":")) for p in move.split(",")]
        text: Text = (TAKE_FROM[0], (parts[0][1], parts[0][0]))
        for heap, count in parts[1:]:
            text = (AND_FROM[0], (text, count, heap))
        return text
    if game == "seki":
        if move == "pass":
            return PASS
        cell = _SEKI.match(move)
        if cell:
            return (SEKI_CELL[0], (int(cell.group(1)), int(cell.group(2))))
    if game in ("durak", "odnomastka") and move == "take":
        return TAKE_CARDS
    if game == "determinant":
        digit = _DETERMINANT.match(move)
        if digit:
            return (DIGIT_AT[0], tuple(int(g) for g in digit.groups()))
    return move


def said_moves(game: str, moves: Sequence[str]) -> Any:
    """Several moves as one argument of a text: ``2, 3`` where the notation reads well (cards,
    houses), else the moves in words one after another, ``; `` between them."""
    words = [said(game, m) for m in moves]
    if all(isinstance(w, str) for w in words):
        return ", ".join(words)
    out: Any = words[-1]
    for word in reversed(words[:-1]):
        out = (APART[0], (word, out))
    return out
