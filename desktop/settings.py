"""The user's settings: one typed reader over ``settings.ini`` in the data folder.

Pupils and teachers edit ``settings.ini`` by hand and copy it between PCs, so no value in it is
trusted: every key is declared below with its default and its range, a bad value is replaced by
its default (and written back, so it is mentioned only once), and a file too big or unreadable is
moved aside. Adding a setting is one line in :data:`KEYS`; read it with ``settings.value(name)``
and write it with ``settings.setValue(name, value)``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop.paths import move_aside
from engines.protocol import InputError

FILE_NAME = "settings.ini"
MAX_BYTES = 64 * 1024
"""A settings file is a few hundred bytes; anything much bigger is not ours (and a 100 MB file
would make every write at closing take a minute)."""

Value = bool | int | str


@dataclass(frozen=True)
class Key:
    """One setting: its type is the type of ``default``."""

    name: str
    default: Value
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    max_length: int = 1000
    path: bool = False
    """A folder an administrator may type by hand, backslashes and commas as they are (see
    :func:`hand_written`)."""


KEYS: dict[str, Key] = {k.name: k for k in (
    Key("ui/language", "ru", choices=("ru", "en")),
    Key("ui/font_size", 0, low=-3, high=12),
    Key("engine/vary", True),
    Key("players/first", "", max_length=24),
    Key("players/second", "", max_length=24),
    Key("export/folder", "", max_length=4096),
    Key("class/folder", "", max_length=4096, path=True),
)}

_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")  # ASCII digits only: int() would take '１' or '٣'


class SettingsProblem(InputError):
    """What was wrong with the settings file, in words for the user."""


def parse(key: Key, raw: object) -> Value:
    """The value ``raw`` (as QSettings read it: text, a list for ``1, 2``, or what was stored
    in this run) means for ``key``; raises ``ValueError`` when it means nothing."""
    if isinstance(key.default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower() if isinstance(raw, str | int) else None
        if text in ("true", "1"):
            return True
        if text in ("false", "0"):
            return False
        raise ValueError("not true or false")
    if isinstance(key.default, int):
        if isinstance(raw, bool) or not isinstance(raw, int | str):
            raise ValueError("not a whole number")
        if isinstance(raw, str):
            if not _INTEGER.fullmatch(raw.strip()):
                raise ValueError("not a whole number")
            raw = int(raw.strip())
        if (key.low is not None and raw < key.low) or (key.high is not None and raw > key.high):
            raise ValueError("out of range")
        return raw
    if not isinstance(raw, str) or len(raw) > key.max_length:
        raise ValueError("not a text")
    if key.choices and raw not in key.choices:
        raise ValueError("not one of the choices")
    return raw


_ODD_BACKSLASHES = re.compile(r"(?<!\\)(?:\\\\)*\\(?!\\)")


def hand_written(text: str, name: str) -> str | None:
    """The value of ``name`` (``group/key``) in the ini ``text`` as a person typed it, when
    QSettings would read it wrongly: it takes ``\\`` as an escape and ``,`` as a list, so
    ``folder=\\\\server\\class\\7Б`` would come back as ``\\serverlass\\x07Б``. QSettings itself
    writes every backslash doubled, so a run of an odd number of them means a person; and an
    unquoted comma in a path was not meant as a list. None: QSettings' reading is right."""
    group, _, key = name.rpartition("/")
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif section.casefold() == (group or "General").casefold() and "=" in line:
            left, _, value = line.partition("=")
            if left.strip() != key:
                continue
            value = value.strip()
            quoted = len(value) >= 2 and value[0] == value[-1] == '"'
            inner = value[1:-1] if quoted else value
            if _ODD_BACKSLASHES.search(inner) or (not quoted and "," in inner):
                return inner
            return None
    return None


def _shown(raw: object) -> str:
    if isinstance(raw, bool):
        return "true" if raw else "false"
    text = ", ".join(map(str, raw)) if isinstance(raw, list) else str(raw)
    return text if len(text) <= 40 else text[:37] + "…"


class Settings:
    """The typed view of ``settings.ini``. ``problems`` says what could not be used (empty when
    all was fine); it is filled once, when the file is opened."""

    def __init__(self, folder: Path, keys: dict[str, Key] | None = None) -> None:
        self.keys = KEYS if keys is None else keys
        self.path = folder / FILE_NAME
        self.problems: list[SettingsProblem] = []
        self._check_file()
        self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self.qsettings.status() == QSettings.Status.FormatError:
            self.problems.append(SettingsProblem(
                "the file cannot be read as settings; moved aside as {0}, defaults used",
                move_aside(self.path)))
            self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._values: dict[str, Value] = {}
        bad: list[str] = []
        text = self._text() if any(k.path for k in self.keys.values()) else ""
        for key in self.keys.values():
            raw = self.qsettings.value(key.name)
            if key.path and raw is not None:
                typed = hand_written(text, key.name)
                raw = raw if typed is None else typed
            if raw is None:
                self._values[key.name] = key.default
                continue
            try:
                self._values[key.name] = parse(key, raw)
            except ValueError:
                self._values[key.name] = key.default
                self.qsettings.setValue(key.name, key.default)  # mention it once, not each start
                bad.append(f"{key.name}={_shown(raw)} → {_shown(key.default)}")
        if bad:
            self.problems.append(SettingsProblem("bad values replaced by their defaults: {0}",
                                                 "; ".join(bad)))

    def _text(self) -> str:
        try:
            return self.path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def _check_file(self) -> None:
        try:
            size = self.path.stat().st_size
        except OSError:
            return  # no file yet: every setting has its default
        if size > MAX_BYTES:
            self.problems.append(SettingsProblem(
                "the file is {0} KB, more than a settings file can be ({1} KB); moved aside as "
                "{2}, defaults used", size // 1024, MAX_BYTES // 1024,
                move_aside(self.path)))

    def value(self, name: str, default: Value | None = None) -> Value:
        """The checked value of a declared setting. (``default`` is ignored for declared keys:
        :data:`KEYS` holds the one default.)"""
        if name in self._values:
            return self._values[name]
        raise KeyError(f"setting '{name}' is not declared in desktop/settings.py KEYS")

    def setValue(self, name: str, value: Value) -> None:  # noqa: N802 — QSettings' spelling
        key = self.keys.get(name)
        if key is None:
            raise KeyError(f"setting '{name}' is not declared in desktop/settings.py KEYS")
        self._values[name] = parse(key, value)
        self.qsettings.setValue(name, value)

    def sync(self) -> None:
        self.qsettings.sync()

