"""Pupils' progress: every answered exercise, per pupil name, in one JSON file of the user's
data folder — no accounts, no network — and the teacher's summary of it (also as CSV). When a
class folder is chosen, each pupil's results are also copied there (``class_results``), so that
the teacher's table shows the whole class.

The file is written whole to a temporary file and renamed over the old one, so a crash never
leaves half a file. A damaged file is moved aside (kept for whoever wants to look at it) and
training starts afresh; :attr:`ProgressStore.problem` says what was wrong, for the window.
"""
from __future__ import annotations

import csv
import io
import json
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from desktop import paths
from desktop.framework import savefile
from desktop.framework.savefile import SaveFileError
from engines.protocol import InputError

FILE_NAME = "training-progress.json"
FORMAT = "finite-games-training"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
KEEP = 2000
"""Answers kept per pupil (the oldest go first): a year of lessons, a file of a few MB."""


@dataclass(frozen=True)
class Result:
    """One answered exercise."""

    when: str
    """Local time, ``YYYY-MM-DD HH:MM``."""
    game: str
    kind: str
    variant: str
    level: int
    seed: int
    right: bool
    hints: int
    points: int
    seconds: float
    test: bool


FIELDS: dict[str, type | tuple[type, ...]] = {
    "when": str, "game": str, "kind": str, "variant": str, "level": int, "seed": int,
    "right": bool, "hints": int, "points": int, "seconds": (int, float), "test": bool}


def parse_result(data: Any) -> Result:
    if not isinstance(data, dict):
        raise SaveFileError("the field '{0}' is missing or has the wrong type", "pupils")
    for key, kind in FIELDS.items():
        value = data.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", key)
    return Result(**{key: data[key] for key in FIELDS})


@dataclass(frozen=True)
class Row:
    """The summary of one pupil's answers in one game and kind."""

    pupil: str
    game: str
    kind: str
    answered: int
    solved: int
    level: int
    """The highest level answered right (0: none yet)."""
    points: int
    last: str
    computers: str = ""
    """The PCs the answers were given on (the class folder's table), comma-separated."""

    @property
    def accuracy(self) -> int:
        """Per cent right, rounded."""
        return round(100 * self.solved / self.answered) if self.answered else 0


class ProgressStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or paths.user_data()) / FILE_NAME
        self.pupils: dict[str, list[Result]] = {}
        self.last = ""
        """The pupil who trained last (the window offers that name first)."""
        self.problem: InputError | None = None
        """What was wrong with the file when it was read (None: all fine)."""
        self.moved_to = ""
        """The name the damaged file was kept under."""
        self.write_error = ""
        self.id = uuid.uuid4().hex
        """Tells this file's results from every other PC's and user's in the class folder."""
        self.revision = 0
        """Counts the answers ever recorded here: the newest copy of a pupil's results in the
        class folder is the one with the highest revision."""
        self.listeners: list[Callable[[str], None]] = []
        """Called with the pupil's name after each recorded answer."""
        self._read()

    def _read(self) -> None:
        if not self.path.exists():
            return
        try:
            self._parse(savefile.read_json(self.path, MAX_BYTES))
        except SaveFileError as exc:
            self.pupils, self.last = {}, ""
            self.problem = exc
            self.moved_to = paths.move_aside(self.path)

    def _parse(self, data: Any) -> None:
        data = savefile.check_header(data, FORMAT, VERSION, "this is not a Finite Games file")
        pupils = data.get("pupils")
        if not isinstance(pupils, dict) or not all(isinstance(v, list) for v in pupils.values()):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", "pupils")
        self.pupils = {name: [parse_result(r) for r in results]
                       for name, results in pupils.items()}
        last = data.get("last", "")
        self.last = last if isinstance(last, str) and last in self.pupils else ""
        # Both are missing in files of older versions: a new id, counting from the answers.
        ident, revision = data.get("id"), data.get("revision")
        if isinstance(ident, str) and 0 < len(ident) <= 64:
            self.id = ident
        total = sum(map(len, self.pupils.values()))
        self.revision = revision if isinstance(revision, int) and not isinstance(
            revision, bool) and revision >= total else total

    def names(self) -> list[str]:
        """Every pupil who has trained, the last one first, then alphabetically."""
        rest = sorted((n for n in self.pupils if n != self.last), key=str.casefold)
        return ([self.last] if self.last else []) + rest

    def add(self, pupil: str, result: Result) -> bool:
        """Record an answer and write the file; False (and :attr:`write_error`) when the file
        could not be written — the answer stays in memory for this session."""
        results = self.pupils.setdefault(pupil, [])
        self.revision += 1
        results.append(result)
        del results[:-KEEP]
        self.last = pupil
        saved = self.save()
        for listener in self.listeners:
            listener(pupil)
        return saved

    def save(self) -> bool:
        data = {"format": FORMAT, "version": VERSION, "id": self.id, "revision": self.revision,
                "last": self.last,
                "pupils": {name: [asdict(r) for r in results]
                           for name, results in self.pupils.items()}}
        tmp = self.path.with_name(FILE_NAME + ".tmp")
        try:
            tmp.write_text(json.dumps(data, ensure_ascii=False, indent=0), encoding="utf-8")
            tmp.replace(self.path)
        except OSError as exc:
            self.write_error = exc.strerror or str(exc)
            return False
        self.write_error = ""
        return True

    def rows(self, pupil: str | None = None) -> list[Row]:
        """The summary per pupil × game × kind (one pupil's, or everybody's)."""
        return summarize({name: [("", r) for r in results]
                          for name, results in self.pupils.items()}, pupil)


def summarize(pupils: Mapping[str, Sequence[tuple[str, Result]]],
              pupil: str | None = None) -> list[Row]:
    """The summary per pupil × game × kind of ``pupils``: name → (PC, answer) pairs (PC ''
    when unknown); one pupil's, or everybody's."""
    out = []
    for name in sorted(pupils, key=str.casefold):
        if pupil is not None and name != pupil:
            continue
        groups: dict[tuple[str, str], list[tuple[str, Result]]] = {}
        for pc, r in pupils[name]:
            groups.setdefault((r.game, r.kind), []).append((pc, r))
        for (game, kind), group in sorted(groups.items()):
            results = [r for _, r in group]
            out.append(Row(name, game, kind, len(results), sum(r.right for r in results),
                           max((r.level for r in results if r.right), default=0),
                           sum(r.points for r in results), max(r.when for r in results),
                           ", ".join(sorted({pc for pc, _ in group if pc}, key=str.casefold))))
    return out


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M")


def to_csv(rows: Iterable[Row], header: list[str],
           names: Callable[[Row], tuple[str, str]]) -> str:
    """The summary as CSV text for a spreadsheet: ``header`` in the UI's language, ``names(row)``
    the game's and the kind's titles as the screen shows them."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    for row in rows:
        game, kind = names(row)
        writer.writerow([row.pupil, game, kind, row.answered, row.solved, row.accuracy,
                         row.level, row.points, row.last, row.computers][:len(header)])
    return out.getvalue()


def write_csv(path: Path, text: str) -> None:
    """UTF-8 with the byte-order mark, so that Excel opens Cyrillic names correctly; raises
    ``OSError``."""
    path.write_text(text, encoding="utf-8-sig", newline="")
