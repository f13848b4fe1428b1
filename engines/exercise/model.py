"""What an exercise is: the data the command line prints, the training window asks and checks,
and a worksheet prints — one definition for all three.

Texts are :data:`Text` pairs — an English template and its arguments — so the app translates
them with Qt (``QCoreApplication.translate("Exercise", template)``) while the command line,
which must print Russian without Qt, looks the template up in :mod:`engines.exercise.wording`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engines.exercise.text import Text as Text, is_text as is_text  # theirs to import from here too
from engines.exercise.wording import russian


@dataclass(frozen=True)
class Field:
    """One thing the pupil answers; the training window builds an input for each."""

    key: str
    """Key in the reply and in :attr:`Exercise.expected`."""
    form: str
    """``move`` (one of :attr:`Exercise.choices`), ``outcome`` (1 win / 0 draw / -1 loss for the
    player to move), ``int`` (a whole number), ``ints`` (a list of whole numbers: an EGE
    answer), ``side`` (one of the game's side names, :attr:`Exercise.sides`)."""
    label: Text
    """The question of this field, e.g. ("In how many moves does the game end?", ())."""


@dataclass(frozen=True)
class Exercise:
    game: str
    """A registry name (``nim``, ``kalah``, ``ege``…)."""
    variant: str
    kind: str
    level: int
    seed: int
    """The seed that regenerates exactly this exercise (``generate(..., seed=seed)``)."""
    question: Text
    fields: tuple[Field, ...]
    expected: Mapping[str, Any]
    """The right reply per field key (a ``move`` field: the list of every accepted move; an
    ``int`` field: the number, or the list of every accepted number — any heap that works)."""
    answer: Mapping[str, Any]
    """The command line's ``answer`` object, exactly as ``shared/exercise-cli.md`` names it."""
    position: str | None = None
    """The position in the notation of ``shared/analysis-cli.md`` (``None`` for EGE)."""
    task: Mapping[str, Any] | None = None
    """An EGE task (``shared/ege-task-format.md``)."""
    settings: Mapping[str, Any] = field(default_factory=dict)
    """The game's settings for ``registry.build`` (a deck, a Kalah end rule…)."""
    choices: tuple[str, ...] = ()
    """For a ``move`` field: every legal move (the notation), in the game's order."""
    sides: tuple[str, ...] = ()
    """For a ``side`` field: the side names to choose from."""
    hints: tuple[Text, ...] = ()
    """The explanation, step by step; the hint button reveals one at a time."""
    solution: Text = ("", ())
    """The answer said in one sentence, shown after the reply."""
    features: Mapping[str, Any] = field(default_factory=dict)
    """What the level is chosen by, measured on this exercise (remoteness, share of winning
    moves, heap sizes, cards…): the difficulty report reads it."""

    def to_json(self) -> dict[str, Any]:
        """One line of ``python -m engines exercise`` (the contract's fields first): the
        question in Russian; every text also as its template and arguments (``texts``), so
        :meth:`from_json` gives back an equal exercise."""
        out: dict[str, Any] = {
            "game": self.game, "variant": self.variant, "kind": self.kind, "level": self.level,
            "seed": self.seed, "question": russian(self.question)}
        if self.position is not None:
            out["position"] = self.position
        if self.task is not None:
            out["task"] = dict(self.task)
        out["answer"] = dict(self.answer)
        out["fields"] = [{"key": f.key, "form": f.form, "label": russian(f.label),
                          "label_text": _text_json(f.label)} for f in self.fields]
        out["expected"] = dict(self.expected)
        out["hints"] = [russian(t) for t in self.hints]
        out["solution"] = russian(self.solution) if self.solution[0] else ""
        out["settings"] = dict(self.settings)
        out["choices"] = list(self.choices)
        out["sides"] = list(self.sides)
        out["features"] = dict(self.features)
        out["texts"] = {"question": _text_json(self.question),
                        "hints": [_text_json(t) for t in self.hints],
                        "solution": _text_json(self.solution)}
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Exercise:
        """An exercise as :meth:`to_json` wrote it (a worksheet file reopened); raises
        ``KeyError``/``TypeError``/``ValueError`` on a damaged one."""
        texts = data["texts"]
        task = data.get("task")
        exercise = cls(
            game=_typed(data["game"], str), variant=_typed(data["variant"], str),
            kind=_typed(data["kind"], str), level=_typed(data["level"], int),
            seed=_typed(data["seed"], int), question=_text(texts["question"]),
            fields=tuple(Field(_typed(f["key"], str), _typed(f["form"], str),
                               _text(f["label_text"])) for f in data["fields"]),
            expected=dict(data["expected"]), answer=dict(data["answer"]),
            position=data.get("position"), task=None if task is None else dict(task),
            settings=dict(data.get("settings", {})),
            choices=tuple(_typed(c, str) for c in data.get("choices", ())),
            sides=tuple(_typed(c, str) for c in data.get("sides", ())),
            hints=tuple(_text(t) for t in texts.get("hints", ())),
            solution=_text(texts.get("solution", ["", []])),
            features=dict(data.get("features", {})))
        if exercise.position is not None and not isinstance(exercise.position, str):
            raise TypeError("position must be a string")
        return exercise


@dataclass(frozen=True)
class Verdict:
    right: bool
    """Every field right."""
    fields: Mapping[str, bool]
    """Per field key."""


@dataclass(frozen=True)
class Kind:
    game: str
    name: str
    """``best-move``, ``who-wins``, ``best-defence``, ``ege`` or a game's own (``nim-sum``…)."""
    title: Text
    """E.g. ("Find a winning move", ())."""
    levels: int
    """Levels run 1 … levels."""
    variants: tuple[str, ...]
    """The variants it is generated for (the first: the default)."""


def _text_json(text: Text) -> list[Any]:
    return [text[0], [_text_json(a) if is_text(a) else a for a in text[1]]]


def _text(data: Any) -> Text:
    """A :data:`Text` from its JSON form ``[template, [args…]]`` (an argument in that form is
    a Text too: a move said in words)."""
    template, args = data
    if not isinstance(template, str) or not isinstance(args, list):
        raise TypeError("a text is [template, [arguments]]")
    return template, tuple(_text(a) if _looks_like_text(a) else a for a in args)


def _looks_like_text(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
            and isinstance(value[1], list))


def _typed(value: Any, kind: type) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool):
        raise TypeError(f"expected {kind.__name__}, not {value!r:.40}")
    return value
