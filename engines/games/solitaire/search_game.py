"""Thoughtful Klondike as the one-player search sees it: a compact position, the moves worth
trying in a good order, safe moves, the canonical key and the upper bound.

This is the solver's own fast view of the rules of ``shared/solitaire-cli.md``; the rule book
(``rules.Klondike``) replays every line it reports (``solver.py``), so the two are checked
against each other on every solve. It also plays reduced games (ranks A…``ranks`` of the four
suits, ``piles`` piles) for the tests against a brute force.

Position. Each tableau pile is a ``bytes``: its first byte is the number of face-down cards,
then the cards bottom to top. The stock and the waste are one sequence ``deck`` with a pointer
``p``: ``deck[:p]`` is the waste (``deck[p-1]`` on top), ``deck[p:]`` the stock.

The stock as "cards reachable by k draws". Drawing changes nothing but ``p``, and a tableau
move never touches the stock, so any play can be reordered to draw only just before a card
leaves the waste. The search therefore has no draw moves: a stock move is "draw until card X is
on top, then play X" (X anywhere the pointer can reach: forward from ``p`` in steps of the draw,
and after a redeal at ``draw, 2·draw, …`` and the last card). A cycle of draws costs no nodes;
the reported line spells the draws out (:meth:`KlondikeSearch.move_texts`).

Safe moves (made without branching; the proof is in ``safe_foundation``'s docstring):
a tableau top card to its foundation when it is an ace or a two, or when both foundations of
the other colour have reached its rank − 1 and the other foundation of its colour its rank − 2.
With draw 1, a card anywhere in the stock or waste qualifies too (any of them can be brought to
the top without changing anything else); with draw 3 waste cards do not (taking a card out of
the waste shifts which cards later draws turn up). A foundation card that would qualify is
never moved back to the tableau.

Moves left out. A move that only matters because of the move after it is generated only when
that next move is possible at once (it can always wait until then): part of a run moved off a
face-up card e (then e must go home or take the head's twin), a whole pile moved away to leave
it empty (then a king must be able to come), with draw 1 a stock card to a pile, and a card
back from its foundation (then a card must be able to build on it). See :meth:`_free`.

Key. The piles sorted (their order does not matter), the foundations, and with draw 3 the
pointer where it matters: the pointers the draws reach after a redeal (0, draw, 2·draw, …, the
last card) all reach the same cards, so those are one key. With draw 1 every pointer reaches
every card and the order of the stock never matters, so the key leaves the stock out (its cards
are the ones neither in the piles nor on the foundations).

Bound. A face-down card B lying above a lower card A of its own suit (both face down in one
pile) can never reach its foundation before A, and A never before B leaves. If B is not a king
and both cards it could be built on (one rank higher, other colour) lie below it in the same
pile, B can never leave: B and every card below it stay. Each suit's foundation then stops
below its lowest such card; the bound is the sum of those stops (the number of cards otherwise).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engines.games.solitaire.cards import card_text, is_red, rank, suit
from engines.games.solitaire.rules import FOUNDATION, Position

T2F, S2F, T2T, S2T, F2T = range(5)
"""Move kinds: tableau or stock (waste) to foundation, tableau or stock to a pile, foundation
back to a pile."""

# Looked up by index: the move generator asks these millions of times.
_RANK = [rank(c) for c in range(52)]
_SUIT = [suit(c) for c in range(52)]
_RED = [is_red(c) for c in range(52)]
_OTHER_SAME = (3, 2, 1, 0)
"""The other suit of the same colour: C↔S, D↔H."""
_OPPOSITE = ((1, 2), (0, 3), (0, 3), (1, 2))
_KIND = [rank(c) * 2 + is_red(c) for c in range(52)]
"""Rank and colour: the cards of one kind build on the same cards."""
_TAKES = [(rank(c) - 1) * 2 + (not is_red(c)) for c in range(52)]
"""The kind of card that builds on this one."""
_TWIN = [_OTHER_SAME[c // 13] * 13 + c % 13 for c in range(52)]
"""The card of the same rank and colour."""


class State(NamedTuple):
    piles: tuple[bytes, ...]
    found: tuple[int, ...]
    deck: bytes
    p: int


class SMove(NamedTuple):
    kind: int
    source: int
    """A pile (T2F, T2T), the pointer that puts the card on top of the waste (S2F, S2T), a suit
    (F2T)."""
    target: int
    """A pile, or ``FOUNDATION``."""
    at: int
    """For T2T: where the run starts in the pile's bytes (1 = the bottom card)."""
    card: int
    """The card moved (the head of a run)."""


def safe_foundation(card: int, found: Sequence[int]) -> bool:
    """Whether ``card``, free to go to its foundation, can go without losing anything.

    Aces and twos: nothing but an ace can be built on a two, and an ace can always go to its
    foundation instead, so neither is ever needed in the tableau. Rank r ≥ 3: let M be the
    cards of the other colour of rank ≤ r − 1 and of the card's own colour of rank ≤ r − 2 (of
    its own suit, r − 1 too). The condition puts all of M on the foundations. A card built on
    ``card`` is in M, and a card built on a card of M is in M again, so a card of M brought back
    from a foundation can only ever hold cards of M; none is a king, so none fills an empty
    pile. Take any play from the position where ``card`` stays; leave out every move of ``card``
    or of an M card and cut them off any run they ride in: every other move stays legal (its
    target is not an M card, a foundation it needs is no lower), nothing is ever built on what
    was left out, and the foundations hold at least as many cards at every step. So the best
    score with ``card`` on its foundation is at least the best without. (The weaker "other
    colour at r − 1" alone is not safe with cards allowed back from the foundations.)
    """
    rank, suit = _RANK[card], _SUIT[card]
    if rank <= 2:
        return True
    a, b = _OPPOSITE[suit]
    return found[a] >= rank - 1 and found[b] >= rank - 1 and found[_OTHER_SAME[suit]] >= rank - 2


def layout(deal: Sequence[int], piles: int) -> State:
    """The starting position: pile i gets i + 1 cards dealt row by row, the first card of each
    row face up; the rest is the stock, its first card turned first."""
    cards: list[list[int]] = [[] for _ in range(piles)]
    at = 0
    for row in range(piles):
        for pile in range(row, piles):
            cards[pile].append(deal[at])
            at += 1
    return State(tuple(bytes([i]) + bytes(c) for i, c in enumerate(cards)), (0, 0, 0, 0),
                 bytes(deal[at:]), 0)


class KlondikeSearch:
    """Thoughtful Klondike for :func:`engines.solvers.one_player.search`."""

    def __init__(self, draw: int = 1, ranks: int = 13, piles: int = 7) -> None:
        if draw not in (1, 3):
            raise ValueError("draw is 1 or 3")
        self.draw = draw
        self.ranks = ranks
        self.piles = piles
        self._caps: list[list[tuple[int, ...]]] = []
        self.prune = True
        """Leave out the moves :meth:`_free` shows useless (off: every legal move, for tests)."""

    def start(self, deal: Sequence[int]) -> State:
        return self.begin(layout(deal, self.piles))

    def from_position(self, pos: Position) -> State:
        """The rules' position ``pos`` as the search's state, prepared (:meth:`begin`): the
        waste then the stock is the deck, the pointer between them (a redeal turns the waste
        over in the same order)."""
        piles = tuple(bytes((len(p.down),)) + bytes(p.down + p.up) for p in pos.piles)
        return self.begin(State(piles, tuple(pos.foundations), bytes(pos.waste + pos.stock),
                                len(pos.waste)))

    def begin(self, state: State) -> State:
        """Prepares the search from ``state`` (any position: the tests set some up by hand)."""
        self._caps = [[self._stuck_caps(pile[1:1 + down]) for down in range(pile[0] + 1)]
                      for pile in state.piles]
        return state

    # -- the protocol --------------------------------------------------------------------------

    def max_score(self) -> int:
        return 4 * self.ranks

    def score(self, state: State) -> int:
        return sum(state.found)

    def key(self, state: State) -> bytes:
        head = b"\xff".join(sorted(state.piles)) + bytes(state.found)
        if self.draw == 1:
            return head
        p, n = state.p, len(state.deck)
        return head + bytes((0 if p % self.draw == 0 or p == n else p,))

    def bound(self, state: State) -> int:
        total = 0
        caps = self._caps
        for suit in range(4):
            total += min(caps[i][pile[0]][suit] for i, pile in enumerate(state.piles))
        return total

    def safe_move(self, state: State) -> SMove | None:
        found = state.found
        for i, pile in enumerate(state.piles):
            if len(pile) > 1:
                card = pile[-1]
                if found[_SUIT[card]] == _RANK[card] - 1 and safe_foundation(card, found):
                    return SMove(T2F, i, FOUNDATION, 0, card)
        if self.draw == 1:
            for q, card in enumerate(state.deck, 1):
                if found[_SUIT[card]] == _RANK[card] - 1 and safe_foundation(card, found):
                    return SMove(S2F, q, FOUNDATION, 0, card)
        return None

    def apply(self, state: State, move: SMove) -> State:
        piles, found, deck, p = state
        kind = move.kind
        if kind == T2F or kind == T2T:
            pile = piles[move.source]
            cut = len(pile) - 1 if kind == T2F else move.at
            new = list(piles)
            new[move.source] = _cut(pile, cut)
            if kind == T2F:
                return State(tuple(new), _up(found, move.card), deck, p)
            new[move.target] = piles[move.target] + pile[cut:]
            return State(tuple(new), found, deck, p)
        if kind == S2F or kind == S2T:
            q = move.source
            deck = deck[:q - 1] + deck[q:]
            if kind == S2F:
                return State(piles, _up(found, move.card), deck, q - 1)
            new = list(piles)
            new[move.target] = piles[move.target] + bytes((move.card,))
            return State(tuple(new), found, deck, q - 1)
        new = list(piles)
        new[move.target] = piles[move.target] + bytes((move.card,))
        down = list(found)
        down[move.source] -= 1
        return State(tuple(new), tuple(down), deck, p)

    def moves(self, state: State) -> list[SMove]:
        """Every legal move but the useless ones (see :meth:`_free`), in the order: to the
        foundations, whole runs that turn a card over (the pile with the most face-down cards
        first) or empty a pile, from the stock, parts of runs, back from the foundations."""
        piles, found, deck, p = state
        top_rank = self.ranks
        tops = [pile[-1] if len(pile) > 1 else -1 for pile in piles]
        empty = next((i for i, t in enumerate(tops) if t < 0), -1)
        pointers = self._pointers(p, len(deck))
        free = self._free(state, pointers) if self.prune else None
        to_foundation: list[SMove] = []
        uncover: list[tuple[int, SMove]] = []
        from_stock: list[SMove] = []
        partial: list[SMove] = []
        back: list[SMove] = []

        fits: dict[int, list[int]] = {}  # what a pile's top card takes -> the piles
        for j, t in enumerate(tops):
            if t >= 0:
                fits.setdefault(_TAKES[t], []).append(j)

        def targets(card: int, source: int) -> list[int]:
            out = [j for j in fits.get(_KIND[card], ()) if j != source]
            if _RANK[card] == top_rank and empty >= 0 and empty != source:
                out.append(empty)
            return out

        def wanted(card: int, pile: int) -> bool:
            """Whether a card that builds on ``card`` is free to come from outside ``pile``."""
            if free is None:
                return True
            rank = _RANK[card] - 2
            return rank >= 0 and any(free.get(s * 13 + rank, pile) != pile
                                     for s in _OPPOSITE[_SUIT[card]])

        for i, pile in enumerate(piles):
            if len(pile) == 1:
                continue
            card = tops[i]
            if found[_SUIT[card]] == _RANK[card] - 1:
                to_foundation.append(SMove(T2F, i, FOUNDATION, 0, card))
            down = pile[0]
            for index in range(down + 1, len(pile)):
                head = pile[index]
                for j in targets(head, i):
                    move = SMove(T2T, i, j, index, head)
                    if index > down + 1:
                        bared = pile[index - 1]
                        if (free is None or found[_SUIT[bared]] == _RANK[bared] - 1
                                or free.get(_TWIN[head], i) != i):
                            partial.append(move)
                    elif down > 0:
                        uncover.append((-down, move))
                    elif tops[j] >= 0 and (free is None or free.get(-1, i) != i):
                        uncover.append((1, move))  # empties the pile for a king that can come
        for q in pointers:
            card = deck[q - 1]
            if found[_SUIT[card]] == _RANK[card] - 1:
                to_foundation.append(SMove(S2F, q, FOUNDATION, 0, card))
            for j in targets(card, -1):
                if self.draw == 3 or wanted(card, j):
                    from_stock.append(SMove(S2T, q, j, 0, card))
        for suit in range(4):
            rank = found[suit]
            if rank:
                card = suit * 13 + rank - 1
                lowered = list(found)
                lowered[suit] -= 1
                if not safe_foundation(card, lowered):
                    red = _RED[card]
                    bring = [k for k, t in enumerate(tops)
                             if t >= 0 and _RANK[t] == rank and _RED[t] != red]
                    back.extend(SMove(F2T, suit, j, 0, card) for j in targets(card, -1)
                                if wanted(card, j) or (rank >= 2 and any(k != j for k in bring)))
        uncover.sort(key=lambda pair: pair[0])
        return to_foundation + [m for _, m in uncover] + from_stock + partial + back

    def _free(self, state: State, pointers: list[int]) -> dict[int, int]:
        """Where each card that could move next lies: its pile for a face-up card, -2 for the
        stock or a foundation's top; key -1 says where a king could come from to fill a pile
        (-2: from the stock, a foundation or a pile over other cards; a pile number: only from
        that pile — from none when absent).

        The move generator leaves out moves that can only matter with a later move after them,
        when that later move is impossible now. Each such move can wait until just before its
        use (every move in between stays legal and nothing is lost): so it is needed only
        when its use can follow at once.
        - Part of a run moved off the face-up card e: needed only to play e to its foundation
          or to build e's other card of the moved head's rank and colour (the head's twin) on
          e. (Anything else e or the moved run does next can be done in the other order.)
        - A whole pile moved onto a card, leaving the pile empty: needed only for a king to
          fill it.
        - With draw 1, a stock card to a pile: needed only to build a card on it (any stock
          card can be had at any time, so it can wait).
        - A foundation's top card back to a pile: needed only to build a card on it, or to
          bring the card under it down too.
        """
        free: dict[int, int] = {}
        king = -1
        for i, pile in enumerate(state.piles):
            for index in range(pile[0] + 1, len(pile)):
                card = pile[index]
                free[card] = i
                if _RANK[card] == self.ranks and (index > 1 or pile[0]):
                    king = -2 if king != -1 else i
        deck = state.deck
        stock = deck if self.draw == 1 else bytes(deck[q - 1] for q in pointers)
        for card in stock:
            free[card] = -2
            if _RANK[card] == self.ranks:
                king = -2
        for suit, rank in enumerate(state.found):
            if rank:
                free[suit * 13 + rank - 1] = -2
                if rank == self.ranks:
                    king = -2
        if king != -1:
            free[-1] = king
        return free

    def _pointers(self, p: int, n: int) -> list[int]:
        """The pointers the draws can reach from ``p`` (each puts one card on top of the
        waste), the nearest first."""
        if n == 0:
            return []
        d = self.draw
        if d == 1:
            return list(range(p, n + 1)) + list(range(1, p)) if p else list(range(1, n + 1))
        out = [p] if p else []
        x = p
        while x < n:
            x = min(x + d, n)
            out.append(x)
        x = 0
        while x < n:
            x = min(x + d, n)
            if x not in out:
                out.append(x)
        return out

    # -- the line as the rules' moves ----------------------------------------------------------

    def move_texts(self, state: State, move: SMove) -> list[str]:
        """``move`` in the rules' notation: the draws and redeals it needs, then the card."""
        out: list[str] = []
        if move.kind in (S2F, S2T):
            x, n = state.p, len(state.deck)
            while x != move.source:
                if x == n:
                    out.append("redeal")
                    x = 0
                else:
                    out.append("draw")
                    x = min(x + self.draw, n)
        where = "F" if move.target == FOUNDATION else str(move.target + 1)
        out.append(f"{card_text(move.card)}>{where}")
        return out

    def _stuck_caps(self, down: bytes) -> tuple[int, ...]:
        caps = [self.ranks] * 4
        for b, high in enumerate(down):
            rank, suit = _RANK[high], _SUIT[high]
            if rank == self.ranks or not any(_SUIT[low] == suit and _RANK[low] < rank
                                             for low in down[:b]):
                continue
            parents = {s * 13 + rank for s in _OPPOSITE[suit]}
            if parents <= set(down[:b]):
                for card in down[:b + 1]:
                    caps[_SUIT[card]] = min(caps[_SUIT[card]], _RANK[card] - 1)
        return tuple(caps)


def _cut(pile: bytes, at: int) -> bytes:
    """``pile`` without its cards from byte ``at`` on, its new top card turned face up."""
    rest = pile[:at]
    down = rest[0]
    if down and len(rest) - 1 == down:
        return bytes((down - 1,)) + rest[1:]
    return rest


def _up(found: tuple[int, ...], card: int) -> tuple[int, ...]:
    new = list(found)
    new[_SUIT[card]] += 1
    return tuple(new)
