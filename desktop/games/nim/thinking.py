"""The seed program's binary table, animated step by step for the computer's move."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.framework.palette import BLUE, GOOD_PALE, LOSS_FILL, WARM_PALE
from desktop.framework.thinking import ThinkingView
from engines.analysis import Analysis
from desktop.games.nim.family_view import NimFamilyView
from engines.games.nim.rules import Nim, nim_sum
from engines.policy import Choice

ODD = QColor("#ffe0b2")
COLUMN = QColor(WARM_PALE)
ROW = QColor(BLUE[100])
FLIP = QColor(LOSS_FILL)
ZERO = QColor(GOOD_PALE)

Step = tuple[str, dict[tuple[int, int], QColor], dict[int, int]]
"""One step of the explanation: its text, the marked bit cells (heap, column) → colour, and the
heaps shown changed on the way (heap → new size)."""


class NimThinkingView(ThinkingView):
    STEP_MS = 900

    def __init__(self, variant: str = "normal", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        self.title = QLabel()
        self.title.setWordWrap(True)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.table = QTableWidget()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumHeight(60)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.replay_button = QPushButton()
        self.step_label = QLabel()
        self.step_label.setProperty("screen_only", True)  # paper shows the last step only
        self.back_button.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next_button.clicked.connect(lambda: self.show_step(self.step + 1))
        self.replay_button.clicked.connect(self.replay)
        buttons = QHBoxLayout()
        for w in (self.back_button, self.next_button, self.replay_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        buttons.addWidget(self.step_label)
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        # The family's variants (Moore, exact-k, slow, hypergraph) have their own view.
        self.family = NimFamilyView()
        self.family.hide()
        self.game: Nim | None = None
        self.binary_widgets: list[QWidget] = [self.table, self.text, self.back_button,
                                              self.next_button, self.replay_button,
                                              self.step_label]
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        layout.addWidget(self.family, 1)
        layout.addStretch(1)
        self.timer = QTimer(self, interval=self.STEP_MS)
        self.timer.timeout.connect(self._advance)
        self.heaps: tuple[int, ...] = ()
        self._after: tuple[int, ...] | None = None
        self.analysis: Analysis[Any, Any] | None = None
        self.choice: Choice | None = None
        self.step: int = 0
        self.steps: list[Step] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("◀ Back"))
        self.next_button.setText(self.tr("Next ▶"))
        self.replay_button.setText(self.tr("Replay"))
        if self.analysis is not None:
            if self.choice is not None:
                self.explain(self.analysis, self.choice, animate=False)
            else:
                self.update_view(self.analysis)

    # --- inputs --------------------------------------------------------------------------
    def is_family(self) -> bool:
        return self.variant not in ("normal", "misere")

    def _show_family(self, on: bool) -> None:
        self.family.setVisible(on)
        for w in self.binary_widgets:
            w.setVisible(not on)

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        """A new position: its binary table, with what the nim-sum says about it."""
        self._show_family(self.is_family())
        if self.is_family():
            self.timer.stop()
            self.title.setText(self.tr("The Sprague–Grundy view of {0}").format(
                analysis.position_text))
            if self.game is not None:
                self.family.show_position(self.game, analysis.position,
                                          analysis.extra.get("grundy"))
            return
        if self.choice is not None and analysis.position.heaps == self._after:
            return  # keep explaining the computer's move until the next move is made
        self.timer.stop()
        self.analysis, self.choice = analysis, None
        self.heaps = analysis.position.heaps
        x = nim_sum(self.heaps)
        self.title.setText(self.tr("Heaps in binary — nim-sum {0}").format(x))
        marks = self._odd_marks(x)
        if analysis.terminal:
            text = self.tr("No stones left: the game is over.")
        elif self._misere_endgame(self.heaps):
            text = self.tr("Misère, every heap has at most one stone: the player to move wins "
                           "if the number of heaps with a stone is even.")
        elif x == 0:
            text = self.tr("Every column has an even number of ones: the nim-sum is 0. This is a "
                           "<b>safe</b> position for the player who just moved — whoever is to "
                           "move now loses against perfect play.")
        else:
            text = self.tr("Some columns have an odd number of ones: the nim-sum is not 0, so "
                           "the player to move can win by making every column even.")
        self.steps = [(text, marks, {})]
        self.show_step(0)

    def explain(self, analysis: Analysis[Any, Any], choice: Choice, animate: bool = True) -> None:
        """Build the steps that lead to the computer's move and play them one by one."""
        if self.is_family():
            self.title.setText(self.tr("The computer plays {0}: it leaves Sprague–Grundy value "
                                       "0 when it can.").format(choice.move.text))
            return
        self.analysis, self.choice = analysis, choice
        heaps = analysis.position.heaps
        self.heaps = heaps
        x = nim_sum(heaps)
        ((heap, amount),) = choice.move.move
        after = heaps[heap] - amount
        new_heaps = heaps[:heap] + (after,) + heaps[heap + 1:]
        self._after = new_heaps
        self.title.setText(self.tr("How the computer chose {0}").format(choice.move.text))
        steps: list[Step] = [(self.tr("1. Write every heap in binary, one bit a column."), {}, {})]
        odd = self._odd_marks(x)
        steps.append((self.tr("2. Count the ones in each column. Odd columns are marked: "
                         "the nim-sum is {0}.").format(x), odd, {}))
        if choice.reason == "random":
            steps.append((self.tr("3. At this strength the computer sometimes plays a random move: "
                             "this time it takes {0} from heap {1}.").format(amount, heap + 1),
                          odd, {heap: after}))
        elif self._misere_endgame(new_heaps) and self.variant == "misere":
            ones = sum(1 for h in new_heaps if h == 1)
            steps.append((self.tr("3. Misère exception: this move would leave only heaps of one "
                             "stone, so the computer leaves an <b>odd</b> number of them "
                             "({0}); the opponent will take the last stone.").format(ones),
                          odd, {heap: after}))
        elif x == 0:
            winning, total = choice.move.replies or (0, 0)
            steps.append((self.tr("3. All columns are even: nim-sum 0. Every move loses against "
                             "perfect play, so the computer sets a trap: after {0} you have "
                             "only {1} winning replies out of {2}.").format(
                                 choice.move.text, winning, total), odd, {heap: after}))
        else:
            top = x.bit_length() - 1
            col = self._column(top)
            marks = dict(odd)
            for r in range(len(heaps) + 1):
                marks[(r, col)] = COLUMN
            steps.append((self.tr("3. The leftmost odd column is the {0}s column.").format(
                1 << top), marks, {}))
            row_marks = dict(marks)
            for c in range(self._bits()):
                row_marks[(heap, c)] = ROW
            steps.append((self.tr("4. Heap {0} ({1}) has a 1 in that column: the computer takes "
                             "from it.").format(heap + 1, heaps[heap]), row_marks, {}))
            flips = {(heap, self._column(b)): FLIP for b in range(self._bits()) if x >> b & 1}
            steps.append((self.tr("5. Flip the bits of heap {0} in every odd column: {1} becomes "
                                  "{2}, so take {3}.").format(heap + 1, heaps[heap], after, amount),
                          {**row_marks, **flips}, {heap: after}))
            zero = {(len(heaps), c): ZERO for c in range(self._bits())}
            steps.append((self.tr("6. Now every column is even: nim-sum 0. The opponent is left in "
                                  "a safe position — whatever he does, the computer can answer."),
                          {**flips, **zero}, {heap: after}))
        self.steps = steps
        self.show_step(0 if animate else len(steps) - 1)
        if animate:
            self.timer.start()

    def finish(self) -> None:
        self.timer.stop()
        self.show_step(len(self.steps) - 1)

    def replay(self) -> None:
        self.show_step(0)
        self.timer.start()

    def _advance(self) -> None:
        if self.step + 1 >= len(self.steps):
            self.timer.stop()
        else:
            self.show_step(self.step + 1)

    # --- drawing -----------------------------------------------------------------------
    def _bits(self) -> int:
        return max(1, max(self.heaps, default=0).bit_length())

    def _column(self, bit: int) -> int:
        return self._bits() - 1 - bit

    def _odd_marks(self, x: int) -> dict[tuple[int, int], QColor]:
        return {(len(self.heaps), self._column(b)): ODD for b in range(self._bits()) if x >> b & 1}

    @staticmethod
    def _misere_endgame(heaps: tuple[int, ...]) -> bool:
        return all(h <= 1 for h in heaps)

    def show_step(self, step: int) -> None:
        if not self.steps:
            return
        self.step = max(0, min(len(self.steps) - 1, step))
        text, marks, changed = self.steps[self.step]
        heaps = [changed.get(i, h) for i, h in enumerate(self.heaps)]
        bits = self._bits()
        rows = len(heaps) + 1
        self.table.setRowCount(rows)
        self.table.setColumnCount(bits + 1)
        self.table.setHorizontalHeaderLabels([str(1 << (bits - 1 - c)) for c in range(bits)]
                                             + [self.tr("=")])
        self.table.setVerticalHeaderLabels(
            [self.tr("Heap {0}").format(i + 1) for i in range(len(heaps))] + [self.tr("Nim-sum")])
        total = nim_sum(heaps)
        for r in range(rows):
            value = total if r == len(heaps) else heaps[r]
            for c in range(bits + 1):
                text_cell = str(value) if c == bits else str(value >> (bits - 1 - c) & 1)
                item = QTableWidgetItem(text_cell)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == len(heaps):
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                colour = marks.get((r, c))
                if colour is not None:
                    item.setBackground(QBrush(colour))
                self.table.setItem(r, c, item)
        # All steps so far stay visible, the current one in bold: a class can read the argument.
        done = [t for t, _, _ in self.steps[: self.step]]
        self.text.setText("<br>".join(done + [f"<b>{text}</b>"]))
        self.step_label.setText(self.tr("step {0} of {1}").format(self.step + 1, len(self.steps)))
        self.back_button.setEnabled(self.step > 0)
        self.next_button.setEnabled(self.step + 1 < len(self.steps))
        self.replay_button.setEnabled(len(self.steps) > 1)
