"""A worksheet on paper: the pictures of its positions drawn once, then its pages written to a
PDF or sent to a printer (the same painting as the preview)."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPagedPaintDevice, QPdfWriter

from desktop.framework.position_picture import analyse, board_picture, explanation_pictures
from desktop.training.ege_view import SolvedTask, key_pictures, solve_exercise
from desktop.worksheets.pages import BOARD_PX, EXPLANATION_PX, Page, paint_page
from desktop.worksheets.sheet import Worksheet, exercise_key
from engines.analysis import Analysis
from engines.exercise.model import Exercise
from engines.solvers.control import SearchControl

PDF_DPI = 300

Prepared = Analysis[Any, Any] | SolvedTask
"""What an exercise's explanation is drawn from, made off the GUI thread: the analysis of its
position, or its EGE task solved."""


class PictureCache:
    """Each exercise's board and explanation pictures, drawn once per position."""

    def __init__(self) -> None:
        self._images: dict[str, tuple[QImage | None, list[QImage]]] = {}
        self.problems: list[str] = []
        """What could not be drawn (the sheet is still printed, without that picture)."""

    def __call__(self, exercise: Exercise) -> tuple[QImage | None, list[QImage]]:
        return self._images.get(exercise_key(exercise), (None, []))

    def drawn(self) -> set[str]:
        """The keys of the exercises drawn already."""
        return set(self._images)

    def missing(self, sheet: Worksheet) -> list[Exercise]:
        seen: dict[str, Exercise] = {}
        for exercises in sheet.exercises:
            for exercise in exercises:
                key = exercise_key(exercise)
                if key not in self._images:
                    seen.setdefault(key, exercise)
        return list(seen.values())

    def draw(self, exercise: Exercise, prepared: Prepared | None = None) -> None:
        """Draw one exercise's pictures (given no analysis, runs one)."""
        board: QImage | None = None
        explanation: list[QImage] = []
        try:
            if exercise.position is not None:
                board = board_picture(exercise.game, exercise.variant, exercise.settings,
                                      exercise.position, BOARD_PX)
            if exercise.task is not None:
                explanation = key_pictures(exercise, EXPLANATION_PX, prepared
                                           if isinstance(prepared, SolvedTask) else None)
            else:
                explanation = explanation_pictures(
                    exercise, EXPLANATION_PX, None if isinstance(prepared, SolvedTask)
                    else prepared)
        except (ValueError, KeyError, TypeError) as exc:
            self.problems.append(f"{exercise.game} {exercise.position}: {exc}")
        self._images[exercise_key(exercise)] = (board, explanation)

    def prepare(self, sheet: Worksheet, step: Callable[[int, int], bool],
                analyses: Mapping[str, Prepared] | None = None) -> bool:
        """Draw every picture the sheet still lacks; ``step(done, total)`` returns False to
        stop (the dialog's Cancel); ``analyses``: :func:`analyses_for`'s. Returns whether every
        one was drawn."""
        todo = self.missing(sheet)
        for done, exercise in enumerate(todo):
            if not step(done, len(todo)):
                return False
            self.draw(exercise, (analyses or {}).get(exercise_key(exercise)))
        step(len(todo), len(todo))
        return True


def analyses_for(exercises: Iterable[Exercise], control: SearchControl | None = None
                 ) -> dict[str, Prepared]:
    """Each exercise's analysis (an EGE task: its solution) by its key, for drawing its
    explanation — made off the GUI thread (the pictures are drawn on it). A position that
    cannot be analysed gets none: its drawing then names the problem."""
    out: dict[str, Prepared] = {}
    for exercise in exercises:
        try:
            analysis: Prepared | None = solve_exercise(exercise, control) \
                if exercise.task is not None else analyse(exercise, control)
        except (ValueError, KeyError, TypeError):
            continue
        if analysis is not None:
            out[exercise_key(exercise)] = analysis
    return out


def paint_pages(device: QPagedPaintDevice, pages: list[Page], dpi: float) -> bool:
    """Paint ``pages`` on a PDF writer or a printer (its page is the whole sheet)."""
    painter = QPainter()
    if not painter.begin(device):
        return False
    for number, page in enumerate(pages):
        if number:
            device.newPage()
        paint_page(painter, page, dpi / 72.0)
    return painter.end()


def write_pdf(path: Path, pages: list[Page], title: str) -> None:
    """Raises ``OSError`` naming the file when it cannot be written."""
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setTitle(title)
    writer.setCreator("Finite Games")
    ok = paint_pages(writer, pages, PDF_DPI)
    del writer  # the file is finished when the writer goes
    if not ok or not path.exists() or path.stat().st_size == 0:
        raise OSError(str(path))
