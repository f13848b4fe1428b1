"""Every game the command line and the app know: the list of the game packages' entries.

A new game adds its package's ``ENTRY`` to :data:`ENTRIES`. The entries are cheap to import
(see :mod:`engines.entry`): a game's engine modules are imported only when it is built.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.entry import Built, GameEntry
from engines.games import cards24, determinant, ege, kalah, nim, one_suit, seki
from engines.protocol import NotationError

if TYPE_CHECKING:
    from engines.analysis import Analyzer

__all__ = ["ENTRIES", "GAMES", "Built", "GameEntry", "build", "check_reach", "entry"]

ENTRIES: tuple[GameEntry, ...] = (
    nim.ENTRY, cards24.ENTRY, kalah.ENTRY, seki.ENTRY, *one_suit.ENTRIES, determinant.ENTRY,
    ege.ENTRY)
"""In the order of ``analyze --help`` (its options and its limits)."""
GAMES: dict[str, GameEntry] = {e.name: e for e in ENTRIES}


def entry(name: str) -> GameEntry:
    """The entry of the game ``name``; raises :class:`NotationError` on an unknown name."""
    found = GAMES.get(name)
    if found is None:
        raise NotationError("unknown game '{0}' (known: {1})", name, ", ".join(sorted(GAMES)))
    return found


def build(name: str, variant: str | None = None, options: dict[str, Any] | None = None,
          command_line: bool = False) -> Built:
    """The game and its analyzer from its variant and settings (``None`` values are left out:
    the game's default); raises :class:`NotationError` on an unknown name, variant or option,
    or a bad value. ``build(name, variant, game.settings())`` rebuilds an equal game.
    ``command_line``: only the game's command-line options apply, not its other settings."""
    found = entry(name)
    variant = variant or found.variants[0]
    if variant not in found.variants:
        raise NotationError("{0}: unknown variant '{1}' (one of {2})", name, variant,
                            ", ".join(found.variants))
    given = {k: v for k, v in (options or {}).items() if v is not None}
    allowed = found.option_names + (() if command_line else found.settings)
    found.refuse_unknown(list(given), allowed)
    return found.build(variant, given)


def check_reach(analyzer: Analyzer[Any, Any], pos: Any, limited: bool) -> None:
    """Refuse at once, with a :class:`NotationError` naming the limit and the option that helps,
    a position the game's engine cannot answer in seconds (``limited``: a depth or time limit
    was given). The limits are the game's own (``check_reach`` of its analyzer)."""
    check = getattr(analyzer, "check_reach", None)
    if check is not None:
        check(pos, limited)
