"""Odnomastka — Lasker's one-suit game (whistette) in its four versions.

Cards 1…2k, k in each open hand. The leader plays a card, the other answers with any card, the
higher card takes the trick and its taker leads next. ``standard``: most tricks; ``standard-
misere``: fewest; ``terminal``: whoever takes the last trick wins; ``terminal-misere``: he loses.

Only the order of the cards left matters, never their numbers, so a position's memo key is the
interleaving of the two hands (and the card on the table) seen from the player to move — the
pattern that makes a whole suit of 13 cards solvable. Tricks are scored along the way
(``move_reward``), so the value of a position is what is still to come.
"""
from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analyzer
from engines.protocol import Game, GameInfo, IllegalMove, NotationError, ValueKind
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver

VARIANTS = ("standard", "standard-misere", "terminal", "terminal-misere")
SIDES = ("A", "B")
MAX_K = 13


@dataclass(frozen=True, slots=True)
class TrickPosition:
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """A's and B's cards, increasing."""
    leader: int
    """Who led (or leads) the current trick."""
    table: int | None = None
    """The card led, when the other player is to answer."""


class Odnomastka(Game[TrickPosition, int]):
    def __init__(self, variant: str = "standard", k: int = 6) -> None:
        if variant not in VARIANTS:
            raise NotationError("odnomastka: unknown variant '{0}' (one of {1})", variant,
                                ", ".join(VARIANTS))
        self.variant, self.k = variant, k
        kind = ValueKind.SCORE if variant.startswith("standard") else ValueKind.WIN_LOSS
        self.info = GameInfo("odnomastka", variant, kind, SIDES)

    # --- rules ---------------------------------------------------------------------------
    def initial(self) -> TrickPosition:
        """The deal 1, 3, 5… to A and 2, 4, 6… to B (the app deals at random)."""
        k = self.k
        return TrickPosition((tuple(range(1, 2 * k, 2)), tuple(range(2, 2 * k + 1, 2))), 0)

    def to_move(self, pos: TrickPosition) -> int:
        return pos.leader if pos.table is None else 1 - pos.leader

    def legal_moves(self, pos: TrickPosition) -> Sequence[int]:
        return pos.hands[self.to_move(pos)]

    def play(self, pos: TrickPosition, move: int) -> TrickPosition:
        me = self.to_move(pos)
        hand = pos.hands[me]
        if move not in hand:
            raise IllegalMove(f"odnomastka: {move} is not in the hand of {SIDES[me]}")
        rest = tuple(c for c in hand if c != move)
        hands = (rest, pos.hands[1]) if me == 0 else (pos.hands[0], rest)
        if pos.table is None:
            return TrickPosition(hands, pos.leader, move)
        winner = pos.leader if pos.table > move else me
        return TrickPosition(hands, winner, None)

    def trick_winner(self, pos: TrickPosition, move: int) -> int | None:
        """Who takes the trick ``move`` completes (None if it only leads)."""
        if pos.table is None:
            return None
        return pos.leader if pos.table > move else 1 - pos.leader

    def move_reward(self, pos: TrickPosition, move: int, child: TrickPosition) -> int:
        if pos.table is None:
            return 0
        won = 1 if move > pos.table else -1  # the answering player is the mover
        if self.variant.startswith("terminal") and (child.hands[0] or child.hands[1]):
            return 0  # only the last trick counts
        return -won if self.variant.endswith("misere") else won

    def terminal_value(self, pos: TrickPosition) -> int:
        return 0  # every trick was scored when it was taken

    def key(self, pos: TrickPosition) -> Hashable:
        me = self.to_move(pos)
        cards = [(c, "M") for c in pos.hands[me]] + [(c, "O") for c in pos.hands[1 - me]]
        if pos.table is not None:
            cards.append((pos.table, "T"))
        return "".join(owner for _, owner in sorted(cards))

    # --- notation: "A:1,4,5 B:2,3,6 lead:A [table:5]" ------------------------------------
    def format_position(self, pos: TrickPosition) -> str:
        text = " ".join(f"{side}:{','.join(map(str, hand))}"
                        for side, hand in zip(SIDES, pos.hands))
        text += f" lead:{SIDES[pos.leader]}"
        if pos.table is not None:
            text += f" table:{pos.table}"
        return text

    def parse_position(self, text: str) -> TrickPosition:
        fields: dict[str, str] = {}
        for word in text.split():
            name, sep, value = word.partition(":")
            if not sep or name not in ("A", "B", "lead", "table") or name in fields:
                raise NotationError("odnomastka: write A:1,4,5 B:2,3,6 lead:A [table:5], not "
                                    "'{0}'", word)
            fields[name] = value
        for need in ("A", "B", "lead"):
            if need not in fields:
                raise NotationError("odnomastka: '{0}:' is missing", need)
        hands = tuple(self._cards(fields[s], s) for s in SIDES)
        if fields["lead"] not in SIDES:
            raise NotationError("odnomastka: lead is A or B, not '{0}'", fields["lead"])
        leader = SIDES.index(fields["lead"])
        table = None
        if "table" in fields:
            cards = self._cards(fields["table"], "table")
            if len(cards) != 1:
                raise NotationError("odnomastka: one card on the table, not '{0}'",
                                    fields["table"])
            table = cards[0]
        everything = list(hands[0]) + list(hands[1]) + ([table] if table is not None else [])
        if len(set(everything)) != len(everything):
            twice = next(c for c in everything if everything.count(c) > 1)
            raise NotationError("odnomastka: card {0} is dealt twice", twice)
        extra = 1 if table is None else 0
        if len(hands[1 - leader]) != len(hands[leader]) + (0 if extra else 1):
            raise NotationError("odnomastka: the hands must be equal (one more card for the "
                                "player answering a card on the table); got {0} and {1}",
                                len(hands[0]), len(hands[1]))
        if len(hands[0]) + len(hands[1]) > 2 * MAX_K:
            raise NotationError("odnomastka: at most {0} cards a hand", MAX_K)
        return TrickPosition((hands[0], hands[1]), leader, table)

    @staticmethod
    def _cards(text: str, where: str) -> tuple[int, ...]:
        if not text:
            return ()
        if not re.fullmatch(r"\d+(,\d+)*", text):
            raise NotationError("odnomastka: {0} holds '{1}'; write card numbers like 1,4,5",
                                where, text)
        cards = tuple(sorted(int(c) for c in text.split(",")))
        if cards and cards[0] < 1:
            raise NotationError("odnomastka: cards are numbered from 1, not {0}", cards[0])
        return cards

    def format_move(self, pos: TrickPosition, move: int) -> str:
        return str(move)

    def settings(self) -> dict[str, Any]:
        return {"k": self.k}


_SWAP = str.maketrans("MO", "OM")
Pattern = tuple[str, int]
"""(the cards left lowest first — M the mover's, O the opponent's, T the card led — and which
real player the mover is); only the string is a memo key."""


class PatternGame(Game[Pattern, int]):
    """The same game on patterns alone, the game the exact solver walks. A move is the index
    of a card in the string; of a run of the mover's cards with nothing between them only the
    first is offered, because such cards are interchangeable."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        kind = ValueKind.SCORE if variant.startswith("standard") else ValueKind.WIN_LOSS
        self.info = GameInfo("odnomastka-pattern", variant, kind, SIDES)

    def initial(self) -> Pattern:
        return ("MO", 0)

    def to_move(self, pos: Pattern) -> int:
        return pos[1]

    def legal_moves(self, pos: Pattern) -> Sequence[int]:
        text = pos[0]
        return [i for i, c in enumerate(text) if c == "M" and (i == 0 or text[i - 1] != "M")]

    def play(self, pos: Pattern, move: int) -> Pattern:
        text, side = pos
        t = text.find("T")
        if t < 0:  # a lead: the card goes to the table and the other player answers
            return ((text[:move] + "T" + text[move + 1:]).translate(_SWAP), 1 - side)
        low, high = (move, t) if move < t else (t, move)
        rest = text[:low] + text[low + 1:high] + text[high + 1:]
        if move > t:  # the answer took the trick: the same player leads
            return (rest, side)
        return (rest.translate(_SWAP), 1 - side)

    def move_reward(self, pos: Pattern, move: int, child: Pattern) -> int:
        t = pos[0].find("T")
        if t < 0:
            return 0
        if self.variant.startswith("terminal") and child[0]:
            return 0  # only the last trick counts
        won = 1 if move > t else -1
        return -won if self.variant.endswith("misere") else won

    def terminal_value(self, pos: Pattern) -> int:
        return 0

    def key(self, pos: Pattern) -> Hashable:
        return pos[0]

    def parse_position(self, text: str) -> Pattern:
        return (text, 0)

    def format_position(self, pos: Pattern) -> str:
        return pos[0]

    def format_move(self, pos: Pattern, move: int) -> str:
        return str(move)


def pattern_of(game: Odnomastka, pos: TrickPosition) -> Pattern:
    return (str(game.key(pos)), game.to_move(pos))


class OdnomastkaAnalyzer(Analyzer[TrickPosition, int]):
    """Every card's exact value, from one memo over patterns shared by all deals."""

    score_traps = True
    """A lost score position also gets the trap (the card leaving the most ways to err)."""

    def __init__(self, game: Odnomastka) -> None:
        super().__init__(game)
        self.cards = game
        self.patterns = ExactSolver(PatternGame(game.variant))

    def exact_values(self, pos: TrickPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[int, float, int | None]]]:
        game, solver = self.cards, self.patterns
        solver.control = control
        value, remoteness = solver.solve(pattern_of(game, pos))
        moves: list[tuple[int, float, int | None]] = []
        for move in game.legal_moves(pos):
            child = game.play(pos, move)
            child_value, child_r = solver.solve(pattern_of(game, child))
            sign = 1 if game.to_move(child) == game.to_move(pos) else -1
            moves.append((move, game.move_reward(pos, move, child) + sign * child_value,
                          child_r + 1))
        return value, remoteness, moves
