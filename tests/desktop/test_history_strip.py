"""A game opened from a file shows the value of every move already played, not just the last."""
from desktop.framework import savefile
from desktop.framework.savefile import SavedGame


def test_a_game_opened_in_a_hidden_tab_fills_the_chart_for_every_earlier_move(qtbot, window,
                                                                             tmp_path):
    nim = next(t for t in window.game_tabs if t.game_name == "nim")
    assert window.current is not nim  # the file's tab is hidden when the file is opened
    path = tmp_path / "game.json"
    savefile.write(path, SavedGame("nim", "normal", {"heaps": [3, 4, 5]}, "3 4 5",
                                   ["1:1", "2:2", "3:3"], 3, "human-human"))
    assert window.load_file(path)
    assert window.current is nim
    positions = nim.record.positions()
    assert len(positions) == 4
    qtbot.waitUntil(lambda: all(p in nim.analyses for p in positions), timeout=10_000)
    qtbot.waitUntil(lambda: None not in nim.strip.values, timeout=5_000)
    assert nim.strip.values == [nim.analyses[p].value * (1 if nim.analyses[p].mover == 0 else -1)
                                for p in positions]
