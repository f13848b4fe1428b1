"""Pictures for paper, the parts every printed drawing shares: a scene (a board, a tree) drawn
whole at a given scale, a search tree cut and lettered to be read on paper, and the images put
together (one under another, side by side), whitened and cropped.

Sizes: a picture ``PAPER_PX`` pixels wide is printed a page's text wide, ``PAGE_WIDTH_PT``; the
views are laid out ``LOGICAL_WIDTH`` screen pixels wide, so a screen pixel prints 0.8 pt.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBitmap, QImage, QPainter, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop.framework import palette
from desktop.framework.search_tree import SearchTreeView
from desktop.framework.tree_node import TreeNode

LOGICAL_WIDTH = 640
"""The width (in screen pixels) the "how the computer thinks" views are laid out for; a wider
picture is the same layout drawn at a higher pixel ratio, so the text keeps its proportions on
paper. A worksheet prints it across the page: a screen pixel is 0.8 pt, its 9 pt text 9.6 pt."""
TREE_LEVELS = 3
"""Levels of a search tree printed (the root, its moves, the replies on the chosen line):
deeper, the nodes' values would print too small to read."""

TREE_CHILDREN = 4
"""Moves drawn under one node on paper, the chosen one always among them; "N more moves"
stands for the rest."""
WHITE = palette.PAPER_WHITE
BACKGROUNDS = (palette.PAPER,)
"""Colours boards fill their whole area with: printed as white paper instead."""
MARGIN = 8
PAGE_WIDTH_PT = 0.8 * LOGICAL_WIDTH
"""The width on paper pictures ``width_px`` wide are printed (a page's text)."""
SMALL_PRINT_PT = 9.0
"""The smallest print of a tree on paper (its nodes' α/β line)."""
SMALLEST_UNITS = 7.5 * 96 / 72
"""The height in scene units of a tree node's smallest words (7.5 pt at 96 dpi)."""
MAX_TEXT = 1.2
"""The most a tree's words are enlarged against its drawing: each line of a node has its
place, a little more than its words' height."""
SCREEN_DPM = 96 / 0.0254
"""The resolution (dots a metre) scenes are laid out for: 96 dpi."""
PAPER_PX = 1500
"""The width in pixels pictures are drawn for a page's width of text."""

def draw_tree(drawing: QGraphicsView, width_px: int, ratio: float) -> QImage:
    """A view's drawing whole; a search tree cut to what paper shows legibly
    (``TREE_LEVELS``, ``TREE_CHILDREN``), then restored as it was on the screen."""
    root = drawing.root if isinstance(drawing, SearchTreeView) else None
    if not isinstance(drawing, SearchTreeView) or root is None:
        return draw_scene(drawing.scene(), width_px, ratio)
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
        # Fewer moves under a node until the tree is narrow enough for its small print
        # (the chosen move always among them).
        for children in range(TREE_CHILDREN, 0, -1):
            tree.max_children = children
            cut(root, 0)
            tree.relayout()
            if _scene_width(tree.scene()) <= readable_width():
                break
        return tree_picture(tree, width_px, ratio)
    finally:
        tree.max_children = screen_children
        for node, expanded, shown in saved:
            node.expanded = expanded
            if shown is None:
                node.extra.pop("shown", None)
            else:
                node.extra["shown"] = shown
        tree.relayout()


def tree_picture(tree: SearchTreeView, width_px: int, ratio: float,
                 page_px: int | None = None, widen: bool = False) -> QImage:
    """The tree as it is opened, at ``ratio`` pixels a unit at most (made smaller to fit
    ``width_px``), its nodes' words enlarged (at most ``MAX_TEXT`` times: the lines of a node
    have their places) towards ``SMALL_PRINT_PT`` for its smallest print, the α/β line, where
    ``page_px`` pixels (default ``width_px``) are a page's width; ``widen``: the nodes widened
    alike, for words as wide as the node. The picture says the size its smallest print
    reached in its text ``small_print_pt``."""
    pt_per_px = PAGE_WIDTH_PT / (page_px or width_px)
    screen_w = tree.node_w
    text = 1.0
    try:
        for _ in range(3):  # a wider node makes the tree smaller on the page: again
            tree.relayout()
            scale = min(width_px / _scene_width(tree.scene()), ratio)
            wanted = min(MAX_TEXT, SMALL_PRINT_PT / (SMALLEST_UNITS * scale * pt_per_px))
            if wanted <= text * 1.02 or not widen:
                text = max(text, wanted)
                break
            text = wanted
            tree.node_w = screen_w * text
        image = draw_scene(tree.scene(), width_px, ratio, text)
        image.setText("small_print_pt", f"{SMALLEST_UNITS * text * scale * pt_per_px:.2f}")
        return image
    finally:
        tree.node_w = screen_w
        tree.relayout()


def readable_width() -> float:
    """The widest scene (in units) that, printed a page wide, still has its small print
    ``SMALL_PRINT_PT`` high with its words ``MAX_TEXT`` times their size."""
    return MAX_TEXT * SMALLEST_UNITS * PAGE_WIDTH_PT / SMALL_PRINT_PT


def _scene_width(scene: QGraphicsScene) -> float:
    return max(1.0, scene.itemsBoundingRect().width() + 2 * MARGIN)


def draw_scene(scene: QGraphicsScene, width_px: int, ratio: float, text: float = 1.0
               ) -> QImage:
    """The whole scene at ``ratio`` pixels a unit, made smaller to fit ``width_px`` (a
    two-node tree stays the size of two nodes); its words (sized in points) ``text`` times
    their size against the drawing: a tree's small print made readable on paper."""
    rect = scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    if rect.isEmpty():
        return QImage()
    scale = min(width_px / rect.width(), ratio)
    image = QImage(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)),
                   QImage.Format.Format_ARGB32)
    # Points become pixels by the device's resolution: a higher one enlarges the words alone.
    image.setDotsPerMeterX(round(SCREEN_DPM * text))
    image.setDotsPerMeterY(round(SCREEN_DPM * text))
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


def beside(images: list[QImage], width_px: int, gap: int = 40) -> QImage:
    """``images`` side by side, top-aligned, made smaller together to fit ``width_px``."""
    images = [i for i in images if not i.isNull()]
    if not images:
        return QImage()
    width = sum(i.width() for i in images) + gap * (len(images) - 1)
    scale = min(1.0, width_px / width)
    out = QImage(max(1, round(width * scale)), max(1, round(max(i.height() for i in images)
                                                              * scale)),
                 QImage.Format.Format_ARGB32)
    out.fill(WHITE)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(scale, scale)
    x = 0
    for image in images:
        painter.drawImage(x, 0, image)
        x += image.width() + gap
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
