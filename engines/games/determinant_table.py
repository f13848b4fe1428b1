"""The precomputed values of the opening of Determinant, and the script that builds them.

A cold exact solve from the empty table takes minutes in pure Python, so the app ships the value
of every position with at most ``TABLE_MAX_FILLED`` numbers written (up to symmetry) and searches
live from there on. Rebuild the file from a clean checkout with::

    .venv/bin/python -m engines.games.determinant_table

File format (little-endian): ``b"DET1"``, the entry count (uint32), then per entry the canonical
table as a base-10 number (uint32, empty = 0) and SA − SB under best play (int16), sorted by key.
"""
from __future__ import annotations

import struct
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engines.resources import resource_dir

TABLE_MAX_FILLED = 4
MAGIC = b"DET1"
ENTRY = struct.Struct("<Ih")


def table_path() -> Path:
    return resource_dir() / "tables" / "determinant.bin"


def encode(cells: Sequence[int]) -> int:
    key = 0
    for c in cells:
        key = key * 10 + c
    return key


def write_table(values: dict[int, int], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = bytearray(MAGIC + struct.pack("<I", len(values)))
    for key in sorted(values):
        data += ENTRY.pack(key, values[key])
    path.write_bytes(bytes(data))


def read_table(path: Path | None = None) -> dict[int, int]:
    """{canonical key: SA − SB}; empty when the file is missing or damaged."""
    path = path or table_path()
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    if data[:4] != MAGIC:
        return {}
    (count,) = struct.unpack_from("<I", data, 4)
    if len(data) != 8 + count * ENTRY.size:
        return {}
    return {key: value for key, value in ENTRY.iter_unpack(data[8:])}


def build(progress: bool = True) -> dict[int, int]:
    """Solve the whole game exactly and keep the positions with few numbers written."""
    from engines.games.determinant import Determinant
    from engines.solvers.control import SearchControl
    from engines.solvers.exact import ExactSolver

    game = Determinant()
    control = SearchControl(table_cap=10**8, check_every=100_000)
    if progress:
        start = time.monotonic()
        control.progress = lambda n: print(f"  {n:,} positions, {time.monotonic() - start:.0f} s",
                                           file=sys.stderr)
    solver = ExactSolver(game, control)
    solver.solve(game.initial())
    values: dict[int, int] = {}
    for key, (value, _) in solver.table.items():
        cells: tuple[int, ...] = key  # type: ignore[assignment]  # the canonical table
        filled = sum(1 for c in cells if c)
        if filled <= TABLE_MAX_FILLED:
            values[encode(cells)] = value if filled % 2 == 0 else -value
    return values


def main() -> int:
    start = time.monotonic()
    values = build()
    write_table(values, table_path())
    print(f"{len(values)} positions written to {table_path()} in "
          f"{time.monotonic() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
