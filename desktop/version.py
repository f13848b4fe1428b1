"""The app's version, kept in one place: ``version`` in pyproject.toml.

Installed (``pip install -e .``) or bundled (the spec copies the package metadata), it comes from
the package metadata; from a bare source tree, from pyproject.toml itself.
"""
from __future__ import annotations

from pathlib import Path


def app_version() -> str:
    # Imported here: importlib.metadata brings the email package along, a tenth of a second of
    # start-up for a string only the About box and --version show.
    import tomllib
    from importlib import metadata
    try:
        return metadata.version("finite-games")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, ValueError):
            return "?"
