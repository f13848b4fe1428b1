"""The statistics page of the solitaire tab: N seeded deals solved over the PC's cores, the
numbers the etude asks for, their charts, the table of deals, and exports.

The process pool is driven from a thread of the framework's :class:`EngineRunner` (never the
GUI thread); finished deals wait in an inbox, the runner's progress signal says "look". After a
new Start the old run's late deals and its end are dropped by the runner, never shown. Every
number on the page comes from :func:`engines.games.solitaire.statistics.summarize` and
friends; the page only formats them.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.dialogs import error_line
from desktop.framework.texts import grouped
from desktop.framework.worker import EngineRunner
from desktop.games.solitaire.charts import Chart, ConvergenceChart, ScoreHistogram, StudyChart
from desktop.games.solitaire.statistics_parts import (
    DealsModel,
    StudyTable,
    elapsed_text,
    summary_rows,
    thread_pool,
)
from engines.games.solitaire import statistics as st
from engines.games.solitaire.solver import Limits, Policy, default_node_limit
from engines.games.solitaire.statistics import DealRecord
from engines.solvers.control import SearchControl


class StatisticsPage(QWidget):
    """Statistics over many deals. ``retranslate()`` for a language change, ``stop()`` when the
    tab closes. Tests and the screenshot script may set ``solve``, ``deal_of``, ``limits_class``
    and ``policies`` (a fake solver); by default the real solver runs."""

    REFRESH_SECONDS = 0.4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.solve: st.SolveFunction | None = None
        self.deal_of: st.DealFunction | None = None
        self.limits_class: Callable[..., Any] | None = None
        self.policies: Sequence[Any] | None = None
        self.study_sizes: Sequence[int] | None = None
        """None: :func:`~engines.games.solitaire.statistics.study_table_sizes` of the node
        limit."""
        self.records: dict[int, DealRecord] = {}
        self.summary: st.Summary | None = None
        self.study: st.Study | None = None
        self.runner = EngineRunner(self, pool=thread_pool())
        self.runner.progress.connect(self._on_progress)
        self.runner.failed.connect(self._on_failed)
        self._inbox: list[DealRecord] = []
        self._inbox_lock = threading.Lock()
        self._study_done = [0, 0]
        self._kind = ""  # "run" or "study": what runs now ("" when idle)
        self._stop: threading.Event | None = None
        self._started = 0.0
        self._elapsed = 0.0
        self._total = 0
        self._status = ""  # "", "done", "cancelled", "failed"
        self._kind_done = ""  # what ran last
        self._refreshed = 0.0
        self._build()
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._on_clock)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.retranslate()
        self._set_busy(False)

    # --- building -----------------------------------------------------------------------------
    def _build(self) -> None:
        self.count = QSpinBox()
        self.count.setRange(1, st.MAX_DEALS)
        self.count.setValue(100)
        self.count.setGroupSeparatorShown(True)
        self.first = QSpinBox()
        self.first.setRange(0, 2_000_000_000)
        self.first.setValue(1)
        self.draw = QComboBox()
        self.draw.addItems(["1", "3"])
        self.node_limit = QSpinBox()
        self.node_limit.setRange(1_000, 2_000_000_000)
        self.node_limit.setSingleStep(100_000)
        self.node_limit.setValue(default_node_limit(1))
        self.node_limit.setGroupSeparatorShown(True)
        self.draw.currentTextChanged.connect(self._draw_changed)
        self.time_limit = QDoubleSpinBox()
        self.time_limit.setRange(0, 3600)
        self.time_limit.setDecimals(1)
        self.time_limit.setSingleStep(1)
        self.workers = QSpinBox()
        self.workers.setRange(1, max(64, st.default_workers()))
        self.workers.setValue(st.default_workers())
        self.start_button, self.cancel_button = QPushButton(), QPushButton()
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.form = QFormLayout()
        self.form_labels = [QLabel() for _ in range(6)]
        for label, field in zip(self.form_labels, (self.count, self.first, self.draw,
                                                   self.node_limit, self.time_limit,
                                                   self.workers)):
            self.form.addRow(label, field)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.progress_text = QLabel()
        self.error = error_line()
        self.settings_box = QGroupBox()
        box = QVBoxLayout(self.settings_box)
        box.addLayout(self.form)
        box.addLayout(buttons)
        box.addWidget(self.progress)
        box.addWidget(self.progress_text)
        box.addWidget(self.error)
        self.summary_box = QGroupBox()
        self.summary_form = QFormLayout(self.summary_box)
        self.summary_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.summary_names: dict[str, QLabel] = {}
        self.summary_values: dict[str, QLabel] = {}
        for key in ("deals", "score", "won", "moves", "decisions", "nodes", "memory"):
            name, value = QLabel(), QLabel()
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.summary_names[key], self.summary_values[key] = name, value
            self.summary_form.addRow(name, value)
        self.summary_note = QLabel()
        self.summary_note.setWordWrap(True)
        self.summary_form.addRow(self.summary_note)
        left = QVBoxLayout()
        left.addWidget(self.settings_box)
        left.addWidget(self.summary_box, 1)
        self.histogram, self.convergence = ScoreHistogram(), ConvergenceChart()
        self.study_chart = StudyChart()
        self.table_model = DealsModel(self)
        self.table = QTableView()
        self.table.setModel(self.table_model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # the result may say why an undetermined deal cannot be won: room for the whole text
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.histogram, "")
        self.tabs.addTab(self.convergence, "")
        self.tabs.addTab(self._build_study(), "")
        self.tabs.addTab(self.table, "")
        self.tabs.currentChanged.connect(self._update_export_buttons)
        self.png_button, self.svg_button, self.csv_button = (QPushButton(), QPushButton(),
                                                             QPushButton())
        self.png_button.clicked.connect(lambda: self._ask_export("png"))
        self.svg_button.clicked.connect(lambda: self._ask_export("svg"))
        self.csv_button.clicked.connect(lambda: self._ask_export("csv"))
        exports = QHBoxLayout()
        exports.addStretch(1)
        for button in (self.png_button, self.svg_button, self.csv_button):
            exports.addWidget(button)
        right = QVBoxLayout()
        right.addWidget(self.tabs, 1)
        right.addLayout(exports)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 0)
        layout.addLayout(right, 1)

    def _build_study(self) -> QWidget:
        page = QWidget()
        self.study_count = QSpinBox()
        self.study_count.setRange(1, 1000)
        self.study_count.setValue(10)
        self.study_button = QPushButton()
        self.study_button.clicked.connect(self.start_study)
        self.study_count_label, self.study_note = QLabel(), QLabel()
        self.study_note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.study_count_label)
        row.addWidget(self.study_count)
        row.addWidget(self.study_button)
        row.addStretch(1)
        self.study_table = StudyTable()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.study_note)
        layout.addWidget(self.study_chart, 3)
        layout.addWidget(self.study_table, 2)
        return page

    # --- words --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        texts = (self.tr("Deals:"), self.tr("First seed:"), self.tr("Draw:"),
                 self.tr("Node limit a deal:"), self.tr("Time limit a deal, s:"),
                 self.tr("Processes:"))
        for label, text in zip(self.form_labels, texts):
            label.setText(text)
        self.time_limit.setSpecialValueText(self.tr("none"))
        self.time_limit.setToolTip(self.tr("0: no time limit. With a time limit the results "
                                           "depend on the computer's speed; the node limit "
                                           "gives the same results everywhere."))
        self.workers.setToolTip(self.tr("Deals solved at once, one a processor core. The "
                                        "results do not depend on it."))
        self.settings_box.setTitle(self.tr("Deals"))
        self.summary_box.setTitle(self.tr("Results"))
        self.start_button.setText(self.tr("Start"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.summary_note.setText(self.tr(
            "Scores are over every deal, an undetermined deal (a limit stopped its search) "
            "counted at the best score found, so the mean is then a lower bound. The won "
            "fraction counts undetermined deals as not won. Moves and decision points are "
            "over the deals solved exactly, whose line is optimal."))
        for i, title in enumerate((self.tr("Scores"), self.tr("Convergence"),
                                   self.tr("Eviction study"), self.tr("Table of deals"))):
            self.tabs.setTabText(i, title)
        self.png_button.setText(self.tr("Save chart as PNG…"))
        self.svg_button.setText(self.tr("Save chart as SVG…"))
        self.csv_button.setText(self.tr("Save table as CSV…"))
        self.study_count_label.setText(self.tr("Deals for the study:"))
        self.study_button.setText(self.tr("Run the study"))
        self.study_note.setText(self.tr(
            "The same deals solved under each eviction policy and table size (the draw and the "
            "limits above): how many positions the search explores. A deal the node limit "
            "stopped counts with all its positions."))
        self.study_table.retranslate(self.study)
        self._show_summary()
        self._show_progress()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _draw_changed(self, text: str) -> None:
        """The new draw's default node limit, unless the teacher set one of their own."""
        other = 3 if text == "1" else 1
        if self.node_limit.value() == default_node_limit(other):
            self.node_limit.setValue(default_node_limit(int(text)))

    # --- running ------------------------------------------------------------------------------
    def _limits(self, **extra: Any) -> Any:
        make = self.limits_class or Limits
        time_limit = self.time_limit.value() or None
        return make(node_limit=self.node_limit.value(), time_limit=time_limit, **extra)

    def _begin(self, kind: str, total: int,
               work: Callable[[threading.Event, Callable[[], None]], object]) -> None:
        """Run ``work(stop, tick)`` off the GUI thread; ``tick()`` says new progress is there.
        The runner drops a superseded job's ticks and result; Cancel only sets ``stop``, so
        the partial result still comes, and is shown."""
        self.cancel()
        self._kind, self._total, self._status = kind, total, ""
        self._stop = stop = threading.Event()
        self.destroyed.connect(stop.set)  # a page closed without stop() stops its run too
        self._started, self._elapsed = time.monotonic(), 0.0
        self.error.clear()
        self._set_busy(True)
        self._clock.start()

        def job(control: SearchControl) -> object:
            def tick() -> None:
                if control.progress is not None:
                    control.progress(0)
            return work(stop, tick)
        self.runner.start(job, self._on_finished)
        self._show_progress()

    def start(self) -> None:
        """Solve the deals first…first + N − 1 (cancels what runs)."""
        seeds = range(self.first.value(), self.first.value() + self.count.value())
        draw, limits, workers = int(self.draw.currentText()), self._limits(), self.workers.value()
        solve, deal_of = self.solve, self.deal_of
        self.records = {}
        with self._inbox_lock:
            self._inbox = []
        self._refresh_results()
        inbox, lock = self._inbox, self._inbox_lock

        def work(stop: threading.Event, tick: Callable[[], None]) -> object:
            def arrived(record: DealRecord) -> None:
                with lock:
                    inbox.append(record)
                tick()
            return st.run_deals(seeds, draw, limits, workers=workers, stop=stop,
                                on_record=arrived, solve=solve, deal_of=deal_of)
        self._begin("run", len(seeds), work)

    def start_study(self) -> None:
        """The etude's study over the first deals (cancels what runs)."""
        seeds = range(self.first.value(), self.first.value() + self.study_count.value())
        draw, workers = int(self.draw.currentText()), self.workers.value()
        limits = self._limits()
        policies = self.policies
        if policies is None:
            policies = list(Policy)
        sizes = tuple(self.study_sizes or st.study_table_sizes(self.node_limit.value()))
        solve, deal_of = self.solve, self.deal_of
        self.study = None
        # The worker writes its count here; a superseded study writes into its own list.
        done_box = self._study_done = [0, len(seeds) * len(policies) * len(sizes)]
        self._show_study()

        def work(stop: threading.Event, tick: Callable[[], None]) -> object:
            def step(done: int, total: int) -> None:
                done_box[:] = [done, total]
                tick()
            return st.run_study(seeds, draw, limits, policies, sizes, workers=workers, stop=stop,
                                on_progress=step, solve=solve, deal_of=deal_of)
        self._begin("study", self._study_done[1], work)

    def cancel(self) -> None:
        """Stop handing out deals; what finished stays and is shown."""
        if self._stop is not None:
            self._stop.set()

    def stop(self) -> None:
        """The tab closes: cancel, and apply nothing that comes later."""
        self.cancel()
        self.runner.cancel()
        self._kind = ""
        self._clock.stop()

    @property
    def busy(self) -> bool:
        return bool(self._kind)

    def _set_busy(self, busy: bool) -> None:
        for w in (self.start_button, self.study_button, self.count, self.first, self.draw,
                  self.node_limit, self.time_limit, self.workers, self.study_count):
            w.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self._update_export_buttons()

    def _take_inbox(self) -> None:
        with self._inbox_lock:
            arrived, self._inbox[:] = list(self._inbox), []
        for record in arrived:
            self.records[record.seed] = record

    def _on_progress(self, _: int) -> None:
        if self._kind == "run":
            self._take_inbox()
            # Summaries, charts and the table are redrawn a few times a second at most: with
            # many cores and quick deals, once a deal would keep the GUI thread busy.
            if time.monotonic() - self._refreshed >= self.REFRESH_SECONDS:
                self._refresh_results()
        self._show_progress()

    def _on_clock(self) -> None:
        if self._kind == "run" and len(self.records) != self.table_model.rowCount():
            self._refresh_results()
        self._show_progress()

    def _on_finished(self, result: object) -> None:
        self._elapsed = time.monotonic() - self._started
        if isinstance(result, st.Batch):
            self._take_inbox()
            self.records = {r.seed: r for r in result.records}
            self._status = "cancelled" if result.cancelled else "done"
            self._refresh_results()
        elif isinstance(result, st.Study):
            self.study = result
            self._status = "cancelled" if result.cancelled else "done"
            self._show_study()
        self._finish()

    def _on_failed(self, message: str) -> None:
        self._elapsed = time.monotonic() - self._started
        self._status = "failed"
        self.error.setText(self.tr("The solver failed: {0}").format(
            message.strip().splitlines()[-1]))
        self._finish()

    def _finish(self) -> None:
        self._clock.stop()
        self._kind_done = self._kind
        self._kind = ""
        self._stop = None
        self._set_busy(False)
        self._show_progress()

    # --- showing ------------------------------------------------------------------------------
    def _refresh_results(self) -> None:
        self._refreshed = time.monotonic()
        ordered = [self.records[s] for s in sorted(self.records)]
        self.summary = st.summarize(ordered) if ordered else None
        self.histogram.set_summary(self.summary)
        self.convergence.set_points(st.convergence(ordered))
        self.table_model.set_records(ordered)
        self._show_summary()
        self._update_export_buttons()

    def _show_summary(self) -> None:
        rows = summary_rows(self.summary)
        for key, (name, value) in rows.items():
            self.summary_names[key].setText(name)
            self.summary_values[key].setText(value)

    def _show_study(self) -> None:
        self.study_chart.set_study(self.study)
        self.study_table.retranslate(self.study)
        self._update_export_buttons()

    def _show_progress(self) -> None:
        kind = self._kind or self._kind_done
        if self._kind:
            self._elapsed = time.monotonic() - self._started
        if kind == "study":
            done, total = self._study_done
        else:
            done, total = len(self.records), self._total
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        if not kind:
            self.progress_text.setText(self.tr("Not started"))
            return
        what = (self.tr("Solves done: {0} of {1}") if kind == "study"
                else self.tr("Deals done: {0} of {1}")).format(grouped(done), grouped(total))
        text = what + " · " + self.tr("{0} elapsed").format(elapsed_text(self._elapsed))
        if done and self._elapsed > 0:
            text += " · " + self.tr("{0} a minute").format(grouped(done / self._elapsed * 60))
        status = {"cancelled": self.tr("cancelled"), "failed": self.tr("failed"),
                  "done": self.tr("finished")}.get(self._status)
        if status:
            text += " · " + status
        self.progress_text.setText(text)

    def current_chart(self) -> Chart | None:
        widget = self.tabs.currentWidget()
        if widget is self.tabs.widget(2):
            return self.study_chart
        return widget if isinstance(widget, Chart) else None

    def _update_export_buttons(self) -> None:
        chart = self.current_chart()
        for button in (self.png_button, self.svg_button):
            button.setEnabled(chart is not None and not chart.empty())
        self.csv_button.setEnabled(bool(self.records))

    # --- export -------------------------------------------------------------------------------
    def export_chart(self, chart: Chart, path: str | Path) -> bool:
        """Save ``chart`` as PNG or SVG (by the file's extension)."""
        path = Path(path)
        ok = chart.save_svg(path) if path.suffix.lower() == ".svg" else chart.save_png(path)
        if not ok:
            self.error.setText(self.tr("Could not write {0}").format(str(path)))
        return ok

    def export_csv(self, path: str | Path) -> bool:
        """Save the table of deals (every column the engine keeps) as CSV."""
        try:
            Path(path).write_text(st.records_csv(self.records.values()), encoding="utf-8")
        except OSError as exc:
            self.error.setText(self.tr("Could not write {0}: {1}").format(
                str(path), exc.strerror or str(exc)))
            return False
        return True

    def _ask_export(self, kind: str) -> None:
        filters = {"png": self.tr("PNG image (*.png)"), "svg": self.tr("SVG drawing (*.svg)"),
                   "csv": self.tr("CSV table (*.csv)")}
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as"), f"solitaire.{kind}",
                                              filters[kind])
        if not name:
            return
        if not name.lower().endswith("." + kind):
            name += "." + kind
        chart = self.current_chart()
        if kind == "csv":
            self.export_csv(name)
        elif chart is not None:
            self.export_chart(chart, name)
