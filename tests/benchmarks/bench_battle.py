"""Battle benchmarks: games a second of an engine against random, what one move of a
strategy file costs (the round trip to its process), and a lesson's battle: 26 pupils' files
and the perfect engine, every pair two games of Nim 3 4 5 (702 games). From the project root:

    .venv/bin/python tests/benchmarks/bench_battle.py [--class]   (--class: the lesson only)
"""
from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines.battle.battle import Battle  # noqa: E402
from engines.battle.sandbox import StrategyProcess  # noqa: E402

ENGINE_GAMES = [("nim", {"heaps": [3, 4, 5]}), ("cards24", {}), ("kalah", {"m": 4, "n": 3}),
                ("seki", {"matrix": [[2, 1, 1], [1, 2, 1], [1, 1, 2]]}), ("odnomastka", {}),
                ("durak", {}), ("determinant", {}), ("ege", {})]
PUPILS = 26
TRIVIAL = "def choose_move(position, moves, info):\n    return moves[0]\n"


def games_a_second(game: str, settings: dict[str, object], players: list[str],
                   games: int) -> tuple[float, float]:
    """(games a second, moves a second) of one battle, process start-up included."""
    start = time.perf_counter()
    result = Battle(game, players, settings=settings, games=games).run()
    seconds = time.perf_counter() - start
    moves = sum(len(g.moves) for g in result.games)
    return len(result.games) / seconds, moves / seconds


def round_trip(path: Path, moves: int = 2000) -> tuple[float, float]:
    """(seconds to start a child and load the file, seconds a move) of a trivial strategy."""
    view = {"heaps": [3, 4, 5], "to_move": "A", "notation": "3 4 5"}
    info = {"side": "A", "move_number": 1, "time_left": 2.0, "settings": {}, "history": []}
    legal = ["1:1", "1:2", "1:3"]
    with StrategyProcess(path) as strategy:
        started = time.perf_counter()
        strategy.start()
        loaded = time.perf_counter() - started
        started = time.perf_counter()
        for _ in range(moves):
            strategy.choose(view, legal, info, "3 4 5")
        return loaded, (time.perf_counter() - started) / moves


def class_battle(folder: Path) -> tuple[int, float]:
    """(games, seconds) of a battle of :data:`PUPILS` files (the Nim examples and template,
    named as handed in) and the perfect engine, as «Битва класса» plays it."""
    examples = sorted((Path(__file__).resolve().parents[2] / "resources" / "strategies"
                       / "nim").glob("*.py"))
    players = []
    for n in range(PUPILS):
        example = examples[n % len(examples)]
        path = folder / f"Ученик {n + 1:02d} - nim - {example.name}"
        shutil.copyfile(example, path)
        players.append(str(path))
    start = time.perf_counter()
    result = Battle("nim", players + ["perfect"], settings={"heaps": [3, 4, 5]}, games=2).run()
    return len(result.games), time.perf_counter() - start


def lesson() -> None:
    with tempfile.TemporaryDirectory() as folder:
        games, seconds = class_battle(Path(folder))
    print(f"a class: {PUPILS} files and perfect, nim 3 4 5, 2 games a pair: {games} games "
          f"in {seconds:.1f} s")


if __name__ == "__main__" and sys.argv[1:] == ["--class"]:
    lesson()
elif __name__ == "__main__":
    print("perfect against random (10 games, the analysis tables built in the first):")
    for game, settings in ENGINE_GAMES:
        per_game, per_move = games_a_second(game, settings, ["perfect", "random"], 10)
        print(f"  {game:<12} {per_game:8.1f} games/s {per_move:9.0f} moves/s")
    with tempfile.TemporaryDirectory() as folder:
        trivial = Path(folder) / "first_move.py"
        trivial.write_text(TRIVIAL, encoding="utf-8")
        loaded, move = round_trip(trivial)
        print(f"trivial strategy file: start and load {loaded * 1000:.0f} ms, "
              f"a move (round trip) {move * 1e6:.0f} µs")
        per_game, per_move = games_a_second("nim", {"heaps": [3, 4, 5]},
                                            [str(trivial), "random"], 100)
        print(f"trivial file against random, nim 3 4 5, 100 games: {per_game:.0f} games/s, "
              f"{per_move:.0f} moves/s (one process for the battle)")
        per_game, per_move = games_a_second("kalah", {}, [str(trivial), "random"], 20)
        print(f"trivial file against random, Kalah(6,4), 20 games: {per_game:.0f} games/s, "
              f"{per_move:.0f} moves/s")
    lesson()
