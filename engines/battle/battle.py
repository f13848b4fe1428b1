"""A battle: every pair of players plays N games of one game, the first move alternating; the
results as data (:class:`BattleResult`, its JSON that of ``shared/battle-cli.md``).

For the app's battle window: :class:`Battle` is built (checking everything, starting nothing),
then :meth:`Battle.run` plays — on a worker thread — reporting each finished game to
``progress``; :meth:`Battle.cancel` (from any thread) stops it within moments, a search and a
strategy's move cut short. Every child process is gone when ``run`` returns or raises.
"""
from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from engines import registry
from engines.battle.players import Player, Turn, make_player
from engines.battle.sandbox import Forfeit
from engines.battle.views import info as move_info
from engines.entry import GameEntry
from engines.outcome import outcome
from engines.protocol import Game, NotationError, ValueKind
from engines.solvers.control import Cancelled, SearchControl

MAX_GAMES = 1000
"""Games a pair may play."""
CLOSING = 8
"""Children closed at once at the end of a battle."""
MAX_PLIES = 10_000
"""Moves a game may last before it is called a draw (every game here ends far sooner)."""


@dataclass
class GameRecord:
    """One game of the battle; players are indexes into the battle's list."""

    first: int
    """The player who made the first move."""
    second: int
    winner: int | None
    """``None``: a draw."""
    score: float | None
    """Games that score: the first player's points minus the second's (a forfeit: ``None``)."""
    moves: list[str]
    """Every move in the notation, from ``start``."""
    forfeit: dict[str, Any] | None
    """``{"player": index, "reason": …, "message": …, "words": …}`` when a strategy forfeited:
    ``message`` in English (the command line's), ``words`` its template and parameters
    (:func:`engines.battle.sandbox.words`) for the app to translate; a battle saved before
    ``words`` existed has only the English."""
    start: str
    """The start position (the notation): a card game's deal differs from pair to pair."""
    opening: int = 0
    """How many of ``moves`` were random opening moves, made for both players."""
    output: list[str | None] | None = None
    """What each player of the battle printed in this game (``None`` for engines, for files
    that printed nothing and for players not in the game), at most
    :data:`~engines.battle.printed.OUTPUT_KEEP` bytes each; ``None``: nobody printed."""

    def to_json(self, words: bool = True) -> dict[str, Any]:
        """``words=False``: the forfeit as the command line prints it (shared/battle-cli.md)."""
        forfeit = self.forfeit
        if forfeit is not None and not words:
            forfeit = {k: v for k, v in forfeit.items() if k != "words"}
        out: dict[str, Any] = {
            "first": self.first, "second": self.second, "winner": self.winner,
            "score": _plain(self.score), "moves": self.moves, "forfeit": forfeit,
            "start": self.start}
        if self.opening:
            out["opening"] = self.opening
        if self.output is not None:
            out["output"] = self.output
        return out


@dataclass
class Standing:
    player: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    forfeits: int = 0
    """Games lost by forfeit (counted in ``losses`` too)."""

    @property
    def points(self) -> float:
        """A win is a point, a draw half a point."""
        return self.wins + self.draws / 2

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "wins": self.wins, "draws": self.draws,
                "losses": self.losses, "forfeits": self.forfeits, "points": _plain(self.points)}


@dataclass
class BattleResult:
    game: str
    variant: str
    settings: dict[str, Any]
    seed: int
    players: list[Standing]
    games: list[GameRecord] = field(default_factory=list)
    cancelled: bool = False

    def to_json(self, words: bool = True) -> dict[str, Any]:
        out = {"game": self.game, "variant": self.variant, "settings": self.settings,
               "seed": self.seed, "players": [p.to_json() for p in self.players],
               "games": [g.to_json(words) for g in self.games]}
        if self.cancelled:
            out["cancelled"] = True
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BattleResult:
        """The result as :meth:`to_json` wrote it (a saved battle reopened); raises
        ``KeyError``/``TypeError``/``ValueError`` on a damaged one (the caller names the
        file). The standings are counted again from the games."""
        players = [Standing(str(p["player"])) for p in data["players"]]
        out = cls(str(data["game"]), str(data["variant"]), dict(data["settings"]),
                  int(data["seed"]), players, cancelled=bool(data.get("cancelled", False)))
        for g in data["games"]:
            record = GameRecord(int(g["first"]), int(g["second"]),
                                None if g["winner"] is None else int(g["winner"]),
                                None if g["score"] is None else float(g["score"]),
                                [str(m) for m in g["moves"]],
                                None if g["forfeit"] is None else dict(g["forfeit"]),
                                str(g["start"]), int(g.get("opening", 0)),
                                _output(g.get("output"), len(players)))
            if not {record.first, record.second} <= set(range(len(players))):
                raise ValueError(f"game {len(out.games) + 1}: no such player")
            out.add(record)
        return out

    def add(self, record: GameRecord) -> None:
        self.games.append(record)
        for index in (record.first, record.second):
            standing = self.players[index]
            if record.winner is None:
                standing.draws += 1
            elif record.winner == index:
                standing.wins += 1
            else:
                standing.losses += 1
                if record.forfeit is not None and record.forfeit["player"] == index:
                    standing.forfeits += 1


@dataclass(frozen=True)
class Progress:
    done: int
    """Games finished."""
    total: int
    record: GameRecord | None
    """The game just finished (``None`` at the start)."""


def _output(data: Any, players: int) -> list[str | None] | None:
    """A game's ``output`` as a file holds it (a battle saved before it existed: none)."""
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != players or not all(
            t is None or isinstance(t, str) for t in data):
        raise ValueError("output: not one text or null a player")
    return data


def _plain(x: float | None) -> float | int | None:
    return None if x is None else int(x) if float(x).is_integer() else round(x, 3)


def split_settings(found: GameEntry, settings: Mapping[str, Any]
                   ) -> tuple[dict[str, Any], str | None]:
    """(the settings the rules read, the variant they name) from a save file's settings;
    refuses keys the game does not know, with a :class:`NotationError`. The app's own keys
    (the computer's depth…) are left out; the start's keys are read by the entry's start."""
    if not isinstance(settings, Mapping):
        raise NotationError("battle: the settings must be a JSON object, e.g. {0}",
                            '{"heaps": [3, 4, 5]}')
    rules = found.option_names + found.settings
    known = rules + found.start_settings + found.app_settings + ("variant",)
    for key in settings:
        if key not in known:
            raise NotationError("{0}: the settings hold '{1}', which this game does not know "
                                "(known: {2})", found.name, key,
                                ", ".join(k for k in known if k != "game") or "none")
    named = settings.get("game", found.name)
    if found.name in ("odnomastka", "durak") and named != found.name:
        raise NotationError("battle: the settings are of the game '{0}', not '{1}'", named,
                            found.name)
    variant = settings.get("variant")
    return ({k: v for k, v in settings.items() if k in rules},
            variant if isinstance(variant, str) else None)


class Battle:
    """A battle set up and checked; :meth:`run` plays it. Raises :class:`NotationError` naming
    what is wrong (unknown game, variant, setting, player)."""

    def __init__(self, game: str, players: list[str], *, variant: str | None = None,
                 settings: Mapping[str, Any] | None = None, games: int = 2, seed: int = 1,
                 move_time: float = 2.0, memory_mb: int = 256, openings: int = 0,
                 progress: Callable[[Progress], None] | None = None) -> None:
        self.entry = registry.entry(game)
        rules, named = split_settings(self.entry, {} if settings is None else settings)
        self.given = dict(settings or {})
        self.game, self.analyzer = registry.build(game, variant or named, rules)
        self.entry.start_position(self.game, self.given, random.Random(seed))  # bad hands…
        if len(players) < 2:
            raise NotationError("battle: at least two players, not {0}", len(players))
        if not 1 <= games <= MAX_GAMES:
            raise NotationError("battle: 1 to {0} games a pair, not {1}", MAX_GAMES, games)
        self.games, self.seed, self.move_time, self.openings = games, seed, move_time, openings
        self.progress = progress
        strongest = None
        if self.entry.player is not None and "perfect" in (p.strip() for p in players):
            strongest = self.entry.player(self.game, move_time)
        self.players: list[Player] = [
            make_player(spec, random.Random(f"{seed}:player:{n}"), move_time, memory_mb,
                        strongest) for n, spec in enumerate(players)]
        self.control = SearchControl()
        self._cancel = threading.Event()
        self._running = threading.Event()
        self._running.set()

    @property
    def total(self) -> int:
        """Games the battle plays."""
        n = len(self.players)
        return n * (n - 1) // 2 * self.games

    def pause(self) -> None:
        """Hold the battle before its next move (thread-safe); the strategies' processes wait
        with it. :meth:`resume` or :meth:`cancel` lets it go."""
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    def cancel(self) -> None:
        """Stop the battle (thread-safe): a search in progress stops, a strategy thinking is
        killed; ``run`` returns what was played, ``cancelled`` set."""
        self._cancel.set()
        self._running.set()
        self.control.cancel()
        for player in self.players:
            player.interrupt()

    def close(self) -> None:
        """End every child process (also done by :meth:`run`): side by side, for a child
        takes a few hundredths of a second to end and a class has 25 files."""
        with ThreadPoolExecutor(CLOSING) as pool:
            list(pool.map(lambda player: player.close(), self.players))

    def run(self) -> BattleResult:
        result = BattleResult(self.entry.name, self.game.info.variant, self.given, self.seed,
                              [Standing(p.spec) for p in self.players])
        try:
            self._report(Progress(0, self.total, None))
            for a, b in combinations(range(len(self.players)), 2):
                # Every pair plays the same deals and openings, each from both sides.
                deals = random.Random(f"{self.seed}:deal")
                openings = random.Random(f"{self.seed}:opening")
                for g in range(self.games):
                    if g % 2 == 0:
                        start = self.entry.start_position(self.game, self.given, deals)
                        opening = self._opening(start, openings)
                    first, second = (a, b) if g % 2 == 0 else (b, a)
                    record = self._play(first, second, start, opening)
                    if record is None:
                        result.cancelled = True
                        return result
                    record.output = self._end_game(first, second)
                    result.add(record)
                    self._report(Progress(len(result.games), self.total, record))
            return result
        finally:
            self.close()

    def _end_game(self, first: int, second: int) -> list[str | None] | None:
        """What the game's two players printed in it (``None``: neither did); the processes
        their files started end."""
        output: list[str | None] = [None] * len(self.players)
        for index in (first, second):
            output[index] = self.players[index].end_game()
        return output if any(t is not None for t in output) else None

    def _report(self, progress: Progress) -> None:
        if self.progress is not None:
            self.progress(progress)

    def _opening(self, start: Any, rng: random.Random) -> list[Any]:
        pos, moves = start, []
        for _ in range(self.openings):
            legal = self.game.legal_moves(pos)
            if not legal:
                break
            move = rng.choice(list(legal))
            moves.append(move)
            pos = self.game.play(pos, move)
        if moves and not self.game.legal_moves(pos):
            moves.pop()  # an opening never ends the game by itself
        return moves

    def _play(self, first: int, second: int, start: Any, opening: list[Any]
              ) -> GameRecord | None:
        """One game, or ``None`` when the battle was cancelled during it."""
        game: Game[Any, Any] = self.game
        seat = {game.to_move(start): first, 1 - game.to_move(start): second}
        pos, played, texts = start, [], []
        for move in opening:
            texts.append(game.format_move(pos, move))
            played.append(move)
            pos = game.play(pos, move)
        forfeit = None
        while len(played) < MAX_PLIES:
            legal = list(game.legal_moves(pos))
            if not legal:
                break
            self._running.wait()
            if self._cancel.is_set():
                return None
            mover = seat[game.to_move(pos)]
            notation = [game.format_move(pos, m) for m in legal]
            turn = Turn(game, self.analyzer, pos, notation, move_info(
                game, pos, move_number=len(played) + 1, time_left=self.move_time,
                settings=self.given, history=texts), self.control)
            try:
                text = self.players[mover].choose(turn)
            except Forfeit as exc:
                if self._cancel.is_set():
                    return None
                forfeit = {"player": mover, "reason": exc.reason, "message": exc.message,
                           "words": exc.words()}
                break
            except Cancelled:
                return None
            move = legal[notation.index(text)]
            texts.append(text)
            played.append(move)
            pos = game.play(pos, move)
        text_start = game.format_position(start)
        if forfeit is not None:
            loser = forfeit["player"]
            return GameRecord(first, second, second if loser == first else first, None, texts,
                              forfeit, text_start, len(opening))
        result = outcome(game, start, played)
        winner = None if result.winner is None else seat[result.winner]
        score = None
        if game.info.value_kind is ValueKind.SCORE and result.over:
            score = result.value if seat[0] == first else -result.value
        return GameRecord(first, second, winner, score, texts, None, text_start, len(opening))
