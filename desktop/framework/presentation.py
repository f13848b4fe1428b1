"""Presentation mode for a lesson at the projector (F11).

Full screen, menus hidden, everything zoomed by :data:`ZOOM_STEPS` through the window's own zoom
(so boards, trees and tables grow with the fonts), a high-contrast palette, and the board next to
"how the computer thinks" in two equal halves. A small button in the corner of the tab bar and
Esc or F11 leave it; everything it changed is put back exactly as it was.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QAction, QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import QApplication, QTabWidget, QToolButton

from desktop.framework.game_tab import GameTab
from desktop.framework.palette import INK_SOFT, PAPER_WHITE, SELECTION_DARK
from desktop.framework.play_area import BOARD_STRETCH, SIDE_STRETCH


class PresentedWindow(Protocol):
    """What presentation mode needs of the main window (which owns it: a plain import of
    desktop.main_window here would make the two modules import each other)."""

    zoom: int
    game_tabs: list[GameTab[Any]]
    tabs: QTabWidget
    act_presentation: QAction

    def set_zoom(self, step: int) -> None: ...

ZOOM_STEPS = 6
"""Points added to the font size (the zoom's unit): about 1.6× at a 10-pt system font."""
THINKING_TAB = 1


def high_contrast(base: QPalette) -> QPalette:
    """Black on white with a dark selection: readable from the back of a classroom."""
    pal = QPalette(base)
    black, white = QColor("#000000"), QColor(PAPER_WHITE)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base,
                     QPalette.ColorRole.AlternateBase, QPalette.ColorRole.ToolTipBase):
            pal.setColor(group, role, white)
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                     QPalette.ColorRole.ButtonText, QPalette.ColorRole.ToolTipText):
            pal.setColor(group, role, black)
        pal.setColor(group, QPalette.ColorRole.Button, QColor("#e8e8e8"))
        pal.setColor(group, QPalette.ColorRole.Highlight, SELECTION_DARK)
        pal.setColor(group, QPalette.ColorRole.HighlightedText, white)
        pal.setColor(group, QPalette.ColorRole.PlaceholderText, INK_SOFT)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#5f5f5f"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#5f5f5f"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#5f5f5f"))
    return pal


@dataclass
class _Saved:
    """What entering the mode changes, to put back on leaving."""

    geometry: QRect
    state: Qt.WindowState
    zoom: int
    palette: QPalette
    had_palette: bool
    tabs: dict[int, tuple[list[int], int]] = field(default_factory=dict)
    """Per game tab (by id): the splitter sizes and the side tab shown."""


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication), "presentation mode needs the running QApplication"
    return app


class Presentation(QObject):
    """Enters and leaves the mode for one main window."""

    def __init__(self, window: Any) -> None:
        """``window``: the QMainWindow, a :class:`PresentedWindow`."""
        super().__init__(window)
        self.window = window
        self._saved: _Saved | None = None
        self.exit_button = QToolButton()
        self.exit_button.setAutoRaise(True)
        self.exit_button.clicked.connect(self.leave)
        self.exit_button.hide()
        self.retranslate_ui()

    @property
    def active(self) -> bool:
        return self._saved is not None

    def retranslate_ui(self) -> None:
        # Small on purpose: it must not take the tab bar's room nor draw the pupils' eyes.
        self.exit_button.setText("✕ Esc")
        self.exit_button.setToolTip(self.tr("Leave presentation mode: back to the normal window "
                                            "with the menus (Esc or F11)"))

    def toggle(self) -> None:
        self.leave() if self.active else self.enter()

    def enter(self, full_screen: bool = True) -> None:
        """``full_screen=False`` keeps the window's size (screenshots of a 1366×768 window)."""
        if self.active:
            return
        w = self.window
        self._saved = _Saved(w.normalGeometry() if w.isMaximized() else w.geometry(), w.windowState(), w.zoom, QPalette(w.palette()),
                             w.testAttribute(Qt.WidgetAttribute.WA_SetPalette))
        for tab in w.game_tabs:
            self._saved.tabs[id(tab)] = (tab.splitter.sizes(), tab.side.currentIndex())
        w.menuBar().hide()
        w.tabs.setCornerWidget(self.exit_button, Qt.Corner.TopRightCorner)
        self.exit_button.show()
        w.setPalette(high_contrast(w.palette()))
        room = self.room(full_screen)
        self._zoom_to_fit(room)
        if not full_screen:
            QApplication.processEvents()  # the last layout requests of the larger zooms first
            w.resize(room)  # trying the larger zooms may have stretched it
        _app().installEventFilter(self)
        if full_screen:
            w.showFullScreen()
        QApplication.processEvents()  # the window at its new size before it is halved
        for tab in w.game_tabs:
            # The board and how the computer thinks, side by side in equal halves.
            # Equal stretch too, so the halves stay equal when full screen arrives later.
            total = sum(tab.splitter.sizes()) or w.width()
            tab.splitter.setStretchFactor(0, 1)
            tab.splitter.setStretchFactor(1, 1)
            tab.splitter.setSizes([total // 2, total - total // 2])
            if tab.side.isTabVisible(THINKING_TAB):
                tab.side.setCurrentIndex(THINKING_TAB)
        w.act_presentation.setChecked(True)

    def room(self, full_screen: bool) -> QSize:
        """The size the window will have: its screen's, or its own when not full screen."""
        w = self.window
        size: QSize = w.screen().geometry().size() if full_screen else w.size()
        return size

    def _zoom_to_fit(self, room: QSize) -> None:
        """The largest zoom up to ZOOM_STEPS more whose window still fits ``room`` (at
        1366×768 a bigger font would push the toolbars off the screen); none if none fits."""
        w, start = self.window, self.window.zoom
        for step in range(ZOOM_STEPS, -1, -1):
            w.set_zoom(start + step)
            QApplication.processEvents()  # the layouts take in the new font
            need = w.minimumSizeHint()
            # (The game toolbars wrap to a second row rather than widen the window.)
            if need.width() <= room.width() and need.height() <= room.height():
                return

    def leave(self) -> None:
        saved = self._saved
        if saved is None:
            return
        self._saved = None
        w = self.window
        _app().removeEventFilter(self)
        w.set_zoom(saved.zoom)
        # An empty palette unsets the window's own, so it follows the system's again.
        w.setPalette(saved.palette if saved.had_palette else QPalette())
        self.exit_button.hide()
        w.tabs.setCornerWidget(None, Qt.Corner.TopRightCorner)
        self.exit_button.setParent(None)
        w.menuBar().show()
        QApplication.processEvents()  # the normal fonts laid out: the normal size fits again
        w.setWindowState(saved.state)
        if not saved.state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            w.setGeometry(saved.geometry)
        QApplication.processEvents()  # the normal size laid out before the halves go back
        for tab in w.game_tabs:
            sizes, index = saved.tabs.get(id(tab), (None, None))
            tab.splitter.setStretchFactor(0, BOARD_STRETCH)
            tab.splitter.setStretchFactor(1, SIDE_STRETCH)
            if sizes is not None:
                tab.splitter.setSizes(sizes)
            if index is not None:
                tab.side.setCurrentIndex(index)
        w.act_presentation.setChecked(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Esc leaves only from the main window: in a dialog it still closes the dialog.
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and QApplication.activeModalWidget() is None
                and QApplication.activePopupWidget() is None
                and (QApplication.activeWindow() in (None, self.window))):
            self.leave()
            return True
        return False

