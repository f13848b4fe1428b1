"""The exercise engine's texts on screen: every template is listed for lupdate, and the Russian
the app shows is the Russian the command line prints."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

import engines.exercise as exercise_engine
from desktop.training import messages
from desktop.training.texts import say
from engines.exercise import wording

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "finite_games_ru.ts"


def test_every_template_of_the_engine_is_listed_for_translation():
    missing = [t for t in exercise_engine.TEMPLATES if t not in messages.TEMPLATES]
    extra = [t for t in messages.TEMPLATES if t not in exercise_engine.TEMPLATES]
    paste = "".join(f'    QT_TRANSLATE_NOOP("Exercise", {json.dumps(t, ensure_ascii=False)}),\n'
                    for t in missing)
    assert not missing, "add to desktop/training/messages.py:\n" + paste
    assert not extra, f"no longer in the engine: {extra}"
    assert len(set(messages.TEMPLATES)) == len(messages.TEMPLATES)


def exercise_translations() -> dict[str, str]:
    root = ET.parse(TS).getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") == "Exercise":
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None
                assert translation.get("type") is None, message.findtext("source")
                out[message.findtext("source") or ""] = translation.text or ""
    return out


def test_the_russian_on_screen_is_the_engines_russian():
    translated = exercise_translations()
    wrong = {t: (translated.get(t), wording.russian((t, ())) if "{" not in t else None)
             for t in exercise_engine.TEMPLATES if translated.get(t) != wording.RUSSIAN[t]}
    assert not wrong, f"the .ts must hold engines/exercise/wording.py's Russian: {wrong}"


@pytest.fixture
def russian(qapp):
    ru = QTranslator()
    assert ru.load(str(ROOT / "resources" / "translations" / "finite_games_ru.qm"))
    qapp.installTranslator(ru)
    yield
    qapp.removeTranslator(ru)


def test_say_shows_a_generated_exercise_as_the_command_line_prints_it(russian):
    for kind in exercise_engine.kinds("nim"):
        exercise = exercise_engine.generate("nim", kind.name, level=1, seed=4)
        assert say(exercise.question) == exercise_engine.russian(exercise.question)
        assert say(exercise.solution) == exercise_engine.russian(exercise.solution)
        for hint in exercise.hints:
            assert say(hint) == exercise_engine.russian(hint)
        assert say(kind.title) == exercise_engine.russian(kind.title)


def test_say_puts_the_arguments_in_and_leaves_an_empty_text_empty():
    assert say(("", ())) == ""
    assert say(("The nim-sum is {0}; right moves: {1}.", (3, "1:2"))) == \
        "The nim-sum is 3; right moves: 1:2."
