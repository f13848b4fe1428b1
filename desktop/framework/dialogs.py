"""Dialogs every game tab shares: the position editor, the post-game review, the help pages."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import paths
from desktop.framework import texts
from desktop.framework.messages import localized
from desktop.framework.panels import colours
from engines.analysis import Analysis
from engines.review import Verdict, judge


class PositionEditor(QDialog):
    """Type a position in the game's notation; the OK button waits until it is valid.

    ``validate(text)`` returns the parsed position or raises ``ValueError`` whose message names
    what is wrong; that message is shown under the field as the user types.
    """

    def __init__(self, parent: QWidget | None, title: str, hint: str, text: str,
                 validate: Callable[[str], Any]) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.validate = validate
        self.position: Any = None
        self.field = QLineEdit(text)
        self.field.setMinimumWidth(420)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        help_label = QLabel(hint)
        help_label.setWordWrap(True)
        layout.addWidget(help_label)
        layout.addWidget(self.field)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.field.textChanged.connect(self._check)
        self._check(text)

    def _check(self, text: str) -> None:
        try:
            self.position = self.validate(text)
            self.error.setText("")
            ok = True
        except ValueError as exc:
            self.position = None
            self.error.setText(localized(exc))
            ok = False
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


class ReviewDialog(QDialog):
    """Each move of the game: who played it, and whether it kept or threw away the result."""

    def __init__(self, parent: QWidget | None, rows: list[tuple[int, str, str, Analysis | None]]
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game review"))
        self.resize(640, 460)
        table = QTreeWidget()
        table.setRootIsDecorated(False)
        table.setHeaderLabels([self.tr("#"), self.tr("Side"), self.tr("Move"),
                               self.tr("Verdict")])
        table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        counts: dict[Verdict, int] = {}
        for number, side, move_text, before in rows:
            verdict, _lost = judge(before, move_text) if before else (Verdict.UNKNOWN, 0)
            counts[verdict] = counts.get(verdict, 0) + 1
            item = QTreeWidgetItem([str(number), side, move_text, texts.verdict(verdict)])
            good = verdict in (Verdict.KEPT_WIN, Verdict.KEPT_DRAW, Verdict.BEST_DEFENCE,
                               Verdict.BEST)
            bad = verdict in (Verdict.THREW_WIN, Verdict.THREW_DRAW, Verdict.FASTER_LOSS,
                              Verdict.LOST_POINTS)
            fg, bg = colours(1 if good else -1 if bad else 0)
            for col in range(4):
                item.setBackground(col, QBrush(bg))
            item.setForeground(3, QBrush(fg))
            table.addTopLevelItem(item)
        summary = QLabel(self.tr("Mistakes that changed the result: {0}.").format(
            counts.get(Verdict.THREW_WIN, 0) + counts.get(Verdict.THREW_DRAW, 0)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.table = table


def show_help_page(browser: QTextBrowser, game: str, page: str, language: str) -> None:
    """Show ``resources/help/<game>/<page>.<language>.html`` (its pictures beside it)."""
    path = paths.help_page(game, page, language)
    browser.setSearchPaths([str(path.parent)])
    if path.exists():
        browser.setSource(QUrl.fromLocalFile(str(path)))
    else:
        browser.setPlainText(QCoreApplication.translate("HelpDialog", "This page is missing: {0}")
                             .format(path))


class HelpDialog(QDialog):
    """A rules or algorithm page from ``resources/help`` in the current language."""

    def __init__(self, parent: QWidget | None, game: str, page: str, language: str,
                 title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(900, 640)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        show_help_page(self.browser, game, page, language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
