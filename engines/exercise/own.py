"""The kinds of one game each: 24 cards' mex step, one-suit tricks, seki's who-starts."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.analysis import Analysis
from engines.exercise.context import Context, listing
from engines.exercise.generic import value_of
from engines.exercise.levels import Band, pick
from engines.exercise.model import Exercise, Field, Text
from engines.solvers.grundy import mex

# --- 24 cards: the Grundy number of a cell from its options' -------------------------------
MEX_BANDS = (
    Band({"options": (1, 2)}),
    Band({"options": (3, 4)}),
    Band({"options": (4, 6), "gap": (1, 1)}),
    Band({"options": (5, 6), "gap": (1, 1), "grundy": (2, 6)}),
)
"""By the number of options, and whether their values leave a gap below their maximum (then
the mex is not "the largest plus one")."""


def _options(ctx: Context, pos: Any) -> list[tuple[str, int]]:
    """(move, Grundy number after it) of each move that does not overshoot the target: the
    options of the Grundy table (a move past the target loses at once: no option)."""
    game, out = ctx.game, []
    room = game.target - game.total(pos)  # type: ignore[attr-defined]
    for move in game.legal_moves(pos):
        if move <= room:
            child = ctx.analyzer.analyze(game.play(pos, move))
            out.append((game.format_move(pos, move), int(child.extra["grundy"])))
    return out


def mex_exercise(ctx: Context) -> Exercise:
    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        pos, a = c
        values = [g for _, g in _options(ctx, pos)]
        if not values:
            return None
        g = mex(values)
        return {"options": len(values), "grundy": g, "gap": 1 if g < max(values) else 0}

    (pos, a), features = pick(ctx.candidates(), measure, MEX_BANDS[ctx.level - 1],
                              ctx.source.tries)
    options = _options(ctx, pos)
    grundy = int(a.extra["grundy"])
    shown = listing([f"{m} → {g}" for m, g in options])
    question: Text = ("Position {0} (total {1}). The moves lead to positions with Grundy numbers "
                      "{2}. What is the Grundy number of this position?",
                      (a.position_text, a.extra["total"], shown))
    values = sorted({g for _, g in options})
    hints: list[Text] = [
        ("The Grundy number is the mex: the smallest whole number not among the options' "
         "numbers.", ()),
        ("The options' numbers: {0}.", (listing(values),)),
        ("The smallest number not among them is {0}.", (grundy,))]
    return ctx.exercise(question, [Field("grundy", "int", ("The Grundy number", ()))],
                        {"grundy": grundy}, {"grundy": grundy}, pos=pos, hints=hints,
                        solution=("The Grundy number is {0}.", (grundy,)),
                        features=features)


# --- odnomastka: how many tricks the mover takes -----------------------------------------
def tricks_left(pos: Any) -> int:
    """Tricks still to be played, the one on the table included."""
    cards = len(pos.hands[0]) + len(pos.hands[1]) + (1 if pos.table is not None else 0)
    return cards // 2


def tricks_exercise(ctx: Context) -> Exercise:
    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        pos, a = c
        return {"cards": tricks_left(pos), "right_moves": len(a.optimal_moves),
                "moves": len(a.moves)}

    (pos, a), features = pick(ctx.candidates(), measure, Band(), 1)
    total = tricks_left(pos)
    value = int(value_of(a))
    taken = (total + value) // 2
    question: Text = ("Position {0}, {1} to move. How many tricks does {1} take from here "
                      "with best play of both?", (a.position_text, a.to_move))
    hints: list[Text] = [
        ("{0} tricks are still to be played.", (total,)),
        ("The best moves here: {0}.", (listing([m.text for m in a.optimal_moves]),)),
        ("With best play the mover takes {0} of them and the opponent {1}.",
         (taken, total - taken))]
    return ctx.exercise(question, [Field("tricks", "int", ("Tricks the mover takes", ()))],
                        {"tricks": taken}, {"tricks": taken, "value": value}, pos=pos,
                        hints=hints, solution=hints[-1], features={**features, "tricks": taken})


# --- seki: who wins if R starts, and if C starts ---------------------------------------------
def who_starts_exercise(ctx: Context) -> Exercise:
    game, analyzer = ctx.game, ctx.analyzer

    def both(pos: Any) -> tuple[Analysis[Any, Any], Analysis[Any, Any]]:
        matrix = pos.matrix
        text = "/".join(",".join(map(str, row)) for row in matrix)
        return (analyzer.analyze(game.parse_position(f"{text} R")),
                analyzer.analyze(game.parse_position(f"{text} C")))

    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        pos, _ = c
        r, col = both(pos)
        if r.terminal or col.terminal:
            return None
        return {"cells": len(pos.matrix) * len(pos.matrix[0]),
                "entries": sum(map(sum, pos.matrix)),
                "remoteness": max(r.remoteness or 0, col.remoteness or 0),
                "same": 1 if r.value == col.value else 0}

    # Half of them where the starter's result differs by who starts: the pupil must solve both.
    same = ctx.rng.random() < 0.5
    (pos, _), features = pick(ctx.candidates(), measure, Band({"same": (same, same)}),
                              ctx.source.tries)
    r, col = both(pos)
    matrix = r.position_text.rsplit(" ", 1)[0]
    answer = {"R": int(r.value), "C": int(col.value)}
    fields = [Field("R", "outcome", ("If R starts: the result for R", ())),
              Field("C", "outcome", ("If C starts: the result for C", ()))]
    question: Text = ("Matrix {0}. Who wins with best play if R starts, and if C starts?",
                      (matrix,))
    hints: list[Text] = [
        ("Solve the game twice: once with R to move, once with C to move.", ()),
        (_starter_sentence(int(r.value)), ("R",)), (_starter_sentence(int(col.value)), ("C",))]
    return ctx.exercise(question, fields, answer, answer, pos=game.parse_position(f"{matrix} R"),
                        hints=hints, solution=("{0} {1}", (hints[1], hints[2])),
                        features={k: v for k, v in features.items() if k != "same"})


def _starter_sentence(value: int) -> str:
    return {1: "If {0} starts, {0} wins.", 0: "If {0} starts, the game is a draw.",
            -1: "If {0} starts, {0} loses."}[value]
