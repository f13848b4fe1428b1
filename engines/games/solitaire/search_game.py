"""Thoughtful Klondike as the one-player search sees it: a compact position, the moves worth
trying in a good order, safe moves, the canonical key and the upper bound.

This is the solver's own fast view of the rules of ``shared/solitaire-cli.md``; the rule book
(``rules.Klondike``) replays every line it reports (``solver.py``), so the two are checked
against each other on every solve. It also plays reduced games (ranks A…``ranks`` of the four
suits, ``piles`` piles) for the tests against a brute force.

Position and moves: :mod:`.search_state`.

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
back from its foundation (then a card must be able to build on it). See :mod:`.search_free`.
Such a move can wait until just before its use, so with draw 1 the search makes it only
there: the position after it remembers (``State.pending``, part of the key) that the next move
must be that use — build on the pile, or take its top card home, or (after a card back from a
foundation) bring the next card of that foundation down — and the other moves wait. Where it
was made for a use that then never came, the same play without it reaches as much. This cut
the nodes of lost deals most (deal 25: proved lost in under 100,000 nodes, 1.66 million before;
deal 66 in 0.2 million, open at 3 million before). A safe move clears the duty (the search is
then free). With draw 3 no move waits (it decided fewer deals: ``KlondikeSearch.wait``), nor
in the solver's dives, which find wins sooner making every move at once (``solver.PHASES``).

Key. The piles sorted (their order does not matter), the foundations, and with draw 3 the
pointer where it matters: the pointers the draws reach after a redeal (0, draw, 2·draw, …, the
last card) all reach the same cards, so those are one key. With draw 1 every pointer reaches
every card and the order of the stock never matters, so the key leaves the stock out (its cards
are the ones neither in the piles nor on the foundations). The pile a use is pending on goes in
by its place among the sorted piles. Twins (the two cards of a rank and colour) that can never go
home are written alike, as their kind: then the key no longer says which of them lies where, and
with draw 3 the deck goes into the key (:meth:`KlondikeSearch.aim`; the solver's full search
first asks only whether the score found can be beaten, which merges more).

Bound. :func:`.search_bounds.bound` at every position, each foundation no higher than ``reach``
of the start, and the twins that never go home (:meth:`KlondikeSearch.bound`).
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Final

from engines.games.solitaire.cards import card_text
from engines.games.solitaire.rules import FOUNDATION, Position
from engines.games.solitaire.search_bounds import bound, reach, start_bound
from engines.games.solitaire.search_free import KING_KEY, away, free_cards, wanted
from engines.games.solitaire.search_state import (F2T, KIND, KINDS, RANK, RED, S2F, S2T, SMove,
                                                  SUIT, State, T2F, T2T, TAKES, TWIN, cut_pile,
                                                  draw_pointers, layout, move_card, move_kind,
                                                  move_source, move_target, new_state, one_up,
                                                  safe_foundation, smove)

_MOVE_BITS: Final = (1 << 24) - 1
"""An :data:`SMove` fits in these (the card is below 64)."""
_TO_FOUNDATION: Final = 0
_UNCOVER: Final = 8
"""Less the face-down cards of the pile (the pile with the most first)."""
_EMPTY: Final = 9
"""A pile emptied for a king: after the moves that turn a card over."""
_FROM_STOCK: Final = 10
_PARTIAL: Final = 11
_BACK: Final = 12
"""The groups of :meth:`KlondikeSearch.moves`, in their order."""
_PLAIN: Final = bytes(range(256))
"""The key's cards as they are (:meth:`KlondikeSearch.aim`)."""
_MERGED: Final = 128
"""A card the key writes as its kind (:data:`KIND`, from this number on) with its twin."""
_HOME: Final = FOUNDATION
"""A C variable of the compiled kernel: the rules' module is not compiled, and each use of its
name would look it up in a dictionary."""


class KlondikeSearch:
    """Thoughtful Klondike for :func:`engines.solvers.one_player.search`."""

    def __init__(self, draw: int = 1, ranks: int = 13, piles: int = 7) -> None:
        if draw not in (1, 3):
            raise ValueError("draw is 1 or 3")
        self.draw = draw
        self.ranks = ranks
        self.piles = piles
        self._cap = 4 * ranks
        self._caps = [ranks] * 4
        """:func:`.search_bounds.reach` of the start: how far each foundation can go."""
        self._maximum = 4 * ranks
        self.ceiling = 4 * ranks
        """The most any play reaches (the solver's :meth:`start_bound`): the search stops there."""
        self._symbols = _PLAIN
        """How :meth:`key` writes each card (:meth:`aim`)."""
        self._merging = False
        """Whether :attr:`_symbols` writes any card as its kind."""
        self.each = True
        """Bound every position, not only the start (:meth:`bound`; off: the start only, for
        the benchmark's comparison)."""
        self.twins = True
        """Bound by the twins that never go home too (:func:`.search_bounds.split_by_twins`;
        off: for the tests' and the benchmark's comparison)."""
        self.prune = True
        """Leave out the moves :mod:`.search_free` shows useless (off: every legal move, for
        tests)."""
        self.wait = 7 if draw == 1 else 0
        """Which moves made only for their use must be followed by it (bits: 1 part of a run or
        a pile emptied, 2 a draw-1 stock card to a pile, 4 a card back from a foundation).
        The solver's dives set it to 0 (``solver.PHASES``): only its full search waits.
        Measured on deals 0-199 at the default limits (compiled, CPU time, 28 Nov 2026): draw 1
        decides 190 with all of them (189 with none), draw 3 183 with none, 181 with bit 1 or
        bit 4 (the dives then find other lines first), so draw 3 waits for none; nor does its
        full search only (5: 181 decided)."""

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
        self._caps = reach(state.piles, state.found, self.ranks)
        self.ceiling = 4 * self.ranks
        self._cap = sum(self._caps)
        self.aim(None)
        return state

    def aim(self, best: int | None) -> bool:
        """Sets what the search asks: the best score (``best`` ``None``), or only whether a score
        above ``best`` can be reached (then :meth:`max_score` is ``best + 1``, where the search
        stops). Returns whether that asks less: whether the key merges more positions than for
        the best score (:meth:`key`). If not, nothing changes and the search answers the best
        score as ever.

        Which cards are merged: a card of rank r goes home only onto r - 1 cards of its suit.
        So a card above its suit's ``reach`` (of the start: every position searched comes from
        it) never goes home; and while the score has not passed ``best`` no suit holds more
        than ``best`` cards, so no card above rank ``best + 1`` goes home before that. To the
        rest of the game such a card is a rank and a colour: it takes and goes on the same cards
        as its twin. Where a card and its twin both never go home (before the score passes
        ``best``, for the smaller question), the key writes them alike, and positions that
        differ only in which of the two lies where are one key. Each play from one of them is a
        play from the other with the twins swapped, with the same scores (until the score
        passes ``best``): so they reach the same best score (or both pass ``best`` or neither),
        as one key must. (The move generator looks at a card's suit only to ask whether it can
        go home, which these cards never can, or at both suits of a colour alike.)

        A search with ``aim(best)`` True merges positions whose best scores above ``best + 1``
        may differ, so it stops at ``best + 1`` (:meth:`max_score`): reaching it, it has
        shown only that ``best`` can be beaten (``solver._solve``).
        """
        caps = self._caps
        every = _merging(caps)
        self._symbols = every
        self._merging = every != _PLAIN
        self._maximum = 4 * self.ranks
        if best is None:
            return False
        merged = _merging([min(c, best + 1) for c in caps])
        if merged == every:
            return False
        self._symbols = merged
        self._merging = True
        self._maximum = best + 1
        return True

    # -- the protocol --------------------------------------------------------------------------

    def max_score(self) -> int:
        """The game's maximum, or less while the search only asks whether a score above a given
        one can be reached (:meth:`aim`), or the :attr:`ceiling` if lower."""
        return self._maximum if self._maximum < self.ceiling else self.ceiling

    def score(self, state: State) -> int:
        found = state[1]
        total = 0
        for r in found:
            total += r
        return total

    def key(self, state: State) -> bytes:
        piles, found, deck, p, pending = state
        symbols = self._symbols
        merging = self._merging
        written = [pile.translate(symbols) for pile in piles] if merging else list(piles)
        parts = sorted(written)
        if pending & 15:
            # The pile the use is pending on by its place among the sorted piles: its index
            # in ``piles`` is not the same in two positions that differ in the piles' order.
            pending = pending & ~15 | parts.index(written[(pending & 15) - 1]) + 1
        # The foundations and the rest after the piles as one more part (no byte of a pile is
        # 255): one join, no concatenation of the whole key.
        draw = self.draw
        if draw == 1:
            parts.append(bytes((found[0], found[1], found[2], found[3], pending)))
        else:
            n = len(deck)
            parts.append(bytes((found[0], found[1], found[2], found[3], pending,
                                0 if p % draw == 0 or p == n else p)))
            if merging:
                # The cards in the piles and on the foundations no longer say which are left
                # in the deck, and in what order.
                parts.append(deck.translate(symbols))
        return b"\xff".join(parts)

    def covering(self, key: Hashable) -> Hashable | None:
        """The key of the same position with no use pending (its last byte with draw 1): it has
        every move of this one, which lead to the same positions (:meth:`apply` sets the
        duty anew), so this one need not be entered after it. (Deals 0-999 at draw 1: 42
        undetermined instead of 43, 2-7 % fewer nodes on the deals checked.)"""
        if self.draw != 1 or not isinstance(key, bytes) or key[len(key) - 1] == 0:
            return None
        return key[:len(key) - 1] + b"\x00"

    def bound(self, state: State, best: int) -> int:
        """:func:`.search_bounds.bound` of the position, each suit no higher than from the
        search's start; once it is known to be above ``best``, some number above it."""
        if not self.each:
            return self._cap
        return bound(state[0], state[1], self.ranks, best, self._caps, self.twins)

    def start_bound(self, state: State) -> int:
        """:meth:`bound` of the search's start (:func:`.search_bounds.start_bound`)."""
        if not self.each:
            return self._cap
        return start_bound(state[0], state[1], self.ranks, self._caps, self.twins)

    def bounding(self, state: State, move: SMove) -> bool:
        """Not after a card to a foundation or back, nor after part of a run moved off a face-up
        card: on the positions these lead to the bound cut 1 in 1,000 and 0 in 65,000, against
        9 in 10 after a move that turns a card over (the "can it be won?" question of deals
        1151, 1216 and 1622, draw 1; ``engines.solvers.one_player``)."""
        kind = move & 7
        if kind == T2T:
            return move >> 13 & 31 <= state[0][move >> 3 & 31][0] + 1
        return kind != T2F and kind != F2T

    def safe_move(self, state: State) -> SMove | None:
        piles, found, deck, p, pending = state
        for i in range(len(piles)):
            pile = piles[i]
            if len(pile) > 1:
                card = pile[len(pile) - 1]
                if found[SUIT[card]] == RANK[card] - 1 and safe_foundation(card, found):
                    return smove(T2F, i, _HOME, 0, card)
        if self.draw == 1:
            # The stock card nearest the top among the suits' next cards. (A loop, not four
            # ``deck.find``: in the compiled kernel each of those parses its arguments.)
            for q in range(len(deck)):
                card = deck[q]
                if found[SUIT[card]] == RANK[card] - 1 and safe_foundation(card, found):
                    return smove(S2F, q + 1, _HOME, 0, card)
        return None

    def apply(self, state: State, move: SMove) -> State:
        piles, found, deck, p, pending = state
        kind = move & 7
        source = move >> 3 & 31
        target = move >> 8 & 31
        card = move >> 18
        if kind == T2F or kind == T2T:
            pile = piles[source]
            cut = len(pile) - 1 if kind == T2F else move >> 13 & 31
            new = list(piles)
            new[source] = cut_pile(pile, cut)
            if kind == T2F:
                return new_state(tuple(new), one_up(found, card), deck, p)
            new[target] = piles[target] + pile[cut:]
            # Off a face-up card, or all of a pile without face-down cards: for its use next.
            later = self.prune and self.wait & 1 and (cut > pile[0] + 1 or pile[0] == 0)
            return new_state(tuple(new), found, deck, p, _pending(source) if later else 0)
        if kind == S2F or kind == S2T:
            deck = deck[:source - 1] + deck[source:]
            if kind == S2F:
                return new_state(piles, one_up(found, card), deck, source - 1)
            new = list(piles)
            new[target] = piles[target] + bytes((card,))
            later = self.prune and self.wait & 2 and self.draw == 1
            return new_state(tuple(new), found, deck, source - 1, _pending(target) if later else 0)
        new = list(piles)
        new[target] = piles[target] + bytes((card,))
        down = list(found)
        down[source] -= 1
        return new_state(tuple(new), tuple(down), deck, p,
                     _pending(target) | (source + 1) << 4 if self.prune and self.wait & 4 else 0)

    def moves(self, state: State) -> list[SMove]:
        """Every legal move but the useless ones (see :mod:`.search_free`), in the order: to the
        foundations, whole runs that turn a card over (the pile with the most face-down cards
        first) or empty a pile, from the stock, parts of runs, back from the foundations.

        With a use pending (:attr:`State.pending`) only the moves it allows are generated
        (:func:`_pending` says which): only the pending pile's top takes cards, only it gives a
        card home, and a card a foundation gives back goes to it (but the pending suit's next
        card to any pile). Three in four of a draw-1 search's expanded positions have one
        (deal 82), and most of the work, ``free_cards`` above all, is then not needed."""
        piles, found, deck, p, pending = state
        top_rank = self.ranks
        prune = self.prune
        count = len(piles)
        only = (pending & 15) - 1
        """The pile the use pending builds on or takes home from; -1: none pending."""
        lower = (pending >> 4) - 1
        """The suit whose next card may come down from its foundation instead; -1: none."""
        tops = [-1] * count
        empty = -1
        fits = [0] * KINDS  # what a pile's top card takes -> the piles (bits)
        for j in range(count):
            pile = piles[j]
            if len(pile) > 1:
                t = pile[len(pile) - 1]
                tops[j] = t
                if only < 0 or j == only:
                    fits[TAKES[t]] |= 1 << j
            elif empty < 0:
                empty = j
        home = empty if only < 0 or empty == only else -1
        """The empty pile a king may go to."""
        n = len(deck)
        draw = self.draw
        pointers = [] if draw == 1 else draw_pointers(p, n, draw)
        """With draw 1 every card, from ``p`` on round (no list: most positions have a use
        pending, and few stock cards fit anywhere)."""
        free: list[int] = []  # free_cards(...), computed when first needed
        keyed: list[int] = []
        """The moves, each with its group above bit 40 (:data:`_TO_FOUNDATION` …) and how many
        came before it above bit 24 (:data:`_MOVE_BITS`): one list sorted as plain ints, not a
        list a group (most of a node's time went to making lists)."""

        for i in range(count):
            pile = piles[i]
            if len(pile) == 1 or i == only:
                continue
            card = tops[i]
            if only < 0 and found[SUIT[card]] == RANK[card] - 1:
                keyed.append(len(keyed) << 24 | smove(T2F, i, _HOME, 0, card))
            down = pile[0]
            for index in range(down + 1, len(pile)):
                head = pile[index]
                king = RANK[head] == top_rank and home >= 0
                mask = fits[KIND[head]]
                # Most face-up cards have nowhere to go.
                if mask == 0 and not king:
                    continue
                bits = _targets(mask, king, home, count, i)
                for j in range(count + 1):
                    if not bits >> j & 1:
                        continue
                    to = j if j < count else home
                    move = len(keyed) << 24 | smove(T2T, i, to, index, head)
                    if index > down + 1:
                        bared = pile[index - 1]
                        if prune and found[SUIT[bared]] != RANK[bared] - 1:
                            if not free:
                                free = free_cards(state, pointers, draw, top_rank)
                            if not away(free[TWIN[head]], i):
                                continue
                        keyed.append(_PARTIAL << 40 | move)
                    elif down > 0:
                        keyed.append((_UNCOVER - down) << 40 | move)
                    elif tops[to] >= 0:
                        if prune:
                            if not free:
                                free = free_cards(state, pointers, draw, top_rank)
                            if not away(free[KING_KEY], i):
                                continue
                        # Empties the pile for a king that can come: after the others.
                        keyed.append(_EMPTY << 40 | move)
        if only >= 0:
            top = tops[only]
            if top >= 0 and found[SUIT[top]] == RANK[top] - 1:
                keyed.append(len(keyed) << 24 | smove(T2F, only, _HOME, 0, top))
        for k in range(n if draw == 1 else len(pointers)):
            q = (k + 1 if p == 0 else (p - 1 + k) % n + 1) if draw == 1 else pointers[k]
            card = deck[q - 1]
            if only < 0 and found[SUIT[card]] == RANK[card] - 1:
                keyed.append(len(keyed) << 24 | smove(S2F, q, _HOME, 0, card))
            king = RANK[card] == top_rank and home >= 0
            mask = fits[KIND[card]]
            if mask == 0 and not king:
                continue
            bits = _targets(mask, king, home, count, -1)
            for j in range(count + 1):
                if not bits >> j & 1:
                    continue
                to = j if j < count else home
                if draw == 1 and prune:
                    if not free:
                        free = free_cards(state, pointers, draw, top_rank)
                    if not wanted(free, card, to):
                        continue
                keyed.append(_FROM_STOCK << 40 | len(keyed) << 24 | smove(S2T, q, to, 0, card))
        for suit in range(4):
            rank = found[suit]
            if rank:
                card = suit * 13 + rank - 1
                # As it would be with the card back (safe_foundation does not look at the
                # card's own suit).
                if not safe_foundation(card, found):
                    red = RED[card]
                    if suit == lower:  # to any pile
                        mask = 0
                        for k in range(count):
                            t = tops[k]
                            if t >= 0 and TAKES[t] == KIND[card]:
                                mask |= 1 << k
                        bits = _targets(mask, RANK[card] == top_rank and empty >= 0, empty,
                                        count, -1)
                        to_empty = empty
                    else:
                        bits = _targets(fits[KIND[card]], RANK[card] == top_rank and home >= 0,
                                        home, count, -1)
                        to_empty = home
                    for j in range(count + 1):
                        if not bits >> j & 1:
                            continue
                        to = j if j < count else to_empty
                        keep = not prune
                        if not keep:
                            if not free:
                                free = free_cards(state, pointers, draw, top_rank)
                            keep = wanted(free, card, to)
                        if not keep and rank >= 2:
                            for k in range(count):
                                t = tops[k]
                                if (k != to and t >= 0 and RANK[t] == rank
                                        and RED[t] != red):
                                    keep = True
                                    break
                        if keep:
                            keyed.append(_BACK << 40 | len(keyed) << 24
                                         | smove(F2T, suit, to, 0, card))
        keyed.sort()
        return [packed & _MOVE_BITS for packed in keyed]

    # -- the line as the rules' moves ----------------------------------------------------------

    def move_texts(self, state: State, move: SMove) -> list[str]:
        """``move`` in the rules' notation: the draws and redeals it needs, then the card."""
        out: list[str] = []
        kind, target = move_kind(move), move_target(move)
        if kind in (S2F, S2T):
            x, n = state.p, len(state.deck)
            while x != move_source(move):
                if x == n:
                    out.append("redeal")
                    x = 0
                else:
                    out.append("draw")
                    x = min(x + self.draw, n)
        where = "F" if target == FOUNDATION else str(target + 1)
        out.append(f"{card_text(move_card(move))}>{where}")
        return out

def _merging(cap: list[int]) -> bytes:
    """:attr:`KlondikeSearch._symbols` where each suit's cards above ``cap`` never go home
    (:meth:`KlondikeSearch.aim`): such a card and its twin, both such, are written as their
    kind."""
    symbols = bytearray(_PLAIN)
    for card in range(52):
        twin = TWIN[card]
        if RANK[card] > cap[SUIT[card]] and RANK[twin] > cap[SUIT[twin]]:
            symbols[card] = _MERGED + KIND[card]
    return bytes(symbols)


def _pending(pile: int) -> int:
    """:attr:`State.pending` after a move made only for its use (see :mod:`.search_free`)
    that must follow at once: the next move builds on pile ``pile`` or takes its top card home
    (bits 0-3: the pile + 1). A card back from a foundation adds the suit + 1 (bits 4-6): the
    next card of that foundation may come down instead, to any pile. (A stock card to its
    foundation is no use of anything: the stock is not a pile.)"""
    return pile + 1


def _targets(mask: int, king: bool, empty: int, count: int, source: int) -> int:
    """The piles a card can go to, other than ``source``, as bits: those whose bit ``mask``
    sets (their top card takes it), then bit ``count`` for the empty pile ``empty`` when the
    card is the top rank (``king``). Bits, not a list: the compiled search makes millions."""
    bits = mask & ~(1 << source) if source >= 0 else mask
    if king and empty != source:
        bits |= 1 << count
    return bits
