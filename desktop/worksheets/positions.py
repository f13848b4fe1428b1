"""Positions from played games on a worksheet: the position on each game tab's board, or the
positions of the game in the current tab, made into exercises by the exercise engine
(``engines.exercise.from_position``) — the same question, answer and check as a generated one.
They are the sheet's ``fixed`` exercises: the same in every variant, after the rows'."""
from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QListWidget, QPushButton, QVBoxLayout,
                               QWidget)

from desktop.framework.messages import localized
from desktop.framework.worker import EngineRunner
from desktop.worksheets.rows import Catalog
from desktop.worksheets.sheet import MAX_FIXED, exercise_key
from desktop.worksheets.words import game_title, say
from engines.exercise.model import Exercise
from engines.protocol import InputError
from engines.solvers.control import Cancelled, SearchControl

BOARD_KINDS = ("best-move", "who-wins")
"""A board's position: find a winning move where there is one to find, else who wins."""
HISTORY_KINDS = ("best-move",)
"""A game's positions: only its decisions (a move to find), not every position it passed."""


@dataclass(frozen=True)
class Taken:
    """Positions of one game tab, read on the GUI thread (the tab may change after)."""

    game: str
    variant: str
    settings: Mapping[str, Any]
    positions: tuple[str, ...]
    title: str


@dataclass
class Found:
    exercises: list[Exercise] = field(default_factory=list)
    problems: list[tuple[str, InputError]] = field(default_factory=list)
    """(the game's title, what is wrong) per position that gave no exercise."""
    skipped: int = 0
    """Positions of a game with no move to find, or already on the sheet."""


def taken_from(tab: Any, history: bool) -> Taken:
    """The current position (``history``: every unfinished position of the game) of a game
    tab, in the notation."""
    game = tab.game
    positions = ([p for p in tab.record.positions() if game.legal_moves(p)] if history
                 else [tab.position])  # a finished board is named: "the game is over"
    return Taken(game.info.name, game.info.variant, dict(game.settings()),
                 tuple(game.format_position(p) for p in positions), tab.tab_title())


def exercises_from(taken: Sequence[Taken], kinds: Sequence[str], room: int,
                   have: set[str], control: SearchControl | None = None) -> Found:
    """Exercises of the first of ``kinds`` each position has, at most ``room`` of them, none
    whose key is in ``have``. A tab none of whose positions gave one is a problem (its first
    error says why); otherwise positions without one are left out. Runs off the GUI thread:
    every position is solved."""
    from engines.exercise.from_position import exercise_for
    found = Found()
    for tab in taken:
        first: InputError | None = None
        made = left_out = 0
        for text in tab.positions:
            if control is not None and control.cancelled:
                raise Cancelled()  # the window is gone
            if len(found.exercises) >= room:
                left_out += 1
                continue
            for kind in kinds:
                try:
                    exercise = exercise_for(tab.game, kind, text, variant=tab.variant,
                                            settings=dict(tab.settings))
                except InputError as exc:
                    first = first or exc
                    continue
                made += 1
                if exercise_key(exercise) in have:
                    left_out += 1
                else:
                    have.add(exercise_key(exercise))
                    found.exercises.append(exercise)
                break
            else:
                left_out += 1
        if not made and first is not None:
            found.problems.append((tab.title, first))
        else:
            found.skipped += left_out
    return found


class PositionsBox(QGroupBox):
    """The sheet's positions from played games: a list, two ways to add, one to remove."""

    changed = Signal()
    said = Signal(str, bool)
    """(a message for the status line, whether it is an error)."""

    def __init__(self, catalog: Catalog, runner: EngineRunner,
                 parent: QWidget | None = None) -> None:
        """``catalog``: the kinds' titles; ``runner``: the window's (one job at a time: the
        engine's tables are not shared between threads)."""
        super().__init__(parent)
        self.catalog = catalog
        self.tabs: Callable[[], tuple[Sequence[Any], Any]] = lambda: ([], None)
        """(every game tab, the current one or None): the main window's, once it is known."""
        self.fixed: list[Exercise] = []
        self.runner = runner
        self.list = QListWidget()
        self.list.setMaximumHeight(64)
        self.boards_button, self.history_button = QPushButton(), QPushButton()
        self.remove_button = QPushButton()
        self.boards_button.clicked.connect(lambda: self.take(history=False))
        self.history_button.clicked.connect(lambda: self.take(history=True))
        self.remove_button.clicked.connect(self.remove)
        buttons = QHBoxLayout()
        for button in (self.boards_button, self.history_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Positions from played games (the same in every variant)"))
        self.boards_button.setText(self.tr("Add each game's position"))
        self.boards_button.setToolTip(self.tr(
            "The position on the board of every game tab: find a winning move where there is "
            "one to find, else who wins"))
        self.history_button.setText(self.tr("Add the current game's moves"))
        self.history_button.setToolTip(self.tr(
            "Every position of the game in the current tab where a winning move is to be found"))
        self.remove_button.setText(self.tr("Remove the position"))
        self._show()

    def set_fixed(self, exercises: Sequence[Exercise]) -> None:
        self.fixed = list(exercises)
        self._show()

    def _show(self) -> None:
        self.list.clear()
        for exercise in self.fixed:
            self.list.addItem(self.tr("{0}: {1} — {2}").format(
                game_title(exercise.game), exercise.position,
                say(self.catalog.get(exercise.game, {}).get(exercise.kind,
                                                            ((exercise.kind, ()), 0))[0])))
        self.remove_button.setEnabled(bool(self.fixed))

    def remove(self) -> None:
        row = self.list.currentRow()
        if not self.fixed:
            return
        del self.fixed[row if 0 <= row < len(self.fixed) else -1]
        self._show()
        self.changed.emit()

    def take(self, history: bool) -> None:
        """Add the positions of the game tabs (``history``: of the current game) as exercises,
        solved off the GUI thread."""
        tabs, current = self.tabs()
        chosen = [current] if history else list(tabs)
        chosen = [t for t in chosen if t is not None]
        if not chosen:
            self.said.emit(self.tr("Open a game tab first: its positions are taken."), True)
            return
        room = MAX_FIXED - len(self.fixed)
        if room <= 0:
            self.said.emit(self.tr("The worksheet holds at most {0} positions from games.")
                           .format(MAX_FIXED), True)
            return
        taken = [taken_from(t, history) for t in chosen]
        kinds = HISTORY_KINDS if history else BOARD_KINDS
        have = {exercise_key(e) for e in self.fixed}
        self.said.emit(self.tr("Solving the positions…"), False)
        self.runner.start(lambda control: exercises_from(taken, kinds, room, have, control),
                          self._found)

    def _found(self, found: Found) -> None:
        self.fixed += found.exercises
        self._show()
        self.changed.emit()
        lines = [self.tr("Positions added: {0}.").format(len(found.exercises))]
        if found.skipped:
            lines.append(self.tr("Left out (no move to find, already on the sheet, or no room): "
                                 "{0}.").format(found.skipped))
        lines += [f"{title}: {localized(problem)}" for title, problem in found.problems]
        self.said.emit("<br>".join(html.escape(line) for line in lines),
                       bool(found.problems) and not found.exercises)
