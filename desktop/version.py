"""The app's version, kept in one place: ``version`` in pyproject.toml.

Installed (``pip install -e .``) or bundled (the spec copies the package metadata), it comes from
the package metadata; from a bare source tree, from pyproject.toml itself.
"""
from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path


def app_version() -> str:
    try:
        return metadata.version("finite-games")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, ValueError):
            return "?"
