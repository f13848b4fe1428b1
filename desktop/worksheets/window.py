"""The worksheet builder: a header, rows of exercises, variants and a seed; the pages previewed
as they will be printed; a PDF, the printer, and a worksheet file that reopens."""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QApplication, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QMessageBox, QProgressDialog, QPushButton,
                               QScrollArea, QSpinBox, QSplitter, QVBoxLayout, QWidget)

from desktop.framework.messages import localized
from desktop.framework.palette import ERROR_RED
from desktop.framework.worker import EngineRunner
from desktop.worksheets import sheet as sheets
from desktop.worksheets.export import PictureCache, analyses_for, write_pdf
from desktop.worksheets.pages import Page, page_image, paginate
from desktop.worksheets.positions import PositionsBox
from desktop.worksheets.rows import RowsTable, engine_catalog
from desktop.worksheets.sheet import Header, Worksheet, WorksheetError, exercise_key
from engines.analysis import Analysis
from engines.exercise import generate
from engines.exercise.model import Exercise
from engines.protocol import InputError
from engines.solvers.control import Cancelled, SearchControl

PREVIEW_WIDTH = 620
MAX_SEED = 10 ** 9


def _reporter(control: SearchControl) -> Callable[[int, int], None]:
    """The progress of making exercises, told to the window; stops the job (at the next
    exercise) once it was cancelled — a new job, or the window gone."""
    def report(done: int, total: int) -> None:
        if control.cancelled:
            raise Cancelled()
        if control.progress is not None:
            control.progress(done)
    return report


class WorksheetWindow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.resize(1340, 740)
        self.generate: Callable[..., Exercise] = generate
        self.catalog = engine_catalog()
        self.sheet: Worksheet | None = None
        self.pictures = PictureCache()
        self.pages: list[Page] = []
        self.page = 0
        self.runner = EngineRunner(self)
        self.runner.failed.connect(lambda message: self.say(message, error=True))
        self.runner.progress.connect(self._generated)
        self.runner.busy_changed.connect(self._busy)
        self._build()
        self.retranslate_ui()
        self.rows.add_row()

    # --- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        self.header_box = QGroupBox()
        form = self.form = QFormLayout(self.header_box)
        self.school, self.class_name, self.date, self.title = (QLineEdit() for _ in range(4))
        self.labels = [QLabel() for _ in range(6)]
        for label, edit in zip(self.labels, (self.school, self.class_name, self.date,
                                             self.title)):
            form.addRow(label, edit)
        self.rows_box = QGroupBox()
        rows_layout = QVBoxLayout(self.rows_box)
        self.rows = RowsTable(self.catalog)
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self.add_button.clicked.connect(lambda: self.rows.add_row())
        self.remove_button.clicked.connect(self.rows.remove_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        rows_layout.addWidget(self.rows, 1)
        rows_layout.addLayout(buttons)
        self.positions = PositionsBox(self.catalog, self.runner)
        self.positions.said.connect(self.say)
        self.positions.changed.connect(
            lambda: self.say(self.tr("Make the worksheet again to print the positions.")))
        self.variants, self.seed, self.variant_choice = QSpinBox(), QSpinBox(), QSpinBox()
        self.variants.setRange(1, sheets.MAX_VARIANTS)
        self.variants.setValue(2)
        self.seed.setRange(1, MAX_SEED)
        self.variant_choice.setRange(1, sheets.MAX_VARIANTS)
        self.numbers = QFormLayout()
        self.numbers.addRow(self.labels[4], self.variants)
        self.numbers.addRow(self.labels[5], self.seed)
        self.generate_button, self.regenerate_button = QPushButton(), QPushButton()
        self.open_button, self.save_button = QPushButton(), QPushButton()
        self.pdf_button, self.print_button = QPushButton(), QPushButton()
        self.generate_button.clicked.connect(self.start_generating)
        self.regenerate_button.clicked.connect(self.regenerate_variant)
        self.open_button.clicked.connect(lambda: self.open_file())
        self.save_button.clicked.connect(lambda: self.save_file())
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.print_button.clicked.connect(self.print_sheet)
        regenerate = QHBoxLayout()
        regenerate.addWidget(self.regenerate_button)
        regenerate.addWidget(self.variant_choice)
        files = QHBoxLayout()
        for button in (self.open_button, self.save_button, self.pdf_button, self.print_button):
            files.addWidget(button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.header_box)
        left_layout.addWidget(self.rows_box, 1)
        left_layout.addWidget(self.positions)
        left_layout.addLayout(self.numbers)
        left_layout.addWidget(self.generate_button)
        left_layout.addLayout(regenerate)
        left_layout.addLayout(files)
        left_layout.addWidget(self.status)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidget(self.preview)
        scroll.setWidgetResizable(True)
        self.back_button, self.next_button, self.page_label = QPushButton("◀"), \
            QPushButton("▶"), QLabel()
        self.back_button.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next_button.clicked.connect(lambda: self.show_page(self.page + 1))
        nav = QHBoxLayout()
        nav.addWidget(self.back_button)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        nav.addWidget(self.page_label, 1)
        nav.addWidget(self.next_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addLayout(nav)
        right_layout.addWidget(scroll, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([640, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Worksheets for printing"))
        self.header_box.setTitle(self.tr("Header"))
        for label, text in zip(self.labels, (self.tr("School:"), self.tr("Class:"),
                                             self.tr("Date:"), self.tr("Title:"),
                                             self.tr("Variants:"), self.tr("Seed:"))):
            label.setText(text)
        self.rows_box.setTitle(self.tr("Exercises (the same rows in every variant)"))
        self.add_button.setText(self.tr("Add a row"))
        self.remove_button.setText(self.tr("Remove the row"))
        self.generate_button.setText(self.tr("Make the worksheet"))
        self.regenerate_button.setText(self.tr("New exercises for variant"))
        self.open_button.setText(self.tr("Open…"))
        self.save_button.setText(self.tr("Save…"))
        self.pdf_button.setText(self.tr("Export PDF…"))
        self.print_button.setText(self.tr("Print…"))
        self.rows.retranslate_ui()
        self.positions.retranslate_ui()
        self._show_pages()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.sheet is not None:
                self._paginate()  # the pages' words are in the UI's language
        super().changeEvent(event)

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(f"<span style='color:{ERROR_RED.name()}'>{text}</span>"
                            if error else text)

    # --- making the sheet ------------------------------------------------------------------------
    def wanted(self) -> Worksheet:
        """The sheet the form describes (not generated yet)."""
        return Worksheet(Header(self.school.text(), self.class_name.text(), self.date.text(),
                                self.title.text()),
                         self.rows.rows(), self.variants.value(), self.seed.value(),
                         fixed=list(self.positions.fixed))

    def start_generating(self) -> None:
        wanted = self.wanted()
        try:
            sheets.check(wanted)
        except WorksheetError as exc:
            self.say(localized(exc), error=True)
            return
        generate = self.generate
        self.say(self.tr("Making the exercises…"))
        self._solve(lambda control: sheets.build(wanted, generate, _reporter(control)))

    def _solve(self, make: Callable[[Any], Worksheet]) -> None:
        """Make a sheet (``make(control)``) and the analyses its pictures need, off the GUI
        thread; then show it (only drawing is left for the GUI thread)."""
        drawn = self.pictures.drawn()

        def job(control: Any) -> Any:
            try:
                sheet = make(control)
            except InputError as exc:  # a bad game, kind or level: the engine names it
                return exc
            todo = [e for v in sheet.exercises for e in v if exercise_key(e) not in drawn]
            return sheet, analyses_for(todo, control.derive(report=False))
        self.runner.start(job, self._built)

    def _busy(self, busy: bool) -> None:
        for button in (self.generate_button, self.regenerate_button, self.open_button,
                       self.positions.boards_button, self.positions.history_button):
            button.setEnabled(not busy)

    def _generated(self, done: int) -> None:
        self.say(self.tr("Making the exercises… {0}").format(done))

    def _built(self, result: Any) -> None:
        if isinstance(result, InputError):
            self.say(localized(result), error=True)
            return
        self.set_sheet(*result)

    def regenerate_variant(self) -> None:
        sheet = self.sheet
        if sheet is None or not sheet.exercises:
            self.say(self.tr("Make the worksheet first."), error=True)
            return
        variant = self.variant_choice.value() - 1
        if variant >= sheet.variants:
            self.say(self.tr("The worksheet has {0} variants.").format(sheet.variants),
                     error=True)
            return
        seed = random.randrange(1, MAX_SEED)
        generate = self.generate
        self.say(self.tr("Making the exercises…"))
        self._solve(lambda control: sheets.regenerate(sheet, variant, seed, generate))

    def set_sheet(self, sheet: Worksheet,
                  analyses: Mapping[str, Analysis[Any, Any]] | None = None) -> None:
        """Show ``sheet``: its form, its pictures (drawn behind a progress dialog, from
        ``analyses`` made off the GUI thread where given), its pages."""
        self.sheet = sheet
        h = sheet.header
        for edit, text in ((self.school, h.school), (self.class_name, h.class_name),
                           (self.date, h.date), (self.title, h.title)):
            edit.setText(text)
        self.rows.set_rows(sheet.rows)
        self.positions.set_fixed(sheet.fixed)
        self.variants.setValue(sheet.variants)
        self.seed.setValue(max(1, min(MAX_SEED, sheet.seed)))
        self._draw_pictures(analyses)
        self._paginate()
        self.say(self.tr("{0} exercises on {1} pages.").format(
            sum(len(v) for v in sheet.exercises), len(self.pages)))

    def _draw_pictures(self, analyses: Mapping[str, Analysis[Any, Any]] | None) -> None:
        assert self.sheet is not None
        todo = len(self.pictures.missing(self.sheet))
        dialog = QProgressDialog(self.tr("Drawing the positions…"), self.tr("Cancel"), 0,
                                 max(1, todo), self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)

        def step(done: int, total: int) -> bool:
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()
        self.pictures.prepare(self.sheet, step, analyses)
        dialog.close()

    def _paginate(self) -> None:
        if self.sheet is None:
            return
        header = Header(self.school.text(), self.class_name.text(), self.date.text(),
                        self.title.text())
        self.sheet.header = header  # the header may be edited after the exercises are made
        self.pages = paginate(self.sheet, self.pictures)
        self.show_page(min(self.page, len(self.pages) - 1))

    def show_page(self, index: int) -> None:
        self.page = max(0, min(index, len(self.pages) - 1))
        self._show_pages()

    def _show_pages(self) -> None:
        count = len(self.pages)
        self.back_button.setEnabled(self.page > 0)
        self.next_button.setEnabled(self.page < count - 1)
        self.page_label.setText(self.tr("Page {0} of {1}").format(self.page + 1, count)
                                if count else self.tr("No pages yet"))
        if count:
            self.preview.setPixmap(QPixmap.fromImage(page_image(self.pages[self.page],
                                                                PREVIEW_WIDTH)))
        else:
            self.preview.clear()

    # --- files, PDF, printer ------------------------------------------------------------------
    def _ready(self) -> bool:
        if self.sheet is None or not self.sheet.exercises:
            self.say(self.tr("Make the worksheet first."), error=True)
            return False
        self._paginate()
        return True

    def save_file(self, path: Path | None = None) -> bool:
        if not self._ready() or self.sheet is None:
            return False
        if path is None:
            name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the worksheet"),
                                                  "worksheet.json",
                                                  self.tr("Worksheets (*.json)"))
            if not name:
                return False
            path = Path(name)
        try:
            sheets.write(path, self.sheet)
        except OSError as exc:
            self.say(self.tr("Could not write {0}: {1}").format(path, exc.strerror or exc),
                     error=True)
            return False
        self.say(self.tr("Saved: {0}").format(path))
        return True

    def open_file(self, path: Path | None = None) -> bool:
        """Open a worksheet file; on any problem the sheet on screen stays as it was."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a worksheet"), "",
                                                  self.tr("Worksheets (*.json)"))
            if not name:
                return False
            path = Path(name)
        catalog = self.catalog
        try:
            sheet = sheets.read(path, (lambda game, kind: kind in catalog.get(game, {}))
                                if catalog else None)
        except InputError as exc:
            message = self.tr("Could not open {0}: {1}").format(path.name, localized(exc))
            self.say(message, error=True)
            return False
        if not sheet.exercises:  # a file of rows only: made from its seeds
            self._solve(lambda control: sheets.build(sheet, self.generate))
        else:
            self._solve(lambda control: sheet)
        return True

    def export_pdf(self, path: Path | None = None) -> bool:
        if not self._ready() or self.sheet is None:
            return False
        if path is None:
            name, _ = QFileDialog.getSaveFileName(self, self.tr("Export PDF"), "worksheet.pdf",
                                                  self.tr("PDF files (*.pdf)"))
            if not name:
                return False
            path = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
        try:
            write_pdf(path, self.pages, self.sheet.header.title or self.tr("Worksheet"))
        except OSError:
            self.say(self.tr("Could not write {0}.").format(path), error=True)
            return False
        self.say(self.tr("Written: {0} ({1} pages)").format(path, len(self.pages)))
        return True

    def print_sheet(self) -> None:
        if not self._ready():
            return
        from desktop.worksheets.printing import print_pages
        if not print_pages(self, self.pages):
            QMessageBox.information(self, self.tr("Print"), self.tr(
                "Printing is not available here: export the PDF and print it."))


def open_window(main: Any) -> QWidget:
    window = getattr(main, "_worksheets_window", None)
    if window is None:
        window = WorksheetWindow(main)
        window.positions.tabs = lambda: (main.game_tabs, _current_game(main))
        main._worksheets_window = window
    assert isinstance(window, QWidget)
    return window


def _current_game(main: Any) -> Any:
    """The game tab in front in the main window (None when it shows another page)."""
    current = main.tabs.currentWidget()
    return current if current in main.game_tabs else None

