"""Which games have which kinds, and the generator behind each: the one table the interface,
the command line and the training window read."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engines.exercise import ege, generic, nim, own, sources
from engines.exercise.context import Context, Source
from engines.exercise.levels import check_level
from engines.exercise.model import Exercise, Kind, Text
from engines.protocol import NotationError

Maker = Callable[[Context], Exercise]


@dataclass(frozen=True)
class KindSpec:
    name: str
    title: Text
    make: Maker
    levels: int
    variants: tuple[str, ...] | None = None
    """``None``: every variant of the game's :class:`GameSpec`."""


@dataclass(frozen=True)
class GameSpec:
    source: Source
    variants: tuple[str, ...]
    own: tuple[KindSpec, ...] = ()
    generic_variants: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Generic kinds offered for some variants only (a kind name → its variants): where every
    losing move of a variant loses equally late, there is no best defence to find."""


GENERIC = (
    KindSpec("best-move", ("Find a winning move", ()), generic.best_move, generic.LEVELS),
    KindSpec("who-wins", ("Who wins with best play, and in how many moves?", ()),
             generic.who_wins, generic.LEVELS),
    KindSpec("best-defence", ("Find the best defence", ()), generic.best_defence,
             generic.LEVELS),
)

GAMES: dict[str, GameSpec] = {
    "nim": GameSpec(nim.SOURCE, ("normal", "misere", "moore", "slow-le"), (
        KindSpec("nim-sum", ("The nim-sum and the winning move", ()), nim.nim_sum_exercise,
                 len(nim.NIM_SUM_HEAPS), ("normal",)),)),
    "cards24": GameSpec(sources.CARDS24, ("standard",), (
        KindSpec("mex", ("The Grundy number of a position (mex)", ()), own.mex_exercise,
                 len(own.MEX_BANDS)),)),
    "determinant": GameSpec(sources.DETERMINANT, ("standard",)),
    "odnomastka": GameSpec(
        sources.ODNOMASTKA, ("standard", "standard-misere", "terminal", "terminal-misere"), (
            KindSpec("tricks", ("How many tricks does the mover take?", ()),
                     own.tricks_exercise, len(sources.HAND_CARDS), ("standard",)),),
        {"best-defence": ("standard",)}),
    "durak": GameSpec(sources.DURAK, ("optional-take", "must-beat")),
    "kalah": GameSpec(sources.KALAH, ("standard", "empty-capture")),
    "seki": GameSpec(sources.SEKI, ("seki", "d-seki"), (
        KindSpec("who-starts", ("Who wins if R starts, and if C starts?", ()),
                 own.who_starts_exercise, len(sources.SEKI_MATRICES)),)),
    "ege": GameSpec(sources.NONE, ("task",), (
        KindSpec("ege", ("EGE tasks 19–21", ()), ege.ege_exercise, ege.LEVELS),)),
}


def games() -> tuple[str, ...]:
    return tuple(GAMES)


def _spec(game: str) -> GameSpec:
    spec = GAMES.get(game)
    if spec is None:
        raise NotationError("exercise: unknown game '{0}' (known: {1})", game,
                            ", ".join(GAMES))
    return spec


def _kind_specs(game: str) -> tuple[KindSpec, ...]:
    spec = _spec(game)
    if spec.variants == ("task",):
        return spec.own
    generic = tuple(KindSpec(k.name, k.title, k.make, k.levels,
                             spec.generic_variants.get(k.name)) for k in GENERIC)
    return generic + spec.own


def kinds(game: str) -> tuple[Kind, ...]:
    spec = _spec(game)
    return tuple(Kind(game, k.name, k.title, k.levels, k.variants or spec.variants)
                 for k in _kind_specs(game))


def generate(game: str, kind: str, *, variant: str | None = None, level: int = 1,
             seed: int = 1, settings: dict[str, Any] | None = None) -> Exercise:
    """The exercise of that game, kind, variant, level and seed (always the same one)."""
    spec = _spec(game)
    found = {k.name: k for k in _kind_specs(game)}
    kind_spec = found.get(kind)
    if kind_spec is None:
        raise NotationError("exercise: {0} has no kind '{1}' (one of {2})", game, kind,
                            ", ".join(found))
    variants = kind_spec.variants or spec.variants
    variant = variant or variants[0]
    if variant not in variants:
        raise NotationError("exercise: {0} {1} has no variant '{2}' (one of {3})", game, kind,
                            variant, ", ".join(variants))
    check_level(level, kind_spec.levels, f"exercise: {game} {kind}")
    given = dict(spec.source.settings(variant))
    given.update(settings or {})
    return kind_spec.make(Context(game, variant, kind, level, seed, spec.source, given))


def generate_many(game: str, kind: str, *, variant: str | None = None, level: int = 1,
                  seed: int = 1, count: int = 1) -> list[Exercise]:
    """``count`` exercises, the i-th one ``generate(..., seed=seed + i)``."""
    return [generate(game, kind, variant=variant, level=level, seed=seed + i)
            for i in range(count)]
