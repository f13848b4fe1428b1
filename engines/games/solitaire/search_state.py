"""The position and the move of Klondike as the one-player search sees them
(:mod:`.search_game`), and the card tables its move generator looks up.

Position. Each tableau pile is a ``bytes``: its first byte is the number of face-down cards,
then the cards bottom to top. The stock and the waste are one sequence ``deck`` with a pointer
``p``: ``deck[:p]`` is the waste (``deck[p-1]`` on top), ``deck[p:]`` the stock.

A kernel of its own (``engines.compiled.KERNELS``), compiled with :mod:`.search_game`: the
compiled search reads these tables as C variables all the same.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from engines.games.solitaire.cards import is_red, rank, suit

T2F: Final = 0
S2F: Final = 1
T2T: Final = 2
S2T: Final = 3
F2T: Final = 4
"""Move kinds: tableau or stock (waste) to foundation, tableau or stock to a pile, foundation
back to a pile."""

# Looked up by index: the move generator asks these millions of times (Final: the compiled
# kernel keeps them in C variables, not in the module's dictionary). Bytes where the values are
# small numbers: the compiled kernel reads a byte as a C integer, where a list's item is an
# object to unbox (5.5 against 7.2 ns a look-up, measured); not tuples: a compiled tuple of
# fixed length is a C struct, made a Python tuple again at each look-up by a variable index
# (that cost the search 5 % of its time).
RANK: Final = bytes(rank(c) for c in range(52))
SUIT: Final = bytes(suit(c) for c in range(52))
RED: Final = [is_red(c) for c in range(52)]
OTHER_SAME: Final = bytes((3, 2, 1, 0))
"""The other suit of the same colour: C↔S, D↔H."""
OPPOSITE: Final = [(1, 2), (0, 3), (0, 3), (1, 2)]
KIND: Final = bytes(rank(c) * 2 + is_red(c) for c in range(52))
"""Rank and colour: the cards of one kind build on the same cards."""
TAKES: Final = bytes((rank(c) - 1) * 2 + (not is_red(c)) for c in range(52))
"""The kind of card that builds on this one."""
TWIN: Final = bytes(OTHER_SAME[c // 13] * 13 + c % 13 for c in range(52))
"""The card of the same rank and colour."""
KINDS: Final = 28
class State(NamedTuple):
    piles: tuple[bytes, ...]
    found: tuple[int, ...]
    deck: bytes
    p: int
    pending: int = 0
    """What the next move must do (``search_game._pending``), after a move made only for its use; 0:
    nothing."""


def new_state(piles: tuple[bytes, ...], found: tuple[int, ...], deck: bytes, p: int,
              pending: int = 0) -> State:
    """``State(...)`` without the call of the Python function a named tuple's ``__new__`` is
    (the compiled search makes one a node)."""
    return tuple.__new__(State, (piles, found, deck, p, pending))


SMove = int
"""A move packed in one int (:func:`smove`): its kind (3 bits), source, target and ``at`` (5
bits each), then the card. An int, not a tuple: the search makes millions of them, and the
compiled kernel keeps them in machine words.

- source: a pile (T2F, T2T), the pointer that puts the card on top of the waste (S2F, S2T), a
  suit (F2T);
- target: a pile, or ``FOUNDATION``;
- at: for T2T, where the run starts in the pile's bytes (1 = the bottom card);
- card: the card moved (the head of a run)."""


def smove(kind: int, source: int, target: int, at: int, card: int) -> SMove:
    return kind | source << 3 | target << 8 | at << 13 | card << 18


def move_kind(move: SMove) -> int:
    return move & 7


def move_source(move: SMove) -> int:
    return move >> 3 & 31


def move_target(move: SMove) -> int:
    return move >> 8 & 31


def move_card(move: SMove) -> int:
    return move >> 18


def cut_pile(pile: bytes, at: int) -> bytes:
    """``pile`` without its cards from byte ``at`` on, its new top card turned face up."""
    rest = pile[:at]
    down = rest[0]
    if down and len(rest) - 1 == down:
        return bytes((down - 1,)) + rest[1:]
    return rest


def one_up(found: tuple[int, ...], card: int) -> tuple[int, ...]:
    """The foundations after ``card`` went home."""
    new = list(found)
    new[SUIT[card]] += 1
    return tuple(new)


def draw_pointers(p: int, n: int, d: int) -> list[int]:
    """The pointers the draws of ``d`` cards can reach from ``p`` in a deck of ``n`` (each puts
    one card on top of the waste), the nearest first."""
    if n == 0:
        return []
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
    rank, suit = RANK[card], SUIT[card]
    if rank <= 2:
        return True
    a, b = OPPOSITE[suit]
    return found[a] >= rank - 1 and found[b] >= rank - 1 and found[OTHER_SAME[suit]] >= rank - 2


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
