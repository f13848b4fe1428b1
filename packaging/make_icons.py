"""Render the app icon (resources/icons/finite-games.svg) to the PNG sizes and a Windows .ico.

Run from the project root after changing the SVG: ``.venv/bin/python packaging/make_icons.py``.
The .ico holds PNG-compressed images (Windows Vista and later read them), written by hand
because Qt writes one image per .ico file.
"""
from __future__ import annotations

import os
import struct
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256)
ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"


def render(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(ICONS / "finite-games.svg")).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def write_ico(path: Path, images: dict[int, bytes]) -> None:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images.items():
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO format
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    path.write_bytes(header + entries + blobs)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication([])  # noqa: F841 (painting needs an application)
    images = {size: render(size) for size in SIZES}
    for size, png in images.items():
        (ICONS / f"finite-games-{size}.png").write_bytes(png)
    write_ico(ICONS / "finite-games.ico", images)


if __name__ == "__main__":
    main()
