"""Durak-odnomastka: one-suit durak with open hands, our rules (the help page states them).

Cards 1…2k, k each, no trumps, no drawing. The attacker puts a card on the table; the defender
beats it with any higher card of his (both are discarded and he becomes the attacker) or takes
it into his hand (the attacker attacks again). ``optional-take``: he may take even when he could
beat; ``must-beat``: he must beat when he can. A player left with no cards wins; both at once (the
last card beaten by the last card) is a draw.

Why it ends: a beat removes two cards; a take keeps the total but the same attacker attacks again
with one card fewer. So (cards in play, the attacker's cards) decreases at every answer.
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.compiled import kernels_compiled
from engines.games.one_suit.deal import (SWAP, Pattern, PatternAnalyzer, PatternGame, format_deal,
                                    order_key, parse_deal)
from engines.games.one_suit.durak_draws import move_plies
from engines.games.one_suit.durak_solver import TAKE as SOLVER_TAKE
from engines.games.one_suit.durak_solver import DurakSolver, sign
from engines.protocol import Game, GameInfo, IllegalMove, NotationError, ValueKind
from engines.solvers.control import SearchControl
from engines.solvers.exact import best_of

VARIANTS = ("optional-take", "must-beat")
SIDES = ("A", "B")
TAKE = "take"
Move = int | str


@dataclass(frozen=True, slots=True)
class DurakPosition:
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    attacker: int
    table: int | None = None
    """The attacking card, when the defender is to answer."""


class Durak(Game[DurakPosition, Move]):
    def __init__(self, variant: str = "optional-take", k: int = 6) -> None:
        if variant not in VARIANTS:
            raise NotationError("durak: unknown variant '{0}' (one of {1})", variant,
                                ", ".join(VARIANTS))
        self.variant, self.k = variant, k
        self.info = GameInfo("durak", variant, ValueKind.WIN_LOSS, SIDES)

    def initial(self) -> DurakPosition:
        k = self.k
        return DurakPosition((tuple(range(1, 2 * k, 2)), tuple(range(2, 2 * k + 1, 2))), 0)

    def to_move(self, pos: DurakPosition) -> int:
        return pos.attacker if pos.table is None else 1 - pos.attacker

    def is_over(self, pos: DurakPosition) -> bool:
        return pos.table is None and (not pos.hands[0] or not pos.hands[1])

    def legal_moves(self, pos: DurakPosition) -> Sequence[Move]:
        if self.is_over(pos):
            return []
        me = self.to_move(pos)
        hand = pos.hands[me]
        if pos.table is None:
            return list(hand)
        beats: list[Move] = [c for c in hand if c > pos.table]
        if self.variant == "must-beat" and beats:
            return beats
        return beats + [TAKE]

    def play(self, pos: DurakPosition, move: Move) -> DurakPosition:
        if move not in self.legal_moves(pos):
            raise IllegalMove("durak: {0} is not a legal move here", move)
        me = self.to_move(pos)
        hands = list(pos.hands)
        if pos.table is None:
            hands[me] = tuple(c for c in hands[me] if c != move)
            return DurakPosition((hands[0], hands[1]), pos.attacker, int(move))
        if move == TAKE:
            hands[me] = tuple(sorted(hands[me] + (pos.table,)))
            return DurakPosition((hands[0], hands[1]), pos.attacker, None)
        hands[me] = tuple(c for c in hands[me] if c != move)
        return DurakPosition((hands[0], hands[1]), me, None)  # beaten: the defender attacks

    def terminal_value(self, pos: DurakPosition) -> int:
        me = self.to_move(pos)
        mine, theirs = not pos.hands[me], not pos.hands[1 - me]
        if mine and theirs:
            return 0
        return 1 if mine else -1

    def key(self, pos: DurakPosition) -> Hashable:
        return order_key(pos.hands, self.to_move(pos), pos.table)

    # --- notation: "A:1,4,5 B:2,3,6 attack:A [table:5]" ------------------------------------
    def format_position(self, pos: DurakPosition) -> str:
        return format_deal(pos.hands, "attack", pos.attacker, pos.table)

    def parse_position(self, text: str) -> DurakPosition:
        hands, attacker, table = parse_deal(text, "durak", "attack")
        if len(hands[0]) + len(hands[1]) + (table is not None) > 26:
            raise NotationError("durak: at most 26 cards")
        return DurakPosition(hands, attacker, table)

    def format_move(self, pos: DurakPosition, move: Move) -> str:
        return str(move)

    def parse_move(self, pos: DurakPosition, text: str) -> Move:
        word = text.strip().lower()
        if word in (TAKE, "взять", "беру"):
            word = TAKE
        for move in self.legal_moves(pos):
            if str(move) == word:
                return move
        raise NotationError("{0}: '{1}' is not a legal move here", "durak", text.strip())

    def settings(self) -> dict[str, Any]:
        return {"k": self.k}


TAKE_INDEX = SOLVER_TAKE
"""The take among the indices of cards in a pattern (the fast solver's too)."""
FAST_EXACT_CARDS = {"must-beat": 26, "optional-take": 26}
"""Cards in play the fast solver answers exactly in a second (``tests/benchmarks/bench_durak.py``:
the first attack of 100 random deals, every card valued, CPU; compiled / pure Python). Must beat,
13 a hand with the lengths of draws (28 Nov 2026, load 6-11): median 0.003 / 0.09 s, worst
0.017 / 0.33 s. Optional take with the lengths of draws (28 Nov 2026, load 1.6-2.6, which
inflates the compiled search, bound by memory, up to 1.5-fold between runs): 11 a hand worst
0.09-0.12 / 2.4-3.1 s, 12 a hand 0.24-0.47 / 17 s, 13 a hand median 0.001-0.003 / 0.09 s, worst
0.63-1.1 / 39 s (before issue #33's last round, the same day and load: 1.8-2.4 / 43 s) — deals
that end in a long draw, whose length (both sides delay) needs every line that keeps the draw:
up to 186,000 drawn positions, each with about ten children whose signs are proved (1.77
million nodes, 1.46 million table entries on deal 90); values alone take 0.004 s. The compiled
search waits on its table (``pattern_table``: half its time is one load). With the neighbours'
bounds (``durak_solver``; 28 Nov 2026, evening): deal 90 takes 0.56 million nodes and 0.90
million entries; 13 a hand worst 0.72-0.85 s compiled over six runs on the idle machine
(0.56-0.88 s at load 3, against 0.86-1.21 s for the build before, alternated), 29 s pure; 11
and 12 a hand 0.13 and 0.37 s."""
DRAW_LENGTHS_CARDS = 26
"""Cards in play up to which optional take's draws are valued with their moves to the end by
default where the kernels are compiled: every deal (13 a hand worst 0.72-0.85 s over six runs
of the benchmark on the idle machine, deal 90: under the 1 s of issue #33; above). The analysis runs on a worker
with Cancel, so the rare long draw costs a wait, never a frozen window."""
PURE_DRAW_LENGTHS_CARDS = 22
"""The same in pure Python: 11 a hand worst 2.4-3.1 s (12 a hand: 14-17 s). Above it, draws come
without their length (``DurakAnalyzer.draw_lengths``): 13 a hand worst 0.07 s compiled."""


def draw_lengths_cards() -> int:
    """Cards in play up to which optional take's draws get their length, on this path."""
    return DRAW_LENGTHS_CARDS if kernels_compiled() else PURE_DRAW_LENGTHS_CARDS


class DurakPatternGame(PatternGame):
    """Durak on patterns alone (see ``one_suit.PatternGame``): M the mover's cards, O the
    opponent's, T the attacking card; a move is a card's index (the first of a run of the
    mover's interchangeable cards) or ``TAKE_INDEX``."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.info = GameInfo("durak-pattern", variant, ValueKind.WIN_LOSS, SIDES)

    def legal_moves(self, pos: Pattern) -> Sequence[int]:
        text = pos[0]
        t = text.find("T")
        if t < 0 and ("M" not in text or "O" not in text):
            return []
        runs = self.runs(text)
        if t < 0:
            return runs
        beats = [i for i in runs if i > t]  # a run never spans the card on the table
        if self.variant == "must-beat" and beats:
            return beats
        return beats + [TAKE_INDEX]

    def play(self, pos: Pattern, move: int) -> Pattern:
        text, side = pos
        t = text.find("T")
        if t < 0:  # attack: the defender answers
            return ((text[:move] + "T" + text[move + 1:]).translate(SWAP), 1 - side)
        if move == TAKE_INDEX:  # the card joins the defender's hand; the attacker goes again
            return ((text[:t] + "M" + text[t + 1:]).translate(SWAP), 1 - side)
        low, high = (t, move)
        rest = text[:low] + text[low + 1:high] + text[high + 1:]
        return (rest, side)  # beaten: the defender attacks next

    def terminal_value(self, pos: Pattern) -> int:
        text = pos[0]
        mine, theirs = "M" not in text, "O" not in text
        if mine and theirs:
            return 0
        return 1 if mine else -1

    def format_move(self, pos: Pattern, move: int) -> str:
        return "take" if move == TAKE_INDEX else str(move)


class DurakAnalyzer(PatternAnalyzer):
    """Every move's exact value, from one bounds table over patterns shared by all deals."""

    def __init__(self, game: Durak) -> None:
        super().__init__(game, DurakPatternGame(game.variant))
        self.fast = True
        """False: the generic exact solver on patterns, the reference of the tests."""
        self.variant = game.variant
        self.patterns = DurakSolver(game.variant)
        self.draw_lengths: bool | None = None
        """False: a move or position worth a draw gets no moves to the end (None, "unknown").
        A draw's length is nearly all the work in a long draw (both sides delay it, so every
        line that keeps it is followed); without it the slowest of 100 deals of 13 a hand
        takes under 0.1 s CPU instead of 0.7-0.9 s compiled (29 s in pure Python). Values, wins'
        and losses' lengths, best moves and winning replies are the same either way. None (the default): by the position —
        always with must beat, with optional take up to ``draw_lengths_cards()`` cards in play
        (the app and the command line alike)."""

    def lengths_of_draws(self, pos: DurakPosition) -> bool:
        """Whether draws at ``pos`` are valued with their moves to the end."""
        if self.draw_lengths is not None:
            return self.draw_lengths
        in_play = len(pos.hands[0]) + len(pos.hands[1]) + (pos.table is not None)
        return self.variant == "must-beat" or in_play <= draw_lengths_cards()

    def check_reach(self, pos: Any, limited: bool) -> None:
        # Measured from alternating deals with the generic solver: optional take 16 cards
        # 2.2 s, 18 cards 11.5 s; must beat 22 cards 1.8 s, 24 cards 5.7 s.
        self.exact_cards = FAST_EXACT_CARDS[self.variant] if self.fast else \
            16 if self.variant == "optional-take" else 22
        super().check_reach(pos, limited)

    def exact_values(self, pos: Any, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Any, float, int | None]]]:
        if not self.fast:
            return super().exact_values(pos, control)
        solver = self.patterns
        solver.control = control
        s = order_key(pos.hands, self.cards.to_move(pos), pos.table)
        in_play = sorted(pos.hands[0] + pos.hands[1]
                         + ((pos.table,) if pos.table is not None else ()))
        lengths = self.lengths_of_draws(pos)
        moves: list[tuple[Any, float, int | None]] = []
        for index, value in zip(*solver.moves(s)):
            move = TAKE if index == TAKE_INDEX else in_play[index]
            moves.append((move, sign(value), move_plies(solver, s, index, value)
                          if value or lengths else None))
        value, remoteness = best_of([(int(v), r or 0) for _, v, r in moves])
        return value, remoteness if value or lengths else None, moves

    def winning_replies(self, pos: Any, control: SearchControl) -> int:
        if not self.fast:
            return super().winning_replies(pos, control)
        self.patterns.control = control
        s = order_key(pos.hands, self.cards.to_move(pos), pos.table)
        signs = [sign(v) for v in self.patterns.moves(s, (-1, 1))[1]]
        return signs.count(max(signs))
