"""A game of Klondike being played by hand: the deal, the draw, the moves made, undo and redo.

No Qt here: the tab shows a :class:`HandGame` and asks it, and through it the rules
(:class:`~engines.games.solitaire.rules.Klondike`), everything about legality. Positions are the
rules' immutable tuples, one per move made, so undo and redo never recompute anything.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.framework.savefile import SavedGame, SaveFileError
from engines.games.solitaire import DRAWS
from engines.games.solitaire.deal import format_deal, parse_deal
from engines.games.solitaire.rules import (
    FOUNDATION,
    TO_FOUNDATION,
    WASTE,
    Klondike,
    Move,
    Position,
)
from engines.games.solitaire.shuffle import MAX_SEED, seeded_deal
from engines.protocol import InputError

GAME_NAME = "solitaire"
"""The name in save files and the help folder."""
MODE = "solo"
"""The saved game's mode: one player, by hand."""


@dataclass
class HandGame:
    deal: tuple[int, ...]
    draw: int = 1
    seed: int | None = None
    """The deal's number when it was dealt by number (None: typed or pasted)."""
    moves: list[Move] = field(default_factory=list)
    """Every move made, those undone included (they can be redone)."""
    positions: list[Position] = field(default_factory=list)
    """``positions[i]`` is the position after ``i`` moves; as long as ``moves`` plus one."""
    current: int = 0
    """Moves on the board now (the rest of ``moves`` were undone)."""

    def __post_init__(self) -> None:
        self.rules = Klondike(self.draw)
        if not self.positions:
            self.positions = [self.rules.start(self.deal)]

    @classmethod
    def seeded(cls, seed: int, draw: int = 1) -> HandGame:
        return cls(seeded_deal(seed), draw, seed)

    # --- where the game stands ------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.positions[self.current]

    @property
    def score(self) -> int:
        return self.rules.score(self.position)

    @property
    def won(self) -> bool:
        return self.rules.won(self.position)

    @property
    def can_undo(self) -> bool:
        return self.current > 0

    @property
    def can_redo(self) -> bool:
        return self.current < len(self.moves)

    def legal(self) -> list[Move]:
        return self.rules.moves(self.position)

    # --- what a hand on the table asks for ----------------------------------------------
    def find(self, source: int, card: int, target: int) -> Move | None:
        """The legal move taking ``card`` (with the cards on it) from ``source`` (a pile,
        WASTE or FOUNDATION) to ``target`` (a pile or FOUNDATION); None if there is none."""
        return next((m for m in self.legal() if m.source == source and m.card == card
                     and m.target == target), None)

    def to_foundation(self, source: int) -> Move | None:
        """The top card of ``source`` onto its foundation, if the rules allow it now."""
        return next((m for m in self.legal() if m.kind == TO_FOUNDATION and m.source == source),
                    None)

    def stock_move(self) -> Move | None:
        """Draw, or turn the waste over when the stock is empty (None: both are empty)."""
        return next((m for m in self.legal() if m.source == -1), None)

    def hint(self) -> Move | None:
        """A move the rules allow: a card to its foundation, a move that uncovers a face-down
        card or plays from the waste; else a draw; else any move. The rules' hint, not a search
        (the solver is the Best play page)."""
        moves = [m for m in self.legal() if m.source != -1]
        pos = self.position

        def reveals(m: Move) -> bool:
            return 0 <= m.source < 7 and len(pos.piles[m.source].up) == m.size and bool(
                pos.piles[m.source].down)
        useful = [m for m in moves if m.source != FOUNDATION
                  and (m.kind == TO_FOUNDATION or reveals(m) or m.source == WASTE)]
        if useful:
            return useful[0]
        return self.stock_move() or (moves[0] if moves else None)

    # --- changes --------------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Make ``move`` (raises :class:`~engines.protocol.IllegalMove` if it is not legal);
        the moves that could be redone are forgotten, as in any undo history."""
        after = self.rules.apply(self.position, move)
        del self.moves[self.current:]
        del self.positions[self.current + 1:]
        self.moves.append(move)
        self.positions.append(after)
        self.current += 1

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self.current -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self.current += 1
        return True

    def move_texts(self) -> list[str]:
        return [self.rules.format_move(m) for m in self.moves]

    # --- files ----------------------------------------------------------------------------
    def to_saved(self) -> SavedGame:
        return SavedGame(GAME_NAME, f"draw-{self.draw}", {"draw": self.draw, "seed": self.seed},
                         format_deal(self.deal), self.move_texts(), self.current, MODE)

    @classmethod
    def from_saved(cls, saved: SavedGame) -> HandGame:
        """The game of a save file, played through; raises :class:`SaveFileError` naming the
        first thing wrong."""
        if saved.game != GAME_NAME:
            raise SaveFileError("the file holds a game of '{0}', not '{1}'", saved.game,
                                GAME_NAME)
        draw = saved.settings.get("draw", 1)
        if draw not in DRAWS or isinstance(draw, bool):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", "draw")
        try:
            deal = parse_deal(saved.start)
        except InputError as exc:
            raise SaveFileError("{0}", exc) from None
        seed: Any = saved.settings.get("seed")
        if not (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED
                and seeded_deal(seed) == deal):
            seed = None  # a number that does not deal these cards would mislead the class
        game = cls(deal, draw, seed)
        for n, text in enumerate(saved.moves, start=1):
            try:
                game.play(game.rules.parse_move(game.position, text))
            except InputError as exc:
                raise SaveFileError("move {0} ('{1}'): {2}", n, text[:20], exc) from None
        game.current = saved.current
        return game
