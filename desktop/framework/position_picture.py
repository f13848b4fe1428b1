"""Pictures of a position for paper: the game's own board drawing and its "how the computer
thinks" view, drawn by an inactive instance of the game's tab, on white and cropped.

Reusing the tabs means a worksheet shows exactly what the pupil saw on screen, and no game draws
twice. A tab is built once per game class and kept (building one costs a few hundred
milliseconds); it is never shown and never thinks by itself (``active=False``). The analysis an
explanation needs is made off the GUI thread first (:func:`analyse`, in the worksheet window's
worker); given none, it is made here, synchronously (tests; exercise positions are solved well
under a second by the exercise contract).
"""
from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEventLoop, Qt
from PySide6.QtGui import QImage, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QFrame, QGraphicsView, QLabel, QTabBar,
                               QTableView, QWidget)

from desktop.framework import palette
from desktop.framework.paper_images import (LOGICAL_WIDTH, PAPER_PX, WHITE, crop, draw_scene,
                                            draw_tree, stack, whiten)
from desktop.framework.record import Mode
from desktop.framework.worker import EngineRunner, analyse_in_turn
from engines import registry
from engines.analysis import Analysis
from engines.exercise.model import Exercise
from engines.policy import choose
from engines.solvers.control import SearchControl

if TYPE_CHECKING:
    from desktop.framework.game_tab import GameTab

BOARD_WIDTH = 480
"""The width boards are laid out for (at least every board's minimum): narrower than a view,
as a worksheet prints a board narrower than the page — at about the same 0.75 pt a screen
pixel, so a board's words are as big on paper as on the screen."""
BOARD_ASPECT = 0.625
SCENE_SCALE = 1.1
"""Screen pixels per unit of a board that is a drawn scene (Nim's): drawn at this one scale,
not fitted to the widget, so every position of the game is printed with stones of one size
(the screen's board enlarges a small position up to 2.2×); a scene too wide is made
narrower."""
KEY_BOARD = 0.75
"""A board the analysis marks is drawn this much smaller than the view's scale: its colours
are what the view speaks of."""
EXPLANATION_HEIGHT = 900
"""The tallest the words and tables of a view are laid out."""
WAIT_SECONDS = 20.0
"""The longest a view's own background search (a Kalah tree, a Seki classification) is waited
for; exercise positions take far less."""
QWIDGETSIZE_MAX = (1 << 24) - 1


class _Tabs:
    """One inactive tab per game class, built when first needed."""

    def __init__(self) -> None:
        self._tabs: dict[type[Any], GameTab[Any]] = {}

    def tab(self, game: str, variant: str | None, settings: Mapping[str, Any],
            position_text: str) -> GameTab[Any]:
        """The game's tab with ``position_text`` (contract notation) on its board; raises
        ``ValueError`` naming what is wrong."""
        # Imported here: the main window's module imports the tools that import this one.
        from desktop.headless import check_playout, playout_tabs
        cls = playout_tabs().get(game)
        if cls is None:
            raise ValueError(f"no board for the game '{game}'")
        derived, extra = check_playout(game, position_text, variant,
                                       json.dumps(dict(settings)) if settings else None)
        tab = self._tabs.get(cls)
        if tab is None:
            tab = self._tabs[cls] = cls(active=False)
            # Paper names the sides by the game's names, as the question does: "A (you)" beside
            # "B to move" would tell the pupil he plays the other side.
            tab.set_mode(Mode.HUMAN_HUMAN)
        tab_settings = dict(tab.default_settings(), **derived)
        tab_settings.update(extra)
        tab.start_game(tab_settings)  # the rules first: the position is read by them
        tab.start_game(tab_settings, tab.validate_position(position_text))
        return tab


_TABS: _Tabs | None = None


def _tabs() -> _Tabs:
    global _TABS
    if _TABS is None:
        _TABS = _Tabs()
    return _TABS


def board_picture(game: str, variant: str | None, settings: Mapping[str, Any],
                  position_text: str, width_px: int) -> QImage:
    """The game's own board drawing of the position, ``width_px`` wide at most (cropped to the
    drawing); raises ``ValueError`` naming what is wrong with the position or settings."""
    tab = _tabs().tab(game, variant, settings, position_text)
    return _board(tab.board, width_px)


def _board(board: QWidget, width_px: int) -> QImage:
    """``board`` laid out ``BOARD_WIDTH`` wide, drawn ``width_px`` wide (a scene: at its one
    scale)."""
    ratio = width_px / BOARD_WIDTH
    if isinstance(board, QGraphicsView):
        return crop(draw_scene(board.scene(), width_px, ratio * SCENE_SCALE))
    controls = _controls(board)  # a pass button, "take the card": paper is not clicked
    for control in controls:
        control.setVisible(False)
    try:
        return draw_widget(board, width_px, BOARD_WIDTH, round(BOARD_WIDTH * BOARD_ASPECT))
    finally:
        for control in controls:
            control.setVisible(True)


SCREEN_ONLY_PROPERTY = "screen_only"
"""A widget with this property set is left off paper (a walk's "step 6 of 6")."""


def _controls(widget: QWidget) -> list[QWidget]:
    """The buttons and choosers shown in ``widget``, and what only the screen needs."""
    return [w for w in widget.findChildren(QWidget)
            if (isinstance(w, (QAbstractButton, QComboBox, QTabBar))
                or w.property(SCREEN_ONLY_PROPERTY)) and w.isVisibleTo(widget)]


def analyse(exercise: Exercise, control: SearchControl | None = None
            ) -> Analysis[Any, Any] | None:
    """The exact analysis of the exercise's position, for :func:`explanation_pictures` —
    pure, so it runs off the GUI thread (a game of its own each call: no table is shared with
    another thread). None for an EGE task."""
    if exercise.position is None:
        return None
    game, analyzer = registry.build(exercise.game, exercise.variant, dict(exercise.settings))
    return analyzer.analyze(game.parse_position(exercise.position), control=control)


def explanation_pictures(exercise: Exercise, width_px: int,
                         analysis: Analysis[Any, Any] | None = None) -> list[QImage]:
    """The game's "how the computer thinks" view of the exercise's position after an analysis,
    explaining its best move, as parts to print one under the other: the board when the
    analysis marks it (Seki's colours the view speaks of), the view's words and tables, each
    of its drawings (a tree) whole. ``width_px`` is the view's width; the board is drawn at
    ``KEY_BOARD`` of its scale. An EGE task has none (its statement is the exercise).
    ``analysis``: :func:`analyse`'s, made off the GUI thread; else it is made here."""
    if exercise.position is None:
        return []
    tab = _tabs().tab(exercise.game, exercise.variant, exercise.settings, exercise.position)
    board_px = round(width_px * KEY_BOARD * BOARD_WIDTH / LOGICAL_WIDTH)
    plain = _board(tab.board, board_px)
    if analysis is None:
        analysis = analyse_in_turn(tab.analyzer, tab.position)  # its tab may be analysing too
    view = tab.thinking
    view.update_view(analysis)
    if not analysis.terminal:
        view.explain(analysis, choose(analysis, rng=None))
    view.finish()
    _wait_for(view)
    view.finish()
    marked = _board(tab.board, board_px)
    return ([] if marked == plain else [marked]) + _draw_view(view, width_px)


def explanation_picture(exercise: Exercise, width_px: int) -> QImage:
    """:func:`explanation_pictures` one under the other (an EGE task: its statement)."""
    if exercise.position is None:
        return statement_picture(exercise, width_px)
    return stack(explanation_pictures(exercise, width_px))


def statement_picture(exercise: Exercise, width_px: int) -> QImage:
    """An EGE task as the exam prints it, as a picture (the worksheet itself sets it as text)."""
    return text_picture(statement_html(exercise), width_px, LOGICAL_WIDTH)


def text_picture(rich: str, width_px: int, logical_width: int | None = None) -> QImage:
    """Rich text wrapped ``logical_width`` wide (default: at the views' scale), drawn
    ``width_px`` wide."""
    logical_width = logical_width or round(width_px * LOGICAL_WIDTH / PAPER_PX)
    doc = QTextDocument()
    doc.setHtml(rich)
    doc.setTextWidth(logical_width)
    ratio = width_px / logical_width
    image = QImage(width_px, max(1, round(doc.size().height() * ratio)),
                   QImage.Format.Format_ARGB32)
    image.fill(WHITE)
    painter = QPainter(image)
    painter.scale(ratio, ratio)
    doc.drawContents(painter)
    painter.end()
    return image


def statement_html(exercise: Exercise) -> str:
    """The exam's wording of an EGE exercise's task ('' when it has none)."""
    if exercise.task is None:
        return ""
    from desktop.games.ege.wording import statement
    return statement(dict(exercise.task))


def _wait_for(view: QWidget) -> None:
    """Let the view's own background searches land (they report on the GUI thread)."""
    runners = view.findChildren(EngineRunner)
    end = time.monotonic() + WAIT_SECONDS
    while any(r.busy for r in runners) and time.monotonic() < end:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.005)


def draw_widget(widget: QWidget, width_px: int, logical_width: int, height: int) -> QImage:
    """``widget`` laid out ``logical_width`` × ``height``, drawn on white at ``width_px``."""
    old_palette = widget.palette()
    white = QPalette(old_palette)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base,
                 QPalette.ColorRole.Button):
        white.setColor(role, WHITE)
    widget.setPalette(white)
    frame = widget.frameShape() if isinstance(widget, QFrame) else None
    if isinstance(widget, QFrame):
        widget.setFrameShape(QFrame.Shape.NoFrame)  # a screen's frame would stop the crop
    logical_width = max(logical_width, widget.minimumWidth(), widget.minimumSizeHint().width())
    height = max(height, widget.minimumHeight(), widget.minimumSizeHint().height())
    # The tab's layout would size the widget anew while it is drawn (rendering a hidden widget
    # activates the layouts around it): it rests meanwhile.
    parent = widget.parentWidget()
    outer = parent.layout() if parent is not None else None
    if outer is not None:
        outer.setEnabled(False)
    try:
        widget.resize(logical_width, height)
        layout = widget.layout()
        if layout is not None:
            layout.activate()
        ratio = width_px / logical_width
        image = QImage(width_px, max(1, round(height * ratio)), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(ratio)
        image.fill(WHITE)
        QWidget.render(widget, image)
    finally:
        if outer is not None:
            outer.setEnabled(True)
    widget.setPalette(old_palette)
    if isinstance(widget, QFrame) and frame is not None:
        widget.setFrameShape(frame)
    image.setDevicePixelRatio(1.0)
    return crop(whiten(image))


def _draw_view(view: QWidget, width_px: int) -> list[QImage]:
    """A "how the computer thinks" view for paper: its words and tables as laid out, without
    the controls, then each of its drawings (a tree) whole, not the part a scroll area shows."""
    controls = _controls(view)
    drawings = [g for g in view.findChildren(QGraphicsView) if g.isVisibleTo(view)]
    for widget in controls + drawings:
        widget.setVisible(False)
    screen_words = _paper_words(view)
    tables = [t for t in view.findChildren(QTableView) if t.isVisibleTo(view)]
    for table in tables:  # every row and column, no scroll bars: paper does not scroll
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        table.setFixedHeight(table.horizontalHeader().height()
                             + table.verticalHeader().length() + 2 * table.frameWidth())
    try:
        layout = view.layout()
        height = (layout.totalHeightForWidth(LOGICAL_WIDTH)
                  if layout is not None and layout.hasHeightForWidth() else -1)
        words = draw_widget(view, width_px, LOGICAL_WIDTH,
                      min(max(height, view.sizeHint().height(), 40), EXPLANATION_HEIGHT))
    finally:
        for label, text in screen_words:
            label.setText(text)
        for widget in controls + drawings:
            widget.setVisible(True)
        for table in tables:
            table.setMinimumHeight(0)
            table.setMaximumHeight(QWIDGETSIZE_MAX)
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    ratio = width_px / LOGICAL_WIDTH
    return [words, *(draw_tree(g, width_px, ratio) for g in drawings)]


SCREEN_ONLY: tuple[tuple[str, str, str], ...] = (
    ("DeterminantThinkingView",
     "Symmetric moves share a node (×k). Click a node to look deeper.",
     str(QT_TRANSLATE_NOOP("PositionPicture", "Symmetric moves share a node (×k)."))),
)
"""(a view's context, its sentence, the sentence on paper): what tells to click is left out."""


def _paper_words(view: QWidget) -> list[tuple[QLabel, str]]:
    """Put the paper's sentences in the view's labels; returns (label, its screen text)."""
    changed = []
    for label in view.findChildren(QLabel):
        text = label.text()
        paper = text
        for context, screen, instead in SCREEN_ONLY:
            paper = paper.replace(QCoreApplication.translate(context, screen),
                                  QCoreApplication.translate("PositionPicture", instead))
        if paper != text:
            changed.append((label, text))
            label.setText(paper)
    return changed


