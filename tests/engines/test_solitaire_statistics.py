"""Statistics over many deals: the pool gives the same numbers with any number of workers, a
stop keeps what finished, and the summaries match numbers worked out by hand."""
from __future__ import annotations

import csv
import io
import math
import threading

import pytest

from engines.games.solitaire import statistics as st
from engines.games.solitaire.statistics import DealRecord
from tests.engines.solitaire_fake import FakeLimits, fake_deal, fake_solve


def record(seed: int, score: int, exact: bool = True, moves: int = 100, decisions: int = 5,
           nodes: int = 1000, bound: int | None = None) -> DealRecord:
    result = "won" if score == 52 else "lost" if exact else "undetermined"
    return DealRecord(seed, result, score, exact, moves, decisions, nodes, 0.5, nodes // 2, 0,
                      (score if exact else 52) if bound is None else bound)


def fake_run(seeds: range, workers: int, **kw: object) -> st.Batch:
    return st.run_deals(seeds, 1, FakeLimits(), workers=workers, solve=fake_solve,
                        deal_of=fake_deal, **kw)  # type: ignore[arg-type]


def test_same_results_with_one_and_two_workers():
    one = fake_run(range(1, 15), 1)
    two = fake_run(range(1, 15), 2)
    assert one.records == two.records
    assert [r.seed for r in one.records] == list(range(1, 15))
    assert not one.cancelled and one.requested == 14
    assert st.summarize(one.records) == st.summarize(two.records)


def test_a_stop_keeps_the_finished_deals():
    stop = threading.Event()
    seen: list[int] = []

    def on_record(r: DealRecord) -> None:
        seen.append(r.seed)
        if len(seen) == 3:
            stop.set()
    batch = st.run_deals(range(1, 41), 1, FakeLimits(slow=0.15), workers=2, stop=stop,
                         on_record=on_record, solve=fake_solve, deal_of=fake_deal)
    assert batch.cancelled
    assert 3 <= len(batch.records) < 10, "no new deals after the stop"
    assert sorted(seen) == [r.seed for r in batch.records]
    full = {r.seed: r for r in fake_run(range(1, 41), 2).records}
    for r in batch.records:  # a partial run is a smaller sample, not a different one
        assert full[r.seed] == dataclasses_replace_seconds(r, full[r.seed].seconds)


def dataclasses_replace_seconds(r: DealRecord, seconds: float) -> DealRecord:
    import dataclasses
    return dataclasses.replace(r, seconds=seconds)


def test_a_worker_failure_is_raised_not_hidden():
    with pytest.raises(KeyError):
        st.run_deals(range(1, 3), 1, FakeLimits(policy="bogus"), workers=1, solve=fake_solve,
                     deal_of=fake_deal)


def test_wilson_interval_by_hand():
    # 8 of 10: the textbook's (0.4902, 0.9433); 0 of 10 still has room above zero.
    iv = st.wilson(8, 10)
    assert iv.low == pytest.approx(0.4902, abs=5e-5)
    assert iv.high == pytest.approx(0.9433, abs=5e-5)
    zero = st.wilson(0, 10)
    assert zero.low == 0 and zero.high == pytest.approx(3.841459 / 13.841459, abs=1e-6)
    assert st.wilson(0, 0) == st.Interval(0.0, 1.0)


def test_summary_by_hand():
    rows = [record(4, 10), record(1, 52, moves=120, decisions=10), record(3, 30, exact=False),
            record(2, 52, moves=80, decisions=4)]
    s = st.summarize(rows)
    assert (s.deals, s.won, s.lost, s.undetermined, s.exact) == (4, 2, 1, 1, 3)
    # scores 52, 52, 30, 10: mean 36; deviations 16 16 −6 −26 → 1224 / 3 = 408
    assert s.score_mean == 36
    assert s.score_sd == pytest.approx(math.sqrt(408))
    assert s.score_sem == pytest.approx(math.sqrt(408) / 2)
    assert s.won_fraction == 0.5 and s.won_if_undetermined_won == 0.75
    assert s.won_interval == st.wilson(2, 4)
    # moves and decisions over the exact deals only (100 for seed 4)
    assert s.moves_mean == 100 and s.decisions_mean == pytest.approx(19 / 3)
    assert s.histogram[52] == 2 and s.histogram[10] == 1 and s.histogram[30] == 0
    assert s.histogram_undetermined[30] == 1 and sum(s.histogram_undetermined) == 1
    assert s.nodes_max == 1000 and s.peak_stored_max == 500
    assert s.cannot_win_undetermined == 0


def test_undetermined_deals_whose_bound_rules_a_win_out():
    rows = [record(1, 52), record(2, 30, exact=False), record(3, 18, exact=False, bound=22),
            record(4, 40)]
    assert [r.winnable for r in rows] == [True, None, False, False]
    s = st.summarize(rows)
    assert (s.won, s.lost, s.undetermined, s.cannot_win_undetermined) == (1, 1, 2, 1)
    assert s.won_fraction == 0.25 and s.won_if_undetermined_won == 0.5  # deal 3 cannot be won


def test_summary_of_nothing_and_of_one():
    empty = st.summarize([])
    assert empty.deals == 0 and empty.score_mean is None and empty.won_fraction is None
    one = st.summarize([record(5, 52)])
    assert one.score_mean == 52 and one.score_sd is None and one.score_sem is None


def test_convergence_in_seed_order():
    rows = [record(3, 10), record(1, 52), record(2, 52)]
    points = st.convergence(rows)
    assert [(p.deals, p.won_fraction) for p in points] == [(1, 1.0), (2, 1.0), (3, 2 / 3)]
    assert (points[2].low, points[2].high) == (st.wilson(2, 3).low, st.wilson(2, 3).high)


def test_csv_table():
    text = st.records_csv([record(2, 52), record(1, 7, exact=False)])
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == list(st.CSV_COLUMNS)
    assert rows[1][:4] == ["1", "undetermined", "7", "false"] and rows[1][-1] == "52"
    assert rows[2][:4] == ["2", "won", "52", "true"] and rows[2][-1] == "52"
    assert st.CSV_COLUMNS[-1] == "bound"


def test_seed_range_checked():
    assert st.seeds_of(5, 3) == range(5, 8)
    with pytest.raises(ValueError, match="1…10000"):
        st.seeds_of(1, 10_001)
    with pytest.raises(ValueError):
        st.seeds_of(1, 0)


def test_study_runs_every_policy_and_size():
    study = st.run_study(range(1, 5), 1, FakeLimits(), ["none", "least-used"], [100, 1000],
                         workers=2, solve=fake_solve, deal_of=fake_deal)
    assert [(c.policy, c.table_size) for c in study.cells] == [
        ("none", 100), ("none", 1000), ("least-used", 100), ("least-used", 1000)]
    cell = study.cell("least-used", 1000)
    # fake nodes: seed·100·2 + 100 + 1 for seeds 1…4
    assert cell.deals == 4 and cell.nodes_mean == pytest.approx(250 * 2 + 101)
    assert not study.cancelled


# --- the real solver, on deals it solves in a few hundred positions -----------------------------
EASY = range(2, 6)
"""Seeds 2…5: won in under a thousand positions each at draw 1 (quick in any build)."""


def test_real_runs_agree_with_one_and_two_workers_and_with_solve_itself():
    solver = pytest.importorskip("engines.games.solitaire.solver")
    from engines.games.solitaire.shuffle import seeded_deal
    limits = solver.Limits(node_limit=20_000)
    one = st.run_deals(EASY, 1, limits, workers=1)
    two = st.run_deals(EASY, 1, limits, workers=2)
    strip = [dataclasses_replace_seconds(r, 0.0) for r in one.records]
    assert strip == [dataclasses_replace_seconds(r, 0.0) for r in two.records]
    for r in one.records:
        direct = solver.solve(seeded_deal(r.seed), 1, limits)
        assert (r.score, r.exact, r.moves, r.nodes, r.decisions) == (
            direct.score, direct.exact, len(direct.line), direct.nodes, direct.decisions)
        assert r.result == direct.result


def test_real_study_runs_every_policy():
    solver = pytest.importorskip("engines.games.solitaire.solver")
    study = st.run_study(range(2, 4), 1, solver.Limits(node_limit=20_000), list(solver.Policy),
                         [100, 20_000], workers=2)
    assert study.policies == tuple(p.value for p in solver.Policy)
    assert all(c.deals == 2 for c in study.cells)
    # a table that never fills evicts nothing, whatever its policy
    assert all(c.evictions_mean == 0 for c in study.cells if c.table_size == 20_000)
