"""A widget's picture saved as PNG: ``--screenshots`` and the tools' own pictures."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

PNG_QUALITY = 80
"""Qt turns a PNG's quality into zlib's level. At 80 a 1366×768 screenshot is written in 60 %
of the default's time and is no bigger (the flat colours of a UI compress at any level); above
90 Qt stores it uncompressed, twenty times bigger."""


def save_shot(widget: QWidget, path: Path | str) -> bool:
    return widget.grab().save(str(path), "PNG", PNG_QUALITY)
