"""Start-up: the application object, language, main window; and the headless modes."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

HEADLESS_HELP = "runs offscreen, needs no display"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # Bad input is one line, as in every command of the project.
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = _Parser(prog="python -m desktop", description="Finite Games — Конечные игры")
    parser.add_argument("--screenshots", metavar="DIR",
                        help=f"save a PNG of every tab and help page into DIR, then exit "
                             f"({HEADLESS_HELP})")
    parser.add_argument("--self-test", action="store_true",
                        help=f"play a computer–computer Nim game to the end and exit 0 "
                             f"({HEADLESS_HELP})")
    parser.add_argument("--playout", nargs=2, metavar=("GAME", "POSITION"),
                        help="set POSITION (the notation of 'python -m engines analyze') in the "
                             "game's tab, let the computer play both sides at full strength to "
                             "the end and print the game as one JSON line "
                             f"({HEADLESS_HELP})")
    parser.add_argument("--variant", help="--playout: the game's variant")
    parser.add_argument("--settings", metavar="JSON",
                        help="--playout: tab settings as a JSON object, e.g. '{\"k\": 2}'")
    parser.add_argument("--time-to-window", action="store_true",
                        help="start as usual (settings, the autosaved game restored without "
                             "asking, FILE opened), print 'window shown', close the window as a "
                             "user would and exit 0; what could not be used is said on stderr "
                             f"(the start-up benchmark and check; {HEADLESS_HELP})")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", choices=["ru", "en"], help="interface language")
    parser.add_argument("--seed", type=int,
                        help="repeatable random choices of the computer among equal moves")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    return parser.parse_args(argv)


def app_icon() -> QIcon:
    from PySide6.QtGui import QIcon

    from desktop.paths import resources
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(resources() / "icons" / f"finite-games-{size}.png"))
    return icon


def _quiet_offscreen_warnings() -> None:
    """The offscreen platform warns "does not support propagateSizeHints()" for every window.
    Headless runs report what they could not use as one stderr line a file, so that noise must
    not be mixed in; every other Qt message still gets through."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)
    qInstallMessageHandler(handler)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from desktop.version import app_version
        print(f"Finite Games {app_version()}")
        return 0
    headless = bool(args.screenshots or args.self_test or args.playout)
    if args.playout:
        from desktop.headless import check_playout
        try:  # bad input is told in one line before any window exists
            check_playout(args.playout[0], args.playout[1], args.variant, args.settings)
        except ValueError as exc:
            print(f"playout: {exc}", file=sys.stderr)
            return 2
    if args.time_to_window:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a platform set outside wins
    if headless:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        # Headless runs must not read or overwrite the user's autosave and settings.
        os.environ.setdefault("FINITE_GAMES_DATA", tempfile.mkdtemp(prefix="finite-games-"))
    if not headless:
        # Kalah's endgame database is opened on a worker once its tab is shown (headless runs
        # open it at once: their first answers must be the engine's own).
        from engines.games.kalah import endgame_db
        endgame_db.deferred = True
    from desktop import paths
    for name in ("file", "screenshots"):  # given relative to where the app was started
        if getattr(args, name):
            setattr(args, name, os.path.abspath(getattr(args, name)))
    # After the headless modes chose their own data folder, before Qt reads the environment.
    portable = paths.start_portable()
    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QApplication

    from desktop.framework.messages import localized
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        _quiet_offscreen_warnings()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    # Cancelled engine jobs end within a few thousand nodes; let them, before Python shuts down.
    app.aboutToQuit.connect(lambda: QThreadPool.globalInstance().waitForDone(5000))
    app.setApplicationName("FiniteGames")
    app.setOrganizationName("FiniteGames")
    app.setWindowIcon(app_icon())
    settings = make_settings()
    translations = Translations()
    translations.switch(args.lang or str(settings.value("ui/language")))
    window = MainWindow(translations, settings, autosave=not headless)
    if portable is not None and not portable.writable:
        # One line for the log, and the notice start_up shows with anything else unusable.
        problem = portable.problem(paths.user_data())
        print(f"portable: {problem}", file=sys.stderr, flush=True)
        window.problems.append(f"portable: {localized(problem)}")
    if args.seed is not None:
        window.set_varied(window.act_vary.isChecked(), seed=args.seed)
    window.show()
    if args.time_to_window:
        from PySide6.QtCore import QTimer

        window.start_up(Path(args.file) if args.file else None, ask=False)

        def shown() -> None:
            print("window shown", flush=True)
            window.close()
            app.quit()
        QTimer.singleShot(0, shown)  # runs once the event loop has put the window up
        return app.exec()
    if args.playout:
        from desktop.headless import playout
        code = playout(window, args.playout[0], args.playout[1], args.variant, args.settings)
        window.close()
        QThreadPool.globalInstance().waitForDone(5000)
        return code
    if args.self_test or args.screenshots:
        from desktop.headless import screenshots, self_test
        code = (self_test(app, window) if args.self_test
                else screenshots(app, window, Path(args.screenshots)))
        QThreadPool.globalInstance().waitForDone(5000)
        return code
    window.start_up(Path(args.file) if args.file else None)
    return app.exec()
