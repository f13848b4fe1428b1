"""A stone-heap exam task as a game to play: Petya and Vanya, from any S or any heaps.

The position is the heaps, who is to move and, for the no-repeat rules, the last move of each
player. Values come from the task's exact solution (retrograde analysis), so games that can go
round in circles are played too: there the value is a draw (nobody can force the end).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engines.analysis import Analysis, Analyzer, longest, shortest
from engines.games.ege.solve import (Edge, HorizonSolution, Solution, State, edges_from,
                                     solve_states)
from engines.games.ege.task import DRAW, PLAYERS, Task
from engines.protocol import (Game, GameInfo, IllegalMove, NotationError, NumberError, ValueKind,
                              parse_int)
from engines.solvers.alphabeta import SearchOptions
from engines.solvers.control import SearchControl

VARIANTS = ("task",)
"""One variant: the task holds the rules."""
Move = tuple[int, int]
"""(index of the rule in the task's moves, index of the heap)."""


@dataclass(frozen=True)
class HeapsPosition:
    heaps: tuple[int, ...]
    mover: int = 0
    """0: Petya to move, 1: Vanya."""
    mine: Move | None = None
    """The mover's own previous move (for the no-repeat rules)."""
    theirs: Move | None = None
    """The opponent's last move."""


class StoneHeaps(Game[HeapsPosition, Move]):
    def __init__(self, task: Task, s: int, source: dict[str, Any] | None = None) -> None:
        self.task, self.s = task, s
        self.source = source
        """The task's fields as given (kept for save files)."""
        self.info = GameInfo("ege", VARIANTS[0], ValueKind.WIN_LOSS, PLAYERS)

    def state(self, pos: HeapsPosition) -> State:
        """The solver's state: what the rules look at (never who is to move)."""
        return edges_state(self.task, pos)

    def initial(self) -> HeapsPosition:
        return HeapsPosition(self.task.start(self.s))

    def to_move(self, pos: HeapsPosition) -> int:
        return pos.mover

    def edges(self, pos: HeapsPosition) -> list[Edge]:
        if self.task.ended(pos.heaps):
            return []
        return edges_from(self.task, (pos.heaps, pos.mine, pos.theirs))

    def legal_moves(self, pos: HeapsPosition) -> Sequence[Move]:
        return [e.move for e in self.edges(pos)]

    def play(self, pos: HeapsPosition, move: Move) -> HeapsPosition:
        for e in self.edges(pos):
            if e.move == move:
                # Keep only the last moves a no-repeat rule looks at: equal positions then
                # read (and are cached) as equal.
                rule = self.task.no_repeat
                return HeapsPosition(e.heaps, 1 - pos.mover,
                                     pos.theirs if rule == "own" else None,
                                     move if rule != "none" else None)
        raise IllegalMove("{0} is not a legal move in {1}", move, self.format_position(pos))

    def terminal_value(self, pos: HeapsPosition) -> int:
        if not self.task.ended(pos.heaps):
            return DRAW  # stuck before the end: nobody won
        return -self.task.end_value_for_mover(pos.heaps)

    # --- notation: "7 10" (Petya to move), "7 10 Vanya", "… last=2.1 own=1.2" -----------
    def format_position(self, pos: HeapsPosition) -> str:
        parts = [*map(str, pos.heaps), PLAYERS[pos.mover]]
        if pos.theirs is not None:
            parts.append(f"last={pos.theirs[0] + 1}.{pos.theirs[1] + 1}")
        if pos.mine is not None:
            parts.append(f"own={pos.mine[0] + 1}.{pos.mine[1] + 1}")
        return " ".join(parts)

    def parse_position(self, text: str) -> HeapsPosition:
        heaps: list[int] = []
        mover, mine, theirs = 0, None, None
        for word in text.replace(",", " ").split():
            lower = word.lower()
            if re.fullmatch(r"[0-9]+", word):
                try:
                    heaps.append(parse_int(word))
                except NumberError as exc:
                    raise NotationError("ege: a heap is {0}", exc)
            elif lower in ("petya", "vanya"):
                mover = ("petya", "vanya").index(lower)
            elif re.fullmatch(r"(last|own)=[0-9]{1,3}\.[0-9]{1,3}", lower):
                key, value = lower.split("=")
                rule, heap = (int(v) - 1 for v in value.split("."))
                if not (0 <= rule < len(self.task.moves) and 0 <= heap < len(self.task.heaps)):
                    raise NotationError("ege: no move {0}", word)
                if key == "last":
                    theirs = (rule, heap)
                else:
                    mine = (rule, heap)
            else:
                raise NotationError("ege: '{0}' is neither a heap size nor Petya/Vanya", word)
        if len(heaps) != len(self.task.heaps):
            raise NotationError("ege: this task has {0} heaps, not {1}", len(self.task.heaps),
                                len(heaps))
        return HeapsPosition(tuple(heaps), mover, mine, theirs)

    def format_move(self, pos: HeapsPosition, move: Move) -> str:
        text = self.task.moves[move[0]].expr.text.replace(" ", "")
        return f"{move[1] + 1}:{text}" if len(pos.heaps) > 1 else text

    def parse_move(self, pos: HeapsPosition, text: str) -> Move:
        """A move as written (``x*2``, ``2:x+1``) or as the heap sizes it leaves (``7 20``)."""
        sizes = text.replace(",", " ").split()
        if sizes and all(re.fullmatch(r"[0-9]{1,18}", s) for s in sizes) \
                and len(sizes) == len(pos.heaps):
            wanted = tuple(parse_int(s) for s in sizes)
            for e in self.edges(pos):
                if e.heaps == wanted:
                    return e.move
            raise NotationError("ege: no move leaves the heaps {0}", " ".join(sizes))
        return super().parse_move(pos, text)

    def settings(self) -> dict[str, Any]:
        return {"s": self.s, "task": self.source}


def check_start(task: Task, s: object) -> int:
    """``s`` as the S a game of ``task`` starts from; raises :class:`NotationError` naming what
    is wrong."""
    if not isinstance(s, int) or isinstance(s, bool) or s < 0:
        raise NotationError("ege: S must be a whole number ≥ 0, not {0}", s)
    if task.ended(task.start(s)):
        raise NotationError("ege: with S = {0} the game is over before it starts", s)
    return s


def edges_state(task: Task, pos: HeapsPosition) -> State:
    if task.no_repeat == "own":
        return (pos.heaps, pos.mine, pos.theirs)
    if task.no_repeat == "opponent":
        return (pos.heaps, None, pos.theirs)
    return (pos.heaps, None, None)


class StoneHeapsAnalyzer(Analyzer[HeapsPosition, Move]):
    """Values from one exact solution of the task, grown when a position falls outside it."""

    def __init__(self, game: StoneHeaps, solution: Solution | None = None) -> None:
        super().__init__(game)
        self.heaps_game = game
        self.solution = solution

    def is_best(self, value: float, kept: list[int | None], move_value: float,
                move_remoteness: int | None) -> bool:
        # The exam counts on which move the winner wins: best play is the quickest win (and,
        # for the loser, the longest resistance), not just any move that keeps the result.
        if move_value != value or value == DRAW:
            return move_value == value
        target = shortest(kept) if value > 0 else longest(kept)
        return target is None or move_remoteness == target

    def solution_for(self, state: State, control: SearchControl) -> Solution:
        if self.solution is None or not self.solution.covers(state):
            self.solution = solve_states(self.heaps_game.task, [state], control)
        return self.solution

    def analyze(self, pos: HeapsPosition, *, control: SearchControl | None = None,
                depth: int | None = None, time_limit: float | None = None,
                search: SearchOptions | None = None) -> Analysis[HeapsPosition, Move]:
        analysis = super().analyze(pos, control=control, depth=depth, time_limit=time_limit,
                                   search=search)
        sol = self.solution
        if not analysis.exact or analysis.terminal or not isinstance(sol, HorizonSolution):
            return analysis
        # A task too big to play out is searched only so many plies ahead: where this
        # position or one of its moves lies beyond, nobody's win is proved, which is not a
        # draw. Say what was found: an estimate at that depth.
        game = self.heaps_game
        states = [game.state(pos)] + [e.child for e in game.edges(pos) if e.child is not None]
        if all(sol.known(state) for state in states):
            return analysis
        return replace(analysis, exact=False, remoteness=None, depth=sol.horizon.plies)

    def exact_values(self, pos: HeapsPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Move, float, int | None]]]:
        game = self.heaps_game
        state = game.state(pos)
        sol = self.solution_for(state, control)
        value = sol.value_of(state)
        moves: list[tuple[Move, float, int | None]] = []
        for e in game.edges(pos):
            if e.end is not None:
                moves.append((e.move, e.end, 1))
                continue
            child = e.child
            assert child is not None
            v = sol.value_of(child)
            moves.append((e.move, -v, sol.remoteness_of(child) + 1 if v != DRAW else None))
        return value, sol.remoteness_of(state) if value != DRAW else None, moves

