"""Every game the command line and the app know, with how to build it from options."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.analysis import Analyzer
from engines.games.cards24 import DEFAULT_DECK, DEFAULT_TARGET, Cards24, Cards24Analyzer, parse_deck
from engines.games.determinant import Determinant, DeterminantAnalyzer
from engines.games.durak import VARIANTS as DURAK_VARIANTS
from engines.games.durak import Durak, DurakAnalyzer
from engines.games.kalah import END_RULES, Kalah
from engines.games.kalah import VARIANTS as KALAH_VARIANTS
from engines.games.kalah_solver import KalahAnalyzer
from engines.games.nim import VARIANTS as NIM_VARIANTS
from engines.games.seki import VARIANTS as SEKI_VARIANTS
from engines.games.seki import Seki, SekiAnalyzer
from engines.games.odnomastka import VARIANTS as ODNOMASTKA_VARIANTS
from engines.games.odnomastka import Odnomastka, OdnomastkaAnalyzer
from engines.games.nim import Nim, NimAnalyzer, parse_edges
from engines.protocol import Game, NotationError


@dataclass(frozen=True)
class GameEntry:
    name: str
    variants: tuple[str, ...]
    """The first one is the default."""
    options: tuple[str, ...]
    """Game-specific command-line options (without ``--``)."""
    build: Callable[[str, dict[str, Any]], tuple[Game[Any, Any], Analyzer[Any, Any]]]


def _build_nim(variant: str, options: dict[str, Any]) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    edges = options.get("edges")
    if isinstance(edges, str):
        edges = parse_edges(edges)
    game = Nim(variant, k=options.get("k"), edges=edges)
    return game, NimAnalyzer(game)


def _build_determinant(variant: str, options: dict[str, Any]
                       ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    game = Determinant()
    return game, DeterminantAnalyzer(game)


def _build_cards24(variant: str, options: dict[str, Any]
                   ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    deck = options.get("deck")
    if isinstance(deck, str):
        deck = parse_deck(deck)
    target = options.get("target")
    game = Cards24(deck or DEFAULT_DECK, DEFAULT_TARGET if target is None else target)
    return game, Cards24Analyzer(game)


def _build_kalah(variant: str, options: dict[str, Any]
                 ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    end = options.get("end") or END_RULES[0]
    game = Kalah(variant=variant, end=end, any_size=True)
    return game, KalahAnalyzer(game)


def _build_odnomastka(variant: str, options: dict[str, Any]
                      ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    game = Odnomastka(variant)
    return game, OdnomastkaAnalyzer(game)


def _build_durak(variant: str, options: dict[str, Any]
                 ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    game = Durak(variant)
    return game, DurakAnalyzer(game)


def _build_seki(variant: str, options: dict[str, Any]
                ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    game = Seki(variant)
    return game, SekiAnalyzer(game)


GAMES: dict[str, GameEntry] = {
    "nim": GameEntry("nim", NIM_VARIANTS, ("k", "edges"), _build_nim),
    "determinant": GameEntry("determinant", ("standard",), (), _build_determinant),
    "cards24": GameEntry("cards24", ("standard",), ("deck", "target"), _build_cards24),
    "kalah": GameEntry("kalah", KALAH_VARIANTS, ("end",), _build_kalah),
    "odnomastka": GameEntry("odnomastka", ODNOMASTKA_VARIANTS, (), _build_odnomastka),
    "durak": GameEntry("durak", DURAK_VARIANTS, (), _build_durak),
    "seki": GameEntry("seki", SEKI_VARIANTS, (), _build_seki),
}


def build(name: str, variant: str | None = None, options: dict[str, Any] | None = None
          ) -> tuple[Game[Any, Any], Analyzer[Any, Any]]:
    """The game and its analyzer; raises :class:`NotationError` on an unknown name or variant."""
    entry = GAMES.get(name)
    if entry is None:
        raise NotationError("unknown game '{0}' (known: {1})", name, ", ".join(sorted(GAMES)))
    variant = variant or entry.variants[0]
    if variant not in entry.variants:
        raise NotationError("{0}: unknown variant '{1}' (one of {2})", name, variant,
                            ", ".join(entry.variants))
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
