"""An exercise about a given position — one a teacher took from a played game — made by the
same code as the generated ones, so its question, answer, hints and check are theirs.

A kind's maker picks its position among ``Context.candidates()``; here the only candidate is
the given position, examined once: if the kind finds nothing to ask about it (every move wins,
the position is not lost…), there is no exercise, and the error says so.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engines.exercise.catalog import GAMES, GENERIC, kinds
from engines.exercise.context import Context
from engines.exercise.model import Exercise
from engines.protocol import NotationError
from engines.registry import check_reach

SEED = 0
"""Exercises from a given position are not regenerated from a seed."""


def exercise_for(game: str, kind: str, position_text: str, *, variant: str | None = None,
                 settings: dict[str, Any] | None = None) -> Exercise:
    """The exercise of ``kind`` about ``position_text`` (the notation of
    ``shared/analysis-cli.md``); raises :class:`NotationError` naming a bad game, kind,
    variant or position, one out of the engine's reach, and one with no right answer to ask
    for (a finished game; every move optimal for ``best-move``)."""
    offered = {k.name: k for k in kinds(game)}  # names an unknown game
    spec = GAMES[game]
    makers = {k.name: k.make for k in GENERIC + spec.own}
    if kind not in offered or kind not in makers:
        raise NotationError("exercise: {0} has no kind '{1}' (one of {2})", game, kind,
                            ", ".join(offered))
    variants = offered[kind].variants
    variant = variant or variants[0]
    if variant not in variants:
        raise NotationError("exercise: {0} {1} has no variant '{2}' (one of {3})", game, kind,
                            variant, ", ".join(variants))
    given = dict(spec.source.settings(variant))
    given.update(settings or {})
    probe = Context(game, variant, kind, 1, SEED, spec.source, given)
    pos = probe.game.parse_position(position_text)
    if not probe.game.legal_moves(pos):
        raise NotationError("exercise: the game is over in {0}: there is nothing to ask",
                            position_text)
    check_reach(probe.analyzer, pos, False)
    # The position, never a random walk from it; one try: it fits the kind or it does not.
    source = replace(spec.source, start=lambda *_: pos, plies=lambda rng, level: 0, tries=1)
    try:
        exercise = makers[kind](Context(game, variant, kind, 1, SEED, source, given))
    except LookupError:
        raise NotationError("exercise: {0} {1}: the position {2} has no right answer to ask "
                            "for (e.g. every move is as good)", game, kind,
                            position_text) from None
    if exercise.position != probe.game.format_position(pos):
        raise NotationError("exercise: {0} {1} is not made from a given position", game, kind)
    return exercise
