import pytest

from desktop.i18n import Translations
from desktop.main_window import MainWindow, make_settings


@pytest.fixture(autouse=True)
def private_data(tmp_path, monkeypatch):
    """Every GUI test gets its own settings and autosave folder."""
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def no_modal_boxes(monkeypatch):
    """A message box in a test would wait for a click for ever: record it instead.

    Tests that expect a box patch it themselves; an unexpected warning fails the test."""
    from PySide6.QtWidgets import QMessageBox
    shown = []

    def fake(kind):
        def box(*args, **kwargs):
            shown.append((kind, args[2] if len(args) > 2 else ""))
            return QMessageBox.StandardButton.No if kind == "question" else \
                QMessageBox.StandardButton.Ok
        return box
    for kind in ("warning", "information", "question", "critical"):
        monkeypatch.setattr(QMessageBox, kind, fake(kind))
    yield shown
    assert not [s for s in shown if s[0] in ("warning", "critical")], shown


@pytest.fixture
def window(qtbot):
    translations = Translations()
    translations.switch("ru")
    win = MainWindow(translations, make_settings())
    qtbot.addWidget(win)
    win.show()
    yield win
    for page in win.pages:
        page.deactivate()
    stop_background_work(win)
    delete_closed_widgets()  # before the language change below reaches them
    translations.uninstall()


def delete_closed_widgets():
    """Delete now what pytest-qt closed and handed to deleteLater: no event loop of the test
    itself may run again, and until one does, every window of every earlier test stayed alive
    (1,187 widgets each), so each language change, zoom and teardown went through all of
    them — a test late in a worker's run took seconds more than the same test run first."""
    from PySide6.QtCore import QCoreApplication, QEvent
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def no_widget_outlives_its_test(qapp):
    yield
    delete_closed_widgets()


def stop_background_work(widget):
    """Cancel every engine job under ``widget`` and wait for the pool threads to finish, so no
    job emits into a window that is being destroyed (a rare crash of a loaded full run)."""
    from PySide6.QtCore import QThreadPool

    from desktop.framework.worker import EngineRunner
    for runner in widget.findChildren(EngineRunner):
        runner.cancel()
    QThreadPool.globalInstance().waitForDone(30_000)


def tab_of(window, name):
    tab = next(t for t in window.game_tabs if t.game_name == name)
    window.tabs.setCurrentWidget(tab)
    return tab


@pytest.fixture
def nim(window):
    return tab_of(window, "nim")


@pytest.fixture
def cards(window):
    return tab_of(window, "cards24")


@pytest.fixture
def det(window):
    return tab_of(window, "determinant")


def settle(qtbot, tab, timeout=10_000):
    """Wait until the current position is analysed and nothing runs."""
    qtbot.waitUntil(lambda: tab.position in tab.analyses and not tab.runner.busy,
                    timeout=timeout)


def play_whole_game(qtbot, tab, click_a_move, timeout=15_000):
    """Human–computer to the end: on each human turn ``click_a_move(tab)`` must play exactly
    one move through the board, like a user. Returns how many moves the human made."""
    moves = 0
    while not tab.record.is_over():
        qtbot.waitUntil(lambda: tab.human_to_move() or tab.record.is_over(), timeout=timeout)
        if tab.record.is_over():
            break
        settle(qtbot, tab)
        before = len(tab.record.plies)
        click_a_move(tab)
        assert len(tab.record.plies) == before + 1, "the click did not play a move"
        moves += 1
    settle(qtbot, tab)
    return moves
