"""The words the battle window shows for the engine's names: players, games, forfeit reasons."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Battles", text)


def engine_name(spec: str) -> str | None:
    """An engine player's name in the user's language; ``None`` for a strategy file."""
    word = spec.strip()
    kind, _, value = word.partition(":")
    if word == "perfect":
        return _tr("Computer: perfect")
    if word == "random":
        return _tr("Random moves")
    if kind == "depth" and value:
        return _tr("Computer: depth {0}").format(value)
    if kind == "time" and value:
        return _tr("Computer: {0} s a move").format(value)
    return None


def game_title(game: str, tab: Any) -> str:
    """The game's name as its tab calls it (durak shares the one-suit tab: its own name)."""
    if game == "durak":
        return _tr("One-suit durak")
    return str(tab.tab_title())


def reason_name(reason: str) -> str:
    """A forfeit's reason (``engines.battle.sandbox.REASONS``) in words."""
    return {"timeout": _tr("out of time"), "crash": _tr("error in the code"),
            "import": _tr("the file does not load"), "illegal": _tr("illegal move"),
            "malformed": _tr("no move in the answer"), "output": _tr("printed too much"),
            "memory": _tr("out of memory"), "exit": _tr("the process ended")}.get(reason,
                                                                                  reason)
