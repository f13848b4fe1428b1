"""Saved games as JSON with a version field; a bad or foreign file raises a clear error."""
from __future__ import annotations

import codecs
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.protocol import InputError

FORMAT = "finite-games"
VERSION = 1
MAX_BYTES = 2 * 1024 * 1024
"""A saved game is a few KB (a long Kalah game: 5 KB); refusing more before reading keeps a
huge or foreign file from freezing the app."""
MAX_MOVES = 10_000
"""Far more than the longest game any of the app's games can last."""
MAX_DIGITS = 50
MAX_DEPTH = 32
"""A save nests four levels; the game settings add a few."""


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


def check_header(data: Any, form: str, newest: int, not_ours: str) -> dict[str, Any]:
    """``data`` as a dict, once its ``format`` is ``form`` and its ``version`` one this program
    reads (at most ``newest``): every file of ours opens with the same two checks."""
    if not isinstance(data, dict) or data.get("format") != form:
        raise SaveFileError(not_ours)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError("the field '{0}' is missing or has the wrong type", "version")
    if version > newest:
        raise SaveFileError("the file has version {0}; this program reads up to version {1}",
                            version, newest)
    return data


def parse(data: Any) -> SavedGame:
    """Check the file's structure (the game itself is checked by the tab that loads it)."""
    data = check_header(data, FORMAT, VERSION, "this is not a Finite Games file")

    def need(key: str, kind: type) -> Any:
        value = data.get(key)
        if not isinstance(value, kind):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", key)
        return value
    moves = need("moves", list)
    if len(moves) > MAX_MOVES:
        raise SaveFileError("the file lists {0} moves; no game here lasts more than {1}",
                            len(moves), MAX_MOVES)
    if not all(isinstance(m, str) and len(m) <= 200 for m in moves):
        raise SaveFileError("the field 'moves' must list moves as text")
    current = data.get("current", len(moves))
    if not isinstance(current, int) or isinstance(current, bool) or \
            not 0 <= current <= len(moves):
        raise SaveFileError("the field 'current' is out of range")
    mode = data.get("mode", "hc")
    if not isinstance(mode, str):
        raise SaveFileError("the field '{0}' is missing or has the wrong type", "mode")
    return SavedGame(need("game", str), need("variant", str), need("settings", dict),
                     need("start", str), moves, current, mode)


def _refuse_number(digits: str) -> Any:
    raise SaveFileError("the file holds a number with {0} digits; numbers of at most {1} "
                        "digits are read",
                        len(digits.lstrip("-")), MAX_DIGITS)


def _read_int(text: str) -> int:
    return int(text) if len(text) <= MAX_DIGITS else _refuse_number(text)


def _read_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS else _refuse_number(text)
    if not math.isfinite(value):
        raise SaveFileError("the file holds a number too large: {0}", text[:20])
    return value


def _refuse_constant(name: str) -> Any:
    raise SaveFileError("the file holds '{0}', which is not a number", name)


def _depth(data: Any) -> int:
    """How deeply lists and objects nest, without recursion (the data may be deep)."""
    deepest, todo = 0, [(data, 1)]
    while todo:
        item, level = todo.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(
            item, list) else None
        if children is not None:
            deepest = max(deepest, level)
            if deepest > MAX_DEPTH:
                break
            todo.extend((child, level + 1) for child in children)
    return deepest


def decode(raw: bytes) -> str:
    """UTF-8, with or without the byte-order mark Notepad writes; UTF-16 when it starts with
    its byte-order mark (Notepad's "Unicode")."""
    try:
        if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            return raw.decode("utf-16")
        if b"\x00" in raw:  # valid UTF-8, but no text has these: UTF-16 without its mark
            raise SaveFileError("the file is UTF-16 text without a byte-order mark; save it as "
                                "UTF-8")
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveFileError("the file is not UTF-8 text (byte {0} cannot be read); save it "
                            "as UTF-8", exc.start + 1) from None


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """The JSON in ``path``, read with limits: size, encoding, nesting, number length. Every
    problem is a :class:`SaveFileError` saying what is wrong."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise SaveFileError("there is no such file") from None
    except IsADirectoryError:
        raise SaveFileError("this is a folder, not a file") from None
    except PermissionError:
        raise SaveFileError("there is no permission to read the file") from None
    except OSError as exc:
        raise SaveFileError("cannot read the file: {0}", exc.strerror or str(exc)) from None
    if len(raw) > limit:
        raise SaveFileError("the file is larger than {0} KB; a saved game is much smaller",
                            limit // 1024)
    text = decode(raw)
    try:
        data = json.loads(text, parse_int=_read_int, parse_float=_read_float,
                          parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise SaveFileError("the file is not valid JSON (line {0})", exc.lineno) from None
    except RecursionError:
        data = None
        deep = True
    else:
        deep = _depth(data) > MAX_DEPTH
    if deep:
        raise SaveFileError("the file nests lists or objects more than {0} deep", MAX_DEPTH)
    return data


def read(path: Path) -> SavedGame:
    return parse(read_json(path))
