"""Screenshots of the solitaire statistics page after a finished run, as the app would show it
in a 1366×768 window (a menu bar and a tab bar above it), in Russian and English.

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/shot_solitaire_statistics.py OUT_DIR
        [--deals 50] [--study 5] [--fake] [--lang ru en]

``--fake``: the instant stand-in solver of the tests (the real solver otherwise). One PNG a
language and chart tab: ``OUT_DIR/statistics-<lang>-<tab>.png``; also every chart as PNG and SVG
and the table as CSV through the page's own export, for a look at those."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--study", type=int, default=5)
    parser.add_argument("--fake", action="store_true")
    parser.add_argument("--lang", nargs="+", default=["ru", "en"])
    parser.add_argument("--workers", type=int, default=0)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget

    from desktop.games.solitaire.statistics_page import StatisticsPage
    from desktop.i18n import Translations

    app = QApplication([])
    translations = Translations()
    window = QMainWindow()
    for name in ("Game", "Edit", "Computer", "View", "Language", "Help"):
        window.menuBar().addMenu(name)
    tabs = QTabWidget()
    page = StatisticsPage()
    tabs.addTab(page, "Solitaire")
    window.setCentralWidget(tabs)
    window.resize(1366, 768)
    if args.fake:
        from tests.engines.solitaire_fake import FakeLimits, fake_deal, fake_solve
        page.solve, page.deal_of, page.limits_class = fake_solve, fake_deal, FakeLimits
        page.policies = ["none", "least-used", "least-recent"]
        page.study_sizes = (100, 1000, 10_000)
    page.count.setValue(args.deals)
    page.study_count.setValue(args.study)
    if args.workers:
        page.workers.setValue(args.workers)
    window.show()

    def wait() -> float:
        started = time.monotonic()
        while page.busy:
            app.processEvents()
            time.sleep(0.02)
        return time.monotonic() - started
    page.start_study()
    print(f"study: {wait():.1f} s")
    page.start()
    print(f"{args.deals} deals: {wait():.1f} s, {page.progress_text.text()}")
    for lang in args.lang:
        translations.switch(lang)
        app.processEvents()
        for i, tab in enumerate(("scores", "convergence", "study", "table")):
            page.tabs.setCurrentIndex(i)
            app.processEvents()
            window.grab().save(str(out / f"statistics-{lang}-{tab}.png"))
    for name, chart in (("scores", page.histogram), ("convergence", page.convergence),
                        ("study", page.study_chart)):
        page.export_chart(chart, out / f"chart-{name}.png")
        page.export_chart(chart, out / f"chart-{name}.svg")
    page.export_csv(out / "deals.csv")
    page.stop()
    print(f"saved in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
