"""``python -m engines analyze …``: the command-line contract of ``shared/analysis-cli.md``.

One JSON object on stdout and exit 0; on bad input one line on stderr naming what is wrong and
exit 2, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from engines.cli_args import Parser as _Parser
from engines.cli_args import UsageError
from engines.cli_args import argument as _argument
from engines.cli_args import seconds as _seconds
from engines.cli_args import whole_number as _number
from engines.protocol import InputError, NotationError, parse_int
from engines.registry import ENTRIES, build, check_reach
from engines.solvers.control import TableFull, TimeUp

EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 1
MAX_MESSAGE = 300
"""Characters of a one-line message (a message quoting a huge input stays one short line)."""
MAX_DEPTH = 200
"""The deepest ``--depth`` (the limited search deepens up to this anyway)."""
DEPTH_TIME_LIMIT = 30.0
"""Seconds a ``--depth`` search without ``--time-limit`` may take: its cost grows like the
moves to the power D, so a small-looking D can mean hours; the depth reached is reported."""

LIMITS_HEAD = """\
limits (measured to answer within a few seconds; beyond them the command refuses at once,
exit 2, naming the limit and the option that helps):
  numbers      ASCII digits only, at most 10**18; --time-limit: seconds, positive, finite
"""
LIMITS_TAIL = """\
  --depth D    1 to 200; without --time-limit the search also stops after 30 s (the
               answer gives the depth reached)
"""


def limits_help() -> str:
    """The epilog of ``analyze --help``: the common limits and each game's own."""
    rows = [f"  {e.name:<13}{line}" if n == 0 else f"{'':15}{line}"
            for e in ENTRIES for n, line in enumerate(e.limits)]
    return LIMITS_HEAD + "".join(row + "\n" for row in rows) + LIMITS_TAIL


COMMANDS = ("analyze", "ege", "kalah-tournament", "solitaire", "battle", "exercise")


def _analyze_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines analyze",
                     description="Exact value of a position and of every legal move.",
                     epilog=limits_help(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("position", nargs="?")
    parser.add_argument("--variant")
    parser.add_argument("--batch", action="store_true",
                        help="read one position a line from stdin, print JSON Lines")
    parser.add_argument("--depth", type=_number(1, MAX_DEPTH), metavar="D",
                        help=f"limit the search to D plies (1 to {MAX_DEPTH})")
    parser.add_argument("--time-limit", type=_seconds, metavar="S",
                        help="limit the search to S seconds (a positive number)")
    for e in ENTRIES:
        for option in e.options:
            parser.add_argument(f"--{option.name}", help=option.help,
                                type=_argument(option.parse) if option.parse else str)
    return parser


def _ege_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines ege",
                     description="Answers to EGE tasks 19-21 for a stone-heap task file.")
    parser.add_argument("task", help="the task file (JSON, shared/ege-task-format.md)")
    parser.add_argument("--s", type=_number(0), help="also the game tree for this S")
    parser.add_argument("--all", action="store_true",
                        help="in the tree, every winning answer, not just one")
    parser.add_argument("--python", action="store_true",
                        help="print instead the Python program a pupil would write for the task")
    return parser


def ege(args: argparse.Namespace, stdout: TextIO) -> int:
    from pathlib import Path

    from engines.games.ege.solve import answers, solve, tree
    from engines.games.ege.task import load_task
    task = load_task(Path(args.task))
    if args.python:
        from engines.games.ege.exam_program import python_solution
        print(python_solution(task), file=stdout, end="")
        return 0
    out = answers(task)
    if args.s is not None:
        out["tree"] = tree(solve(task, [args.s]), args.s, args.all)
    print(json.dumps(out, ensure_ascii=False), file=stdout)
    return 0


def _tournament_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engines kalah-tournament",
                     description="Kalah players (evaluation:depth) against each other.")
    parser.add_argument("--players", default="stores:4,stores+sides:4",
                        help="comma-separated evaluation:depth, e.g. stores:4,linear:6")
    parser.add_argument("--board", default="6,4", help="m,n: houses a side, seeds a house")
    parser.add_argument("--games", type=_number(1, 1000), default=2,
                        help="games per pair and colour (1 to 1000)")
    parser.add_argument("--random-opening", type=_number(0, 100), default=2,
                        help="random plies at the start of each game (0 to 100)")
    parser.add_argument("--seed", type=_number(-10 ** 18), default=1)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--end", default="either")
    return parser


def kalah_tournament(args: argparse.Namespace, stdout: TextIO) -> int:
    from engines.games.kalah.tournament import parse_entrants, run
    try:
        m, n = (parse_int(x, 1, 99) for x in args.board.split(","))
    except ValueError:
        raise NotationError("kalah tournament: --board is m,n, e.g. 6,4, not '{0}'", args.board)
    result = run(parse_entrants(args.players), m, n, args.games, args.random_opening,
                 args.seed, args.variant, args.end)
    print(f"Kalah({m},{n}), {args.games} game(s) per pair and colour, "
          f"{args.random_opening} random opening plies", file=stdout)
    print(result.table(), file=stdout)
    return 0


def _analyze_one(game: Any, analyzer: Any, text: str, args: argparse.Namespace) -> dict[str, Any]:
    pos = game.parse_position(text)
    limited = args.depth is not None or args.time_limit is not None
    prepare = getattr(analyzer, "prepare", None)
    if prepare is not None:  # a table built on first use (Kalah's endgame database)
        prepare(pos, limited, sys.stderr)
    check_reach(analyzer, pos, limited)
    time_limit = args.time_limit
    if time_limit is None and args.depth is not None:
        time_limit = DEPTH_TIME_LIMIT
    try:
        analysis = analyzer.analyze(pos, depth=args.depth, time_limit=time_limit)
    except TableFull as exc:
        raise NotationError("{0}: position too large to solve exactly ({1}); "
                            "use --depth or --time-limit", game.info.name, exc)
    except TimeUp:
        raise NotationError("{0}: the time limit ran out before the first answer; "
                            "give more seconds", game.info.name)
    result: dict[str, Any] = analysis.to_json()
    return result


def analyze(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    options = {o.name: getattr(args, o.name) for e in ENTRIES for o in e.options}
    game, analyzer = build(args.game, args.variant, options, command_line=True)
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
        except (InputError, RecursionError, MemoryError) as exc:
            # One bad line never stops the run: it gets its error in its place.
            out, status = {"position": text, "error": _one_line(exc)}, max(status, EXIT_BAD_INPUT)
        except (BrokenPipeError, KeyboardInterrupt):
            raise
        except Exception as exc:  # a bug: still an answer for this line and the run goes on
            out = {"position": text, "error": f"internal error: {_one_line(exc)}"}
            status = status or EXIT_INTERNAL
        print(json.dumps(out, ensure_ascii=False), file=stdout, flush=True)
    return status


def _one_line(exc: BaseException) -> str:
    """The message of ``exc`` as one short line (resource errors named in plain words)."""
    if isinstance(exc, RecursionError):
        text = "the input is nested too deeply"
    elif isinstance(exc, MemoryError):
        text = "out of memory: the input is too large"
    elif isinstance(exc, (InputError, UsageError)):
        text = str(exc)
    else:
        text = f"{type(exc).__name__}: {exc}"
    text = " ".join(text.split())
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE - 1] + "…"


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    try:
        argv = list(sys.argv[1:] if argv is None else argv)
        if not argv or argv[0] not in COMMANDS:
            raise UsageError(f"the first word must be one of: {', '.join(COMMANDS)}")
        # Intermixed parsing lets options come after the game name, before or after the position.
        if argv[0] == "ege":
            code = ege(_ege_parser().parse_args(argv[1:]), stdout)
        elif argv[0] == "solitaire":
            from engines.games.solitaire.cli import run
            code = run(argv[1:], stdin, stdout)
        elif argv[0] == "kalah-tournament":
            code = kalah_tournament(_tournament_parser().parse_args(argv[1:]), stdout)
        elif argv[0] == "battle":
            from engines.battle.cli import main as battle
            code = battle(argv[1:], stdout)
        elif argv[0] == "exercise":
            from engines.exercise.cli import main as exercise
            code = exercise(argv[1:], stdout)
        else:
            code = analyze(_analyze_parser().parse_intermixed_args(argv[1:]), stdin, stdout)
        stdout.flush()
        return code
    except (UsageError, InputError, RecursionError, MemoryError) as exc:
        print(_one_line(exc), file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``… | head``): stop quietly; Python's own flush at exit would
        # fail again, so standard output now goes nowhere.
        if stdout is sys.stdout:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        return EXIT_INTERNAL
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug in the engines: one line all the same, never a traceback
        print(f"internal error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_INTERNAL
