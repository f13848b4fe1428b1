"""A worksheet: its header, the rows the teacher chose (game × kind × level × count), the
variants and the exercises of each — and its file, JSON with a format name and a version.

Needs no window: the exercises come from the exercise engine (``engines.exercise.generate``),
one seed each, so the same sheet seed always gives the same sheet and a file can be checked
against the generator.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from desktop.framework.savefile import check_header, read_json
from engines.exercise.model import Exercise
from engines.protocol import InputError

FORMAT = "finite-games-worksheet"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_VARIANTS = 8
MAX_COUNT = 20
"""Exercises a row asks for, per variant."""
MAX_FIXED = 20
"""Positions from played games on one sheet."""
MAX_EXERCISES = 120
"""Exercises on the whole sheet (every variant): a class set of tests, and what an export
draws in well under a minute."""
VARIANT_STEP = 1000
"""Variant v starts its seeds at seed + v × VARIANT_STEP; row r at that + r × ROW_STEP."""
ROW_STEP = 97
RETRIES = 6
"""Seeds tried per exercise to avoid one a neighbour already has."""

Generate = Callable[..., Exercise]
"""``engines.exercise.generate``'s signature: (game, kind, *, variant, level, seed)."""


class WorksheetError(InputError):
    """What is wrong with a worksheet or its file, in words for the teacher."""


@dataclass(frozen=True)
class Header:
    school: str = ""
    class_name: str = ""
    date: str = ""
    title: str = ""


@dataclass(frozen=True)
class Row:
    game: str
    kind: str
    level: int = 1
    count: int = 1


@dataclass
class Worksheet:
    header: Header = field(default_factory=Header)
    rows: list[Row] = field(default_factory=list)
    variants: int = 1
    seed: int = 1
    variant_seeds: list[int] = field(default_factory=list)
    """Each variant's first seed (regenerating a variant gives it a new one)."""
    fixed: list[Exercise] = field(default_factory=list)
    """Exercises taken from played games: the same in every variant, after the rows'."""
    exercises: list[list[Exercise]] = field(default_factory=list)
    """Per variant, in order: every row's exercises, then the fixed ones."""

    def total(self) -> int:
        return self.variants * (sum(r.count for r in self.rows) + len(self.fixed))


def check(sheet: Worksheet) -> None:
    """Raise :class:`WorksheetError` naming what would make the sheet impossible or too big."""
    if not 1 <= sheet.variants <= MAX_VARIANTS:
        raise WorksheetError("from 1 to {0} variants, not {1}", MAX_VARIANTS, sheet.variants)
    for number, row in enumerate(sheet.rows, 1):
        if not 1 <= row.count <= MAX_COUNT:
            raise WorksheetError("row {0}: from 1 to {1} exercises, not {2}", number,
                                 MAX_COUNT, row.count)
    if len(sheet.fixed) > MAX_FIXED:
        raise WorksheetError("at most {0} positions from games, not {1}", MAX_FIXED,
                             len(sheet.fixed))
    if not sheet.rows and not sheet.fixed:
        raise WorksheetError("the worksheet has no exercises: add a row or a position")
    if sheet.total() > MAX_EXERCISES:
        raise WorksheetError("{0} exercises in all variants; a worksheet holds at most {1}",
                             sheet.total(), MAX_EXERCISES)


def variant_seed(seed: int, variant: int) -> int:
    return seed + variant * VARIANT_STEP


def exercise_key(exercise: Exercise) -> str:
    """What makes two exercises the same for a pupil looking at a neighbour's sheet."""
    where = exercise.position if exercise.position is not None else \
        json.dumps(exercise.task, sort_keys=True)
    return f"{exercise.game}/{exercise.variant}/{exercise.kind}/{where}"


def build(sheet: Worksheet, generate: Generate,
          progress: Callable[[int, int], None] | None = None) -> Worksheet:
    """The sheet with every variant generated from its seeds (``variant_seeds`` filled from
    ``seed`` where missing); raises :class:`WorksheetError` or the engine's ``NotationError``
    naming a bad game, kind or level. Pure: needs no window, runs off the GUI thread."""
    check(sheet)
    seeds = list(sheet.variant_seeds[:sheet.variants])
    seeds += [variant_seed(sheet.seed, v) for v in range(len(seeds), sheet.variants)]
    out = replace(sheet, variant_seeds=seeds, exercises=[])
    done = [0]
    for v in range(sheet.variants):
        out.exercises.append(_variant(out, v, generate, out.exercises, progress, done))
    return out


def regenerate(sheet: Worksheet, variant: int, seed: int, generate: Generate) -> Worksheet:
    """The sheet with one variant made anew from ``seed``; the others stay as they are."""
    check(sheet)
    seeds = list(sheet.variant_seeds)
    seeds[variant] = seed
    out = replace(sheet, variant_seeds=seeds, exercises=list(sheet.exercises))
    others = [e for i, e in enumerate(out.exercises) if i != variant]
    out.exercises[variant] = _variant(out, variant, generate, others, None, [0])
    return out


def _variant(sheet: Worksheet, v: int, generate: Generate, others: Sequence[list[Exercise]],
             progress: Callable[[int, int], None] | None, done: list[int]) -> list[Exercise]:
    taken = {exercise_key(e) for exercises in others for e in exercises}
    exercises: list[Exercise] = []
    for r, row in enumerate(sheet.rows):
        seed = sheet.variant_seeds[v] + r * ROW_STEP
        for _ in range(row.count):
            tried = []
            for _ in range(RETRIES):
                tried.append(generate(row.game, row.kind, variant=None, level=row.level,
                                      seed=seed))
                seed += 1
                if exercise_key(tried[-1]) not in taken:
                    break
            # A small level has few positions: a repeat beats no exercise.
            exercise = next((e for e in tried if exercise_key(e) not in taken), tried[0])
            taken.add(exercise_key(exercise))
            exercises.append(exercise)
            done[0] += 1
            if progress is not None:
                progress(done[0], sheet.total())
    return exercises + list(sheet.fixed)


# --- the file ------------------------------------------------------------------------------
def to_json(sheet: Worksheet) -> dict[str, Any]:
    h = sheet.header
    return {"format": FORMAT, "version": VERSION,
            "header": {"school": h.school, "class": h.class_name, "date": h.date,
                       "title": h.title},
            "rows": [{"game": r.game, "kind": r.kind, "level": r.level, "count": r.count}
                     for r in sheet.rows],
            "variants": sheet.variants, "seed": sheet.seed,
            "variant_seeds": list(sheet.variant_seeds),
            "fixed": [e.to_json() for e in sheet.fixed],
            "exercises": [[e.to_json() for e in exercises] for exercises in sheet.exercises]}


def write(path: Path, sheet: Worksheet) -> None:
    """Raises ``OSError`` when the file cannot be written; an old file is replaced whole."""
    text = json.dumps(to_json(sheet), ensure_ascii=False, indent=1)
    temporary = path.with_name(path.name + ".part")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def read(path: Path, known: Callable[[str, str], bool] | None = None) -> Worksheet:
    """The worksheet in ``path``; raises :class:`WorksheetError` (or the save files'
    ``SaveFileError``) naming what is wrong. ``known(game, kind)`` tells the kinds this
    program has."""
    return parse(read_json(path, MAX_BYTES), known)


def parse(data: Any, known: Callable[[str, str], bool] | None = None) -> Worksheet:
    data = check_header(data, FORMAT, VERSION, "this is not a worksheet of Finite Games")
    header = _need(data, "header", dict)
    sheet = Worksheet(
        header=Header(*(_text(header, k) for k in ("school", "class", "date", "title"))),
        rows=[_row(r, i, known) for i, r in enumerate(_need(data, "rows", list), 1)],
        variants=_whole(data, "variants"), seed=_whole(data, "seed"),
        variant_seeds=[_int(s, "variant_seeds") for s in _need(data, "variant_seeds", list)],
        fixed=[_exercise(e, known) for e in _need(data, "fixed", list)],
        exercises=[[_exercise(e, known) for e in _list(v, "exercises")]
                   for v in _need(data, "exercises", list)])
    check(sheet)
    if sheet.exercises and (len(sheet.exercises) != sheet.variants
                            or len(sheet.variant_seeds) != sheet.variants):
        raise WorksheetError("the file lists {0} variants but holds {1}", sheet.variants,
                             len(sheet.exercises))
    return sheet


def _need(data: Mapping[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise WorksheetError("the field '{0}' is missing or has the wrong type", key)
    return value


def _int(value: Any, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise WorksheetError("the field '{0}' is missing or has the wrong type", key)
    return value


def _whole(data: Mapping[str, Any], key: str) -> int:
    return _int(data.get(key), key)


def _list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise WorksheetError("the field '{0}' is missing or has the wrong type", key)
    return value


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise WorksheetError("the field '{0}' is missing or has the wrong type", key)
    return value


def _row(data: Any, number: int, known: Callable[[str, str], bool] | None) -> Row:
    if not isinstance(data, dict):
        raise WorksheetError("the field '{0}' is missing or has the wrong type", "rows")
    row = Row(_need(data, "game", str), _need(data, "kind", str), _whole(data, "level"),
              _whole(data, "count"))
    if known is not None and not known(row.game, row.kind):
        raise WorksheetError("row {0}: this program has no exercise '{2}' for '{1}'", number,
                             row.game, row.kind)
    return row


def _exercise(data: Any, known: Callable[[str, str], bool] | None) -> Exercise:
    try:
        exercise = Exercise.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise WorksheetError("an exercise in the file is damaged: {0}", str(exc) or
                             type(exc).__name__)
    if known is not None and not known(exercise.game, exercise.kind):
        raise WorksheetError("this program has no exercise '{1}' for '{0}'", exercise.game,
                             exercise.kind)
    return exercise
