"""How the computer thinks in the one-suit games: the position as the solver sees it (only the
order of the cards left matters), the short rule of the terminal versions, and why it chose."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.framework.palette import FIRST_PLAYER, INK_SOFT, SECOND_PLAYER
from desktop.framework.texts import grouped
from desktop.framework.thinking import ThinkingView
from desktop.games.one_suit.board import card_runs
from engines.analysis import Analysis
from engines.policy import Choice

LONGEST_KEY = 40
"""Letters of a pattern written out; a longer one shows its two ends."""
COLOURS = {"M": QColor(FIRST_PLAYER), "O": QColor(SECOND_PLAYER), "T": QColor("#6d4c41")}


class PatternStrip(QWidget):
    """The cards left, lowest first, coloured by whose they are."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[tuple[int, str]] = []
        self.setMinimumHeight(64)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cards:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = min(40.0, (self.width() - 8) / len(self.cards))
        if w < 16:  # too narrow for numbers: a thin bar a card, in its owner's colour
            for i, (card, owner) in enumerate(self.cards):
                painter.fillRect(QRectF(4 + i * w, 4, max(w, 1.0), 36), COLOURS[owner])
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(4, 42, self.width() - 8, 18), Qt.AlignmentFlag.AlignLeft,
                             str(self.cards[0][0]))
            painter.drawText(QRectF(4, 42, self.width() - 8, 18), Qt.AlignmentFlag.AlignRight,
                             str(self.cards[-1][0]))
            return
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for i, (card, owner) in enumerate(self.cards):
            rect = QRectF(4 + i * w, 4, w - 3, 36)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COLOURS[owner])
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(card))
            painter.setPen(INK_SOFT)
            painter.drawText(QRectF(rect.left(), 42, rect.width(), 18),
                             Qt.AlignmentFlag.AlignCenter, owner)


class OneSuitThinkingView(ThinkingView):
    def __init__(self, tab: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tab = tab
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.strip = PatternStrip()
        self.pattern = QLabel()
        self.pattern.setWordWrap(True)
        self.pattern.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rule = QLabel()
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.choice = QLabel()
        self.choice.setWordWrap(True)
        self.choice.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.strip)
        layout.addWidget(self.pattern)
        layout.addWidget(self.rule)
        layout.addWidget(self.choice)
        layout.addStretch(1)
        self._shown: tuple[Analysis[Any, Any], Choice | None] | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.intro.setText(self.tr(
            "The solver forgets the numbers on the cards: only their order matters. The cards "
            "left, lowest first — M: the player to move, O: his opponent, T: the card on the "
            "table. Every deal with the same pattern has the same values, so one table of "
            "patterns serves every game."))
        shown = self._shown
        info = self.tab.game.info
        if shown is not None and (shown[0].game, shown[0].variant) != (info.name, info.variant):
            # An analysis of the tab's previous game (odnomastka before a durak game came)
            # cannot be read by the new rules: the new game's own analysis will come.
            shown = self._shown = None
        if shown is not None:  # the texts below are built from the analysis: build them anew
            self.update_view(shown[0])
            if shown[1] is not None:
                self.explain(shown[0], shown[1])

    def update_view(self, analysis: Analysis[Any, Any]) -> None:
        self._shown = (analysis, None)
        tab = self.tab
        pos = analysis.position
        game = tab.game
        me = game.to_move(pos)
        cards = [(c, "M") for c in pos.hands[me]] + [(c, "O") for c in pos.hands[1 - me]]
        if pos.table is not None:
            cards.append((pos.table, "T"))
        self.strip.cards = sorted(cards)
        self.strip.update()
        key = "".join(owner for _, owner in sorted(cards))
        solved = tab.solved_patterns()
        if len(key) > LONGEST_KEY:  # one word that long would widen the panel past the screen
            key = f"{key[:LONGEST_KEY // 2]}…{key[-LONGEST_KEY // 2:]}"
        self.pattern.setText(self.tr("Pattern {0}; patterns solved so far: {1}.").format(
            key or "—", grouped(solved)))
        self.rule.setText(tab.rule_text(analysis))
        self.choice.clear()

    def explain(self, analysis: Analysis[Any, Any], choice: Choice) -> None:
        tab = self.tab
        name = tab.side_label(analysis.mover)
        move = choice.move
        if choice.reason == "trap" and move.replies is not None:
            winning, total = move.replies
            text = self.tr("{0} is lost with best play; playing {1} gives you %n way(s) to "
                           "err.", "", total - winning).format(name, tab.move_label(move.text))
        else:
            best = [m.move for m in analysis.best_moves]
            optimal = card_runs(best) if all(isinstance(m, int) for m in best) else \
                ", ".join(tab.move_label(m.text) for m in analysis.best_moves)
            text = self.tr("{0}'s optimal moves: {1}. Plays {2}.").format(
                name, optimal, tab.move_label(move.text))
        self.choice.setText(f"<b>{text}</b>")
        self._shown = (analysis, choice)
