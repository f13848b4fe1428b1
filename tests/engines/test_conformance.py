"""Every registered game obeys the protocol: a conformance test over the registry.

Modelled on OpenSpiel's ``games_sim_test.py``: parametrised over every registered game and its
variants, with a named exemption list that should stay empty and a guard on the number of games,
so that a game dropped from the registry, or one added without samples, fails here.

What it checks, each with a reference that is not the thing checked:
- random playouts to the end, from the samples and from random positions met on the way;
- every position read back from its notation is EQUAL to it (not just to itself), every move
  reads back through ``format_move``/``parse_move``, and ``play`` leaves its argument alone;
- terminal and analysed values lie in the range the game's value kind allows, for score games
  within the game's real bounds (seeds on the board, tricks left, the largest table score);
- positions with equal ``key()`` have equal values, by a solver that never looks at ``key()``;
- each game's analyser agrees with the generic exact solver, value and every move's value.
"""
from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from engines import registry
from engines.analysis import Analyzer
from engines.games.nim.rules import Nim, NimAnalyzer, NimPosition
from engines.protocol import Game, ValueKind
from engines.solvers.control import SearchControl
from engines.solvers.exact import ExactSolver

ROOT = Path(__file__).resolve().parents[2]

MIN_GAMES = 7
"""The guard: fewer registered games means the registry lost one (or could not be read)."""

EXEMPT: dict[tuple[str, str], str] = {}
"""(game, check) → why that game may skip that check. Should stay empty: a game that cannot
pass a check is a bug to fix, not an entry here."""

CHECKS = ("playouts", "frozen", "equal-keys", "analyzer")
"""The checks an exemption may name: ``playouts`` covers the notation, ``play`` leaving its
argument alone and the range of terminal values on every position met."""


def registered() -> dict[str, Any]:
    """The registry's entries by name, whether it keeps them in a dict or a list."""
    games = registry.GAMES
    entries = games.values() if isinstance(games, dict) else games
    return {entry.name: entry for entry in entries}


Built = tuple[Game[Any, Any], Analyzer[Any, Any]]


@dataclass(frozen=True)
class Case:
    """One game, one variant, some positions to start from."""

    game: str
    label: str
    make: Callable[[], Built]
    positions: tuple[str, ...]
    """Sample positions in the game's notation (the initial position is added)."""
    small: tuple[str, ...] = ()
    """Positions whose whole game tree the exact solvers walk in a blink."""
    playouts: int = 12

    @property
    def id(self) -> str:
        return f"{self.game}-{self.label}"


def from_registry(name: str, variant: str, options: dict[str, Any] | None = None,
                  positions: tuple[str, ...] = (), small: tuple[str, ...] = (),
                  playouts: int = 12) -> Case:
    label = variant + "".join(f"-{k}={v}" for k, v in (options or {}).items())
    return Case(name, label, lambda: registry.build(name, variant, options or {}),
                positions, small, playouts)


def ege_case(stem: str, s: int, positions: tuple[str, ...] = (), small: tuple[str, ...] = ()
             ) -> Case:
    """EGE games are built from a task file and S (as the EGE tab builds them), so the game is
    covered whether or not the registry lists it yet."""
    def make() -> Built:
        import json

        from engines.games.ege.game import StoneHeaps, StoneHeapsAnalyzer
        from engines.games.ege.task import parse_task
        data = json.loads((ROOT / "resources" / "ege" / f"{stem}.json").read_text("utf-8"))
        game = StoneHeaps(parse_task(data), s, data)
        return game, StoneHeapsAnalyzer(game)
    return Case("ege", f"{stem}-s={s}", make, positions, small)


def nim_by_rule(variant: str, options: dict[str, Any]) -> Callable[[], Built]:
    """Nim's analyser with its theory forced on every position (it normally searches small
    positions), so that the nim-sum and Moore rules meet the exact solver."""
    def make() -> Built:
        game, analyzer = registry.build("nim", variant, options)
        analyzer.WORK_LIMIT = -1  # type: ignore[attr-defined]
        return game, analyzer
    return make


CASES: list[Case] = [
    from_registry("nim", "normal", positions=("3 4 5", "1 6 6 2 9"), small=("3 4 5", "2 2 1 3")),
    from_registry("nim", "misere", positions=("1 2 3 0",), small=("1 2 3 0", "1 1 1", "2 3")),
    from_registry("nim", "moore", {"k": 2}, ("2 2 3",), ("2 2 3", "1 2 3 1")),
    from_registry("nim", "exact", {"k": 2}, ("3 2 2",), ("3 2 2", "2 1 1 2")),
    from_registry("nim", "slow-le", {"k": 2}, ("3 2 4",), ("3 2 4",)),
    from_registry("nim", "slow-eq", {"k": 2}, ("3 2 4 1",), ("3 2 4 1",)),
    from_registry("nim", "hypergraph", {"edges": "1,2;3"}, ("2 1 2",), ("2 1 2", "3 2 1")),
    Case("nim", "normal-by-rule", nim_by_rule("normal", {}), ("3 4 5",), ("3 4 5", "2 2 1 3")),
    Case("nim", "misere-by-rule", nim_by_rule("misere", {}), ("1 2 3",), ("1 2 3", "1 1 1",
                                                                            "2 2 1")),
    Case("nim", "moore-by-rule", nim_by_rule("moore", {"k": 2}), ("2 2 3",), ("2 2 3",
                                                                              "1 2 3 1")),
    from_registry("cards24", "standard", positions=("4 4 4 4 4 4",),
                  small=("4 4 4 2 2 1", "3 2 4 3 1 1")),
    from_registry("cards24", "standard", {"deck": "2 1 2", "target": 9}, ("2 1 2",),
                  ("2 1 2", "1 1 1")),
    from_registry("determinant", "standard", positions=(".........", "917.5.682"),
                  small=("917.5.682", "9175..6.2", "1.3.56.8."), playouts=8),
    from_registry("seki", "seki", positions=("2,1/1,2 R", "2,1/1,2 C passed"),
                  small=("2,1/1,2 R", "1,1/1,1 C passed", "2,1/0,1 C")),
    from_registry("seki", "d-seki", positions=("1,1,0/0,1,1/1,0,1 C passed",),
                  small=("1,1,0/0,1,1/1,0,1 C passed", "2,1/1,2 R")),
    from_registry("durak", "optional-take", positions=("A:1,4,5 B:2,3,6 attack:A",),
                  small=("A:1,4,5 B:2,3,6 attack:A", "A:1,4 B:2,3,6 attack:B table:5")),
    from_registry("durak", "must-beat", positions=("A:1,4 B:2,3,6 attack:A table:5",),
                  small=("A:1,4 B:2,3,6 attack:A table:5", "A:2,5,6 B:1,3,4 attack:B")),
    *(from_registry("odnomastka", variant, positions=("A:1,4,5 B:2,3,6 lead:A",),
                    small=("A:1,4,5 B:2,3,6 lead:A", "A:1,4 B:2,3,6 lead:A table:5",
                           "A:2,3,7 B:1,5,6 lead:B"))
      for variant in ("standard", "standard-misere", "terminal", "terminal-misere")),
    from_registry("kalah", "standard", positions=("4,4,4,4,4,4/0/4,4,4,4,4,4/0/S",),
                  small=("2,2,2/0/2,2,2/0/S", "1,0,3/4/2,1,0/5/N")),
    from_registry("kalah", "empty-capture", {"end": "mover"}, ("3,0,2/5/0,1,7/0/N",),
                  ("2,2,2/0/2,2,2/0/S", "0,1,2/3/1,0,1/1/N")),
    ege_case("one-heap-29", 14, small=("14", "20 Vanya")),
    ege_case("two-heaps-77", 30, small=("7 60", "8 61 Vanya")),
    ege_case("no-repeat-overshoot", 40, small=("4 50", "5 52 Vanya last=2.1")),
    ege_case("smaller-heap-other", 10, small=("5 40", "10 20 Vanya own=1.1")),
    ege_case("down-to-20", 30, small=("30", "26 Vanya")),
]


def cases(check: str) -> list[Any]:
    out = []
    for case in CASES:
        reason = EXEMPT.get((case.game, check))
        marks = [pytest.mark.skip(reason=reason)] if reason else []
        out.append(pytest.param(case, id=case.id, marks=marks))
    return out


# --- the registry is covered ------------------------------------------------------------------
def test_the_registry_holds_at_least_the_known_games():
    assert len(registered()) >= MIN_GAMES, sorted(registered())


@pytest.mark.parametrize("name", sorted(registered()))
def test_every_registered_game_has_samples(name):
    assert any(case.game == name for case in CASES), f"{name}: add samples to CASES"


@pytest.mark.parametrize("name", sorted(registered()))
def test_every_registered_variant_has_samples(name):
    sampled = {case.make()[0].info.variant for case in CASES if case.game == name}
    assert set(registered()[name].variants) <= sampled


def test_every_sampled_game_is_registered_or_known_to_be_on_its_way():
    # The EGE game is joining the registry (then this set is empty and the entry goes).
    assert {case.game for case in CASES} - set(registered()) <= {"ege"}


def test_the_exemption_list_names_real_games_and_checks():
    assert all(game in {c.game for c in CASES} and check in CHECKS for game, check in EXEMPT)


# --- what every position must satisfy ------------------------------------------------------
def value_bounds(game: Game[Any, Any], pos: Any) -> tuple[int, int]:
    """The least and greatest value the mover of ``pos`` can end with."""
    if game.info.value_kind is ValueKind.WIN_LOSS:
        return -1, 1
    name = game.info.name
    if name == "kalah":
        mine, theirs = pos.store(pos.mover), pos.store(1 - pos.mover)
        free = sum(pos.pits) - mine - theirs
        return mine - theirs - free, mine - theirs + free
    if name == "odnomastka":
        tricks = (len(pos.hands[0]) + len(pos.hands[1]) + (pos.table is not None)) // 2
        return -tricks, tricks
    if name == "determinant":
        # Both sums are positive and at most 9·8·7 + 6·5·4 + 3·2·1.
        return -630, 630
    raise AssertionError(f"{name}: a score game needs its bounds in value_bounds")


def assert_in_range(game: Game[Any, Any], pos: Any, value: float, what: str) -> None:
    low, high = value_bounds(game, pos)
    assert value == int(value) and low <= value <= high, (
        f"{what} {value} of {game.format_position(pos)} outside {low}…{high}")


def check_position(game: Game[Any, Any], pos: Any) -> None:
    text = game.format_position(pos)
    back = game.parse_position(text)
    assert back == pos, f"{text!r} reads back as {back!r}, not {pos!r}"
    assert hash(back) == hash(pos)
    assert game.format_position(back) == text
    assert game.key(back) == game.key(pos)
    assert dataclasses.is_dataclass(pos) and pos.__dataclass_params__.frozen, (
        "positions must be frozen dataclasses")
    moves = game.legal_moves(pos)
    assert game.is_terminal(pos) == (not moves)
    if not moves:
        assert_in_range(game, pos, game.terminal_value(pos), "terminal value")
    texts = [game.format_move(pos, m) for m in moves]
    assert len(set(texts)) == len(texts), f"two moves read alike in {text}: {texts}"
    for move, move_text in zip(moves, texts):
        assert game.parse_move(pos, move_text) == move, (text, move_text)


def playout(game: Game[Any, Any], pos: Any, rng: random.Random) -> Iterator[Any]:
    """The positions of one random game from ``pos`` to the end."""
    for _ in range(10_000):
        yield pos
        moves = list(game.legal_moves(pos))
        if not moves:
            return
        before, snapshot = copy.deepcopy(pos), repr(pos)
        move = rng.choice(moves)
        child = game.play(pos, move)
        assert pos == before and repr(pos) == snapshot, "play() changed the position it was given"
        assert game.to_move(child) in (0, 1)
        pos = child
    raise AssertionError("a playout of 10,000 moves: the game does not end")


@pytest.mark.parametrize("case", cases("playouts"))
def test_random_playouts_round_trip_every_position_and_move(case):
    game, _ = case.make()
    rng = random.Random(f"playouts {case.id}")
    starts = [game.initial(), *map(game.parse_position, case.positions + case.small)]
    met: list[Any] = []
    for start in starts:
        for _ in range(case.playouts):
            met.extend(playout(game, start, rng))
    # Then from random positions met on the way, as a game may also be set up mid-play.
    for start in rng.sample(met, min(len(met), case.playouts)):
        met.extend(playout(game, start, rng))
    for pos in set(met):
        check_position(game, pos)


@pytest.mark.parametrize("case", cases("frozen"))
def test_positions_are_frozen(case):
    game, _ = case.make()
    pos = game.initial()
    name = dataclasses.fields(pos)[0].name
    with pytest.raises(AttributeError):
        setattr(pos, name, getattr(pos, name))


# --- values, against solvers that do not share the game's shortcuts ------------------------
class ByPosition(Game[Any, Any]):
    """The game with ``key()`` replaced by the position itself: a solver over it never merges
    positions the game calls equal, so it can tell whether they are."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game, self.info = game, game.info

    def initial(self) -> Any:
        return self.game.initial()

    def to_move(self, pos: Any) -> int:
        return self.game.to_move(pos)

    def legal_moves(self, pos: Any) -> Any:
        return self.game.legal_moves(pos)

    def play(self, pos: Any, move: Any) -> Any:
        return self.game.play(pos, move)

    def terminal_value(self, pos: Any) -> int:
        return self.game.terminal_value(pos)

    def move_reward(self, pos: Any, move: Any, child: Any) -> int:
        return self.game.move_reward(pos, move, child)

    def key(self, pos: Any) -> Hashable:
        return pos

    def parse_position(self, text: str) -> Any:
        return self.game.parse_position(text)

    def format_position(self, pos: Any) -> str:
        return self.game.format_position(pos)

    def format_move(self, pos: Any, move: Any) -> str:
        return self.game.format_move(pos, move)


def below(game: Game[Any, Any], roots: list[Any], limit: int = 3_000) -> list[Any]:
    """Positions reachable from ``roots``, breadth first, at most ``limit``."""
    seen = dict.fromkeys(roots)
    queue = list(roots)
    for pos in queue:
        for move in game.legal_moves(pos):
            child = game.play(pos, move)
            if child not in seen and len(seen) < limit:
                seen[child] = None
                queue.append(child)
    return list(seen)


def small_positions(case: Case, game: Game[Any, Any]) -> list[Any]:
    assert case.small, f"{case.id}: give small positions for the exact checks"
    return [game.parse_position(text) for text in case.small]


def check_equal_keys(game: Game[Any, Any], roots: list[Any]) -> None:
    plain = ExactSolver(ByPosition(game))
    by_key: dict[Hashable, tuple[int, Any]] = {}
    for pos in below(game, roots):
        value, _ = plain.solve(pos)
        seen = by_key.setdefault(game.key(pos), (value, pos))
        assert seen[0] == value, (f"equal keys, values {seen[0]} and {value}: "
                                  f"{game.format_position(seen[1])} and "
                                  f"{game.format_position(pos)}")


def check_analyzer(game: Game[Any, Any], analyzer: Analyzer[Any, Any], roots: list[Any],
                   rng: random.Random) -> None:
    exact = ExactSolver(game)
    positions = below(game, roots, 400)
    for pos in roots + rng.sample(positions, min(len(positions), 40)):
        where = game.format_position(pos)
        analysis = analyzer.analyze(pos)
        value, remoteness = exact.solve(pos)
        assert analysis.exact and analysis.value == value, (where, analysis.value, value)
        assert_in_range(game, pos, analysis.value, "value")
        if analysis.remoteness is not None:
            assert analysis.remoteness == remoteness, where
        expected = exact.move_values(pos) if game.legal_moves(pos) else []
        assert [m.move for m in analysis.moves] == [m.move for m in expected], where
        for got, want in zip(analysis.moves, expected):
            assert got.value == want.value, (where, got.text, got.value, want.value)
            assert_in_range(game, pos, got.value, f"value of {got.text}")
            if got.remoteness is not None:
                assert got.remoteness == want.remoteness, (where, got.text)
            assert got.optimal == (got.value == value)
        assert analysis.position_text == where and analysis.mover == game.to_move(pos)
        assert bool(analysis.best_moves) == bool(expected), f"{where}: no move marked best"


@pytest.mark.parametrize("case", cases("equal-keys"))
def test_positions_with_equal_keys_have_equal_values(case):
    game, _ = case.make()
    check_equal_keys(game, small_positions(case, game))


@pytest.mark.parametrize("case", cases("analyzer"))
def test_the_analyzer_agrees_with_the_generic_exact_solver(case):
    game, analyzer = case.make()
    check_analyzer(game, analyzer, small_positions(case, game),
                   random.Random(f"analyzer {case.id}"))


# --- the checks themselves can fail: each on the bug it is there for -------------------------
class OldNotationNim(Nim):
    """Nim as it was before #17: the notation dropped the side to move."""

    def format_position(self, pos: NimPosition) -> str:
        return " ".join(map(str, pos.heaps))

    def parse_position(self, text: str) -> NimPosition:
        return NimPosition(super().parse_position(text).heaps)


class SumKeyNim(Nim):
    """A key that merges positions of different values: (1, 1) and (2,) both sum to 2."""

    def key(self, pos: NimPosition) -> Hashable:
        return sum(pos.heaps)


class TwoForAWinNim(Nim):
    """A win/loss game whose values are "any int"."""

    def terminal_value(self, pos: NimPosition) -> int:
        return -2


class WrongLastMoveAnalyzer(NimAnalyzer):
    """An analyser whose theory is wrong about one move."""

    def exact_values(self, pos: NimPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Any, float, int | None]]]:
        value, remoteness, moves = super().exact_values(pos, control)
        if moves:
            move, v, r = moves[-1]
            moves = [*moves[:-1], (move, -v, r)]
        return value, remoteness, moves


def test_each_check_fails_on_the_bug_it_is_for():
    rng = random.Random(17)
    game = OldNotationNim()
    with pytest.raises(AssertionError, match="reads back as"):
        check_position(game, game.play(game.initial(), ((0, 1),)))
    game = SumKeyNim()
    with pytest.raises(AssertionError, match="equal keys"):
        check_equal_keys(game, [game.parse_position("1 1 2")])
    game = TwoForAWinNim()
    with pytest.raises(AssertionError, match="outside -1…1"):
        check_position(game, game.parse_position("0 0"))
    game = Nim()
    with pytest.raises(AssertionError):
        check_analyzer(game, WrongLastMoveAnalyzer(game), [game.parse_position("1 2 3")], rng)
    check_analyzer(game, NimAnalyzer(game), [game.parse_position("1 2 3")], rng)  # the control
