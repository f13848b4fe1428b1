"""The modes that run without a display: ``--screenshots DIR``, ``--self-test`` and
``--playout GAME POSITION``."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication

from desktop.framework.game_tab import GameTab
from desktop.framework.record import Mode
from desktop.framework.screenshot import save_shot
from desktop.framework.waiting import settle, wait_until
from desktop.framework.window_tab import WindowTab
from desktop import paths
from desktop.main_window import ONE_PLAYER_TABS, TAB_CLASSES, MainWindow
from desktop.version import app_version
from engines import registry


def play_some_moves(tab: GameTab[Any], rounds: int) -> None:
    """Human–computer: the human plays the first legal move, the computer answers; twice."""
    tab.set_mode(Mode.HUMAN_COMPUTER)
    tab.controls.speed.setValue(5)
    for _ in range(rounds):
        # A game the last move ended has no human turn to wait for (20 s lost in EGE's tab).
        ready = wait_until(lambda: tab.record.is_over()
                           or tab.human_to_move() and tab.position in tab.analyses)
        if not ready or tab.record.is_over():
            break
        tab.play_human_move(tab.game.legal_moves(tab.position)[0])
        wait_until(lambda: tab.human_to_move() or tab.record.is_over())
    wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy)
    thinking = getattr(tab.thinking, "runner", None)  # views that search for their tree
    if thinking is not None:
        wait_until(lambda: not thinking.busy)
    tab.thinking.finish()


def screenshots(app: QApplication, window: MainWindow, folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    window.resize(1366, 768)
    ok = True
    for i, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(i)
        play_some_moves(tab, 1)
        tab.side.setCurrentIndex(1)
        settle()
        name = tab.game_name
        ok &= save_shot(window, folder / f"{i + 1:02d}-{name}.png")
        tab.side.setCurrentIndex(0)
        settle()
        ok &= save_shot(window, folder / f"{i + 1:02d}-{name}-analysis.png")
        for label, show in tab.extra_screens():
            show()
            wait_until(lambda: not tab.runner.busy, 5)
            settle()
            ok &= save_shot(window, folder / f"{i + 1:02d}-{name}-{label}.png")
        for page in ("rules", "algorithm"):
            dialog = window.show_help(page)
            settle()
            ok &= save_shot(dialog, folder / f"{i + 1:02d}-{name}-{page}.png")
            dialog.close()
    first = len(window.game_tabs)
    for i, solo in enumerate(window.pages[first:], start=first):
        window.tabs.setCurrentIndex(i)
        ok &= one_player_screenshots(window, solo, folder, f"{i + 1:02d}-{solo.game_name}")
    from desktop.classroom_shots import classroom_screenshots
    ok &= classroom_screenshots(window, folder, wait_until)
    from desktop.tools import screenshots as tool_screenshots
    ok &= tool_screenshots(window, folder, wait_until)
    window.close()
    return 0 if ok else 1


def one_player_screenshots(window: MainWindow, page: WindowTab, folder: Path, stem: str
                           ) -> bool:
    """A one-player tab with a game in progress, each of its side pages, its help pages."""
    ok = True
    page.screenshot_game()
    settle()
    ok &= save_shot(window, folder / f"{stem}.png")
    for label, show in page.extra_screens():
        show()
        settle()
        ok &= save_shot(window, folder / f"{stem}-{label}.png")
    window.presentation.enter(full_screen=False)  # a 1366×768 picture, as on a projector
    settle()
    ok &= save_shot(window, folder / f"{stem}-presentation.png")
    window.presentation.leave()
    for help_page in ("rules", "algorithm"):
        dialog = window.show_help(help_page)
        settle()
        ok &= save_shot(dialog, folder / f"{stem}-{help_page}.png")
        dialog.close()
    return ok


def self_test(app: QApplication, window: MainWindow) -> int:
    """Open the window, play a computer–computer Nim game to the end, exit 0 if it ended."""
    tab = next(t for t in window.game_tabs if t.game_name == "nim")
    window.tabs.setCurrentWidget(tab)
    tab.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    tab.set_mode(Mode.COMPUTER_COMPUTER)
    tab.controls.speed.setValue(5)
    finished = wait_until(lambda: tab.record.is_over(), 60)
    moves = len(tab.record.plies)
    # The autosave must land in the user's data folder, whatever the install folder allows.
    window.autosave_enabled = True
    window.autosave()
    saved = window.read_autosave()
    autosaved = saved is not None and bool(saved["tabs"].get("nim", {}).get("moves"))
    window.autosave_enabled = False
    pooled = _statistics_in_processes()
    window.close()
    ok = finished and autosaved and pooled
    print(f"self-test: {'ok' if ok else 'FAILED'}, version "
          f"{app_version()}, computer–computer Nim ended after {moves} moves, autosave "
          f"{'written to ' + str(paths.user_data()) if autosaved else 'FAILED'}, solitaire "
          f"statistics in worker processes {'as solved here' if pooled else 'FAILED'}")
    return 0 if ok else 1


def _statistics_in_processes() -> bool:
    """Two deals solved by the statistics' process pool give what solving them here gives: the
    worker processes start and answer (in the frozen app each one is the app started again,
    which ``freeze_support()`` turns into a worker)."""
    from engines.games.solitaire.shuffle import seeded_deal
    from engines.games.solitaire.solver import Limits, solve
    from engines.games.solitaire.statistics import run_deals
    limits = Limits(node_limit=3000)
    try:
        batch = run_deals([2, 3], 1, limits, workers=2)
    except Exception as exc:  # noqa: BLE001 — reported as the self-test's failure
        print(f"self-test: the statistics' worker processes failed: {exc!r}", file=sys.stderr)
        return False
    here = [solve(seeded_deal(seed), 1, limits).score for seed in (2, 3)]
    return [r.score for r in batch.records] == here


# --- the play-out check: a whole game computer against computer in the real tab --------------
def playout_tabs() -> dict[str, type[GameTab[Any]]]:
    """The command line's game names (``python -m engines analyze``) and the tab that plays
    each."""
    return {name: cls for cls in TAB_CLASSES for name in cls.games_played()}


ONE_PLAYER_GAMES = {cls.game_name for cls in ONE_PLAYER_TABS}


class PlayoutError(ValueError):
    """Bad play-out input: one line for the user."""


def _settings_for(name: str, variant: str | None, position: str,
                  extra: dict[str, Any]) -> dict[str, Any]:
    """The tab settings that make ``position`` (contract notation) a position of the tab's game:
    the position read once by the command line's own rules tells the board's size."""
    options = {k: v for k, v in extra.items()
               if k in registry.GAMES[name].option_names + registry.GAMES[name].settings}
    if isinstance(options.get("edges"), list):
        options["edges"] = ";".join(",".join(map(str, e)) for e in options["edges"])
    if isinstance(options.get("deck"), list):
        options["deck"] = " ".join(map(str, options["deck"]))
    game, _ = registry.build(name, variant, options)
    pos = game.parse_position(position)
    settings: dict[str, Any] = {}
    if variant is not None:
        settings["variant"] = variant
    settings.update(playout_tabs()[name].settings_for_start(game, pos))
    return settings


def check_playout(name: str, position: str, variant: str | None,
                  settings_json: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the tab settings, the --settings object) for a play-out; raises :class:`ValueError`
    naming what is wrong. Needs no window, so bad input is told before Qt starts."""
    tabs = playout_tabs()
    if name in ONE_PLAYER_GAMES:
        raise PlayoutError(f"{name} is a one-player game: there is no computer-against-computer "
                           f"play-out; solve a deal with 'python -m engines {name}'")
    if name not in tabs:
        raise PlayoutError(f"unknown game '{name}' (known: {', '.join(sorted(tabs))})")
    try:
        extra = json.loads(settings_json) if settings_json else {}
    except json.JSONDecodeError as exc:
        raise PlayoutError(f"--settings is not JSON: {exc.msg}")
    if not isinstance(extra, dict):
        raise PlayoutError("--settings must be a JSON object, e.g. '{\"k\": 2}'")
    try:
        return _settings_for(name, variant, position, extra), extra
    except (TypeError, KeyError, AttributeError) as exc:
        raise PlayoutError(f"bad settings: {exc}")


def playout(window: MainWindow, name: str, position: str, variant: str | None,
            settings_json: str | None, timeout: float = 600.0) -> int:
    """Set ``position`` in the game's real tab, let the computer play both sides at its full
    strength to the end, print one JSON line; 2 on bad input (one line on stderr)."""
    try:
        derived, extra = check_playout(name, position, variant, settings_json)
        tab = next(t for t in window.game_tabs if isinstance(t, playout_tabs()[name]))
        settings = dict(tab.default_settings(), **derived)
        settings.update(extra)
        window.tabs.setCurrentWidget(tab)
        tab.set_mode(Mode.HUMAN_HUMAN)  # nobody moves until the position is set
        tab.start_game(settings)  # the tab's rules (building a game also sets up its board)
        start = tab.validate_position(position)
    except (ValueError, TypeError, KeyError) as exc:
        message = str(exc) if isinstance(exc, ValueError) else f"bad settings: {exc}"
        print(f"playout: {message}", file=sys.stderr)
        return 2
    tab.rng = random.Random(0)
    tab.toolbar.strength_box.setCurrentIndex(0)
    tab.controls.speed.setValue(tab.controls.speed.maximum())
    tab.set_mode(Mode.COMPUTER_COMPUTER)
    tab.start_game(settings, start)
    finished = wait_until(lambda: tab.record.is_over(), timeout)
    wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy, 30)
    if not finished:
        print(f"playout: the game did not end within {timeout:g} s", file=sys.stderr)
        return 1
    result = tab.result()
    start_analysis = tab.analyses.get(tab.record.start)
    out = {
        "game": name, "variant": tab.game.info.variant, "start": tab.game.format_position(start),
        "moves": [p.text for p in tab.record.plies],
        "final": tab.game.format_position(tab.position),
        "winner": result.winner_name(tab.game),
        "score": _plain(result.score),
        "message": QTextDocumentFragment.fromHtml(tab.status.text()).toPlainText(),
        "start_value": None if start_analysis is None else _plain(start_analysis.value),
        "start_to_move": tab.game.side_name(start),
        "exact": all(a.exact for a in (tab.analyses.get(p.before) for p in tab.record.plies)
                     if a is not None),
    }
    print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


def _plain(x: float | None) -> float | int | None:
    return None if x is None else int(x) if float(x).is_integer() else x
