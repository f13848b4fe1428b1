"""Help → Keyboard shortcuts: read from the window's own actions, so the list cannot go stale."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


def plain(text: str) -> str:
    """A menu text without its mnemonic ampersands and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences
                     if not s.isEmpty())


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(group, what it does, keys) for every action and shortcut of ``window`` that has keys:
    the menus' actions under their menu's name, then any other action or QShortcut."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        menu = top.menu()  # typed QObject by PySide: a menu bar's actions carry QMenus
        if not isinstance(menu, QMenu):
            continue
        for action in menu.actions():
            seen.add(id(action))
            if keys(action.shortcuts()):
                rows.append((plain(top.text()), plain(action.text()), keys(action.shortcuts())))
    other = QCoreApplication.translate("ShortcutsDialog", "Other")
    for action in window.findChildren(QAction):
        if id(action) not in seen and keys(action.shortcuts()) and action.text():
            rows.append((other, plain(action.text()), keys(action.shortcuts())))
    for shortcut in window.findChildren(QShortcut):
        if keys([shortcut.key()]) and shortcut.whatsThis():
            rows.append((other, shortcut.whatsThis(), keys([shortcut.key()])))
    extra = getattr(window, "extra_shortcuts", None)
    if extra is not None:
        rows.extend(extra())
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(620, 560)
        self.table = QTreeWidget()
        self.table.setHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.header().setStretchLastSection(False)
        groups: dict[str, QTreeWidgetItem] = {}
        self.rows = shortcut_rows(window)
        for group, text, sequence in self.rows:
            parent_item = groups.get(group)
            if parent_item is None:
                parent_item = groups[group] = QTreeWidgetItem([group])
                font = parent_item.font(0)
                font.setBold(True)
                parent_item.setFont(0, font)
                self.table.addTopLevelItem(parent_item)
                parent_item.setFirstColumnSpanned(True)
                parent_item.setExpanded(True)
            parent_item.addChild(QTreeWidgetItem([text, sequence]))
        note = QLabel(self.tr("On the boards you can also click, or type a move into the field "
                              "under the board and press Enter."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
