"""The Kalah opening table (issue #33): built by the prover, checked position by position
against the plain exact solver, answered from without search, and refused when damaged."""
from __future__ import annotations

from pathlib import Path

import pytest

from engines.games.kalah import opening
from engines.games.kalah.opening import OpeningError, OpeningTable, houses_of, levels
from engines.games.kalah.opening_build import build
from engines.games.kalah.prover import KalahProver
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.games.kalah.solver import KalahAnalyzer, KalahSolver

RULES = [("standard", "either"), ("empty-capture", "mover")]


@pytest.fixture(scope="module", params=RULES, ids=lambda r: "/".join(r))
def small(request, tmp_path_factory):
    """Kalah(3,3) with its whole opening table (three levels), and the plain exact solver of
    that game (the independent reference, its memo shared by the tests)."""
    variant, end = request.param
    game = Kalah(3, 3, variant, end)
    path = tmp_path_factory.mktemp("opening") / opening.file_name(3, 3, variant, end)
    lines: list[str] = []
    table = build(game, path, 3, lines.append)
    return game, path, table, lines, KalahSolver(game)


def test_every_entry_is_the_plain_solvers_value_and_move_values(small):
    game, _, table, lines, plain = small
    every = [p for level in levels(game) for p in level]
    assert table.levels == 3 and len(lines) == len({houses_of(p) for p in every}) > 15
    for pos in every:
        assert table.value(pos) == plain.value(pos), pos
        assert table.move_values(pos) == plain.move_values(pos), pos


def test_the_levels_are_the_first_turns(small):
    game, *_ = small
    first, second, after = levels(game)
    assert first[0] == game.initial() and all(p.mover == 0 for p in first)
    assert second and all(p.mover == 1 for p in second)
    assert after and all(p.mover == 0 for p in after)
    # the first player's turn goes on after a move into the store: 3 seeds from house 1 of 3
    assert any(p != game.initial() for p in first)


def test_a_prover_with_the_table_answers_without_search(small):
    game, _, table, _, plain = small
    prover = KalahProver(game, opening=table)
    start = game.initial()
    assert prover.value(start) == plain.value(start)
    assert prover.move_values(start) == plain.move_values(start)
    assert prover.nodes == 0
    # past the table it searches
    deeper = game.play(levels(game)[2][0], game.legal_moves(levels(game)[2][0])[0])
    assert prover.value(deeper) == plain.value(deeper) and prover.nodes


def test_a_build_goes_on_where_it_stopped(small, tmp_path):
    game, path, table, *_ = small
    copy = tmp_path / path.name
    partial = OpeningTable(*table.rules, dict(list(table.entries.items())[:5]), 0)
    partial.save(copy)
    lines: list[str] = []
    again = build(game, copy, 3, lines.append)
    assert again.entries == table.entries and len(lines) == len(table.entries) - 5


def test_a_damaged_or_foreign_table_is_refused(small, tmp_path):
    game, path, table, *_ = small
    data = path.read_bytes()
    rules = table.rules
    flipped = bytearray(data)
    flipped[-3] ^= 1
    with pytest.raises(OpeningError, match="checksum"):
        OpeningTable.loads(bytes(flipped), *rules)
    with pytest.raises(OpeningError, match="other rules"):
        OpeningTable.loads(data, 3, 4, *rules[2:])
    with pytest.raises(OpeningError, match="version"):
        OpeningTable.loads(b"junk" + data, *rules)
    wrong = dict(table.entries)
    houses, (gain, moves) = next(iter(wrong.items()))
    wrong[houses] = (gain + 1, moves)  # no longer the best move's value
    with pytest.raises(OpeningError, match="impossible"):
        OpeningTable.loads(OpeningTable(*rules, wrong, 3).dumps(), *rules)


def test_the_analyzer_finds_a_shipped_table_and_ignores_a_damaged_one(small, tmp_path,
                                                                      monkeypatch):
    game, path, table, *_ = small
    tables = tmp_path / "tables"
    tables.mkdir()
    monkeypatch.setattr(opening, "resource_dir", lambda: tmp_path)
    monkeypatch.setattr(opening, "_found", {})
    (tables / path.name).write_bytes(path.read_bytes())
    analyzer = KalahAnalyzer(game)
    assert analyzer.prover.opening is not None
    analysis = analyzer.analyze(game.initial())
    assert analysis.exact and analyzer.prover.nodes == 0
    monkeypatch.setattr(opening, "_found", {})
    (tables / path.name).write_bytes(path.read_bytes()[:-1])
    assert KalahAnalyzer(game).prover.opening is None


def consistent_moves(game: Kalah, table: OpeningTable) -> int:
    """How many moves of the table lead to a position of the table whose gain, with the seeds
    the move stores, is the move's gain (asserted): the table checked against itself by the
    rules."""
    m = game.m
    checked = 0
    for houses, (_, moves) in table.entries.items():
        pos = KalahPosition(houses[:m] + (0,) + houses[m:] + (0,), 0)
        for move, gain in moves:
            child = game.play(pos, move)
            known = table.lookup(child) if game.legal_moves(child) else None
            if known is None:
                continue
            now = child.store(0) - child.store(1)
            assert gain == now + (known[0] if child.mover == 0 else -known[0]), (houses, move)
            checked += 1
    return checked


def test_a_built_table_is_consistent_by_the_rules(small):
    game, _, table, *_ = small
    assert consistent_moves(game, table) > 10


@pytest.mark.parametrize("variant", ["standard", "empty-capture"])
def test_the_shipped_tables_hold_the_published_values_and_agree_with_themselves(variant):
    """The (6,4) tables that ship: whole levels, the start's value the published one (+8 with
    the standard capture; +10 with empty capture, Irving, Donkers and Uiterwijk 2000), every
    move into another position of the table worth what that position is worth."""
    game = Kalah(6, 4, variant)
    table = opening.find(game)
    if table is None:
        pytest.skip(f"no opening table ships for {variant}")
    # each player's first turn, and South's second (#33)
    assert table.levels >= 3
    assert all(table.lookup(p) is not None for level in levels(game)[:table.levels]
               for p in level)
    assert table.value(game.initial()) == (8 if variant == "standard" else 10)
    # every move of South's first turn (six from the start, five after house 3) leads into
    # the table; so does every move of North's first turn (130 of them)
    assert consistent_moves(game, table) >= 141


@pytest.mark.parametrize("variant", ["standard", "empty-capture"])
def test_the_command_line_answers_the_start_from_the_shipped_table(variant, monkeypatch,
                                                                  tmp_path, capsys):
    """The (6,4) start lies past the exact reach (48 seeds): answered from the opening table,
    with no endgame database built for it; one seed more is refused as before."""
    import json

    from engines import cli
    from engines.games.kalah import endgame_db
    game = Kalah(6, 4, variant)
    table = opening.find(game)
    if table is None:
        pytest.skip(f"no opening table ships for {variant}")
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(endgame_db, "_opened", {})
    start = game.format_position(game.initial())
    assert cli.main(["analyze", "kalah", "--variant", variant, start]) == 0
    out = capsys.readouterr()
    answer = json.loads(out.out)
    assert answer["exact"] and answer["value"] == table.value(game.initial())
    assert [(m["move"], m["value"]) for m in answer["moves"]] == [
        (str(move), value) for move, value in table.move_values(game.initial())]
    assert not out.err and not (tmp_path / "data").exists()
    one_more = start.replace("/0/4,4,4,4,4,4/0/S", "/0/4,4,4,4,4,5/0/S")
    assert cli.main(["analyze", "kalah", "--variant", variant, one_more]) != 0
    assert "reaches at most" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()  # no database built for a refused position


def test_processes_side_by_side_build_the_same_table(small, tmp_path):
    """Two processes proving each position's moves (``parallel.py``) give every entry the
    one-process build gave, going on from a partial table as it does."""
    game, path, table, *_ = small
    copy = tmp_path / path.name
    OpeningTable(*table.rules, dict(list(table.entries.items())[:3]), 0).save(copy)
    lines: list[str] = []
    again = build(game, copy, 3, lines.append, workers=2)
    assert again.entries == table.entries and len(lines) == len(table.entries) - 3
