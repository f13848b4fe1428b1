"""The Kalah endgame database: every entry of small boards against the plain exact solver, random
standard-board positions against the prover, damaged files refused, and the solvers and the
player reading it."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from engines.games.kalah import endgame_db as kalah_db
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.endgame_db import (DatabaseError, KalahDatabase, Ranker, build, compositions,
                                    ensure, file_name, find, size, write)
from engines.games.kalah.player import KalahPlayerAnalyzer
from engines.games.kalah.solver import KalahProver, KalahSolver
from engines.policy import choose

RULES = [("standard", "either"), ("standard", "mover"), ("empty-capture", "either"),
         ("empty-capture", "mover")]


def position(houses: tuple[int, ...], mover: int, stores: tuple[int, int] = (0, 0)
             ) -> KalahPosition:
    m = len(houses) // 2
    return KalahPosition(houses[:m] + (stores[0],) + houses[m:] + (stores[1],), mover)


def test_the_rank_numbers_every_configuration_once_in_layers():
    ranker = Ranker(3, 7)
    ranks = [ranker.rank(h) for s in range(8) for h in compositions(s, 6)]
    assert sorted(ranks) == list(range(size(3, 7)))
    # layer by layer: every configuration with s seeds comes after all with fewer
    assert ranker.rank((0,) * 6) == 0 and ranker.rank((1, 0, 0, 0, 0, 0)) >= 1
    assert max(ranker.rank(h) for h in compositions(3, 6)) < min(
        ranker.rank(h) for h in compositions(4, 6))


@pytest.mark.parametrize("variant,end", RULES)
@pytest.mark.parametrize("m,limit", [(4, 8), (3, 10)])
def test_every_entry_of_small_boards_equals_the_plain_exact_solver(m, limit, variant, end):
    """Every configuration of the houses of a (4,3)- and a (3,4)-sized board with up to the
    database's seeds, both sides to move, against the memoised full-width solver."""
    table = build(m, variant, end, limit)
    ranker = Ranker(m, limit)
    game = Kalah(m, 1, variant, end, any_size=True)
    solver = KalahSolver(game)
    checked = 0
    for seeds in range(limit + 1):
        for houses in compositions(seeds, 2 * m):
            value = table[ranker.rank(houses)]
            value = value - 256 if value > 127 else value
            # South to move with these houses, and North to move with the rows swapped.
            for mover, layout in ((0, houses), (1, houses[m:] + houses[:m])):
                p = position(layout, mover, (3, 5))
                expected = solver.value(p) - (3 - 5 if mover == 0 else 5 - 3)
                assert value == expected, (houses, mover)
                checked += 1
    assert checked == 2 * size(m, limit)


def shipped() -> KalahDatabase:
    db = find(6, "standard", "either")
    assert db is not None, "resources/tables holds the (6, standard, either) database"
    return db


def random_houses(rng: random.Random, m: int, seeds: int) -> tuple[int, ...]:
    houses = [0] * (2 * m)
    for _ in range(seeds):
        houses[rng.randrange(2 * m)] += 1
    return tuple(houses)


def test_the_shipped_standard_board_database_agrees_with_the_prover_on_random_positions():
    db = shipped()
    assert db.limit == 18
    assert db.path.name.endswith(".zlib")  # shipped compressed, unpacked into memory
    game = Kalah(6, 4)
    rng = random.Random(18)
    for k in range(40):
        houses = random_houses(rng, 6, rng.randint(15, 18) if k % 4 == 0 else rng.randint(1, 14))
        mover = rng.randint(0, 1)
        p = position(houses, mover, (rng.randint(0, 18), rng.randint(0, 18)))
        plain = KalahProver(game).value(p)
        assert KalahProver(game, database=db).value(p) == plain, houses
        if game.legal_moves(p):
            gain = plain - (p.store(mover) - p.store(1 - mover))
            assert db.lookup(houses, mover) == gain


@pytest.mark.parametrize("variant,end", [("empty-capture", "mover"), ("standard", "mover")])
def test_other_rules_on_the_standard_board_agree_with_the_prover(variant, end):
    limit = 6
    table = build(6, variant, end, limit)
    ranker = Ranker(6, limit)
    game = Kalah(6, 4, variant, end)
    rng = random.Random(7)
    for _ in range(40):
        houses = random_houses(rng, 6, rng.randint(1, limit))
        if not any(houses[:6]):
            continue
        p = position(houses, 0)
        value = table[ranker.rank(houses)]
        assert (value - 256 if value > 127 else value) == KalahProver(game).value(p), houses


def test_a_damaged_or_foreign_file_is_never_trusted(tmp_path: Path):
    m, limit = 2, 6
    name = tmp_path / file_name(m, "standard", "either", limit)
    table = build(m, "standard", "either", limit)
    write(name, m, "standard", "either", limit, table)
    good = KalahDatabase(name, m, "standard", "either", limit)
    assert good.lookup((1, 0, 0, 1), 0) is not None
    good.close()
    data = bytearray(name.read_bytes())
    data[-3] ^= 1  # one entry changed
    name.write_bytes(data)
    with pytest.raises(DatabaseError, match="checksum"):
        KalahDatabase(name, m, "standard", "either", limit)
    name.write_bytes(bytes(data[:-1]))  # a copy cut short
    with pytest.raises(DatabaseError, match="length"):
        KalahDatabase(name, m, "standard", "either", limit)
    write(name, m, "standard", "either", limit, table)
    with pytest.raises(DatabaseError, match="other rules"):
        KalahDatabase(name, m, "empty-capture", "either", limit)
    name.write_bytes(b"not a database")
    with pytest.raises(DatabaseError):
        KalahDatabase(name, m, "standard", "either", limit)
    write(name, m, "standard", "either", limit, table)
    packed = kalah_db.compress(name)  # as shipped
    unpacked = KalahDatabase(packed, m, "standard", "either", limit)
    assert unpacked.lookup((1, 0, 0, 1), 0) is not None
    data = bytearray(packed.read_bytes())
    packed.write_bytes(bytes(data[:len(data) // 2]))  # a download cut short
    with pytest.raises(DatabaseError, match="unpacked"):
        KalahDatabase(packed, m, "standard", "either", limit)
    data[len(data) // 2] ^= 0xFF  # one byte changed
    packed.write_bytes(bytes(data))
    with pytest.raises(DatabaseError):
        KalahDatabase(packed, m, "standard", "either", limit)


def test_ensure_rebuilds_a_damaged_database_and_reports_progress(tmp_path: Path, monkeypatch):
    monkeypatch.setitem(kalah_db.DEFAULT_LIMIT, 2, 8)
    path = tmp_path / file_name(2, "standard", "mover", 8)
    path.write_bytes(b"junk")
    assert find(2, "standard", "mover", tmp_path) is None
    seen: list[tuple[int, int]] = []
    db = ensure(2, "standard", "mover", tmp_path, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (size(2, 8), size(2, 8))
    assert db.lookup((0, 0, 0, 0), 0) == 0
    again = find(2, "standard", "mover", tmp_path)
    assert again is not None and again.lookup((1, 2, 0, 3), 1) == db.lookup((1, 2, 0, 3), 1)


def test_cancel_during_the_build_leaves_no_file(tmp_path: Path, monkeypatch):
    monkeypatch.setitem(kalah_db.DEFAULT_LIMIT, 4, 12)

    class Stop(Exception):
        pass

    def cancel(done: int, total: int) -> None:
        raise Stop()
    with pytest.raises(Stop):
        ensure(4, "standard", "either", tmp_path, progress=cancel)
    assert not list(tmp_path.iterdir())


# --- the solvers and the player reading it -------------------------------------------------
def test_late_positions_of_the_standard_board_are_exact_at_once_with_the_database():
    db = shipped()
    game = Kalah(6, 4)
    p = position((0, 2, 0, 3, 1, 0, 2, 0, 1, 1, 0, 2), 0, (20, 16))
    prover = KalahProver(game, database=db)
    assert prover.value(p) == KalahProver(game).value(p)
    assert prover.nodes == 0  # 12 seeds: read, not searched
    deeper = position((2, 2, 0, 3, 1, 2, 2, 0, 1, 2, 3, 2), 1, (12, 16))  # 20 seeds
    with_db, plain = KalahProver(game, database=db), KalahProver(game)
    assert with_db.value(deeper) == plain.value(deeper)
    assert with_db.db_hits > 0 and with_db.nodes < plain.nodes
    # the full-width solver too, on a position it can walk with the database below it
    near = position((0, 2, 0, 3, 1, 1, 2, 0, 1, 1, 1, 2), 0, (20, 14))  # 14 seeds
    assert KalahSolver(game, database=db).value(near) == plain.value(near)


def test_the_player_never_chooses_a_non_optimal_move_where_the_analysis_is_exact():
    game = Kalah(6, 4)
    player = KalahPlayerAnalyzer(game)
    assert player.database is not None
    rng = random.Random(4)
    exact_seen = 0
    for _ in range(12):
        houses = random_houses(rng, 6, rng.randint(8, 15))
        if not any(houses[:6]) or not any(houses[6:]):
            continue
        p = position(houses, 0, (rng.randint(0, 16), rng.randint(0, 16)))
        analysis = player.analyze(p)
        move = choose(analysis, rng=None).move.move
        assert analysis.exact
        exact_seen += 1
        truth = dict(KalahProver(game).move_values(p))
        assert truth[move] == max(truth.values()), (houses, move, truth)
        assert analysis.value == max(truth.values())
    assert exact_seen >= 8


def test_the_depth_limited_search_reads_exact_values_at_its_leaves():
    from engines.games.kalah.player import PlayerOptions
    from engines.solvers.alphabeta import AlphaBeta
    db = shipped()
    game = Kalah(6, 4)
    p = position((2, 0, 1, 0, 3, 1, 0, 2, 1, 0, 1, 1), 0, (19, 17))  # 12 seeds
    exact = KalahProver(game).value(p)
    with_db = AlphaBeta(game, PlayerOptions().search_options(game, 6, db))
    assert with_db.search(p, 1)[0] == exact  # every leaf one ply down is in the database
    without = AlphaBeta(game, PlayerOptions().search_options(game, 6))
    assert without.search(p, 1)[0] != exact  # the estimate alone is not the value here


def test_the_command_line_reach_grows_with_the_database_and_still_refuses_at_once():
    from engines.games.kalah.solver import EXACT_SEEDS, KalahAnalyzer
    from engines.protocol import NotationError
    game = Kalah(6, 4, any_size=True)
    analyzer = KalahAnalyzer(game)
    assert analyzer.database is shipped()
    p32 = position((3, 3, 3, 3, 2, 2, 3, 3, 3, 3, 2, 2), 0, (8, 8))
    assert EXACT_SEEDS[6] < 32
    analyzer.check_reach(p32, limited=False)  # no refusal: exact with the database
    p20 = position((2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 1, 1), 0, (14, 14))
    assert analyzer.analyze(p20).exact  # values themselves: the tests above
    with pytest.raises(NotationError, match="at most (34|40)"):  # (pure Python | compiled)
        analyzer.check_reach(position((4, 4, 3, 3, 3, 4, 4, 4, 3, 3, 3, 3), 0, (4, 3)),
                             limited=False)


def test_the_start_of_kalah_6_2_with_empty_capture_is_answered_without_a_database(monkeypatch,
                                                                                   tmp_path):
    """24 seeds on six houses: answered before the reach was tied to the shipped table, and
    again now (issue #33), with no database of these rules anywhere."""
    from engines.games.kalah import endgame_db
    from engines.games.kalah.solver import KalahAnalyzer
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path))
    monkeypatch.setattr(endgame_db, "_opened", {})
    game = Kalah(6, 2, "empty-capture", any_size=True)
    analyzer = KalahAnalyzer(game)
    assert analyzer.database is None
    analysis = analyzer.analyze(game.initial())
    assert analysis.exact and analysis.value == 10


def test_the_command_line_builds_a_missing_database_on_first_use_and_says_so(monkeypatch,
                                                                            tmp_path, capsys):
    """Issue #33: rules with no database yet get theirs built by ``analyze`` when a position
    needs it, with progress on stderr, into the data folder, once."""
    import json

    from engines import cli
    from engines.games.kalah import endgame_db, solver
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path))
    monkeypatch.setattr(endgame_db, "_opened", {})
    monkeypatch.setitem(endgame_db.DEFAULT_LIMIT, 6, 5)  # small enough to build in a moment
    monkeypatch.setitem(endgame_db.PURE_LIMIT, 6, 5)
    monkeypatch.setitem(solver.EXACT_SEEDS, 6, 4)
    monkeypatch.setitem(solver.EXACT_SEEDS_COMPILED, 6, 4)
    monkeypatch.setitem(solver.EXACT_SEEDS_WITH_DATABASE, (6, 5), 9)
    text = "1,0,2,0,1,0/20/0,1,0,2,1,0/20/S"  # 8 seeds in the houses
    assert cli.main(["analyze", "kalah", "--variant", "empty-capture", text]) == 0
    out = capsys.readouterr()
    answer = json.loads(out.out)
    lines = out.err.splitlines()
    assert "first use of the empty-capture/either rules" in lines[0] and str(tmp_path) in lines[0]
    assert lines[-1].startswith("kalah: endgame database 100%")
    assert (tmp_path / endgame_db.file_name(6, "empty-capture", "either", 5)).exists()
    game = Kalah(6, 4, "empty-capture", any_size=True)
    assert answer["value"] == KalahProver(game).value(game.parse_position(text))
    # once: the next question finds it
    monkeypatch.setattr(endgame_db, "_opened", {})
    assert cli.main(["analyze", "kalah", "--variant", "empty-capture", text]) == 0
    assert not capsys.readouterr().err
    # a question with a depth (no exact answer asked) builds nothing
    monkeypatch.setattr(endgame_db, "_opened", {})
    for path in tmp_path.iterdir():
        path.unlink()
    assert cli.main(["analyze", "kalah", "--variant", "empty-capture", "--depth", "2",
                     text]) == 0
    assert not capsys.readouterr().err and not list(tmp_path.iterdir())
