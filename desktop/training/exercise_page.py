"""One exercise at a time: the question, the position on the game's own board, the answer's
inputs, hints that cost points; after the answer the verdict, the right answer, the solution
and the game's "how the computer thinks" view of the position.

Exercises are generated on a worker (the GUI thread never searches); a generated exercise that
arrives after the pupil left the session is dropped by the runner.
"""
from __future__ import annotations

import time
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

import engines.exercise as exercise_engine
from desktop.framework.palette import LOSS, LOSS_BG, WIN, WIN_BG
from desktop.framework.worker import EngineRunner
from desktop.framework.zoom import relative_font
from desktop.training import progress
from desktop.training.answer import AnswerForm, AnswerProblem, shown_answer
from desktop.training.session import (
    POINTS_RIGHT,
    STREAK_DOWN,
    STREAK_UP,
    TEST_LENGTH,
    Attempt,
    Session,
    fresh,
    points,
)
from desktop.training.stage import Stage
from desktop.training.texts import say
from engines.exercise.model import Exercise


def wrapped(font_scale: float = 1.0, bold: bool = False, rich: bool = False) -> QLabel:
    """A label that wraps; plain text unless ``rich`` (whose texts are escaped where they come
    from the engine: an EGE condition may hold "<")."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if font_scale != 1.0 or bold:
        relative_font(label, font_scale, bold=bold)
    return label


class ExercisePage(QWidget):
    finished = Signal()
    """The test is over, or the pupil stopped practising: show the summary."""

    def __init__(self, store: progress.ProgressStore) -> None:
        super().__init__()
        self.store = store
        self.session: Session | None = None
        self.exercise: Exercise | None = None
        self.form: AnswerForm | None = None
        self.hints_used = 0
        self.started = 0.0
        self.answered: Attempt | None = None
        self.generator = EngineRunner(self)
        self.generator.failed.connect(self._generation_failed)
        self.stage = Stage(self)
        self.stage.move_clicked.connect(self._board_move)

        self.heading = wrapped(1.1, bold=True)
        self.bar = QProgressBar()
        self.bar.setRange(0, TEST_LENGTH)
        self.bar.setFormat("%v / %m")
        self.score = QLabel()
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.finished.emit)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.bar)
        top.addWidget(self.score)
        top.addWidget(self.stop_button)

        self.question = wrapped(1.3, bold=True)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.question)
        left_layout.addWidget(self.stage.boards, 1)

        self.form_holder = QVBoxLayout()
        self.rule = wrapped()
        self.error = wrapped()
        self.error.setStyleSheet(f"color: {LOSS.name()}")
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.hint)
        self.answer_button = QPushButton()
        self.answer_button.setDefault(True)
        self.answer_button.clicked.connect(self.answer)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint_button)
        buttons.addStretch(1)
        buttons.addWidget(self.answer_button)
        buttons.addWidget(self.next_button)
        self.hints = wrapped(rich=True)
        self.verdict = wrapped(1.3, bold=True)
        self.verdict.setContentsMargins(8, 6, 8, 6)
        self.correct = wrapped(rich=True)
        self.solution = wrapped()
        self.suggest = wrapped()
        self.level_button = QPushButton()
        self.level_button.clicked.connect(self._change_level)
        suggest_row = QHBoxLayout()
        suggest_row.addWidget(self.suggest, 1)
        suggest_row.addWidget(self.level_button)
        self.explanation = QTabWidget()
        self.steps = wrapped(rich=True)
        self.steps.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.steps.setContentsMargins(8, 8, 8, 8)
        steps = QScrollArea()
        steps.setWidgetResizable(True)
        steps.setWidget(self.steps)
        self.explanation.addTab(self.stage.thinking, "")
        self.explanation.addTab(steps, "")
        self.explanation.addTab(self.stage.panels, "")
        feedback = self.feedback = QFrame()
        feedback_layout = QVBoxLayout(feedback)
        feedback_layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.correct, self.solution):
            feedback_layout.addWidget(w)
        feedback_layout.addLayout(suggest_row)
        feedback_layout.addWidget(self.explanation, 1)

        right = QWidget()
        right_layout = self.right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(self.form_holder)
        right_layout.addWidget(self.error)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.verdict)
        right_layout.addWidget(self.rule)
        right_layout.addWidget(self.hints)
        right_layout.addWidget(feedback, 1)
        self.filler = QWidget()  # holds the inputs up while there is no feedback below them
        right_layout.addWidget(self.filler, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 7)
        self.splitter.setSizes([560, 780])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.splitter, 1)
        self.retranslate_ui()
        self._set_state()

    # --- the session ------------------------------------------------------------------------
    def start(self, session: Session) -> None:
        self.session = session
        self.bar.setVisible(session.test)
        self.ask()

    def ask(self) -> None:
        """Generate the next exercise on the worker; "preparing…" meanwhile."""
        session = self.session
        assert session is not None
        self._clear()
        self.question.setText(self.tr("Preparing the exercise…"))
        game, kind, variant, level, seed, asked = (session.game, session.kind, session.variant,
                                                   session.level, session.next_seed(),
                                                   session.asked())
        self.generator.start(lambda control: fresh(lambda s: exercise_engine.generate(
            game, kind, variant=variant, level=level, seed=s), seed, asked), self.show_exercise)

    def show_exercise(self, exercise: Exercise) -> None:
        self.exercise = exercise
        if self.session is not None:
            self.session.took(exercise)
        try:
            self.stage.show(exercise, any(f.form == "move" for f in exercise.fields))
        except ValueError as exc:
            self.stage.no_board.setText(self.tr("The board cannot show this position: {0}")
                                        .format(exc))
            self.stage.boards.setCurrentWidget(self.stage.no_board)
        self.question.setText(say(exercise.question))
        self.form = AnswerForm(exercise, self.stage.describe)
        self.form.submit.connect(self.answer)
        self.form.changed.connect(lambda: self.error.clear())
        self.form_holder.addWidget(self.form)
        self.started = time.monotonic()
        self._set_state()

    def _generation_failed(self, message: str) -> None:
        self.question.setText(self.tr("The exercise could not be made: {0}")
                              .format(message.strip().splitlines()[-1]))
        self.next_button.setText(self.tr("Try again"))
        self.next_button.setVisible(True)

    def _clear(self) -> None:
        self.stage.cancel()
        self.exercise, self.answered, self.hints_used = None, None, 0
        if self.form is not None:
            # Out of the layout at once: a deferred delete waits for the event loop's next
            # round, which the screenshots' and tests' waiting loops never give it.
            self.form.hide()
            self.form.setParent(None)
            self.form.deleteLater()
            self.form = None
        self.error.clear()
        self.hints.clear()
        self._set_state()

    # --- the pupil's actions ----------------------------------------------------------------
    def hint(self) -> None:
        exercise = self.exercise
        if exercise is None or self.answered is not None \
                or self.hints_used >= len(exercise.hints):
            return
        self.hints_used += 1
        self._show_hints(self.hints_used)
        self._set_state()

    def _show_hints(self, count: int) -> None:
        assert self.exercise is not None
        shown = self.exercise.hints[:count]
        heading = self.tr("Hint {0}:")
        text = "<br>".join(f"<b>{heading.format(i + 1)}</b> {escape(say(h))}"
                           for i, h in enumerate(shown))
        self.hints.setText(text)
        self.steps.setText(text)  # after the answer, in a tab: the room is the explanation's
        self.stage.reveal(count)

    def answer(self) -> None:
        exercise, form, session = self.exercise, self.form, self.session
        if exercise is None or form is None or session is None or self.answered is not None:
            return
        try:
            reply = form.reply()
        except AnswerProblem as exc:
            self.error.setText(str(exc))
            return
        verdict = exercise_engine.check(exercise, reply)
        seconds = time.monotonic() - self.started
        attempt = Attempt(exercise, reply, verdict.right, verdict.fields, self.hints_used,
                          seconds)
        self.answered = attempt
        session.record(attempt)
        saved = self.store.add(session.pupil, progress.Result(
            progress.now(), exercise.game, exercise.kind, exercise.variant, exercise.level,
            exercise.seed, verdict.right, self.hints_used, attempt.points, round(seconds, 1),
            session.test))
        self._show_verdict(attempt, saved)
        self._set_state()

    def next(self) -> None:
        session = self.session
        if session is None:
            return
        if session.finished:
            self.finished.emit()
        else:
            self.ask()

    def _board_move(self, move: str) -> None:
        if self.form is not None and self.answered is None:
            box = self.form.input_of("move")
            if box is not None:
                box.choose(move)

    def _change_level(self) -> None:
        session = self.session
        if session is not None:
            session.change_level(session.suggestion())
            self.level_button.setVisible(False)
            self.suggest.setText(self.tr("Level {0} from the next exercise on.")
                                 .format(session.level))
            self._set_state()

    # --- what the page shows ----------------------------------------------------------------
    def _show_verdict(self, attempt: Attempt, saved: bool) -> None:
        exercise = attempt.exercise
        fg, bg = (WIN, WIN_BG) if attempt.right else (LOSS, LOSS_BG)
        self.verdict.setStyleSheet(f"color: {fg.name()}; background: {bg.name()};")
        self.verdict.setText(
            self.tr("✔ Right! +%n point(s)", "", attempt.points) if attempt.right
            else self.tr("✘ Not right: 0 points"))
        parts = []
        for field in exercise.fields:
            expected = shown_answer(field, exercise.expected.get(field.key), self.stage.describe)
            given = shown_answer(field, attempt.reply.get(field.key), self.stage.describe)
            ok = attempt.fields.get(field.key, attempt.right)
            label = escape(say(field.label))
            name = "" if len(exercise.fields) == 1 else \
                f"<b>{label}</b> " if label.endswith(("?", ":")) else f"<b>{label}:</b> "
            parts.append(name + (self.tr("Your answer: {0} — right.") if ok
                                 else self.tr("Your answer: {0} — wrong.")).format(
                                     escape(given)))
            several = field.form == "move" and len(exercise.expected.get(field.key) or []) > 1
            parts.append((self.tr("Any of these moves is right: {0}.") if several
                          else self.tr("Right answer: {0}.")).format(escape(expected)))
        if not saved:
            parts.append(self.tr("(The progress file could not be written: {0})")
                         .format(escape(self.store.write_error)))
        self.correct.setText("<br>".join(parts))
        self.solution.setText(say(exercise.solution))
        self._show_hints(len(exercise.hints))
        self.stage.set_clickable(False)
        move_field = next((f for f in exercise.fields if f.form == "move"), None)
        if move_field is not None:
            accepted = exercise.expected.get(move_field.key) or []
            if accepted:
                self.stage.show_move(str(accepted[0]))
        self.explanation.setCurrentIndex(0)
        wrong = [f.key for f in exercise.fields if not attempt.fields.get(f.key, True)]
        self.stage.explain(self.tr("The computer is analysing the position…"), wrong=wrong)
        self._show_suggestion()

    def _show_suggestion(self) -> None:
        session = self.session
        delta = session.suggestion() if session is not None else 0
        self.suggest.setVisible(delta != 0)
        self.level_button.setVisible(delta != 0)
        if session is None or delta == 0:
            return
        if delta > 0:
            self.suggest.setText(self.tr("%n right answer(s) in a row without hints: ready for "
                                         "a harder level?", "", STREAK_UP))
        else:
            self.suggest.setText(self.tr("%n wrong answer(s) in a row: an easier level may "
                                         "help.", "", STREAK_DOWN))
        self.level_button.setText(self.tr("Go to level {0}").format(session.level + delta))

    def _set_state(self) -> None:
        session, exercise, answered = self.session, self.exercise, self.answered
        ready = exercise is not None and answered is None
        self.answer_button.setVisible(answered is None)
        self.answer_button.setEnabled(ready)
        left = len(exercise.hints) - self.hints_used if exercise is not None else 0
        self.hint_button.setVisible(answered is None)
        self.hint_button.setEnabled(ready and left > 0)
        self.hint_button.setText(self.tr("Hint (−1 point, %n left)", "", left))
        self.next_button.setVisible(answered is not None)
        self.feedback.setVisible(answered is not None)
        self.verdict.setVisible(answered is not None)
        explained = answered is not None and self.stage.explains()
        self.explanation.setVisible(explained)
        self.hints.setVisible(not explained)
        # The explanation takes the room below; without one the texts stay together at the top.
        self.filler.setVisible(not explained)
        self.right_layout.setStretchFactor(self.feedback, 1 if explained else 0)
        if self.form is not None:
            self.form.set_enabled(ready)
            # After the answer the feedback says what was answered: its room goes to the
            # explanation.
            self.form.setVisible(answered is None)
        worth = points(True, self.hints_used)
        rule = self.tr("Right: {0} points, each hint −1, wrong: 0. This exercise is worth up to "
                       "%n point(s) now.", "", worth).format(POINTS_RIGHT)
        if exercise is not None and any(f.form == "move" for f in exercise.fields) \
                and self.stage.tab is not None:
            rule = self.tr("Choose the move in the list or click it on the board.") + " " + rule
        self.rule.setText(rule)
        self.rule.setVisible(answered is None)
        task = exercise is not None and exercise.task is not None
        self.explanation.setTabText(2, self.tr("Python solution") if task
                                    else self.tr("Every move"))
        if session is None:
            return
        self.stop_button.setText(self.tr("Stop the test") if session.test
                                 else self.tr("Finish practice"))
        shown_number = len(session.attempts) + (answered is None)
        if session.test:
            self.heading.setText(self.tr("Test: exercise {0} of {1} · level {2}").format(
                shown_number, TEST_LENGTH, session.level))
            self.bar.setValue(len(session.attempts))
        else:
            self.heading.setText(self.tr("Practice: exercise {0} · level {1}").format(
                shown_number, session.level))
        self.score.setText(self.tr("Points: {0} of {1}").format(session.points(),
                                                                 session.most_points()))
        last = session.finished
        self.next_button.setText(self.tr("See the results") if last
                                 else self.tr("Next exercise"))

    def retranslate_ui(self) -> None:
        if self.exercise is not None:
            self.question.setText(say(self.exercise.question))
        self.answer_button.setText(self.tr("Answer"))
        self.explanation.setTabText(0, self.tr("How the computer thinks"))
        self.explanation.setTabText(1, self.tr("Step by step"))
        self._set_state()
        if self.stage.ege is not None:
            self.stage.ege.retranslate_ui()

    def shut_down(self) -> None:
        self.generator.cancel()
        self.stage.cancel()

    def answered_texts(self) -> dict[str, Any]:
        """What the page shows after the answer (tests read it)."""
        return {"verdict": self.verdict.text(), "correct": self.correct.text(),
                "solution": self.solution.text(), "hints": self.hints.text()}
