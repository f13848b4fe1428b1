"""Every text a widget tree shows, and which of them are in the wrong language.

Used by ``test_language_walk.py``; kept apart so that a developer can walk one screen by hand:
``wrong_script(texts_of(widget), "ru")``."""
from __future__ import annotations

import os
import re
from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QPainter, Qt as GuiQt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QSpinBox,
    QTabBar,
    QTextEdit,
    QUndoView,
    QWidget,
)

CYRILLIC = re.compile("[А-Яа-яЁё]")
# Latin words a Russian screen may show: file formats and program names, key names, the
# notation of the games (the glossary's SA − SB, Sprague–Grundy's SG and mex, Moore's Nim_k, the
# words of the position notation a user types: "pass", "lead:A", "table:5", "N@RC").
ALLOWED_LATIN_IN_RU = {"SVG", "PNG", "CSV", "JSON", "json", "Python", "py", "English", "OK",
                       "SA", "SB", "SG", "mex", "Nim_k", "RC", "pass", "passed", "lead", "attack",
                       "table",
                       "Ctrl", "Shift", "Alt", "Del", "PgUp", "PgDn", "Esc", "Enter", "Space",
                       "Home", "End", "Left", "Right", "Up", "Down", "Backspace"}
ONE_SUIT_PATTERN = re.compile(r"[MOT]+")
"""The one-suit solver's pattern of cards ("MOOT": mover, opponent, table), as its view explains."""
SOLITAIRE_CARD = re.compile(r"[AKQJT][CDHS]")
"""A card in the solitaire's deal notation (TD: the ten of diamonds), in every language."""
LATIN_TOKEN = re.compile(r"[A-Za-z][A-Za-z_]*[A-Za-z]|[A-Za-z]")
PATH = re.compile(r"\S*[/\\]\S*[/\\]\S*")  # a file path (the data folder in About)
DOCUMENT_SHARE = 0.1
"""Help pages quote code, sources and the other language's terms; they are wrong only when a
tenth of their letters is in the other script."""
ALLOWED_CYRILLIC_IN_EN = {"Русский"}  # the language menu names each language in itself
MAX_CELLS = 600  # bigger tables (the Grundy explorer) hold numbers only


def plain(text: str) -> str:
    if GuiQt.mightBeRichText(text):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    """A list model has one column (its columnCount is private: PySide cannot call it)."""
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def _model_texts(view: QAbstractItemView, where: str) -> Iterator[tuple[str, str]]:
    model = view.model()
    if model is None:
        return
    rows, cols = model.rowCount(QModelIndex()), _columns(model, QModelIndex())
    for orientation, count in ((Qt.Orientation.Horizontal, cols), (Qt.Orientation.Vertical, rows)):
        for i in range(count):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(i, orientation, role)
                if isinstance(value, str):
                    yield f"{where} header", value
    if rows * max(cols, 1) > MAX_CELLS:
        return

    def cells(parent, depth=0):  # type: ignore[no-untyped-def]
        for r in range(model.rowCount(parent)):
            for c in range(_columns(model, parent)):
                index = model.index(r, c, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield f"{where} cell", value
                if depth < 3 and model.rowCount(index) > 0:
                    yield from cells(index, depth + 1)
    yield from cells(QModelIndex())


def _widget_texts(w: QWidget) -> Iterator[tuple[str, str]]:
    name = f"{type(w).__name__}({w.objectName()})" if w.objectName() else type(w).__name__
    if w.isWindow() and w.windowTitle():
        yield f"{name} window title", w.windowTitle()
    if w.toolTip():
        yield f"{name} tooltip", w.toolTip()
    if w.statusTip():
        yield f"{name} status tip", w.statusTip()
    if isinstance(w, QLabel):
        yield name, w.text()
    elif isinstance(w, QAbstractButton):
        yield name, w.text()
    elif isinstance(w, QGroupBox):
        yield name, w.title()
    elif isinstance(w, QLineEdit):
        yield f"{name} placeholder", w.placeholderText()
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            yield f"{name} item", w.itemText(i)
    elif isinstance(w, QProgressBar):
        yield f"{name} format", w.format()
    elif isinstance(w, QTabBar):
        for i in range(w.count()):
            yield f"{name} tab", w.tabText(i)
            yield f"{name} tab tooltip", w.tabToolTip(i)
    elif isinstance(w, QMenu):
        yield f"{name} title", w.title()
    elif isinstance(w, QTextEdit) and not isinstance(w, QPlainTextEdit):
        yield name, w.toPlainText()
    if isinstance(w, QAbstractSpinBox):
        yield f"{name} special value", w.specialValueText()
        if isinstance(w, QSpinBox):
            yield f"{name} prefix", w.prefix()
            yield f"{name} suffix", w.suffix()
    if isinstance(w, QUndoView):
        yield f"{name} empty label", w.emptyLabel()
    if isinstance(w, QAbstractItemView):
        yield from _model_texts(w, name)
    if isinstance(w, QGraphicsView) and w.scene() is not None:
        for item in w.scene().items():
            if isinstance(item, QGraphicsTextItem):
                yield f"{name} scene text", item.toPlainText()
            elif isinstance(item, QGraphicsSimpleTextItem):
                yield f"{name} scene text", item.text()
            if item.toolTip():
                yield f"{name} scene tooltip", item.toolTip()
    for action in w.actions():
        yield f"{name} action", action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield f"{name} action tooltip", action.toolTip()
        if action.menu() is not None:
            yield from _widget_texts(action.menu())
    # Boards paint their words from a dict the tab fills in its own language.
    labels = getattr(w, "labels", None)
    if isinstance(labels, dict):
        for key, value in labels.items():
            if isinstance(value, str):
                yield f"{name} painted {key}", value


def _in_hidden_window(w: QWidget, root: QWidget) -> bool:
    while w is not None and w is not root:
        if w.isWindow() and not w.isVisible():
            return True
        w = w.parentWidget()
    return False


def texts_of(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every non-empty text of ``root`` and its descendants, shown or not:
    a hidden page is shown later in the language it was filled in."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if _in_hidden_window(w, root):
            continue  # a closed dialog or a popup: walked when it is shown (menus: as actions)
        for where, text in _widget_texts(w):
            text = plain(text).strip()
            if text:
                out.append((where, text))
    return out


def painted_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text ``root`` and its visible descendants paint themselves (a
    board's "cards: 13", a chart's key): no widget holds those, so :func:`texts_of` cannot see
    one a language change left behind. They are caught by rendering ``root`` once with
    ``QPainter.drawText`` recording what it is given."""
    if not root.isVisible():
        return []
    out: list[tuple[str, str]] = []
    draw = QPainter.drawText

    def record(painter: QPainter, *args: object) -> None:
        device = painter.device()
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            out.append((f"painted by {type(device).__name__}", plain(text).strip()))
        draw(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = record  # type: ignore[method-assign]
    try:
        root.grab()
    finally:
        QPainter.drawText = draw  # type: ignore[method-assign]
    return out


def wrong_script(texts: list[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    """The texts of ``texts`` written (partly) in the other language's script."""
    bad = []
    for where, text in texts:
        if os.path.isabs(text) and os.path.exists(text):
            continue  # a folder shown whole (a file dialog's "look in"), spaces and all
        rest = PATH.sub("", text)
        if "QTextBrowser" in where:
            letters = len(re.findall("[A-Za-zА-Яа-яЁё]", rest)) or 1
            other = len(CYRILLIC.findall(rest) if language == "en"
                        else re.findall("[A-Za-z]", rest))
            if other / letters > DOCUMENT_SHARE:
                bad.append((where, text[:120]))
        elif language == "en":
            for word in ALLOWED_CYRILLIC_IN_EN:
                rest = rest.replace(word, "")
            if CYRILLIC.search(rest):
                bad.append((where, text))
        elif any(len(word) > 1 and word not in ALLOWED_LATIN_IN_RU
                 and not ONE_SUIT_PATTERN.fullmatch(word) and not SOLITAIRE_CARD.fullmatch(word)
                 for word in LATIN_TOKEN.findall(rest)):
            bad.append((where, text))
    return bad
