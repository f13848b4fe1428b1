"""The players of a battle: a pupil's strategy file, or an engine (``random``, ``perfect``,
``depth:D``, ``time:T``), all answering "your move here" with a move of the notation.

Every engine player draws its random choices from its own generator, seeded from the battle's
seed and its place in the list, so the same battle plays the same games (a time-limited search
is the exception: how deep it gets depends on the machine).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.analysis import Analysis, Analyzer
from engines.battle.sandbox import Forfeit, StrategyProcess
from engines.battle.views import view
from engines.policy import choose
from engines.protocol import Game, InputError, NotationError, parse_int, parse_seconds
from engines.registry import check_reach
from engines.solvers.control import SearchControl, TableFull, TimeUp

MAX_DEPTH = 200
"""The deepest ``depth:D``, as ``analyze --depth``."""
DEPTH_TIME = 30.0
"""Seconds a ``depth:D`` search may take at most a move (its cost grows like moves to the D)."""

__all__ = ["Forfeit", "Player", "Turn", "make_player"]


@dataclass
class Turn:
    """One move to make: the game, the position and what a strategy is told about it."""

    game: Game[Any, Any]
    analyzer: Analyzer[Any, Any]
    pos: Any
    moves: list[str]
    """The legal moves in the notation, in the game's fixed order."""
    info: dict[str, Any]
    control: SearchControl = field(default_factory=SearchControl)
    """The battle's: its cancel stops an engine's search at once."""

    @property
    def text(self) -> str:
        return self.game.format_position(self.pos)


class Player:
    """A battle's player; ``spec`` is the argument it was made from."""

    def __init__(self, spec: str, rng: random.Random) -> None:
        self.spec = spec
        self.rng = rng

    def choose(self, turn: Turn) -> str:
        """The move (one of ``turn.moves``); a strategy file raises :class:`Forfeit`."""
        raise NotImplementedError

    def close(self) -> None:
        """End whatever the player holds (a child process). Safe twice."""

    def interrupt(self) -> None:
        """Stop a move being thought about (from another thread: the battle's cancel)."""

    def end_game(self) -> str | None:
        """A game of this player is over: what it printed in the game (``None``: nothing, or
        an engine); a file's processes started in the game end."""
        return None

    @property
    def pid(self) -> int | None:
        return None


class RandomPlayer(Player):
    def choose(self, turn: Turn) -> str:
        return self.rng.choice(turn.moves)


class EnginePlayer(Player):
    """The engine's analysis and the app's move policy (best moves, traps in lost positions).

    ``perfect``: the exact analysis where the game's engine reaches the position
    (:func:`engines.registry.check_reach`), else a search limited to ``seconds``;
    ``depth``: a search to that depth; ``seconds`` alone: a search for that long."""

    def __init__(self, spec: str, rng: random.Random, *, depth: int | None = None,
                 seconds: float | None = None, perfect: bool = False,
                 strongest: Analyzer[Any, Any] | None = None) -> None:
        super().__init__(spec, rng)
        self.depth, self.seconds, self.perfect = depth, seconds, perfect
        self.strongest = strongest
        """The app's strongest player where the exact engine does not reach (Kalah's)."""

    def choose(self, turn: Turn) -> str:
        analysis = self._analysis(turn)
        return choose(analysis, rng=self.rng).move.text

    def _analysis(self, turn: Turn) -> Analysis[Any, Any]:
        analyzer, pos = turn.analyzer, turn.pos
        if self.perfect:
            try:
                check_reach(analyzer, pos, False)
                return analyzer.analyze(pos, control=turn.control.derive(report=False))
            except (NotationError, TableFull):
                pass  # beyond the exact engine: its strongest search instead
            if self.strongest is not None:
                return self.strongest.analyze(pos, control=turn.control.derive(report=False))
        seconds = self.seconds if self.depth is None else DEPTH_TIME
        try:
            return analyzer.analyze(pos, control=turn.control.derive(time_limit=seconds,
                                                                     report=False),
                                    depth=self.depth, time_limit=seconds)
        except TimeUp:  # not even the first depth in time: the first move the search orders
            return analyzer.analyze(pos, control=turn.control.derive(report=False), depth=1,
                                    time_limit=None)


class FilePlayer(Player):
    """A pupil's strategy file, in its own process for the whole battle (restarted after a
    forfeit)."""

    def __init__(self, spec: str, rng: random.Random, move_time: float, memory_mb: int) -> None:
        super().__init__(spec, rng)
        self.process = StrategyProcess(spec, move_time, memory_mb,
                                       seed=rng.randrange(2 ** 32))

    def choose(self, turn: Turn) -> str:
        return self.process.choose(view(turn.game, turn.pos), turn.moves, turn.info, turn.text)

    def close(self) -> None:
        self.process.close()

    def interrupt(self) -> None:
        # Killed, not closed: the battle's thread may be reading its answer right now; it
        # reads the end of the pipe as a forfeit, sees the cancel and stops.
        self.process.kill()

    def end_game(self) -> str | None:
        return self.process.end_game()

    @property
    def pid(self) -> int | None:
        return self.process.pid


ENGINES = ("random", "perfect", "depth:D", "time:T")


def make_player(spec: str, rng: random.Random, move_time: float = 2.0,
                memory_mb: int = 256, strongest: Analyzer[Any, Any] | None = None) -> Player:
    """The player named by ``spec`` (an engine, or the path of a ``.py`` file); raises
    :class:`NotationError` naming what is wrong. ``move_time`` limits a strategy file and is
    the search time of ``perfect`` where the game is not solved exactly (by ``strongest``,
    the game's strongest player for that time, if it has one)."""
    word = spec.strip()
    kind, _, value = word.partition(":")
    try:
        if word == "random":
            return RandomPlayer(spec, rng)
        if word == "perfect":
            return EnginePlayer(spec, rng, seconds=move_time, perfect=True, strongest=strongest)
        if kind == "depth" and value:
            return EnginePlayer(spec, rng, depth=parse_int(value, 1, MAX_DEPTH))
        if kind == "time" and value:
            return EnginePlayer(spec, rng, seconds=parse_seconds(value, 600))
    except InputError as exc:
        raise NotationError("battle: player '{0}': {1}", spec, exc)
    path = Path(word)
    if path.suffix != ".py":
        raise NotationError("battle: player '{0}' is neither a .py file nor one of {1}",
                            spec, ", ".join(ENGINES))
    if not path.is_file():
        raise NotationError("battle: no strategy file '{0}'", spec)
    return FilePlayer(spec, rng, move_time, memory_mb)
