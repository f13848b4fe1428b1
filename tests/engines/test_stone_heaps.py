"""EGE tasks 19–21: hand-worked examples with the reasoning, a naive recursion, the command."""
from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.ege.expr import ExprError, parse
from engines.games.ege.solve import (DRAW, LOSS, WIN, HorizonSolution, answers, answers_from,
                                       edges_from, graph_solve, position_report, solve, tree)
from engines.games.ege.box import horizon_solve
from engines.games.ege.task import TaskError, load_task, parse_task
from engines.solvers.control import SearchControl

ROOT = Path(__file__).resolve().parents[2]


def task(**fields):
    base = {"heaps": ["S"], "s_range": [1, 28], "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}],
            "end": {"measure": "sum", "op": ">=", "value": 29}}
    base.update(fields)
    return parse_task(base)


def test_one_heap_plus_one_or_double_to_29_worked_by_hand():
    """S ≥ 15: Petya doubles and wins at once. S = 14: Petya reaches 15 or 28, and from both
    Vanya ends the game — question 19 is 14. Petya wins on his 2nd move from 13 (to 14) and
    from 7 (doubling to 14) — question 20 is 7, 13. From 12 Petya can go to 13 (then Vanya
    moves to 14 and wins on his 2nd move) or to 24 (Vanya doubles at once) — question 21 is 12.
    After Petya's unlucky first move Vanya can win at once from 8 on (8 → 16 → 32)."""
    out = answers(task())
    assert out["answers"]["19"] == [14]
    assert out["answers"]["20"] == [7, 13]
    assert out["answers"]["21"] == [12]
    assert min(out["answers"]["19_unlucky"]) == 8
    assert out["positions"][27] == {"S": 28, "winner": "Petya", "move": 1, "unlucky": False}


def test_two_heaps_seven_and_s_to_77():
    """Heaps 7 and S, +1 or ×2 on either heap, the game ends when the sum reaches 77.
    S ≥ 35: Petya doubles S (2S + 7 ≥ 77) and wins at once. Every S the engine puts in answer
    19 is checked by the definition: no Petya move ends the game, and after each of them Vanya
    has a move that ends it."""
    t = task(heaps=[7, "S"], s_range=[1, 69], end={"measure": "sum", "op": ">=", "value": 77})
    out = answers(t)
    sol = solve(t)
    for s in out["answers"]["19"]:
        state = sol.start_state(s)
        for e in sol.edges_of(state):
            assert e.end is None
            assert any(f.end == WIN for f in sol.edges_of(e.child))
    assert all(p["winner"] == "Petya" and p["move"] == 1 for p in out["positions"] if p["S"] >= 35)


def test_winner_other_means_the_player_who_ends_the_game_loses():
    """With "other", reaching 29 loses: from 28 Petya must move to 29 or 56 and loses at once."""
    out = answers(task(winner="other"))
    assert out["positions"][27]["winner"] == "Vanya" and out["positions"][27]["move"] == 0


def test_overshoot_makes_a_too_big_final_heap_lose():
    """End at ≥ 29 but the final heap must be ≤ 30: from 16 doubling to 32 now loses, so
    Petya must play +1 to 17, and the game goes on."""
    t = task(overshoot={"op": "<=", "value": 30})
    sol = solve(t)
    state = sol.start_state(16)
    ends = {e.move[0]: e.end for e in sol.edges_of(state)}
    assert ends == {0: None, 1: LOSS}


def test_no_repeat_own_forbids_the_same_move_twice_in_a_row():
    t = task(no_repeat="own")
    sol = solve(t, [5])
    first = sol.start_state(5)
    after_double = next(e.child for e in sol.edges_of(first) if e.move == (1, 0))
    vanya_moves = {e.move for e in sol.edges_of(after_double)}
    assert vanya_moves == {(0, 0), (1, 0)}
    petya_again = next(e.child for e in sol.edges_of(after_double) if e.move == (0, 0))
    assert {e.move for e in sol.edges_of(petya_again)} == {(0, 0)}  # Petya doubled last time


def test_heap_choice_smaller_only_changes_the_smaller_heap():
    t = parse_task({"heaps": [3, "S"], "s_range": [5, 5], "moves": [{"expr": "x + 1"}],
                    "heap_choice": "smaller", "end": {"measure": "sum", "op": ">=", "value": 20}})
    state = solve(t).start_state(5)
    assert [e.heaps for e in edges_from(t, state)] == [(4, 5)]


def test_conditions_and_floor_division_in_a_decreasing_game():
    """Heap S ≥ 21, take 1 or halve an even heap; whoever makes it ≤ 20 wins."""
    t = parse_task({"heaps": ["S"], "s_range": [21, None], "s_max": 60,
                    "moves": [{"expr": "x - 1"}, {"expr": "x // 2", "when": "x % 2 == 0"}],
                    "end": {"measure": "heap", "op": "<=", "value": 20}})
    out = answers(t)
    assert out["s_scanned"] == [21, 60] and out["s_max_used"]
    assert all(p["winner"] == "Petya" and p["move"] == 1 for p in out["positions"]
               if p["S"] == 21 or (p["S"] % 2 == 0 and p["S"] // 2 <= 20))


def test_loops_are_answered_with_no_winner():
    """+1 and −1 on one heap, the end at ≥ 10: nobody is forced to approach 10."""
    t = parse_task({"heaps": ["S"], "s_range": [1, 5], "moves": [{"expr": "x + 1"},
                                                                  {"expr": "x - 1"}],
                    "end": {"measure": "sum", "op": ">=", "value": 10}})
    assert {p["winner"] for p in answers(t)["positions"]} == {None}


def test_tree_for_s_14_shows_both_petya_moves_and_one_answer_each():
    sol = solve(task(), [14])
    root = tree(sol, 14)
    assert root["winner"] == "Vanya" and len(root["children"]) == 2
    assert all(len(c["children"]) == 1 and c["children"][0]["end"] for c in root["children"])


# --- an independent naive recursion, as pupils write it --------------------------------------
def naive_report(t, s, limit=12):
    """Smallest k such that Petya surely wins by his k-th move (or Vanya by his k-th).

    Its own move generation: one heap, the full history of both last moves, no shortcuts."""
    def moves(heap, my_last, their_last):
        out = []
        for r, rule in enumerate(t.moves):
            if t.no_repeat == "own" and r == my_last:
                continue
            if t.no_repeat == "opponent" and r == their_last:
                continue
            new = rule.expr(x=heap, y=0)
            if new != heap and new >= 0:
                out.append((r, new))
        return out

    def ends(heap):
        return heap >= t.end_value

    def mover_wins_by_ending():
        return t.winner == "last-mover"

    @lru_cache(maxsize=None)
    def can_win(heap, my_last, their_last, n):
        if n < 1:
            return False
        for r, new in moves(heap, my_last, their_last):
            if ends(new):
                if mover_wins_by_ending():
                    return True
            elif must_lose(new, their_last, r, n - 1):
                return True
        return False

    @lru_cache(maxsize=None)
    def must_lose(heap, my_last, their_last, n):
        options = moves(heap, my_last, their_last)
        if not options:
            return False
        for r, new in options:
            if ends(new):
                if mover_wins_by_ending():
                    return False
            elif not can_win(new, their_last, r, n):
                return False
        return True

    for k in range(limit + 1):
        if can_win(s, None, None, k):
            return "Petya", k
        if must_lose(s, None, None, k):
            return "Vanya", k
    return None, None


rules = st.sampled_from(["x + 1", "x + 2", "x + 3", "x * 2", "x * 3", "x + x // 2"])


@settings(max_examples=40, deadline=None)
@given(moves=st.lists(rules, min_size=1, max_size=3, unique=True), target=st.integers(8, 40),
       winner=st.sampled_from(["last-mover", "other"]),
       repeat=st.sampled_from(["none", "own", "opponent"]))
def test_engine_agrees_with_a_naive_recursion_on_random_tasks(moves, target, winner, repeat):
    t = parse_task({"heaps": ["S"], "s_range": [1, target - 1],
                    "moves": [{"expr": m} for m in moves], "winner": winner,
                    "no_repeat": repeat, "end": {"measure": "sum", "op": ">=", "value": target}})
    sol = solve(t)
    for s in t.s_values():
        report = position_report(sol, s)
        expected = naive_report(t, s)
        if expected[0] is not None:
            assert (report["winner"], report["move"]) == expected, s


shrinking = st.sampled_from(["x - 1", "x - 2", "x - 3", "x // 2", "x // 3", "x - x // 3"])


@settings(max_examples=60, deadline=None)
@given(grow=st.booleans(), data=st.data(), fixed=st.integers(0, 6), two=st.booleans(),
       winner=st.sampled_from(["last-mover", "other"]), strict=st.booleans(),
       overshoot=st.integers(0, 30))
def test_the_one_sweep_agrees_with_the_general_retrograde_analysis(grow, data, fixed, two,
                                                                   winner, strict, overshoot):
    """The fast sweep over an array (simple one-way tasks) against the graph solver, state by
    state: the same value and remoteness at every start and every state reached from it."""
    moves = data.draw(st.lists(rules if grow else shrinking, min_size=1, max_size=3,
                               unique=True))
    when = data.draw(st.sampled_from([None, "x % 2 == 0", "x > 3"]))
    target = data.draw(st.integers(10, 40))
    spec = {"heaps": [fixed, "S"] if two else ["S"], "winner": winner,
            "moves": [{"expr": m} for m in moves[:-1]] + [
                {"expr": moves[-1]} if when is None else {"expr": moves[-1], "when": when}],
            "end": {"measure": "sum", "op": (">" if strict else ">=") if grow else
                    ("<" if strict else "<="), "value": target if grow else target // 4},
            "s_range": [1, target - 1] if grow else [target // 4 + 1, target]}
    if overshoot:
        spec["overshoot"] = {"op": "<=" if grow else ">=", "value": target + overshoot if grow
                             else target // 4 - overshoot // 10}
    t = parse_task(spec)
    fast = solve(t)
    assert type(fast).__name__ == "BoxSolution"
    slow = graph_solve(t, [fast.start_state(s) for s in t.s_values()], SearchControl())
    for state in slow.seen:
        assert (fast.value_of(state), fast.remoteness_of(state)) == (
            slow.value_of(state), slow.remoteness_of(state)), state


def test_expressions_follow_python_arithmetic_without_eval_on_user_text():
    for text in ("x + y * 2 - 3 // 2 % 2", "-x + 3 * (y - 1)", "x // 3 * 3"):
        e = parse(text)
        for x in range(-3, 7):
            for y in range(-2, 5):
                assert e(x=x, y=y) == eval(text, {}, {"x": x, "y": y})  # the test's oracle only
    for bad in ("x ** 2", "__import__('os')", "x +", "(x", "1 < x < 3"):
        with pytest.raises(ExprError):
            parse(bad, condition=True)


@pytest.mark.parametrize("change,field", [
    ({"heaps": [1, 2]}, "heaps"), ({"colour": 1}, "colour"),
    ({"moves": [{"expr": "x ** 2"}]}, "moves[1].expr"),
    ({"moves": [{"expr": "x + 1", "when": "x >"}]}, "moves[1].when"),
    ({"s_range": [10, 5]}, "s_range"), ({"end": {"measure": "mean", "op": ">=", "value": 3}},
                                         "end.measure"),
    ({"winner": "Petya"}, "winner"), ({"no_repeat": "never"}, "no_repeat")])
def test_bad_tasks_name_the_field(change, field):
    with pytest.raises(TaskError, match=field.replace("[", r"\[").replace("]", r"\]")):
        task(**change)


def test_ege_command_prints_answers_and_a_tree_and_exits_2_on_a_bad_file(tmp_path):
    good = ROOT / "resources" / "ege" / "one-heap-29.json"
    out = subprocess.run([sys.executable, "-m", "engines", "ege", str(good), "--s", "14"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    data = json.loads(out.stdout)
    assert out.returncode == 0 and data["answers"]["19"] == [14] and "tree" in data
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"heaps": ["S", "S"], "s_range": [1, 3], "moves": [],
                               "end": {}}), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engines", "ege", str(bad)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stderr.startswith("heaps:") and out.stdout == ""


@pytest.mark.parametrize("path", sorted((ROOT / "resources" / "ege").glob("*.json")),
                         ids=lambda p: p.stem)
def test_generated_python_solution_prints_the_engines_answers(path):
    """The program a pupil would write, generated from each built-in task, run as a program."""
    program = subprocess.run([sys.executable, "-m", "engines", "ege", str(path), "--python"],
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert program.returncode == 0 and "eval" not in program.stdout
    run = subprocess.run([sys.executable, "-c", program.stdout], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    printed = {}
    for line in run.stdout.splitlines():
        label, values = line.split(")", 1)
        printed[label.replace(" ", "_")] = json.loads(values.strip())
    expected = answers(load_task(path))["answers"]
    assert printed == expected


@pytest.mark.parametrize("stem", ["one-heap-29", "two-heaps-77", "no-repeat-overshoot",
                                  "smaller-heap-other", "down-to-20"])
def test_the_game_to_play_agrees_with_the_generic_exact_solver(stem):
    """Play mode's values (from the task's retrograde solution) against the project's generic
    memoised solver walking the Game protocol, at every start and one ply in."""
    from engines.analysis import Analyzer
    from engines.games.ege.game import StoneHeaps, StoneHeapsAnalyzer
    t = load_task(ROOT / "resources" / "ege" / f"{stem}.json")
    starts = [s for s in t.s_values() if not t.ended(t.start(s))]
    for s in (starts[0], starts[len(starts) // 2], starts[-1]):
        game = StoneHeaps(t, s)
        ours, generic = StoneHeapsAnalyzer(game), Analyzer(game)
        start = game.initial()
        positions = [start] + [game.play(start, m) for m in game.legal_moves(start)]
        for pos in positions:
            a, b = ours.analyze(pos), generic.analyze(pos)
            assert (a.value, a.remoteness) == (b.value, b.remoteness)
            assert [(m.text, m.value, m.remoteness) for m in a.moves] == [
                (m.text, m.value, m.remoteness) for m in b.moves], (stem, s, pos)
            # best play in the exam's sense: the quickest win, the slowest loss
            assert all(m.remoteness == a.remoteness for m in a.best_moves)
            assert game.parse_position(game.format_position(pos)) == pos


@settings(max_examples=60, deadline=None)
@given(grow=st.booleans(), data=st.data(), fixed=st.integers(0, 6), two=st.booleans(),
       winner=st.sampled_from(["last-mover", "other"]), strict=st.booleans(),
       plies=st.integers(1, 6))
def test_the_horizon_search_is_exact_wherever_it_answers(grow, data, fixed, two, winner,
                                                         strict, plies):
    """The search a few plies deep (the road of tasks too big for the box) against the full
    retrograde analysis: the same value and remoteness wherever it answers, and where it does
    not, nobody can force the end within its horizon; answers 19–21 come out the same."""
    moves = data.draw(st.lists(rules if grow else shrinking, min_size=1, max_size=3,
                               unique=True))
    when = data.draw(st.sampled_from([None, "x % 2 == 0", "x > 3"]))
    target = data.draw(st.integers(10, 60))
    t = parse_task({
        "heaps": [fixed, "S"] if two else ["S"], "winner": winner,
        "moves": [{"expr": m} for m in moves[:-1]] + [
            {"expr": moves[-1]} if when is None else {"expr": moves[-1], "when": when}],
        "end": {"measure": "sum", "op": (">" if strict else ">=") if grow else
                ("<" if strict else "<="), "value": target if grow else target // 4},
        "s_range": [1, target - 1] if grow else [target // 4 + 1, target]})
    starts = [t.start(s) for s in t.s_values()]
    horizon = horizon_solve(t, starts, SearchControl(), plies)
    assert horizon is not None
    near, full = HorizonSolution(t, horizon), solve(t)
    for s in t.s_values():
        state = full.start_state(s)
        if t.ended(state[0]):
            continue
        value, r = full.value_of(state), full.remoteness_of(state)
        if near.known(state):
            assert (near.value_of(state), near.remoteness_of(state)) == (value, r), s
        else:
            assert value == DRAW or r > plies, s  # nobody forces the end that soon
        assert near.unlucky(state) == full.unlucky(state)
    if plies >= 5:
        assert answers_from(near)["answers"] == answers_from(full)["answers"]


def pupil_answers(fixed: int, rules_: list[str], target: int, high: int) -> dict[str, list[int]]:
    """Tasks 19–21 the way a pupil programs them: a recursion counting moves, lru_cache."""
    steps = {"x + 1": lambda x: x + 1, "x + 2": lambda x: x + 2, "x + 3": lambda x: x + 3,
             "x * 2": lambda x: x * 2, "x * 3": lambda x: x * 3}
    fs = [steps[r] for r in rules_]

    @lru_cache(maxsize=None)
    def f(a: int, b: int, m: int) -> bool:
        if a + b >= target:
            return m % 2 == 0
        if m == 0:
            return False
        h = [f(g(a), b, m - 1) for g in fs] + [f(a, g(b), m - 1) for g in fs]
        return any(h) if m % 2 else all(h)

    s_all = range(1, high + 1)
    return {"19": [s for s in s_all if f(fixed, s, 2)],
            "20": [s for s in s_all if f(fixed, s, 3) and not f(fixed, s, 1)],
            "21": [s for s in s_all if f(fixed, s, 4) and not f(fixed, s, 2)]}


@settings(max_examples=3, deadline=None)
@given(fixed=st.integers(1, 20), target=st.integers(3_000, 8_000),
       moves=st.lists(st.sampled_from(["x + 1", "x + 2", "x + 3", "x * 2", "x * 3"]),
                      min_size=2, max_size=3, unique=True))
def test_tasks_too_big_for_the_box_answer_what_a_pupils_recursion_answers(fixed, target,
                                                                           moves):
    high = target - fixed - 1
    t = parse_task({"heaps": [fixed, "S"], "s_range": [1, high],
                    "moves": [{"expr": m} for m in moves],
                    "end": {"measure": "sum", "op": ">=", "value": target}})
    out = answers(t)
    assert out["horizon_moves"] == 2  # the box would hold millions of states: not built
    got = {k: out["answers"][k] for k in ("19", "20", "21")}
    assert got == pupil_answers(fixed, moves, target, high)
    # a start decided within the horizon is reported; the others say so
    assert all(p["winner"] is not None or p.get("beyond") or p.get("already_over")
               for p in out["positions"])


def test_a_task_too_big_for_every_road_says_how_big_not_that_it_never_ends(monkeypatch):
    # The real cap is 2,000,000 states (over a minute to reach here); a small one shows the
    # same message at once.
    monkeypatch.setattr("engines.games.ege.solve.MAX_STATES", 5000)
    # (a move that looks at the other heap: no sweep takes it, only the general analysis)
    t = parse_task({"heaps": [12, "S"], "s_range": [1, 300], "no_repeat": "own",
                    "moves": [{"expr": "x + 1"}, {"expr": "x + y // 100 + 1"}],
                    "end": {"measure": "sum", "op": ">=", "value": 313}})
    with pytest.raises(TaskError, match="more than 5000 positions") as error:
        answers(t)
    assert "does not end" not in str(error.value)
