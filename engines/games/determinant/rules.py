"""Determinant (Baboshina & Kornilov): A and B write 1…9 into a 3×3 table; A maximises
SA − SB (the row products' sum minus the column products' sum), B minimises it.

Permuting rows or columns keeps every row product and every column product, so the 36 row and
column permutations are symmetries: positions are remembered by a canonical form under them.
"""
from __future__ import annotations

import re

import itertools
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from engines.analysis import Analyzer
from engines.games.determinant.table import TABLE_MAX_FILLED, encode, read_table
from engines.protocol import Game, GameInfo, IllegalMove, NotationError, ValueKind
from engines.solvers.control import SearchControl

CELLS = 9
COLUMN_ORDERS = tuple(itertools.permutations(range(3)))

Move = tuple[int, int]
"""(number 1…9, cell 0…8 row by row)."""


@dataclass(frozen=True)
class DetPosition:
    """The table row by row; 0 marks an empty cell. A moves when an even number is filled."""

    cells: tuple[int, ...]

    @property
    def filled(self) -> int:
        return sum(1 for c in self.cells if c)

    def __repr__(self) -> str:
        return f"DetPosition(cells={self.cells!r})"


def score(cells: Sequence[float]) -> float:
    """SA − SB of a full table (whole numbers give a whole number)."""
    a, b, c, d, e, f, g, h, i = cells
    return (a * b * c + d * e * f + g * h * i) - (a * d * g + b * e * h + c * f * i)


def canonical(cells: Sequence[int]) -> tuple[int, ...]:
    """The least form of ``cells`` under the 36 row and column permutations.

    For each column order the rows are sorted, which covers every row order at once.
    """
    rows = (cells[0:3], cells[3:6], cells[6:9])
    best: tuple[int, ...] | None = None
    for p, q, r in COLUMN_ORDERS:
        form = tuple(itertools.chain.from_iterable(sorted((row[p], row[q], row[r])
                                                          for row in rows)))
        if best is None or form < best:
            best = form
    assert best is not None
    return best


class Determinant(Game[DetPosition, Move]):
    def __init__(self) -> None:
        self.info = GameInfo("determinant", "standard", ValueKind.SCORE)

    def initial(self) -> DetPosition:
        return DetPosition((0,) * CELLS)

    def to_move(self, pos: DetPosition) -> int:
        return pos.filled % 2

    def legal_moves(self, pos: DetPosition) -> list[Move]:
        used = set(pos.cells)
        empty = [i for i, c in enumerate(pos.cells) if not c]
        return [(n, cell) for n in range(1, 10) if n not in used for cell in empty]

    def play(self, pos: DetPosition, move: Move) -> DetPosition:
        n, cell = move
        if not (1 <= n <= 9 and 0 <= cell < CELLS) or pos.cells[cell] or n in pos.cells:
            raise IllegalMove("determinant: {0}@{1}{2} is not legal", n, cell // 3 + 1,
                              cell % 3 + 1)
        cells = list(pos.cells)
        cells[cell] = n
        return DetPosition(tuple(cells))

    def terminal_value(self, pos: DetPosition) -> int:
        # The full table has 9 numbers, so by the notation B "is to move": SB − SA.
        final = int(score(pos.cells))
        return -final if self.to_move(pos) else final

    def key(self, pos: DetPosition) -> Hashable:
        return canonical(pos.cells)

    def evaluate(self, pos: DetPosition) -> float:
        """SA − SB with every empty cell counted as the mean of the numbers left (mover's view)."""
        left = [n for n in range(1, 10) if n not in pos.cells]
        mean = sum(left) / len(left) if left else 0
        estimate = score([c or mean for c in pos.cells])
        return -estimate if self.to_move(pos) else estimate

    # --- notation ------------------------------------------------------------------------
    def parse_position(self, text: str) -> DetPosition:
        compact = "".join(text.split()).replace("/", "")
        if len(compact) != CELLS:
            raise NotationError("determinant: the table needs 9 cells (digits 1-9 or '.'), "
                                "got {0}", len(compact))
        cells = []
        for i, ch in enumerate(compact):
            if ch in "._0":
                cells.append(0)
            elif ch in "123456789":
                cells.append(int(ch))
            else:
                raise NotationError("determinant: cell {0}{1} holds '{2}', not a digit 1-9 or "
                                    "'.'", i // 3 + 1, i % 3 + 1, ch)
        for n in range(1, 10):
            if cells.count(n) > 1:
                raise NotationError("determinant: number {0} appears twice", n)
        return DetPosition(tuple(cells))

    def format_position(self, pos: DetPosition) -> str:
        return "".join(str(c) if c else "." for c in pos.cells)

    def format_move(self, pos: DetPosition, move: Move) -> str:
        n, cell = move
        return f"{n}@{cell // 3 + 1}{cell % 3 + 1}"

    def parse_move(self, pos: DetPosition, text: str) -> Move:
        t = text.strip().replace(" ", "")
        if not re.fullmatch(r"[1-9]@[0-9][0-9]", t):
            raise NotationError("determinant: '{0}' is not a move; write N@RC, e.g. 4@21", text)
        move = (int(t[0]), (int(t[2]) - 1) * 3 + int(t[3]) - 1)
        if not (1 <= int(t[2]) <= 3 and 1 <= int(t[3]) <= 3) or move not in set(
                self.legal_moves(pos)):
            raise NotationError("determinant: {0} is not a legal move here", t)
        return move


class DeterminantAnalyzer(Analyzer[DetPosition, Move]):
    """Table lookups for the opening, the generic exact solver (memoised on the canonical form)
    for the rest. Every game lasts exactly as many moves as there are empty cells, so the
    remoteness needs no search."""

    def __init__(self, game: Determinant, table: dict[int, int] | None = None) -> None:
        super().__init__(game)
        self._table = table

    @property
    def table(self) -> dict[int, int]:
        if self._table is None:
            self._table = read_table()
        return self._table

    def value(self, pos: DetPosition, control: SearchControl) -> int:
        """Exact value for the player to move in ``pos``."""
        filled = pos.filled
        if filled <= TABLE_MAX_FILLED:
            a_value = self.table.get(encode(canonical(pos.cells)))
            if a_value is not None:
                return a_value if filled % 2 == 0 else -a_value
        self.exact.control = control
        return self.exact.solve(pos)[0]

    def exact_values(self, pos: DetPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Move, float, int | None]]]:
        left = CELLS - pos.filled
        game = self.game
        moves: list[tuple[Move, float, int | None]] = [
            (m, -self.value(game.play(pos, m), control), left) for m in game.legal_moves(pos)]
        return max(v for _, v, _ in moves), left, moves
