"""The Kalah opening table: proved values of the first turns, so that the start of a big board
is exact at once ("+8, proved") where the prover would need minutes.

An entry is a position of the houses seen from the mover (the stores never matter: see
``prover.py``) with the mover's exact future gain and the future gain after each legal move.
The table is built by the prover itself (:func:`build`), turn by turn from the start: level 0
is every position of the first player's first turn (another turn included), level 1 every
position of the second player's first turn, level 2 every position after it, each position
with the value of every move (so its children need not be in the table).

File: ``MAGIC``, the SHA-256 of the rest, the marshalled (rules, levels, entries). A file that
fails any check is never used (one wrong entry would be a wrong value on the first move of
every game); ``python -m engines.games.kalah.opening`` builds and extends one, saving after
every position, so a long build can stop and go on.
"""
from __future__ import annotations

import argparse
import hashlib
import marshal
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engines.games.kalah.rules import END_RULES, VARIANTS, Kalah, KalahPosition
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


def build(game: Kalah, path: Path, upto: int, report: Callable[[str], None] = print,
          workers: int = 1, database_seeds: int | None = None) -> OpeningTable:
    """Extend the table at ``path`` (or start one) to ``upto`` levels, saving after every
    position; ``workers`` processes prove a position's moves side by side (``parallel.py``),
    with the endgame database of ``database_seeds`` seeds (built first if need be) or else the
    usual one."""
    from engines.games.kalah.endgame_db import ensure_size
    from engines.games.kalah.endgame_db import find as find_database
    from engines.games.kalah.parallel import ParallelProver
    from engines.games.kalah.prover import KalahProver
    from engines.solvers.control import SearchControl

    rules = (game.m, game.n, game.variant, game.end)
    try:
        table = OpeningTable.load(path, *rules)
    except FileNotFoundError:
        table = OpeningTable(*rules)
    database = (find_database(game.m, game.variant, game.end) if database_seeds is None
                else ensure_size(game.m, game.variant, game.end, database_seeds))
    pool = ParallelProver(game, workers, 1 << 25, known=table.entries,
                          database_seeds=database_seeds) if workers > 1 else None
    prover = KalahProver(game, SearchControl(table_cap=1 << 25), database=database)
    for known in table.entries.items():
        prover.remember(*known)
    try:
        for level, positions in enumerate(levels(game)[:upto]):
            todo = [pos for pos in positions if houses_of(pos) not in table.entries]
            started = time.perf_counter()
            cpu = pool.cpu if pool else time.process_time()
            proved = (pool.each_move_values(todo) if pool
                      else ((pos, prover.move_values(pos)) for pos in todo))
            for pos, moves in proved:
                houses = houses_of(pos)
                now = pos.store(pos.mover) - pos.store(1 - pos.mover)
                entry = (max(v for _, v in moves) - now, tuple((mv, v - now) for mv, v in moves))
                table.entries[houses] = entry
                prover.remember(houses, entry)
                table.save(path)
                spent = (pool.cpu if pool else time.process_time()) - cpu
                report(f"level {level + 1}, position {positions.index(pos) + 1}/"
                       f"{len(positions)}: {houses} gain {entry[0]:+d}, moves {dict(entry[1])} "
                       f"({time.perf_counter() - started:.0f} s, {spent:.0f} s CPU"
                       f"{' so far this level' if pool else ''})")
                if not pool:
                    started, cpu = time.perf_counter(), time.process_time()
            table.levels = max(table.levels, level + 1)
            table.save(path)
    finally:
        if pool is not None:
            pool.close()
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engines.games.kalah.opening",
        description="Build or extend the Kalah opening table of one set of rules.")
    parser.add_argument("--board", default="6,4", help="m,n (default 6,4)")
    parser.add_argument("--variant", choices=VARIANTS, default="standard")
    parser.add_argument("--end", choices=END_RULES, default="either")
    parser.add_argument("--levels", type=int, choices=(1, 2, 3), default=3)
    parser.add_argument("--out", type=Path, help="the file (default: resources/tables)")
    parser.add_argument("--workers", type=int, default=1,
                        help="processes proving a position's moves side by side (default 1)")
    parser.add_argument("--database-seeds", type=int, metavar="N",
                        help="prove with the endgame database of N seeds, built into the data "
                             "folder first if need be (20: 226 MB, about 6 min of CPU once; "
                             "halves the proofs)")
    args = parser.parse_args(argv)
    if args.database_seeds is not None and not 0 <= args.database_seeds <= 24:
        parser.error(f"--database-seeds must be 0…24, not {args.database_seeds}")
    if args.workers < 1:
        parser.error(f"--workers must be at least 1, not {args.workers}")
    m, n = (int(x) for x in args.board.split(","))
    game = Kalah(m, n, args.variant, args.end)
    path = args.out or resource_dir() / "tables" / file_name(m, n, args.variant, args.end)
    build(game, path, args.levels, lambda line: print(line, flush=True), args.workers,
          args.database_seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
