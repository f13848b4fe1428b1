"""The MTD(f) Kalah prover against the plain exact solver on every configuration of small boards,
against the prover it replaced on random standard-board positions, with a table small enough to
roll over many times, and on positions of another size than the game's (the command line)."""
from __future__ import annotations

import random

import pytest

from engines.games.kalah.endgame_db import compositions, find
from engines.games.kalah.prover import KalahProver
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.solver import KalahSolver
from engines.solvers.control import SearchControl, TimeUp
from tests.engines.kalah_reference import OldKalahProver

RULES = [("standard", "either"), ("standard", "mover"), ("empty-capture", "either"),
         ("empty-capture", "mover")]


def position(houses: tuple[int, ...], mover: int, stores: tuple[int, int] = (0, 0)
             ) -> KalahPosition:
    m = len(houses) // 2
    return KalahPosition(houses[:m] + (stores[0],) + houses[m:] + (stores[1],), mover)


def random_houses(rng: random.Random, m: int, seeds: int) -> tuple[int, ...]:
    houses = [0] * (2 * m)
    for _ in range(seeds):
        houses[rng.randrange(2 * m)] += 1
    return tuple(houses)


@pytest.mark.parametrize("variant,end", RULES)
@pytest.mark.parametrize("m,most", [(3, 9), (4, 7)])
def test_every_configuration_of_small_boards_equals_the_plain_exact_solver(m, most, variant,
                                                                           end):
    """Every way of laying up to ``most`` seeds into the houses of a (3,·) and a (4,·) board,
    both sides to move, the value and every move's value; one prover for all, so its table
    is reused across questions as in a game."""
    game = Kalah(m, 4, variant, end, any_size=True)
    prover, plain = KalahProver(game), KalahSolver(game)
    checked = 0
    for seeds in range(most + 1):
        for houses in compositions(seeds, 2 * m):
            for mover in (0, 1):
                p = position(houses, mover, (2, 3))
                assert prover.value(p) == plain.value(p), (houses, mover)
                if seeds % 2:  # every move's value too, on half the layers (time)
                    assert prover.move_values(p) == plain.move_values(p), (houses, mover)
                checked += 1
    assert checked > 2000


def test_a_table_that_rolls_over_many_times_stays_exact():
    """The bounded table: a cap of 64 entries forces hundreds of generation swaps."""
    game = Kalah(3, 3)
    small = KalahProver(game, SearchControl(table_cap=64))
    assert small.value(game.initial()) == 2  # the contract's example
    assert 0 < small.table_size() <= 64
    game = Kalah(4, 3)
    small = KalahProver(game, SearchControl(table_cap=64))
    rng = random.Random(5)
    plain = KalahSolver(game)
    for _ in range(30):
        p = position(random_houses(rng, 4, rng.randint(1, 13)), rng.randint(0, 1))
        if game.legal_moves(p):
            assert small.move_values(p) == plain.move_values(p), p


def test_random_standard_board_positions_agree_with_the_previous_prover():
    """Up to 20 seeds in the houses with the shipped database below both, and up to 14 with
    no database (the search all the way down)."""
    db = find(6, "standard", "either")
    assert db is not None
    game = Kalah(6, 4)
    rng = random.Random(1804)
    new_db, new_plain = KalahProver(game, database=db), KalahProver(game)
    compared = 0
    for k in range(40):
        with_db = k % 2 == 0
        seeds = rng.randint(13, 20) if with_db else rng.randint(1, 14)
        p = position(random_houses(rng, 6, seeds), rng.randint(0, 1),
                     (rng.randint(0, 48 - seeds), 0))
        p = KalahPosition(p.pits[:-1] + (48 - sum(p.pits[:-1]),), p.mover)
        if not game.legal_moves(p):
            continue
        old = OldKalahProver(game, database=db if with_db else None)
        new = new_db if with_db else new_plain
        assert new.move_values(p) == old.move_values(p), game.format_position(p)
        assert new.value(p) == old.value(p)
        compared += 1
    assert compared >= 30


def test_positions_of_another_size_than_the_game_are_solved_on_their_own_board():
    """The command line's game is Kalah(6,4) read with any size: a 3-house position must not
    be coded, nor looked up in the database, as a 6-house one; a board holding more seeds than
    the game's start widens the coding."""
    game = Kalah(6, 4, any_size=True)
    prover = KalahProver(game, database=find(6, "standard", "either"))
    small = game.parse_position("3,3,3/0/3,3,3/0/S")
    assert prover.value(small) == 2 and prover.move_values(small) == [(1, 2), (2, 2), (3, -4)]
    big = game.parse_position("40,1/3/0,37/0/N")
    assert prover.value(big) == KalahSolver(game).value(big)
    six = game.parse_position("0,3,1,0,2,4/20/1,0,2,2,0,3/10/S")  # back on the game's board
    assert prover.value(six) == OldKalahProver(game, database=prover.database).value(six)
    assert prover.db_hits


def test_the_solved_table_saved_and_loaded_keeps_values_for_both_sides(tmp_path):
    game = Kalah(3, 3)
    first = KalahProver(game)
    p = game.parse_position("0,4,1/3/2,0,3/5/N")
    value = first.value(p)
    first.save(tmp_path / "t.table")
    second = KalahProver(game)
    assert second.load(tmp_path / "t.table")
    assert second.value(p) == value == KalahSolver(game).value(p)
    assert second.nodes == 0  # read from the table, North to move as saved


def test_the_players_exact_trial_is_counted_inside_its_time_a_move(monkeypatch):
    """1 s a move on the (6,5) start (never solved in time): the exact trial gets at most half
    of the second and the search what is left, not the trial's 0.7 s on top. (The limits each
    part is given are checked, not a stopwatch: a loaded machine would make that flaky.)"""
    from engines.games.kalah.player import KalahPlayerAnalyzer, PlayerOptions
    from engines.solvers.control import SearchControl
    limits = []
    derive = SearchControl.derive

    def recording(self, *, time_limit=None, **kwargs):
        limits.append(time_limit)
        return derive(self, time_limit=time_limit, **kwargs)
    monkeypatch.setattr(SearchControl, "derive", recording)
    # A trial even far past the prover's reach (the player skips those otherwise).
    monkeypatch.setattr("engines.games.kalah.player.TRIAL_BELOW_REACH", -100)
    game = Kalah(6, 5)  # (Kalah(6,4)'s start is answered from its opening table)
    player = KalahPlayerAnalyzer(game, PlayerOptions(time_limit=1.0, exact_budget=0.7))
    analysis = player.analyze(game.initial())
    assert not analysis.exact and player.unsolved_at == 60
    trial, search = limits[0], limits[1]
    assert trial == 0.5 and search < 1.0, limits
    assert analysis.best_moves


@pytest.mark.parametrize("variant,end", RULES)
def test_first_guesses_from_the_depth_limited_search_keep_every_value_exact(monkeypatch,
                                                                            variant, end):
    """MTD(f)'s first guess from a depth-limited search (normally only on big positions)
    asked at every position: a guess changes the probes, never a value."""
    from engines.games.kalah import prover as prover_module
    monkeypatch.setattr(prover_module, "GUESS_FROM", 0)
    monkeypatch.setattr(prover_module, "GUESS_DEPTH", 3)
    game = Kalah(4, 4, variant, end, any_size=True)
    prover, plain = KalahProver(game), KalahSolver(game)
    for seeds in range(8):
        for houses in compositions(seeds, 8):
            p = position(houses, seeds % 2, (1, 4))
            assert prover.move_values(p) == plain.move_values(p), (houses, variant, end)
    assert prover.guesser is not None and prover.guesser.nodes
    game = Kalah(6, 4, variant, end)
    rng = random.Random(77)
    guessing = KalahProver(game)
    old = OldKalahProver(game)
    for _ in range(6):
        seeds = rng.randint(8, 13)
        p = position(random_houses(rng, 6, seeds), rng.randint(0, 1), (48 - seeds, 0))
        if game.legal_moves(p):
            assert guessing.move_values(p) == old.move_values(p), game.format_position(p)


def test_a_position_too_big_for_machine_words_is_refused_as_out_of_time():
    """128 seeds in the houses of eight a side (8 bits a pit: words of 72 bits): the prover
    refuses at once, as a search out of time (the player then searches to a depth); with
    seeds in the stores the same game is coded by its houses and solved."""
    game = Kalah(8, 8)
    prover = KalahProver(game)
    with pytest.raises(TimeUp):
        prover.value(game.initial())
    end = game.parse_position("0,0,0,0,0,0,1,1/60/0,0,0,0,0,0,1,2/63/S")
    assert prover.value(end) == KalahSolver(game).value(end)
    assert prover.board.bits * (prover.board.m + 1) <= 63
