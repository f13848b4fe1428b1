"""Thoughtful Klondike: the rules of ``shared/solitaire-cli.md`` as an immutable rule book.

A one-player game, so it does not pretend to be a :class:`engines.protocol.Game` (no sides, no
values for an opponent): :class:`Klondike` gives the moves of a position, applies one, and
scores. Positions and moves are named tuples of ints — the solver makes millions of them.

Reduced games (fewer ranks, fewer piles) follow the same rules; the tests solve them by brute
force to check the solver.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engines.games.solitaire.cards import KING, card, card_text, is_red, rank, suit
from engines.protocol import IllegalMove, NotationError, shorten

WASTE = 7
FOUNDATION = 8
NOWHERE = -1

DRAW = "draw"
REDEAL = "redeal"
TO_FOUNDATION = "foundation"
TO_PILE = "pile"


class Pile(NamedTuple):
    down: tuple[int, ...]
    """Face-down cards, bottom first."""
    up: tuple[int, ...]
    """Face-up cards, bottom first: always a built run (down by rank, colours alternating)."""


class Position(NamedTuple):
    piles: tuple[Pile, ...]
    stock: tuple[int, ...]
    """Index 0 is the next card turned."""
    waste: tuple[int, ...]
    """The last card is on top, the one that can be played."""
    foundations: tuple[int, ...]
    """The top rank on each suit's foundation (0 = empty), suits in the order C D H S."""


class Move(NamedTuple):
    kind: str
    """:data:`DRAW`, :data:`REDEAL`, :data:`TO_FOUNDATION` or :data:`TO_PILE`."""
    card: int
    """The card moved, or the head of the run moved; -1 for a draw or a redeal."""
    source: int
    """A pile 0…6, :data:`WASTE` or :data:`FOUNDATION`; -1 for a draw or a redeal."""
    target: int
    """A pile 0…6 or :data:`FOUNDATION`; -1 for a draw or a redeal."""
    size: int
    """Cards moved (turned, for a draw; the whole waste, for a redeal)."""


def builds_on(c: int, top: int | None, king: int = KING) -> bool:
    """Whether card ``c`` may go onto a tableau pile whose top card is ``top`` (None: empty);
    ``king``: the top rank, the only one that fills an empty pile (a reduced deck's highest)."""
    if top is None:
        return rank(c) == king
    return rank(top) == rank(c) + 1 and is_red(top) != is_red(c)


def _turned(down: tuple[int, ...], up: tuple[int, ...]) -> Pile:
    """A pile whose face-up cards are ``up``: when none are left, the next card is turned."""
    if not up and down:
        return Pile(down[:-1], down[-1:])
    return Pile(down, up)


class Klondike:
    """The rules with ``draw`` cards turned at a time (1 or 3), unlimited redeals.

    ``ranks`` and ``piles`` shrink the game for the brute-force tests (ranks A…``ranks`` of the
    four suits, piles 1…``piles`` cards); the highest rank then plays the king's part, so
    empty piles are filled there too."""

    def __init__(self, draw: int = 1, ranks: int = 13, piles: int = 7) -> None:
        if draw not in (1, 3):
            raise NotationError("solitaire: draw must be 1 or 3, not {0}", draw)
        if not 1 <= ranks <= 13 or not 1 <= piles <= 7 or piles * (piles + 1) // 2 > 4 * ranks:
            raise ValueError(f"no Klondike with {ranks} ranks and {piles} piles")
        self.draw = draw
        self.ranks = ranks
        self.pile_count = piles

    @property
    def max_score(self) -> int:
        return 4 * self.ranks

    def __repr__(self) -> str:
        return f"Klondike(draw={self.draw}, ranks={self.ranks}, piles={self.pile_count})"

    # --- positions ---------------------------------------------------------------------------
    def start(self, deal: Sequence[int]) -> Position:
        """The position dealt from ``deal`` (the deck in dealing order, see the contract): row by
        row, the first card of each row face up; the rest is the stock, first card turned first."""
        if len(deal) != self.max_score or len(set(deal)) != len(deal):
            raise ValueError(f"a deal of {self.max_score} different cards expected")
        cards: list[list[int]] = [[] for _ in range(self.pile_count)]
        n = 0
        for row in range(self.pile_count):
            for i in range(row, self.pile_count):
                cards[i].append(deal[n])
                n += 1
        piles = tuple(Pile(tuple(p[:-1]), (p[-1],)) for p in cards)
        return Position(piles, tuple(deal[n:]), (), (0, 0, 0, 0))

    def score(self, pos: Position) -> int:
        """Cards on the foundations."""
        return sum(pos.foundations)

    def won(self, pos: Position) -> bool:
        return self.score(pos) == self.max_score

    # --- moves -------------------------------------------------------------------------------
    def moves(self, pos: Position) -> list[Move]:
        """Every legal move, in a fixed order: to the foundations, between piles, from the
        waste, back from the foundations, then the draw (or the redeal)."""
        found = pos.foundations
        piles = pos.piles
        tops = [p.up[-1] if p.up else None for p in piles]
        result: list[Move] = []
        waste_top = pos.waste[-1] if pos.waste else None
        if waste_top is not None and rank(waste_top) == found[suit(waste_top)] + 1:
            result.append(Move(TO_FOUNDATION, waste_top, WASTE, FOUNDATION, 1))
        for i, top in enumerate(tops):
            if top is not None and rank(top) == found[suit(top)] + 1:
                result.append(Move(TO_FOUNDATION, top, i, FOUNDATION, 1))
        # The piles each kind of card builds on (builds_on's rule, looked up once a pile: the
        # solver's line is replayed move by move with these lists).
        onto: dict[tuple[int, bool], list[int]] = {}
        for j, top in enumerate(tops):
            kind = (self.ranks, True) if top is None else (rank(top) - 1, not is_red(top))
            onto.setdefault(kind, []).append(j)
        empty = onto.pop((self.ranks, True), [])
        onto[(self.ranks, False)] = onto[(self.ranks, True)] = empty

        def targets(c: int) -> list[int]:
            return onto.get((rank(c), is_red(c)), [])

        for i, pile in enumerate(piles):
            for k, c in enumerate(pile.up):
                for j in targets(c):
                    if j != i:
                        result.append(Move(TO_PILE, c, i, j, len(pile.up) - k))
        if waste_top is not None:
            for j in targets(waste_top):
                result.append(Move(TO_PILE, waste_top, WASTE, j, 1))
        for s, r in enumerate(found):
            if r:
                c = card(r, s)
                for j in targets(c):
                    result.append(Move(TO_PILE, c, FOUNDATION, j, 1))
        if pos.stock:
            result.append(Move(DRAW, NOWHERE, NOWHERE, NOWHERE, min(self.draw, len(pos.stock))))
        elif pos.waste:
            result.append(Move(REDEAL, NOWHERE, NOWHERE, NOWHERE, len(pos.waste)))
        return result

    def apply(self, pos: Position, move: Move) -> Position:
        """The position after ``move``; raises :class:`IllegalMove` if it is not legal here."""
        if move not in self.moves(pos):
            raise IllegalMove("solitaire: {0} is not a legal move here", self.format_move(move))
        return self.apply_legal(pos, move)

    def apply_legal(self, pos: Position, move: Move) -> Position:
        """:meth:`apply` without the legality check, for searches that take moves from
        :meth:`moves` (the check would list the moves a second time)."""
        kind = move.kind
        if kind == DRAW:
            turned = pos.stock[:move.size]
            return pos._replace(stock=pos.stock[move.size:], waste=pos.waste + turned)
        if kind == REDEAL:
            return pos._replace(stock=pos.waste, waste=())
        piles = list(pos.piles)
        found = pos.foundations
        source = move.source
        if source == WASTE:
            pos = pos._replace(waste=pos.waste[:-1])
        elif source == FOUNDATION:
            s = suit(move.card)
            found = found[:s] + (found[s] - 1,) + found[s + 1:]
        else:
            pile = piles[source]
            piles[source] = _turned(pile.down, pile.up[:len(pile.up) - move.size])
        if kind == TO_FOUNDATION:
            s = suit(move.card)
            found = found[:s] + (found[s] + 1,) + found[s + 1:]
        else:
            if source in (WASTE, FOUNDATION):
                run: tuple[int, ...] = (move.card,)
            else:
                up = pos.piles[source].up
                run = up[len(up) - move.size:]
            target = piles[move.target]
            piles[move.target] = Pile(target.down, target.up + run)
        return Position(tuple(piles), pos.stock, pos.waste, found)

    # --- notation ----------------------------------------------------------------------------
    def format_move(self, move: Move) -> str:
        """``draw``, ``redeal``, ``3S>F`` (to its foundation), ``KH>5`` (onto pile 5)."""
        if move.kind in (DRAW, REDEAL):
            return move.kind
        where = "F" if move.target == FOUNDATION else str(move.target + 1)
        return f"{card_text(move.card)}>{where}"

    def parse_move(self, pos: Position, text: str) -> Move:
        """The legal move of ``pos`` written as ``text``; raises :class:`NotationError` for
        text that is no move and :class:`IllegalMove` for a move not legal here."""
        word = text.strip().upper()
        wanted = word.lower() if word.lower() in (DRAW, REDEAL) else word
        for move in self.moves(pos):
            if self.format_move(move) == wanted:
                return move
        if wanted in (DRAW, REDEAL) or _looks_like_move(word, self.pile_count):
            raise IllegalMove("solitaire: {0} is not a legal move here", shorten(word, 12))
        raise NotationError("solitaire: '{0}' is not a move; write e.g. draw, 3S>F or KH>5",
                            shorten(text.strip(), 12))


def _looks_like_move(word: str, piles: int) -> bool:
    head, sep, where = word.partition(">")
    if not sep or len(head) != 2 or head[0] not in "A23456789TJQK" or head[1] not in "CDHS":
        return False
    return where == "F" or where in {str(n) for n in range(1, piles + 1)}


def move_texts(game: Klondike, pos: Position) -> list[str]:
    """The notation of every legal move of ``pos``, in the order of :meth:`Klondike.moves`."""
    return [game.format_move(m) for m in game.moves(pos)]


__all__ = ["Klondike", "Move", "Pile", "Position", "card_text", "move_texts"]
