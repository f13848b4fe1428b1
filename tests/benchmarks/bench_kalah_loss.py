"""The Kalah player against perfect play (issue #33, goal 4): on (6,4) positions of played games
with 33–48 seeds in the houses, the seeds its chosen move gives away against the best move, the
exact prover (with the endgame database and the opening table) as the oracle.

The player is the app's default (``PlayerOptions()``), or one set by ``--options`` (JSON of
``PlayerOptions`` fields), asked as in a game: a fresh player a position, its move the policy's
choice among its best (no randomness). Each position is asked of the compiled kernels and of
pure Python, each in its own process (``FINITE_GAMES_PURE=1`` for the second); the oracle runs
once, compiled, within ``--cap`` CPU seconds a position, and its values are kept in ``--cache``
(a JSON file), so a second run with other options costs only the player's time. Prints per path
the mean loss a move, the share of optimal moves and the player's CPU time a move; positions the
oracle cannot prove within the cap are left out and counted.

Measured 28 Nov 2026 (CPU s, the machine shared with three other jobs), 5 positions of each of
33, 35, …, 45 seeds (two of 45 and all of 47 not proved within 240 s: left out; the oracle took
18 min of CPU for the other 33):

    path         mean loss  optimal  cpu/move  worst   opening table
    compiled     0.18       31/33    0.53      1.42    6/6 perfect
    pure Python  0.97       26/33    1.10      1.73    6/6 perfect

The default player before (exact trial 0.7 s, then 15 plies), 33–41 seeds: 0.56 seeds a move,
20/25 optimal, 0.68 s a move compiled. Fixed depths on 33–43 seeds: 16 plies 0.47 at 0.61 s, 17
plies 0.27 at 0.79 s; the node budget 0.20 at 0.53 s. The two moves the default player still
loses (39 seeds, one game) every depth 15–19 loses; ``stores+sides`` at 17 plies plays them right.

    .venv/bin/python tests/benchmarks/bench_kalah_loss.py --oracle-only      # fill the cache
    .venv/bin/python tests/benchmarks/bench_kalah_loss.py --per 5
    .venv/bin/python tests/benchmarks/bench_kalah_loss.py --paths compiled \\
        --options '{"depth": 17}'
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engines.games.kalah.opening import find as find_opening  # noqa: E402
from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from tests.benchmarks.bench_kalah_solver import played_position  # noqa: E402

SEEDS = [33, 35, 37, 39, 41, 43, 45, 47]
CACHE = Path("/tmp/finite-games-kalah-loss-oracle.json")


def player_worker(options: dict[str, Any]) -> None:
    """Reads positions (JSON lines: pits, mover), writes (move, CPU seconds) a position."""
    from engines.compiled import describe
    from engines.games.kalah.player import KalahPlayerAnalyzer, PlayerOptions
    from engines.policy import choose
    game = Kalah(6, 4)
    print(json.dumps({"path": describe()}), flush=True)
    for line in sys.stdin:
        q = json.loads(line)
        pos = KalahPosition(tuple(q["pits"]), q["mover"])
        player = KalahPlayerAnalyzer(game, PlayerOptions(**options))
        cpu = time.process_time()
        analysis = player.analyze(pos)
        move = choose(analysis).move.text  # rng=None: no randomness
        print(json.dumps({"move": move, "cpu": time.process_time() - cpu,
                          "exact": analysis.exact, "depth": analysis.depth}), flush=True)


class Oracle:
    """The prover's every move value of a position, kept in a JSON file between runs."""

    def __init__(self, path: Path, cap: float) -> None:
        from engines.games.kalah.endgame_db import find
        from engines.games.kalah.opening import find as find_opening
        from engines.games.kalah.prover import KalahProver
        self.path, self.cap = path, cap
        self.game = Kalah(6, 4)
        self.known: dict[str, Any] = {}
        if path.exists():
            self.known = json.loads(path.read_text(encoding="utf-8"))
        self.prover = KalahProver(self.game, database=find(6, "standard", "either"),
                                  opening=find_opening(self.game))

    def values(self, pos: KalahPosition) -> dict[int, int] | None:
        """Move → final store difference for the mover; None: not proved within the cap."""
        from engines.games.kalah.player import CpuBudget
        from engines.solvers.control import SearchControl, TimeUp
        key = f"{list(pos.pits)} {pos.mover}"
        if key not in self.known and self.path.exists():  # another run may have proved it
            self.known.update(json.loads(self.path.read_text(encoding="utf-8")))
        entry = self.known.get(key)
        if entry is None or (entry["values"] is None and entry["cap"] < self.cap):
            self.prover.control = CpuBudget(SearchControl(), self.cap)
            cpu = time.process_time()
            try:
                found: dict[str, int] | None = {str(m): v for m, v in
                                                self.prover.move_values(pos)}
            except TimeUp:
                found = None
            entry = self.known[key] = {"values": found, "cap": self.cap,
                                       "cpu": round(time.process_time() - cpu, 2)}
            if self.path.exists():
                self.known = {**json.loads(self.path.read_text(encoding="utf-8")), **self.known}
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.known, indent=0), encoding="utf-8")
            tmp.replace(self.path)
            print(f"  oracle: {sum(pos.pits[:6]) + sum(pos.pits[7:13])} seeds, "
                  f"{entry['cpu']} s, {'proved' if found else 'not proved'}",
                  file=sys.stderr, flush=True)
        values = entry["values"]
        return None if values is None else {int(m): v for m, v in values.items()}


def opening_position(houses: tuple[int, ...], mover: int) -> KalahPosition:
    """An opening table's entry (the mover's houses first) with ``mover`` to move."""
    own, other = houses[:6], houses[6:]
    south, north = (own, other) if mover == 0 else (other, own)
    stored = 48 - sum(houses)
    return KalahPosition(south + (stored // 2,) + north + (stored - stored // 2,), mover)


def positions(seeds: list[int], per: int) -> list[tuple[int, KalahPosition]]:
    """``per`` different positions of each seed count (fewer where the games rarely pass
    others), none of them in the opening table (that is asked apart)."""
    game = Kalah(6, 4)
    table = find_opening(game)
    rng = random.Random(33)
    out: list[tuple[int, KalahPosition]] = []
    for s in seeds:
        found: list[KalahPosition] = []
        for _ in range(50 * per):
            pos = played_position(game, s, rng)
            if pos not in found and (table is None or table.lookup(pos) is None):
                found.append(pos)
                if len(found) == per:
                    break
        out += [(s, pos) for pos in found]
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="*", default=SEEDS)
    parser.add_argument("--per", type=int, default=5, help="positions a seed count")
    parser.add_argument("--cap", type=float, default=240.0, help="oracle CPU s a position")
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--paths", nargs="*", default=["compiled", "pure"],
                        choices=["compiled", "pure"])
    parser.add_argument("--options", default="{}", help="PlayerOptions fields, JSON")
    parser.add_argument("--oracle-only", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="each move that loses seeds")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    options = json.loads(args.options)
    if args.worker:
        player_worker(options)
        return
    # The positions of one seed count do not depend on which others are asked (the oracle's
    # values are kept for them): drawn for every default count first, in order.
    drawn = SEEDS + [s for s in args.seeds if s not in SEEDS]
    asked = [(s, p) for s, p in positions(drawn, args.per) if s in args.seeds]
    oracle = Oracle(args.cache, args.cap)
    if args.oracle_only:
        for _, pos in asked:
            oracle.values(pos)
        return
    workers: dict[str, Any] = {}
    for path in args.paths:
        env = dict(os.environ)
        env.pop("FINITE_GAMES_PURE", None)
        if path == "pure":
            env["FINITE_GAMES_PURE"] = "1"
        proc = subprocess.Popen([sys.executable, __file__, "--worker", "--options", args.options],
                                env=env, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                text=True)
        assert proc.stdout is not None
        workers[path] = (proc, json.loads(proc.stdout.readline())["path"])
    print(f"{time.strftime('%Y-%m-%d %H:%M')} Kalah(6,4) standard, the player {options or ''} "
          f"against the prover, {args.per} positions a seed count (CPU s)")
    print(f"{'seeds':>5} {'path':>12} {'mean loss':>10} {'optimal':>8} {'exact':>6} "
          f"{'cpu/move':>9} {'worst cpu':>10}")
    totals: dict[str, list[tuple[int, float]]] = {path: [] for path in workers}
    for seeds in args.seeds:
        kept = [(p, v) for s, p in asked if s == seeds
                for v in [oracle.values(p)] if v is not None]
        for path, (proc, described) in workers.items():
            losses, cpus, exact = [], [], 0
            for pos, moves in kept:
                proc.stdin.write(json.dumps({"pits": pos.pits, "mover": pos.mover}) + "\n")
                proc.stdin.flush()
                answer = json.loads(proc.stdout.readline())
                losses.append(max(moves.values()) - moves[int(answer["move"])])
                if args.verbose and losses[-1]:
                    print(f"      {path}: {list(pos.pits)} {'SN'[pos.mover]} played "
                          f"{answer['move']} (depth {answer['depth']}, {answer['cpu']:.2f} s), "
                          f"loses {losses[-1]}; {moves}", flush=True)
                exact += answer["exact"]
                cpus.append(answer["cpu"])
            totals[path] += zip(losses, cpus)
            if not kept:
                continue
            print(f"{seeds:>5} {described:>12} {statistics.mean(losses):>10.2f} "
                  f"{losses.count(0):>4}/{len(kept):<3} {exact:>6} {statistics.mean(cpus):>9.2f} "
                  f"{max(cpus):>10.2f}", flush=True)
        left_out = args.per - len(kept)
        if left_out:
            print(f"      ({left_out} positions not proved within {args.cap:g} s: left out)")
    table = find_opening(Kalah(6, 4))
    table_positions = [(opening_position(houses, mover), dict(moves), gain)
                       for houses, (gain, moves) in (table.entries.items() if table else [])
                       for mover in (0, 1)]
    for path, (proc, described) in workers.items():
        perfect = 0
        for pos, gains, gain in table_positions:
            proc.stdin.write(json.dumps({"pits": pos.pits, "mover": pos.mover}) + "\n")
            proc.stdin.flush()
            perfect += gains[int(json.loads(proc.stdout.readline())["move"])] == gain
        print(f"{'table':>5} {described:>12} {perfect}/{len(table_positions)} positions of the "
              f"opening table played perfectly")
    for path, (proc, described) in workers.items():
        rows = totals[path]
        if rows:
            losses = [loss for loss, _ in rows]
            print(f"{'all':>5} {described:>12} {statistics.mean(losses):>10.2f} "
                  f"{losses.count(0):>4}/{len(rows):<3} {'':>6} "
                  f"{statistics.mean(c for _, c in rows):>9.2f} "
                  f"{max(c for _, c in rows):>10.2f}")
        proc.stdin.close()
        proc.wait()


if __name__ == "__main__":
    main()
