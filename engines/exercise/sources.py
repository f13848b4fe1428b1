"""Where the positions of every game but Nim come from, by level: a dealt or drawn start of the
level's size, then random moves. Each stays within what ``analyze`` solves in seconds."""
from __future__ import annotations

import random
from typing import Any

from engines.exercise.context import Source
from engines.games.one_suit import random_deal
from engines.protocol import Game

# --- 24 cards: the standard deck; the earlier in the game, the harder ---------------------
CARDS_PLIES = ((9, 13), (6, 9), (3, 6), (0, 3))


def _initial(game: Game[Any, Any], rng: random.Random, level: int, kind: str) -> Any:
    return game.initial()


CARDS24 = Source(_initial, plies=lambda rng, level: rng.randint(*CARDS_PLIES[level - 1]))

# --- determinant: the fewer empty cells, the easier -----------------------------------------
DETERMINANT_EMPTY = (2, 3, 4, 5)
"""Empty cells by level (a near-full table first)."""

DETERMINANT = Source(_initial, plies=lambda rng, level: 9 - DETERMINANT_EMPTY[level - 1],
                     drop=("remoteness",))

# --- one-suit card games: cards a hand by level ------------------------------------------------
HAND_CARDS = (3, 4, 5, 6)
DEFENCE_HAND_CARDS = (4, 5, 6, 7)
"""Durak's lost deals of three cards nearly never offer a longer defence: one card more."""


def _deal(word: str) -> Any:
    def start(game: Game[Any, Any], rng: random.Random, level: int, kind: str) -> Any:
        longer = kind == "best-defence" and word == "attack"
        k = (DEFENCE_HAND_CARDS if longer else HAND_CARDS)[level - 1]
        hands = random_deal(k, rng)
        return game.parse_position(f"A:{','.join(map(str, hands[0]))} "
                                   f"B:{','.join(map(str, hands[1]))} "
                                   f"{word}:{rng.choice('AB')}")
    return start


ODNOMASTKA = Source(_deal("lead"), drop=("remoteness",))
"""Every deal lasts as many tricks as there are cards a hand: the remoteness says nothing."""
DURAK = Source(_deal("attack"), plies=lambda rng, level: rng.randint(0, 3))

# --- Kalah: small boards, then late positions of the standard board ------------------------
KALAH_BOARDS = ((3, 2), (3, 3), (4, 3), (6, 4))
"""(houses a side, seeds a house) by level; the last one Kalah(6,4), played on to late."""
KALAH_LATE_SEEDS = 12
"""Seeds left in the houses of a late standard position (solved in well under a second)."""


def _kalah(game: Game[Any, Any], rng: random.Random, level: int, kind: str) -> Any:
    m, n = KALAH_BOARDS[level - 1]
    side = ",".join([str(n)] * m)
    pos = game.parse_position(f"{side}/0/{side}/0/S")
    if level < len(KALAH_BOARDS):
        return pos
    while sum(pos.pits) - pos.store(0) - pos.store(1) > KALAH_LATE_SEEDS:
        moves = game.legal_moves(pos)
        if not moves:
            break
        pos = game.play(pos, rng.choice(list(moves)))
    return pos


KALAH = Source(_kalah, plies=lambda rng, level: rng.randint(0, 4), tries=30)

# --- seki: small matrices by level ---------------------------------------------------------
SEKI_MATRICES = ((2, 2, 2), (2, 2, 3), (2, 3, 3), (3, 3, 2))
"""(rows, columns, the largest entry) by level."""


def seki_matrix(rng: random.Random, level: int) -> str:
    rows, columns, top = SEKI_MATRICES[level - 1]
    return "/".join(",".join(str(rng.randint(1, top)) for _ in range(columns))
                    for _ in range(rows))


def _seki(game: Game[Any, Any], rng: random.Random, level: int, kind: str) -> Any:
    return game.parse_position(f"{seki_matrix(rng, level)} {rng.choice('RC')}")


SEKI = Source(_seki, plies=lambda rng, level: rng.randint(0, 2))

NONE = Source(_initial)
"""For EGE, whose tasks are drawn by :mod:`engines.exercise.ege`, not walked to."""
