"""The Qt binding itself must not corrupt Python's reference counts (PySide6 6.12.0 did)."""
import sys

from PySide6.QtWidgets import QLabel


def test_calls_into_qt_do_not_lose_references_to_none(qtbot):
    label = QLabel("x")
    qtbot.addWidget(label)
    label.show()
    before = sys.getrefcount(None)
    for i in range(200):
        label.setText(str(i))
        label.repaint()
    assert sys.getrefcount(None) - before > -50
