"""Deal…: type or paste a deal (52 cards in dealing order). A bad deal is named in the red line
under the text — the engine's own message, translated — and OK keeps the dialog open, so the
game in progress stays until a good deal is given."""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QDialog, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from desktop.framework.dialogs import error_line, ok_cancel
from desktop.framework.messages import localized
from engines.games.solitaire.deal import parse_deal
from engines.protocol import InputError


class DealDialog(QDialog):
    def __init__(self, parent: QWidget | None, text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal"))
        self.deal: tuple[int, ...] | None = None
        hint = QLabel(self.tr(
            "The deck in dealing order: 52 cards separated by spaces, each a rank A 2 3 4 5 6 7 8 "
            "9 T J Q K and a suit C D H S (TD is the ten of diamonds). Cards 1–28 go to the "
            "piles row by row (the first card of each row face up), cards 29–52 are the stock, "
            "card 29 turned first."))
        hint.setWordWrap(True)
        self.field = QPlainTextEdit(text)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.field.setFont(font)
        self.field.setMinimumSize(560, 120)
        self.error = error_line()
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.field, 1)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self))
        self.field.textChanged.connect(self.check)
        self.check()

    def check(self) -> bool:
        """Read the text; name what is wrong in the red line."""
        try:
            self.deal = parse_deal(self.field.toPlainText())
        except InputError as exc:
            self.deal = None
            self.error.setText(localized(exc))
            return False
        self.error.setText("")
        return True

    def accept(self) -> None:
        if self.check():
            super().accept()
