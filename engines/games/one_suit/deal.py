"""What the one-suit games share: a deal written as ``A:1,4,5 B:2,3,6 lead:A [table:5]`` (durak
says ``attack:``), and the memo key that keeps only the order of the cards left."""
from __future__ import annotations

import re
from collections.abc import Hashable
from typing import Any

from engines.analysis import Analyzer
from engines.protocol import MAX_INT, Game, NotationError, shorten
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver

SIDES = ("A", "B")
MAX_HAND_TEXT = 19 * 2000
"""Characters one hand's text may have: 2000 card numbers of 18 digits (the terminal
odnomastka takes 1000 cards a hand; a hand is checked against its game's own limit after)."""
Hands = tuple[tuple[int, ...], tuple[int, ...]]


def parse_deal(text: str, game: str, turn_word: str) -> tuple[Hands, int, int | None]:
    """(hands, whose turn word, card on the table); errors start with ``game:`` (the templates
    are listed for translation in the app)."""
    fields: dict[str, str] = {}
    for word in text.split():
        name, sep, value = word.partition(":")
        if not sep or name not in ("A", "B", turn_word, "table") or name in fields:
            raise NotationError(f"{game}: write A:1,4,5 B:2,3,6 {turn_word}:A [table:5], not "
                                "'{0}'", word)
        fields[name] = value
    for need in ("A", "B", turn_word):
        if need not in fields:
            raise NotationError(f"{game}: '{{0}}:' is missing", need)
    hands = (card_list(fields["A"], "A", game), card_list(fields["B"], "B", game))
    if fields[turn_word] not in SIDES:
        raise NotationError(f"{game}: {turn_word} is A or B, not '{{0}}'", fields[turn_word])
    table = None
    if "table" in fields:
        led = card_list(fields["table"], "table", game)
        if len(led) != 1:
            raise NotationError(f"{game}: one card on the table, not '{{0}}'", fields["table"])
        table = led[0]
    everything = list(hands[0]) + list(hands[1]) + ([table] if table is not None else [])
    if len(set(everything)) != len(everything):
        twice = next(c for c in everything if everything.count(c) > 1)
        raise NotationError(f"{game}: card {{0}} is dealt twice", twice)
    return hands, SIDES.index(fields[turn_word]), table


def card_list(text: str, where: str, game: str) -> tuple[int, ...]:
    if not text:
        return ()
    # [0-9], not \d: only ASCII digits are numbers; no card beyond MAX_INT (18 digits).
    if not re.fullmatch(r"[0-9]{1,18}(,[0-9]{1,18})*", text) or len(text) > MAX_HAND_TEXT:
        raise NotationError(f"{game}: {{0}} holds '{{1}}'; write card numbers like 1,4,5", where,
                            shorten(text))
    cards = tuple(sorted(int(c) for c in text.split(",")))
    if cards[-1] > MAX_INT:
        raise NotationError(f"{game}: cards are numbered up to {{0}}, not {{1}}", MAX_INT,
                            cards[-1])
    if cards[0] < 1:
        raise NotationError(f"{game}: cards are numbered from 1, not {{0}}", cards[0])
    return cards


def format_deal(hands: Hands, turn_word: str, turn: int, table: int | None) -> str:
    text = " ".join(f"{side}:{','.join(map(str, hand))}" for side, hand in zip(SIDES, hands))
    text += f" {turn_word}:{SIDES[turn]}"
    return text + (f" table:{table}" if table is not None else "")


def order_key(hands: Hands, mover: int, table: int | None) -> str:
    """The cards left, lowest first, as M (the mover's), O (the opponent's) and T (on the
    table): all a solver needs, since only which card is higher ever matters."""
    cards = [(c, "M") for c in hands[mover]] + [(c, "O") for c in hands[1 - mover]]
    if table is not None:
        cards.append((table, "T"))
    return "".join(owner for _, owner in sorted(cards))


SWAP = str.maketrans("MO", "OM")
"""Turns a pattern round to the other player's side."""
Pattern = tuple[str, int]
"""(the cards left lowest first — M the mover's, O the opponent's, T the card on the table —
and which real player the mover is); only the string is a memo key."""


class PatternGame(Game[Pattern, int]):
    """A one-suit game played on patterns alone; subclasses give the moves. A move is the
    index of a card in the string (of a run of the mover's interchangeable cards only the
    first is offered)."""

    def initial(self) -> Pattern:
        return ("MO", 0)

    def to_move(self, pos: Pattern) -> int:
        return pos[1]

    def key(self, pos: Pattern) -> Hashable:
        return pos[0]

    def parse_position(self, text: str) -> Pattern:
        return (text, 0)

    def format_position(self, pos: Pattern) -> str:
        return pos[0]

    @staticmethod
    def runs(text: str) -> list[int]:
        """The first card of each run of the mover's cards."""
        return [i for i, c in enumerate(text) if c == "M" and (i == 0 or text[i - 1] != "M")]


class PatternAnalyzer(Analyzer[Any, Any]):
    """Every move's exact value from one memo over patterns shared by all deals: the real game
    gives the patterns (its ``key``) and the rewards; ``patterns`` is the game on patterns."""

    exact_cards = 22
    """Cards in play (both hands and the table) an exact answer reaches in a few seconds."""

    def check_reach(self, pos: Any, limited: bool) -> None:
        """Refuse at once a deal too large to solve exactly in seconds."""
        cards = len(pos.hands[0]) + len(pos.hands[1]) + (pos.table is not None)
        if not limited and cards > self.exact_cards:
            raise NotationError("{0}: {1} cards in play; an exact answer reaches at most {2}; "
                                "use --depth or --time-limit", self.game.info.name, cards,
                                self.exact_cards)

    def __init__(self, game: Game[Any, Any], patterns: Game[Any, Any]) -> None:
        super().__init__(game)
        self.cards = game
        self.reference = ExactSolver(patterns)
        self.patterns: Any = self.reference
        """The solver whose memo the app counts (``table``); a game may put a faster one."""

    def exact_values(self, pos: Any, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Any, float, int | None]]]:
        game, solver = self.cards, self.reference
        solver.control = control
        value, remoteness = solver.solve((str(game.key(pos)), game.to_move(pos)))
        moves: list[tuple[Any, float, int | None]] = []
        for move in game.legal_moves(pos):
            child = game.play(pos, move)
            child_value, child_r = solver.solve((str(game.key(child)), game.to_move(child)))
            sign = 1 if game.to_move(child) == game.to_move(pos) else -1
            moves.append((move, game.move_reward(pos, move, child) + sign * child_value,
                          child_r + 1))
        return value, remoteness, moves
