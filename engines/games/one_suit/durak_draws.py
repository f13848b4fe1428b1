"""How long a drawn durak pattern lasts: the remoteness of a draw, for the analysis' "moves to
the end" (:func:`move_plies`). A draw's remoteness is not zero-sum — both sides delay — so it is
not a value α–β can carry (:mod:`.durak_solver`); it is found here, over the draws alone: among
the moves that keep the draw the longest line is taken (the generic solver's rule).

A draw's length (``drawn_plies``) needs the exact sign of every child that might keep the
draw; the proofs of those signs, not the draws' own lines, were nearly all its work (a take
proved a draw was searched once for its sign and again for its own draws' lengths). So the
takes, whose values fall along the attacker's cards, are placed by where they cross 0 and where
they leave his wins: first from the bounds the table already holds on any of them (one settles
all those on its side), then by bisection — no take is searched that the others decide.

Compiled with :mod:`.durak_solver` (one group: ``engines.compiled.KERNELS``), whose table and
searches it uses directly.
"""
from __future__ import annotations

from librt.vecs import append, vec
from mypy_extensions import i64

from engines.games.one_suit.deal import SWAP
from engines.games.one_suit.durak_solver import (BOUND, DRAWN, TAKE, DurakSolver, beaten, bound_of,
                                                 encode, low_bit, lowest_of_runs, next_run, plies)


def move_plies(solver: DurakSolver, s: str, move: int, value: int) -> int:
    """The remoteness after ``move`` in pattern ``s`` (counted), given its value for him."""
    t = s.find("T")
    if t < 0:
        return plies(value) if value else 1 + draw_answers(solver, encode(s), move)
    if value:
        return plies(value) - 1
    if move == TAKE:
        return 1 + draw_plies(solver, encode(s.translate(SWAP).replace("T", "O")))
    return 1 + draw_plies(solver, encode(s[:t] + s[t + 1:move] + s[move + 1:]))


def draw_plies(solver: DurakSolver, p: int) -> int:
    """The remoteness of attack pattern ``p`` worth a draw: both sides delay, so among the
    moves that keep the draw the longest line is taken (the generic solver's rule)."""
    return drawn_plies(solver, p, p.bit_length() - 1)


def drawn_plies(solver: DurakSolver, p: i64, n: i64) -> i64:
    """``draw_plies`` given the cards of ``p`` (machine words, as ``search``)."""
    known = solver.table.get(p, -1)
    if known >= DRAWN:
        return known - DRAWN
    mask = p & ((1 << n) - 1)
    if not mask or mask == (1 << n) - 1:
        return 0
    solver.tick()
    best: i64 = -1
    if not solver.pruned:
        cards = mask
        while cards:
            i = low_bit(cards)
            cards &= cards - 1
            after: i64 = 1 + draw_answers(solver, p, i)
            if after > best:
                best = after
        solver.drawn += 1
        solver.table.put(p, DRAWN | best)
        return best
    # Optional take: beaten, a run's cards leave the same patterns, so the beats are valued
    # once a run; the takes' signs fall along the attacker's cards (the lemma), so two
    # searches for where they cross 0 replace one a card.
    other = ((1 << n) - 1) ^ mask
    starts = lowest_of_runs(mask)
    runs = vec[i64](capacity=n)  # the runs the cheapest beat does not win for the
    run_cards = vec[i64](capacity=n)  # defender: the index of the first card here, the
    # beat's card and sign
    while starts:
        x = low_bit(starts)
        starts &= starts - 1
        j = low_bit(other >> (x + 1) << (x + 1))
        beat_value: i64 = -1
        if j >= 0:  # the cheapest beat: if it wins for the defender, so it does every card
            v = solver.search(beaten(p, n, x, j), n - 2, -1, 1)  # of the run
            beat_value = i64(1) if v > 0 else i64(-1) if v < 0 else i64(0)
            if beat_value > 0:
                continue
        runs = append(runs, len(run_cards) << 16 | (j + 1) << 8 | (beat_value + 1))
        i = x
        while mask >> i & 1:
            run_cards = append(run_cards, i)
            i += 1
    # Where the takes' values cross 0 and where they leave the wins for him, from what the
    # table already bounds (a bound on one take bounds those on one side of it: the lemma),
    # then by bisection. The looks are independent: the memory serves them together.
    low: i64 = 0  # the takes below are known not to lose for him
    safe: i64 = len(run_cards)  # ... from here on, to lose: the safe attacks are below
    drawn_from: i64 = 0  # the takes below are known to win for him
    high: i64 = len(run_cards)  # ... from here on, not to
    for c in range(len(run_cards)):
        entry = solver.table.get(p ^ 1 << run_cards[c], -1)
        if entry < 0:
            continue
        at_least: i64 = 0
        at_most: i64 = 0
        if entry < DRAWN:
            at_least = bound_of(entry >> 17)
            at_most = bound_of(entry >> 5 & BOUND)
        if at_least >= 0:
            low = c + 1
            if at_least > 0:
                drawn_from = c + 1
        if at_most <= 0 and c < high:
            high = c
        if at_most < 0 and c < safe:
            safe = c
    while low < safe:
        middle = (low + safe) >> 1
        v = solver.search(p ^ 1 << run_cards[middle], n, -1, 0)
        if v < 0:
            safe = middle
        else:
            low = middle + 1
            if v > 0:  # fail-soft: it wins for him, and so do the takes below
                drawn_from = low
    # A search for the first draw among the takes too, not one a take: a take proved a
    # draw here is searched again for its own draws' lengths, which assume it is one.
    if high > safe:
        high = safe
    while drawn_from < high:
        middle = (drawn_from + high) >> 1
        if solver.search(p ^ 1 << run_cards[middle], n, 0, 1) > 0:
            drawn_from = middle + 1
        else:
            high = middle
    for r in range(len(runs)):
        first = runs[r] >> 16
        if first >= safe:
            break
        last = runs[r + 1] >> 16 if r + 1 < len(runs) else safe
        if last > safe:
            last = safe
        # The attacks known to keep the draw, the lines after them: the beats that keep it
        # are the cheapest ones (a higher beat is never better for the defender).
        after = -2
        j = (runs[r] >> 8 & 0xFF) - 1
        if j >= 0 and runs[r] & 0xFF == 1:
            x = run_cards[first]
            after = drawn_plies(solver, beaten(p, n, x, j), n - 2)
            j = next_run(other, mask, j)
            while j >= 0:
                rest = beaten(p, n, x, j)
                # At most a draw for the defender, as the cheaper beat was: is it one?
                if solver.search(rest, n - 2, -1, 0) < 0:  # the attacker wins, here and above
                    break
                after_beat = drawn_plies(solver, rest, n - 2)
                if after_beat > after:
                    after = after_beat
                j = next_run(other, mask, j)
        for c in range(first if first > drawn_from else drawn_from, last):
            after_take = drawn_plies(solver, p ^ 1 << run_cards[c], n)
            if after_take > after:
                after = after_take
        if 2 + after > best:
            best = 2 + after
    solver.drawn += 1
    solver.table.put(p, DRAWN | best)
    return best


def draw_answers(solver: DurakSolver, p: int, i: int) -> int:
    """The remoteness after attack ``i`` of pattern ``p`` worth a draw, or -1 if the attack
    loses. One pass over the answers: the first that beats the attacker stops it."""
    drawn = []
    for j in solver.answers(p, i):
        # Nothing here is better than a draw for the attacker (the position is one): a null
        # window tells an answer that keeps the draw from one that wins for the defender.
        value = solver.answer(p, i, j, -1, 1)
        if value < 0:
            return -1
        if value == 0:
            drawn.append(p ^ 1 << i if j == TAKE else beaten(p, p.bit_length() - 1, i, j))
    # Only now, the attack known to keep the draw, the lines after it.
    return max(1 + draw_plies(solver, child) for child in drawn)
