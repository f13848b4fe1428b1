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
        self.runs_dominated = not self.must_beat
        """Whether attacking with a higher card of a run of the attacker's is never better than
        with the run's lowest (proved for optional take: see ``lowest_of_runs``)."""
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
        # The card that was best here before first, then the lowest up: measured, that order
        # cuts the others off far more often. With optional take only the lowest card of each
        # run of the attacker's is tried: the higher ones are dominated (``lowest_of_runs``).
        first = self.first.get(s, -1)
        order = self.lowest_of_runs(s) if self.runs_dominated else self.cards(s)
        if first > 0:
            order.remove(first)
            order.insert(0, first)
        for i in order:
            v = self.after_attack(s, i, a, b)
            if v > best:
                best, best_card = v, i
                if best > a:
                    a = best
                    if best >= b:
                        break
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
        # (a run's cards are one card), the take last. With optional take the cheapest beat is
        # the only one: a higher beat leaves him the lower card (``lowest_of_runs``).
        j = s.find("O", i + 1)
        every_beat = not self.runs_dominated
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
            if not every_beat:
                break
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
    def lowest_of_runs(s: str) -> list[int]:
        """The lowest card of each run of the attacker's cards in attack pattern ``s``.

        With optional take a higher card of a run is never a better attack (its value is at
        most that of the run's lowest). Say the attacker P holds x < y, adjacent in the order
        of the cards left. Beaten, either leaves the same pattern (the same cards of the
        defender's lie above both). Taken, x leaves P holding y and the defender Q holding x,
        y the reverse. And holding the higher of two adjacent cards split between the hands
        is never worse: let P play in the one game the moves he would in the other, x for y
        (and Q y for x). Every comparison with a third card is the same; between x and y
        only P's gain: in the better game Q cannot beat P's y with x, P may beat Q's x with
        y. So every line of Q's there is one of the other game's, of the same length, and
        it ends where that one does or in the same pattern (once x or y is gone, or both lie
        in one hand, the two games are one). By induction on the game's length the value,
        remoteness included, is at least the other's. (Must beat takes away the take where
        one beat is left, so the argument fails there, and the solver tries every card.)"""
        return [i for i, c in enumerate(s) if c == "M" and (i == 0 or s[i - 1] != "M")]

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
        if known is not None:
            return known
        self.control.tick()
        if not self.runs_dominated:
            known = max(1 + plies for plies in map(self.draw_answers, repeat(s), self.cards(s))
                        if plies >= 0)
            self.draws[s] = known
            return known
        # Optional take: a run of the attacker's cards at a time. Beaten, its cards leave the
        # same patterns, so those answers are valued once a run; taken, the run's higher cards
        # are worth no more to the attacker than its lower (``lowest_of_runs``), so the takes
        # are valued up the run until one loses.
        best = -1
        for x in self.lowest_of_runs(s):
            beats = self.drawn_beats(s, x)
            if beats is None:  # an answer beats the attacker: so it does every card of the run
                continue
            takes = []  # (the pattern after the take, whether it keeps the draw) of safe attacks
            i = x
            while i < len(s) and s[i] == "M":
                taken = s[:i] + "O" + s[i + 1:]
                value = self.sign(taken)
                if value < 0:  # this take, and those of the run's higher cards, lose
                    break
                takes.append((taken, value == 0))
                i += 1
            if not takes:
                continue
            # Only now, attacks known to keep the draw, the lines after them.
            after_beats = max((1 + self.draw_plies(child) for child in beats), default=-1)
            for taken, drawn in takes:
                after = max(after_beats, 1 + self.draw_plies(taken)) if drawn else after_beats
                best = max(best, 1 + after)
        self.draws[s] = best
        return best

    def sign(self, s: str) -> int:
        """The sign of attack pattern ``s``'s value for its attacker (one null-window pair)."""
        return sign(self.attack(s, -1, 1))

    def drawn_beats(self, s: str, i: int) -> list[str] | None:
        """The patterns after the beats of card ``i`` of attack pattern ``s`` that keep a draw,
        or None when a beat wins for the defender. With optional take a lower beat is never
        worse for the defender (he keeps the higher card: ``lowest_of_runs``), so only the
        lowest may win for him, and the beats that keep the draw are the lowest ones."""
        drawn = []
        j = s.find("O", i + 1)
        while j >= 0:
            rest = (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP)  # the defender attacks
            value = self.sign(rest)
            if value > 0:
                return None
            if value < 0:  # the attacker wins after this beat, and after every higher one
                break
            drawn.append(rest)
            m = s.find("M", j)
            j = s.find("O", m) if m >= 0 else -1
        return drawn

    def draw_answers(self, s: str, i: int) -> int:
        """The remoteness after attack ``i`` of pattern ``s`` worth a draw, or -1 if the attack
        loses. One pass over the answers: the first that beats the attacker stops it."""
        drawn = []
        for j in self.answers(s, i):
            # Nothing here is better than a draw for the attacker (the position is one): a null
            # window tells an answer that keeps the draw from one that wins for the defender.
            value = self.answer(s, i, j, -1, 1)
            if value < 0:
                return -1
            if value == 0:
                drawn.append(s[:i] + "O" + s[i + 1:] if j == TAKE else
                             (s[:i] + s[i + 1:j] + s[j + 1:]).translate(SWAP))
        # Only now, the attack known to keep the draw, the lines after it.
        return max(1 + self.draw_plies(child) for child in drawn)

    def move_plies(self, s: str, move: int, value: int) -> int:
        """The remoteness after ``move`` in pattern ``s`` (this move counted), given its
        value for the mover."""
        t = s.find("T")
        if t < 0:
            return plies(value) if value else 1 + self.draw_answers(s, move)
        if value:
            return plies(value) - 1
        if move == TAKE:
            attacker_view = s.translate(SWAP).replace("T", "M")
            return 1 + self.draw_plies(attacker_view[:t] + "O" + attacker_view[t + 1:])
        return 1 + self.draw_plies(s[:t] + s[t + 1:move] + s[move + 1:])
