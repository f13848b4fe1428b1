"""Durak-odnomastka solved the fast way: α–β over whole rounds (an attack and its answer as one
step) with a table of bounds over attack patterns only.

A value carries its remoteness: a win in ``r`` rounds is ``WIN - r``, a loss ``r`` rounds away
``-(WIN - r)``, a draw 0. Ordering these numbers is exactly the solvers' rule (the winner
hurries, the loser delays), so α–β over them gives the generic solver's value and remoteness.
A draw's remoteness is not zero-sum (both sides delay), so it is found apart, over the draws
alone (:meth:`DurakSolver.draw_plies`). The generic solver on ``DurakPatternGame`` stays the
reference it is tested against.
"""
from __future__ import annotations

from itertools import repeat

from engines.games.one_suit.deal import SWAP
from engines.solvers.control import SearchControl

WIN = 1 << 16
"""A win now; every round to go costs one (a game never lasts 2**16 rounds: see ``durak``)."""
TAKE = -1
"""The answer "take" among the indices of the answering player's cards."""


def later(value: int) -> int:
    """A value one round further from the end (a draw stays a draw)."""
    return value - 1 if value > 0 else value + 1 if value < 0 else 0


def sooner(bound: int) -> int:
    """The inverse of :func:`later` on a window's bound: ``later(x) > b`` iff ``x > sooner(b)``."""
    return bound + 1 if bound > 0 else bound - 1 if bound < 0 else 0


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def plies(value: int) -> int:
    """Half-moves to the end of a won or lost attack pattern's value."""
    return 2 * (WIN - abs(value))


class DurakSolver:
    """Exact values of durak patterns: M the mover's cards, O the other's, lowest first, and in
    an answer pattern T the attacking card (the mover answers it)."""

    def __init__(self, variant: str) -> None:
        self.must_beat = variant == "must-beat"
        self.table: dict[str, tuple[int, int]] = {}
        """Attack pattern -> the bounds (low, high) known for its value for the attacker."""
        self.draws: dict[str, int] = {}
        """Attack pattern worth a draw -> its remoteness in half-moves (both sides delay)."""
        self.first: dict[str, int] = {}
        """Attack pattern -> the attack that was best (or cut off) there last time."""
        self.control = SearchControl()

    # --- α–β ---------------------------------------------------------------------------
    def exact(self, s: str) -> int:
        return self.attack(s, -WIN - 1, WIN + 1)

    def attack(self, s: str, alpha: int, beta: int) -> int:
        """The attacker's value of attack pattern ``s`` if it lies strictly between ``alpha``
        and ``beta``; else a bound on the same side (fail-soft)."""
        bounds = self.table.get(s)
        if bounds is None:
            if "M" not in s:  # the attacker has shed every card (a draw if both have)
                return WIN if "O" in s else 0
            if "O" not in s:
                return -WIN
            mine = s.count("M")
            if "MO" not in s:  # nothing beats any of his cards: each is taken in turn
                return WIN - mine
            if mine == 1:  # taken or beaten, his last card ends it: a draw if beaten by the last
                return 0 if s == "MO" else WIN - 1
            # Each round takes at most one card from each hand, so a win needs as many rounds
            # as the winner holds cards.
            high = WIN - mine
            low = high - WIN - WIN + len(s)  # -(WIN - the opponent's cards)
        else:
            low, high = bounds
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        self.control.tick()
        a, b = max(alpha, low), min(beta, high)
        best, best_card = -WIN - 1, -1
        # Every card, not one a run: a taken card changes hands, so the cards of a run are not
        # the same attack. The card that was best here before first, then the lowest up:
        # measured, that order cuts the others off far more often.
        first = self.first.get(s, -1)
        i = first if first >= 0 else s.find("M")
        while i >= 0:
            v = self.after_attack(s, i, a, b)
            if v > best:
                best, best_card = v, i
                if best > a:
                    a = best
                    if best >= b:
                        break
            i = s.find("M", i + 1 if i != first else 0)
            if i == first >= 0:
                i = s.find("M", i + 1)
        self.first[s] = best_card
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[s] = (low, high)
        return best

    def after_attack(self, s: str, i: int, alpha: int, beta: int) -> int:
        """The attacker's value after attacking with card ``i`` of ``s`` against the best
        answer, fail-soft in (alpha, beta)."""
        worst = WIN + 1
        b = beta
        attack = self.attack
        # The cheapest beat first, then the first card of each higher run of the defender's
        # (a run's cards are one card), the take last.
        j = s.find("O", i + 1)
        take = not (self.must_beat and j >= 0)
        # later() and sooner() written out: this is the innermost loop.
        low = 1 - alpha if alpha < 0 else -1 - alpha if alpha > 0 else 0  # sooner(-alpha)
        while j >= 0:
            rest = (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP)  # the defender attacks
            v = attack(rest, 1 - b if b < 0 else -1 - b if b > 0 else 0, low)
            v = 1 - v if v > 0 else -1 - v if v < 0 else 0  # -later(v)
            if v < worst:
                worst = v
                if worst < b:
                    b = worst
                    if worst <= alpha:
                        return worst
            m = s.find("M", j)
            j = s.find("O", m) if m >= 0 else -1
        if take:  # the card joins the defender's hand; the attacker goes again
            v = later(attack(s[:i] + "O" + s[i + 1:], sooner(alpha), sooner(b)))
            if v < worst:
                worst = v
        return worst

    def answers(self, s: str, i: int) -> list[int]:
        """The answers to the card at ``i``: the first of each run of the other's cards above
        it (a run's cards are one card), then ``TAKE`` where the rules allow it."""
        beats = self.runs(s, "O", i + 1)
        return beats if self.must_beat and beats else beats + [TAKE]

    def answer(self, s: str, i: int, j: int, alpha: int, beta: int) -> int:
        """The attacker's value when card ``i`` of attack pattern ``s`` is answered by ``j``
        (a card of the defender's, or ``TAKE``), fail-soft in (alpha, beta)."""
        if j == TAKE:  # the card joins the defender's hand; the attacker goes again
            return later(self.attack(s[:i] + "O" + s[i + 1:], sooner(alpha), sooner(beta)))
        rest = (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP)  # beaten: the defender attacks
        return -later(self.attack(rest, sooner(-beta), sooner(-alpha)))

    @staticmethod
    def cards(s: str) -> list[int]:
        """The mover's cards in attack pattern ``s``."""
        return [i for i, c in enumerate(s) if c == "M"]

    @staticmethod
    def runs(s: str, who: str, start: int) -> list[int]:
        """The first card of each run of ``who``'s cards at or above index ``start``."""
        return [i for i in range(start, len(s))
                if s[i] == who and (i == start or s[i - 1] != who)]

    # --- what the analysis asks ------------------------------------------------------------
    def moves(self, s: str, window: tuple[int, int] = (-WIN - 1, WIN + 1)
              ) -> tuple[list[int], list[int]]:
        """(the mover's moves in pattern ``s``, the value of each for him within ``window``).

        A move is the index of the card played (every card, not one a run) or ``TAKE``.
        Without T, the mover attacks; with it, he answers the card at T. The window (-1, 1)
        gives every move's sign exactly, (-WIN - 1, WIN + 1) every value."""
        alpha, beta = window
        t = s.find("T")
        if t < 0:
            cards = self.cards(s)
            return cards, [self.after_attack(s, i, alpha, beta) for i in cards]
        # Seen from the attacker, whose cards are O here and whose card is at T.
        attacker_view = s.translate(SWAP).replace("T", "M")
        beats = [j for j in range(t + 1, len(s)) if s[j] == "M"]
        moves = beats if self.must_beat and beats else beats + [TAKE]
        return moves, [-self.answer(attacker_view, t, j, -beta, -alpha) for j in moves]

    def draw_plies(self, s: str) -> int:
        """The remoteness of attack pattern ``s`` worth a draw: both sides delay, so among the
        moves that keep the draw the longest line is taken (the generic solver's rule)."""
        if "M" not in s or "O" not in s:
            return 0
        known = self.draws.get(s)
        if known is None:
            self.control.tick()
            known = max(1 + plies for plies in map(self.draw_answers, repeat(s), self.cards(s))
                        if plies >= 0)
            self.draws[s] = known
        return known

    def draw_answers(self, s: str, i: int) -> int:
        """The remoteness after attack ``i`` of pattern ``s`` worth a draw, or -1 if the attack
        loses. One pass over the answers: the first that beats the attacker stops it."""
        drawn = []
        for j in self.answers(s, i):
            # Nothing here is better than a draw for the attacker (the position is one): a null
            # window tells an answer that keeps the draw from one that wins for the defender.
            if self.answer(s, i, j, -1, 0) < 0:
                return -1
            if self.answer(s, i, j, 0, 1) <= 0:
                drawn.append(s[:i] + "O" + s[i + 1:] if j == TAKE else
                             (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP))
        # Only now, the attack known to keep the draw, the lines after it.
        return max(1 + self.draw_plies(child) for child in drawn)

    def answer_draw_plies(self, s: str, i: int) -> int:
        """The remoteness after attack ``i`` of ``s`` that keeps a draw."""
        return self.draw_answers(s, i)

    def move_plies(self, s: str, move: int, value: int) -> int:
        """The remoteness after ``move`` in pattern ``s`` (this move counted), given its
        value for the mover."""
        t = s.find("T")
        if t < 0:
            return plies(value) if value else 1 + self.answer_draw_plies(s, move)
        if value:
            return plies(value) - 1
        if move == TAKE:
            attacker_view = s.translate(SWAP).replace("T", "M")
            return 1 + self.draw_plies(attacker_view[:t] + "O" + attacker_view[t + 1:])
        return 1 + self.draw_plies(s[:t] + s[t + 1:move] + s[move + 1:])
