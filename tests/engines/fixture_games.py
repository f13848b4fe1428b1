"""Tiny games with values known by hand, for testing the generic solvers."""
from __future__ import annotations

from engines.protocol import Game, GameInfo, NotationError, ValueKind


class TreeGame(Game[str, str]):
    """A game given as an explicit tree; leaves hold scores for the player who moved first.

    The default is the tree of AIMA's Figure 5.2 (MAX to move at A; minimax value 3)::

                    A
          a1/      a2|       \\a3
           B         C         D
        /  |  \\   /  |  \\   /  |  \\
       3  12   8  2   4   6  14  5   2
    """

    FIG52 = {"A": ["B", "C", "D"], "B": ["B1", "B2", "B3"], "C": ["C1", "C2", "C3"],
             "D": ["D1", "D2", "D3"]}
    FIG52_LEAVES = {"B1": 3, "B2": 12, "B3": 8, "C1": 2, "C2": 4, "C3": 6, "D1": 14, "D2": 5,
                    "D3": 2}

    def __init__(self, children: dict[str, list[str]] | None = None,
                 leaves: dict[str, int] | None = None, root: str = "A") -> None:
        self.children = children or self.FIG52
        self.leaves = leaves or self.FIG52_LEAVES
        self.root = root
        self.info = GameInfo("tree", "fig52", ValueKind.SCORE)

    def depth(self, pos: str) -> int:
        return next(d for d, p in enumerate(self._path(pos)) if p == pos)

    def _path(self, pos: str) -> list[str]:
        parents = {c: p for p, cs in self.children.items() for c in cs}
        path = [pos]
        while path[-1] in parents:
            path.append(parents[path[-1]])
        return path[::-1]

    def initial(self) -> str:
        return self.root

    def to_move(self, pos: str) -> int:
        return (len(self._path(pos)) - 1) % 2

    def legal_moves(self, pos: str) -> list[str]:
        return list(self.children.get(pos, []))

    def play(self, pos: str, move: str) -> str:
        if move not in self.children.get(pos, []):
            raise ValueError(move)
        return move

    def terminal_value(self, pos: str) -> int:
        score = self.leaves[pos]
        return score if self.to_move(pos) == 0 else -score

    def parse_position(self, text: str) -> str:
        if text not in self.children and text not in self.leaves:
            raise NotationError(text)
        return text

    def format_position(self, pos: str) -> str:
        return pos

    def format_move(self, pos: str, move: str) -> str:
        return move


class Subtraction(Game[tuple[int, int], int]):
    """One heap; take 1 or 2; who takes the last stone wins. Long games test recursion."""

    def __init__(self) -> None:
        self.info = GameInfo("subtraction", "1-2", ValueKind.WIN_LOSS, impartial=True)

    def initial(self) -> tuple[int, int]:
        return (10, 0)

    def to_move(self, pos: tuple[int, int]) -> int:
        return pos[1]

    def legal_moves(self, pos: tuple[int, int]) -> list[int]:
        return [t for t in (1, 2) if t <= pos[0]]

    def play(self, pos: tuple[int, int], move: int) -> tuple[int, int]:
        if move not in self.legal_moves(pos):
            raise ValueError(move)
        return (pos[0] - move, 1 - pos[1])

    def terminal_value(self, pos: tuple[int, int]) -> int:
        return -1

    def key(self, pos: tuple[int, int]) -> int:
        return pos[0]

    def parse_position(self, text: str) -> tuple[int, int]:
        return (int(text), 0)

    def format_position(self, pos: tuple[int, int]) -> str:
        return str(pos[0])

    def format_move(self, pos: tuple[int, int], move: int) -> str:
        return str(move)


class BonusSubtraction(Subtraction):
    """Take 1 or 2; taking 2 from an even heap earns another move (like a Kalah extra turn).

    Who moves is part of the position, so the solvers must keep the sign when the mover stays.
    """

    def __init__(self) -> None:
        super().__init__()
        self.info = GameInfo("bonus-subtraction", "1-2", ValueKind.WIN_LOSS)

    def play(self, pos: tuple[int, int], move: int) -> tuple[int, int]:
        if move not in self.legal_moves(pos):
            raise ValueError(move)
        again = move == 2 and pos[0] % 2 == 0
        return (pos[0] - move, pos[1] if again else 1 - pos[1])

    def key(self, pos: tuple[int, int]) -> tuple[int, int]:
        return pos
