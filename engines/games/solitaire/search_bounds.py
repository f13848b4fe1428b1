"""Upper bounds on the score of a Klondike position, for the search (:mod:`.search_game`).

Both are computed once per search, at its start (:meth:`.search_game.KlondikeSearch.begin`),
so they live outside the compiled kernel; both are checked against the brute force on reduced
deals (``tests/engines/test_solitaire_compiled.py``, ``test_solitaire_solver.py``).

Stuck cards (:func:`stuck_caps`). A face-down card B lying above a lower card A of its own suit
(both face down in one pile) can never reach its foundation before A, and A never before B
leaves. If B is not a king and both cards it could be built on (one rank higher, other colour)
lie below it in the same pile, B can never leave: B and every card below it stay. Each suit's
foundation then stops below its lowest such card.
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.games.solitaire.cards import is_red, rank, suit

_rank = [rank(c) for c in range(52)]
_suit = [suit(c) for c in range(52)]
_opposite = [tuple(t for t in range(4) if is_red(t * 13) != is_red(s * 13)) for s in range(4)]
"""The two suits of the other colour."""


def stuck_caps(down: bytes, ranks: int) -> tuple[int, ...]:
    """Each suit's highest reachable foundation rank as far as the face-down cards ``down``
    (bottom first) of one pile show (see the module docstring)."""
    caps = [ranks] * 4
    for b, high in enumerate(down):
        r, s = _rank[high], _suit[high]
        if r == ranks or not any(_suit[low] == s and _rank[low] < r for low in down[:b]):
            continue
        parents = {t * 13 + r for t in _opposite[s]}
        if parents <= set(down[:b]):
            for card in down[:b + 1]:
                caps[_suit[card]] = min(caps[_suit[card]], _rank[card] - 1)
    return tuple(caps)


def leaving(piles: Sequence[bytes], found: Sequence[int], ranks: int) -> int:
    """An upper bound on the score: the foundations as far as a relaxed game takes them.

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
    return reached[0] + reached[1] + reached[2] + reached[3]
