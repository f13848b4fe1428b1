"""The training window (Classroom → Training): a pupil picks a game, a kind of exercise and a
level, and answers a 10-exercise test or endless practice; every exercise is generated and
checked by the exact engines, and each answer is explained with the game's own views.

Pages: the choice, the exercise, the summary, the teacher's progress table.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

import engines.exercise as exercise_engine
from desktop import class_folder
from desktop.class_folder_dialog import describe
from desktop.framework import players
from desktop.framework.dialogs import HelpDialog, error_line
from desktop.framework.messages import localized
from desktop.settings import Settings
from desktop.training import progress
from desktop.training.courier import Courier
from desktop.training.exercise_page import ExercisePage
from desktop.training.progress_page import ProgressPage
from desktop.training.session import Session
from desktop.training.setup_page import SetupPage
from desktop.training.summary_page import SummaryPage
from desktop.training.texts import say
from engines.protocol import NotationError


def kind_title(game: str, kind: str) -> str:
    """A kind's title in the UI's language (its name when the engine no longer has it)."""
    try:
        found = next((k for k in exercise_engine.kinds(game) if k.name == kind), None)
    except NotationError:
        found = None
    return say(found.title) if found is not None else kind


class TrainingWindow(QWidget):
    def __init__(self, parent: QWidget | None = None, language: Callable[[], str] = lambda: "ru",
                 remembered: tuple[str, ...] = (), settings: Settings | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.language = language
        self.remembered = remembered
        """Names the app already knows (the pupils of a human–human game)."""
        self.settings = settings
        """Where the class folder is named (None: no class folder)."""
        self.resize(1366, 768)
        self.store = progress.ProgressStore()
        self.courier = Courier(self.store, self.class_folder, self)
        self.courier.changed.connect(self._show_folder_state)
        self.setup = SetupPage()
        self.exercise = ExercisePage(self.store)
        self.summary = SummaryPage()
        self.progress = ProgressPage(self.store, kind_title, self.courier)
        self.pages = QStackedWidget()
        for page in (self.setup, self.exercise, self.summary, self.progress):
            self.pages.addWidget(page)
        self.setup.start_requested.connect(self.start)
        self.setup.progress_requested.connect(lambda: self.show_progress(None))
        self.exercise.finished.connect(self.show_summary)
        self.summary.again_requested.connect(self.again)
        self.summary.back_requested.connect(self.show_setup)
        self.summary.progress_requested.connect(
            lambda: self.show_progress(self.session.pupil if self.session else None))
        self.progress.back_requested.connect(self.show_setup)
        self.help_button = QPushButton()
        self.help_button.clicked.connect(self.show_help)
        self.home_button = QPushButton()
        self.home_button.clicked.connect(self.show_setup)
        self.pupil_label = QLabel()
        bar = QHBoxLayout()
        bar.addWidget(self.home_button)
        bar.addWidget(self.pupil_label, 1)
        bar.addWidget(self.help_button)
        self.folder_line = error_line()
        self.folder_line.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.folder_line)
        layout.addWidget(self.pages, 1)
        self.session: Session | None = None
        self.help: HelpDialog | None = None
        self.retranslate_ui()
        self.show_setup()
        self.courier.send()  # what this PC has, in case the folder missed it last time

    # --- the class folder ---------------------------------------------------------------------
    def class_folder(self) -> Path | None:
        return class_folder.configured(self.settings) if self.settings is not None else None

    def class_folder_changed(self) -> None:
        """Another folder was chosen: everything this PC has goes there."""
        self.courier.restart()
        if self.pages.currentWidget() is self.progress:
            self.progress.refresh(self.progress.pupil.currentData())

    def _show_folder_state(self) -> None:
        error, courier = self.courier.error, self.courier
        if error is None or not courier.pending:
            self.folder_line.setVisible(False)
            return
        self.folder_line.setText(self.tr(
            "Class folder {0}: {1}. The results of %n pupil(s) are kept on this PC until it is "
            "back.", "", len(courier.pending)).format(
                courier.failed_folder, describe(class_folder.problem(error),
                                                error.strerror or str(error))))
        self.folder_line.setVisible(True)

    # --- pages ------------------------------------------------------------------------------
    def show_setup(self) -> None:
        self.exercise.shut_down()
        self.setup.set_names([*self.store.names(), *self.remembered])
        results = self.store.pupils.get(self.setup.name())
        if self.session is None and results:  # where the pupil stopped last time
            last = results[-1]
            try:
                self.setup.choose(last.game, last.kind, last.level, last.variant)
            except (ValueError, StopIteration):
                pass  # a game or kind this version no longer has
        self.setup.notice.setText(self._file_notice())
        self.pages.setCurrentWidget(self.setup)
        self._update_bar()

    def start(self, test: bool) -> None:
        name = self.setup.name()
        if players.problem(name) is not None or not name:
            return
        game, kind, variant, level = self.setup.choice()
        self.session = Session(name, game, kind.name, level, kind.levels,
                               variant=variant or None, test=test)
        self.pages.setCurrentWidget(self.exercise)
        self._update_bar()
        self.exercise.start(self.session)

    def again(self) -> None:
        session = self.session
        if session is not None:
            self.session = Session(session.pupil, session.game, session.kind, session.level,
                                   session.levels, session.variant, session.test)
            self.pages.setCurrentWidget(self.exercise)
            self.exercise.start(self.session)

    def show_summary(self) -> None:
        self.exercise.shut_down()
        session = self.session
        if session is None:
            return
        self.summary.show_session(session, kind_title(session.game, session.kind),
                                  self._describe)
        self.pages.setCurrentWidget(self.summary)
        self._update_bar()

    def show_progress(self, pupil: str | None) -> None:
        self.exercise.shut_down()
        self.progress.refresh(pupil)
        self.pages.setCurrentWidget(self.progress)
        self._update_bar()

    def _describe(self, game: str, move: str) -> str:
        tab = self.exercise.stage.tab_for(game)
        return tab.move_label(move) if tab is not None else move

    def _file_notice(self) -> str:
        problem = self.store.problem
        if problem is None:
            return ""
        kept = self.tr(" The old file was kept as {0}.").format(self.store.moved_to) \
            if self.store.moved_to else ""
        return self.tr("The pupils' progress could not be read ({0}); it starts afresh.") \
            .format(localized(problem)) + kept

    def _update_bar(self) -> None:
        on_setup = self.pages.currentWidget() is self.setup
        self.home_button.setVisible(not on_setup)
        session = self.session
        self.pupil_label.setText(
            "" if on_setup or session is None else self.tr("Pupil: {0}").format(session.pupil))

    def show_help(self) -> HelpDialog:
        if self.help is not None:
            self.help.close()
        self.help = HelpDialog(self, "training", "guide", self.language(),
                               self.tr("Training: help"))
        self.help.show()
        return self.help

    # --- language, closing --------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Training — Finite Games"))
        self.help_button.setText(self.tr("Help"))
        self.home_button.setText(self.tr("← Choose exercises"))
        self._update_bar()
        self._show_folder_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            for page in (self.setup, self.exercise, self.summary, self.progress):
                page.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.exercise.shut_down()
        super().closeEvent(event)


def open_window(main: Any) -> TrainingWindow:
    window: TrainingWindow | None = getattr(main, "_training_window", None)
    if window is None:
        translations = getattr(main, "translations", None)
        window = TrainingWindow(
            main, (lambda: translations.language) if translations is not None else lambda: "ru",
            tuple(n for n in players.remembered(getattr(main, "settings", None)) if n),
            getattr(main, "settings", None))
        main._training_window = window
    else:
        window.courier.retry()  # opened again: a folder that was down may be back
    return window

