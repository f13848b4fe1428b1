"""An upper bound on the score of a Klondike position, for the search (:mod:`.search_game`).

Computed once per search, at its start (:meth:`.search_game.KlondikeSearch.begin`), so it
lives outside the compiled kernel; checked against the brute force on reduced deals
(``tests/engines/test_solitaire_compiled.py``, ``test_solitaire_solver.py``).

A second bound, the stuck face-down cards of each pile (a face-down B above a lower card A of
its suit, B not a king and both cards B builds on below it: B and all under it never leave),
was dropped (28 Nov 2026): it never bounds below :func:`leaving` of the start. ``leaving``'s
least set never holds such a B (B needs A home, A below B; or a parent, below B too, which
leaves only after B) nor any card under B, so it stops each suit where the stuck cards do; and
with fewer of a pile's cards face down the stuck cards bound no lower (the patterns among some
of them are patterns among them all). On deals 0-1999 (and reduced deals) it never bounded
below ``leaving`` at the start, and its sum over the piles a node cost 3 % of the search.

Tried and not kept (28 Nov 2026): a stricter ``leaving`` where a card off its place (on a
foundation, in the stock, gone from the tableau) can take a card only once it can itself be put
back on a pile (a king, or on a card that can take it): on deals 0-399 it bounded no start
lower. ``leaving`` of every position (instead of the start's): below the start's at 35-65 % of
the positions of deals 220 and 263 (draw 1), and both still open at a million nodes.
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.games.solitaire.cards import is_red, rank, suit

_rank = [rank(c) for c in range(52)]
_suit = [suit(c) for c in range(52)]
_opposite = [tuple(t for t in range(4) if is_red(t * 13) != is_red(s * 13)) for s in range(4)]
"""The two suits of the other colour."""


def leaving(piles: Sequence[bytes], found: Sequence[int], ranks: int) -> int:
    """An upper bound on the score: the sum of :func:`reach`."""
    reached = reach(piles, found, ranks)
    return reached[0] + reached[1] + reached[2] + reached[3]


def reach(piles: Sequence[bytes], found: Sequence[int], ranks: int) -> list[int]:
    """An upper bound on each suit's foundation: how far a relaxed game takes it.

    A card X of the tableau can leave its place only if (1) X is face up, or every card
    above it has left; and (2) X goes to its foundation (every card above it has left, and
    the card before it in its suit reached the foundation), or X is the top rank, or one
    of the two cards X builds on is free: on a foundation, in the stock, has left its own
    place, or lies in the tableau with every card above it gone and not below X in X's
    pile. When X leaves, the cards above it go with it. A card reaches its foundation
    only after it left its place and the card before it did. Every play obeys these
    conditions (consider the first time each card leaves; the stock counts as free), so
    the least set of cards closed under them holds every card that can ever leave, and
    each suit's foundation stops below its lowest card outside the set. The set is
    grown until nothing changes; in each pile it is the cards from some height up
    (``height``)."""
    count = len(piles)
    where = [-1] * 52
    """A tableau card's pile and index (pile * 32 + index); -1 for any other card."""
    gone = [True] * 52
    height = [0] * count
    for i in range(count):
        pile = piles[i]
        size = len(pile)
        height[i] = size
        for index in range(1, size):
            card = pile[index]
            where[card] = i * 32 + index
            gone[card] = False
    reached = list(found)
    changed = True
    while changed:
        changed = False
        for s in range(4):
            r = reached[s]
            while r < ranks and gone[s * 13 + r]:
                r += 1
            if r != reached[s]:
                reached[s] = r
                changed = True
        for i in range(count):
            top = height[i]
            if top <= 1:
                continue
            pile = piles[i]
            low = pile[0] + 1
            if low > top - 1:
                low = top - 1
            for index in range(low, top):
                card = pile[index]
                r = _rank[card]
                s = _suit[card]
                free = r == ranks or (index == top - 1 and reached[s] >= r - 1)
                if not free:
                    for t in _opposite[s]:
                        parent = t * 13 + r
                        if gone[parent]:
                            free = True
                            break
                        at = where[parent]
                        if at >> 5 == i and at & 31 < index:
                            continue
                        if at & 31 >= height[at >> 5] - 1:
                            free = True
                            break
                if free:
                    for k in range(index, top):
                        gone[pile[k]] = True
                    height[i] = index
                    changed = True
                    break
    return reached
