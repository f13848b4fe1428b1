"""Which cards of a Klondike position could move next: what the move generator
(:meth:`.search_game.KlondikeSearch.moves`) asks before it makes a move that matters only
through the move after it.

It leaves out moves that can only matter with a later move after them, when that later move
is impossible now. Each such move can wait until just before its
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
And since each can wait until just before its use, the move after it must be that use
(``search_game._pending``; ``KlondikeSearch.moves`` generates only those).

A kernel of its own (``engines.compiled.KERNELS``), compiled with :mod:`.search_game`.
"""
from __future__ import annotations

from typing import Final

from engines.games.solitaire.search_state import OPPOSITE, RANK, SUIT, State

KING_KEY: Final = 52
"""The index of :func:`free_cards` that says where a king could come from."""
ABSENT: Final = -9
"""In :func:`free_cards`: the card cannot move next."""


def free_cards(state: State, pointers: list[int], draw: int, top_rank: int) -> list[int]:
    """Where each card that could move next lies, by card (:data:`ABSENT`: it cannot): its
    pile for a face-up card, -2 for the stock or a foundation's top; index
    :data:`KING_KEY` says where a king could come from to fill a pile (-2: from the
    stock, a foundation or a pile over other cards; a pile number: only from that pile —
    from none when :data:`ABSENT`). The module's docstring says what for."""
    piles, found, deck, p, pending = state
    free = [ABSENT] * (KING_KEY + 1)
    king = -1
    for i in range(len(piles)):
        pile = piles[i]
        for index in range(pile[0] + 1, len(pile)):
            card = pile[index]
            free[card] = i
            if RANK[card] == top_rank and (index > 1 or pile[0]):
                king = -2 if king != -1 else i
    if draw == 1:
        for card in deck:
            free[card] = -2
            if RANK[card] == top_rank:
                king = -2
    else:
        for q in pointers:
            card = deck[q - 1]
            free[card] = -2
            if RANK[card] == top_rank:
                king = -2
    for suit in range(4):
        rank = found[suit]
        if rank:
            free[suit * 13 + rank - 1] = -2
            if rank == top_rank:
                king = -2
    if king != -1:
        free[KING_KEY] = king
    return free


def away(where: int, pile: int) -> bool:
    """Whether :func:`free_cards` has the card free to move, from outside ``pile``."""
    return where != ABSENT and where != pile


def wanted(free: list[int], card: int, pile: int) -> bool:
    """Whether a card that builds on ``card`` is free to come from outside ``pile``."""
    rank = RANK[card] - 2
    if rank < 0:
        return False
    for s in OPPOSITE[SUIT[card]]:
        if away(free[s * 13 + rank], pile):
            return True
    return False
