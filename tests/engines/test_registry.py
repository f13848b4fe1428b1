"""The registry imports a game's engine only when that game is used (start-up of the CLI)."""
from __future__ import annotations

import json
from importlib import import_module
import subprocess
import sys
from pathlib import Path

import pytest

from engines import registry
from engines.protocol import NotationError

ROOT = Path(__file__).resolve().parents[2]

EGE = {"engines.games.ege.solve", "engines.games.ege.box", "engines.games.ege.game",
       "engines.games.ege.task", "engines.games.ege.expr"}
# Each command with the one game module it may import (besides the modules every game shares).
COMMANDS = [
    (["analyze", "nim", "1 2"], {"engines.games.nim.rules"}),
    (["analyze", "kalah", "1,0,2/0/0,1,1/0/S"], {"engines.games.kalah.rules",
                                                "engines.games.kalah.solver",
                                                "engines.games.kalah.prover",
                                                "engines.games.kalah.coding",
                                                "engines.games.kalah.kernel",
                                                "engines.games.kalah.table",
                                                "engines.games.kalah.endgame_db",
                                                "engines.games.kalah.opening"}),
    (["analyze", "durak", "A:1,4 B:2,3 attack:A"], {"engines.games.one_suit.durak",
                                                    "engines.games.one_suit.durak_solver",
                                                    "engines.games.one_suit.durak_draws",
                                                    "engines.games.one_suit.pattern_table",
                                                    "engines.games.one_suit.deal"}),
    (["analyze", "nim", "--variant", "nonsense", "1"], set()),  # the entry knows the variants
    (["analyze", "chess", "e4"], set()),
    (["ege", str(ROOT / "resources/ege/one-heap-29.json")], EGE),
    (["analyze", "ege", "14"], EGE),
]
SHARED = {"engines.games", *(f"engines.games.{p}" for p in (
    "nim", "cards24", "kalah", "seki", "one_suit", "determinant", "ege"))}
"""The game packages themselves: their registry entries, cheap to import."""

PROBE = """
import contextlib, io, json, sys
from engines.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    main(sys.argv[1:])
print(json.dumps(sorted(m for m in sys.modules if m.startswith("engines.games"))))
"""


@pytest.mark.parametrize("argv, allowed", COMMANDS,
                         ids=["nim", "kalah", "durak", "bad-variant", "unknown-game", "ege",
                              "analyze-ege"])
def test_a_command_imports_only_the_game_it_runs(argv, allowed):
    out = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    imported = set(json.loads(out.stdout))
    assert imported - SHARED <= allowed
    assert allowed & imported or not allowed  # the probe did reach the game


@pytest.mark.parametrize("entry", registry.ENTRIES, ids=lambda e: e.name)
def test_the_entry_variants_are_the_rules_module_s(entry):
    module = import_module(entry.module)
    assert entry.variants == getattr(module, "VARIANTS", ("standard",))
    game, _ = registry.build(entry.name)
    assert game.info.name == entry.name and game.info.variant == entry.variants[0]


def test_variants_first_is_the_default():
    from engines.games.kalah.rules import VARIANTS
    assert registry.entry("kalah").variants == VARIANTS
    game, _ = registry.build("kalah")
    assert game.variant == VARIANTS[0]
    with pytest.raises(NotationError, match="unknown variant 'x' .one of standard, empty-capture"):
        registry.build("kalah", "x")


# Settings a variant needs, and some that are not the defaults: every one must survive the
# round trip through ``game.settings()``.
SETTINGS = {
    ("nim", "moore"): {"k": 2}, ("nim", "exact"): {"k": 2}, ("nim", "slow-le"): {"k": 3},
    ("nim", "slow-eq"): {"k": 1}, ("nim", "hypergraph"): {"edges": "1,2;2,3;1"},
    ("cards24", "standard"): {"deck": "2 3 1", "target": 9},
    ("kalah", "empty-capture"): {"m": 3, "n": 2, "first": 1, "end": "mover"},
    ("odnomastka", "terminal"): {"k": 40}, ("durak", "must-beat"): {"k": 4},
    ("ege", "task"): {"task": str(ROOT / "resources/ege/two-heaps-77.json"), "s": 30},
}
EXEMPT: set[str] = set()
"""Games whose settings do not rebuild them: should stay empty."""


def _cases():
    for e in registry.ENTRIES:
        for variant in e.variants:
            yield e.name, variant, SETTINGS.get((e.name, variant), {})


@pytest.mark.parametrize("name, variant, settings",
                         [c for c in _cases() if c[0] not in EXEMPT],
                         ids=lambda v: v if isinstance(v, str) else "")
def test_settings_rebuild_an_equal_game(name, variant, settings):
    game, _ = registry.build(name, variant, settings)
    again, _ = registry.build(name, variant, game.settings())
    assert type(again) is type(game) and again.info == game.info
    assert again.settings() == game.settings()
    assert again.initial() == game.initial()
    assert again.format_position(again.initial()) == game.format_position(game.initial())


def test_every_game_is_checked_for_its_settings():
    assert len(registry.ENTRIES) == 8  # a new game: add it here and, if needed, to SETTINGS
    assert not EXEMPT
    assert {n for n, _ in SETTINGS} | {"seki", "determinant"} == set(registry.GAMES)


def test_a_setting_of_the_app_is_not_a_command_line_option():
    assert registry.build("durak", None, {"k": 4})[0].settings() == {"k": 4}
    with pytest.raises(NotationError, match="option --k does not apply"):
        registry.build("durak", None, {"k": 4}, command_line=True)


@pytest.mark.parametrize("name, settings, message", [
    ("durak", {"k": "4"}, "durak: the setting 'k' is a whole number, not '4'"),
    ("durak", {"k": 14}, "durak: 14 cards a hand; the game deals 1 to 13"),
    ("kalah", {"first": 2}, "kalah: the setting 'first' is 0 .S. or 1 .N., not 2"),
    ("nim", {"edges": [[1, "2"]]}, "nim: every edge must list heap numbers from 1"),
    ("cards24", {"deck": "x"}, "cards24:"),
    ("cards24", {"deck": [4, 4], "target": "9"}, "cards24: 'deck' must list whole numbers"),
    ("ege", {"s": -1}, "ege: S must be a whole number ≥ 0, not -1"),
    ("ege", {"s": 29}, "ege: with S = 29 the game is over before it starts"),
])
def test_bad_settings_are_named(name, settings, message):
    with pytest.raises(NotationError, match=message):
        registry.build(name, None, settings)
