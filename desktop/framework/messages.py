"""Error messages from the engines and from files, shown in the user's language.

The engines speak English (the command line's contract); their errors carry the English template
and its parameters (:class:`engines.protocol.InputError`, ``IllegalMove`` among them). Each
template is listed once, for ``pyside6-lupdate``, with what raises it: a game's own templates
in ``desktop/games/<game>/messages.py``, the shared ones (numbers, the registry, files, saves,
settings) here.

Nothing needs to import those lists for :func:`localized` to work: ``QCoreApplication.translate``
finds a translation by its context ("Errors") and its English source text in the compiled .qm
file, never through a Python object. The lists are read only by lupdate (from the source files)
and by ``tests/desktop/test_error_templates.py``, which checks that every template the code can
raise is listed with its game and translated.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.protocol import InputError

TEMPLATES = (
    # Numbers (engines/protocol.py parse_int): read after "heap 2 is", "the count of 3s is"…
    QT_TRANSLATE_NOOP("Errors", "not a number: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "negative: {0}"),
    QT_TRANSLATE_NOOP("Errors", "less than {1}: {0}"),
    QT_TRANSLATE_NOOP("Errors", "more than {1}: {0}"),
    QT_TRANSLATE_NOOP("Errors", "not a number of seconds: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "not positive: {0}"),
    # Games, variants, options and moves: the registry and the protocol's defaults
    QT_TRANSLATE_NOOP("Errors", "unknown game '{0}' (known: {1})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: unknown variant '{1}' (one of {2})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: option --{1} does not apply to this game"),
    QT_TRANSLATE_NOOP("Errors", "{0}: the setting '{1}' is a whole number, not {2}"),
    QT_TRANSLATE_NOOP("Errors", "{0}: '{1}' is not a legal move here"),
    # Saved games
    QT_TRANSLATE_NOOP("Errors", "cannot read the file: {0}"),
    QT_TRANSLATE_NOOP("Errors", "move {0} ('{1}'): {2}"),
    QT_TRANSLATE_NOOP("Errors", "the field 'current' is out of range"),
    QT_TRANSLATE_NOOP("Errors", "the field 'moves' must list moves as text"),
    QT_TRANSLATE_NOOP("Errors", "the field '{0}' is missing or has the wrong type"),
    QT_TRANSLATE_NOOP("Errors", "the file has version {0}; this program reads up to version {1}"),
    QT_TRANSLATE_NOOP("Errors", "the file holds a game of '{0}', not '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "the file is not valid JSON (line {0})"),
    QT_TRANSLATE_NOOP("Errors", "this is not a Finite Games file"),
    QT_TRANSLATE_NOOP("Errors", "this program has no game '{0}'"),
    # Damaged files: saves, the autosave, settings.ini
    QT_TRANSLATE_NOOP("Errors", "the file holds '{0}', which is not a number"),
    QT_TRANSLATE_NOOP("Errors", "the file holds a number with {0} digits; numbers of at most {1} "
                                "digits are read"),
    QT_TRANSLATE_NOOP("Errors", "there is no such file"),
    QT_TRANSLATE_NOOP("Errors", "this is a folder, not a file"),
    QT_TRANSLATE_NOOP("Errors", "there is no permission to read the file"),
    QT_TRANSLATE_NOOP("Errors", "the file holds a number too large: {0}"),
    QT_TRANSLATE_NOOP("Errors", "the file is UTF-16 text without a byte-order mark; save it as "
                                "UTF-8"),
    QT_TRANSLATE_NOOP("Errors", "the file is larger than {0} KB; a saved game is much smaller"),
    QT_TRANSLATE_NOOP("Errors", "the file is not UTF-8 text (byte {0} cannot be read); save it "
                                "as UTF-8"),
    QT_TRANSLATE_NOOP("Errors", "the file lists {0} moves; no game here lasts more than {1}"),
    QT_TRANSLATE_NOOP("Errors", "the file nests lists or objects more than {0} deep"),
    QT_TRANSLATE_NOOP("Errors", "the settings or the position in the file are beyond what this "
                                "game can play ({0})"),
    QT_TRANSLATE_NOOP("Errors", "this is not an autosave of Finite Games"),
    QT_TRANSLATE_NOOP("Errors", "this is not a battle file of Finite Games"),
    QT_TRANSLATE_NOOP("Errors", "{0}; the file was moved aside as {1}"),
    QT_TRANSLATE_NOOP("Errors", "bad values replaced by their defaults: {0}"),
    QT_TRANSLATE_NOOP("Errors", "the file cannot be read as settings; moved aside as {0}, "
                                "defaults used"),
    QT_TRANSLATE_NOOP("Errors", "the file is {0} KB, more than a settings file can be ({1} KB); "
                                "moved aside as {2}, defaults used"),
    # Portable mode on a read-only stick (desktop/paths.py)
    QT_TRANSLATE_NOOP("Errors", "the folder {0} beside the program cannot be written to (a "
                                "read-only stick?), so the settings and the autosave are kept "
                                "in {1}"),
    # Battles of strategies (engines/battle): players and settings
    QT_TRANSLATE_NOOP("Errors", "battle: player '{0}': {1}"),
    QT_TRANSLATE_NOOP("Errors", "battle: player '{0}' is neither a .py file nor one of {1}"),
    QT_TRANSLATE_NOOP("Errors", "battle: no strategy file '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "battle: at least two players, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "battle: 1 to {0} games a pair, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "battle: the settings must be a JSON object, e.g. {0}"),
    QT_TRANSLATE_NOOP("Errors", "battle: the settings are of the game '{0}', not '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "{0}: the settings hold '{1}', which this game does not know "
                                "(known: {2})"),
    # Battles: why a strategy file forfeited (engines/battle/sandbox.py); {0} is the file
    QT_TRANSLATE_NOOP("Errors", "{0}: did not load within {1} s"),
    QT_TRANSLATE_NOOP("Errors", "{0}: no move within {1} s"),
    QT_TRANSLATE_NOOP("Errors", "{0} (position {1})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: '{1}' is not a legal move (position {2}; legal: {3})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: {1} (position {2})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: used more than {1} MB (position {2})"),
    QT_TRANSLATE_NOOP("Errors", "line {0}: {1}"),
    QT_TRANSLATE_NOOP("Errors", "no function choose_move(position, moves, info)"),
    QT_TRANSLATE_NOOP("Errors", "returned {0}, not a move"),
    QT_TRANSLATE_NOOP("Errors", "printed too much"),
    QT_TRANSLATE_NOOP("Errors", "ran out of memory"),
    QT_TRANSLATE_NOOP("Errors", "ended its process (sys.exit)"),
    QT_TRANSLATE_NOOP("Errors", "did not load"),
    QT_TRANSLATE_NOOP("Errors", "no answer"),
    QT_TRANSLATE_NOOP("Errors", "its process was killed (signal {0})"),
    QT_TRANSLATE_NOOP("Errors", "its process ended (exit code {0})"),
    QT_TRANSLATE_NOOP("Errors", "garbled answer"),
    # Worksheets (desktop/worksheets/sheet.py): the builder's form and worksheet files
    QT_TRANSLATE_NOOP("Errors", "from 1 to {0} variants, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "row {0}: from 1 to {1} exercises, not {2}"),
    QT_TRANSLATE_NOOP("Errors", "at most {0} positions from games, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "the worksheet has no exercises: add a row or a position"),
    QT_TRANSLATE_NOOP("Errors", "{0} exercises in all variants; a worksheet holds at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "this is not a worksheet of Finite Games"),
    QT_TRANSLATE_NOOP("Errors", "the file lists {0} variants but holds {1}"),
    QT_TRANSLATE_NOOP("Errors", "row {0}: this program has no exercise '{2}' for '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "an exercise in the file is damaged: {0}"),
    QT_TRANSLATE_NOOP("Errors", "this program has no exercise '{1}' for '{0}'"),
    # Exercises from a given position (engines/exercise/from_position.py): the worksheets'
    # positions from a played game
    QT_TRANSLATE_NOOP("Errors", "exercise: the game is over in {0}: there is nothing to ask"),
    QT_TRANSLATE_NOOP("Errors", "exercise: {0} {1}: the position {2} has no right answer to ask "
                                "for (e.g. every move is as good)"),
    QT_TRANSLATE_NOOP("Errors", "exercise: {0} {1} is not made from a given position"),
    # Exercises (engines/exercise): a game, kind, variant or level the generator does not have
    QT_TRANSLATE_NOOP("Errors", "exercise: unknown game '{0}' (known: {1})"),
    QT_TRANSLATE_NOOP("Errors", "exercise: {0} has no kind '{1}' (one of {2})"),
    QT_TRANSLATE_NOOP("Errors", "exercise: {0} {1} has no variant '{2}' (one of {3})"),
    QT_TRANSLATE_NOOP("Errors", "{0}: level {1}; the levels are 1 to {2}"),
)


def localized(error: Exception) -> str:
    """The message of ``error`` in the current language (nested errors too)."""
    if not isinstance(error, InputError):
        return str(error)
    params = [localized(p) if isinstance(p, Exception) else p for p in error.params]
    template = QCoreApplication.translate("Errors", error.template)
    return template.format(*params) if params else template
