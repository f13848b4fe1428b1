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

from PySide6.QtCore import QCoreApplication, QEventLoop, QRect, QRectF, Qt
from PySide6.QtGui import (QBitmap, QColor, QImage, QPainter, QPalette, QRegion,
                           QTextDocument, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QFrame, QGraphicsScene, QGraphicsView,
                               QTabBar, QTableView, QWidget)

from desktop.framework import palette
from desktop.framework.record import Mode
from desktop.framework.search_tree import SearchTreeView
from desktop.framework.tree_node import TreeNode
from desktop.framework.worker import EngineRunner
from engines import registry
from engines.analysis import Analysis
from engines.exercise.model import Exercise
from engines.policy import choose
from engines.solvers.control import SearchControl

if TYPE_CHECKING:
    from desktop.framework.game_tab import GameTab

LOGICAL_WIDTH = 640
"""The width (in screen pixels) the "how the computer thinks" views are laid out for; a wider
picture is the same layout drawn at a higher pixel ratio, so the text keeps its proportions on
paper. A worksheet prints it across the page: a screen pixel is 0.8 pt, its 9 pt text 9.6 pt."""
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
TREE_LEVELS = 3
"""Levels of a search tree printed (the root, its moves, the replies on the chosen line):
deeper, the nodes' values would print too small to read."""
TREE_CHILDREN = 4
"""Moves drawn under one node on paper, the chosen one always among them; "N more moves"
stands for the rest."""
EXPLANATION_HEIGHT = 900
"""The tallest the words and tables of a view are laid out."""
WAIT_SECONDS = 20.0
"""The longest a view's own background search (a Kalah tree, a Seki classification) is waited
for; exercise positions take far less."""
WHITE = palette.PAPER_WHITE
BACKGROUNDS = (palette.PAPER,)
"""Colours boards fill their whole area with: printed as white paper instead."""
MARGIN = 8
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
        return crop(_draw_scene(board.scene(), width_px, ratio * SCENE_SCALE))
    controls = _controls(board)  # a pass button, "take the card": paper is not clicked
    for control in controls:
        control.setVisible(False)
    try:
        return _draw(board, width_px, BOARD_WIDTH, round(BOARD_WIDTH * BOARD_ASPECT))
    finally:
        for control in controls:
            control.setVisible(True)


def _controls(widget: QWidget) -> list[QWidget]:
    """The buttons and choosers shown in ``widget``."""
    return [w for w in widget.findChildren(QWidget)
            if isinstance(w, (QAbstractButton, QComboBox, QTabBar)) and w.isVisibleTo(widget)]


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
        analysis = tab.analyzer.analyze(tab.position)
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
    doc = QTextDocument()
    doc.setHtml(statement_html(exercise))
    doc.setTextWidth(LOGICAL_WIDTH)
    ratio = width_px / LOGICAL_WIDTH
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


def _draw(widget: QWidget, width_px: int, logical_width: int, height: int) -> QImage:
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
        words = _draw(view, width_px, LOGICAL_WIDTH,
                      min(max(height, view.sizeHint().height(), 40), EXPLANATION_HEIGHT))
    finally:
        for widget in controls + drawings:
            widget.setVisible(True)
        for table in tables:
            table.setMinimumHeight(0)
            table.setMaximumHeight(QWIDGETSIZE_MAX)
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    ratio = width_px / LOGICAL_WIDTH
    return [words, *(_draw_tree(g, width_px, ratio) for g in drawings)]


def _draw_tree(drawing: QGraphicsView, width_px: int, ratio: float) -> QImage:
    """A view's drawing whole; a search tree cut to what paper shows legibly
    (``TREE_LEVELS``, ``TREE_CHILDREN``), then restored as it was on the screen."""
    root = drawing.root if isinstance(drawing, SearchTreeView) else None
    if not isinstance(drawing, SearchTreeView) or root is None:
        return _draw_scene(drawing.scene(), width_px, ratio)
    tree = drawing
    saved = [(n, n.expanded, n.extra.get("shown")) for n in tree.nodes()]
    screen_children = tree.max_children
    tree.max_children = TREE_CHILDREN

    def cut(node: TreeNode, depth: int) -> None:
        if depth >= TREE_LEVELS - 1:
            node.expanded = False
        node.extra.pop("shown", None)
        for child in node.children or []:
            cut(child, depth + 1)
        for child in node.children or []:
            if child.on_line and not child.hidden:
                tree.reveal(node, child)  # the chosen move is never among "N more"
    try:
        cut(root, 0)
        tree.relayout()
        return _draw_scene(tree.scene(), width_px, ratio)
    finally:
        tree.max_children = screen_children
        for node, expanded, shown in saved:
            node.expanded = expanded
            if shown is None:
                node.extra.pop("shown", None)
            else:
                node.extra["shown"] = shown
        tree.relayout()


def _draw_scene(scene: QGraphicsScene, width_px: int, ratio: float) -> QImage:
    """The whole scene at ``ratio`` pixels a unit, made smaller to fit ``width_px`` (a
    two-node tree stays the size of two nodes)."""
    rect = scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    if rect.isEmpty():
        return QImage()
    scale = min(width_px / rect.width(), ratio)
    image = QImage(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)),
                   QImage.Format.Format_ARGB32)
    image.fill(WHITE)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def stack(images: list[QImage]) -> QImage:
    """``images`` one under the other on white, centred."""
    images = [i for i in images if not i.isNull()]
    if not images:
        return QImage()
    width = max(i.width() for i in images)
    out = QImage(width, sum(i.height() for i in images), QImage.Format.Format_ARGB32)
    out.fill(WHITE)
    painter = QPainter(out)
    y = 0
    for image in images:
        painter.drawImage((width - image.width()) // 2, y, image)
        y += image.height()
    painter.end()
    return out


def whiten(image: QImage) -> QImage:
    """The boards' paper colour printed as white paper."""
    painter = QPainter(image)
    for colour in BACKGROUNDS:
        mask = image.createMaskFromColor(colour.rgb(), Qt.MaskMode.MaskOutColor)
        painter.save()
        painter.setClipRegion(QRegion(QBitmap.fromImage(mask)))
        painter.fillRect(image.rect(), WHITE)
        painter.restore()
    painter.end()
    return image


def crop(image: QImage) -> QImage:
    """``image`` without its white border (keeping a small margin) and with every tall white
    band inside squeezed (the space a hidden control or a stretch left)."""
    inked = _inked_rows(image)
    if not any(inked):
        return image
    top, bottom = inked.index(True), len(inked) - 1 - inked[::-1].index(True)
    columns = _inked_rows(image.transformed(QTransform().rotate(90)))
    left, right = columns.index(True), len(columns) - 1 - columns[::-1].index(True)
    rect = QRect(left, top, right - left + 1, bottom - top + 1).adjusted(
        -MARGIN, -MARGIN, MARGIN, MARGIN).intersected(image.rect())
    bands: list[tuple[int, int]] = []  # the row ranges kept
    y = rect.top()
    while y <= rect.bottom():
        end = y
        while end <= rect.bottom() and not inked[end]:
            end += 1
        if end - y > 3 * MARGIN:  # a tall blank band: keep 2 margins of it
            bands.append((y, y + 2 * MARGIN))
            y = end
            continue
        while end <= rect.bottom() and (inked[end] or not _blank_run(inked, end, 3 * MARGIN)):
            end += 1
        bands.append((y, end))
        y = end
    out = QImage(rect.width(), sum(b - a for a, b in bands), QImage.Format.Format_ARGB32)
    out.fill(WHITE)
    painter = QPainter(out)
    y = 0
    for a, b in bands:
        painter.drawImage(0, y, image, rect.left(), a, rect.width(), b - a)
        y += b - a
    painter.end()
    return out


def _blank_run(inked: list[bool], start: int, length: int) -> bool:
    return not any(inked[start:start + length + 1]) and start + length < len(inked)


def _inked_rows(image: QImage) -> list[bool]:
    """Per row: does it hold anything but white?"""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, line = image.width(), image.bytesPerLine()
    data = bytes(image.constBits())
    white_row = b"\xff" * (width * 4)
    return [data[y * line:y * line + width * 4] != white_row for y in range(image.height())]
