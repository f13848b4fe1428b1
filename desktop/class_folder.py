"""The class folder: one folder the whole class shares — a network share, a folder on the
teacher's USB stick or a local folder — chosen in «Класс → Папка класса…» or set by an IT person
as ``class/folder`` in ``settings.ini``.

Pupils' training results and the strategies they hand in meet there, so that the teacher's PC
sees the whole class, not only the pupils who sat at it. Layout of the folder::

    <class folder>/
        strategies/      strategy files handed in (one file a pupil and game)
        results/         one training-results file a pupil and PC: <pupil>@<pc>.json

Many PCs write into the folder at once, over a network that may drop at any moment, so every
file is written whole or not at all (:func:`atomic_write`: a temporary file unique to this PC and
process, then a rename) and no two PCs write the same file (the PC's name is part of the name).
A reader skips the temporary files (they start with a dot).

This module never imports Qt: the pupils' writers and the tests' stress writers are plain Python,
and everything here may block for as long as a dead network share takes to time out, so the app
calls it off the GUI thread.
"""
from __future__ import annotations

import errno
import hashlib
import os
import secrets
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.settings import Settings

SETTING = "class/folder"
STRATEGIES = "strategies"
RESULTS = "results"
PC_VARIABLE = "FINITE_GAMES_PC"
"""Overrides the host name as the PC's name: for labs whose PCs were cloned with one host name,
and for tests that play several PCs in one process."""
NAME_LENGTH = 60
"""Characters of a pupil's or a PC's name kept in a file name: Cyrillic takes two bytes in UTF-8,
and a name must stay well under the 255 bytes every file system allows."""
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}
"""Names Windows refuses as files, with any extension."""
_FORBIDDEN = set('<>:"/\\|?*@~')
"""Windows' forbidden characters, and ``@`` and ``~``, which separate the parts of our names."""


def configured(settings: Settings) -> Path | None:
    """The class folder the settings name, or None when none is chosen. The folder may be
    missing or unreachable right now: callers say so and carry on locally."""
    text = str(settings.value(SETTING)).strip()
    return Path(text) if text else None


def strategies_folder(folder: Path) -> Path:
    """Where pupils' handed-in strategies live inside the class folder ``folder``."""
    return folder / STRATEGIES


def results_folder(folder: Path) -> Path:
    """Where each pupil's training results live inside the class folder ``folder``."""
    return folder / RESULTS


def pc_name() -> str:
    """This PC's name as the class folder knows it: ``FINITE_GAMES_PC``, else the host name
    without its domain."""
    name = os.environ.get(PC_VARIABLE, "").strip()
    if not name:
        try:
            name = socket.gethostname().split(".")[0].strip()
        except OSError:
            name = ""
    return name or "pc"


def safe_name(text: str) -> str:
    """``text`` as a part of a file name that Windows and Linux both accept: forbidden and
    control characters become ``_``, no leading dot, no trailing dot or space, no device name
    (``CON``, ``LPT1``…), at most :data:`NAME_LENGTH` characters. Cyrillic stays as it is."""
    out = "".join("_" if c in _FORBIDDEN or not c.isprintable() else c for c in text)
    out = out.strip()[:NAME_LENGTH].lstrip(".").rstrip(". ")
    if not out:
        return "_"
    if out.split(".")[0].casefold() in _RESERVED:
        out = "_" + out
    return out


def file_stem(pupil: str, pc: str, unique: str = "") -> str:
    """``<pupil>@<pc>``, the name of a pupil's file from a PC. ``unique`` (any text that tells
    this writer from others) adds a short hash, for when that name is taken by another writer or
    two names become one on the way (``a/b`` and ``a_b``, or Маша and маша on Windows)."""
    stem = f"{safe_name(pupil)}@{safe_name(pc)}"
    if unique:
        digest = hashlib.sha1(f"{unique}\0{pupil}".encode()).hexdigest()[:8]
        stem += f"~{digest}"
    return stem


def is_temporary(name: str) -> bool:
    """A file being written (or left behind by a writer that died): readers skip it."""
    return name.startswith(".") or name.endswith(".tmp")


STALE_SECONDS = 3600
"""A temporary file this old was left by a writer that died (a write takes milliseconds)."""


def remove_stale_temporaries(folder: Path, pc: str) -> int:
    """Remove the temporary files that writers on this PC left in ``folder`` when they died
    (power cut, killed), never another PC's: one of those may be being written right now.
    Returns how many went; never raises."""
    mark = f".{safe_name(pc)}."
    removed = 0
    try:
        for path in folder.iterdir():
            name = path.name
            if name.startswith(".") and name.endswith(".tmp") and mark in name and \
                    time.time() - path.stat().st_mtime > STALE_SECONDS:
                path.unlink()
                removed += 1
    except OSError:
        pass  # the next session tries again
    return removed


REPLACE_TRIES = 5
"""Windows refuses to replace a file another PC has open for reading at that instant."""


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all: ``data`` goes to a temporary file beside it, named by
    this PC, process and a random token so that writers never share one, is flushed to the disk
    and then renamed over ``path``. Raises ``OSError``; the temporary file is removed then."""
    tmp = path.with_name(f".{path.name}.{safe_name(pc_name())}.{os.getpid()}."
                         f"{secrets.token_hex(4)}.tmp")
    try:
        with tmp.open("xb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())  # a network share or a stick pulled out loses unflushed data
        for attempt in range(REPLACE_TRIES):
            try:
                os.replace(tmp, path)
                break
            except PermissionError:
                if attempt == REPLACE_TRIES - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


@dataclass(frozen=True)
class FolderState:
    """What the class folder is like right now."""

    usable: bool
    problem: str = ""
    """``missing``, ``not-folder``, ``read-only`` or ``unreachable`` (empty when usable)."""
    detail: str = ""
    """The system's words for what went wrong."""
    files: int = 0
    """Result files found in it."""


def problem(exc: OSError) -> str:
    """The kind of trouble ``exc`` means for a class folder (see :attr:`FolderState.problem`)."""
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "read-only"
    if exc.errno == errno.ENOENT:
        return "missing"
    if exc.errno == errno.ENOTDIR:
        return "not-folder"
    return "unreachable"


def check(folder: Path) -> FolderState:
    """Can results be written to ``folder`` now? Writes and removes a small probe file, so it
    tells a read-only share from a writable one. May block for as long as the network does."""
    try:
        if not folder.exists():
            return FolderState(False, "missing")
        if not folder.is_dir():
            return FolderState(False, "not-folder")
        results = results_folder(folder)
        results.mkdir(exist_ok=True)
        probe = results / f".probe.{safe_name(pc_name())}.{os.getpid()}.tmp"
        probe.write_bytes(b"")
        probe.unlink()
        files = sum(1 for p in results.iterdir()
                    if p.suffix == ".json" and not is_temporary(p.name))
    except OSError as exc:
        return FolderState(False, problem(exc), exc.strerror or str(exc))
    return FolderState(True, files=files)
