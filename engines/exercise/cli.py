"""``python -m engines exercise GAME --kind KIND …``: the contract of
``shared/exercise-cli.md`` (JSON Lines on stdout; bad arguments: one line, exit 2)."""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from engines.cli_args import Parser, whole_number

MAX_COUNT = 1000
MAX_SEED = 10 ** 9


def main(argv: Sequence[str], stdout: TextIO) -> int:
    from engines.exercise.catalog import generate
    parser = Parser(prog="python -m engines exercise",
                    description="Exercises generated and checked by the exact engines.")
    parser.add_argument("game")
    parser.add_argument("--kind", required=True)
    parser.add_argument("--variant")
    parser.add_argument("--level", type=whole_number(1, 100), default=1)
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=1)
    parser.add_argument("--count", type=whole_number(1, MAX_COUNT), default=1)
    args = parser.parse_args(list(argv))
    # Generate them all first: a bad argument found by the generator prints nothing else.
    lines = [json.dumps(generate(args.game, args.kind, variant=args.variant, level=args.level,
                                 seed=args.seed + i).to_json(), ensure_ascii=False)
             for i in range(args.count)]
    for line in lines:
        print(line, file=stdout)
    return 0
