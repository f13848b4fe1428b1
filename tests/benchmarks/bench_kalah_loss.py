"""The Kalah player against perfect play (issue #33, goal 4): on (6,4) positions of played games
with 33–48 seeds in the houses, the seeds its chosen move gives away against the best move, the
exact prover (with the endgame database) as the oracle.

The player is the app's default (``PlayerOptions()``: the exact trial within 0.7 s CPU, else the
search to 15 plies), asked as in a game: a fresh player a position, its move the policy's
choice among its best (no randomness). Each position is asked of the compiled kernels and of
pure Python, each in its own process (``FINITE_GAMES_PURE=1`` for the second); the oracle runs
once, compiled. Prints per path the mean loss a move, the share of optimal moves and the
player's CPU time a move; positions the oracle cannot prove within ``--cap`` seconds are left
out and counted.

    .venv/bin/python tests/benchmarks/bench_kalah_loss.py --per 10 --seeds 33 36 40
    .venv/bin/python tests/benchmarks/bench_kalah_loss.py --paths compiled --seeds 44 48
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

from engines.games.kalah.rules import Kalah, KalahPosition  # noqa: E402
from tests.benchmarks.bench_kalah_solver import played_position  # noqa: E402


def player_worker() -> None:
    """Reads positions (JSON lines: pits, mover), writes (move, CPU seconds) a position."""
    from engines.compiled import describe
    from engines.games.kalah.player import KalahPlayerAnalyzer
    from engines.policy import choose
    game = Kalah(6, 4)
    print(json.dumps({"path": describe()}), flush=True)
    for line in sys.stdin:
        q = json.loads(line)
        pos = KalahPosition(tuple(q["pits"]), q["mover"])
        player = KalahPlayerAnalyzer(game)
        cpu = time.process_time()
        analysis = player.analyze(pos)
        move = choose(analysis).move.text  # rng=None: no randomness
        print(json.dumps({"move": move, "cpu": time.process_time() - cpu,
                          "exact": analysis.exact}), flush=True)


def oracle(pos: KalahPosition, cap: float) -> dict[int, int] | None:
    from engines.games.kalah.endgame_db import find
    from engines.games.kalah.prover import KalahProver
    from engines.solvers.control import SearchControl, TimeUp
    game = Kalah(6, 4)
    prover = KalahProver(game, SearchControl(time_limit=cap),
                         database=find(6, "standard", "either"))
    try:
        return dict(prover.move_values(pos))
    except TimeUp:
        return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="*", default=[33, 36, 40])
    parser.add_argument("--per", type=int, default=10, help="positions a seed count")
    parser.add_argument("--cap", type=float, default=120.0, help="oracle seconds a position")
    parser.add_argument("--paths", nargs="*", default=["compiled", "pure"],
                        choices=["compiled", "pure"])
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        player_worker()
        return
    workers: dict[str, Any] = {}
    for path in args.paths:
        env = dict(os.environ)
        env.pop("FINITE_GAMES_PURE", None)
        if path == "pure":
            env["FINITE_GAMES_PURE"] = "1"
        proc = subprocess.Popen([sys.executable, __file__, "--worker"], env=env, cwd=ROOT,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        workers[path] = (proc, json.loads(proc.stdout.readline())["path"])
    game = Kalah(6, 4)
    rng = random.Random(33)
    print(f"{time.strftime('%Y-%m-%d %H:%M')} Kalah(6,4) standard, the default player against "
          f"the prover, {args.per} positions a seed count (CPU s)")
    print(f"{'seeds':>5} {'path':>12} {'mean loss':>10} {'optimal':>8} {'exact':>6} "
          f"{'cpu/move':>9} {'worst cpu':>10}")
    for seeds in args.seeds:
        positions = [played_position(game, seeds, rng) for _ in range(args.per)]
        values = [oracle(p, args.cap) for p in positions]
        kept = [(p, v) for p, v in zip(positions, values) if v is not None]
        for path, (proc, described) in workers.items():
            losses, cpus, optimal, exact = [], [], 0, 0
            for pos, moves in kept:
                proc.stdin.write(json.dumps({"pits": pos.pits, "mover": pos.mover}) + "\n")
                proc.stdin.flush()
                answer = json.loads(proc.stdout.readline())
                loss = max(moves.values()) - moves[int(answer["move"])]
                losses.append(loss)
                optimal += loss == 0
                exact += answer["exact"]
                cpus.append(answer["cpu"])
            if not kept:
                continue
            print(f"{seeds:>5} {described:>12} {statistics.mean(losses):>10.2f} "
                  f"{optimal:>4}/{len(kept):<3} {exact:>6} {statistics.mean(cpus):>9.2f} "
                  f"{max(cpus):>10.2f}", flush=True)
        if len(kept) < len(positions):
            print(f"      ({len(positions) - len(kept)} positions not proved within "
                  f"{args.cap:g} s: left out)")
    for proc, _ in workers.values():
        proc.stdin.close()
        proc.wait()


if __name__ == "__main__":
    main()
