"""Builds the Determinant opening table (``resources/tables/determinant.bin``, format in
:mod:`engines.games.determinant.table`) from a clean checkout::

    .venv/bin/python -m engines.games.determinant.build_table

It solves the whole game exactly (about 25 s) and keeps the positions with at most
``TABLE_MAX_FILLED`` numbers written.
"""
from __future__ import annotations

import sys
import time

from engines.games.determinant.rules import Determinant
from engines.games.determinant.table import TABLE_MAX_FILLED, encode, table_path, write_table
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver


def build(progress: bool = True) -> dict[int, int]:
    """Solve the whole game exactly and keep the positions with few numbers written."""
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
