"""The exercise engine's texts in the UI's language, and the names the training screens share.

The engine hands out :data:`~engines.exercise.model.Text` pairs (an English template and its
arguments); Qt translates the template in the context "Exercise" (every template is listed in
:mod:`desktop.training.messages` for lupdate). Worksheets use :func:`say` too.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engines.exercise.model import Text, is_text
from engines.exercise.moves import said


def say(text: Text) -> str:
    """``text`` translated, its arguments put in (an argument that is a Text itself is said
    too: a side's name, a kind of move)."""
    template, args = text
    if not template:
        return ""
    shown = [say(a) if is_text(a) else a for a in args]
    return QCoreApplication.translate("Exercise", template).format(*shown)


def move_words(game: str, move: str, label: str | None = None, note: str = "") -> str:
    """A move as the pupil reads it: its notation (``label``: as the board names it) and the
    move in words — the exercises' words where its notation is not words already (Nim's
    ``2:1,3:2``, Seki's ``1,2``), else ``note`` (the tab's description). A notation that is a
    word (``take``, ``pass``) is said in words alone."""
    label = move if label is None else label
    words = said(game, move)
    if is_text(words):
        note = say(words)
    if not note or note == label:
        return label
    return note if move.isalpha() else f"{label} — {note}"


def game_title(game: str) -> str:
    """A game's name as the training screens show it (the tabs' titles, and durak apart from
    odnomastka, which share a tab)."""
    titles = {"nim": QCoreApplication.translate("Training", "Nim"),
              "cards24": QCoreApplication.translate("Training", "24 cards"),
              "kalah": QCoreApplication.translate("Training", "Kalah"),
              "seki": QCoreApplication.translate("Training", "Seki"),
              "odnomastka": QCoreApplication.translate("Training", "One suit"),
              "durak": QCoreApplication.translate("Training", "Durak (one suit)"),
              "determinant": QCoreApplication.translate("Training", "Determinant"),
              "ege": QCoreApplication.translate("Training", "EGE 19–21")}
    return titles.get(game, game)


def variant_title(variant: str) -> str:
    """A variant's name in words (the registry's name when it has none here)."""
    titles = {
        "normal": QCoreApplication.translate("Training", "normal: who takes the last stone wins"),
        "misere": QCoreApplication.translate("Training", "misère: who takes the last stone loses"),
        "moore": QCoreApplication.translate("Training", "Moore's Nim_k"),
        "exact": QCoreApplication.translate("Training", "exact k-Nim"),
        "slow-le": QCoreApplication.translate("Training", "slow Nim: 1 to k heaps"),
        "slow-eq": QCoreApplication.translate("Training", "slow Nim: exactly k heaps"),
        "hypergraph": QCoreApplication.translate("Training", "Nim on a hypergraph"),
        "standard": QCoreApplication.translate("Training", "standard"),
        "empty-capture": QCoreApplication.translate(
            "Training", "capture even when the opposite house is empty"),
        "seki": QCoreApplication.translate("Training", "SEKI"),
        "d-seki": QCoreApplication.translate("Training", "D-SEKI: emptying both at once is a draw"),
        "standard-misere": QCoreApplication.translate("Training", "fewest tricks"),
        "terminal": QCoreApplication.translate("Training", "the last trick wins"),
        "terminal-misere": QCoreApplication.translate("Training", "the last trick loses"),
        "optional-take": QCoreApplication.translate("Training", "taking is always allowed"),
        "must-beat": QCoreApplication.translate("Training", "must beat if able"),
        "task": QCoreApplication.translate("Training", "a new exam task"),
    }
    return titles.get(variant, variant)


def outcome_word(value: int) -> str:
    """An ``outcome`` answer: the result for the player to move."""
    words = {1: QCoreApplication.translate("Training", "the player to move wins"),
             0: QCoreApplication.translate("Training", "a draw"),
             -1: QCoreApplication.translate("Training", "the player to move loses")}
    return words.get(value, str(value))


def seconds_text(seconds: float) -> str:
    """A duration as minutes and seconds, e.g. 3:07."""
    whole = int(round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"
