"""The small protocol every game implements, and the errors shared by all games.

A *position* is an immutable, hashable value. A *move* is an immutable, hashable value too;
games turn both into text with the notation of ``shared/analysis-cli.md``.

Values are always from the point of view of the player to move in the position in question:
``+1`` win, ``0`` draw, ``-1`` loss for win/loss games, a score difference for score games.
"""
from __future__ import annotations

import enum
import math
import re
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

P = TypeVar("P", bound=Hashable)
M = TypeVar("M", bound=Hashable)


class InputError(ValueError):
    """Bad input from a user, with its message as an English template and its parameters, so
    that the app can show it translated: ``InputError("heap {0} is negative", 3)``."""

    def __init__(self, template: str, *params: object) -> None:
        super().__init__(template.format(*params) if params else template)
        self.template = template
        self.params = params


class NotationError(InputError):
    """A position, move or option given as text is malformed or impossible.

    The message names what is wrong in plain words, e.g. ``nim: heap 3 is not a number: 'x'``.
    """


class NumberError(InputError):
    """A number that is not one, or out of its range. Its message reads after the name of what
    was given, so games wrap it: ``NotationError("nim: heap {0} is {1}", 2, exc)`` reads
    ``nim: heap 2 is not a number: 'x'`` (the app translates both templates)."""


_INTEGER = re.compile(r"[+-]?[0-9]+")
"""ASCII digits only: ``str.isdigit`` and ``int`` also accept ², ١, １ and 𝟗, which no pupil
means as a number."""

MAX_INT = 10 ** 18
"""The largest whole number any input may hold unless its reader asks for less: far beyond
every limit of the games, and small enough that ``int()`` never meets its 4,300-digit guard."""


def shorten(text: str, width: int = 40) -> str:
    """``text`` cut to ``width`` characters for a one-line message."""
    return text if len(text) <= width else f"{text[:width - 1]}…"


def parse_int(text: str, low: int = 0, high: int = MAX_INT) -> int:
    """The whole number written in ``text`` (ASCII digits, an optional sign), from ``low`` to
    ``high``; raises :class:`NumberError`. The one place every game and option reads numbers."""
    word = text.strip()
    if not _INTEGER.fullmatch(word):
        raise NumberError("not a number: '{0}'", shorten(word))
    digits = word.lstrip("+-").lstrip("0")
    below = word.startswith("-") and bool(digits)
    shown: object = shorten(word)
    if len(digits) <= len(str(max(abs(low), abs(high)))):
        # Only then int(): no work and no 4,300-digit error on huge inputs.
        value = int(word)
        if low <= value <= high:
            return value
        shown, below = value, value < low
    if below and low == 0:
        raise NumberError("negative: {0}", shown)
    if below:
        raise NumberError("less than {1}: {0}", shown, low)
    raise NumberError("more than {1}: {0}", shown, high)


def parse_seconds(text: str, high: float = 86_400) -> float:
    """A positive, finite number of seconds (``nan``, ``inf`` and 0 refused)."""
    word = text.strip()
    if not re.fullmatch(r"[0-9]*\.?[0-9]+|[0-9]+\.", word) or len(word) > 20:
        raise NumberError("not a number of seconds: '{0}'", shorten(word))
    value = float(word)
    if not math.isfinite(value) or value <= 0:
        raise NumberError("not positive: {0}", word)
    if value > high:
        raise NumberError("more than {1}: {0}", word, int(high))
    return value


class IllegalMove(InputError):
    """A move that is not legal in the position it was applied to. Never silently ignored.

    A click on an empty house reaches the player too, so its message is a template with
    parameters like any bad input: ``IllegalMove("kalah: house {0} is empty", 3)``."""


class ValueKind(enum.Enum):
    """How a game's values read."""

    WIN_LOSS = "win-loss"
    """+1 win, 0 draw, -1 loss for the player to move."""
    SCORE = "score"
    """A score difference, mover minus opponent."""


@dataclass(frozen=True)
class GameInfo:
    """Declarative facts about a game that solvers and the UI rely on."""

    name: str
    """Registry name used on the command line, e.g. ``"nim"``."""
    variant: str
    """Variant name as on the command line, e.g. ``"misere"``."""
    value_kind: ValueKind
    """Whether values are win/draw/loss or scores."""
    sides: tuple[str, str] = ("A", "B")
    """Names of the two sides; the first one moves first at the start."""
    impartial: bool = False
    """Both players have the same moves: Sprague–Grundy theory applies."""


class Game(ABC, Generic[P, M]):
    """A finite, deterministic, two-player, zero-sum game with perfect information.

    Subclasses are small immutable rule books: they never store positions. ``legal_moves``
    returns moves in the fixed order of the notation; ``play`` raises :class:`IllegalMove` on a
    move that is not legal.
    """

    info: GameInfo

    # --- rules -------------------------------------------------------------------------
    @abstractmethod
    def initial(self) -> P:
        """The usual starting position."""

    @abstractmethod
    def to_move(self, pos: P) -> int:
        """Index (0 or 1) into ``info.sides`` of the player to move."""

    @abstractmethod
    def legal_moves(self, pos: P) -> Sequence[M]:
        """Every legal move in the documented fixed order; empty when the game is over."""

    @abstractmethod
    def play(self, pos: P, move: M) -> P:
        """The position after ``move``; raises :class:`IllegalMove` if it is not legal."""

    def is_terminal(self, pos: P) -> bool:
        """True when the game is over (by default: no legal moves)."""
        return not self.legal_moves(pos)

    @abstractmethod
    def terminal_value(self, pos: P) -> int:
        """The final result, from the point of view of the player whose turn it would be."""

    def move_reward(self, pos: P, move: M, child: P) -> int:
        """What the mover scores by this move itself, for games scored along the way (tricks):
        a value is then the sum of the rewards still to come plus ``terminal_value`` at the
        end, so equal futures share one memo entry whatever was scored before."""
        return 0

    def key(self, pos: P) -> Hashable:
        """A canonical key for memo tables: positions with equal keys have equal values.

        Games override it to drop what does not matter (e.g. heap order in Nim).
        """
        return pos

    def evaluate(self, pos: P) -> float:
        """A static estimate from the mover's point of view, for depth-limited search."""
        return 0

    # --- notation ------------------------------------------------------------------------
    @abstractmethod
    def parse_position(self, text: str) -> P:
        """Parse the notation of the contract; raises :class:`NotationError`."""

    @abstractmethod
    def format_position(self, pos: P) -> str:
        """The position in normal form: ``parse_position(format_position(p)) == p``."""

    @abstractmethod
    def format_move(self, pos: P, move: M) -> str:
        """A move in the notation of the contract."""

    def parse_move(self, pos: P, text: str) -> M:
        """The legal move of ``pos`` written as ``text``; raises :class:`NotationError`."""
        wanted = text.strip().replace(" ", "")
        for move in self.legal_moves(pos):
            if self.format_move(pos, move).replace(" ", "") == wanted:
                return move
        raise NotationError("{0}: '{1}' is not a legal move here", self.info.name, text.strip())

    # --- conveniences shared by all games -----------------------------------------------
    def side_name(self, pos: P) -> str:
        """Name of the side to move, e.g. ``"A"``."""
        return self.info.sides[self.to_move(pos)]

    def child_sign(self, pos: P, child: P) -> int:
        """+1 if the same player moves in ``child`` (an extra turn), else -1."""
        return 1 if self.to_move(pos) == self.to_move(child) else -1

    def settings(self) -> dict[str, Any]:
        """The options that, with the variant, rebuild this game (for save files)."""
        return {}
