"""The Kalah endgame database: the exact future gain of every position with few seeds left.

What happens next in Kalah depends only on the seeds in the houses, seen from the player to move
(the rules are the same for both sides, and the stores only ever grow): the value of an entry is
what the mover will still gain over the opponent with best play, whatever the stores hold. So the
database holds one signed byte for every way of laying at most ``N`` seeds into the 2m houses, the
mover's m houses first — no side-to-move bit, since North to move is South to move with the rows
swapped. It serves every Kalah(m, n) with the same m and rules (n only fixes the start).

Order and rank. Configurations are ranked by the seeds in them (all with s seeds after all with
fewer, so the table for N − 1 is a prefix of the one for N), then, within a count, by the
colexicographic rank of the "bars" of the composition (stars and bars). The number with at most N
seeds in 2m houses is C(N + 2m, 2m): 2.7 million for six houses and 12 seeds.

Building, layer by layer. Seeds in the houses never increase: every move that reaches a store,
gives another turn or captures leaves fewer, so its child lies in a layer already built. The
only moves that keep the count are short sowings on one's own side with no capture — they move
seeds closer to their own store, so the sum over all seeds of the distance to their owner's store
strictly falls: no cycles inside a layer, and a depth-first fill of the layer (children first)
is exact with no iteration.

File: ``MAGIC``, the SHA-256 of everything after it, then a 64-byte header line (version, m,
variant, end rule, N) and the table. It is checked in full when opened and read into memory; a
file that fails any check is never used (one wrong byte would be a wrong value on the screen).
"""
from __future__ import annotations

import hashlib
import os
import sys
import time
import zlib
from collections.abc import Callable, Iterator
from itertools import combinations
from math import comb
from pathlib import Path

from engines.games.kalah.rules import END_RULES, VARIANTS
from engines.resources import resource_dir

MAGIC = b"finite-games kalah endgame database\n"
VERSION = 1
HEADER = 64
DIGEST = 32
UNSET = 0x80
"""-128: no real value (|value| ≤ N ≤ 127), so it marks entries not yet built."""
MAX_N = 40
COMPRESSED = ".zlib"
"""The shipped copy of a database is the same file compressed with zlib (86 MB → 32.4 MB for six
houses and 18 seeds), unpacked into memory by every process that opens it: 0.5 s of CPU, where
xz's 21.9 MB took 2.3 s, paid by each ``analyze kalah``, the app's Kalah tab and each test
process. An unpacked copy kept on disk would cost every pupil's account (or the USB stick) 86
MB, and reading it back from a network home or a stick is no faster than unpacking."""


class DatabaseError(ValueError):
    """Why a database file cannot be trusted."""


def size(m: int, limit: int) -> int:
    """Entries of the database for m houses a side and at most ``limit`` seeds."""
    return comb(limit + 2 * m, 2 * m)


class Ranker:
    """Rank of a configuration of the 2m houses (mover's first) in the database's order."""

    def __init__(self, m: int, limit: int) -> None:
        k = 2 * m
        self.k = k
        # before[s]: configurations with fewer than s seeds; binom[j][p] = C(p, j).
        self.before = [comb(s - 1 + k, k) for s in range(limit + 2)]
        self.binom = [[comb(p, j) for p in range(limit + k + 1)] for j in range(k)]

    def rank(self, houses: tuple[int, ...] | list[int]) -> int:
        binom = self.binom
        acc = houses[0]
        r = 0
        for j in range(1, self.k):
            r += binom[j][acc + j - 1]
            acc += houses[j]
        return self.before[acc] + r


def compositions(seeds: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way of putting ``seeds`` into ``parts`` houses."""
    last = seeds + parts - 1
    for bars in combinations(range(last), parts - 1):
        out = []
        prev = -1
        for b in bars:
            out.append(b - prev - 1)
            prev = b
        out.append(last - prev - 1)
        yield tuple(out)


def build(m: int, variant: str, end: str, limit: int,
          progress: Callable[[int, int], None] | None = None) -> bytes:
    """The table, layer by layer (``db_build.py``: compiled where it can be). ``progress(done,
    total)`` is called now and then; it may raise (the app's Cancel) to stop the build."""
    if not 0 <= limit <= MAX_N:
        raise ValueError(f"kalah database: at most {MAX_N} seeds, not {limit}")
    if variant not in VARIANTS or end not in END_RULES:
        raise ValueError(f"kalah: no rules {variant}/{end}")
    from engines.games.kalah.db_build import Builder  # (it imports the coding, which imports us)
    ranker = Ranker(m, limit)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 200 + 2 * m * limit))
    return Builder(m, limit, ranker.binom, ranker.before, variant == "empty-capture",
                   end == "either").build(progress)


def header_line(m: int, variant: str, end: str, limit: int) -> bytes:
    line = f"version={VERSION} m={m} variant={variant} end={end} N={limit}\n".encode()
    return line.ljust(HEADER, b" ")


def write(path: Path, m: int, variant: str, end: str, limit: int,
          table: bytes | bytearray) -> None:
    """Written to a temporary file and renamed, so a half-written file is never found."""
    body_head = header_line(m, variant, end, limit)
    digest = hashlib.sha256(body_head)
    digest.update(table)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "wb") as f:
        f.write(MAGIC + digest.digest() + body_head)
        f.write(table)
    tmp.replace(path)


def compress(path: Path) -> Path:
    """The compressed copy of a written database, next to it (what ships in
    ``resources/tables``)."""
    packed = path.with_name(path.name + COMPRESSED)
    tmp = packed.with_suffix(".tmp")
    tmp.write_bytes(zlib.compress(path.read_bytes(), 9))
    tmp.replace(packed)
    return packed


def file_name(m: int, variant: str, end: str, limit: int) -> str:
    return f"kalah-db-{m}-{variant}-{end}-{limit}.bin"


class KalahDatabase:
    """An opened, checked, memory-mapped database: ``gain(houses)`` for at most ``limit`` seeds.
    ``houses``: the mover's m houses, then the opponent's."""

    def __init__(self, path: Path, m: int, variant: str, end: str, limit: int) -> None:
        self.m, self.variant, self.end, self.limit = m, variant, end, limit
        self.k = 2 * m
        self.path = path
        data = path.read_bytes()
        if path.name.endswith(COMPRESSED):
            # The shipped copy: unpacked into memory, checked the same way.
            try:
                data = zlib.decompress(data)
            except zlib.error as exc:
                raise DatabaseError("cannot be unpacked") from exc
        self.body: bytes = data
        """The whole file in memory, header and all (read whole rather than mapped: the
        compiled searches index bytes directly, and a search touches every page anyway)."""
        self._check()
        self.offset = len(MAGIC) + DIGEST + HEADER
        self.ranker = Ranker(m, limit)
        self.table = memoryview(self.body)[self.offset:].cast("b")

    def _check(self) -> None:
        data = self.body
        start = len(MAGIC) + DIGEST
        if data[:len(MAGIC)] != MAGIC:
            raise DatabaseError("is not a Kalah endgame database of this version")
        expected = header_line(self.m, self.variant, self.end, self.limit)
        if data[start:start + HEADER] != expected:
            raise DatabaseError("belongs to other rules")
        if len(data) != start + HEADER + size(self.m, self.limit):
            raise DatabaseError("has the wrong length")
        digest = hashlib.sha256()
        view = memoryview(data)
        try:
            for at in range(start, len(data), 1 << 22):
                digest.update(view[at:at + (1 << 22)])
        finally:
            view.release()
        if digest.digest() != data[len(MAGIC):start]:
            raise DatabaseError("fails its checksum")

    def gain(self, houses: tuple[int, ...]) -> int:
        """The mover's future gain; ``houses``: the mover's first."""
        return int(self.table[self.ranker.rank(houses)])

    def lookup(self, houses: tuple[int, ...], mover: int) -> int | None:
        """The mover's future gain, or None when the position is not in the database (more
        seeds, or another board). ``houses``: South's, then North's (the solvers' order)."""
        if len(houses) != self.k or sum(houses) > self.limit:
            return None
        if mover:
            m = self.m
            houses = houses[m:] + houses[:m]
        return int(self.table[self.ranker.rank(houses)])

    def close(self) -> None:
        self.table.release()


DEFAULT_LIMIT = {1: 40, 2: 30, 3: 24, 4: 18, 5: 14, 6: 18, 7: 10, 8: 9}
"""Seeds a database holds by houses a side, as the compiled kernels build it
(``db_build.py``): a few million entries, and six houses 18 — 86 million entries, 86 MB, about
two minutes of CPU here (14 took 9 s, 16 38 s). The standard rules' ships xz-compressed
(resources/tables). With it every move of a (6,4) position with 40 seeds in the houses is
exact within seconds, and the start of Kalah(6,4) within minutes (issue #33: with 14 seeds a
40-seed position took about a minute)."""

PURE_LIMIT = {6: 14}
"""What a build without the compiled kernels makes instead (a few minutes of pure Python,
where 18 seeds would take hours)."""


def build_limit(m: int) -> int:
    """The seeds a database built here holds for m houses a side."""
    from engines.compiled import kernels_compiled
    return DEFAULT_LIMIT[m] if kernels_compiled() else PURE_LIMIT.get(m, DEFAULT_LIMIT[m])


def default_folder() -> Path:
    """The app's data folder (Qt's AppDataLocation for the app's names, found without Qt, so
    that the command line and the app find the same files; ``FINITE_GAMES_DATA`` overrides
    it)."""
    override = os.environ.get("FINITE_GAMES_DATA")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home()))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "FiniteGames" / "FiniteGames"


_opened: dict[tuple[int, str, str], KalahDatabase | None] = {}

deferred = False
"""Set by the interactive app: an analyzer made without saying takes only a database this
process has open already, and the app opens it on a worker (unpacking the shipped one takes a
second or two: not on the GUI thread, not before the first window). The command line, the
tests and the app's headless runs open it at once, so their first answers use it."""


def find(m: int, variant: str, end: str, folder: Path | None = None) -> KalahDatabase | None:
    """The database for these rules if it ships or has been built (and passes its checks),
    else None. ``folder``: look only there. Opened once per process."""
    key = (m, variant, end)
    if folder is None and key in _opened:
        return _opened[key]
    if m not in DEFAULT_LIMIT:
        return None
    db: KalahDatabase | None = None
    for limit in dict.fromkeys((DEFAULT_LIMIT[m], PURE_LIMIT.get(m, DEFAULT_LIMIT[m]))):
        db = _open(m, variant, end, limit, folder)
        if db is not None:
            break
    if folder is None:
        _opened[key] = db
    return db


def _open(m: int, variant: str, end: str, limit: int, folder: Path | None
          ) -> KalahDatabase | None:
    """The database of exactly ``limit`` seeds: shipped (plain or compressed) or in the data
    folder, or in ``folder`` alone; None if there is none that passes its checks."""
    name = file_name(m, variant, end, limit)
    shipped = resource_dir() / "tables"
    places = [folder / name] if folder else [shipped / name, shipped / (name + COMPRESSED),
                                              default_folder() / name]
    for path in places:
        try:
            return KalahDatabase(path, m, variant, end, limit)
        except (OSError, ValueError):
            continue  # missing or damaged: never trusted (``ensure`` builds it anew)
    return None


def ensure_size(m: int, variant: str, end: str, limit: int,
                progress: Callable[[int, int], None] | None = None) -> KalahDatabase:
    """The database of exactly ``limit`` seeds for these rules, built into the data folder
    first if there is none, and made this process's database of these rules. The proofs of
    whole openings (the opening table's build, the start's benchmark) ask for a bigger one than
    the app keeps: six houses and 20 seeds are 226 million entries, 226 MB, about 6 minutes of
    CPU to build once, and halve the proof of the (6,4) start."""
    db = _opened.get((m, variant, end))
    if db is None or db.limit != limit:
        db = _open(m, variant, end, limit, None)
    if db is None:
        path = default_folder() / file_name(m, variant, end, limit)
        write(path, m, variant, end, limit, build(m, variant, end, limit, progress))
        db = KalahDatabase(path, m, variant, end, limit)
    _opened[(m, variant, end)] = db
    return db


def opened(m: int, variant: str, end: str) -> KalahDatabase | None:
    """The database for these rules if this process has opened it already (never reads a
    file: the app opens databases on a worker, and builds its analyzers without waiting)."""
    return _opened.get((m, variant, end))


def ensure(m: int, variant: str, end: str, folder: Path | None = None,
           progress: Callable[[int, int], None] | None = None) -> KalahDatabase:
    """The database for these rules, built first if it is missing or damaged."""
    db = find(m, variant, end, folder)
    if db is not None:
        return db
    limit = build_limit(m)
    path = (folder or default_folder()) / file_name(m, variant, end, limit)
    table = build(m, variant, end, limit, progress)
    write(path, m, variant, end, limit, table)
    _opened.pop((m, variant, end), None)
    db = KalahDatabase(path, m, variant, end, limit)
    if folder is None:
        _opened[(m, variant, end)] = db
    return db


def main(argv: list[str] | None = None) -> int:
    """``python -m engines.games.kalah.endgame_db M VARIANT END [N]``: build one database and time it."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m engines.games.kalah.endgame_db",
        description="Build the Kalah endgame database for one set of rules in the data folder.")
    parser.add_argument("m", type=int, choices=sorted(DEFAULT_LIMIT), help="houses a side")
    parser.add_argument("variant", choices=VARIANTS)
    parser.add_argument("end", choices=END_RULES)
    parser.add_argument("n", type=int, nargs="?",
                        help="most seeds in the houses (default: the size the app builds)")
    parser.add_argument("--ship", action="store_true",
                        help="also write the xz copy that ships into resources/tables")
    args = parser.parse_args(argv)
    limit = DEFAULT_LIMIT[args.m] if args.n is None else args.n
    if not 0 <= limit <= 2 * DEFAULT_LIMIT[args.m]:
        parser.error(f"n must be 0…{2 * DEFAULT_LIMIT[args.m]} for {args.m} houses "
                     f"(the table grows as C(n + 2m, 2m))")
    t, cpu = time.perf_counter(), time.process_time()
    table = build(args.m, args.variant, args.end, limit)
    path = default_folder() / file_name(args.m, args.variant, args.end, limit)
    write(path, args.m, args.variant, args.end, limit, table)
    print(f"{path}: {len(table):,} entries, {time.perf_counter() - t:.1f} s "
          f"({time.process_time() - cpu:.1f} s CPU)")
    if args.ship:
        packed = compress(path)
        shipped = resource_dir() / "tables" / packed.name
        shipped.write_bytes(packed.read_bytes())
        print(f"{shipped}: {shipped.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
