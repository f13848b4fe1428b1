"""A search tree a teacher can show: nodes are miniature positions, drawn lazily.

The scene holds :class:`TreeNode` values; a node's children appear only when it is expanded, so
the view never tries to draw millions of nodes. Games supply how a position is drawn in a node
(``paint_position``); the view draws edges with the move, max and min levels in different
colours, values, α/β windows, pruned branches greyed with the reason, and the chosen line in red.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSettings,
    QSize,
    QStandardPaths,
    Qt,
    Signal,
)
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

from desktop.framework.palette import FIRST_PLAYER, INK_FAINT, INK_SOFT, SECOND_PLAYER
from desktop.framework.tree_node import TreeNode, bound_tooltip, value_text, window_text
from desktop.framework.zoom import ui_scale, zoom

EXPORT_FOLDER_KEY = "export/folder"
"""Settings key: the folder of the last exported picture."""

NODE_W, NODE_H = 84.0, 112.0
READABLE = 0.7
"""The smallest scale a tree is first shown at: node texts stay legible at a projector."""
BOARD = 56.0
GAP_X, GAP_Y = 14.0, 56.0
MAX_COLOUR = QColor(FIRST_PLAYER)
MIN_COLOUR = QColor(SECOND_PLAYER)
LINE_COLOUR = QColor("#d50000")
PRUNED = QColor(INK_FAINT)


def _settings() -> QSettings:
    from desktop import paths
    return QSettings(str(paths.user_data() / "settings.ini"), QSettings.Format.IniFormat)


def export_folder() -> str:
    """Where an export dialog opens: the last folder used, else the user's Pictures, else
    Documents, else home (portable mode: data/ on the stick) — never the (read-only) folder
    the program is installed in."""
    from desktop import paths
    last = str(_settings().value(EXPORT_FOLDER_KEY, "") or "")
    if last and Path(last).is_dir():
        return last
    return str(paths.export_folder(QStandardPaths.StandardLocation.PicturesLocation,
                                   QStandardPaths.StandardLocation.DocumentsLocation))


def remember_export_folder(folder: str) -> None:
    _settings().setValue(EXPORT_FOLDER_KEY, folder)


class NodeItem(QGraphicsItem):
    def __init__(self, view: SearchTreeView, node: TreeNode) -> None:
        super().__init__()
        self.view, self.node = view, node
        self.setPos(node.x, node.y)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        tip = [t for t in (view.tooltip(node), bound_tooltip(node)) if t]
        self.setToolTip("\n".join(tip))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.view.node_w, self.view.node_h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        node, view = self.node, self.view
        w, h = view.node_w, view.node_h
        colour = PRUNED if node.pruned else MAX_COLOUR if node.maximising else MIN_COLOUR
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(1, 1, w - 2, h - 2)
        on_line = node.on_line and not node.pending
        pen = QPen(LINE_COLOUR if on_line else colour, 2.5 if on_line else 1.2)
        if node.bound and not node.pending:
            pen.setStyle(Qt.PenStyle.DashLine)  # a bound, not a value: visible in print too
        painter.setPen(pen)
        painter.setBrush(QColor("#fafafa") if not node.pruned else QColor("#eeeeee"))
        if node.maximising:
            painter.drawRect(frame)  # max levels square, min levels rounded: visible in print
        else:
            painter.drawRoundedRect(frame, 14, 14)
        board = QRectF((w - view.board_w) / 2, 5, view.board_w, view.board_h)
        if node.pruned:
            painter.setPen(PRUNED)
            painter.drawText(QRectF(4, 4, w - 8, h - 8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, node.pruned)
            return
        self.view.paint_position(painter, board, node.position, node.move)
        font = QFont(painter.font())
        font.setPointSizeF(9)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        y = view.board_h + 7
        painter.drawText(QRectF(0, y, w, 15), Qt.AlignmentFlag.AlignCenter,
                         value_text(node))
        font.setBold(False)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        lines = []
        if node.alpha is not None or node.beta is not None:
            lines.append(window_text(node))
        if node.note:
            lines.append(node.note)
        for i, line in enumerate(lines):
            painter.drawText(QRectF(2, y + 15 + i * 12, w - 4, 12),
                             Qt.AlignmentFlag.AlignCenter, line)
        if node.children is None or node.children:
            marker = "−" if node.expanded else "+"
            painter.drawText(QRectF(w - 16, h - 17, 14, 14),
                             Qt.AlignmentFlag.AlignCenter, marker)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.view.toggle(self.node)


class SearchTreeView(QGraphicsView):
    """Shows a :class:`TreeNode` tree; click a node to expand or collapse it."""

    expand_requested = Signal(object)
    """A node without children yet was clicked: the owner computes them off the GUI thread
    and calls :meth:`set_children`."""

    def __init__(self, paint_position: Callable[[QPainter, QRectF, Any, str | None], None],
                 parent: QWidget | None = None, board: tuple[float, float] = (BOARD, BOARD)
                 ) -> None:
        super().__init__(parent)
        self.paint_position = paint_position
        self.board_w, self.board_h = board
        """The size of a node's picture; the node grows to hold it and three lines of text."""
        self.node_w = max(NODE_W, self.board_w + 16)
        self.node_h = NODE_H - BOARD + self.board_h
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
        self._ui_scale = ui_scale()
        zoom().changed.connect(self._zoomed)

    def sizeHint(self) -> QSize:
        return QSize(500, 400)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.relayout()  # the nodes' tooltips and notes in the new language
        super().changeEvent(event)

    # --- the tree ----------------------------------------------------------------------
    def set_root(self, root: TreeNode | None) -> None:
        self.root = root
        self.auto_fit = True  # until the user zooms: the view may not have its size yet
        self.relayout()
        self.fit(readable=True)

    def set_children(self, node: TreeNode, children: list[TreeNode]) -> None:
        node.children = children
        node.expanded = True
        self.relayout()
        if self.auto_fit:
            self.fit(readable=True)

    def more_text(self, count: int) -> str:
        """The greyed node that stands for the children not drawn yet."""
        return self.tr("%n more move(s)", "", count)

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

    def start_walk(self) -> list[TreeNode]:
        """Back to the start of a recorded search (trees from :func:`trace_tree`): only the
        root shown, no value known yet. Returns the nodes in the order the search visited
        them, for :meth:`step_walk`."""
        root = self.root
        if root is None:
            return []
        for node in self.nodes():
            node.hidden = node is not root
            node.expanded = node is root
            node.pending = "last" in node.extra
        self.relayout()
        return sorted((n for n in self.nodes() if n is not root and "order" in n.extra),
                      key=lambda n: n.extra["order"])

    def step_walk(self, walk: list[TreeNode]) -> None:
        """Reveal the next node of ``walk``. A node's value (and its cutoff note) appears when
        the search has finished it — when the walk has passed the last node below it — so
        values show up in the order the search computed them, the root's last."""
        if walk:
            node = walk.pop(0)
            node.hidden = False
            self.open_path(node)
            reached = node.extra.get("order", -1)
            for n in self.nodes():
                if n.pending and n.extra.get("last", 1 << 60) <= reached:
                    n.pending = False
                    for c in n.children or []:
                        if c.pruned:
                            c.hidden = False
        self.relayout()

    def reveal_line(self) -> None:
        """Show everything; open the root and the chosen line, the rest on a click."""
        nodes = self.nodes()
        for node in nodes:
            node.hidden = node.pending = False
        for node in nodes:  # every child visible first: only then can the line be revealed
            node.expanded = node is self.root or (node.on_line and bool(node.children))
            for child in node.children or []:
                if child.on_line:
                    self.reveal(node, child)
        self.relayout()
        self.fit(readable=True)

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
            node.y = depth * (self.node_h + GAP_Y)
            kids = self.visible_children(node)
            if not kids:
                node.x = next_x[0]
                next_x[0] += self.node_w + GAP_X
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
            start = QPointF(node.x + self.node_w / 2, node.y + self.node_h)
            end = QPointF(child.x + self.node_w / 2, child.y)
            path = QPainterPath(start)
            path.cubicTo(start + QPointF(0, GAP_Y / 2), end - QPointF(0, GAP_Y / 2), end)
            on_line = node.on_line and child.on_line and not child.pending
            pen = QPen(LINE_COLOUR if on_line else PRUNED if child.pruned else QColor("#757575"),
                       2.6 if on_line else 1.0)
            if child.pruned:
                pen.setStyle(Qt.PenStyle.DashLine)
            edge = scene.addPath(path, pen)
            edge.setZValue(-1)
            if child.move:
                label = scene.addSimpleText(child.move, font)
                label.setBrush(LINE_COLOUR if on_line else INK_SOFT)
                mid = (start + end) / 2
                label.setPos(mid.x() - label.boundingRect().width() / 2, mid.y() - 8)
            self._draw(child)

    # --- zoom, pan, fit, export ----------------------------------------------------------
    def fit(self, readable: bool = False) -> None:
        """The whole tree in the view (never larger than 1.6 times the zoom). ``readable``:
        never smaller than :data:`READABLE` times the zoom either — a big tree then shows its
        top around the chosen line, the rest a drag away (how a tree is first shown)."""
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            scale = min(self.transform().m11(), 1.6 * self._ui_scale)
            if readable:
                scale = max(scale, READABLE * self._ui_scale)
            self.resetTransform()
            self.scale(scale, scale)
            focus = self._focus_node()
            if focus is not None and self.root is not None:
                # Between the root and its chosen child: the decision and where it leads.
                self.centerOn((self.root.x + focus.x + self.node_w) / 2,
                              (self.root.y + focus.y + self.node_h) / 2)

    def _focus_node(self) -> TreeNode | None:
        """Where a tree too big for the view is looked at first: the deepest shown node of the
        chosen line one level below the root (the root when there is no line)."""
        node = self.root
        for _ in range(1):
            if node is None:
                break
            nxt = next((c for c in self.visible_children(node) if c.on_line and not c.pending),
                       None)
            if nxt is None:
                break
            node = nxt
        return node

    def _zoomed(self, scale: float) -> None:
        """The application zoom changed: the tree grows or shrinks with everything else."""
        old, self._ui_scale = self._ui_scale, scale
        if self.auto_fit:
            self.fit(readable=True)
        else:
            self.scale(scale / old, scale / old)

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
            self.fit(readable=True)

    def export_png(self, path: str) -> bool:
        rect = self.scene().sceneRect()
        image = QImage(int(rect.width() * 2), int(rect.height() * 2), QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.scene().render(painter, QRectF(image.rect()), rect)
        painter.end()
        return image.save(path)

    def export_with_dialog(self, default_name: str = "tree.png") -> str | None:
        """Ask for a file name (in the last export folder, else the user's Pictures) and save
        the drawn tree as PNG or SVG. Returns the file written, None when cancelled; raises
        ``OSError`` naming the file when it could not be written."""
        folder = export_folder()
        name, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("SearchTreeView", "Export the tree"),
            str(Path(folder) / default_name),
            QCoreApplication.translate("SearchTreeView",
                                       "PNG image (*.png);;SVG drawing (*.svg)"))
        if not name:
            return None
        if not name.lower().endswith((".svg", ".png")):
            name += ".png"
        remember_export_folder(str(Path(name).parent))
        ok = self.export_svg(name, "Finite Games") if name.lower().endswith(".svg") else \
            self.export_png(name)
        if not ok:
            raise OSError(QCoreApplication.translate(
                "SearchTreeView", "Could not write {0}.").format(name))
        return name

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
