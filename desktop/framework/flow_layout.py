"""A layout that lays its widgets out in a row and wraps to the next row when the row is full.

The game toolbar uses it: in one row it needs over 1,000 px (more in Russian, more when zoomed
for the projector), which would stop the window from fitting a 1366×768 screen; wrapped, it needs
only its widest button. When everything fits in one row the last widget goes to the right edge,
as a stretch before it would put it in a plain row.
"""
from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.last_to_right = True

    # --- QLayout's interface -------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def insertWidget(self, index: int, widget: QWidget) -> None:  # noqa: N802
        self.addChildWidget(widget)
        self._items.insert(index, QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        visible = self._visible()
        width = sum(i.sizeHint().width() for i in visible) + self._gap * max(0, len(visible) - 1)
        height = max((i.sizeHint().height() for i in visible), default=0)
        return QSize(width, height) + self._margin_size()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return size + self._margin_size()

    # --- placing -------------------------------------------------------------------------
    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _margin_size(self) -> QSize:
        m: QMargins = self.contentsMargins()
        return QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, apply: bool) -> int:
        """Lay the items out in ``rect`` (or only measure); returns the height used."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        rows: list[list[QLayoutItem]] = [[]]
        x = 0
        for item in self._visible():
            w = item.sizeHint().width()
            if rows[-1] and x + w > area.width():
                rows.append([])
                x = 0
            rows[-1].append(item)
            x += w + self._gap
        y = area.y()
        for row in rows:
            height = max((i.sizeHint().height() for i in row), default=0)
            if apply:
                x = area.x()
                for item in row:
                    hint = item.sizeHint()
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
                    x += hint.width() + self._gap
                if self.last_to_right and len(rows) == 1 and row:
                    last = row[-1]
                    hint = last.sizeHint()
                    last.setGeometry(QRect(QPoint(area.right() + 1 - hint.width(),
                                                  y + (height - hint.height()) // 2), hint))
            y += height + self._gap
        return y - self._gap - area.y() + m.top() + m.bottom() if rows[0] else 0
