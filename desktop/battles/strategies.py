"""A pupil's new strategy: a copy of the game's template where he chooses, opened in his editor."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDir, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QCheckBox, QFileDialog, QInputDialog, QMessageBox, QWidget

from desktop.battles.handin import ask_pupil, handed_in_name
from desktop.battles.setup_page import strategies_folder

translate = QCoreApplication.translate


def save_template(game: str, path: Path) -> Path:
    """Copy ``game``'s template to ``path`` (a ``.py`` added when missing); raises ``OSError``."""
    if path.suffix != ".py":
        path = path.with_name(path.name + ".py")
    shutil.copyfile(strategies_folder(game) / "template.py", path)
    return path


def open_in_editor(path: Path) -> bool:
    """The file in the user's program for ``.py`` files (his editor, or the system's)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def ask_new_strategy(parent: QWidget, games: list[tuple[str, str]], current: str,
                     class_strategies: Path | None = None, settings: Any = None
                     ) -> tuple[str, Path, bool] | None:
    """Ask for the game (``games``: (name, title)) and where to save its template; save it and
    offer to open it in the editor. Returns (game, the file, whether to add it as a player).
    With a reachable class folder (``class_strategies``) the pupil's name is asked and the
    file offered there, under its handed-in name: the teacher's class battle finds it."""
    title_text = translate("Battles", "New strategy from template")
    titles = [title for _, title in games]
    index = next((i for i, (name, _) in enumerate(games) if name == current), 0)
    title, ok = QInputDialog.getItem(parent, title_text,
                                     translate("Battles", "The game of the strategy:"), titles,
                                     index, False)
    if not ok:
        return None
    game = games[titles.index(title)][0]
    suggested = Path(QDir.homePath()) / f"my_{game}_strategy.py"
    if class_strategies is not None and settings is not None and _reachable(class_strategies):
        pupil = ask_pupil(parent, settings, title_text)
        if pupil is None:
            return None
        suggested = class_strategies / handed_in_name(pupil, game, Path("strategy.py"))
    name, _ = QFileDialog.getSaveFileName(
        parent, translate("Battles", "Save the new strategy as"), str(suggested),
        translate("Battles", "Python files (*.py)"))
    if not name:
        return None
    try:
        path = save_template(game, Path(name))
    except OSError as exc:
        QMessageBox.warning(parent, title_text, translate("Battles", "Cannot save {0}: {1}")
                            .format(name, exc.strerror or exc))
        return None
    box = QMessageBox(QMessageBox.Icon.Information, title_text, translate(
        "Battles", "The template is saved as {0}. Write your idea where it says \"YOUR IDEA "
        "HERE\", save the file and run a battle.").format(path),
        QMessageBox.StandardButton.NoButton, parent)
    add = QCheckBox(translate("Battles", "Add it to the battle's players"))
    add.setChecked(True)
    box.setCheckBox(add)
    edit = box.addButton(translate("Battles", "Open in the editor"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.exec()
    if box.clickedButton() is edit and not open_in_editor(path):
        QMessageBox.warning(parent, title_text, translate(
            "Battles", "No program opens {0}; open it in your editor.").format(path))
    return game, path, add.isChecked()


def _reachable(folder: Path) -> bool:
    """The folder is there, or can be made (the class folder is, its strategies not yet)."""
    try:
        folder.mkdir(exist_ok=True)
        return folder.is_dir()
    except OSError:
        return False


def open_examples(game: str) -> bool:
    """The folder of ``game``'s template and examples in the system's file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(strategies_folder(game))))
