"""Strategies handed in to the class folder: ``<class folder>/strategies/<pupil> - <game> -
<file>.py``, one name a pupil, game and file, so that pupils never overwrite each other's; the
battle of the whole class takes every file of a game from there."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from desktop.class_folder import configured, safe_name, strategies_folder
from desktop.framework import players

translate = QCoreApplication.translate

PUPIL_KEY = players.KEYS[0]
"""The pupil's name is remembered as the first player's (the pupil at this PC)."""


def handed_in_name(pupil: str, game: str, original: Path) -> str:
    """``<pupil> - <game> - <original name>.py``."""
    return f"{safe_name(pupil)} - {game} - {safe_name(original.stem)}.py"


def strategy_files(folder: Path, game: str | None = None) -> list[Path]:
    """The ``*.py`` files of ``folder`` by name (``game``: only those handed in for it);
    raises ``OSError`` when the folder cannot be read."""
    mark = None if game is None else f" - {game} - "
    return sorted((p for p in folder.iterdir() if p.suffix == ".py" and p.is_file()
                   and (mark is None or mark in p.name)), key=lambda p: p.name.casefold())


def class_problem(folder: Path | None) -> str | None:
    """What keeps the class folder from being used, in one line; ``None``: it is there."""
    if folder is None:
        return translate("Battles", "No class folder is chosen: choose it in Classroom → Class "
                                    "folder….")
    try:
        if folder.is_dir():
            return None
    except OSError:
        pass
    return translate("Battles", "The class folder {0} cannot be reached (is the network or "
                                "the USB stick there?).").format(folder)


def hand_in(source: Path, folder: Path, pupil: str, game: str) -> Path:
    """Copy ``source`` into the class folder's strategies under its handed-in name (a pupil's
    own earlier copy of the same file is replaced); raises ``OSError``."""
    target_folder = strategies_folder(folder)
    target_folder.mkdir(exist_ok=True)
    target = target_folder / handed_in_name(pupil, game, source)
    shutil.copyfile(source, target)
    return target


def ask_pupil(parent: QWidget, settings: Any, title: str) -> str | None:
    """The pupil's name, asked with the one remembered offered; ``None``: cancelled."""
    name = players.remembered(settings)[0]
    while True:
        name, ok = QInputDialog.getText(parent, title, translate(
            "Battles", "Your name (it goes into the file's name):"), QLineEdit.EchoMode.Normal,
                                        name)
        if not ok:
            return None
        name = name.strip()
        problem = players.problem(name) or (None if name else translate(
            "Battles", "Type your name."))
        if problem is None:
            settings.setValue(PUPIL_KEY, name)
            return name
        QMessageBox.warning(parent, title, problem)


def ask_hand_in(parent: QWidget, settings: Any, game: str, game_title: str,
                start: str) -> Path | None:
    """Hand in a strategy file of ``game``: the file chosen (the dialog opens in ``start``)
    and the pupil's name asked; a problem is said in one line. Returns the copy."""
    title = translate("Battles", "Hand in strategy")
    folder = configured(settings)
    problem = class_problem(folder)
    if problem is not None or folder is None:
        QMessageBox.warning(parent, title, problem or "")
        return None
    name, _ = QFileDialog.getOpenFileName(
        parent, translate("Battles", "Hand in a strategy of {0}").format(game_title), start,
        translate("Battles", "Python files (*.py)"))
    if not name:
        return None
    pupil = ask_pupil(parent, settings, title)
    if pupil is None:
        return None
    try:
        copy = hand_in(Path(name), folder, pupil, game)
    except OSError as exc:
        QMessageBox.warning(parent, title, translate(
            "Battles", "Cannot hand in to {0}: {1}").format(strategies_folder(folder),
                                                           exc.strerror or exc))
        return None
    QMessageBox.information(parent, title, translate(
        "Battles", "Handed in as {0}").format(copy))
    return copy
