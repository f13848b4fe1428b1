"""Error messages from the engines and from files, shown in the user's language.

The engines speak English (the command line's contract); their errors carry the English template
and its parameters (:class:`engines.protocol.InputError`). The templates the app can show are
listed here so that ``pyside6-lupdate`` collects them for translation.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.protocol import InputError

TEMPLATES = (
    QT_TRANSLATE_NOOP("Errors", "nim: '{0}' is not a move; write heap:stones, e.g. 2:3"),
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} has {1} stones; at most {2}"),
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} is negative: {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} is not a number: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "nim: no heaps given"),
    QT_TRANSLATE_NOOP("Errors", "nim: the app plays 1 to {0} heaps, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: the app plays the variants {0}, not '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "nim: 'heaps' must be a list of whole numbers"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "{0}: '{1}' is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "determinant: the table needs 9 cells (digits 1-9 or '.'), "
                                "got {0}"),
    QT_TRANSLATE_NOOP("Errors", "determinant: cell {0}{1} holds '{2}', not a digit 1-9 or '.'"),
    QT_TRANSLATE_NOOP("Errors", "determinant: number {0} appears twice"),
    QT_TRANSLATE_NOOP("Errors", "determinant: '{0}' is not a move; write N@RC, e.g. 4@21"),
    QT_TRANSLATE_NOOP("Errors", "determinant: {0} is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "{0}: unknown variant '{1}' (one of {2})"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the deck lists how many cards of each value 1…V, "
                                "V from 1 to {0}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the target must be at least 1, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: give {0} counts (cards of value 1…{0} left), got {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s is not a number: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s is negative: {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: {0} cards of value {1} left, but the deck has only {2}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the cards taken already add up to {0}, over the "
                                "target {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: 'deck' must list whole numbers and 'target' be one"),
    QT_TRANSLATE_NOOP("Errors", "cards24: this deck has {0} positions; the app solves up to {1}"),
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
    # damaged files: saves, the autosave, settings.ini
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
    QT_TRANSLATE_NOOP("Errors", "{0}; the file was moved aside as {1}"),
    QT_TRANSLATE_NOOP("Errors", "bad values replaced by their defaults: {0}"),
    QT_TRANSLATE_NOOP("Errors", "the file cannot be read as settings; moved aside as {0}, "
                                "defaults used"),
    QT_TRANSLATE_NOOP("Errors", "the file is {0} KB, more than a settings file can be ({1} KB); "
                                "moved aside as {2}, defaults used"),
    # the Nim family
    QT_TRANSLATE_NOOP("Errors", "nim: bad edge '{0}'; write e.g. 1,2;2,3;1"),
    QT_TRANSLATE_NOOP("Errors", "nim: an edge names heap {0}, but there are {1} heaps"),
    QT_TRANSLATE_NOOP("Errors", "nim: this variant is solved by search; the heaps allow at most "
                                "{0} smaller positions (e.g. three heaps of 20)"),
    QT_TRANSLATE_NOOP("Errors", "nim: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "nim: variant '{0}' needs --k K with K ≥ 1"),
    QT_TRANSLATE_NOOP("Errors", "nim: every edge must list heap numbers from 1"),
    # Seki: matrices
    QT_TRANSLATE_NOOP("Errors", "seki: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "seki: write the matrix, then R or C, then 'passed' if the last "
                                "move was a pass, e.g. 2,1/1,2 R; got '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: the player to move is R or C, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: row {0} is not numbers: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "seki: row {0} has an entry outside 0…{1}"),
    QT_TRANSLATE_NOOP("Errors", "seki: the rows must have equal length"),
    QT_TRANSLATE_NOOP("Errors", "seki: at most {0}×{0}"),
    QT_TRANSLATE_NOOP("Errors", "seki: 'matrix' must be a list of rows"),
    QT_TRANSLATE_NOOP("Errors", "seki: a row or a column is all zeros: the game is over"),
    QT_TRANSLATE_NOOP("Errors", "seki: this app solves up to {0} liberties in all for this size "
                                "(3×3 and smaller: 36; larger: 24)"),
    # One suit: odnomastka and durak deals
    QT_TRANSLATE_NOOP("Errors", "odnomastka: with k = {0} the cards are 1…{1}; {2} is not one"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: write A:1,4,5 B:2,3,6 lead:A [table:5], not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: '{0}:' is missing"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: lead is A or B, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: one card on the table, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: card {0} is dealt twice"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: the hands must be equal (one more card for the "
                                "player answering a card on the table); got {0} and {1}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: at most {0} cards a hand"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: {0} holds '{1}'; write card numbers like 1,4,5"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: cards are numbered from 1, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "durak: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "durak: write A:1,4,5 B:2,3,6 attack:A [table:5], not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: '{0}:' is missing"),
    QT_TRANSLATE_NOOP("Errors", "durak: attack is A or B, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: one card on the table, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "durak: card {0} is dealt twice"),
    QT_TRANSLATE_NOOP("Errors", "durak: at most 26 cards"),
    QT_TRANSLATE_NOOP("Errors", "{0}: '{1}' is not a legal move here"),
    QT_TRANSLATE_NOOP("Errors", "durak: {0} holds '{1}'; write card numbers like 1,4,5"),
    QT_TRANSLATE_NOOP("Errors", "durak: cards are numbered from 1, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: k is 1 to 13 and the first player A or B"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: 'hands' must be two lists of card numbers"),
    QT_TRANSLATE_NOOP("Errors", "durak: the app solves k up to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: unknown game '{0}'"),
    # Kalah: positions, settings and saved games
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} houses a side; the game has 1 to {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} seeds a house; the game has 1 to {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: unknown variant '{0}' (one of {1})"),
    QT_TRANSLATE_NOOP("Errors", "kalah: --end is either or mover, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: write SOUTH_HOUSES/SOUTH_STORE/NORTH_HOUSES/"
                                "NORTH_STORE/SIDE, e.g. 4,4,4/0/4,4,4/0/S; got '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the side to move is S or N, not '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "kalah: a South house holds '{0}', not a number of seeds"),
    QT_TRANSLATE_NOOP("Errors", "kalah: a North house holds '{0}', not a number of seeds"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the South store holds '{0}', not a number of seeds"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the North store holds '{0}', not a number of seeds"),
    QT_TRANSLATE_NOOP("Errors", "kalah: each store is one number"),
    QT_TRANSLATE_NOOP("Errors", "kalah: South has {0} houses and North {1}; they must be equal"),
    QT_TRANSLATE_NOOP("Errors", "kalah: this board has {0} houses a side, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the board holds {0} seeds; Kalah({1},{2}) has {3}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the linear evaluation needs {0} weights, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the depth is 1 to 20, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: bad settings: {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the weights must be numbers"),
    # EGE stone-heap tasks: the task editor and task files
    QT_TRANSLATE_NOOP("Errors", "'{0}' ends too early"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' misses a ')'"),
    QT_TRANSLATE_NOOP("Errors", "'not' is only for conditions: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has an unknown word or sign '{1}' (use {2}, numbers, + - "
                                "* // %)"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' is only for conditions: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' chains comparisons; join them with 'and'"),
    QT_TRANSLATE_NOOP("Errors", "an empty expression"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has something extra at '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "'{0}' has a character we do not read: '{1}'"),
    QT_TRANSLATE_NOOP("Errors", "cannot read {0}: {1}"),
    QT_TRANSLATE_NOOP("Errors", "{0} is not valid JSON: {1}"),
    QT_TRANSLATE_NOOP("Errors", "the task must be a JSON object"),
    QT_TRANSLATE_NOOP("Errors", "unknown field '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "heaps: one to three starting heaps, e.g. [7, \"S\"]"),
    QT_TRANSLATE_NOOP("Errors", "heaps: heap {0} must be a whole number ≥ 0 or \"S\", not {1}"),
    QT_TRANSLATE_NOOP("Errors", "heaps: exactly one heap must be \"S\""),
    QT_TRANSLATE_NOOP("Errors", "s_range: [low, high] with whole numbers (high may be null)"),
    QT_TRANSLATE_NOOP("Errors", "s_max: a whole number ≥ 0"),
    QT_TRANSLATE_NOOP("Errors", "s_range: [{0}, {1}] is empty or negative"),
    QT_TRANSLATE_NOOP("Errors", "moves: a non-empty list of {\"expr\": …}"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}]: an object with \"expr\" and optional \"when\""),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].expr: {1}"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].when: a condition as text"),
    QT_TRANSLATE_NOOP("Errors", "moves[{0}].when: {1}"),
    QT_TRANSLATE_NOOP("Errors", "heap_choice: any, smaller or larger, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "end: an object with measure, op and value"),
    QT_TRANSLATE_NOOP("Errors", "end.measure: one of {0}"),
    QT_TRANSLATE_NOOP("Errors", "end.op: one of >= > <= <"),
    QT_TRANSLATE_NOOP("Errors", "end.value: a whole number"),
    QT_TRANSLATE_NOOP("Errors", "end.heap: a heap number from 1 to {0}"),
    QT_TRANSLATE_NOOP("Errors", "winner: last-mover or other"),
    QT_TRANSLATE_NOOP("Errors", "overshoot: {\"op\": \"<=\", \"value\": 72}"),
    QT_TRANSLATE_NOOP("Errors", "no_repeat: none, own or opponent"),
    QT_TRANSLATE_NOOP("Errors", "title: text"),
    QT_TRANSLATE_NOOP("Errors", "the task reaches more than {0} positions, too many to solve: lower the end value, narrow the range of S or check that the moves lead to the end"),
    QT_TRANSLATE_NOOP("Errors", "ege: no move {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: '{0}' is neither a heap size nor Petya/Vanya"),
    QT_TRANSLATE_NOOP("Errors", "ege: this task has {0} heaps, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "ege: no move leaves the heaps {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: S must be a whole number ≥ 0, not {0}"),
    QT_TRANSLATE_NOOP("Errors", "ege: with S = {0} the game is over before it starts"),
    # Numbers (engines/protocol.py parse_int): read after "heap 2 is", "the count of 3s is"…
    QT_TRANSLATE_NOOP("Errors", "not a number: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "negative: {0}"),
    QT_TRANSLATE_NOOP("Errors", "less than {1}: {0}"),
    QT_TRANSLATE_NOOP("Errors", "more than {1}: {0}"),
    QT_TRANSLATE_NOOP("Errors", "not a number of seconds: '{0}'"),
    QT_TRANSLATE_NOOP("Errors", "not positive: {0}"),
    # Limits of the analysis, shared by the command line and the app
    QT_TRANSLATE_NOOP("Errors", "nim: heap {0} is {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} heaps; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: {0} edges; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: these heaps allow {0} moves; the answer lists every move, "
                                "at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "nim: a lost position with {0} moves is out of reach (at most {1} "
                                "when lost); use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "nim: variant '{0}' is solved by search; these heaps give {1} "
                                "positions × moves, at most {2}; use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "nim: a search limited by --depth or --time-limit takes at most "
                                "{0} moves, not {1}; without them the nim-sum answers exactly"),
    QT_TRANSLATE_NOOP("Errors", "nim: a search limited by --depth or --time-limit takes at most "
                                "{0} moves, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s is {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the count of {0}s in the deck is {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: the target is 1 to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "cards24: this deck has {0} positions; the analysis builds tables "
                                "of at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of a South house are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of a North house are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of the South store are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the seeds of the North store are {0}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: the board holds {0} seeds; at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "kalah: {0} seeds in the houses; an exact answer with {1} houses "
                                "a side reaches at most {2}; use --depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "seki: these liberties allow {0} smaller matrices; an exact "
                                "answer reaches at most {1}"),
    QT_TRANSLATE_NOOP("Errors", "odnomastka: cards are numbered up to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "durak: cards are numbered up to {0}, not {1}"),
    QT_TRANSLATE_NOOP("Errors", "{0}: {1} cards in play; an exact answer reaches at most {2}; use "
                                "--depth or --time-limit"),
    QT_TRANSLATE_NOOP("Errors", "ege: a heap is {0}"),
    QT_TRANSLATE_NOOP("Errors", "{0} is larger than {1} bytes: not a task file"),
    QT_TRANSLATE_NOOP("Errors", "{0} is nested too deeply"),
    QT_TRANSLATE_NOOP("Errors", "{0} holds a number too large"),
    QT_TRANSLATE_NOOP("Errors", "the task is nested too deeply"),
    QT_TRANSLATE_NOOP("Errors", "a number of the task is beyond ±{0}"),
    QT_TRANSLATE_NOOP("Errors", "s_range: at most {0} values of S"),
    QT_TRANSLATE_NOOP("Errors", "an expression of at most {0} characters"),
)


def localized(error: Exception) -> str:
    """The message of ``error`` in the current language (nested input errors too)."""
    if not isinstance(error, InputError):
        return str(error)
    params = [localized(p) if isinstance(p, Exception) else p for p in error.params]
    template = QCoreApplication.translate("Errors", error.template)
    return template.format(*params) if params else template
