"""A search tree a teacher can show: nodes are miniature positions, drawn lazily.

The scene holds :class:`TreeNode` values; a node's children appear only when it is expanded, so
the view never tries to draw millions of nodes. Games supply how a position is drawn in a node
(``paint_position``); the view draws edges with the move, max and min levels in different
colours, values, α/β windows, pruned branches greyed with the reason, and the chosen line in red.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from engines.solvers.trace import format_value

NODE_W, NODE_H = 84.0, 112.0
BOARD = 56.0
GAP_X, GAP_Y = 14.0, 56.0
MAX_COLOUR = QColor("#1565c0")
MIN_COLOUR = QColor("#c62828")
LINE_COLOUR = QColor("#d50000")
PRUNED = QColor("#9e9e9e")


@dataclass
class TreeNode:
    """One node of a drawn tree; ``children`` is ``None`` until someone expands it."""

    position: Any
    move: str | None
    maximising: bool
    """True where the first side (the maximiser) is to move."""
    value: float | None = None
    """Value from the first side's point of view (e.g. SA − SB)."""
    alpha: float | None = None
    beta: float | None = None
    pruned: str = ""
    """Why this branch was not searched (a greyed node), e.g. "α ≥ β: 12 moves skipped"."""
    label: str = ""
    """Shown instead of the value when set (e.g. "Petya wins")."""
    note: str = ""
    """A line under the value, e.g. "×4" for a group of symmetric moves."""
    on_line: bool = False
    """On the chosen line (drawn red)."""
    children: list[TreeNode] | None = None
    expanded: bool = False
    hidden: bool = False
    """Not revealed yet by the step-by-step walk."""
    x: float = 0.0
    y: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)


def _fmt(x: float | None) -> str:
    return format_value(x, "∞", 1).replace("-", "−")


class NodeItem(QGraphicsItem):
    def __init__(self, view: SearchTreeView, node: TreeNode) -> None:
        super().__init__()
        self.view, self.node = view, node
        self.setPos(node.x, node.y)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(view.tooltip(node))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, NODE_W, NODE_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        node = self.node
        colour = PRUNED if node.pruned else MAX_COLOUR if node.maximising else MIN_COLOUR
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(1, 1, NODE_W - 2, NODE_H - 2)
        painter.setPen(QPen(LINE_COLOUR if node.on_line else colour, 2.5 if node.on_line else 1.2))
        painter.setBrush(QColor("#fafafa") if not node.pruned else QColor("#eeeeee"))
        if node.maximising:
            painter.drawRect(frame)  # max levels square, min levels rounded: visible in print
        else:
            painter.drawRoundedRect(frame, 14, 14)
        board = QRectF((NODE_W - BOARD) / 2, 5, BOARD, BOARD)
        if node.pruned:
            painter.setPen(PRUNED)
            painter.drawText(QRectF(4, 4, NODE_W - 8, NODE_H - 8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, node.pruned)
            return
        self.view.paint_position(painter, board, node.position, node.move)
        font = QFont(painter.font())
        font.setPointSizeF(9)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        y = BOARD + 7
        painter.drawText(QRectF(0, y, NODE_W, 15), Qt.AlignmentFlag.AlignCenter,
                         node.label or _fmt(node.value))
        font.setBold(False)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        lines = []
        if node.alpha is not None or node.beta is not None:
            lines.append(f"α {_fmt(node.alpha)}  β {_fmt(node.beta)}")
        if node.note:
            lines.append(node.note)
        for i, line in enumerate(lines):
            painter.drawText(QRectF(2, y + 15 + i * 12, NODE_W - 4, 12),
                             Qt.AlignmentFlag.AlignCenter, line)
        if node.children is None or node.children:
            marker = "−" if node.expanded else "+"
            painter.drawText(QRectF(NODE_W - 16, NODE_H - 17, 14, 14),
                             Qt.AlignmentFlag.AlignCenter, marker)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.view.toggle(self.node)


class SearchTreeView(QGraphicsView):
    """Shows a :class:`TreeNode` tree; click a node to expand or collapse it."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # After every widget has retranslated: the tooltips use its words (side names).
            QTimer.singleShot(0, self, self._retranslate_tooltips)  # not after deletion
        super().changeEvent(event)

    def _retranslate_tooltips(self) -> None:
        for item in self.scene().items():
            if isinstance(item, NodeItem):
                item.setToolTip(self.tooltip(item.node))

    expand_requested = Signal(object)
    """A node without children yet was clicked: the owner computes them off the GUI thread
    and calls :meth:`set_children`."""

    def __init__(self, paint_position: Callable[[QPainter, QRectF, Any, str | None], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paint_position = paint_position
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(QColor("white"))
        self.root: TreeNode | None = None
        self.max_children = 7
        """Children drawn under one node; the rest are summarised in one greyed node."""
        self.tooltip: Callable[[TreeNode], str] = lambda node: ""
        self.auto_fit = True

    def sizeHint(self) -> QSize:
        return QSize(500, 400)

    # --- the tree ----------------------------------------------------------------------
    def set_root(self, root: TreeNode | None) -> None:
        self.root = root
        self.auto_fit = True  # until the user zooms: the view may not have its size yet
        self.relayout()
        self.fit()

    def set_children(self, node: TreeNode, children: list[TreeNode]) -> None:
        node.children = children
        node.expanded = True
        self.relayout()
        if self.auto_fit:
            self.fit()

    def more_text(self, count: int) -> str:
        return f"+{count}"

    def toggle(self, node: TreeNode) -> None:
        parent = node.extra.get("more_of")
        if parent is not None:  # "N more moves": show the next batch
            parent.extra["shown"] = parent.extra.get("shown", self.max_children) + \
                self.max_children
            self.relayout()
            return
        if node.pruned or node.position is None:
            return
        if node.children is None:
            self.expand_requested.emit(node)
            return
        node.expanded = not node.expanded
        self.relayout()

    def visible_children(self, node: TreeNode) -> list[TreeNode]:
        """The revealed children, a batch at a time, then one node that offers the rest."""
        if not node.expanded or not node.children:
            return []
        kids = [c for c in node.children if not c.hidden]
        shown = node.extra.get("shown", self.max_children)
        if len(kids) <= shown + 1:
            return kids
        more = node.extra.get("more_node")
        if more is None:
            more = TreeNode(None, None, not node.maximising)
            more.extra["more_of"] = node
            node.extra["more_node"] = more
        more.pruned = self.more_text(len(kids) - shown)
        return kids[:shown] + [more]

    def reveal(self, node: TreeNode, child: TreeNode) -> None:
        """Make sure ``child`` of ``node`` is inside the shown batch."""
        kids = [c for c in node.children or [] if not c.hidden]
        if child in kids:
            index = kids.index(child)
            shown = node.extra.get("shown", self.max_children)
            if index >= shown:
                node.extra["shown"] = index + 1

    # --- walking a recorded search node by node (the teaching views' Step button) --------
    def nodes(self) -> list[TreeNode]:
        """Every node under the root, the root first."""
        out: list[TreeNode] = []
        stack = [self.root] if self.root is not None else []
        while stack:
            node = stack.pop()
            out.append(node)
            stack.extend(reversed(node.children or []))
        return out

    def step_walk(self, walk: list[TreeNode]) -> None:
        """Reveal the next node of ``walk`` (a pruned note comes with its parent)."""
        while walk:
            node = walk.pop(0)
            node.hidden = False
            self.open_path(node)
            if not node.pruned:
                for c in node.children or []:
                    if c.pruned:
                        c.hidden = False
                break
        self.relayout()

    def reveal_line(self) -> None:
        """Show everything; open the root and the chosen line, the rest on a click."""
        for node in self.nodes():
            node.hidden = False
            node.expanded = node is self.root or (node.on_line and bool(node.children))
            for child in node.children or []:
                if child.on_line:
                    self.reveal(node, child)
        self.relayout()
        self.fit()

    def open_path(self, target: TreeNode) -> None:
        """Expand every node on the way from the root to ``target``."""
        def walk(node: TreeNode) -> bool:
            if node is target:
                return True
            for c in node.children or []:
                if walk(c):
                    node.expanded = True
                    self.reveal(node, c)
                    return True
            return False
        if self.root is not None:
            walk(self.root)

    # --- layout: leaves side by side, parents centred over their children --------------
    def relayout(self) -> None:
        scene = self.scene()
        scene.clear()
        if self.root is None:
            return
        next_x = [0.0]

        def place(node: TreeNode, depth: int) -> None:
            node.y = depth * (NODE_H + GAP_Y)
            kids = self.visible_children(node)
            if not kids:
                node.x = next_x[0]
                next_x[0] += NODE_W + GAP_X
                return
            for child in kids:
                place(child, depth + 1)
            node.x = (kids[0].x + kids[-1].x) / 2

        place(self.root, 0)
        self._draw(self.root)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def _draw(self, node: TreeNode) -> None:
        scene = self.scene()
        scene.addItem(NodeItem(self, node))
        font = QFont(self.font())
        font.setPointSizeF(8)
        for child in self.visible_children(node):
            start = QPointF(node.x + NODE_W / 2, node.y + NODE_H)
            end = QPointF(child.x + NODE_W / 2, child.y)
            path = QPainterPath(start)
            path.cubicTo(start + QPointF(0, GAP_Y / 2), end - QPointF(0, GAP_Y / 2), end)
            on_line = node.on_line and child.on_line
            pen = QPen(LINE_COLOUR if on_line else PRUNED if child.pruned else QColor("#757575"),
                       2.6 if on_line else 1.0)
            if child.pruned:
                pen.setStyle(Qt.PenStyle.DashLine)
            edge = scene.addPath(path, pen)
            edge.setZValue(-1)
            if child.move:
                label = scene.addSimpleText(child.move, font)
                label.setBrush(LINE_COLOUR if on_line else QColor("#424242"))
                mid = (start + end) / 2
                label.setPos(mid.x() - label.boundingRect().width() / 2, mid.y() - 8)
            self._draw(child)

    # --- zoom, pan, fit, export ----------------------------------------------------------
    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            if self.transform().m11() > 1.6:
                self.resetTransform()
                self.scale(1.6, 1.6)

    def zoom(self, factor: float) -> None:
        self.auto_fit = False
        self.scale(factor, factor)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
        else:
            super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    def export_png(self, path: str) -> bool:
        rect = self.scene().sceneRect()
        image = QImage(int(rect.width() * 2), int(rect.height() * 2), QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.scene().render(painter, QRectF(image.rect()), rect)
        painter.end()
        return image.save(path)

    def export_with_dialog(self, default_name: str = "tree.png") -> None:
        """Ask for a file name and save the drawn tree as PNG or SVG."""
        name, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("SearchTreeView", "Export the tree"), default_name,
            QCoreApplication.translate("SearchTreeView", "PNG image (*.png);;SVG drawing (*.svg)"))
        if name:
            if name.lower().endswith(".svg"):
                self.export_svg(name, "Finite Games")
            else:
                self.export_png(name if name.lower().endswith(".png") else name + ".png")

    def export_svg(self, path: str, title: str = "") -> bool:
        rect = self.scene().sceneRect()
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(rect.size().toSize())
        generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        generator.setTitle(title)
        painter = QPainter(generator)
        self.scene().render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
        return painter.end()
