"""Saved games as JSON with a version field; a bad or foreign file raises a clear error."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.protocol import InputError

FORMAT = "finite-games"
VERSION = 1


class SaveFileError(InputError):
    """What is wrong with a file, in words for the user."""


@dataclass
class SavedGame:
    game: str
    variant: str
    settings: dict[str, Any]
    start: str
    moves: list[str]
    current: int
    """How many of ``moves`` were on the board (the rest can be redone)."""
    mode: str = "hc"
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "variant": self.variant,
                "settings": self.settings, "start": self.start, "moves": self.moves,
                "current": self.current, "mode": self.mode, **self.extra}


def write(path: Path, saved: SavedGame) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(saved.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(path)  # never leave a half-written save behind


def parse(data: Any) -> SavedGame:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("this is not a Finite Games file")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveFileError("the file has version {0}; this program reads up to version {1}",
                            version, VERSION)
    def need(key: str, kind: type) -> Any:
        value = data.get(key)
        if not isinstance(value, kind):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", key)
        return value
    moves = need("moves", list)
    if not all(isinstance(m, str) for m in moves):
        raise SaveFileError("the field 'moves' must list moves as text")
    current = data.get("current", len(moves))
    if not isinstance(current, int) or not 0 <= current <= len(moves):
        raise SaveFileError("the field 'current' is out of range")
    return SavedGame(need("game", str), need("variant", str), need("settings", dict),
                     need("start", str), moves, current, str(data.get("mode", "hc")))


def read(path: Path) -> SavedGame:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError("cannot read the file: {0}", exc.strerror or exc)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError("the file is not valid JSON (line {0})", exc.lineno)
    return parse(data)
