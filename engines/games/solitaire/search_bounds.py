"""An upper bound on the score of a Klondike position, for the search (:mod:`.search_game`),
computed at every position it enters: a kernel of its own (``engines.compiled.KERNELS``).
Checked against the brute force at every reachable position of small deals, and along the
solver's lines of real deals (``tests/engines/test_solitaire_bounds.py``).

At every position (29 Nov 2026, issue #33; deals 0-999, draw 1, 100,000 nodes, compiled, CPU
time): 24 undetermined instead of 41, and the winnability of all but 19 known instead of 31,
at 0.027 s a deal instead of 0.023 (draw 3, with the question of ``solver.WIN_SHARE`` too: 94
undetermined instead of 116; more figures: ``solver.DEFAULT_NODE_LIMITS``). Most undetermined
deals were lost deals whose search walked dead positions (every card to come stuck behind the
cards that wait for it) thousands of times over, each a different shuffle of the free cards:
with the bound of each position, the search stops where the dead part begins. The bound then
costs 4 µs a position; it asks only whether a position can beat the best score found
(``reach``'s ``stop``), which most show at once.

Before (28 Nov 2026) the bound was computed at the start only, and counted every card off its
place (in the stock, on a foundation, moved) as free to take a card for ever, and every card
of a moved run as free: at every position, that bound cut below the start's at 35-65 % of the
positions of deals 220 and 263 and still left both open at a million nodes. A second bound,
the stuck face-down cards of each pile (a face-down B above a lower card A of its suit, B not a
king and both cards B builds on below it), never bounded below ``leaving`` at the start and was
dropped.

A card on a foundation as a base only when the cards above it there can come down (29 Nov 2026,
later; draw 1, 250,000 nodes, compiled, CPU time): deals 1000-1999 decided 967 and winnability
known 977 against 965 and 976, at 0.079 s a deal against 0.075; the question of
``solver.WIN_SHARE`` alone proves deal 1622 impossible to win in 46,000 nodes (58,000 before).

Every set as bits of one int, each suit's 13 cards one after the other (29 Nov 2026): the
cards whose parent is a base are the bases' bits shifted by a rank (:func:`_placed`), the four
cards of a rank are handled at once, and the cards that can leave leave together. The same
least state as the card-by-card loops before it (checked equal on 19,000 positions of nine
deals' searches, both draws; the rules only ever add, so the order they are applied in does not
change it), at 2.9 µs a position instead of 7.9 (compiled, the positions the "can it be won?"
question of deals 1042, 1082 and 1151 bounds): the search makes 20 % more nodes a second.

The twins that can never go home (:func:`split_by_twins`, 29 Nov 2026, later): the relaxed game
lets a card lie on a parent that another card already lies on, and misses the trap of two
twins that must leave their places with only two parents to go to. Asked where a position's
bound is at most 6 above the best score found (:data:`TWINS_REACH`); it cannot help
the question whether a deal can be won (there every card must go home). Measured: see
``solver.DEFAULT_NODE_LIMITS``. Splitting again inside each case (a second pair of twins,
the first twin fixed) decided one deal more of the 85 draw-1 deals of 0-9,999 whose
winnability was known and best open, at 12 % more time: not kept.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Final

_SUIT_BITS: Final = (1 << 13) - 1
"""One suit's cards as bits (a suit is 13 bits: ``card = suit * 13 + rank - 1``)."""
_RANK0: Final = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""The four aces as bits; shifted by r, the four cards of rank r + 1."""
_RANKS_BITS: Final = [sum(1 << (s * 13 + r) for s in range(4) for r in range(n)) for n in range(14)]
"""The cards of ranks A to n of the four suits, as bits."""
_LOW_BIT: Final = [-1] * 67
"""The card of a one-bit mask: ``_LOW_BIT[bit % 67]`` (the powers of two below 2 ** 66 all
differ mod 67)."""
for _card in range(52):
    _LOW_BIT[(1 << _card) % 67] = _card
_ON_PARENT: Final = bytes(1 if c < 52 and p < 52 and (c // 13 % 3 == 0) != (p // 13 % 3 == 0)
                          and p % 13 == c % 13 + 1 else 0 for c in range(64) for p in range(64))
"""``_ON_PARENT[card * 64 + other]``: ``other`` is a parent of ``card`` (a rank higher, the
other colour: clubs and spades, suits 0 and 3, are the black ones)."""


def _placed(base: int) -> int:
    """The cards one of whose parents (the two cards of the other colour a rank higher) is in
    ``base``, as bits: every suit at once. Clubs and spades (suits 0 and 3) build on diamonds
    and hearts (1 and 2), and the other way round; a card's parent is one bit higher in its
    suit's 13 bits, so a suit's children are its bits shifted down by one (a king has none)."""
    red = ((base >> 13 | base >> 26) & _SUIT_BITS) >> 1
    black = ((base | base >> 39) & _SUIT_BITS) >> 1
    return red | red << 39 | black << 13 | black << 26


TWINS_REACH: Final = 6
"""How far above the best score a position's bound may be for the twins to be asked whether
they bring it down (:func:`bound`): of the positions of five hard draw-1 deals where they did
(measured with both twins never home), all but 6 in 18,000 were within 5, none above 6; the
relaxed game then stops there (beyond, it would have to go on to its end to show the caps)."""


def bound(piles: Sequence[bytes], found: Sequence[int], ranks: int, best: int, caps: list[int],
          twins: bool = True) -> int:
    """The sum of :func:`reach` (each suit no higher than ``caps``), or ``best`` where
    :func:`split_by_twins` shows that no play beats it (``twins``); once it is known to be
    above ``best``, some number above it."""
    reached = reach(piles, found, ranks, best + TWINS_REACH if twins else best, caps)
    total = reached[0] + reached[1] + reached[2] + reached[3]
    if total <= best or not twins or total > best + TWINS_REACH:
        return total
    # Above best, but not far: the relaxed game went on to its end, and its foundations are
    # this position's caps. The twins that can never go home may still show that best cannot
    # be beaten; asked only where both suits of a colour stop below the queen (the case of
    # one twin could cut where only one suit does too: not measured, so not asked).
    top = ranks - 1
    if (reached[0] >= top or reached[3] >= top) and (reached[1] >= top or reached[2] >= top):
        return total
    return best if split_by_twins(piles, found, ranks, best, reached) else total


def start_bound(piles: Sequence[bytes], found: Sequence[int], ranks: int, caps: list[int],
                twins: bool = True) -> int:
    """:func:`bound` of a search's start, as low as :func:`split_by_twins` takes it (a point at
    a time: no best score is known yet)."""
    reached = reach(piles, found, ranks, 52, caps)
    total = reached[0] + reached[1] + reached[2] + reached[3]
    while twins and total > 0 and split_by_twins(piles, found, ranks, total - 1, reached):
        total -= 1
    return total


def leaving(piles: Sequence[bytes], found: Sequence[int], ranks: int) -> int:
    """An upper bound on the score: the sum of :func:`reach`."""
    reached = reach(piles, found, ranks)
    return reached[0] + reached[1] + reached[2] + reached[3]


def reach(piles: Sequence[bytes], found: Sequence[int], ranks: int, stop: int = 52,
          caps: list[int] | None = None, fixed: int = 0) -> list[int]:
    """An upper bound on each suit's foundation: how far a relaxed game takes it, each suit
    no higher than ``caps``. Once the sum passes ``stop`` the answer is only "above
    ``stop``": the foundations reached so far are returned (the search asks only whether a
    position can beat its best score, and most can; the whole bound costs most where it
    cuts).

    A card *leaves* when it first moves off the card (or the empty place) it lies on; the
    cards on it go with it and still lie on it. So a card of the tableau is a pile's top only
    after the card on it left. Each event needs what came before it in any play
    (the first time each card leaves, by induction on time):

    - a tableau card X leaves only when it is face up or a top, and then (1) X goes home: X
      is a top and its suit has reached the rank below; or (2) X is the top rank with a card
      under it, and a pile is empty or can be (a card at the bottom of a pile has left; a
      top-rank card with nothing under it on another pile would be the same position: no play
      needs that); or (3) one of the two cards X builds on (its parents) is a pile's top: *a
      base* (:func:`_bases`);
    - a card is a base when it is a tableau card that is a top and has not left, or one that
      can lie on a pile (the top rank where a pile is or can be empty, or a card placed on a
      parent that is a base) and, on the tableau, is a top; a card in the stock or on a
      foundation is a base when it can lie on a pile, one on a foundation only when each card
      above it there can too (they come down first);
    - a suit's next card goes home when it is in the stock or a top of the tableau.

    The least state closed under these rules (grown until nothing changes) holds everything
    any play can do, and each suit's foundation stops where it stops. (The stock counts as
    reachable at any time, with either draw.)

    Deal 906 (draw 1) shows what the rules about the cards on a moved card are for. Of the
    160,000 positions its search entered in 200,000 nodes, 113,000 were shuffles of the free
    cards around one dead end (undetermined at the limit): 6♣ waits for 7♥ (in the stock) or
    7♦, 7♦ lies under 6♠ and 6♠ waits for 7♥ too, while 7♥ waits for an 8 of clubs or
    spades, both face down under them: a card in the stock counted as a base for ever. And
    at deal 270, a king with its run (Q♠ J♦ 10♠ …) onto another pile counted every card of
    the run as free, though J♦ still lies under 10♠, which can go nowhere."""
    below = [-1] * 52
    """A tableau card's card under it (-1: none). Cards, not bits: a list holds a bit above 256
    as an object of its own, made anew at each store."""
    tableau = 0
    under = 0
    """A tableau card has a card under it."""
    up = 0
    """A tableau card is face up."""
    covered = 0
    """A tableau card whose card on it has not left (not a pile's top)."""
    bottoms = 0
    """The cards at the bottom of a pile: when one leaves, the pile is empty."""
    empty = False
    """A pile is or can be empty, for a top-rank card."""
    for pile in piles:
        size = len(pile)
        if size == 1:
            empty = True
        for index in range(1, size):
            card = pile[index]
            bit = 1 << card
            tableau |= bit
            if index + 1 < size:
                covered |= bit
                below[pile[index + 1]] = card
            if index > 1:
                under |= bit
            else:
                bottoms |= bit
            if index > pile[0]:
                up |= bit
    tops = _RANK0 << ranks - 1
    """The top rank's cards (kings in the full deck): they build on nothing."""
    game = _RANKS_BITS[ranks]
    home_bits = 0
    """The cards on the foundations of the position."""
    for s in range(4):
        home_bits |= ((1 << found[s]) - 1) << s * 13
    stock = game & ~tableau & ~home_bits & ~fixed
    left = 0
    """The cards (bits) that have left their place (:func:`reach`)."""
    base = 0
    """The cards that were a pile's top, for a card to build on, at some time (once a base, a
    card stays one: the relaxed game orders nothing)."""
    reached = list(found)
    most = caps if caps is not None else [ranks] * 4
    changed = True
    while changed:
        changed = False
        total = 0
        for s in range(4):
            r = reached[s]
            cap = most[s] if most[s] < ranks else ranks
            while r < cap:
                bit = 1 << s * 13 + r
                if tableau & bit:
                    if covered & bit:
                        break
                    # A top at its place until now: a base until it leaves.
                    base |= bit
                    if not left & bit:
                        left |= bit
                        b = below[s * 13 + r]
                        if b >= 0:
                            covered &= ~(1 << b)
                r += 1
            if r != reached[s]:
                reached[s] = r
                changed = True
            total += r
        if total > stop:
            return reached
        if not empty and left & bottoms:
            empty = True
        base = _bases(base, tableau, covered, left, stock, home_bits, ranks, empty)
        # Every card that can leave now, at once: a top or face up, and a parent a base (the
        # top rank: a pile can be empty and the card has one under it).
        free = tableau & ~left & ~fixed & (up | ~covered) & (_placed(base) & ~tops | (
            tops & under if empty else 0))
        if free:
            changed = True
            left |= free
            base |= free & ~covered
            while free:
                low = free & -free
                free ^= low
                b = below[_LOW_BIT[low % 67]]
                if b >= 0:
                    covered &= ~(1 << b)
    return reached


def _bases(base: int, tableau: int, covered: int, left: int, stock: int, home: int,
           ranks: int, empty: bool) -> int:
    """``base`` with every card that can be a pile's top for a card to build on (:func:`reach`):
    from the top rank down, as a card's parents are a rank higher, the four cards of a rank at
    once. A card on a foundation (``home``) comes back only after each card above it there, so
    only when each of those can lie on a pile too. (Looser than the game: a card is a base even
    where the card that builds on it lies under it.)"""
    stuck = 0
    """The suits (all their bits) with a card on the foundation above the rank at hand that
    can lie on no pile."""
    # A tableau card at its place and a top is a base whether or not it can be placed.
    unplaced = tableau & ~covered & ~left
    for r in range(ranks - 1, -1, -1):
        cards = _RANK0 << r & ~base
        if not cards:
            continue
        if r == ranks - 1:
            placed = cards if empty else 0
        else:
            placed = _placed(base) & cards
        # Once a base, always (the cards above it on a foundation could all come down).
        homed = cards & home
        if homed:
            ok = homed & placed & ~stuck
            base |= ok
            stuck |= ((homed & ~ok) >> r) * _SUIT_BITS
        base |= cards & tableau & ~covered & placed | cards & unplaced | cards & stock & placed
    return base


def split_by_twins(piles: Sequence[bytes], found: Sequence[int], ranks: int, stop: int,
                   caps: list[int]) -> bool:
    """Whether no play from the position beats ``stop``, seen from the twins that can never go
    home (both above their suits' ``caps``, the reach of this position; below the top rank).
    Such a card never goes back to the stock, home or to an empty pile: once it has left its
    place it lies on one of its two parents for good. So every position to come is one of
    three kinds: one twin has never left its place (the stock counts as its place), the other
    has, or both have: then they lie on the two parents, one on each, and neither parent is
    home (its suit stays below it). :func:`reach` with the twin that stays fixed bounds the
    first two kinds, the capped parents the third: if none of the three passes ``stop``, no
    play does. A twin lying on a parent already (moved there or dealt so) has left.

    Where only one twin can never go home, the positions after it has left hold it on one
    parent or the other: at each of them one parent suit or the other stays below the parent,
    and :func:`reach` with that twin fixed bounds the positions before. (Draw 1, the 85 deals of
    0-9,999 whose winnability was known and best open: 41 decided with this case, 14 without,
    at 1.7 s a deal instead of 2.6: the bound cuts where the search went on.)

    Deal 1399 (draw 1) from its start: Q♥ lies on 5♠ and Q♦ face down on A♣, neither can go
    home (hearts stop at 9, diamonds at 6), and the black kings take them: with Q♥ fixed
    spades stop at 4, with Q♦ fixed clubs at 0, and with both gone K♣ cannot go home. The most
    is 33, its best score, where each suit alone allows 34."""
    on_parent = 0
    for pile in piles:
        for index in range(2, len(pile)):
            if _ON_PARENT[pile[index] * 64 + pile[index - 1]]:
                on_parent |= 1 << pile[index]
    total = caps[0] + caps[1] + caps[2] + caps[3]
    for colour in range(2):
        # Black twins (clubs and spades, 0 and 3) have red parents (1 and 2), red twins black.
        one, two = (0, 3) if colour == 0 else (1, 2)
        parent, other = (1, 2) if colour == 0 else (0, 3)
        for r in range(min(caps[one], caps[two]) + 1, ranks):
            lose = max(caps[parent] - r, 0)
            lose_other = max(caps[other] - r, 0)
            if r > caps[one] and r > caps[two]:
                after = total - lose - lose_other
            else:
                # One twin only: once it has left, one parent or the other holds it.
                after = total - (lose if lose < lose_other else lose_other)
            if after > stop:
                continue
            for twin in (one * 13 + r - 1, two * 13 + r - 1):
                if r > caps[twin // 13] and not on_parent >> twin & 1:
                    kept = reach(piles, found, ranks, stop, caps, 1 << twin)
                    if kept[0] + kept[1] + kept[2] + kept[3] > stop:
                        break
            else:
                return True
    return False
