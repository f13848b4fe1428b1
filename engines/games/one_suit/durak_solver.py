"""Durak-odnomastka solved the fast way: α–β over whole rounds (an attack and its answer as one
step) with a table of bounds over attack patterns only.

A value carries its remoteness: a win in ``r`` rounds is ``WIN - r``, a loss ``r`` rounds away
``-(WIN - r)``, a draw 0. Ordering these numbers is exactly the solvers' rule (the winner
hurries, the loser delays), so α–β over them gives the generic solver's value and remoteness.
A draw's remoteness is not zero-sum (both sides delay), so it is found apart, over the draws
alone (:mod:`.durak_draws`). The generic solver on ``DurakPatternGame`` stays the
reference it is tested against.

The lemma the optional-take search prunes by: **holding the higher of two cards adjacent in
the order of the cards left, split between the hands, is never worse** (for the value with
its remoteness). Say P holds x and Q holds y, x < y adjacent, in one game, and the reverse in
the other. Let P play in the second the moves he would in the first, y for x, and Q x for y.
Every comparison with a third card is the same in both; between x and y only P gains: there Q
cannot beat P's y with x, and P may beat Q's x with y. So each answer Q has there he had in
the first game too, and each line ends where its twin does, after as many rounds, or in the
same pattern (once x or y is gone, or both lie in one hand, the two games are one). By
induction on the game's length P's value there is at least his value in the first. So:

* of a run of the attacker's cards (adjacent, all his) the lowest is the best attack: beaten,
  each leaves the same pattern; taken, the lowest leaves him the higher card;
* the cheapest beat is the defender's best: a higher one leaves him the lower card;
* any two of the attacker's cards, adjacent or not: the take of the lower is worth at least
  the take of the higher to him (he keeps the higher card; the lemma once for each card
  between them, in turn). So the takes' values fall along his cards, lowest first.

* and the search bounds a pattern by its neighbours before expanding it: with two adjacent
  cards of the two hands swapped so that the mover holds the higher, his value is at least this
  pattern's (an upper bound there is one here); swapped the other way, at most (a lower bound
  there is one here). On the slowest deal of 13 a hand (deal 90 of the benchmark) a neighbour's
  entry settled 61 % of the patterns the search would have expanded: 1.6 million nodes became
  0.56 million, the same answers.

Must beat takes the take away where one beat is left, so the argument fails there and that
variant's search tries every card and every beat.

Patterns are stored as numbers: bit ``i`` set when the ``i``-th lowest card is the mover's, and
a bit above the highest card (bit ``n`` for ``n`` cards) marking the length.

Where that leaves the slowest deals of 13 a hand (``bench_durak.py``, every card valued with
draws' lengths, CPU): deal 90 1.77 million nodes before, 0.56 million after (deal 94 1.74 and
0.55); the worst of the 100 deals, five runs of each build alternated on 28 Nov 2026 at load 3
(the other core busy): 0.96-1.21 s compiled before, 0.81-0.88 s after (0.74-1.19 s before on
the idle machine); 43 s pure before, 29 s after. The search still waits on its table (half
its time), now as much on the neighbours' looks as on the patterns' own.

A kernel compiled by mypyc (``engines/compiled.py``) where a compiler is present, plain Python
elsewhere; the tests run both on the same deals. Fast compiled because a pattern, a value and a
table entry are each one machine word (bounds and best card packed: no tuple a node), tables
are flat arrays of words (``PatternTable``), the state is one final class's attributes, and
nothing calls back into Python per node but, every ``CHECK_EVERY`` nodes, the control. The search
itself (``search``, ``after_attack``, and ``durak_draws.drawn_plies``) is typed ``i64``, given
each pattern's number of cards by its caller: mypyc's ``int`` checks a tag at every operation, and a
conditional expression mixing ``i64`` with a bare literal is boxed into a Python object (hence
the ``i64(0)`` there) — that boxing alone was a fifth of the worst deal's time.
"""
from __future__ import annotations

from typing import Final, final

from mypy_extensions import i64


from engines.games.one_suit.deal import SWAP
from engines.games.one_suit.pattern_table import PatternTable
from engines.solvers.control import SearchControl

WIN: Final = 1 << 16
"""A win now; every round to go costs one (a game never lasts 2**16 rounds: see ``durak``)."""
TAKE: Final = -1
"""The answer "take" among the indices of the answering player's cards."""
MOVER_BITS = str.maketrans("MO", "10")
BOUND: Final = 0xFFF
"""A bound is stored in 12 bits: 0 as 2048, a win in r rounds as 4095 - r, a loss as 1 + r."""
DRAWN: Final = 1 << 29
"""A table's number from ``DRAWN`` up: the pattern is a draw, its remoteness in half-moves
(both sides delay) the number less ``DRAWN``; below it, the bounds and best card (``pack``)."""
CHECK_EVERY: Final = 2048
"""Nodes between two looks at the control (cancel, time limit, progress): a power of two."""


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


def popcount(x: i64) -> i64:
    """Set bits of ``x`` < 2**32 (a hand of at most 26 cards) in a few machine instructions
    (compiled, ``int.bit_count`` is a call to Python)."""
    x = x - (x >> 1 & 0x55555555)
    x = (x & 0x33333333) + (x >> 2 & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return (x * 0x01010101) >> 24 & 0xFF


def bound_code(v: i64) -> i64:
    """A bound in 12 bits (a game lasts far fewer than 2047 rounds: ``durak``)."""
    return 4095 - WIN + v if v > 0 else WIN + 1 + v if v < 0 else i64(2048)


def bound_of(code: i64) -> i64:
    return WIN - 4095 + code if code > 2048 else -WIN - 1 + code if code < 2048 else i64(0)


def pack(low: i64, high: i64, best: i64) -> i64:
    """A table entry: the bounds (low, high) and the best card (-1: none) in 29 bits."""
    return bound_code(low) << 17 | bound_code(high) << 5 | (best + 1)


def encode(s: str) -> int:
    """Attack pattern ``s`` (M and O, lowest first) as the solver's number."""
    return int(s[::-1].translate(MOVER_BITS) or "0", 2) | 1 << len(s)


def beaten(p: i64, n: i64, i: i64, j: i64) -> i64:
    """Pattern ``p`` of ``n`` cards after card ``i`` is beaten by the higher ``j``, seen by the
    defender, who attacks next: both cards gone, the hands' letters swapped."""
    p = p >> (j + 1) << j | p & ((1 << j) - 1)
    return (p >> (i + 1) << i | p & ((1 << i) - 1)) ^ ((1 << (n - 2)) - 1)


def lowest_of_runs(mask: i64) -> i64:
    """The lowest card of each run of the set bits of ``mask`` (a hand's cards)."""
    return mask & ~(mask << 1)


def next_run(mask: i64, other: i64, j: i64) -> i64:
    """The first card of ``mask``'s next run above its card ``j`` (past a card of ``other``),
    or -1."""
    m = low_bit(other >> (j + 1) << (j + 1))
    return low_bit(mask >> (m + 1) << (m + 1)) if m >= 0 else i64(-1)


def low_bit(x: i64) -> i64:
    """The index of the lowest set bit of ``x`` < 2**32, or -1 if none (compiled, this is a few
    machine instructions; ``int.bit_length`` is a call)."""
    if not x:
        return -1
    x = (x & -x) - 1  # its trailing zeros as ones: counted (popcount written out, one call
    x = x - (x >> 1 & 0x55555555)  # fewer in the search's innermost loops)
    x = (x & 0x33333333) + (x >> 2 & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return (x * 0x01010101) >> 24 & 0xFF


@final
class DurakSolver:
    """Exact values of durak patterns: M the mover's cards, O the other's, lowest first, and in
    an answer pattern T the attacking card (the mover answers it)."""

    def __init__(self, variant: str) -> None:
        self.must_beat = variant == "must-beat"
        self.pruned = not self.must_beat
        """Whether the lemma holds (optional take): only the lowest card of each run of the
        attacker's is tried, and only the cheapest beat."""
        self.table = PatternTable()
        """Attack pattern (as a number) -> the bounds (low, high) known for its value for the
        attacker, and the attack that was best (or cut off) there last time (``pack``); or,
        once a draw's remoteness is known, ``DRAWN`` plus it. One table for both: a drawn
        pattern's sign and its remoteness are asked one after the other, and the second look
        finds the first one's line of memory in the cache."""
        self.drawn = 0
        """Draws whose remoteness was searched."""
        self.dominance = True
        """Whether the optional-take search bounds a pattern by its neighbours' entries before
        expanding it (``search``); the tests compare with the search without."""
        self.control = SearchControl()
        self.nodes: i64 = 0
        """Nodes searched (α–β and draws), the same compiled or not."""

    def tick(self) -> None:
        self.nodes += 1
        if not self.nodes & (CHECK_EVERY - 1):
            self.tick_batch()

    def tick_batch(self) -> None:
        control = self.control
        control.nodes += CHECK_EVERY
        control.check()

    # --- α–β ---------------------------------------------------------------------------
    def exact(self, s: str) -> int:
        return self.attack(encode(s), -WIN - 1, WIN + 1)

    def attack(self, p: int, alpha: int, beta: int) -> int:
        """The attacker's value of attack pattern ``p`` if it lies strictly between ``alpha``
        and ``beta``; else a bound on the same side (fail-soft)."""
        return self.search(p, p.bit_length() - 1, alpha, beta)

    def search(self, p: i64, n: i64, alpha: i64, beta: i64) -> i64:
        """``attack`` given the cards of ``p``: the callers in the search know them, and its
        numbers are machine words (compiled: no tagged integers' checks)."""
        full = (1 << n) - 1
        mask = p & full
        # The ends known without the table first: they are never stored, and a look into a
        # table of a million entries costs more than these few instructions.
        if not mask:  # the attacker has shed every card (a draw if both have)
            return WIN if n else 0
        if mask == full:
            return -WIN
        other = full ^ mask
        if not other & (other + 1):  # nothing beats any of his cards: each is taken in turn
            return WIN - popcount(mask)
        if not mask & (mask - 1):  # his last card: taken or beaten, it ends the game, a draw
            return 0 if p == 0b101 else WIN - 1  # if beaten by the defender's last
        entry = self.table.get(p, -1)
        first: i64 = -1
        if entry >= DRAWN:
            return 0
        if entry < 0:
            # Each round takes at most one card from each hand, so a win needs as many rounds
            # as the winner holds cards.
            high = WIN - popcount(mask)
            low = high - WIN - WIN + n  # -(WIN - the opponent's cards)
        else:
            low = bound_of(entry >> 17)
            high = bound_of(entry >> 5 & BOUND)
            first = (entry & 0x1F) - 1
            if low == high:
                return low
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if self.pruned and self.dominance and (p < self.table.direct_size
                                               or not self.table.direct_size):
            # The lemma bounds this pattern by its neighbours: two adjacent cards of different
            # hands swapped, the mover's value is no lower where he holds the higher. Measured
            # (13 a hand, deal 90), a neighbour's bound settled 61 % of the patterns the search
            # would have expanded, and the nodes fell to a third. Not for patterns of more than
            # 22 cards once there is the flat array: their neighbours are hashed, and probing
            # for them (most are absent) was a tenth of the profile for few nodes saved.
            pairs = (mask ^ mask >> 1) & (full >> 1)
            while pairs:
                pair = pairs & -pairs
                pairs ^= pair
                near = self.table.get(p ^ pair * 3, -1)
                if near < 0:
                    continue
                if mask & pair:  # his card the lower: swapped, his value is at least this one
                    bound = bound_of(near >> 5 & BOUND) if near < DRAWN else i64(0)
                    if bound < high:
                        high = bound
                        if high <= alpha:
                            break
                else:
                    bound = bound_of(near >> 17) if near < DRAWN else i64(0)
                    if bound > low:
                        low = bound
                        if low >= beta:
                            break
            if low >= beta or high <= alpha or low == high:
                self.table.put(p, pack(low, high, first))
                return low if low >= beta or low == high else high
        self.nodes += 1  # tick() written out
        if not self.nodes & (CHECK_EVERY - 1):
            self.tick_batch()
        a = alpha if alpha > low else low
        b = beta if beta < high else high
        best: i64 = -WIN - 1
        best_card: i64 = 0  # as a bit
        # The card that was best here before first, then the lowest up: measured, that order
        # cuts the others off far more often. Cards as bits, not indices: no bit to count.
        cards = lowest_of_runs(mask) if self.pruned else mask
        card = i64(1) << first if first >= 0 else cards & -cards
        cards ^= card
        while card:
            v = self.after_attack(p, n, mask, card, a, b)
            if v > best:
                best, best_card = v, card
                if best > a:
                    a = best
                    if best >= b:
                        break
            card = cards & -cards
            cards ^= card
        if best <= alpha:
            if best < high:
                high = best
        elif best >= beta:
            if best > low:
                low = best
        else:
            low = high = best
        self.table.put(p, pack(low, high, low_bit(best_card)))
        return best

    def after_attack(self, p: i64, n: i64, mask: i64, card: i64, alpha: i64, beta: i64) -> i64:
        """The attacker's value after attacking with ``card`` (a bit of his ``mask``) in pattern
        ``p`` of ``n`` cards against the best answer, fail-soft in (alpha, beta)."""
        worst: i64 = WIN + 1
        b = beta
        other = ((1 << n) - 1) ^ mask
        above = other & -(card << 1)
        take = not self.must_beat or not above
        # The cheapest beat first, then the first card of each higher run of the defender's
        # (a run's cards are one card), the take last; with optional take the cheapest beat
        # is the only one (the lemma).
        beat = above & -above
        # later() and sooner() written out: this is the innermost loop.
        low = 1 - alpha if alpha < 0 else -1 - alpha if alpha > 0 else i64(0)  # sooner(-alpha)
        swap = (1 << (n - 2)) - 1
        while beat:
            # Both cards out (each bit above one shifts down), the defender attacks.
            rest = (p >> 1) & -beat | p & (beat - 1)
            rest = ((rest >> 1) & -card | rest & (card - 1)) ^ swap
            v = self.search(rest, n - 2, 1 - b if b < 0 else -1 - b if b > 0 else i64(0), low)
            v = 1 - v if v > 0 else -1 - v if v < 0 else i64(0)  # -later(v)
            if v < worst:
                worst = v
                if worst < b:
                    b = worst
                    if worst <= alpha:
                        return worst
            if self.pruned:
                break
            past = mask & -(beat << 1)  # the defender's next run: past a card of the attacker's
            beat = other & -((past & -past) << 1) if past else i64(0)
            beat &= -beat
        if take:  # the card joins the defender's hand; the attacker goes again
            v = self.search(p ^ card, n, alpha + 1 if alpha > 0 else alpha - 1 if alpha < 0
                            else i64(0), b + 1 if b > 0 else b - 1 if b < 0 else i64(0))  # sooner()
            v = v - 1 if v > 0 else v + 1 if v < 0 else i64(0)  # later(v)
            if v < worst:
                worst = v
        return worst

    def answers(self, p: int, i: int) -> list[int]:
        """The answers to card ``i`` of attack pattern ``p``: the first card of each run of the
        defender's above it (a run's cards are one card), then ``TAKE`` where the rules allow."""
        n = p.bit_length() - 1
        mask = p & ((1 << n) - 1)
        other = ((1 << n) - 1) ^ mask
        above = other >> (i + 1) << (i + 1)
        beats = []
        j = (above & -above).bit_length() - 1
        while j >= 0:
            beats.append(j)
            j = next_run(other, mask, j)
        return beats if self.must_beat and beats else beats + [TAKE]

    def answer(self, p: int, i: int, j: int, alpha: int, beta: int) -> int:
        """The attacker's value when card ``i`` of attack pattern ``p`` is answered by ``j``
        (a card of the defender's, or ``TAKE``), fail-soft in (alpha, beta)."""
        if j == TAKE:  # the card joins the defender's hand; the attacker goes again
            return later(self.attack(p ^ 1 << i, sooner(alpha), sooner(beta)))
        rest = beaten(p, p.bit_length() - 1, i, j)
        return -later(self.attack(rest, sooner(-beta), sooner(-alpha)))

    # --- what the analysis asks ------------------------------------------------------------
    def moves(self, s: str, window: tuple[int, int] = (-WIN - 1, WIN + 1)
              ) -> tuple[list[int], list[int]]:
        """(the mover's moves in pattern ``s``, the value of each for him within ``window``):
        a move is the index of the card played (every card, not one a run) or ``TAKE``. Without
        T, the mover attacks; with it, he answers the card at T. The window (-1, 1) gives every
        move's sign exactly, (-WIN - 1, WIN + 1) every value."""
        alpha, beta = window
        t = s.find("T")
        if t < 0:
            p = encode(s)
            n = len(s)
            mask = p & ((1 << n) - 1)
            cards = [i for i, c in enumerate(s) if c == "M"]
            return cards, [self.after_attack(p, n, mask, 1 << i, alpha, beta) for i in cards]
        # Seen from the attacker, whose cards are O here and whose card is at T.
        attacker_view = encode(s.translate(SWAP).replace("T", "M"))
        beats = [j for j in range(t + 1, len(s)) if s[j] == "M"]
        moves = beats if self.must_beat and beats else beats + [TAKE]
        return moves, [-self.answer(attacker_view, t, j, -beta, -alpha) for j in moves]
