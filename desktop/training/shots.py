"""``--screenshots`` pictures of the training window at 1366×768: the choice, an exercise, a
wrong answer with its explanation, a test's summary, the teacher's progress table, and an exam
task with hints and after a wrong answer; then the class folder: its dialog (usable and
missing), the teacher's table of a class on several PCs, the line a missing folder shows."""
from __future__ import annotations

import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import engines.exercise as exercise_engine
from desktop import class_folder
from desktop.class_folder_dialog import ClassFolderDialog
from desktop.framework.screenshot import save_shot
from desktop.framework.waiting import settle
from desktop.training import class_results
from desktop.training.progress import Result
from desktop.training.window import TrainingWindow, open_window

CLASS = ("Аня Белова", "Борис Волков", "Вера Глебова", "Гоша Дёмин", "Даша Ершова",
         "Егор Жуков", "Женя Зайцева", "Зоя Ильина")
"""A class on six PCs; some pupils sat at two of them."""


def training_screenshots(window: TrainingWindow, folder: Path,
                         wait_until: Callable[..., bool]) -> bool:
    ok = True
    page = window.exercise

    def save(name: str) -> None:
        nonlocal ok
        settle()
        ok &= save_shot(window, folder / f"tool-training-{name}.png")

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
    ok &= class_folder_screenshots(window, folder, wait_until)
    window.close()
    return ok


def fill_class_folder(share: Path) -> None:
    """Results of :data:`CLASS` from six PCs, and one file a PC broke, as the teacher finds
    them after a lesson."""
    rng = random.Random(32)
    games = [(game, exercise_engine.kinds(game)[0].name) for game in ("nim", "kalah", "cards24")]
    for i, pupil in enumerate(CLASS):
        for pc in {f"PC-{1 + i % 6:02d}", f"PC-{1 + (i * 5) % 6:02d}"}:
            answers = []
            for n in range(rng.randint(4, 12)):
                game, kind = rng.choice(games)
                right = rng.random() < 0.7
                answers.append(Result(f"2026-11-27 10:{10 + n:02d}", game, kind, "", rng.randint(
                    1, 3), n, right, 0, 2 if right else 0, 20.0, True))
            class_results.write(share, class_results.Snapshot(pupil, pc, f"store {pc}", len(
                answers), tuple(answers)))
    (class_folder.results_folder(share) / "Петя@PC-07.json").write_text('{"format": "fin',
                                                                          encoding="utf-8")


def class_folder_screenshots(window: TrainingWindow, folder: Path,
                             wait_until: Callable[..., bool]) -> bool:
    settings = window.settings
    if settings is None:
        return True
    ok = True

    def save(widget: Any, name: str) -> None:
        nonlocal ok
        settle()
        ok &= save_shot(widget, folder / f"tool-training-{name}.png")

    base = Path(tempfile.mkdtemp(prefix="finite-games-class-"))
    share = base / "Класс 7Б"
    share.mkdir()
    fill_class_folder(share)
    before = settings.value(class_folder.SETTING)
    try:
        settings.setValue(class_folder.SETTING, str(share))
        window.class_folder_changed()
        window.show_progress(None)
        wait_until(lambda: not window.progress.reading and not window.courier.busy(), 10)
        window.show_progress(None)  # with this PC's copy written too
        wait_until(lambda: not window.progress.reading, 10)
        save(window, "class-table")
        dialog = ClassFolderDialog(window, settings)
        dialog.show()
        wait_until(lambda: not dialog.checking, 10)
        save(dialog, "class-folder")
        dialog.path.setText(str(base / "Флешка учителя"))
        dialog.check()
        wait_until(lambda: not dialog.checking, 10)
        save(dialog, "class-folder-missing")
        dialog.close()
        settings.setValue(class_folder.SETTING, str(base / "Флешка учителя"))
        window.class_folder_changed()
        window.show_setup()
        wait_until(lambda: not window.courier.busy(), 10)
        save(window, "class-folder-down")
    finally:
        settings.setValue(class_folder.SETTING, before)
        window.class_folder_changed()
        # The courier's copy to the folder set back runs on a thread: let it end before the
        # folders go and the caller closes the window (a crash once, in the suite, under load).
        wait_until(lambda: not window.courier.busy(), 10)
        shutil.rmtree(base, ignore_errors=True)
    return ok


def screenshots(main: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    """The tool's ``--screenshots`` pictures, its window opened from ``main``."""
    return training_screenshots(open_window(main), folder, wait_until)
