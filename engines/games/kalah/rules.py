"""Kalah(m, n): two rows of m houses with n seeds each, a store at each player's right.

The board is one ring of 2m + 2 pits in sowing order: South's houses (farthest from his store
first), South's store, North's houses, North's store. House k and house 2m − k face each other.
Notation and values: ``shared/analysis-cli.md`` (``kalah``); a value is the final store
difference, mover minus opponent, with the seeds already stored counted.

Sowing skips the opponent's store; a last seed in one's own store gives another move; a last seed
in one's own empty house captures it with the seeds opposite (``standard``: only when there are
any; ``empty-capture``: always). The game ends when either side's houses are empty (``either``)
or when the player to move has none (``mover``); the seeds left go to their side's store.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.protocol import (Game, GameInfo, IllegalMove, NotationError, NumberError, ValueKind,
                              parse_int)

VARIANTS = ("standard", "empty-capture")
END_RULES = ("either", "mover")
SIDES = ("S", "N")
MAX_HOUSES, MAX_SEEDS = 8, 8
MAX_BOARD_SEEDS = 1000
"""Seeds a position read from text may hold in all (sowing walks them one by one)."""


@dataclass(frozen=True, slots=True)
class KalahPosition:
    pits: tuple[int, ...]
    """The ring: South houses, South store, North houses, North store."""
    mover: int = 0
    """0: South to move, 1: North."""

    @property
    def m(self) -> int:
        return (len(self.pits) - 2) // 2

    def houses(self, side: int) -> tuple[int, ...]:
        m = self.m
        return self.pits[:m] if side == 0 else self.pits[m + 1:2 * m + 1]

    def store(self, side: int) -> int:
        return self.pits[self.m] if side == 0 else self.pits[-1]


class Kalah(Game[KalahPosition, int]):
    """Moves are house numbers 1…m in the mover's sowing order."""

    def __init__(self, m: int = 6, n: int = 4, variant: str = "standard", end: str = "either",
                 first: int = 0, any_size: bool = False) -> None:
        """``any_size``: positions of any board and seed count are read (the command line);
        otherwise a position must be one of Kalah(m, n)."""
        if not 1 <= m <= MAX_HOUSES:
            raise NotationError("kalah: {0} houses a side; the game has 1 to {1}", m, MAX_HOUSES)
        if not 1 <= n <= MAX_SEEDS:
            raise NotationError("kalah: {0} seeds a house; the game has 1 to {1}", n, MAX_SEEDS)
        if variant not in VARIANTS:
            raise NotationError("kalah: unknown variant '{0}' (one of {1})", variant,
                                ", ".join(VARIANTS))
        if end not in END_RULES:
            raise NotationError("kalah: --end is either or mover, not '{0}'", end)
        self.m, self.n, self.variant, self.end, self.first = m, n, variant, end, first
        self.any_size = any_size
        self.info = GameInfo("kalah", variant, ValueKind.SCORE, SIDES)

    # --- rules ---------------------------------------------------------------------------
    def initial(self) -> KalahPosition:
        m, n = self.m, self.n
        return KalahPosition((n,) * m + (0,) + (n,) * m + (0,), self.first)

    def to_move(self, pos: KalahPosition) -> int:
        return pos.mover

    def is_over(self, pos: KalahPosition) -> bool:
        south, north = any(pos.houses(0)), any(pos.houses(1))
        if self.end == "either":
            return not (south and north)
        return not (south if pos.mover == 0 else north)

    def legal_moves(self, pos: KalahPosition) -> Sequence[int]:
        if self.is_over(pos):
            return []
        return [i + 1 for i, seeds in enumerate(pos.houses(pos.mover)) if seeds]

    def play(self, pos: KalahPosition, move: int) -> KalahPosition:
        pits, nxt, _ = self.sow(pos, move)
        return KalahPosition(pits, nxt)

    def sow(self, pos: KalahPosition, move: int) -> tuple[tuple[int, ...], int, list[int]]:
        """(pits after the move and any end-of-game sweep, the next mover, the pits that got a
        seed in sowing order) — the last list is for the board's animation."""
        m, me = pos.m, pos.mover
        if self.is_over(pos) or not isinstance(move, int) or not 1 <= move <= m:
            raise IllegalMove("kalah: {0} is not a legal move here", move)
        ring = 2 * m + 2
        own_store, opp_store = (m, 2 * m + 1) if me == 0 else (2 * m + 1, m)
        first_house = 0 if me == 0 else m + 1
        start = first_house + move - 1
        b = list(pos.pits)
        seeds = b[start]
        if not seeds:
            raise IllegalMove("kalah: house {0} is empty", move)
        b[start] = 0
        i = start
        path = []
        while seeds:
            i += 1
            if i == ring:
                i = 0
            if i == opp_store:
                continue
            b[i] += 1
            seeds -= 1
            path.append(i)
        nxt = 1 - me
        if i == own_store:
            nxt = me
        elif first_house <= i < first_house + m and b[i] == 1:
            opposite = 2 * m - i
            if b[opposite] or self.variant == "empty-capture":
                b[own_store] += b[opposite] + 1
                b[opposite] = b[i] = 0
        south, north = any(b[:m]), any(b[m + 1:2 * m + 1])
        over = not (south and north) if self.end == "either" else \
            not (south if nxt == 0 else north)
        if over:
            b[m] += sum(b[:m])
            b[2 * m + 1] += sum(b[m + 1:2 * m + 1])
            for k in range(m):
                b[k] = b[m + 1 + k] = 0
        return tuple(b), nxt, path

    def final_stores(self, pos: KalahPosition) -> tuple[int, int]:
        """The stores once the seeds left are swept to their sides (the end of the game)."""
        return pos.store(0) + sum(pos.houses(0)), pos.store(1) + sum(pos.houses(1))

    def terminal_value(self, pos: KalahPosition) -> int:
        stores = self.final_stores(pos)
        return stores[pos.mover] - stores[1 - pos.mover]

    def key(self, pos: KalahPosition) -> Any:
        return pos

    def evaluate(self, pos: KalahPosition) -> float:
        """Store difference, the seed's evaluation (the player's own choices live in
        ``kalah_eval``)."""
        return pos.store(pos.mover) - pos.store(1 - pos.mover)

    # --- notation --------------------------------------------------------------------------
    def format_position(self, pos: KalahPosition) -> str:
        def row(values: Sequence[int]) -> str:
            return ",".join(map(str, values))
        return (f"{row(pos.houses(0))}/{pos.store(0)}/{row(pos.houses(1))}/{pos.store(1)}/"
                f"{SIDES[pos.mover]}")

    def parse_position(self, text: str) -> KalahPosition:
        parts = text.strip().split("/")
        if len(parts) != 5:
            raise NotationError("kalah: write SOUTH_HOUSES/SOUTH_STORE/NORTH_HOUSES/"
                                "NORTH_STORE/SIDE, e.g. 4,4,4/0/4,4,4/0/S; got '{0}'",
                                text.strip())
        side = parts[4].strip().upper()
        if side not in SIDES:
            raise NotationError("kalah: the side to move is S or N, not '{0}'", parts[4].strip())

        def numbers(field: str, bad: str) -> list[int]:
            out = []
            for item in field.split(","):
                item = item.strip()
                try:
                    out.append(parse_int(item, 0, MAX_BOARD_SEEDS))
                except NumberError as exc:
                    raise NotationError(bad, exc)
            return out
        south = numbers(parts[0], "kalah: the seeds of a South house are {0}")
        north = numbers(parts[2], "kalah: the seeds of a North house are {0}")
        stores = numbers(parts[1], "kalah: the seeds of the South store are {0}") \
            + numbers(parts[3], "kalah: the seeds of the North store are {0}")
        if len(stores) != 2:
            raise NotationError("kalah: each store is one number")
        if len(south) != len(north):
            raise NotationError("kalah: South has {0} houses and North {1}; they must be equal",
                                len(south), len(north))
        if not 1 <= len(south) <= MAX_HOUSES:
            raise NotationError("kalah: {0} houses a side; the game has 1 to {1}", len(south),
                                MAX_HOUSES)
        total = sum(south) + sum(north) + sum(stores)
        if total > MAX_BOARD_SEEDS:
            raise NotationError("kalah: the board holds {0} seeds; at most {1}", total,
                                MAX_BOARD_SEEDS)
        if not self.any_size and len(south) != self.m:
            raise NotationError("kalah: this board has {0} houses a side, not {1}", self.m,
                                len(south))
        if not self.any_size and total != 2 * self.m * self.n:
            raise NotationError("kalah: the board holds {0} seeds; Kalah({1},{2}) has {3}",
                                total, self.m, self.n, 2 * self.m * self.n)
        return KalahPosition(tuple(south) + (stores[0],) + tuple(north) + (stores[1],),
                             SIDES.index(side))

    def format_move(self, pos: KalahPosition, move: int) -> str:
        return str(move)

    def settings(self) -> dict[str, Any]:
        return {"m": self.m, "n": self.n, "end": self.end, "first": self.first}
