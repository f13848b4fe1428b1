"""One place per colour: a colour value two files use is named in ``desktop/framework/palette.py``
and written nowhere else; a value written outside it belongs to one file."""
from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PALETTE = ROOT / "desktop" / "framework" / "palette.py"
HEX = re.compile(r"#[0-9a-fA-F]{6}\b")


def test_a_colour_is_written_in_one_place():
    palette = {c.lower() for c in HEX.findall(PALETTE.read_text(encoding="utf-8"))}
    assert "#c62828" in palette and len(palette) > 30
    files = defaultdict(set)
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        if path == PALETTE:
            continue
        for colour in HEX.findall(path.read_text(encoding="utf-8")):
            files[colour.lower()].add(str(path.relative_to(ROOT)))
    in_palette = [f"{c} in {sorted(f)}: use its name in palette.py"
                  for c, f in files.items() if c in palette]
    repeated = [f"{c} in {sorted(f)}: name it in palette.py"
                for c, f in files.items() if len(f) > 1 and c not in palette]
    assert not in_palette + repeated, "\n".join(in_palette + repeated)


def test_the_named_colours_are_what_the_screens_showed():
    """The names must not change a screen: spot checks against the values before the palette."""
    from desktop.framework import palette
    assert palette.ERROR_RED.name() == palette.LOSS.name() == "#c62828"
    assert palette.WIN.name() == "#2e7d32" and palette.DRAW.name() == "#6d6d6d"
    assert palette.FIRST_PLAYER.name() == palette.ACCENT.name() == "#1565c0"
    assert palette.PAPER.name() == "#f6f1e7"
