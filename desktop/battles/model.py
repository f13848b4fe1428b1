"""A battle as the window keeps it: its setup, its results, the numbers the tables show, and
its file (``{"format": "finite-games-battle", "version": 1, "setup": …, "result": …}``).

No widgets here: the tables and the tests read the same numbers.
"""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.framework import savefile
from desktop.framework.messages import localized
from engines import registry
from engines.battle.battle import MAX_GAMES, BattleResult, GameRecord
from engines.protocol import InputError

FORMAT = "finite-games-battle"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
"""A battle of many players and games is a few MB; more is not a battle file."""


class BattleFileError(ValueError):
    """What is wrong with a battle file; ``what`` is an English template (translated by the
    window in the "BattleFile" context) and ``params`` its values."""

    def __init__(self, what: str, *params: Any) -> None:
        super().__init__(what.format(*params))
        self.what, self.params = what, params


TEMPLATES = (
    QT_TRANSLATE_NOOP("BattleFile", "the field '{0}' is missing or has the wrong type"),
    QT_TRANSLATE_NOOP("BattleFile", "the field '{0}' is out of range"),
    QT_TRANSLATE_NOOP("BattleFile", "the results in the file are damaged ({0})"),
    QT_TRANSLATE_NOOP("BattleFile", "the results do not belong to the battle's setup"),
    QT_TRANSLATE_NOOP("BattleFile", "this program has no game '{0}'"),
)
"""Every :class:`BattleFileError` template, for lupdate."""


@dataclass
class Setup:
    """What the setup page holds: everything a :class:`engines.battle.Battle` is built from."""

    game: str = "nim"
    variant: str = ""
    """``""``: the game's first variant."""
    settings: dict[str, Any] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    games: int = 2
    seed: int = 1
    move_time: float = 2.0
    memory_mb: int = 256
    openings: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        """Raises :class:`BattleFileError` naming the first field that is wrong."""
        if not isinstance(data, dict):
            raise BattleFileError("the field '{0}' is missing or has the wrong type", "setup")
        out = cls()
        kinds: dict[str, tuple[type, ...]] = {
            "game": (str,), "variant": (str,), "settings": (dict,), "players": (list,),
            "games": (int,), "seed": (int,), "move_time": (int, float), "memory_mb": (int,),
            "openings": (int,)}
        for key, kind in kinds.items():
            value = data.get(key, getattr(out, key))
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BattleFileError("the field '{0}' is missing or has the wrong type", key)
            setattr(out, key, value)
        if not all(isinstance(p, str) for p in out.players):
            raise BattleFileError("the field '{0}' is missing or has the wrong type", "players")
        if not 1 <= out.games <= MAX_GAMES or out.move_time <= 0 or out.openings < 0:
            raise BattleFileError("the field '{0}' is out of range",
                                  "games" if not 1 <= out.games <= MAX_GAMES else
                                  "move_time" if out.move_time <= 0 else "openings")
        out.move_time = float(out.move_time)
        return out


# --- the numbers of the tables ---------------------------------------------------------------
def margins(result: BattleResult) -> list[float | None]:
    """Each player's average margin (its points minus the opponent's) over the games that
    scored; ``None`` for a player with none (or a game that does not score)."""
    sums = [0.0] * len(result.players)
    counts = [0] * len(result.players)
    for g in result.games:
        if g.score is None:
            continue
        for player, sign in ((g.first, 1), (g.second, -1)):
            sums[player] += sign * g.score
            counts[player] += 1
    return [s / c if c else None for s, c in zip(sums, counts)]


def cross_table(result: BattleResult) -> list[list[tuple[int, int, int] | None]]:
    """``table[i][j]``: (wins, draws, losses) of player i against player j; ``None`` on the
    diagonal."""
    n = len(result.players)
    cells: list[list[list[int] | None]] = [
        [None if i == j else [0, 0, 0] for j in range(n)] for i in range(n)]
    for g in result.games:
        for me, other in ((g.first, g.second), (g.second, g.first)):
            cell = cells[me][other]
            if cell is None:
                continue  # a player against itself: no such game in a battle
            cell[0 if g.winner == me else 1 if g.winner is None else 2] += 1
    return [[None if c is None else (c[0], c[1], c[2]) for c in row] for row in cells]


def display_names(specs: Sequence[str], engine_name: Callable[[str], str | None]
                  ) -> list[str]:
    """The names the tables show: an engine's (``engine_name``: its translated name, ``None``
    for a file), a file's own name — with its folder when two files share a name."""
    names = [engine_name(s) or Path(s).name for s in specs]
    for i, spec in enumerate(specs):
        if engine_name(spec) is None and names.count(names[i]) > 1:
            names[i] = f"{Path(spec).parent.name}/{Path(spec).name}"
    return names


def printed(record: GameRecord, names: Sequence[str]) -> list[tuple[str, str]]:
    """(player's name, what it printed) for each player of the game that printed something,
    the first mover first."""
    output = record.output or []
    return [(names[i], output[i] or "") for i in (record.first, record.second)
            if i < len(output) and output[i]]


def first_lines(record: GameRecord, names: Sequence[str], width: int = 80) -> str:
    """A line for the table: each printing player's name and the first line it printed."""
    parts = []
    for name, text in printed(record, names):
        line = next((x.strip() for x in text.splitlines() if x.strip()), "")
        parts.append(f"{name}: {line}")
    text = "; ".join(parts)
    return text if len(text) <= width else text[:width - 1] + "…"


def number(value: float | None, digits: int = 2) -> str:
    """A count or an average as the tables print it (no ``.0`` on whole numbers)."""
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else f"{value:.{digits}f}"


def points(value: float) -> str:
    return number(value, 1)


# --- CSV -------------------------------------------------------------------------------------
def to_csv(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """CSV that a spreadsheet opens (``utf-8-sig`` when written: Excel needs the mark)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def write_text(path: Path, text: str, encoding: str = "utf-8") -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding=encoding, newline="")
    tmp.replace(path)  # never a half-written file under the user's name


# --- the battle file -------------------------------------------------------------------------
def to_json(setup: Setup, result: BattleResult) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "setup": setup.to_json(),
            "result": result.to_json()}


def save(path: Path, setup: Setup, result: BattleResult) -> None:
    write_text(path, json.dumps(to_json(setup, result), ensure_ascii=False, indent=1))


def load(path: Path) -> tuple[Setup, BattleResult]:
    """The battle in ``path``; raises :class:`BattleFileError`, or a
    :class:`~desktop.framework.savefile.SaveFileError` for what any file of the app can have
    wrong (size, encoding, JSON)."""
    return parse(savefile.read_json(path, MAX_BYTES))


def parse(data: Any) -> tuple[Setup, BattleResult]:
    data = savefile.check_header(data, FORMAT, VERSION,
                                 "this is not a battle file of Finite Games")
    setup = Setup.from_json(data.get("setup"))
    if setup.game not in registry.GAMES:
        raise BattleFileError("this program has no game '{0}'", setup.game)
    try:
        result = BattleResult.from_json(data["result"])
        _check_moves(result.games)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise BattleFileError("the results in the file are damaged ({0})",
                              _why(exc)) from None
    if result.game != setup.game or [s.player for s in result.players] != setup.players:
        raise BattleFileError("the results do not belong to the battle's setup")
    return setup, result


def _check_moves(games: list[GameRecord]) -> None:
    for n, g in enumerate(games, 1):
        if len(g.moves) > savefile.MAX_MOVES or g.forfeit is not None and not {
                "player", "reason", "message"} <= set(g.forfeit):
            raise ValueError(f"game {n}")


def _why(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"no field {exc}"
    return str(exc) or type(exc).__name__


def file_problem(exc: Exception, translate: Callable[[str], str]) -> str:
    """A problem of a battle file in words: ``translate`` turns an English template of this
    module into the user's language."""
    if isinstance(exc, BattleFileError):
        return translate(exc.what).format(*exc.params)
    if isinstance(exc, InputError):
        return localized(exc)
    return str(exc)
