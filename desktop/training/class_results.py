"""Training results in the class folder: one file a pupil and PC, written by that PC alone,
and the whole folder read back and merged for the teacher's table.

A file is a snapshot of everything one progress file (one PC's, one user's data folder) holds
for one pupil::

    {"format": "finite-games-class-results", "version": 1, "pupil": "Маша", "pc": "PC-07",
     "store": "<the progress file's id>", "revision": 41, "results": [{...}, ...]}

Snapshots are whole, so a newer one replaces an older one: of the files with the same store
and pupil the table takes the highest revision. That keeps a copy counted once wherever it is —
the teacher's own results read both from the data folder and the class folder, a data folder
on a USB stick that wrote from several PCs, an old file left under another name.

Qt-free: the stress test's writers are plain processes, and the app runs all this off the GUI
thread (a dead network share blocks for half a minute).
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop import class_folder
from desktop.framework import savefile
from desktop.framework.savefile import SaveFileError
from desktop.training.progress import ProgressStore, Result, parse_result
from engines.protocol import InputError

FORMAT = "finite-games-class-results"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
"""2,000 answers (what a progress file keeps a pupil) take about 400 KB."""


@dataclass(frozen=True)
class Snapshot:
    """One pupil's answers as one progress file holds them."""

    pupil: str
    pc: str
    store: str
    revision: int
    results: tuple[Result, ...]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "pupil": self.pupil, "pc": self.pc,
                "store": self.store, "revision": self.revision,
                "results": [dict(vars(r)) for r in self.results]}  # asdict: 5 times slower


def snapshot(store: ProgressStore, pupil: str, pc: str | None = None) -> Snapshot:
    # The revision first: answers added meanwhile only make the copy newer than it says.
    revision = store.revision
    return Snapshot(pupil, pc or class_folder.pc_name(), store.id, revision,
                    tuple(store.pupils.get(pupil, ())))


def parse(data: Any) -> Snapshot:
    data = savefile.check_header(data, FORMAT, VERSION, "this is not a Finite Games file")
    for key, kind in (("pupil", str), ("pc", str), ("store", str), ("revision", int),
                      ("results", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveFileError("the field '{0}' is missing or has the wrong type", key)
    return Snapshot(data["pupil"], data["pc"], data["store"], data["revision"],
                    tuple(parse_result(r) for r in data["results"]))


def read_file(path: Path) -> Snapshot:
    """Raises ``SaveFileError`` (``InputError``) with the reason a file cannot be used."""
    return parse(savefile.read_json(path, MAX_BYTES))


def write(folder: Path, snap: Snapshot, known: dict[str, Path] | None = None) -> Path:
    """Write ``snap`` into the class folder ``folder`` (creating its ``results`` folder, never
    the class folder itself: a missing one is a share not mounted or a stick not plugged in).
    The file is ``<pupil>@<pc>.json``, unless another writer has it (a PC with the same name,
    another user of this PC, Маша and маша on Windows): then a name with this writer's hash.
    ``known`` remembers the name chosen for each pupil, so that it is looked at only once.
    Returns the path written; raises ``OSError``."""
    results = class_folder.results_folder(folder)
    if not folder.is_dir():
        raise FileNotFoundError(2, "No such folder", str(folder))
    results.mkdir(exist_ok=True)
    path = known.get(snap.pupil) if known is not None else None
    if path is None or path.parent != results:
        path = results / f"{class_folder.file_stem(snap.pupil, snap.pc)}.json"
        if not _ours(path, snap):
            path = results / f"{class_folder.file_stem(snap.pupil, snap.pc, snap.store)}.json"
    data = json.dumps(snap.to_json(), ensure_ascii=False, indent=0).encode("utf-8")
    class_folder.atomic_write(path, data)
    if known is not None:
        known[snap.pupil] = path
    return path


def _ours(path: Path, snap: Snapshot) -> bool:
    """May ``snap`` be written over ``path``: no file there, or one of the same pupil and store."""
    if not path.exists():
        return True
    try:
        there = read_file(path)
    except InputError:
        return False  # whoever's it is, it is not certainly ours: keep it
    return there.store == snap.store and there.pupil == snap.pupil


@dataclass
class FolderContents:
    snapshots: list[Snapshot] = field(default_factory=list)
    problems: list[tuple[str, InputError]] = field(default_factory=list)
    """(file name, what is wrong with it) for each file that could not be used."""
    error: OSError | None = None
    """Why the folder itself could not be listed (None: it was)."""


def read_folder(folder: Path) -> FolderContents:
    """Every pupil's file in the class folder ``folder``; never raises."""
    out = FolderContents()
    results = class_folder.results_folder(folder)
    try:
        if not folder.is_dir():
            raise FileNotFoundError(2, "No such folder", str(folder))
        if not results.exists():
            return out  # nobody has written yet
        names = sorted(p.name for p in results.iterdir())
    except OSError as exc:
        out.error = exc
        return out
    for name in names:
        if class_folder.is_temporary(name) or not name.endswith(".json"):
            continue
        try:
            out.snapshots.append(read_file(results / name))
        except SaveFileError as exc:
            if exc.template != "there is no such file":  # removed since it was listed
                out.problems.append((name, exc))
    return out


def newest(snapshots: Iterable[Snapshot]) -> list[Snapshot]:
    """One snapshot per store and pupil: the highest revision."""
    best: dict[tuple[str, str], Snapshot] = {}
    for snap in snapshots:
        key = (snap.store, snap.pupil)
        if key not in best or snap.revision > best[key].revision:
            best[key] = snap
    return list(best.values())


def name_key(name: str) -> str:
    """Маша, «маша» and «Маша » typed on different PCs are one pupil."""
    return " ".join(name.split()).casefold()


def merge(snapshots: Iterable[Snapshot]) -> dict[str, list[tuple[str, Result]]]:
    """Pupil → (PC, answer) for every answer, each copy counted once and the same name from
    different PCs merged; a pupil is shown as most of their files spell the name."""
    groups: dict[str, list[Snapshot]] = {}
    for snap in newest(snapshots):
        groups.setdefault(name_key(snap.pupil), []).append(snap)
    out: dict[str, list[tuple[str, Result]]] = {}
    for snaps in groups.values():
        spellings = sorted({s.pupil.strip() for s in snaps})
        shown = max(spellings, key=lambda n: sum(s.pupil.strip() == n for s in snaps))
        out[shown] = [(s.pc, r) for s in snaps for r in s.results]
    return out
