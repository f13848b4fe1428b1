"""Where the shipped data files live: ``resources/`` beside the packages, or in a bundle."""
from __future__ import annotations

import sys
from pathlib import Path


def resource_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return (Path(bundle) if bundle else Path(__file__).resolve().parent.parent) / "resources"
