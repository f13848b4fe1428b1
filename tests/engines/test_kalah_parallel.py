"""Every move of a Kalah position proved by processes side by side (``parallel.py``, issue
#33): the same values as one prover, the turn's passing seen from the right side."""
from __future__ import annotations

import random

from engines.games.kalah.endgame_db import find
from engines.games.kalah.parallel import ParallelProver
from engines.games.kalah.prover import KalahProver
from engines.games.kalah.rules import Kalah


def test_two_processes_value_every_move_as_one_prover_does():
    game = Kalah(6, 4)
    rng = random.Random(34)
    positions = []
    for _ in range(3):
        pos = game.initial()
        while sum(pos.pits[:6]) + sum(pos.pits[7:13]) > 22 and game.legal_moves(pos):
            pos = game.play(pos, rng.choice(game.legal_moves(pos)))
        positions.append(pos)
    one = KalahProver(game, database=find(6, "standard", "either"))
    reported: list[tuple[int, int]] = []
    with ParallelProver(game, 2) as pool:
        for pos in positions:
            assert pool.move_values(pos) == one.move_values(pos), game.format_position(pos)
        pool.move_values(positions[0], lambda move, value: reported.append((move, value)))
        # all at once, a position twice (its children proved once): answered in their order
        queued = positions + positions[:1]
        answered = list(pool.each_move_values(queued))
    assert sorted(reported) == one.move_values(positions[0])
    assert [pos for pos, _ in answered] == queued
    assert [moves for _, moves in answered] == [one.move_values(pos) for pos in queued]
    assert pool.nodes > 0


def test_a_database_of_another_size_is_built_once_and_used_by_every_process(
        tmp_path, monkeypatch):
    """``--database-seeds``: the database of exactly that many seeds, built into the data
    folder on first use and opened from there after; the processes prove with it."""
    from engines.games.kalah import endgame_db
    from engines.games.kalah.solver import KalahSolver

    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path))
    monkeypatch.setattr(endgame_db, "_opened", {})
    db = endgame_db.ensure_size(3, "standard", "either", 7)
    path = tmp_path / endgame_db.file_name(3, "standard", "either", 7)
    assert db.limit == 7 and path.exists()
    written = path.stat().st_mtime_ns
    monkeypatch.setattr(endgame_db, "_opened", {})
    assert endgame_db.ensure_size(3, "standard", "either", 7).limit == 7
    assert path.stat().st_mtime_ns == written  # read, not rebuilt
    game = Kalah(3, 3)
    pos = game.play(game.initial(), 2)
    with ParallelProver(game, 2, database_seeds=7) as pool:
        assert pool.move_values(pos) == KalahSolver(game).move_values(pos)
