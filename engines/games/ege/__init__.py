"""The EGE stone-heap tasks 19–21 (Petya and Vanya) as a game: the registry entry.

The game is built from a task (``shared/ege-task-format.md``): the settings' ``task`` holds its
fields (as a save file does) or, on the command line, names a task file; without one it is the
standard exam task, one heap, +1 or ×2, to 29. ``s`` is S (default: the first of the task's
range).
"""
from __future__ import annotations

from engines.entry import Built, GameEntry, Option, Settings

DEFAULT_TASK = "one-heap-29"
"""The task of ``resources/ege/`` a game is built from when the settings name none."""


def _build(variant: str, settings: Settings) -> Built:
    from pathlib import Path

    from engines.games.ege.game import StoneHeaps, StoneHeapsAnalyzer, check_start
    from engines.games.ege.task import parse_task, read_task_data
    from engines.resources import resource_dir
    data = settings.get("task")
    if data is None:
        data = read_task_data(resource_dir() / "ege" / f"{DEFAULT_TASK}.json")
    elif isinstance(data, str):
        data = read_task_data(Path(data))
    task = parse_task(data)
    game = StoneHeaps(task, check_start(task, settings.get("s", task.s_low)), data)
    return game, StoneHeapsAnalyzer(game)


ENTRY = GameEntry(
    "ege", ("task",), "engines.games.ege.game", _build,
    options=(Option("task", "ege: the task file (JSON, shared/ege-task-format.md; "
                            f"default: resources/ege/{DEFAULT_TASK}.json)"),),
    settings=("s",),
    limits=("task files up to 1 MB, numbers up to 10**9, 100,000 values of S,",
            "250,000 positions of the game"))
