"""The statistics page's parts: its words (the summary lines, formatted from the engine's
summaries: nothing is computed here but the formatting), the tables, and the thread pool the
runs use."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThreadPool,
)
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from desktop.framework.texts import grouped
from engines.games.solitaire.statistics import Z95, DealRecord, Study, Summary

# lupdate needs literal calls with a literal context, hence the spelled-out translate() calls.
translate = QCoreApplication.translate

DASH = "—"
ModelIndex = QModelIndex | QPersistentModelIndex


def decimal(value: float | None, digits: int = 1) -> str:
    return DASH if value is None else grouped(value, digits)


def percent(fraction: float | None) -> str:
    return DASH if fraction is None else f"{fraction * 100:.1f}"


def elapsed_text(seconds: float) -> str:
    """0:42, 12:05, 1:02:03."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def summary_rows(s: Summary | None) -> dict[str, tuple[str, str]]:
    """{key: (the line's name, its value)} for the summary box, in its order."""
    names = {
        "deals": translate("StatisticsPage", "Deals done:"),
        "score": translate("StatisticsPage", "Optimal score:"),
        "won": translate("StatisticsPage", "Won:"),
        "moves": translate("StatisticsPage", "Moves to the optimum:"),
        "decisions": translate("StatisticsPage", "Decision points:"),
        "nodes": translate("StatisticsPage", "Positions explored:"),
        "memory": translate("StatisticsPage", "Table memory:"),
    }
    if s is None or s.deals == 0:
        return {key: (name, DASH) for key, name in names.items()}
    values = {
        "deals": translate("StatisticsPage", "{0}: won {1}, lost {2}, undetermined {3}").format(
            grouped(s.deals), grouped(s.won), grouped(s.lost), grouped(s.undetermined)),
        "won": translate("StatisticsPage", "{0} % (95 % interval {1}–{2} %)").format(
            percent(s.won_fraction), percent(s.won_interval.low), percent(s.won_interval.high)),
        "moves": translate("StatisticsPage", "{0} on average (over the {1} deals solved "
                                             "exactly)").format(decimal(s.moves_mean),
                                                                grouped(s.exact)),
        "decisions": translate("StatisticsPage", "{0} on average").format(
            decimal(s.decisions_mean)),
        "nodes": translate("StatisticsPage", "{0} a deal on average, at most {1}; {2} s a "
                                             "deal").format(decimal(s.nodes_mean, 0),
                                                            grouped(s.nodes_max),
                                                            decimal(s.seconds_mean, 2)),
        "memory": translate("StatisticsPage", "at most {0} positions stored at once ({1} on "
                                              "average); {2} evictions a deal").format(
            grouped(s.peak_stored_max), decimal(s.peak_stored_mean, 0),
            decimal(s.evictions_mean, 0)),
    }
    if s.score_sd is None or s.score_sem is None:
        values["score"] = translate("StatisticsPage", "mean {0}").format(decimal(s.score_mean))
    else:
        values["score"] = translate(
            "StatisticsPage", "mean {0} ± {1} (95 %), standard deviation {2}").format(
            decimal(s.score_mean), decimal(Z95 * s.score_sem, 2), decimal(s.score_sd))
    if s.cannot_win_undetermined:
        values["deals"] += "; " + translate(
            "StatisticsPage", "{0} of the undetermined cannot be won (proved by their "
                              "bound)").format(grouped(s.cannot_win_undetermined))
    if s.undetermined > s.cannot_win_undetermined:
        values["won"] += "; " + (translate(
            "StatisticsPage", "{0} % if every undetermined deal is won")
            if not s.cannot_win_undetermined else translate(
            "StatisticsPage", "{0} % if every undetermined deal that may be won is won")).format(
            percent(s.won_if_undetermined_won))
    return {key: (name, values[key]) for key, name in names.items()}


def policy_text(policy: str) -> str:
    names = {"none": translate("StatisticsPage", "no eviction"),
             "least-used": translate("StatisticsPage", "least used"),
             "least-recent": translate("StatisticsPage", "least recently used")}
    return names.get(policy, policy)


class StudyTable(QTableWidget):
    """The study's numbers, one row a policy × table size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 8, parent)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.setWordWrap(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Two-word headings ("Размер таблицы") wrap rather than being cut in narrow columns.
        header = self.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setMinimumHeight(int(self.fontMetrics().height() * 2.6))

    def retranslate(self, study: Study | None) -> None:
        self.setHorizontalHeaderLabels([
            translate("StatisticsPage", "Policy"), translate("StatisticsPage", "Table size"),
            translate("StatisticsPage", "Deals"), translate("StatisticsPage", "Positions"),
            translate("StatisticsPage", "Evictions"), translate("StatisticsPage", "Peak stored"),
            translate("StatisticsPage", "Seconds"), translate("StatisticsPage", "Undetermined")])
        cells = study.cells if study is not None else ()
        self.setRowCount(len(cells))
        for row, c in enumerate(cells):
            texts = (policy_text(c.policy), grouped(c.table_size), grouped(c.deals),
                     decimal(c.nodes_mean, 0), decimal(c.evictions_mean, 0),
                     decimal(c.peak_stored_mean, 0), decimal(c.seconds_mean, 2),
                     grouped(c.undetermined))
            for col, text in enumerate(texts):
                self.setItem(row, col, QTableWidgetItem(text))


_POOL: QThreadPool | None = None


def thread_pool() -> QThreadPool:
    """A pool of its own: a run holds its thread for minutes, the tabs' engines must not wait."""
    global _POOL
    if _POOL is None:
        pool = _POOL = QThreadPool()
        pool.setMaxThreadCount(2)
        app = QCoreApplication.instance()
        if app is not None:
            # The pages cancel on quit (connected before this); their runs end within a
            # moment, and must end before Python shuts down under their threads.
            app.aboutToQuit.connect(lambda: pool.waitForDone(5000))
    return _POOL


class DealsModel(QAbstractTableModel):
    """The table of deals, seed order first; a click on a header sorts by that column. The
    model sorts itself: a sorting proxy asks ``data()`` for every comparison, over a second for
    10 000 deals, and the table is refreshed while a run goes on."""

    FIELDS = ("seed", "result", "score", "moves", "decisions", "nodes", "seconds")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records: list[DealRecord] = []
        self._order = (0, Qt.SortOrder.AscendingOrder)

    def set_records(self, records: Sequence[DealRecord]) -> None:
        self.beginResetModel()
        self.records = self._sorted(records)
        self.endResetModel()

    def _sorted(self, records: Sequence[DealRecord]) -> list[DealRecord]:
        column, order = self._order
        field = self.FIELDS[column]
        by_seed = sorted(records, key=lambda r: r.seed)
        # Python's sort is stable, reversed too: equal values stay in seed order.
        return sorted(by_seed, key=lambda r: getattr(r, field),
                      reverse=order == Qt.SortOrder.DescendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._order = (column, order)
        self.records = self._sorted(self.records)
        self.layoutChanged.emit()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (self.tr("Seed"), self.tr("Result"), self.tr("Score"), self.tr("Moves"),
                self.tr("Decisions"), self.tr("Positions"), self.tr("Seconds"))[section]

    def result_text(self, record: DealRecord) -> str:
        if record.result == "undetermined" and record.winnable is False:
            return self.tr("undetermined, at most {0}: cannot be won").format(record.bound)
        return {"won": self.tr("won"), "lost": self.tr("lost"),
                "undetermined": self.tr("undetermined")}[record.result]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r = self.records[index.row()]
        value = getattr(r, self.FIELDS[index.column()])
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if index.column() == 1:
            return self.result_text(r)
        if index.column() == 6:
            return f"{r.seconds:.2f}"
        return grouped(value) if index.column() == 5 else str(value)
