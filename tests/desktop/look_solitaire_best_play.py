"""Pictures of the solitaire "Best play" panel and "How the computer thinks" view, to look at:
at the size they get on the right of a 1366×768 window, mid-search and after a result, in
Russian and English (not a test; pytest does not collect it).

    QT_QPA_PLATFORM=offscreen python tests/desktop/look_solitaire_best_play.py OUT_DIR [SEED]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication, QTabWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the working copy's packages

from desktop.games.solitaire.best_play import BestPlayPanel  # noqa: E402
from desktop.games.solitaire.thinking import ThinkingView
from desktop.i18n import Translations
from engines.games.solitaire.rules import Klondike
from engines.games.solitaire.shuffle import seeded_deal

SIZE = (500, 640)
"""The right-hand pages of the tab in a maximised 1366×768 window, roughly."""


def wait(app: QApplication, seconds: float, until: object = None) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if callable(until) and until():
            return
        time.sleep(0.01)


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "look")
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    translations = Translations()
    game = Klondike(1)
    pos = game.start(seeded_deal(seed))
    for lang in ("ru", "en"):
        translations.switch(lang)
        tabs = QTabWidget()
        panel, view = BestPlayPanel(), ThinkingView()
        panel.attach(view)
        tabs.addTab(panel, panel.tr("Best play"))
        tabs.addTab(view, view.tr("How the computer thinks"))
        tabs.resize(*SIZE)
        tabs.show()
        panel.set_position(game, pos, ())
        wait(app, 0.2)
        tabs.grab().save(str(out / f"best-play-idle-{lang}.png"))
        panel.solve_button.click()
        wait(app, 1.5)
        tabs.grab().save(str(out / f"best-play-searching-{lang}.png"))
        tabs.setCurrentWidget(view)
        wait(app, 0.3)
        tabs.grab().save(str(out / f"thinking-searching-{lang}.png"))
        wait(app, 120, lambda: not panel.runner.busy)
        tabs.grab().save(str(out / f"thinking-done-{lang}.png"))
        tabs.setCurrentWidget(panel)
        decisions = [i for i, d in enumerate(panel.replay.decisions) if d]
        panel.replay.go(decisions[2] + 1 if len(decisions) > 2 else 5)
        wait(app, 0.2)
        tabs.grab().save(str(out / f"best-play-result-{lang}.png"))
        print(lang, panel.status.text(), "|", panel.summary.text())
        tabs.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
