"""The words the battle window shows for the engine's names: players, games, forfeit reasons."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.framework.messages import localized
from engines.battle.sandbox import from_words

translate = QCoreApplication.translate


def engine_name(spec: str) -> str | None:
    """An engine player's name in the user's language; ``None`` for a strategy file."""
    word = spec.strip()
    kind, _, value = word.partition(":")
    if word == "perfect":
        return translate("Battles", "Computer: perfect")
    if word == "random":
        return translate("Battles", "Random moves")
    if kind == "depth" and value:
        return translate("Battles", "Computer: depth {0}").format(value)
    if kind == "time" and value:
        return translate("Battles", "Computer: {0} s a move").format(value)
    return None


def game_title(game: str, tab: Any) -> str:
    """The game's name as its tab calls it (durak shares the one-suit tab: its own name)."""
    if game == "durak":
        return translate("Battles", "One-suit durak")
    return str(tab.tab_title())


def reason_name(reason: str) -> str:
    """A forfeit's reason (``engines.battle.sandbox.REASONS``) in words."""
    words = {"timeout": translate("Battles", "out of time"),
             "crash": translate("Battles", "error in the code"),
             "import": translate("Battles", "the file does not load"),
             "illegal": translate("Battles", "illegal move"),
             "malformed": translate("Battles", "no move in the answer"),
             "output": translate("Battles", "printed too much"),
             "memory": translate("Battles", "out of memory"),
             "exit": translate("Battles", "the process ended")}
    return words.get(reason, reason)


def forfeit_message(forfeit: dict[str, Any]) -> str:
    """A forfeit's message (the file, the line, the position) in the user's language; a battle
    saved without the message's words (or with damaged ones) shows the English it has."""
    try:
        return localized(from_words(forfeit.get("words")))
    except ValueError:
        return str(forfeit.get("message", ""))
