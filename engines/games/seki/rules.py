"""SEKI and D-SEKI (Gurvich, Gol'berg, Andrade, Borys, Rudolf, "Combinatorial games modeling seki
in GO", Discrete Mathematics 329, 2014).

An m×n matrix of non-negative integers; R (rows) and C (columns) alternate. A move decreases one
positive entry by 1, or passes; two passes in a row end the game in a draw. The game ends when a
row or a column becomes all zeros: a zero row — R wins, a zero column — C wins, both at once — the
player who made that move wins (SEKI) or it is a draw (D-SEKI).

It ends: every move but a pass lowers the sum, and at most one pass can follow another move.
Positions equal up to permuting rows, permuting columns, or transposing while R and C swap have
equal values, so the memo key is the smallest of those forms.
"""
from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analyzer
from engines.protocol import (MAX_INT, Game, GameInfo, IllegalMove, NotationError, NumberError,
                              ValueKind, parse_int, shorten)

VARIANTS = ("seki", "d-seki")
SIDES = ("R", "C")
PASS = "pass"
Matrix = tuple[tuple[int, ...], ...]
Move = tuple[int, int] | str
MAX_SIDE, MAX_ENTRY = 5, 9


@dataclass(frozen=True, slots=True)
class SekiPosition:
    matrix: Matrix
    mover: int = 0
    """0: R (rows) to move, 1: C (columns)."""
    passes: int = 0
    """Passes in a row just made: 1 — another pass ends the game; 2 — it ended in a draw."""


def zero_rows(m: Matrix) -> bool:
    return any(not any(row) for row in m)


def zero_columns(m: Matrix) -> bool:
    return any(not any(col) for col in zip(*m))


def transpose(m: Matrix) -> Matrix:
    return tuple(zip(*m))


@functools.lru_cache(maxsize=1 << 18)
def canonical(m: Matrix) -> Matrix:
    """The smallest form under row and column permutations (all column orders tried, rows
    sorted for each): exact for the small matrices this game is played on."""
    best: Matrix | None = None
    for order in itertools.permutations(range(len(m[0]))):
        form = tuple(sorted(tuple(row[j] for j in order) for row in m))
        if best is None or form < best:
            best = form
    assert best is not None
    return best


class Seki(Game[SekiPosition, Move]):
    def __init__(self, variant: str = "seki") -> None:
        if variant not in VARIANTS:
            raise NotationError("seki: unknown variant '{0}' (one of {1})", variant,
                                ", ".join(VARIANTS))
        self.variant = variant
        self.info = GameInfo("seki", variant, ValueKind.WIN_LOSS, SIDES)

    def initial(self) -> SekiPosition:
        return SekiPosition(((2, 1), (1, 2)))

    def to_move(self, pos: SekiPosition) -> int:
        return pos.mover

    def result(self, pos: SekiPosition) -> int | None:
        """The winner (0 R, 1 C), -1 for a draw, None while the game goes on."""
        if pos.passes >= 2:
            return -1
        rows, cols = zero_rows(pos.matrix), zero_columns(pos.matrix)
        if rows and cols:  # the move just made emptied both: its maker wins in SEKI
            return -1 if self.variant == "d-seki" else 1 - pos.mover
        if rows:
            return 0
        if cols:
            return 1
        return None

    def legal_moves(self, pos: SekiPosition) -> Sequence[Move]:
        if self.result(pos) is not None:
            return []
        moves: list[Move] = [(r, c) for r, row in enumerate(pos.matrix)
                             for c, x in enumerate(row) if x > 0]
        moves.append(PASS)
        return moves

    def play(self, pos: SekiPosition, move: Move) -> SekiPosition:
        if self.result(pos) is not None:
            raise IllegalMove("seki: the game is over")
        if move == PASS:
            return SekiPosition(pos.matrix, 1 - pos.mover, pos.passes + 1)
        if not isinstance(move, tuple):
            raise IllegalMove("seki: {0} is not a move", move)
        r, c = move
        if not (0 <= r < len(pos.matrix) and 0 <= c < len(pos.matrix[0])) or \
                pos.matrix[r][c] == 0:
            raise IllegalMove("seki: entry {0},{1} cannot be decreased", r + 1, c + 1)
        rows = list(map(list, pos.matrix))
        rows[r][c] -= 1
        return SekiPosition(tuple(map(tuple, rows)), 1 - pos.mover, 0)

    def terminal_value(self, pos: SekiPosition) -> int:
        winner = self.result(pos)
        if winner is None or winner == -1:
            return 0
        return 1 if winner == pos.mover else -1

    def key(self, pos: SekiPosition) -> Hashable:
        if self.result(pos) is not None:
            return ((), 0, self.terminal_value(pos) + 3)  # the end: only its value matters
        direct = (canonical(pos.matrix), pos.mover, pos.passes)
        flipped = (canonical(transpose(pos.matrix)), 1 - pos.mover, pos.passes)
        return min(direct, flipped)

    # --- notation: "2,1/1,2 R", "2,1/1,2 C passed" ("passed twice": ended in a draw) --------
    def format_position(self, pos: SekiPosition) -> str:
        rows = "/".join(",".join(map(str, row)) for row in pos.matrix)
        return f"{rows} {SIDES[pos.mover]}" + ("", " passed", " passed twice")[pos.passes]

    def parse_position(self, text: str) -> SekiPosition:
        words = text.split()
        passes = 0
        if words[2:] == ["passed"]:
            passes = 1
        elif words[2:] == ["passed", "twice"]:
            passes = 2
        if len(words) < 2 or (len(words) > 2 and not passes):
            raise NotationError("seki: write the matrix, then R or C, then 'passed' if the "
                                "last move was a pass, e.g. 2,1/1,2 R; got '{0}'", text.strip())
        if words[1] not in SIDES:
            raise NotationError("seki: the player to move is R or C, not '{0}'", words[1])
        rows = []
        if words[0].count("/") >= MAX_SIDE or words[0].count(",") >= MAX_SIDE * MAX_SIDE:
            raise NotationError("seki: at most {0}×{0}", MAX_SIDE)
        for i, part in enumerate(words[0].split("/"), 1):
            try:
                row = tuple(parse_int(x, -MAX_INT) for x in part.split(","))
            except NumberError:
                raise NotationError("seki: row {0} is not numbers: '{1}'", i, shorten(part))
            if any(x < 0 or x > MAX_ENTRY for x in row):
                raise NotationError("seki: row {0} has an entry outside 0…{1}", i, MAX_ENTRY)
            rows.append(row)
        if len({len(r) for r in rows}) != 1:
            raise NotationError("seki: the rows must have equal length")
        if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE:
            raise NotationError("seki: at most {0}×{0}", MAX_SIDE)
        return SekiPosition(tuple(rows), SIDES.index(words[1]), passes)

    def format_move(self, pos: SekiPosition, move: Move) -> str:
        if isinstance(move, tuple):
            return f"{move[0] + 1},{move[1] + 1}"
        return PASS

    def settings(self) -> dict[str, Any]:
        return {}


def classify(game: Seki, matrix: Matrix, solve: Any) -> dict[str, Any]:
    """Who wins when R starts and when C starts; seki (a draw whoever starts); complete seki
    (for both starters every move except a pass loses). ``solve(pos)`` gives (value, moves)."""
    out: dict[str, Any] = {}
    complete = True
    for starter in (0, 1):
        pos = SekiPosition(matrix, starter)
        value, moves = solve(pos)
        out[SIDES[starter]] = value if starter == 0 else -value  # R's view: +1 R wins
        if any(v >= 0 for m, v in moves if m != PASS):
            complete = False
    draw_both = out["R"] == 0 and out["C"] == 0
    out["seki"] = draw_both
    out["complete"] = draw_both and complete
    return out


EXACT_POSITIONS = 300_000
"""Matrices at or below a position (entries + 1 multiplied) an exact answer reaches in a few
seconds (measured: 3×3 of 3s, 262,144, 5.0 s; 3×3 of 4s and 4×4 of 2s, over 20 s)."""


def check_reach(pos: SekiPosition) -> None:
    """Refuse at once a matrix too large to solve exactly in seconds (the app and the command
    line share this limit)."""
    size = math.prod(x + 1 for row in pos.matrix for x in row)
    if size > EXACT_POSITIONS:
        raise NotationError("seki: these liberties allow {0} smaller matrices; an exact answer "
                            "reaches at most {1}", size, EXACT_POSITIONS)


class SekiAnalyzer(Analyzer[SekiPosition, Move]):
    """The generic exact solver, with the limit of :func:`check_reach`."""

    def check_reach(self, pos: SekiPosition, limited: bool) -> None:
        if not limited:
            check_reach(pos)
