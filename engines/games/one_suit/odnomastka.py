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

from engines.games.one_suit.deal import (SWAP, Pattern, PatternAnalyzer, PatternGame, format_deal,
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
            raise IllegalMove("odnomastka: {0} is not in the hand of {1}", move, SIDES[me])
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
    """Exact values of trick patterns, the fast way: α–β over whole tricks (a lead and its
    answer as one step) with a table of bounds over lead patterns only (a pattern with a card
    led has one parent, so it is not worth remembering). Every game lasts until the hands are
    empty, so the remoteness is the cards left and only values are kept. The generic solver on
    :class:`TrickPatternGame` stays the reference it is tested against."""

    def __init__(self, variant: str) -> None:
        self.terminal = variant.startswith("terminal")
        self.won = -1 if variant.endswith("misere") else 1
        """What taking a trick (the last one, in the terminal versions) is worth."""
        self.table: dict[str, tuple[int, int]] = {"": (0, 0)}
        """Lead pattern (the leader's cards M, the other's O, lowest first) -> the bounds
        (low, high) known for its value for the leader; exact when they meet."""
        self.control = SearchControl()

    def exact(self, s: str) -> int:
        """The exact value of lead pattern ``s`` for its leader."""
        most = len(s)
        return self.lead(s, -most - 1, most + 1)

    def lead(self, s: str, alpha: int, beta: int) -> int:
        """The value of lead pattern ``s`` for its leader if it lies strictly between
        ``alpha`` and ``beta``; else a bound on the same side (fail-soft α–β)."""
        bounds = self.table.get(s)
        if bounds is None:
            most = 1 if self.terminal else len(s) // 2
            low, high = -most, most
        else:
            low, high = bounds
        # Also for a pattern never seen: a window beyond the value's range would be empty.
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        self.control.tick()
        a, b = max(alpha, low), min(beta, high)
        best = -len(s) - 1
        mine, theirs = self.runs(s)
        # Leads from the top down (misère: from the bottom up): that is the usual best lead,
        # and the sooner a good lead is found the more of the others are cut off.
        for i in reversed(mine) if self.won > 0 else mine:
            v = self.after_lead(s, i, a, b, theirs)
            if v > best:
                best = v
                if best > a:
                    a = best
                    if best >= b:
                        break
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[s] = (low, high)
        return best

    def after_lead(self, s: str, i: int, alpha: int, beta: int, theirs: list[int]) -> int:
        """The leader's value after leading card ``i`` of ``s`` against the best answer from
        ``theirs`` (the first card of each of the other's runs), fail-soft in (alpha, beta)."""
        lead = self.lead
        worth = self.won if len(s) == 2 or not self.terminal else 0
        worst = len(s)  # above any value
        b = beta
        # The cheapest card that takes the trick, then the lowest card, then the rest: one
        # of the first two is usually the best answer, and it cuts the others off.
        if self.won > 0:
            cheapest = next((j for j in theirs if j > i), None)
            order = theirs if cheapest is None or cheapest == theirs[0] else \
                [cheapest] + [j for j in theirs if j != cheapest]
        else:  # misère, mirrored: the highest card that ducks, then the highest card
            duck = next((j for j in reversed(theirs) if j < i), None)
            order = theirs[::-1] if duck is None or duck == theirs[-1] else \
                [duck] + [j for j in reversed(theirs) if j != duck]
        for j in order:
            if i > j:  # the leader takes the trick and leads again
                v = worth + lead(s[:j] + s[j + 1:i] + s[i + 1:], alpha - worth, b - worth)
            else:
                rest = (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP)
                v = -worth - lead(rest, -worth - b, -worth - alpha)
            if v < worst:
                worst = v
                if worst < b:
                    b = worst
                    if worst <= alpha:
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

    def answer(self, s: str, t: int, j: int, alpha: int, beta: int) -> int:
        """The answering player's value of answering the card at ``t`` with his card ``j``,
        fail-soft in (alpha, beta)."""
        worth = self.won if len(s) == 2 or not self.terminal else 0
        low, high = (t, j) if t < j else (j, t)
        rest = s[:low] + s[low + 1:high] + s[high + 1:]
        if j > t:  # he takes the trick and leads
            return worth + self.lead(rest, alpha - worth, beta - worth)
        return -worth - self.lead(rest.translate(SWAP), -worth - beta, -worth - alpha)

    def best_count(self, s: str) -> int:
        """How many of the mover's cards in pattern ``s`` keep its value: its exact value by
        α–β, then one null-window test a card (cheaper than each card's exact value)."""
        t = s.find("T")
        wide = len(s) + 1
        runs = [i for i in range(len(s)) if s[i] == "M" and (i == 0 or s[i - 1] != "M")]
        if t < 0:
            theirs = self.runs(s)[1]
            value = self.exact(s)

            def reaches(i: int) -> bool:
                return self.after_lead(s, i, value - 1, value, theirs) >= value
        else:
            value = -wide
            for j in runs:
                value = max(value, self.answer(s, t, j, value, wide))

            def reaches(i: int) -> bool:
                return self.answer(s, t, i, value - 1, value) >= value
        count = 0
        for i in runs:
            if reaches(i):
                end = i
                while end < len(s) and s[end] == "M":
                    end += 1
                count += end - i  # a run's cards are one card
        return count

    def values(self, s: str) -> tuple[int, dict[int, int]]:
        """(the value of pattern ``s`` for its mover, the exact value of each of his cards by
        its index in ``s``), with a card led (T) or without."""
        t = s.find("T")
        wide = len(s) + 1
        by_card: dict[int, int] = {}
        if t < 0:
            theirs = self.runs(s)[1]
            for i in range(len(s)):
                if s[i] == "M":
                    by_card[i] = self.after_lead(s, i, -wide, wide, theirs)
        else:
            worth = self.won if len(s) == 2 or not self.terminal else 0
            for j in range(len(s)):
                if s[j] != "M":
                    continue
                low, high = (t, j) if t < j else (j, t)
                rest = s[:low] + s[low + 1:high] + s[high + 1:]
                by_card[j] = worth + self.exact(rest) if j > t else \
                    -worth - self.exact(rest.translate(SWAP))
        return max(by_card.values()), by_card


class OdnomastkaAnalyzer(PatternAnalyzer):
    """Every card's exact value, from one memo over patterns shared by all deals."""

    score_traps = True
    """A lost score position also gets the trap (the card leaving the most ways to err)."""

    exact_cards = 2 * MAX_K
    """Every deal of the game: the trick solver values every card of a 13-card deal in under
    0.4 s CPU (worst of 100 random deals, ``bench_odnomastka.py``)."""

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
        if not self.fast:
            return super().winning_replies(pos, control)
        if not self.rule:
            self.patterns.control = control
            mover = self.cards.to_move(pos)
            count: int = self.patterns.best_count(order_key(pos.hands, mover, pos.table))
            return count
        mover = self.cards.to_move(pos)
        won, bad = terminal_rule(pos, mover, self.misere)
        return len(pos.hands[mover]) - (bad is not None)
