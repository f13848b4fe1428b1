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

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.games.one_suit import (SWAP, Pattern, PatternAnalyzer, PatternGame, format_deal,
                                    order_key, parse_deal)
from engines.analysis import Analysis
from engines.protocol import Game, GameInfo, IllegalMove, NotationError, ValueKind
from engines.solvers.alphabeta import SearchOptions
from engines.solvers.control import SearchControl

VARIANTS = ("standard", "standard-misere", "terminal", "terminal-misere")
SIDES = ("A", "B")
MAX_K = 13
"""Cards a hand the exact solver reaches in the scoring versions (``standard``, ``-misere``)."""
MAX_K_TERMINAL = 1000
"""Cards a hand in the terminal versions: their short rule (:func:`terminal_rule`) answers in
time linear in the cards, so only the size of the text bounds them."""


def max_k(variant: str) -> int:
    """The most cards a hand the variant accepts."""
    return MAX_K_TERMINAL if variant.startswith("terminal") else MAX_K


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
        return order_key(pos.hands, self.to_move(pos), pos.table)

    # --- notation: "A:1,4,5 B:2,3,6 lead:A [table:5]" ------------------------------------
    def format_position(self, pos: TrickPosition) -> str:
        return format_deal(pos.hands, "lead", pos.leader, pos.table)

    def parse_position(self, text: str) -> TrickPosition:
        hands, leader, table = parse_deal(text, "odnomastka", "lead")
        if len(hands[1 - leader]) != len(hands[leader]) + (0 if table is None else 1):
            raise NotationError("odnomastka: the hands must be equal (one more card for the "
                                "player answering a card on the table); got {0} and {1}",
                                len(hands[0]), len(hands[1]))
        if len(hands[0]) + len(hands[1]) > 2 * max_k(self.variant):
            raise NotationError("odnomastka: at most {0} cards a hand", max_k(self.variant))
        return TrickPosition(hands, leader, table)

    def format_move(self, pos: TrickPosition, move: int) -> str:
        return str(move)

    def settings(self) -> dict[str, Any]:
        return {"k": self.k}


def terminal_rule(pos: TrickPosition, mover: int, misere: bool) -> tuple[bool, int | None]:
    """(whether the mover wins, the one card of his that throws the win away or None) in the
    terminal versions, without search.

    The holder of the highest card still in hand (misère: the lowest) takes (misère: gives
    away) the last trick: he keeps that card to the end. Any other card of his is as good; the
    key card itself only if his next card is still above (misère: below) all the opponent's,
    or it is his last. Only in the very last trick does the card on the table count: a card
    led earlier can be ducked. Checked against the exact solver on every deal up to 7 cards a
    hand (tests/engines/test_odnomastka.py)."""
    mine, theirs = pos.hands[mover], pos.hands[1 - mover]
    if not theirs:  # the last trick, answered by the mover's last card
        assert pos.table is not None and len(mine) == 1
        return (mine[0] > pos.table) != misere, None
    if misere:
        won, second = mine[0] < theirs[0], len(mine) > 1 and mine[1] < theirs[0]
        key = mine[0]
    else:
        won, second = mine[-1] > theirs[-1], len(mine) > 1 and mine[-2] > theirs[-1]
        key = mine[-1]
    return won, None if not won or second or len(mine) == 1 else key


class TrickPatternGame(PatternGame):
    """The same game on patterns alone, the game the exact solver walks. A move is the index
    of a card in the string; of a run of the mover's cards with nothing between them only the
    first is offered, because such cards are interchangeable."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        kind = ValueKind.SCORE if variant.startswith("standard") else ValueKind.WIN_LOSS
        self.info = GameInfo("odnomastka-pattern", variant, kind, SIDES)

    def legal_moves(self, pos: Pattern) -> Sequence[int]:
        return self.runs(pos[0])

    def play(self, pos: Pattern, move: int) -> Pattern:
        text, side = pos
        t = text.find("T")
        if t < 0:  # a lead: the card goes to the table and the other player answers
            return ((text[:move] + "T" + text[move + 1:]).translate(SWAP), 1 - side)
        low, high = (move, t) if move < t else (t, move)
        rest = text[:low] + text[low + 1:high] + text[high + 1:]
        if move > t:  # the answer took the trick: the same player leads
            return (rest, side)
        return (rest.translate(SWAP), 1 - side)

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

    def format_move(self, pos: Pattern, move: int) -> str:
        return str(move)


class TrickSolver:
    """Exact values of trick patterns, the fast way: a memo over lead patterns only (a pattern
    with a card led has one parent, so it is not worth remembering), a trick played as one
    step (a lead and its answer), and the answers cut off as soon as one shows that the lead
    cannot beat a lead already tried. Every game lasts until the hands are empty, so the
    remoteness is the cards left and only values are stored. The generic solver on
    :class:`TrickPatternGame` stays the reference it is tested against."""

    def __init__(self, variant: str) -> None:
        self.terminal = variant.startswith("terminal")
        self.won = -1 if variant.endswith("misere") else 1
        """What taking a trick (the last one, in the terminal versions) is worth."""
        self.table: dict[str, int] = {"": 0}
        """Lead pattern (the leader's cards M, the other's O, lowest first) -> its value."""
        self.control = SearchControl()

    def lead(self, s: str) -> int:
        """The value of lead pattern ``s`` for its leader."""
        table = self.table
        if s in table:
            return table[s]
        self.control.tick()
        most = 1 if self.terminal else len(s) // 2
        best = -most - 1
        mine, theirs = self.runs(s)
        # Leads from the top down: a high card is the usual best lead, and the sooner a good
        # lead is found the more answers the later leads may skip.
        for i in reversed(mine):
            v = self.after_lead(s, i, best, theirs)
            if v > best:
                best = v
                if best == most:
                    break
        table[s] = best
        return best

    def after_lead(self, s: str, i: int, floor: int, theirs: list[int]) -> int:
        """The leader's value after leading card ``i`` of ``s`` against the best answer from
        ``theirs`` (the first card of each of the other's runs); once an answer brings it to
        ``floor`` or below, that answer's value is returned (the lead cannot beat one worth
        ``floor``)."""
        table, lead = self.table, self.lead
        worth = self.won if len(s) == 2 or not self.terminal else 0
        worst = len(s)  # above any value
        # The cheapest card that takes the trick, then the lowest card, then the rest: one
        # of the first two is usually the best answer, and it cuts the others off.
        cheapest = next((j for j in theirs if j > i), None)
        order = theirs if cheapest is None or cheapest == theirs[0] else \
            [cheapest] + [j for j in theirs if j != cheapest]
        for j in order:
            if i > j:  # the leader takes the trick and leads again
                rest = s[:j] + s[j + 1:i] + s[i + 1:]
                v = table.get(rest)
                v = worth + (lead(rest) if v is None else v)
            else:
                rest = (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP)
                v = table.get(rest)
                v = -worth - (lead(rest) if v is None else v)
            if v < worst:
                worst = v
                if worst <= floor:
                    break
        return worst

    @staticmethod
    def runs(s: str) -> tuple[list[int], list[int]]:
        """The first card of each run of M's cards and of O's (the rest of a run are the same
        card)."""
        mine: list[int] = []
        theirs: list[int] = []
        before = ""
        for i, c in enumerate(s):
            if c != before:
                (mine if c == "M" else theirs).append(i)
                before = c
        return mine, theirs

    def trick(self, s: str, a: int, b: int, m_wins: bool, last: bool) -> int:
        """The value for M of taking cards ``a`` and ``b`` out of ``s`` as one trick."""
        low, high = (a, b) if a < b else (b, a)
        rest = s[:low] + s[low + 1:high] + s[high + 1:]
        worth = self.won if last or not self.terminal else 0
        if m_wins:
            return worth + self.lead(rest)
        return -worth - self.lead(rest.translate(SWAP))

    def values(self, s: str) -> tuple[int, dict[int, int]]:
        """(the value of pattern ``s`` for its mover, the value of each of his cards by its
        index in ``s``), with a card led (T) or without."""
        t = s.find("T")
        if t < 0:
            theirs = self.runs(s)[1]
            by_card = {i: self.after_lead(s, i, -len(s) - 1, theirs)
                       for i in range(len(s)) if s[i] == "M"}
        else:
            last = len(s) == 2
            by_card = {j: self.trick(s, t, j, j > t, last) for j in range(len(s)) if s[j] == "M"}
        return max(by_card.values()), by_card


class OdnomastkaAnalyzer(PatternAnalyzer):
    """Every card's exact value, from one memo over patterns shared by all deals."""

    score_traps = True
    """A lost score position also gets the trap (the card leaving the most ways to err)."""

    exact_cards = 22
    """Measured from alternating deals: 22 cards 2.9 s (terminal 3.2 s), 24 cards 8.3 s."""

    def __init__(self, game: Odnomastka) -> None:
        super().__init__(game, TrickPatternGame(game.variant))
        self.rule = game.variant.startswith("terminal")
        """The terminal versions are answered by their short rule, at any size."""
        self.misere = game.variant.endswith("misere")
        self.fast = True
        """False: the generic exact solver on patterns, the reference of the tests."""
        self.patterns = TrickSolver(game.variant)

    def check_reach(self, pos: Any, limited: bool) -> None:
        if not self.rule or not self.fast:
            super().check_reach(pos, limited)

    def solved_values(self, pos: TrickPosition, mover: int, control: SearchControl
                      ) -> tuple[float, int | None, list[tuple[Any, float, int | None]]]:
        self.patterns.control = control
        value, by_index = self.patterns.values(order_key(pos.hands, mover, pos.table))
        in_play = sorted(pos.hands[0] + pos.hands[1]
                         + ((pos.table,) if pos.table is not None else ()))
        index = {card: i for i, card in enumerate(in_play)}
        left = len(pos.hands[0]) + len(pos.hands[1])
        return value, left, [(card, by_index[index[card]], left) for card in pos.hands[mover]]

    def analyze(self, pos: Any, *, control: SearchControl | None = None,
                depth: int | None = None, time_limit: float | None = None,
                search: SearchOptions | None = None) -> Analysis[Any, Any]:
        if self.rule and self.fast and len(pos.hands[0]) + len(pos.hands[1]) > 2 * MAX_K:
            # The rule is exact and instant; a limited search over a big deal is neither.
            depth = time_limit = None
        return super().analyze(pos, control=control, depth=depth, time_limit=time_limit,
                               search=search)

    def exact_values(self, pos: Any, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Any, float, int | None]]]:
        if not self.fast:
            return super().exact_values(pos, control)
        mover = self.cards.to_move(pos)
        if not self.rule:
            return self.solved_values(pos, mover, control)
        won, bad = terminal_rule(pos, mover, self.misere)
        # Every game lasts until the hands are empty: remoteness is the cards left in hand.
        left = len(pos.hands[0]) + len(pos.hands[1])
        return (1 if won else -1, left,
                [(card, 1 if won and card != bad else -1, left) for card in pos.hands[mover]])

    def winning_replies(self, pos: Any, control: SearchControl) -> int:
        if not self.fast or not self.rule:
            return super().winning_replies(pos, control)
        mover = self.cards.to_move(pos)
        won, bad = terminal_rule(pos, mover, self.misere)
        return len(pos.hands[mover]) - (bad is not None)
