"""Battles of strategies: the worked examples beat random, perfect play never loses what it can
keep, the same seed gives the same results, and no child process outlives a battle — finished,
cancelled or broken by an exception."""
from __future__ import annotations

import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engines import registry
from engines.battle.battle import Battle, BattleResult, Progress, split_settings
from engines.battle.sandbox import gone
from engines.battle.views import view
from engines.protocol import NotationError

ROOT = Path(__file__).resolve().parents[2]
STRATEGIES = ROOT / "resources" / "strategies"
MISBEHAVING = Path(__file__).parent / "strategies"
GAMES = ("nim", "cards24", "kalah", "seki", "odnomastka", "durak", "determinant", "ege")
SETTINGS: dict[str, dict[str, Any]] = {"kalah": {"m": 4, "n": 3}}
"""Kalah on a board the engine solves exactly at once (the others: their defaults)."""


def examples(game: str) -> list[Path]:
    return sorted(p for p in (STRATEGIES / game).glob("*.py") if p.name != "template.py")


def children() -> set[int]:
    """The pids of this process's live children (Linux: read from /proc)."""
    mine, found = os.getpid(), set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[1]) == mine and fields[0] != "Z":
                found.add(int(entry.name))
    return found


needs_proc = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads the process table from /proc")


def test_every_game_has_a_template_and_two_examples_and_a_view() -> None:
    assert set(GAMES) == set(registry.GAMES)
    for game in GAMES:
        assert (STRATEGIES / game / "template.py").is_file()
        assert len(examples(game)) == 2, game
        built, _ = registry.build(game)
        text = json.dumps(view(built, registry.entry(game).start_position(built, {})))
        assert len(json.loads(text)) > 2, game  # the notation, the side and its own fields


@pytest.mark.parametrize("game", GAMES)
def test_the_examples_beat_random_and_the_template_plays_legally(game: str) -> None:
    players = [str(p) for p in examples(game)] + [
        str(STRATEGIES / game / "template.py"), "random"]
    result = Battle(game, players, games=10, seed=3, settings=SETTINGS.get(game)).run()
    random_index = len(players) - 1
    for index, standing in enumerate(result.players[:2]):
        against = [g for g in result.games if random_index in (g.first, g.second)
                   and index in (g.first, g.second)]
        wins = sum(g.winner == index for g in against)
        losses = sum(g.winner == random_index for g in against)
        points = wins + (len(against) - wins - losses) / 2
        assert wins > losses and points > len(against) / 2, (standing.player, wins, losses)
    assert not any(g.forfeit for g in result.games), [g.forfeit for g in result.games]


def _perfect_result(game: Any, g: Any, perfect: int) -> float:
    if g.score is not None:
        return g.score if g.first == perfect else -g.score
    return 0 if g.winner is None else 1 if g.winner == perfect else -1


@pytest.mark.parametrize("game", GAMES)
def test_perfect_never_does_worse_than_the_value_of_the_start(game: str) -> None:
    """Against every example and random: perfect keeps at least what the start is worth to
    its side — it may lose a lost deal, never a won or drawn one."""
    players = ["perfect", *map(str, examples(game)), "random"]
    battle = Battle(game, players, games=4, seed=5, settings=SETTINGS.get(game))
    result = battle.run()
    built, analyzer = battle.game, battle.analyzer
    checked = 0
    for g in result.games:
        if 0 not in (g.first, g.second):
            continue
        start = built.parse_position(g.start)
        worth = analyzer.analyze(start).value  # for the first player, the side to move
        expected = worth if g.first == 0 else -worth
        assert _perfect_result(built, g, 0) >= expected, (g.start, g.moves)
        checked += 1
    assert checked == 4 * 3
    assert result.players[0].losses <= result.players[0].wins + result.players[0].draws


def test_perfect_beats_a_lost_opponent_in_nim_and_loses_no_game_there() -> None:
    result = Battle("nim", ["perfect", str(STRATEGIES / "nim" / "mirror.py")], games=4,
                    settings={"heaps": [3, 4, 5]}).run()
    assert [g.winner for g in result.games] == [0, 0, 0, 0]  # 3 4 5 is won for its first player…
    # …and the mirror, first in games 2 and 4, does not find the nim-sum move.


def test_the_same_seed_gives_the_same_results_and_another_seed_other_ones() -> None:
    players = [str(STRATEGIES / "odnomastka" / "template.py"), "random", "perfect"]

    def run(seed: int) -> str:
        return json.dumps(Battle("odnomastka", players, games=4, seed=seed).run().to_json())
    first = run(11)
    assert run(11) == first
    assert run(12) != first
    deals = {g["start"] for g in json.loads(first)["games"]}
    assert len(deals) == 2  # a deal for games 1-2 and one for 3-4, the same for every pair


def test_results_count_wins_draws_losses_forfeits_and_points() -> None:
    crash = str(MISBEHAVING / "crash.py")
    result = Battle("odnomastka", ["random", crash], games=3,
                    settings={"hands": [[1, 3], [2, 4]]}).run()
    out = result.to_json()
    assert [p["forfeits"] for p in out["players"]] == [0, 3]
    assert out["players"][0] == {"player": "random", "wins": 3, "draws": 0, "losses": 0,
                                 "forfeits": 0, "points": 3}
    assert all(g["forfeit"]["reason"] == "crash" and g["winner"] == 0 and g["score"] is None
               for g in out["games"])
    assert [g["first"] for g in out["games"]] == [0, 1, 0]
    draws = Battle("seki", ["random", "random"], games=2,
                   settings={"matrix": [[0, 1], [1, 0]]}).run()  # R moves: a draw or a win
    assert all(p.points == p.wins + p.draws / 2 for p in draws.players)


@needs_proc
def test_no_child_is_left_after_a_battle_with_forfeits() -> None:
    before = children()
    seen: set[int] = set()
    battle = Battle("nim", [str(MISBEHAVING / "reads_view.py"), str(MISBEHAVING / "crash.py"),
                            str(MISBEHAVING / "loop.py")], games=2, move_time=0.3)

    def watch(progress: Progress) -> None:
        seen.update(p.pid for p in battle.players if p.pid is not None)
    battle.progress = watch
    result = battle.run()
    assert {g.forfeit["reason"] for g in result.games if g.forfeit} == {"crash", "timeout"}
    assert seen and all(gone(pid) for pid in seen)
    assert children() <= before


@needs_proc
def test_cancel_midway_stops_at_once_and_leaves_no_process() -> None:
    before = children()
    battle = Battle("nim", [str(MISBEHAVING / "slow.py"), str(MISBEHAVING / "loop.py")],
                    games=20, move_time=5.0)
    results: list[Any] = []
    thread = threading.Thread(target=lambda: results.append(battle.run()))
    started = time.monotonic()
    thread.start()
    time.sleep(1.0)  # the loop is thinking now
    battle.cancel()
    thread.join(10)
    assert not thread.is_alive() and time.monotonic() - started < 4
    assert results[0].cancelled and len(results[0].games) < 20
    assert "cancelled" in results[0].to_json()
    assert children() <= before


@needs_proc
def test_an_exception_in_the_progress_callback_leaves_no_process() -> None:
    before = children()

    def fail(progress: Progress) -> None:
        if progress.done:
            raise RuntimeError("the window went away")
    battle = Battle("nim", [str(MISBEHAVING / "reads_view.py"), "random"], games=2,
                    progress=fail)
    with pytest.raises(RuntimeError):
        battle.run()
    assert children() <= before


def test_a_cancelled_engine_search_stops_the_battle() -> None:
    battle = Battle("kalah", ["time:30", "random"], games=2)
    threading.Timer(0.5, battle.cancel).start()
    started = time.monotonic()
    result = battle.run()
    assert result.cancelled and time.monotonic() - started < 5


def test_random_openings_are_shared_by_both_games_of_a_deal() -> None:
    result = Battle("kalah", ["random", "random"], games=2, seed=4, openings=3,
                    settings={"m": 3, "n": 3}).run()
    a, b = result.games
    assert a.opening == b.opening == 3 and a.moves[:3] == b.moves[:3]


@pytest.mark.parametrize("settings, words", [
    ({"heap": [1]}, "nim: the settings hold 'heap', which this game does not know"),
    ([1, 2], "battle: the settings must be a JSON object"),
    ({"heaps": "3 4"}, "nim: 'heaps' must be a list of whole numbers"),
    ({"heaps": [3, -1]}, "nim: heap 2 is negative"),
])
def test_bad_settings_are_named(settings: Any, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        Battle("nim", ["random", "random"], settings=settings)


def test_save_file_settings_are_taken_as_they_are() -> None:
    kalah = {"variant": "empty-capture", "m": 3, "n": 2, "end": "either", "first": 1,
             "depth": 6, "time_limit": None, "evaluation": "stores", "weights": None,
             "pruning": True, "transposition_table": True, "ordering": True}
    battle = Battle("kalah", ["random", "random"], settings=kalah)
    assert battle.game.info.variant == "empty-capture"
    result = battle.run()
    assert result.games[0].start == "2,2,2/0/2,2,2/0/N"  # North starts: the first player is N
    one_suit = {"game": "durak", "variant": "must-beat", "k": 3, "first": 1,
                "hands": [[1, 2, 6], [3, 4, 5]]}
    assert Battle("durak", ["random", "random"], settings=one_suit).run().games[0].start == \
        "A:1,2,6 B:3,4,5 attack:B"
    with pytest.raises(NotationError, match="the settings are of the game 'durak'"):
        split_settings(registry.entry("odnomastka"), one_suit)


def test_perfect_beyond_the_exact_engine_is_the_game_s_strongest_player() -> None:
    from engines.games.kalah.player import KalahPlayerAnalyzer
    battle = Battle("kalah", ["perfect", "random"], move_time=0.25)
    player = battle.players[0]
    assert isinstance(player.strongest, KalahPlayerAnalyzer)  # type: ignore[attr-defined]
    assert player.strongest.options.time_limit == 0.25  # type: ignore[attr-defined]
    assert Battle("nim", ["perfect", "random"]).players[0].strongest is None  # type: ignore


def test_a_saved_battle_reopens_with_its_standings() -> None:
    result = Battle("odnomastka", ["random", "perfect", str(MISBEHAVING / "crash.py")], games=2,
                    openings=1).run()
    text = json.dumps(result.to_json())
    again = BattleResult.from_json(json.loads(text))
    assert json.dumps(again.to_json()) == text
    damaged = json.loads(text)
    damaged["games"][0]["first"] = 7
    with pytest.raises(ValueError):
        BattleResult.from_json(damaged)


def test_pause_holds_the_battle_until_resumed() -> None:
    done: list[Progress] = []
    battle = Battle("nim", ["random", "random"], games=4, progress=done.append)
    battle.pause()
    thread = threading.Thread(target=battle.run)
    thread.start()
    time.sleep(0.3)
    assert battle.paused and len(done) == 1  # only the start reported
    battle.resume()
    thread.join(10)
    assert [p.done for p in done] == [0, 1, 2, 3, 4] and done[-1].total == 4
