"""The kinds every two-player game has: find a winning move, who wins (and in how many moves),
find the best defence. Written once over :class:`engines.analysis.Analysis`."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.analysis import Analysis, _plain
from engines.exercise.context import Context
from engines.exercise.moves import said_moves
from engines.exercise.levels import DEFENCE_BANDS, VALUE_BANDS, WIN_BANDS, Band, pick
from engines.exercise.model import Exercise, Field, Text
from engines.protocol import ValueKind

LEVELS = len(WIN_BANDS)

MOVE_LABEL: Text = ("Your move", ())
OUTCOME_LABEL: Text = ("Who wins with best play?", ())
LENGTH_LABEL: Text = ("In how many moves does the game end (both sides' moves counted)?", ())
SCORE_LABEL: Text = ("The result with best play (the mover's score minus the opponent's)", ())


def win_loss(analysis: Analysis[Any, Any]) -> bool:
    return analysis.value_kind is ValueKind.WIN_LOSS


def share(right: int, analysis: Analysis[Any, Any]) -> float:
    return round(right / len(analysis.moves), 3)


def texts(analysis: Analysis[Any, Any], optimal: bool = True) -> list[str]:
    return [m.text for m in analysis.moves if (m.optimal if optimal else m.best)]


def value_of(analysis: Analysis[Any, Any]) -> int | float:
    """The value as ``analyze`` prints it."""
    return _plain(analysis.value)


def best_move(ctx: Context) -> Exercise:
    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        _, a = c
        right = len(a.optimal_moves)
        if right == len(a.moves) or (win_loss(a) and a.value <= 0):
            return None  # every move right, or nothing to win: not a "find the move" question
        return {"remoteness": a.remoteness, "share": share(right, a), "moves": len(a.moves),
                "right_moves": right, "value": value_of(a)}

    (pos, a), features = pick(ctx.candidates(), measure, ctx.band(WIN_BANDS),
                              ctx.source.tries)
    moves = texts(a)
    if win_loss(a):
        question: Text = ("Position {0}, {1} to move. Find a winning move.",
                          (a.position_text, a.to_move))
        steps: list[Text] = [("There are {0} legal moves here; {1} of them win.",
                              (len(a.moves), len(moves))),
                             ("After a winning move every reply of the opponent loses.", ())]
    else:
        question = ("Position {0}, {1} to move. Find the best move.",
                    (a.position_text, a.to_move))
        steps = [("There are {0} legal moves here; {1} of them keep the best result {2}.",
                  (len(a.moves), len(moves), value_of(a)))]
    hints = [*ctx.game_hints(pos, a), *steps]
    return ctx.exercise(question, [Field("move", "move", MOVE_LABEL)], {"move": moves},
                        {"moves": moves}, pos=pos, hints=hints[:3] + [_right_moves(ctx, moves)],
                        solution=_right_moves(ctx, moves), features=features)


def _right_moves(ctx: Context, moves: list[str]) -> Text:
    return ("Right moves: {0}.", (said_moves(ctx.game_name, moves),))


def who_wins(ctx: Context) -> Exercise:
    # Half the exercises ask about a won position, half about one that is not: the pupil
    # cannot guess from the kind.
    want_win = ctx.rng.random() < 0.5

    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        _, a = c
        return {"remoteness": a.remoteness, "moves": len(a.moves), "value": value_of(a),
                "won": 1 if (a.value > 0) == want_win else 0}

    wanted = Band({**ctx.band(VALUE_BANDS).ranges, "won": (1, 1)})
    (pos, a), features = pick(ctx.candidates(), measure, wanted, ctx.source.tries)
    features = {k: v for k, v in features.items() if k != "won"}
    value = value_of(a)
    answer = {"value": value}
    if not win_loss(a):
        question: Text = ("Position {0}, {1} to move. What is the result with best play?",
                          (a.position_text, a.to_move))
        return ctx.exercise(
            question, [Field("value", "int", SCORE_LABEL)], {"value": value}, answer, pos=pos,
            hints=[*ctx.game_hints(pos, a), *_value_steps(ctx.game_name, a)],
            solution=("With best play the result is {0} for the player to move.", (value,)),
            features=features)
    fields = [Field("outcome", "outcome", OUTCOME_LABEL)]
    expected: dict[str, Any] = {"outcome": int(a.value)}
    if a.remoteness is not None and a.value != 0:
        fields.append(Field("length", "int", LENGTH_LABEL))
        expected["length"] = a.remoteness
    question = ("Position {0}, {1} to move. Who wins with best play?",
                (a.position_text, a.to_move))
    return ctx.exercise(question, fields, expected, answer, pos=pos,
                        hints=[*ctx.game_hints(pos, a), *_value_steps(ctx.game_name, a)],
                        solution=_outcome_sentence(a), features=features)


def _outcome_sentence(a: Analysis[Any, Any]) -> Text:
    if a.value == 0:
        return ("With best play the game is a draw.", ())
    if a.remoteness is None:
        return (("The player to move wins." if a.value > 0 else "The player to move loses."), ())
    return (("The player to move wins; the game lasts {0} more moves."
             if a.value > 0 else "The player to move loses; the game lasts {0} more moves."),
            (a.remoteness,))


def _value_steps(game: str, a: Analysis[Any, Any]) -> list[Text]:
    best = texts(a)
    if win_loss(a) and a.value > 0:
        first: Text = ("Look for a move after which the opponent loses: {0}.", (said_moves(game, best),))
    elif win_loss(a) and a.value < 0:
        first = ("Every move leaves the opponent a won position.", ())
    else:
        first = ("The best moves here: {0}.", (said_moves(game, best),))
    return [first, _outcome_sentence(a) if win_loss(a) else
            ("With best play the result is {0} for the player to move.", (value_of(a),))]


def best_defence(ctx: Context) -> Exercise:
    def measure(c: tuple[Any, Analysis[Any, Any]]) -> Mapping[str, Any] | None:
        _, a = c
        best = len(a.best_moves)
        if a.value >= 0 or best == len(a.moves):
            return None  # not lost, or every move defends as well: nothing to find
        return {"remoteness": a.remoteness, "share": share(best, a), "moves": len(a.moves),
                "right_moves": best, "value": value_of(a)}

    (pos, a), features = pick(ctx.candidates(), measure, ctx.band(DEFENCE_BANDS),
                              ctx.source.tries)
    moves = texts(a, optimal=False)
    if win_loss(a):
        question: Text = ("Position {0}, {1} to move. The position is lost: find the move "
                          "that holds out longest.", (a.position_text, a.to_move))
        steps: list[Text] = [("Every move loses with best play of the opponent.", ())]
        if a.remoteness is not None:
            steps.append(("The longest defence makes the game last {0} more moves.",
                          (a.remoteness,)))
    else:
        question = ("Position {0}, {1} to move. The position is lost: find the move that "
                    "loses least.", (a.position_text, a.to_move))
        steps = [("With best play the result is {0} for the player to move.", (value_of(a),))]
    hints = [*ctx.game_hints(pos, a), *steps, _right_moves(ctx, moves)]
    return ctx.exercise(question, [Field("move", "move", MOVE_LABEL)], {"move": moves},
                        {"moves": moves}, pos=pos, hints=hints[-4:],
                        solution=_right_moves(ctx, moves), features=features)
