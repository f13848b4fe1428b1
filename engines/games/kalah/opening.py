"""The Kalah opening table: proved values of the first turns, so that the start of a big board
is exact at once ("+8, proved") where the prover would need minutes.

An entry is a position of the houses seen from the mover (the stores never matter: see
``prover.py``) with the mover's exact future gain and the future gain after each legal move.
The table is built by the prover itself (``opening_build.py``), turn by turn from the start: level 0
is every position of the first player's first turn (another turn included), level 1 every
position of the second player's first turn, level 2 every position after it, each position
with the value of every move (so its children need not be in the table).

File: ``MAGIC``, the SHA-256 of the rest, the marshalled (rules, levels, entries). A file that
fails any check is never used (one wrong entry would be a wrong value on the first move of
every game); ``python -m engines.games.kalah.opening_build`` builds and extends one, saving
after every position, so a long build can stop and go on.
"""
from __future__ import annotations

import hashlib
import marshal
from pathlib import Path

from engines.games.kalah.rules import Kalah, KalahPosition
from engines.resources import resource_dir

MAGIC = b"finite-games kalah opening table 1\n"

Entry = tuple[int, tuple[tuple[int, int], ...]]
"""(the mover's future gain, (house number, the mover's future gain after that move) for every
legal move)."""


class OpeningError(ValueError):
    """Why an opening table cannot be trusted."""


def houses_of(pos: KalahPosition) -> tuple[int, ...]:
    """The houses seen from the mover: his m, then the opponent's m."""
    m = pos.m
    south, north = pos.pits[:m], pos.pits[m + 1:2 * m + 1]
    return south + north if pos.mover == 0 else north + south


def file_name(m: int, n: int, variant: str, end: str) -> str:
    return f"kalah-opening-{m}-{n}-{variant}-{end}.bin"


class OpeningTable:
    """The proved first turns of one Kalah(m, n) with its rules."""

    def __init__(self, m: int, n: int, variant: str, end: str,
                 entries: dict[tuple[int, ...], Entry] | None = None, levels: int = 0) -> None:
        self.rules = (m, n, variant, end)
        self.entries: dict[tuple[int, ...], Entry] = entries or {}
        self.levels = levels
        """Levels complete: 1 = the first player's first turn, 2 = the second's too, 3 = every
        position after the second's first turn."""

    def lookup(self, pos: KalahPosition) -> Entry | None:
        if pos.m != self.rules[0]:
            return None
        return self.entries.get(houses_of(pos))

    def value(self, pos: KalahPosition) -> int | None:
        """The final store difference, mover minus opponent, with best play (None: unknown)."""
        entry = self.lookup(pos)
        if entry is None:
            return None
        return pos.store(pos.mover) - pos.store(1 - pos.mover) + entry[0]

    def move_values(self, pos: KalahPosition) -> list[tuple[int, int]] | None:
        """(move, final store difference for the mover after it) for every legal move."""
        entry = self.lookup(pos)
        if entry is None:
            return None
        now = pos.store(pos.mover) - pos.store(1 - pos.mover)
        return [(move, now + gain) for move, gain in entry[1]]

    # --- the file ---------------------------------------------------------------------------
    def dumps(self) -> bytes:
        payload = marshal.dumps((self.rules, self.levels, self.entries))
        return MAGIC + hashlib.sha256(payload).digest() + payload

    def save(self, path: Path) -> None:
        """Written to a temporary file and renamed: a build stopped midway leaves the last
        whole file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(self.dumps())
        tmp.replace(path)

    @classmethod
    def loads(cls, data: bytes, m: int, n: int, variant: str, end: str) -> OpeningTable:
        if not data.startswith(MAGIC):
            raise OpeningError("is not a Kalah opening table of this version")
        digest, payload = data[len(MAGIC):len(MAGIC) + 32], data[len(MAGIC) + 32:]
        if hashlib.sha256(payload).digest() != digest:
            raise OpeningError("fails its checksum")
        try:
            rules, levels, entries = marshal.loads(payload)
        except (EOFError, ValueError, TypeError) as exc:
            raise OpeningError("cannot be decoded") from exc
        if rules != (m, n, variant, end):
            raise OpeningError("belongs to other rules")
        seeds = 2 * m * n
        if type(levels) is not int or not isinstance(entries, dict):
            raise OpeningError("holds no entries")
        for houses, entry in entries.items():
            ok = (isinstance(houses, tuple) and len(houses) == 2 * m
                  and all(type(h) is int and h >= 0 for h in houses) and sum(houses) <= seeds
                  and isinstance(entry, tuple) and len(entry) == 2 and type(entry[0]) is int
                  and abs(entry[0]) <= sum(houses) and isinstance(entry[1], tuple)
                  and sorted(move for move, _ in entry[1])
                  == [i + 1 for i in range(m) if houses[i]]
                  and all(type(g) is int and abs(g) <= sum(houses) for _, g in entry[1])
                  and entry[0] == max(g for _, g in entry[1]))
            if not ok:
                raise OpeningError("holds an impossible entry")
        return cls(m, n, variant, end, entries, levels)

    @classmethod
    def load(cls, path: Path, m: int, n: int, variant: str, end: str) -> OpeningTable:
        return cls.loads(path.read_bytes(), m, n, variant, end)


def find(game: Kalah) -> OpeningTable | None:
    """The shipped opening table of this game and rules, if there is one and it passes its
    checks."""
    key = (game.m, game.n, game.variant, game.end)
    if key not in _found:
        path = resource_dir() / "tables" / file_name(*key)
        try:
            _found[key] = OpeningTable.load(path, *key)
        except (OSError, ValueError):
            _found[key] = None  # missing or damaged: never trusted
    return _found[key]


_found: dict[tuple[int, int, str, str], OpeningTable | None] = {}


# --- building ---------------------------------------------------------------------------------
def turn_positions(game: Kalah, pos: KalahPosition
                   ) -> tuple[list[KalahPosition], list[KalahPosition]]:
    """Every position of the mover's turn from ``pos`` (another turn included, ``pos`` first),
    and every position where the turn has ended (the game not over)."""
    inside: list[KalahPosition] = []
    after: list[KalahPosition] = []
    seen: set[KalahPosition] = set()
    todo = [pos]
    while todo:
        p = todo.pop(0)
        if p in seen:
            continue
        seen.add(p)
        inside.append(p)
        for move in game.legal_moves(p):
            child = game.play(p, move)
            if not game.legal_moves(child):
                continue
            (todo if child.mover == p.mover else after).append(child)
    return inside, list(dict.fromkeys(after))


def levels(game: Kalah) -> list[list[KalahPosition]]:
    """The positions of each level, in the order a build values them."""
    first, after_first = turn_positions(game, game.initial())
    second: list[KalahPosition] = []
    after_second: list[KalahPosition] = []
    for pos in after_first:
        inside, after = turn_positions(game, pos)
        second += inside
        after_second += after
    return [first, list(dict.fromkeys(second)), list(dict.fromkeys(after_second))]
