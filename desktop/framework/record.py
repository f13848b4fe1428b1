"""The game being played: a start position and the plies since. Qt-free, so tests are simple."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from engines.protocol import Game


@dataclass(frozen=True)
class Ply:
    """One move as played."""

    move: Any
    text: str
    """The move in the game's notation."""
    before: Any
    after: Any
    side: int
    """Who made it (0 = the first side)."""


class GameRecord:
    """Plies are only ever appended or cut back; positions are immutable, so sharing is safe."""

    def __init__(self, game: Game[Any, Any], start: Any) -> None:
        self.game = game
        self.start = start
        self.plies: list[Ply] = []

    @property
    def position(self) -> Any:
        return self.plies[-1].after if self.plies else self.start

    def positions(self) -> list[Any]:
        """The start and every position after a ply."""
        return [self.start] + [p.after for p in self.plies]

    def make_ply(self, move: Any) -> Ply:
        """The ply ``move`` would be from the current position (raises if illegal)."""
        pos = self.position
        return Ply(move, self.game.format_move(pos, move), pos, self.game.play(pos, move),
                   self.game.to_move(pos))

    def truncate(self, length: int) -> None:
        del self.plies[length:]

    def is_over(self) -> bool:
        return not self.game.legal_moves(self.position)


class Mode(enum.Enum):
    """Who plays which side: the seed's four modes."""

    HUMAN_COMPUTER = "hc"
    COMPUTER_HUMAN = "ch"
    COMPUTER_COMPUTER = "cc"
    HUMAN_HUMAN = "hh"

    def computer_plays(self, side: int) -> bool:
        return {"hc": side == 1, "ch": side == 0, "cc": True, "hh": False}[self.value]
