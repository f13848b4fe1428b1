"""The task editor of the exam tab: an EGE stone-heap task filled in as the exam words it.

The editor only collects fields; the engine's task parser checks them, so the messages a pupil
sees here are the same the command line gives, naming the field that is wrong.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.controls import fill_combo
from desktop.framework.messages import localized
from desktop.framework.palette import ERROR_RED
from engines.resources import resource_dir as resources
from engines.games.ege.task import TaskError, load_task, parse_task

EXAMPLES = [
    ("one-heap-29", QT_TRANSLATE_NOOP("StoneHeapsExamples", "One heap: +1 or ×2, to 29")),
    ("one-heap-129", QT_TRANSLATE_NOOP("StoneHeapsExamples", "One heap: +1 or ×2, to 129")),
    ("two-heaps-77", QT_TRANSLATE_NOOP("StoneHeapsExamples",
                                       "Heaps 7 and S: +1 or ×2, sum to 77")),
    ("down-to-20", QT_TRANSLATE_NOOP("StoneHeapsExamples",
                                     "One heap S ≥ 21: −1 or halve an even heap, down to 20")),
    ("smaller-heap-other", QT_TRANSLATE_NOOP(
        "StoneHeapsExamples", "Heaps 5 and S: only the smaller heap grows; who makes the "
        "product 300 loses")),
    ("no-repeat-overshoot", QT_TRANSLATE_NOOP(
        "StoneHeapsExamples", "Heaps 4 and S: never the opponent's last move; over 90 loses")),
]
KINDS = ("+", "*", "-", "//", "expr")
_SIMPLE = re.compile(r"^\s*x\s*(\+|\*|-|//)\s*(\d+)\s*$")
MEASURES = ("sum", "max", "min", "product", "heap")
OPS = (">=", ">", "<=", "<")
MAX_MOVES = 10


def narrow(box: QComboBox, letters: int = 16) -> None:
    """A combo box as wide as the layout gives it, not as its longest item: the editor must
    fit beside the answers on a 1366-pixel screen."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(letters)


def example_path(stem: str) -> Path:
    return resources() / "ege" / f"{stem}.json"


def example_task(stem: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(example_path(stem).read_text(encoding="utf-8"))
    label = dict(EXAMPLES)[stem]
    data["title"] = QCoreApplication.translate("StoneHeapsExamples", str(label))
    return data


NEW_MOVES = ("x + 1", "x * 2", "x + 2", "x * 3", "x + 3", "x + 4", "x * 4", "x + 5")
"""The moves of EGE tasks, in the order a new row offers them."""


class MoveRow(QWidget):
    """One kind of move: add / multiply / subtract / divide by a number, or any expression,
    with an optional condition."""

    removed = Signal(object)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        self.number = QSpinBox()
        self.number.setRange(1, 1000)
        self.expr = QLineEdit()
        self.when = QLineEdit()
        self.remove = QPushButton("✕")
        self.remove.setFixedWidth(30)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.kind)
        layout.addWidget(self.number)
        layout.addWidget(self.expr, 2)
        layout.addWidget(self.when, 2)
        layout.addWidget(self.remove)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for signal in (self.number.valueChanged, self.expr.textChanged, self.when.textChanged):
            signal.connect(self.changed)
        self.remove.clicked.connect(lambda: self.removed.emit(self))
        narrow(self.kind, 10)
        self.retranslate_ui()
        self._kind_changed()

    def retranslate_ui(self) -> None:
        fill_combo(self.kind, [self.tr("add"), self.tr("multiply by"), self.tr("take away"),
                               self.tr("divide by (rounding down)"), self.tr("expression")])
        self.expr.setPlaceholderText(self.tr("new heap from x, e.g. x + x // 2"))
        self.when.setPlaceholderText(self.tr("only when… e.g. x % 2 == 0"))
        self.remove.setToolTip(self.tr("Remove this move"))

    def _kind_changed(self, *_: Any) -> None:
        custom = KINDS[max(0, self.kind.currentIndex())] == "expr"
        self.number.setVisible(not custom)
        self.expr.setVisible(custom)
        self.changed.emit()

    def set_move(self, move: dict[str, Any]) -> None:
        expr = str(move.get("expr", ""))
        match = _SIMPLE.match(expr)
        widgets = (self.kind, self.number, self.expr, self.when)
        for w in widgets:
            w.blockSignals(True)
        if match:
            self.kind.setCurrentIndex(KINDS.index(match.group(1)))
            self.number.setValue(int(match.group(2)))
            self.expr.clear()
        else:
            self.kind.setCurrentIndex(KINDS.index("expr"))
            self.expr.setText(expr)
        self.when.setText(str(move.get("when", "")))
        for w in widgets:
            w.blockSignals(False)
        self._kind_changed()

    def move_spec(self) -> dict[str, Any]:
        kind = KINDS[max(0, self.kind.currentIndex())]
        out: dict[str, Any] = {"expr": self.expr.text().strip() if kind == "expr"
                               else f"x {kind} {self.number.value()}"}
        if self.when.text().strip():
            out["when"] = self.when.text().strip()
        return out


class TaskEditor(QWidget):
    """Emits ``task_changed(dict)`` a moment after each edit that makes a valid task."""

    task_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        self.examples = QComboBox()
        self.open_button = QPushButton()
        self.save_button = QPushButton()
        self.title = QLineEdit()
        # heaps
        self.heap_count = QSpinBox()
        self.heap_count.setRange(1, 3)
        self.heap_values: list[QSpinBox] = []
        self.heap_is_s: list[QRadioButton] = []
        self.s_group = QButtonGroup(self)
        heaps_row = QHBoxLayout()
        heaps_row.addWidget(self.heap_count)
        self.heap_labels: list[QLabel] = []
        w: QWidget  # the loops below lay out widgets of several kinds
        for i in range(3):
            label, spin, radio = QLabel(), QSpinBox(), QRadioButton("S")
            spin.setRange(0, 100000)
            self.s_group.addButton(radio, i)
            self.heap_labels.append(label)
            self.heap_values.append(spin)
            self.heap_is_s.append(radio)
            for w in (label, spin, radio):
                heaps_row.addWidget(w)
        heaps_row.addStretch(1)
        self.s_low, self.s_high, self.s_max = QSpinBox(), QSpinBox(), QSpinBox()
        for spin in (self.s_low, self.s_high, self.s_max):
            spin.setRange(0, 100000)
        self.s_open = QCheckBox()
        self.s_max_label = QLabel()
        s_row = QHBoxLayout()
        self.s_to = QLabel("…")
        for w in (self.s_low, self.s_to, self.s_high, self.s_open, self.s_max_label, self.s_max):
            s_row.addWidget(w)
        s_row.addStretch(1)
        # moves
        self.moves_box = QGroupBox()
        self.moves_layout = QVBoxLayout(self.moves_box)
        self.moves_header = QLabel()
        self.moves_header.setWordWrap(True)
        self.moves_layout.addWidget(self.moves_header)
        self.rows: list[MoveRow] = []
        self.add_move = QPushButton()
        self.moves_layout.addWidget(self.add_move)
        self.heap_choice = QComboBox()
        self.no_repeat = QComboBox()
        # the end
        self.measure = QComboBox()
        self.end_heap = QSpinBox()
        self.end_heap.setRange(1, 3)
        self.op = QComboBox()
        self.op.addItems(["≥", ">", "≤", "<"])
        self.end_value = QSpinBox()
        self.end_value.setRange(-1, 10 ** 6)
        end_row = QHBoxLayout()
        for w in (self.measure, self.end_heap, self.op, self.end_value):
            end_row.addWidget(w)
        end_row.addStretch(1)
        self.winner = QComboBox()
        self.overshoot = QCheckBox()
        self.over_op = QComboBox()
        self.over_op.addItems(["≥", ">", "≤", "<"])
        self.over_value = QSpinBox()
        self.over_value.setRange(0, 10 ** 6)
        self.over_unless = QLabel()
        over_line = QHBoxLayout()
        for w in (self.over_unless, self.over_op, self.over_value):
            over_line.addWidget(w)
        over_line.addStretch(1)
        over_row = QVBoxLayout()
        over_row.addWidget(self.overshoot)
        over_row.addLayout(over_line)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {ERROR_RED.name()}")

        top = QHBoxLayout()
        top.addWidget(self.examples, 1)
        top.addWidget(self.open_button)
        top.addWidget(self.save_button)
        form = self.form = QFormLayout()
        form.addRow("", self.title)
        form.addRow("", heaps_row)
        form.addRow("", s_row)
        form.addRow("", self.heap_choice)
        form.addRow("", end_row)
        form.addRow("", self.winner)
        form.addRow("", over_row)
        form.addRow("", self.no_repeat)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(form)
        layout.addWidget(self.moves_box)
        layout.addWidget(self.error)
        layout.addStretch(1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._check)
        self.examples.activated.connect(self._example_chosen)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)
        self.add_move.clicked.connect(lambda: self._add_row(self.new_move()))
        self.heap_count.valueChanged.connect(self._heaps_changed)
        self.s_group.idToggled.connect(lambda *_: self._heaps_changed())
        self.s_open.toggled.connect(self._heaps_changed)
        self.measure.currentIndexChanged.connect(self._heaps_changed)
        self.overshoot.toggled.connect(self._heaps_changed)
        for w in [self.title, *self.heap_values, self.s_low, self.s_high, self.s_max,
                  self.heap_choice, self.no_repeat, self.measure, self.end_heap, self.op,
                  self.end_value, self.winner, self.over_op, self.over_value, self.overshoot,
                  self.s_open]:
            for name in ("textChanged", "valueChanged", "currentIndexChanged", "toggled"):
                signal = getattr(w, name, None)
                if signal is not None:
                    signal.connect(self._edited)
        for box in self.findChildren(QComboBox):
            narrow(box)
        self.retranslate_ui()
        self.set_task(example_task(EXAMPLES[0][0]))

    # --- texts ---------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        fill_combo(self.examples, [self.tr("Example tasks…")] + [
            QCoreApplication.translate("StoneHeapsExamples", str(label)) for _, label in EXAMPLES])
        self.open_button.setText(self.tr("Open…"))
        self.save_button.setText(self.tr("Save…"))
        self.title.setPlaceholderText(self.tr("A name for the task"))
        labels = [self.tr("Task"), self.tr("Heaps at the start"), self.tr("S from"),
                  self.tr("A move changes"), self.tr("The game ends when"),
                  self.tr("Winner"), self.tr("But"), self.tr("Repeating moves")]
        for index, text in enumerate(labels):
            item = self.form.itemAt(index, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(text)
            else:
                self.form.setWidget(index, QFormLayout.ItemRole.LabelRole, QLabel(text))
        for i, label in enumerate(self.heap_labels):
            label.setText(self.tr("heap {0}:").format(i + 1))
        self.s_open.setText(self.tr("no upper bound"))
        self.s_max_label.setText(self.tr("scan up to"))
        self.moves_box.setTitle(self.tr("Moves: a player may…"))
        self.moves_header.setText(self.tr("x is the chosen heap, y the other heaps together; "
                                          "a condition is optional."))
        self.add_move.setText(self.tr("Add a move"))
        fill_combo(self.heap_choice, [self.tr("any heap (the player chooses)"),
                                      self.tr("only the smaller heap"),
                                      self.tr("only the larger heap")])
        fill_combo(self.no_repeat, [self.tr("allowed"),
                                    self.tr("a player may not repeat his own previous move"),
                                    self.tr("a player may not repeat the opponent's last move")])
        fill_combo(self.measure, [self.tr("the total of the heaps is"),
                                  self.tr("the largest heap is"), self.tr("the smallest heap is"),
                                  self.tr("the product of the heaps is"), self.tr("heap")])
        self.end_heap.setPrefix("№ ")
        fill_combo(self.winner, [self.tr("who makes the last move wins"),
                                 self.tr("who makes the last move loses")])
        self.overshoot.setText(self.tr("the last mover loses"))
        self.over_unless.setText(self.tr("unless at the end it is"))
        for row in self.rows:
            row.retranslate_ui()

    # --- reading and writing a task ----------------------------------------------------
    def set_task(self, data: dict[str, Any]) -> None:
        self._loading = True
        try:
            heaps = list(data.get("heaps", ["S"]))[:3] or ["S"]
            self.title.setText(str(data.get("title", "")))
            self.heap_count.setValue(len(heaps))
            for i, h in enumerate(heaps):
                if h == "S":
                    self.heap_is_s[i].setChecked(True)
                else:
                    self.heap_values[i].setValue(int(h))
            low, high = (list(data.get("s_range", [1, 10])) + [None, None])[:2]
            self.s_low.setValue(int(low or 0))
            self.s_open.setChecked(high is None)
            self.s_high.setValue(int(high) if high is not None else int(low or 0))
            self.s_max.setValue(int(data.get("s_max", 1000)))
            for row in list(self.rows):
                self._remove_row(row)
            for move in data.get("moves", [])[:MAX_MOVES]:
                self._add_row(move)
            self.heap_choice.setCurrentIndex(
                ("any", "smaller", "larger").index(data.get("heap_choice", "any")))
            self.no_repeat.setCurrentIndex(
                ("none", "own", "opponent").index(data.get("no_repeat", "none")))
            end = data.get("end", {})
            self.measure.setCurrentIndex(MEASURES.index(end.get("measure", "sum")))
            self.end_heap.setValue(int(end.get("heap", 1)))
            self.op.setCurrentIndex(OPS.index(end.get("op", ">=")))
            self.end_value.setValue(int(end.get("value", 0)))
            self.winner.setCurrentIndex(("last-mover", "other").index(
                data.get("winner", "last-mover")))
            over = data.get("overshoot")
            self.overshoot.setChecked(over is not None)
            if over is not None:
                self.over_op.setCurrentIndex(OPS.index(over["op"]))
                self.over_value.setValue(int(over["value"]))
        finally:
            self._loading = False
        self._heaps_changed()
        self._check()

    def task_dict(self) -> dict[str, Any]:
        n = self.heap_count.value()
        s_index = self.s_group.checkedId()
        heaps: list[Any] = ["S" if i == s_index else self.heap_values[i].value()
                            for i in range(n)]
        data: dict[str, Any] = {
            "title": self.title.text().strip(), "heaps": heaps,
            "s_range": [self.s_low.value(),
                        None if self.s_open.isChecked() else self.s_high.value()],
            "moves": [row.move_spec() for row in self.rows],
            "heap_choice": ("any", "smaller", "larger")[max(0, self.heap_choice.currentIndex())],
            "end": {"measure": MEASURES[max(0, self.measure.currentIndex())],
                    "op": OPS[self.op.currentIndex()], "value": self.end_value.value()},
            "winner": ("last-mover", "other")[max(0, self.winner.currentIndex())],
            "no_repeat": ("none", "own", "opponent")[max(0, self.no_repeat.currentIndex())]}
        if self.s_open.isChecked():
            data["s_max"] = self.s_max.value()
        if data["end"]["measure"] == "heap":
            data["end"]["heap"] = self.end_heap.value()
        if self.overshoot.isChecked():
            data["overshoot"] = {"op": OPS[self.over_op.currentIndex()],
                                 "value": self.over_value.value()}
        return data

    # --- moves -------------------------------------------------------------------------
    def new_move(self) -> dict[str, Any]:
        """The move a new row starts with: the first usual exam move the task lacks (a copy of
        an existing row would only have to be changed, and until then it is an error)."""
        present = {" ".join(row.move_spec()["expr"].split()) for row in self.rows}
        for expr in NEW_MOVES:
            if expr not in present:
                return {"expr": expr}
        k = 6
        while f"x + {k}" in present:
            k += 1
        return {"expr": f"x + {k}"}

    def _add_row(self, move: dict[str, Any]) -> None:
        if len(self.rows) >= MAX_MOVES:
            return
        row = MoveRow()
        row.set_move(move)
        row.changed.connect(self._edited)
        row.removed.connect(self._remove_row)
        self.rows.append(row)
        self.moves_layout.insertWidget(self.moves_layout.count() - 1, row)
        self.add_move.setEnabled(len(self.rows) < MAX_MOVES)
        self._edited()

    def _remove_row(self, row: MoveRow) -> None:
        self.rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self.add_move.setEnabled(True)
        self._edited()

    # --- reacting ------------------------------------------------------------------------
    def _heaps_changed(self, *_: Any) -> None:
        n = self.heap_count.value()
        if self.s_group.checkedId() >= n or self.s_group.checkedId() < 0:
            self.heap_is_s[n - 1].setChecked(True)
        for i in range(3):
            shown = i < n
            self.heap_labels[i].setVisible(shown and n > 1)
            self.heap_values[i].setVisible(shown and not self.heap_is_s[i].isChecked())
            self.heap_is_s[i].setVisible(shown and n > 1)
        self.heap_choice.setEnabled(n > 1)
        self.end_heap.setVisible(MEASURES[max(0, self.measure.currentIndex())] == "heap")
        self.end_heap.setMaximum(n)
        opened = self.s_open.isChecked()
        self.s_high.setVisible(not opened)
        self.s_max_label.setVisible(opened)
        self.s_max.setVisible(opened)
        for w in (self.over_unless, self.over_op, self.over_value):
            w.setEnabled(self.overshoot.isChecked())
        self._edited()

    def _edited(self, *_: Any) -> None:
        if not self._loading:
            self._timer.start()

    def _check(self) -> None:
        data = self.task_dict()
        try:
            parse_task(data)
        except TaskError as exc:
            self.error.setText(localized(exc))
            return
        self.error.clear()
        self.task_changed.emit(data)

    def _example_chosen(self, index: int) -> None:
        if index > 0:
            self.set_task(example_task(EXAMPLES[index - 1][0]))
        self.examples.setCurrentIndex(0)

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a task"), "",
                                              self.tr("Tasks (*.json)"))
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path) -> bool:
        """Load a task file; a bad one is named in the error line and the task kept."""
        try:
            load_task(path)
            data = json.loads(path.read_text(encoding="utf-8"))
        except (TaskError, OSError, ValueError) as exc:
            self.error.setText(localized(exc) if isinstance(exc, TaskError) else str(exc))
            return False
        self.set_task(data)
        return True

    def save_file(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the task"), "task.json",
                                              self.tr("Tasks (*.json)"))
        if name:
            try:
                Path(name).write_text(json.dumps(self.task_dict(), ensure_ascii=False,
                                                 indent=1), encoding="utf-8")
            except OSError as exc:
                self.error.setText(self.tr("Cannot save {0}: {1}").format(name, exc.strerror))

