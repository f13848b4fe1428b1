"""The pages of a worksheet: blocks laid out on A4 in points, painted by one function for the
PDF, the printer and the preview alike.

Per variant: a header, then each exercise (number, question, the board, space to write); then
the answer key on pages of its own (the answer, the steps to it, the explanation pictures). An
exercise is one block (in the key: its answer with its first picture): a page break never splits
it, and a block taller than a page is drawn smaller.
"""
from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QTextDocument

from desktop.framework.position_picture import statement_html
from desktop.worksheets.sheet import Worksheet
from desktop.worksheets.words import answer_lines, say, translate
from engines.exercise.model import Exercise

PAGE_W, PAGE_H = 595.3, 841.9
"""A4 in points."""
MARGIN = 42.0
CONTENT_W = PAGE_W - 2 * MARGIN
FOOTER = 18.0
CONTENT_H = PAGE_H - 2 * MARGIN - FOOTER
GAP = 16.0
"""Between blocks."""
BOX_H = 26.0
"""The box a pupil writes one answer in."""
BOARD_MAX = (0.72 * CONTENT_W, 230.0)
EXPLANATION_MAX = (CONTENT_W, 520.0)
INK = QColor("#202020")
FAINT = QColor("#8a8a8a")

BOARD_PX = 1100
"""Boards are drawn this wide (at most ``BOARD_MAX[0]`` points on paper: over 200 dpi)."""
EXPLANATION_PX = 1500

Pictures = Callable[[Exercise], tuple[QImage | None, list[QImage]]]
"""An exercise's board picture (None where it has none) and its explanation's pictures."""


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(round(size))  # pixels of the layout: points once the painter is scaled
    font.setBold(bold)
    return font


# --- the parts of a block -----------------------------------------------------------------
class Part:
    def height(self) -> float:
        raise NotImplementedError

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        raise NotImplementedError


class Words(Part):
    """Rich text wrapped to the content width."""

    def __init__(self, rich: str, size: float = 11.0, indent: float = 0.0) -> None:
        self.doc = QTextDocument()
        self.doc.setDefaultFont(_font(size))
        self.doc.setDocumentMargin(0)
        self.doc.setHtml(rich)
        self.doc.setTextWidth(CONTENT_W - indent)
        self.indent = indent

    def height(self) -> float:
        return float(self.doc.size().height())

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        painter.save()
        painter.translate(x + self.indent, y)
        self.doc.drawContents(painter)
        painter.restore()


class Picture(Part):
    """An image fitted into ``limit`` (points), centred."""

    def __init__(self, image: QImage, limit: tuple[float, float], drawn_px: int) -> None:
        """``drawn_px``: the width the picture was drawn for, printed ``limit[0]`` wide, so
        every picture of a kind is printed at one scale (a small board stays small)."""
        self.image = image
        w, h = max(1, image.width()), max(1, image.height())
        scale = min(limit[0] / drawn_px, limit[0] / w, limit[1] / h)
        self.size = (w * scale, h * scale)

    def height(self) -> float:
        return self.size[1]

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        left = x + (CONTENT_W - self.size[0]) / 2
        painter.drawImage(QRectF(left, y, *self.size), self.image)


class Box(Part):
    """A labelled box to write an answer in."""

    def __init__(self, label: str) -> None:
        self.label = Words(html.escape(label), 10.0)

    def height(self) -> float:
        return self.label.height() + 3 + BOX_H

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        self.label.paint(painter, x, y)
        painter.save()
        painter.setPen(QPen(FAINT, 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(x, y + self.label.height() + 3, CONTENT_W, BOX_H))
        painter.restore()


class Rule(Part):
    """A thin line across the page (under a header)."""

    def height(self) -> float:
        return 4.0

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        painter.save()
        painter.setPen(QPen(INK, 0.8))
        painter.drawLine(QLineF(x, y + 2, x + CONTENT_W, y + 2))
        painter.restore()


@dataclass
class Block:
    """Parts that stay together on one page."""

    parts: list[Part]
    spacing: float = 6.0

    def height(self) -> float:
        return sum(p.height() for p in self.parts) + self.spacing * max(0, len(self.parts) - 1)

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        for part in self.parts:
            part.paint(painter, x, y)
            y += part.height() + self.spacing


@dataclass
class Page:
    blocks: list[tuple[Block, float, float]] = field(default_factory=list)
    """(block, top, scale)."""
    footer: str = ""


# --- what the blocks say ----------------------------------------------------------------------
def _header(sheet: Worksheet, variant: int, key: bool) -> Block:
    h = sheet.header
    title = h.title or translate("Worksheet", "Worksheet")
    if key:
        title = translate("Worksheet", "Answer key: {0}").format(title)
    facts = [(translate("Worksheet", "School"), h.school), (translate("Worksheet", "Class"), h.class_name), (translate("Worksheet", "Date"), h.date)]
    line = " &nbsp; ".join(f"{html.escape(k)}: <b>{html.escape(v) or '_' * 12}</b>"
                           for k, v in facts)
    line += " &nbsp; " + html.escape(translate("Worksheet", "Variant {0}").format(variant + 1))
    parts: list[Part] = [Words(f"<b>{html.escape(title)}</b>", 17.0), Words(line, 11.0)]
    if not key:
        parts.append(Words(html.escape(translate("Worksheet", "Name:")) + " " + "_" * 40, 11.0))
    parts.append(Rule())
    return Block(parts)


def exercise_block(number: int, exercise: Exercise, pictures: Pictures) -> Block:
    parts: list[Part] = []
    statement = statement_html(exercise)
    if statement:  # the exam's wording: the engine's question only says it shorter
        parts.append(Words(f"<b>{number}.</b> {statement}", 11.0))
    else:
        parts.append(Words(f"<b>{number}.</b> {html.escape(say(exercise.question))}", 11.5))
    board, _ = pictures(exercise)
    if board is not None and not board.isNull():
        parts.append(Picture(board, BOARD_MAX, BOARD_PX))
    parts += [Box(say(f.label)) for f in exercise.fields]
    return Block(parts)


def key_blocks(number: int, exercise: Exercise, pictures: Pictures) -> list[Block]:
    """The exercise's answer, its steps and its pictures together when they fit on a page (a
    picture on the next page would read as the next exercise's); otherwise the answer with the
    first picture, and each further picture (an exam task's trees) a block of its own, so that
    a page holds what fits of them."""
    lines = "<br>".join(html.escape(line) for line in answer_lines(exercise))
    parts: list[Part] = [Words(f"<b>{number}.</b> {lines}", 11.0)]
    # The solution sentence says the answer again: the key gives the steps to it instead.
    hints = [h for h in exercise.hints if h != exercise.solution]
    if hints:
        items = "".join(f"<li>{html.escape(say(h))}</li>" for h in hints)
        parts.append(Words(f"<ol style='margin:0'>{items}</ol>", 10.0, indent=4))
    _, explanation = pictures(exercise)
    drawn: list[Part] = [Picture(image, EXPLANATION_MAX, EXPLANATION_PX) for image in explanation
             if not image.isNull()]
    whole = Block(parts + drawn)
    if whole.height() <= CONTENT_H:
        return [whole]
    return [Block(parts + drawn[:1])] + [Block([picture]) for picture in drawn[1:]]


# --- pages ------------------------------------------------------------------------------------
def paginate(sheet: Worksheet, pictures: Pictures, key: bool = True) -> list[Page]:
    """Every page of the sheet: per variant its exercises, then (``key``) its answer key."""
    pages: list[Page] = []
    for v, exercises in enumerate(sheet.exercises):
        _flow(pages, [_header(sheet, v, False)] +
              [exercise_block(i, e, pictures) for i, e in enumerate(exercises, 1)],
              translate("Worksheet", "Variant {0}").format(v + 1))
    if key:
        for v, exercises in enumerate(sheet.exercises):
            _flow(pages, [_header(sheet, v, True)] +
                  [b for i, e in enumerate(exercises, 1) for b in key_blocks(i, e, pictures)],
                  translate("Worksheet", "Answer key, variant {0}").format(v + 1))
    return pages


def _flow(pages: list[Page], blocks: list[Block], footer: str) -> None:
    """``blocks`` from a new page on, a page break before any block that does not fit."""
    first = len(pages)
    page, y = Page(footer=footer), 0.0
    for block in blocks:
        height = block.height()
        scale = min(1.0, CONTENT_H / height) if height > 0 else 1.0
        if page.blocks and y + height * scale > CONTENT_H:
            pages.append(page)
            page, y = Page(footer=footer), 0.0
        page.blocks.append((block, y, scale))
        y += height * scale + GAP
    pages.append(page)
    count = len(pages) - first
    for number, done in enumerate(pages[first:], 1):
        done.footer = translate("Worksheet", "{0} — page {1} of {2}").format(footer, number, count)


def paint_page(painter: QPainter, page: Page, dots_per_point: float) -> None:
    """One page, on a device of ``dots_per_point`` device pixels per point."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    # Pictures are flat colours and lettering: compressed losslessly, not as JPEG (whose
    # blocks blur the letters and which is many times larger for drawings like these).
    painter.setRenderHint(QPainter.RenderHint.LosslessImageRendering)
    painter.scale(dots_per_point, dots_per_point)
    painter.setPen(INK)
    for block, top, scale in page.blocks:
        painter.save()
        painter.translate(MARGIN, MARGIN + top)
        painter.scale(scale, scale)
        block.paint(painter, 0, 0)
        painter.restore()
    painter.setFont(_font(8.5))
    painter.setPen(FAINT)
    painter.drawText(QRectF(MARGIN, PAGE_H - MARGIN - FOOTER + 6, CONTENT_W, FOOTER),
                     int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                     page.footer)
    painter.restore()


def page_image(page: Page, width_px: int) -> QImage:
    """The page as the preview shows it."""
    ratio = width_px / PAGE_W
    image = QImage(width_px, round(PAGE_H * ratio), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_page(painter, page, ratio)
    painter.end()
    return image
