"""The no-repeat sweep (``engines.games.ege.no_repeat``) against the general retrograde
analysis, state by state, on random small tasks."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.games.ege.solve import NoRepeatSolution, answers_from, graph_solve, solve
from engines.games.ege.task import parse_task
from engines.solvers.control import SearchControl

growing = st.sampled_from(["x + 1", "x + 2", "x + 3", "x * 2", "x * 3", "x + x // 2"])
shrinking = st.sampled_from(["x - 1", "x - 2", "x - 3", "x // 2", "x // 3", "x - x // 3"])


@settings(max_examples=60, deadline=None)
@given(grow=st.booleans(), data=st.data(), fixed=st.integers(0, 6), two=st.booleans(),
       repeat=st.sampled_from(["own", "opponent"]),
       winner=st.sampled_from(["last-mover", "other"]), overshoot=st.integers(0, 30))
def test_the_no_repeat_sweep_agrees_with_the_general_retrograde_analysis(
        grow, data, fixed, two, repeat, winner, overshoot):
    moves = data.draw(st.lists(growing if grow else shrinking, min_size=1, max_size=3,
                               unique=True))
    when = data.draw(st.sampled_from([None, "x % 2 == 0", "x > 3"]))
    target = data.draw(st.integers(10, 40))
    spec = {"heaps": [fixed, "S"] if two else ["S"], "winner": winner, "no_repeat": repeat,
            "moves": [{"expr": m} for m in moves[:-1]] + [
                {"expr": moves[-1]} if when is None else {"expr": moves[-1], "when": when}],
            "end": {"measure": "sum", "op": ">=" if grow else "<=",
                    "value": target if grow else target // 4},
            "s_range": [1, target - 1] if grow else [target // 4 + 1, target]}
    if overshoot:
        spec["overshoot"] = {"op": "<=" if grow else ">=", "value": target + overshoot if grow
                             else target // 4 - overshoot // 10}
    t = parse_task(spec)
    fast = solve(t)
    assert isinstance(fast, NoRepeatSolution)
    slow = graph_solve(t, [fast.start_state(s) for s in t.s_values()], SearchControl())
    for state in slow.seen:  # every state reached, with every pair of last moves met
        assert fast.covers(state)
        assert (fast.value_of(state), fast.remoteness_of(state)) == (
            slow.value_of(state), slow.remoteness_of(state)), state
    assert answers_from(fast) == answers_from(slow)


def test_the_207_task_the_graph_solver_gave_up_on_is_answered():
    t = parse_task({"heaps": [7, "S"], "s_range": [1, 200], "no_repeat": "own",
                    "moves": [{"expr": "x + 1"}, {"expr": "x + 3"}, {"expr": "x * 2"}],
                    "end": {"measure": "sum", "op": ">=", "value": 207}})
    out = answers_from(solve(t))
    assert len(out["positions"]) == 200 and out["answers"]["20"] and out["answers"]["21"]
