"""``python -m engines solitaire …``: the command of ``shared/solitaire-cli.md``.

One JSON object a deal on stdout (JSON Lines with ``--batch``, a bad line answered with
``{"error": …}`` in its place); bad input: one line on stderr and exit 2 (``engines.cli``
prints the message of the :class:`~engines.protocol.InputError` raised here).
"""
from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any, NoReturn, TextIO

from engines.games.solitaire.deal import format_deal, parse_deal
from engines.games.solitaire.shuffle import MAX_SEED, seeded_deal
from engines.games.solitaire.solver import (
    DEFAULT_NODE_LIMITS, DEFAULT_TABLE_SIZE, Limits, Policy, solve)
from engines.protocol import InputError, NotationError, NumberError, parse_int, parse_seconds

EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 1
MAX_NODES = 10 ** 9

EPILOG = f"""\
result: "won" (52 cards reached the foundations), "lost" (the search finished: 52 is
impossible and "score" is the proved best), "undetermined" (a limit stopped the search:
"score" is the best found so far, "exact" is false).
bound: the most any play can reach, proved ("score" itself when "exact"); an undetermined
deal's best lies between "score" and "bound", and a bound below 52 proves it cannot be won.

limits: --node-limit defaults to {DEFAULT_NODE_LIMITS[1]:,} nodes with --draw 1 and \
{DEFAULT_NODE_LIMITS[3]:,} with --draw 3:
an undetermined deal then takes about 2.5 and 0.7 seconds on the development PC with the
compiled kernels, 20 and 6 without (a school PC may take twice as long); most won deals
need a few hundred nodes, while proving a deal lost can need millions. --time-limit S
stops after S seconds.
The transposition table keeps {DEFAULT_TABLE_SIZE:,} positions by default (--table-size),
dropping the least recently used when full (--policy); one that can hold a position for
every node never fills.
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not usage + message
        raise NotationError("solitaire: {0}", message)


def _typed(parse: Any) -> Any:
    def read(text: str) -> Any:
        try:
            return parse(text)
        except NumberError as exc:
            raise argparse.ArgumentTypeError(str(exc))
    return read


def _draw(text: str) -> int:
    n = parse_int(text)
    if n not in (1, 3):
        raise NumberError("1 or 3, not {0}", n)
    return n


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m engines solitaire",
                description="The best result of a thoughtful Klondike deal (every card known).",
                epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("deal", nargs="*", help="52 cards in dealing order, e.g. \"AS 2H …\"")
    p.add_argument("--batch", action="store_true",
                   help="read one deal a line from stdin, print JSON Lines")
    p.add_argument("--seed", type=_typed(lambda t: parse_int(t, 0, MAX_SEED)), metavar="N",
                   help="deal number N of the program's own seeded shuffle")
    p.add_argument("--draw", type=_typed(_draw), default=1,
                   metavar="1|3", help="cards turned from the stock at a time (default 1)")
    p.add_argument("--node-limit", type=_typed(lambda t: parse_int(t, 1, MAX_NODES)),
                   metavar="N", help=f"stop after N nodes (default {DEFAULT_NODE_LIMITS[1]:,} "
                                     f"with draw 1, {DEFAULT_NODE_LIMITS[3]:,} with draw 3)")
    p.add_argument("--time-limit", type=_typed(parse_seconds), metavar="S",
                   help="stop after S seconds (a positive number)")
    p.add_argument("--table-size", type=_typed(lambda t: parse_int(t, 1, 100_000_000)),
                   default=DEFAULT_TABLE_SIZE, metavar="N",
                   help=f"positions the table keeps (default {DEFAULT_TABLE_SIZE:,})")
    p.add_argument("--policy", choices=[x.value for x in Policy],
                   default=Policy.LEAST_RECENT.value,
                   help="what a full table drops (default least-recent)")
    return p


def run(argv: Sequence[str], stdin: TextIO, stdout: TextIO) -> int:
    args = parser().parse_intermixed_args(list(argv))
    limits = Limits(args.node_limit, args.time_limit, args.table_size, Policy(args.policy))
    given = sum((bool(args.deal), args.batch, args.seed is not None))
    if given != 1:
        raise NotationError("solitaire: give one of a DEAL, --seed N or --batch")
    if not args.batch:
        deal = seeded_deal(args.seed) if args.seed is not None else parse_deal(" ".join(args.deal))
        print(json.dumps(answer(deal, args.draw, limits)), file=stdout)
        return 0
    status = 0
    for line in stdin:
        if not line.strip():
            continue
        try:
            out = answer(parse_deal(line), args.draw, limits)
        except InputError as exc:
            out, status = {"error": _one_line(str(exc))}, max(status, EXIT_BAD_INPUT)
        except (BrokenPipeError, KeyboardInterrupt, MemoryError):
            raise
        except Exception as exc:  # a bug: this line says so and the run goes on
            out = {"error": _one_line(f"internal error: {type(exc).__name__}: {exc}")}
            status = status or EXIT_INTERNAL
        print(json.dumps(out), file=stdout, flush=True)
    return status


def answer(deal: tuple[int, ...], draw: int, limits: Limits) -> dict[str, Any]:
    """The contract's JSON object for one deal."""
    r = solve(deal, draw, limits)
    return {"deal": format_deal(deal), "draw": draw, "result": r.result, "score": r.score,
            "exact": r.exact, "moves": len(r.line), "nodes": r.nodes,
            "seconds": round(r.seconds, 3), "line": list(r.line),
            "bound": r.bound}  # added to the contract's fields, after them


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]
