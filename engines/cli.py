"""``python -m engines analyze …``: the command-line contract of ``shared/analysis-cli.md``.

One JSON object on stdout and exit 0; on bad input one line on stderr naming what is wrong and
exit 2, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, NoReturn, TextIO

from engines.protocol import InputError, NotationError
from engines.registry import build
from engines.solvers.control import TableFull

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not usage + message
        raise UsageError(message)


COMMANDS = ("analyze", "ege", "kalah-tournament")


def _analyze_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines analyze",
                     description="Exact value of a position and of every legal move.")
    parser.add_argument("game")
    parser.add_argument("position", nargs="?")
    parser.add_argument("--variant")
    parser.add_argument("--batch", action="store_true",
                        help="read one position a line from stdin, print JSON Lines")
    parser.add_argument("--depth", type=int, help="limit the search to D plies")
    parser.add_argument("--time-limit", type=float, help="limit the search to S seconds")
    parser.add_argument("--k", type=int, help="nim family: the K of moore/exact/slow-le/slow-eq")
    parser.add_argument("--edges", help='nim hypergraph: allowed heap sets, e.g. "1,2;2,3;1"')
    parser.add_argument("--deck", help='cards24: cards of each value 1…V, e.g. "4 4 4 4 4 4"')
    parser.add_argument("--target", type=int, help="cards24: the total to reach (default 50)")
    parser.add_argument("--end", help="kalah: either (default) or mover — when the game ends")
    return parser


def _ege_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines ege",
                     description="Answers to EGE tasks 19-21 for a stone-heap task file.")
    parser.add_argument("task", help="the task file (JSON, shared/ege-task-format.md)")
    parser.add_argument("--s", type=int, help="also the game tree for this S")
    parser.add_argument("--all", action="store_true",
                        help="in the tree, every winning answer, not just one")
    parser.add_argument("--python", action="store_true",
                        help="print instead the Python program a pupil would write for the task")
    return parser


def ege(args: argparse.Namespace, stdout: TextIO) -> int:
    from pathlib import Path

    from engines.games.stone_heaps import answers, solve, tree
    from engines.games.stone_heaps_task import load_task
    task = load_task(Path(args.task))
    if args.python:
        from engines.games.stone_heaps_python import python_solution
        print(python_solution(task), file=stdout, end="")
        return 0
    out = answers(task)
    if args.s is not None:
        if args.s < 0:
            raise NotationError("--s must be a whole number ≥ 0")
        out["tree"] = tree(solve(task, [args.s]), args.s, args.all)
    print(json.dumps(out, ensure_ascii=False), file=stdout)
    return 0


def _tournament_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines kalah-tournament",
                     description="Kalah players (evaluation:depth) against each other.")
    parser.add_argument("--players", default="stores:4,stores+sides:4",
                        help="comma-separated evaluation:depth, e.g. stores:4,linear:6")
    parser.add_argument("--board", default="6,4", help="m,n: houses a side, seeds a house")
    parser.add_argument("--games", type=int, default=2, help="games per pair and colour")
    parser.add_argument("--random-opening", type=int, default=2,
                        help="random plies at the start of each game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--end", default="either")
    return parser


def kalah_tournament(args: argparse.Namespace, stdout: TextIO) -> int:
    from engines.games.kalah_tournament import parse_entrants, run
    try:
        m, n = (int(x) for x in args.board.split(","))
    except ValueError:
        raise NotationError("kalah tournament: --board is m,n, e.g. 6,4, not '{0}'", args.board)
    if args.games < 1 or args.random_opening < 0:
        raise NotationError("kalah tournament: --games ≥ 1 and --random-opening ≥ 0")
    result = run(parse_entrants(args.players), m, n, args.games, args.random_opening,
                 args.seed, args.variant, args.end)
    print(f"Kalah({m},{n}), {args.games} game(s) per pair and colour, "
          f"{args.random_opening} random opening plies", file=stdout)
    print(result.table(), file=stdout)
    return 0


def _analyze_one(game: Any, analyzer: Any, text: str, args: argparse.Namespace) -> dict[str, Any]:
    pos = game.parse_position(text)
    try:
        analysis = analyzer.analyze(pos, depth=args.depth, time_limit=args.time_limit)
    except TableFull as exc:
        raise NotationError(f"{game.info.name}: position too large to solve exactly ({exc}); "
                            "use --depth or --time-limit")
    result: dict[str, Any] = analysis.to_json()
    return result


def analyze(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.depth is not None and args.depth < 1:
        raise NotationError("--depth must be at least 1")
    if args.time_limit is not None and args.time_limit <= 0:
        raise NotationError("--time-limit must be positive")
    game, analyzer = build(args.game, args.variant, {"k": args.k, "edges": args.edges,
                                                     "deck": args.deck, "target": args.target,
                                                     "end": args.end})
    if not args.batch:
        if args.position is None:
            raise NotationError(f"{args.game}: no position given")
        print(json.dumps(_analyze_one(game, analyzer, args.position, args),
                         ensure_ascii=False), file=stdout)
        return 0
    if args.position is not None:
        raise NotationError("--batch reads positions from stdin; give no POSITION argument")
    status = 0
    for line in stdin:
        text = line.rstrip("\n")
        if not text.strip():
            continue
        try:
            out = _analyze_one(game, analyzer, text, args)
        except NotationError as exc:
            out, status = {"position": text, "error": str(exc)}, EXIT_BAD_INPUT
        print(json.dumps(out, ensure_ascii=False), file=stdout, flush=True)
    return status


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    try:
        argv = list(sys.argv[1:] if argv is None else argv)
        if not argv or argv[0] not in COMMANDS:
            raise UsageError(f"the first word must be one of: {', '.join(COMMANDS)}")
        # Intermixed parsing lets options come after the game name, before or after the position.
        if argv[0] == "ege":
            return ege(_ege_parser().parse_args(argv[1:]), stdout)
        if argv[0] == "kalah-tournament":
            return kalah_tournament(_tournament_parser().parse_args(argv[1:]), stdout)
        args = _analyze_parser().parse_intermixed_args(argv[1:])
        return analyze(args, stdin, stdout)
    except (UsageError, InputError) as exc:
        print(exc, file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
