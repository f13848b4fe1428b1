"""``--screenshots`` pictures of the training window at 1366×768: the choice, an exercise, a
wrong answer with its explanation, a test's summary, the teacher's progress table, and an exam
task with hints and after a wrong answer."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.training.window import TrainingWindow


def training_screenshots(window: TrainingWindow, folder: Path,
                         wait_until: Callable[..., bool]) -> bool:
    ok = True
    page = window.exercise

    def save(name: str) -> None:
        nonlocal ok
        wait_until(lambda: False, 0.3)
        ok &= window.grab().save(str(folder / f"tool-training-{name}.png"))

    def exercise_ready() -> bool:
        return wait_until(lambda: page.exercise is not None and page.form is not None, 30)

    def reply(right: bool) -> dict[str, Any]:
        exercise = page.exercise
        assert exercise is not None
        out: dict[str, Any] = {}
        for field in exercise.fields:
            want = exercise.expected[field.key]
            if field.form == "move":
                wrong = [m for m in exercise.choices if m not in want]
                out[field.key] = want[0] if right or not wrong else wrong[0]
            elif field.form == "outcome":
                out[field.key] = want if right else (-1 if want == 1 else 1)
            elif field.form == "ints":
                out[field.key] = want if right else [x + 1 for x in want]
            elif field.form == "side":
                out[field.key] = want if right else next(s for s in exercise.sides if s != want)
            else:
                out[field.key] = want if right else want + 1
        return out

    def answer(right: bool) -> None:
        form = page.form
        assert form is not None
        for box in form.inputs:
            box.choose(reply(right)[box.field.key])
        page.answer()
        wait_until(lambda: page.stage.explained or not page.stage.explains(), 30)
        page.stage.finish()

    window.resize(1366, 768)
    window.show()
    window.show_setup()
    window.setup.pupil.setEditText("Маша")
    game, kind, variant, _ = window.setup.choice()
    window.setup.choose(game, kind.name, min(2, kind.levels), variant)  # level 1: 8 positions
    save("setup")
    window.start(True)
    if not exercise_ready():
        return False
    save("exercise")
    page.hint()
    answer(False)
    save("wrong-answer")
    for i in range(1, 10):
        page.next()
        if not exercise_ready():
            return False
        answer(i % 3 != 0)
    page.next()
    save("summary")
    window.show_progress(None)
    save("progress")
    window.show_setup()
    # An exam task: its table of S after two hints, then explained after a wrong answer.
    window.setup.choose("ege", "ege", 3)
    window.start(False)
    if not exercise_ready() or not wait_until(lambda: page.stage.ege is not None
                                              and page.stage.ege.solved is not None, 30):
        return False
    page.hint()
    page.hint()
    save("ege-hints")
    answer(False)
    wait_until(lambda: page.stage.explained, 30)
    save("ege-answered")
    window.show_setup()
    window.close()
    return ok
