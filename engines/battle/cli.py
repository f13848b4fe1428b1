"""``python -m engines battle …``: the command line of ``shared/battle-cli.md``.

One JSON object on stdout and exit 0 when the battle ran (forfeits included); bad arguments
raise (an :class:`engines.protocol.InputError` or :class:`engines.cli.UsageError`) and
:func:`engines.cli.main` prints them as one line, exit 2.
"""
from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TextIO

from engines.battle.battle import MAX_GAMES, Battle
from engines.cli_args import Parser as _Parser
from engines.cli_args import UsageError
from engines.cli_args import seconds as _seconds
from engines.cli_args import whole_number as _number

EPILOG = """\
players: a strategy file (*.py with one function choose_move(position, moves, info); it
  runs in its own process, see the help page "Battles of strategies"), or an engine:
  random       a random legal move
  perfect      exact play where the game's engine solves the position (the app's
               perfect strength, traps in lost positions), else its search for
               --move-time seconds a move
  depth:D      a search D plies deep (1 to 200; at most 30 s a move)
  time:T       a search for T seconds a move
every pair plays N games, the pair's first-named player starting games 1, 3, 5...;
a win is 1 point, a draw half a point, a forfeit a loss (with its reason and message).
card games (odnomastka, durak) with no "hands" in --settings: each two games of a pair
get a deal of k cards a hand shuffled with --seed, the same deals for every pair.
the same command prints the same results; a time-limited search (time:T, perfect
beyond the exact engine) depends on the machine's speed.
forfeit reasons: timeout, crash, import, illegal, malformed, output, memory, exit.
a file runs with its own folder as the current folder; what it prints is kept for each
game (the field "output", 64 KB a file a game; more than 4 MB in a game forfeits), and
every program it starts ends with its game.
"""


def parser() -> argparse.ArgumentParser:
    out = _Parser(prog="python -m engines battle",
                  description="Strategies (pupils' files and engines) play each other.",
                  epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    out.add_argument("game")
    out.add_argument("players", nargs="+", metavar="PLAYER")
    out.add_argument("--variant")
    out.add_argument("--settings", metavar="JSON",
                     help='the game\'s settings as in its save files, e.g. \'{"heaps": [3, 4, 5]}\'')
    out.add_argument("--games", type=_number(1, MAX_GAMES), default=2, metavar="N",
                     help=f"games per pair of players (default 2, at most {MAX_GAMES})")
    out.add_argument("--seed", type=_number(-10 ** 18), default=1, metavar="S",
                     help="makes random players and deals repeatable (default 1)")
    out.add_argument("--move-time", type=_seconds, default=2.0, metavar="SECONDS",
                     help="a strategy file's time a move (default 2)")
    out.add_argument("--memory-mb", type=_number(16, 1_000_000), default=256, metavar="MB",
                     help="a strategy file's memory (default 256)")
    return out


def main(argv: Sequence[str], stdout: TextIO) -> int:
    args = parser().parse_intermixed_args(argv)
    settings = {}
    if args.settings is not None:
        try:
            settings = json.loads(args.settings)
        except ValueError as exc:
            raise UsageError(f"argument --settings: not JSON: {exc}") from None
    battle = Battle(args.game, args.players, variant=args.variant, settings=settings,
                    games=args.games, seed=args.seed, move_time=args.move_time,
                    memory_mb=args.memory_mb)
    result = battle.run()
    print(json.dumps(result.to_json(words=False), ensure_ascii=False), file=stdout)
    return 0
