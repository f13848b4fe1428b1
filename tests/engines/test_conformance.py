"""Every registered game obeys the protocol: a conformance test over the registry."""
from __future__ import annotations

import random

import pytest

from engines.registry import GAMES, build

SAMPLES = {"nim": [("normal", {}, "3 4 5"), ("misere", {}, "1 2 3 0"),
                   ("moore", {"k": 2}, "2 2 3"), ("hypergraph", {"edges": "1,2;3"}, "2 1 2")],
           "cards24": [("standard", {}, "4 4 4 4 4 4"), ("standard", {"deck": "2 1 2",
                                                                      "target": 9}, "2 1 2")],
           "determinant": [("standard", {}, "........."), ("standard", {}, "917.5.682")],
           "seki": [("seki", {}, "2,1/1,2 R"), ("d-seki", {}, "1,1,0/0,1,1/1,0,1 C passed")],
           "durak": [("optional-take", {}, "A:1,4,5 B:2,3,6 attack:A"),
                     ("must-beat", {}, "A:1,4 B:2,3,6 attack:A table:5")],
           "odnomastka": [("standard", {}, "A:1,4,5 B:2,3,6 lead:A"),
                          ("terminal-misere", {}, "A:1,4 B:2,3,6 lead:A table:5")],
           "kalah": [("standard", {}, "4,4,4,4,4,4/0/4,4,4,4,4,4/0/S"),
                     ("empty-capture", {"end": "mover"}, "3,0,2/5/0,1,7/0/N")]}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_has_samples(name):
    assert SAMPLES.get(name)


@pytest.mark.parametrize("name,variant,options,text",
                         [(n, *s) for n in sorted(SAMPLES) for s in SAMPLES[n]])
def test_random_playouts_keep_positions_immutable_and_notation_round_tripping(name, variant,
                                                                              options, text):
    game, _ = build(name, variant, options)
    rng = random.Random(7)
    for _ in range(20):
        pos = game.parse_position(text)
        while True:
            assert game.parse_position(game.format_position(pos)) == game.parse_position(
                game.format_position(pos))
            assert hash(pos) == hash(pos)
            moves = game.legal_moves(pos)
            if not moves:
                assert game.is_terminal(pos)
                assert game.terminal_value(pos) in (-1, 0, 1) or isinstance(
                    game.terminal_value(pos), int)
                break
            snapshot = repr(pos)
            move = rng.choice(list(moves))
            assert game.parse_move(pos, game.format_move(pos, move)) == move
            child = game.play(pos, move)
            assert repr(pos) == snapshot, "play() changed the position it was given"
            with pytest.raises(AttributeError):
                pos.__setattr__(next(iter(pos.__dataclass_fields__)), ())
            pos = child
