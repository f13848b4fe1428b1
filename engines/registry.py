"""Every game the command line and the app know, with how to build it from options."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from engines.protocol import Game, NotationError

if TYPE_CHECKING:
    from engines.analysis import Analyzer

Built = tuple[Game[Any, Any], "Analyzer[Any, Any]"]


@dataclass(frozen=True)
class GameEntry:
    """A game known by name; its engine module is imported only when the game is used, so that a
    one-position query pays for one game's imports, not for every game's."""
    name: str
    module: str
    """The engine module; its ``VARIANTS`` (if any, else just ``standard``) are the variants."""
    options: tuple[str, ...]
    """Game-specific command-line options (without ``--``)."""
    build: Callable[[str, dict[str, Any]], Built]

    @property
    def variants(self) -> tuple[str, ...]:
        """The first one is the default."""
        variants: tuple[str, ...] = getattr(import_module(self.module), "VARIANTS", ("standard",))
        return variants


def _build_nim(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.nim.rules import Nim, NimAnalyzer, parse_edges
    edges = options.get("edges")
    if isinstance(edges, str):
        edges = parse_edges(edges)
    game = Nim(variant, k=options.get("k"), edges=edges)
    return game, NimAnalyzer(game)


def _build_determinant(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.determinant.rules import Determinant, DeterminantAnalyzer
    game = Determinant()
    return game, DeterminantAnalyzer(game)


def _build_cards24(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.cards24.rules import (DEFAULT_DECK, DEFAULT_TARGET, Cards24, Cards24Analyzer,
                                       parse_deck)
    deck = options.get("deck")
    if isinstance(deck, str):
        deck = parse_deck(deck)
    target = options.get("target")
    game = Cards24(deck or DEFAULT_DECK, DEFAULT_TARGET if target is None else target)
    return game, Cards24Analyzer(game)


def _build_kalah(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.kalah.rules import END_RULES, Kalah
    from engines.games.kalah.solver import KalahAnalyzer
    end = options.get("end") or END_RULES[0]
    game = Kalah(variant=variant, end=end, any_size=True)
    return game, KalahAnalyzer(game)


def _build_odnomastka(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.one_suit.odnomastka import Odnomastka, OdnomastkaAnalyzer
    game = Odnomastka(variant)
    return game, OdnomastkaAnalyzer(game)


def _build_durak(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.one_suit.durak import Durak, DurakAnalyzer
    game = Durak(variant)
    return game, DurakAnalyzer(game)


def _build_seki(variant: str, options: dict[str, Any]) -> Built:
    from engines.games.seki.rules import Seki, SekiAnalyzer
    game = Seki(variant)
    return game, SekiAnalyzer(game)


GAMES: dict[str, GameEntry] = {entry.name: entry for entry in (
    GameEntry("nim", "engines.games.nim.rules", ("k", "edges"), _build_nim),
    GameEntry("determinant", "engines.games.determinant.rules", (), _build_determinant),
    GameEntry("cards24", "engines.games.cards24.rules", ("deck", "target"), _build_cards24),
    GameEntry("kalah", "engines.games.kalah.rules", ("end",), _build_kalah),
    GameEntry("odnomastka", "engines.games.one_suit.odnomastka", (), _build_odnomastka),
    GameEntry("durak", "engines.games.one_suit.durak", (), _build_durak),
    GameEntry("seki", "engines.games.seki.rules", (), _build_seki),
)}


def build(name: str, variant: str | None = None, options: dict[str, Any] | None = None
          ) -> Built:
    """The game and its analyzer; raises :class:`NotationError` on an unknown name or variant."""
    entry = GAMES.get(name)
    if entry is None:
        raise NotationError("unknown game '{0}' (known: {1})", name, ", ".join(sorted(GAMES)))
    variants = entry.variants
    variant = variant or variants[0]
    if variant not in variants:
        raise NotationError("{0}: unknown variant '{1}' (one of {2})", name, variant,
                            ", ".join(variants))
    options = dict(options or {})
    unused = [k for k, v in options.items() if v is not None and k not in entry.options]
    if unused:
        raise NotationError("{0}: option --{1} does not apply to this game", name, unused[0])
    return entry.build(variant, options)


def check_reach(analyzer: Analyzer[Any, Any], pos: Any, limited: bool) -> None:
    """Refuse at once, with a :class:`NotationError` naming the limit and the option that helps,
    a position the game's engine cannot answer in seconds (``limited``: a depth or time limit
    was given). The limits are the game's own (``check_reach`` of its analyzer)."""
    check = getattr(analyzer, "check_reach", None)
    if check is not None:
        check(pos, limited)
