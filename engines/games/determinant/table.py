"""The precomputed values of the opening of Determinant: the binary table file, read and checked.

A cold exact solve from the empty table takes minutes in pure Python, so the app ships the value
of every position with at most ``TABLE_MAX_FILLED`` numbers written (up to symmetry) and searches
live from there on. :mod:`engines.games.determinant.build_table` builds the file.

File format (little-endian): ``b"DET2"``, the entry count (uint32), the SHA-256 of the entries
(32 bytes), then per entry the canonical table as a base-10 number (uint32, empty = 0) and
SA − SB under best play (int16), sorted by key. A file that fails any check is not used (one
wrong entry would be a wrong value on the screen): the app then searches those positions live.
"""
from __future__ import annotations

import hashlib
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

from engines.resources import resource_dir

TABLE_MAX_FILLED = 4
MAGIC = b"DET2"
ENTRY = struct.Struct("<Ih")
HEADER = 4 + 4 + 32
MAX_VALUE = 9 * 9 * 9 * 2  # |SA − SB| of any 3×3 table of the numbers 1–9 is far below this


def table_path() -> Path:
    return resource_dir() / "tables" / "determinant.bin"


def encode(cells: Sequence[int]) -> int:
    key = 0
    for c in cells:
        key = key * 10 + c
    return key


def write_table(values: dict[int, int], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    entries = b"".join(ENTRY.pack(key, values[key]) for key in sorted(values))
    path.write_bytes(MAGIC + struct.pack("<I", len(values)) + hashlib.sha256(entries).digest()
                     + entries)


class TableError(ValueError):
    """Why a table file cannot be trusted."""


def check_table(data: bytes) -> dict[int, int]:
    """The entries of a table file's bytes; raises :class:`TableError` on any damage."""
    if data[:4] != MAGIC or len(data) < HEADER:
        raise TableError("is not a Determinant table of this version")
    (count,) = struct.unpack_from("<I", data, 4)
    entries = data[HEADER:]
    if len(entries) != count * ENTRY.size:
        raise TableError("has the wrong size")
    if hashlib.sha256(entries).digest() != data[8:HEADER]:
        raise TableError("fails its checksum")
    table: dict[int, int] = {}
    previous = -1
    for key, value in ENTRY.iter_unpack(entries):
        cells = f"{key:09d}"
        digits = cells.replace("0", "")
        if key <= previous or len(cells) != 9 or len(set(digits)) != len(digits) or \
                len(digits) > TABLE_MAX_FILLED or abs(value) > MAX_VALUE:
            raise TableError(f"holds an impossible entry ({cells})")
        previous = key
        table[key] = value
    return table


def read_table(path: Path | None = None) -> dict[int, int]:
    """{canonical key: SA − SB}; empty (with one line on stderr) when the file is missing or
    damaged, and then every position is searched live."""
    path = path or table_path()
    try:
        return check_table(path.read_bytes())
    except OSError as exc:
        problem = f"cannot be read ({exc.strerror or exc})"
    except TableError as exc:
        problem = str(exc)
    print(f"{path.name}: the opening table {problem}; not used, the opening is searched live "
          f"(slower)", file=sys.stderr, flush=True)
    return {}
