"""Dialogs every game tab shares: the position editor, the post-game review, the help pages."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLayout,
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
from desktop.framework.palette import ERROR_RED
from desktop.framework.panels import colours
from engines.analysis import Analysis
from engines.review import GOOD, Verdict, judge, summarize


def error_line() -> QLabel:
    """The red line under a dialog's fields that says what is wrong with them."""
    label = QLabel()
    label.setStyleSheet(f"color: {ERROR_RED.name()}")
    label.setWordWrap(True)
    return label


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel, wired to accept and reject ``dialog``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class SettingsDialog(QDialog):
    """The settings of a new game: the game's own fields, then the red line that names what is
    wrong with them, then OK and Cancel. OK first runs :meth:`check`; a ``ValueError`` it raises
    is shown in the red line and the dialog stays open."""

    def __init__(self, parent: QWidget | None, title: str,
                 build: Callable[[dict[str, Any]], object] | None = None) -> None:
        """``build``: the tab's ``build_game``, which the default :meth:`check` runs on the
        fields' settings — the dialog then refuses exactly what a new game would."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.error = error_line()
        self.buttons = ok_cancel(self)
        self.build = build

    def lay_out(self, *parts: QWidget | QLayout) -> QVBoxLayout:
        """The dialog's layout: ``parts`` from the top, the red line and the buttons below."""
        layout = QVBoxLayout(self)
        for part in parts:
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        return layout

    def set_ok_enabled(self, ok: bool) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def settings(self) -> dict[str, Any]:
        """The new game's settings from the fields."""
        raise NotImplementedError

    def check(self) -> None:
        """Raise ``ValueError`` naming what is wrong with the fields (default: what
        ``build`` raises, if it was given)."""
        if self.build is not None:
            self.build(self.settings())

    def accept(self) -> None:
        try:
            self.check()
        except ValueError as exc:
            self.error.setText(localized(exc))
            return
        super().accept()


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
        self.error = error_line()
        self.buttons = ok_cancel(self)
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
    """Each move of the game: who played it, and whether it was a best move (★ in the analysis
    panel) — kept or threw away the result where it is known exactly, better or worse by the
    search's estimate where it is not. Double-clicking a row asks to show that position."""

    jump_requested = Signal(int)
    """The number (1-based) of the move whose position the user double-clicked."""

    def __init__(self, parent: QWidget | None,
                 rows: list[tuple[int, str, str, Analysis[Any, Any] | None]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game review"))
        self.resize(680, 480)
        table = QTreeWidget()
        table.setRootIsDecorated(False)
        table.setHeaderLabels([self.tr("#"), self.tr("Side"), self.tr("Move"),
                               self.tr("Verdict")])
        table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verdicts: list[Verdict] = []
        for number, side, move_text, before in rows:
            verdict, lost = judge(before, move_text) if before else (Verdict.UNKNOWN, 0)
            self.verdicts.append(verdict)
            words = texts.verdict(verdict)
            if verdict in (Verdict.LOST_POINTS, Verdict.ESTIMATE_WORSE) and lost:
                words += f" (−{texts.number(lost)})"
            item = QTreeWidgetItem([str(number), side, move_text, words])
            item.setData(0, Qt.ItemDataRole.UserRole, number)
            fg, bg = colours(0 if verdict is Verdict.UNKNOWN else 1 if verdict in GOOD else -1)
            for col in range(4):
                item.setBackground(col, QBrush(bg))
            item.setForeground(3, QBrush(fg))
            table.addTopLevelItem(item)
        table.itemDoubleClicked.connect(
            lambda item, _col: self.jump_requested.emit(item.data(0, Qt.ItemDataRole.UserRole)))
        self.summary = QLabel(texts.review_summary(summarize(
            [(before, move_text) for _, _, move_text, before in rows])))
        self.summary.setWordWrap(True)
        hint = QLabel(self.tr("Double-click a move to see the position where it was played."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(table)
        layout.addWidget(hint)
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
