"""Pictures of the battle window of a lesson, to look at: the setup with «Добавить папку…» and
«Битва класса», the games of a class battle with what a strategy printed, and the printed
output beside a replayed game — at 1366×768, in Russian and English (not a test; pytest does
not collect it).

    QT_QPA_PLATFORM=offscreen python tests/desktop/look_battle_output.py OUT_DIR
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from look_solitaire_best_play import wait  # the sibling look script: run as a script
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the working copy's packages

ROOT = Path(__file__).resolve().parents[2]
THINKING = '''\
def choose_move(position, moves, info):
    heaps = position["heaps"]
    total = 0
    for h in heaps:
        total ^= h
    print("move", info["move_number"], "heaps", heaps, "nim-sum", total)
    for move in moves:
        heap, take = map(int, move.split(":"))
        if heaps[heap - 1] - take == heaps[heap - 1] ^ total:
            print("  a winning move:", move)
            return move
    print("  lost position, taking one")
    return moves[0]
'''


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "look")
    out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="look-battle-"))
    os.environ["FINITE_GAMES_DATA"] = str(data / "data")
    app = QApplication.instance() or QApplication(sys.argv)
    from desktop.battles.window import open_window
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings

    folder = data / "7 Б" / "strategies"
    folder.mkdir(parents=True)
    nim = ROOT / "resources" / "strategies" / "nim"
    (folder / "Аня Петрова - nim - thinking.py").write_text(THINKING, encoding="utf-8")
    for pupil, example in (("Борис", "nim_sum.py"), ("Вера", "mirror.py"),
                           ("Гоша", "template.py")):
        (folder / f"{pupil} - nim - {example}").write_bytes((nim / example).read_bytes())
    translations = Translations()
    translations.switch("ru")
    main = MainWindow(translations, make_settings(), autosave=False)
    main.settings.setValue("class/folder", str(folder.parent))
    main.resize(1366, 768)
    main.show()
    window = open_window(main)
    window.resize(1366, 768)
    window.show()
    for language in ("ru", "en"):
        main.set_language(language)
        wait(app, 0.5)
        page = window.setup_page
        page.game_box.setCurrentIndex(page.game_box.findData("nim"))
        page.set_settings({"heaps": [3, 4, 5]})
        window.pages.setCurrentWidget(page)
        window.class_battle()
        wait(app, 120, lambda: not window.running)
        window.pages.setCurrentWidget(window.setup_page)
        wait(app, 0.3)
        window.grab().save(str(out / f"battle-class-setup-{language}.png"))
        window.pages.setCurrentWidget(window.games)
        window.games.games.selectRow(0)
        wait(app, 0.3)
        window.grab().save(str(out / f"battle-output-games-{language}.png"))
        window.open_game(0)
        wait(app, 1.0)
        main.grab().save(str(out / f"battle-output-replay-main-{language}.png"))
        assert window.replay_output is not None
        window.replay_output.grab().save(str(out / f"battle-output-replay-{language}.png"))
        window.replay_output.hide()
    window.close()
    main.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
