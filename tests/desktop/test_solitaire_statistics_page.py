"""The statistics page: a run over a few deals (a fake solver in worker processes), Cancel
midway, a new Start while one runs, the summary lines against the engine's numbers, exports."""
from __future__ import annotations

import functools
import xml.etree.ElementTree as ElementTree

import pytest
from PySide6.QtCore import Qt

from desktop.games.solitaire.statistics_page import StatisticsPage
from desktop.games.solitaire.statistics_parts import summary_rows
from engines.games.solitaire import solver
from engines.games.solitaire import statistics as st
from tests.engines.solitaire_fake import FakeLimits, fake_deal, fake_score, fake_solve


@pytest.fixture
def page(qtbot):
    page = StatisticsPage()
    page.solve, page.deal_of, page.limits_class = fake_solve, fake_deal, FakeLimits
    page.policies = ["none", "least-used", "least-recent"]
    page.study_sizes = (100, 1000)
    page.workers.setValue(2)
    qtbot.addWidget(page)
    page.show()
    yield page
    page.stop()


def finish(qtbot, page: StatisticsPage) -> None:
    qtbot.waitUntil(lambda: not page.busy, timeout=20_000)


def test_a_run_shows_the_engines_numbers(qtbot, page):
    page.count.setValue(12)
    page.start_button.click()
    assert page.busy and not page.start_button.isEnabled()
    finish(qtbot, page)
    assert sorted(page.records) == list(range(1, 13))
    assert page.records[3].score == fake_score(3) == 52
    summary = st.summarize(page.records.values())
    assert page.summary == summary
    for key, (name, value) in summary_rows(summary).items():
        assert page.summary_names[key].text() == name
        assert page.summary_values[key].text() == value
    # seeds 3, 6, 9, 12 won: 4 of 12, and the interval is Wilson's
    assert summary.won == 4
    won_text = page.summary_values["won"].text()
    assert won_text.startswith("33.3 %")
    assert f"{st.wilson(4, 12).low * 100:.1f}–{st.wilson(4, 12).high * 100:.1f}" in won_text
    model = page.table.model()
    assert model.rowCount() == 12 and model.index(0, 0).data() == "1"
    page.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)  # by score, best first
    assert [model.index(i, 2).data() for i in range(4)] == ["52"] * 4
    assert model.index(0, 0).data() == "3"  # equal scores stay in seed order
    assert page.histogram.summary == summary and len(page.convergence.points) == 12
    assert "12 of 12" in page.progress_text.text() and "finished" in page.progress_text.text()
    # seed 7 is undetermined with a bound below 52 (the fake's 12): proved unwinnable
    assert summary.undetermined == summary.cannot_win_undetermined == 1
    assert "1 of the undetermined cannot be won" in page.summary_values["deals"].text()
    page.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert model.index(6, 1).data() == "undetermined, at most 12: cannot be won"
    assert "if every undetermined" not in won_text  # none of them may still be won


def test_cancel_midway_keeps_the_finished_deals(qtbot, page):
    page.limits_class = functools.partial(FakeLimits, slow=0.2)
    page.count.setValue(40)
    page.start()
    qtbot.waitUntil(lambda: len(page.records) >= 2, timeout=20_000)
    page.cancel_button.click()
    finish(qtbot, page)
    assert 2 <= len(page.records) < 12
    assert page.summary is not None and page.summary.deals == len(page.records)
    assert page.table.model().rowCount() == len(page.records)
    assert "cancelled" in page.progress_text.text()
    assert page.start_button.isEnabled() and not page.cancel_button.isEnabled()


def test_a_new_start_drops_the_old_runs_results(qtbot, page):
    page.limits_class = functools.partial(FakeLimits, slow=0.2)
    page.count.setValue(30)
    page.start()
    qtbot.waitUntil(lambda: len(page.records) >= 1, timeout=20_000)
    page.limits_class = functools.partial(FakeLimits, slow=0.5)
    page.first.setValue(100)
    page.count.setValue(3)
    page.start()
    shown: list[list[int]] = []
    page.table_model.modelReset.connect(
        lambda: shown.append([r.seed for r in page.table_model.records]))
    finish(qtbot, page)
    assert sorted(page.records) == [100, 101, 102]
    # The first run ended (cancelled) meanwhile: none of its deals was shown after the Start.
    assert shown and all(seed >= 100 for seeds in shown for seed in seeds), shown


def test_stop_applies_nothing_later(qtbot, page):
    page.limits_class = functools.partial(FakeLimits, slow=0.2)
    page.count.setValue(20)
    page.start()
    qtbot.waitUntil(lambda: len(page.records) >= 1, timeout=20_000)
    page.stop()
    assert not page.busy
    seen, text = dict(page.records), page.progress_text.text()
    qtbot.wait(1000)  # the run's cancelled end comes meanwhile, and must be dropped
    assert page.records == seen and page.progress_text.text() == text


def test_study_fills_its_chart_and_table(qtbot, page):
    page.study_count.setValue(2)
    page.start_study()
    finish(qtbot, page)
    assert page.study is not None and not page.study.cancelled
    assert page.study_table.rowCount() == 6
    cell = page.study.cell("least-used", 1000)
    assert page.study_table.item(3, 3).text() == f"{cell.nodes_mean:,.0f}".replace(",", "\u202f")
    assert not page.study_chart.empty()


def test_exports_write_valid_files(qtbot, page, tmp_path):
    page.count.setValue(5)
    page.start()
    finish(qtbot, page)
    for chart in (page.histogram, page.convergence):
        assert page.export_chart(chart, tmp_path / "c.png")
        assert (tmp_path / "c.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert page.export_chart(chart, tmp_path / "c.svg")
        root = ElementTree.parse(tmp_path / "c.svg").getroot()
        assert root.tag.endswith("svg") and len(list(root.iter())) > 20
    assert page.export_csv(tmp_path / "deals.csv")
    lines = (tmp_path / "deals.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("seed,result,score") and len(lines) == 6
    assert not page.export_csv(tmp_path / "missing" / "deals.csv")
    assert "Could not write" in page.error.text()


def test_every_text_speaks_the_chosen_language(qtbot, page):
    from desktop.i18n import Translations
    from tests.desktop.language_walk import texts_of, wrong_script
    page.count.setValue(8)
    page.start()
    finish(qtbot, page)
    page.study_count.setValue(1)
    page.start_study()
    finish(qtbot, page)
    translations = Translations()
    try:
        for language in ("ru", "en"):
            translations.switch(language)
            qtbot.wait(50)  # LanguageChange is posted
            found = wrong_script(texts_of(page), language)
            assert not found, found
            # deal 7 is undetermined with the fake's bound 12: proved unwinnable, said exactly
            cell = page.table.model().index(6, 1).data()
            assert cell == {"ru": "не определён, не больше 12: не сходится",
                            "en": "undetermined, at most 12: cannot be won"}[language]
            assert page.summary_values["deals"].text().endswith(
                {"ru": "из нерешённых не сходятся (доказано оценкой сверху): 1",
                 "en": "1 of the undetermined cannot be won (proved by their bound)"}[language])
            for chart in (page.histogram, page.convergence, page.study_chart):
                words = [("title", chart.title()), ("x", chart.x_label()),
                         ("y", chart.y_label())] + [("legend", t) for _, t in chart.legend()]
                assert not wrong_script(words, language), words
    finally:
        translations.uninstall()


def test_a_tiny_real_run(qtbot):
    """The real solver behind the page: deals 2…4 (won in a few hundred positions each)."""
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.first.setValue(2)
    page.count.setValue(3)
    page.node_limit.setValue(20_000)
    page.start()
    finish(qtbot, page)
    assert page.error.text() == ""
    assert sorted(page.records) == [2, 3, 4]
    assert all(r.result == "won" and r.moves > 50 for r in page.records.values())
    assert page.summary_values["won"].text().startswith("100.0 %")
    page.stop()


def test_the_node_limit_follows_the_draws_default_unless_set_by_hand(qtbot):
    page = StatisticsPage()
    qtbot.addWidget(page)
    assert page.node_limit.value() == solver.default_node_limit(1)
    page.draw.setCurrentText("3")
    assert page.node_limit.value() == solver.default_node_limit(3)
    page.draw.setCurrentText("1")
    assert page.node_limit.value() == solver.default_node_limit(1)
    page.node_limit.setValue(123_000)
    page.draw.setCurrentText("3")
    assert page.node_limit.value() == 123_000
