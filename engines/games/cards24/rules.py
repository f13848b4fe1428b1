"""24 cards (Baboshina & Kornilov): cards of values 1…V lie open; players take one card in turn,
adding its value to a common total. Reaching the target exactly wins; going over it loses at once.

A position is the count of cards left of each value; the total and the player to move follow from
it. Positions are numbered in mixed radix (the count of 1s varies fastest), so taking a card always
goes to a smaller number and whole-game tables fill in one pass.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analyzer
from engines.games.cards24 import DEFAULT_TARGET
from engines.protocol import (Game, GameInfo, IllegalMove, NotationError, NumberError, ValueKind,
                              parse_int)
from engines.solvers.control import SearchControl
from engines.solvers.tables import grundy_table, outcome_table

DEFAULT_DECK = (4, 4, 4, 4, 4, 4)
MAX_VALUE = 9
MAX_POSITIONS = 500_000
"""Positions (deck counts + 1 multiplied) of the whole-game tables the analysis builds: measured
100,000 in 0.8 s, 500,000 in 3.6 s (78 MB), 1,000,000 in 12.8 s, 5,000,000 in 29 s (670 MB)."""
MAX_TARGET = 10 ** 6


@dataclass(frozen=True)
class CardsPosition:
    """How many cards of each value (1, 2, …) are still on the table."""

    counts: tuple[int, ...]

    def __repr__(self) -> str:
        return f"CardsPosition(counts={self.counts!r})"


def parse_deck(text: str) -> tuple[int, ...]:
    parts = text.replace(",", " ").split()
    if not 1 <= len(parts) <= MAX_VALUE:
        raise NotationError("cards24: the deck lists how many cards of each value 1…V, "
                            "V from 1 to {0}", MAX_VALUE)
    deck = []
    for v, part in enumerate(parts, 1):
        try:
            deck.append(parse_int(part))
        except NumberError as exc:
            raise NotationError("cards24: the count of {0}s in the deck is {1}", v, exc)
    return tuple(deck)


class Cards24(Game[CardsPosition, int]):
    def __init__(self, deck: Sequence[int] = DEFAULT_DECK, target: int = DEFAULT_TARGET) -> None:
        if not deck or len(deck) > MAX_VALUE or any(c < 0 for c in deck):
            raise NotationError("cards24: the deck lists how many cards of each value 1…V, "
                                "V from 1 to {0}", MAX_VALUE)
        if not 1 <= target <= MAX_TARGET:
            raise NotationError("cards24: the target is 1 to {0}, not {1}", MAX_TARGET, target)
        size = math.prod(c + 1 for c in deck)
        if size > MAX_POSITIONS:
            raise NotationError("cards24: this deck has {0} positions; the analysis builds tables "
                                "of at most {1}", size, MAX_POSITIONS)
        self.deck = tuple(deck)
        self.target = target
        self.deck_total = sum(v * c for v, c in enumerate(self.deck, 1))
        self.strides = [math.prod(c + 1 for c in self.deck[:i]) for i in range(len(self.deck))]
        self.size = math.prod(c + 1 for c in self.deck)
        self.info = GameInfo("cards24", "standard", ValueKind.WIN_LOSS, impartial=True)

    # --- rules -------------------------------------------------------------------------
    def initial(self) -> CardsPosition:
        return CardsPosition(self.deck)

    def total(self, pos: CardsPosition) -> int:
        return self.deck_total - sum(v * c for v, c in enumerate(pos.counts, 1))

    def taken(self, pos: CardsPosition) -> int:
        return sum(self.deck) - sum(pos.counts)

    def to_move(self, pos: CardsPosition) -> int:
        return self.taken(pos) % 2

    def legal_moves(self, pos: CardsPosition) -> list[int]:
        if self.total(pos) >= self.target:
            return []
        return [v for v, c in enumerate(pos.counts, 1) if c > 0]

    def play(self, pos: CardsPosition, move: int) -> CardsPosition:
        if move not in self.legal_moves(pos):
            raise IllegalMove("cards24: no card {0} can be taken here", move)
        counts = list(pos.counts)
        counts[move - 1] -= 1
        return CardsPosition(tuple(counts))

    def terminal_value(self, pos: CardsPosition) -> int:
        # Over the target: the player who just moved went over and lost. Exactly the target, or
        # no cards left: the player to move has lost.
        return 1 if self.total(pos) > self.target else -1

    def key(self, pos: CardsPosition) -> Hashable:
        return pos.counts

    def index(self, pos: CardsPosition) -> int:
        return sum(c * s for c, s in zip(pos.counts, self.strides))

    def position_at(self, index: int) -> CardsPosition:
        counts = []
        for c in self.deck:
            index, digit = divmod(index, c + 1)
            counts.append(digit)
        return CardsPosition(tuple(counts))

    # --- notation ------------------------------------------------------------------------
    def parse_position(self, text: str) -> CardsPosition:
        parts = text.replace(",", " ").split()
        if len(parts) != len(self.deck):
            raise NotationError("cards24: give {0} counts (cards of value 1…{0} left), got {1}",
                                len(self.deck), len(parts))
        counts = []
        for v, part in enumerate(parts, 1):
            try:
                n = parse_int(part)
            except NumberError as exc:
                raise NotationError("cards24: the count of {0}s is {1}", v, exc)
            if n > self.deck[v - 1]:
                raise NotationError("cards24: {0} cards of value {1} left, but the deck has "
                                    "only {2}", n, v, self.deck[v - 1])
            counts.append(n)
        pos = CardsPosition(tuple(counts))
        total = self.total(pos)
        if total > self.target:
            # Reachable only as the end of a game: the last card taken went over the target.
            taken = [v for v, c in enumerate(pos.counts, 1) if c < self.deck[v - 1]]
            if total - max(taken) >= self.target:
                raise NotationError("cards24: the cards taken already add up to {0}, over the "
                                    "target {1}", total, self.target)
        return pos

    def format_position(self, pos: CardsPosition) -> str:
        return " ".join(map(str, pos.counts))

    def format_move(self, pos: CardsPosition, move: int) -> str:
        return str(move)

    def settings(self) -> dict[str, Any]:
        return {"deck": list(self.deck), "target": self.target}

    # --- whole-game tables ---------------------------------------------------------------
    def _layout(self) -> tuple[list[int], list[tuple[int, ...]]]:
        """Totals and the values of the cards on the table, for every position number."""
        totals, present = [], []
        values = range(1, len(self.deck) + 1)
        for digits in itertools.product(*(range(c + 1) for c in reversed(self.deck))):
            counts = digits[::-1]
            totals.append(self.deck_total - sum(v * c for v, c in zip(values, counts)))
            present.append(tuple(v for v, c in zip(values, counts) if c))
        return totals, present

    def tables(self, control: SearchControl | None = None
               ) -> tuple[list[int], list[int], list[int]]:
        """(Grundy, value, remoteness) of every position, by position number."""
        totals, present = self._layout()
        target, strides = self.target, self.strides

        def options(i: int) -> list[int]:
            room = target - totals[i]
            return [i - strides[v - 1] for v in present[i] if v <= room] if room > 0 else []

        def moves(i: int) -> list[tuple[int, int]]:
            return [(i - strides[v - 1], -1) for v in present[i]]

        def terminal(i: int) -> int | None:
            t = totals[i]
            if t > target:
                return 1
            if t == target or not present[i]:
                return -1
            return None

        grundy = grundy_table(self.size, options, control)
        values, remoteness = outcome_table(self.size, moves, terminal, control)
        return grundy, values, remoteness


class Cards24Analyzer(Analyzer[CardsPosition, int]):
    """Every answer from the whole-game tables, built once per deck and target."""

    def __init__(self, game: Cards24) -> None:
        super().__init__(game)
        self.cards = game
        self._tables: tuple[list[int], list[int], list[int]] | None = None

    def tables(self, control: SearchControl | None = None
               ) -> tuple[list[int], list[int], list[int]]:
        if self._tables is None:
            self._tables = self.cards.tables(control)
        return self._tables

    def exact_values(self, pos: CardsPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[int, float, int | None]]]:
        _, values, remoteness = self.tables(control)
        game, i = self.cards, self.cards.index(pos)
        moves: list[tuple[int, float, int | None]] = []
        for v in game.legal_moves(pos):
            j = i - game.strides[v - 1]
            moves.append((v, -values[j], remoteness[j] + 1))
        return values[i], remoteness[i], moves

    def winning_replies(self, pos: CardsPosition, control: SearchControl) -> int:
        _, values, _ = self.tables(control)
        i = self.cards.index(pos)
        return sum(1 for v in self.cards.legal_moves(pos)
                   if values[i - self.cards.strides[v - 1]] < 0)

    def extra(self, pos: CardsPosition, control: SearchControl) -> dict[str, Any]:
        grundy, _, _ = self.tables(control)
        return {"grundy": grundy[self.cards.index(pos)], "total": self.cards.total(pos),
                "target": self.cards.target}
