"""The registry imports a game's engine only when that game is used (start-up of the CLI)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engines import registry
from engines.protocol import NotationError

ROOT = Path(__file__).resolve().parents[2]

# Each command with the one game module it may import (besides the modules every game shares).
COMMANDS = [
    (["analyze", "nim", "1 2"], {"engines.games.nim.rules"}),
    (["analyze", "kalah", "1,0,2/0/0,1,1/0/S"], {"engines.games.kalah.rules",
                                                "engines.games.kalah.solver",
                                                "engines.games.kalah.endgame_db"}),
    (["analyze", "durak", "A:1,4 B:2,3 attack:A"], {"engines.games.one_suit.durak",
                                                    "engines.games.one_suit.deal"}),
    (["analyze", "nim", "--variant", "nonsense", "1"], {"engines.games.nim.rules"}),
    (["analyze", "chess", "e4"], set()),
    (["ege", str(ROOT / "resources/ege/one-heap-29.json")],
     {"engines.games.ege.solve", "engines.games.ege.box",
      "engines.games.ege.game", "engines.games.ege.task", "engines.games.ege.expr"}),
]
SHARED = {"engines.games"}

PROBE = """
import contextlib, io, json, sys
from engines.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    main(sys.argv[1:])
print(json.dumps(sorted(m for m in sys.modules if m.startswith("engines.games"))))
"""


@pytest.mark.parametrize("argv, allowed", COMMANDS,
                         ids=["nim", "kalah", "durak", "bad-variant", "unknown-game", "ege"])
def test_a_command_imports_only_the_game_it_runs(argv, allowed):
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    imported = set(json.loads(out.stdout))
    assert imported - SHARED <= allowed
    assert allowed & imported or not allowed  # the probe did reach the game


def test_variants_come_from_the_game_module_first_is_the_default():
    from engines.games.kalah.rules import VARIANTS
    assert registry.GAMES["kalah"].variants == VARIANTS
    assert registry.GAMES["cards24"].variants == ("standard",)
    game, _ = registry.build("kalah")
    assert game.variant == VARIANTS[0]
    with pytest.raises(NotationError, match="unknown variant 'x' .one of standard, empty-capture"):
        registry.build("kalah", "x")
