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
    assert sorted(reported) == one.move_values(positions[0])
    assert pool.nodes > 0
