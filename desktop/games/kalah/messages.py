"""Error templates of Kalah: positions, settings, the tournament.

See :mod:`desktop.framework.messages`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} houses a side; the game has 1 to {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} seeds a house; the game has 1 to {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "kalah: --end is either or mover, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: write "
                                "SOUTH_HOUSES/SOUTH_STORE/NORTH_HOUSES/NORTH_STORE/SIDE, e.g. "
                                "4,4,4/0/4,4,4/0/S; got '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the side to move is S or N, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: each store is one number"),
    QT_TRANSLATE_NOOP("Errors", "kalah: South has {0} houses and North {1}; they must be equal"),
    QT_TRANSLATE_NOOP("Errors", "kalah: this board has {0} houses a side, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the board holds {0} seeds; Kalah({1},{2}) has {3}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the linear evaluation needs {0} weights, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the depth is 1 to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the setting 'first' is 0 (S) or 1 (N), not {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: bad settings: {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the weights must be numbers"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of a South house are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of a North house are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of the South store are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of the North store are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the board holds {0} seeds; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} seeds in the houses; an exact answer with {1} "
                                "houses a side reaches at most {2}; use --depth or "
                                "--time-limit"),
    QT_TRANSLATE_NOOP("Errors", "kalah tournament: at least two players, e.g. "
                                "stores:4,stores+sides:4"),
    QT_TRANSLATE_NOOP("Errors", "kalah tournament: give a depth 1…{1} after '{0}:'"),
    QT_TRANSLATE_NOOP("Errors", "kalah tournament: unknown evaluation '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "kalah: house {0} is empty"),
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the app plays Kalah(m, n): {0} seeds are not 2·{1}·n "
                                "for any n"),
)
