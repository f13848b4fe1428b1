"""Placeholder: the training window is being built."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QLabel, QWidget


def open_window(main: Any) -> QWidget:
    window = getattr(main, "_training_window", None)
    if window is None:
        window = QLabel("…")
        main._training_window = window
    return window


def screenshots(main: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    return True
