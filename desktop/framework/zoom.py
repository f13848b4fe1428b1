"""One zoom for the whole picture (View → Zoom, presentation mode): text, boards, trees, tables.

The main window sets the zoom step (:meth:`Zoom.set_step`); everything else reads
:func:`ui_scale` — 1.0 at the normal size, (base + step) / base for a step of +1 pt — and
listens to ``zoom().changed(scale)`` when it draws in fixed units:

* the application font grows by ``step`` points, so every widget that inherits its font
  (tables, buttons, labels) follows;
* a widget that needs a larger or other font (a large status line, a bold forecast, code)
  gets it from :func:`relative_font`, which keeps it in proportion at every zoom;
* boards keep a minimum size of ``ui_scale()`` times their normal minimum
  (:func:`scaled_minimum_size`), so growing panels never squeeze them, and draw their fixed-size
  texts times ``ui_scale()``;
* tree views scale their scene by ``ui_scale()`` (see ``SearchTreeView``).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

STEPS = range(-3, 13)
"""Zoom steps the View menu allows, in points added to the system font size."""
MAX_MINIMUM_SCALE = 1.5
"""Minimum sizes grow at most this much: the window must still fit a 1366×768 screen."""


class Zoom(QObject):
    changed = Signal(float)
    """The new scale (:func:`ui_scale`), after fonts were updated."""

    def __init__(self) -> None:
        super().__init__()
        self.step = 0
        self.scale = 1.0
        self._base_pt: float | None = None

    def set_step(self, step: int) -> int:
        """Zoom to ``step`` (clamped to :data:`STEPS`); returns the step set."""
        app = QApplication.instance()
        step = max(STEPS[0], min(STEPS[-1], int(step)))
        if not isinstance(app, QApplication):
            return step
        font = app.font()
        if self._base_pt is None:
            self._base_pt = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
        self.step = step
        self.scale = (self._base_pt + step) / self._base_pt
        font.setPointSizeF(self._base_pt + step)
        app.setFont(font)
        self.changed.emit(self.scale)
        return step


class _RelativeFont(QObject):
    """Keeps its parent widget's font at a fixed ratio to the application font."""

    def __init__(self, widget: QWidget, factor: float, bold: bool | None,
                 family: QFont | None) -> None:
        super().__init__(widget)
        self.widget, self.factor, self.bold, self.family = widget, factor, bold, family
        self.apply(ui_scale())
        zoom().changed.connect(self.apply)

    def apply(self, scale: float) -> None:
        font = QFont(self.family) if self.family is not None else QFont(self.widget.font())
        size = QApplication.font().pointSizeF()
        font.setPointSizeF(max(1.0, size * self.factor))
        if self.bold is not None:
            font.setBold(self.bold)
        self.widget.setFont(font)


class _MinimumSize(QObject):
    """Keeps its parent widget's minimum size in step with the zoom; goes with the widget."""

    def __init__(self, widget: QWidget, width: int, height: int) -> None:
        super().__init__(widget)
        self.widget, self.size = widget, (width, height)
        self.apply(ui_scale())
        zoom().changed.connect(self.apply)

    def apply(self, scale: float) -> None:
        scale = min(scale, MAX_MINIMUM_SCALE)
        self.widget.setMinimumSize(round(self.size[0] * scale), round(self.size[1] * scale))
        self.widget.update()


_zoom: Zoom | None = None


def zoom() -> Zoom:
    """The application's one zoom."""
    global _zoom
    if _zoom is None:
        _zoom = Zoom()
    return _zoom


def ui_scale() -> float:
    """How much larger than normal to draw: 1.0 at the normal size."""
    return zoom().scale


def relative_font(widget: QWidget, factor: float = 1.0, bold: bool | None = None,
                  family: QFont | None = None) -> None:
    """Give ``widget`` a font ``factor`` times the application font (bold, or in ``family``,
    e.g. a monospace font), now and after every zoom change. An explicit font size set any
    other way stays put when the zoom changes."""
    _RelativeFont(widget, factor, bold, family)


def scaled_minimum_size(widget: QWidget, width: int, height: int) -> None:
    """Give ``widget`` a minimum size of ``(width, height)`` times the zoom, now and after
    every zoom change (boards: a larger picture, never squeezed by growing panels)."""
    _MinimumSize(widget, width, height)

