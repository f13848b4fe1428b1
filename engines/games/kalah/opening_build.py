"""The Kalah opening table built by the prover (``opening.py`` holds the table and its format):
level by level from the start, saving after every position, so a long build can stop and go on.

    python -m engines.games.kalah.opening_build --variant standard --levels 3 --workers 2 \\
        --database-seeds 20
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engines.games.kalah.endgame_db import ensure_size
from engines.games.kalah.endgame_db import find as find_database
from engines.games.kalah.opening import OpeningTable, file_name, houses_of, levels
from engines.games.kalah.parallel import ParallelProver
from engines.games.kalah.prover import KalahProver
from engines.games.kalah.rules import END_RULES, VARIANTS, Kalah
from engines.resources import resource_dir
from engines.solvers.control import SearchControl


def build(game: Kalah, path: Path, upto: int, report: Callable[[str], None] = print,
          workers: int = 1, database_seeds: int | None = None) -> OpeningTable:
    """Extend the table at ``path`` (or start one) to ``upto`` levels, saving after every
    position; ``workers`` processes prove the moves of all a level's positions side by side
    (``parallel.py``), with the endgame database of ``database_seeds`` seeds (built first if
    need be) or else the usual one."""
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
        prog="python -m engines.games.kalah.opening_build",
        description="Build or extend the Kalah opening table of one set of rules.")
    parser.add_argument("--board", default="6,4", help="m,n (default 6,4)")
    parser.add_argument("--variant", choices=VARIANTS, default="standard")
    parser.add_argument("--end", choices=END_RULES, default="either")
    parser.add_argument("--levels", type=int, choices=(1, 2, 3), default=3)
    parser.add_argument("--out", type=Path, help="the file (default: resources/tables)")
    parser.add_argument("--workers", type=int, default=1,
                        help="processes proving the moves of a level's positions side by side "
                             "(default 1)")
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
