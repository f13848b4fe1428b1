"""The classroom tools beside the game tabs — training, worksheets, procedure battles — each a
window of its own, opened from the "Classroom" menu.

A tool is a package with a ``window`` module exporting ``open_window(main) -> QWidget`` (the
window, built on the first call and shown again on later ones) and a ``shots`` module exporting
``screenshots(main, folder, wait_until) -> bool`` (its ``--screenshots`` pictures). The
modules are imported on first use: a pupil who only plays pays nothing for them.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.settings import Settings

TOOLS: tuple[str, ...] = ("training", "worksheets", "battles")
"""In the order of the menu."""


def title(tool: str) -> str:
    """The menu text of ``tool``, translated."""
    if tool == "training":
        return QCoreApplication.translate("Tools", "&Training: exercises…")
    if tool == "worksheets":
        return QCoreApplication.translate("Tools", "&Worksheets for printing…")
    return QCoreApplication.translate("Tools", "&Battles of strategies…")


# ``main`` is the main window, typed as a plain widget: naming its class here would make the
# main window and its menu's tools import each other.
def _module(tool: str, part: str = "window") -> Any:
    """The tool's ``window`` module, or its ``shots`` module (the pictures)."""
    # Plain import statements, not importlib with a computed name: PyInstaller finds only
    # these, and without them the built app had no Classroom windows at all.
    if tool == "training":
        from desktop.training import shots as training_shots, window as training
        return training_shots if part == "shots" else training
    if tool == "worksheets":
        from desktop.worksheets import shots as worksheets_shots, window as worksheets
        return worksheets_shots if part == "shots" else worksheets
    from desktop.battles import shots as battles_shots, window as battles
    return battles_shots if part == "shots" else battles


def open_tool(main: QWidget, tool: str) -> QWidget:
    window: QWidget = _module(tool).open_window(main)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def choose_class_folder(main: QWidget, settings: Settings) -> QWidget:
    """Classroom → Class folder…: the dialog, not modal (the app goes on meanwhile); a training
    window already open writes its results to the new folder at once."""
    from desktop.class_folder_dialog import ClassFolderDialog
    dialog = ClassFolderDialog(main, settings)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def chosen() -> None:
        for tool in TOOLS:
            window = getattr(main, f"_{tool}_window", None)
            changed = getattr(window, "class_folder_changed", None)
            if changed is not None:
                changed()
    dialog.accepted.connect(chosen)
    dialog.show()
    return dialog


def screenshots(main: QWidget, folder: Path, wait_until: Callable[..., bool]) -> bool:
    ok = True
    for tool in TOOLS:
        ok &= bool(_module(tool, "shots").screenshots(main, folder, wait_until))
    return ok
