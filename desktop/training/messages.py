"""Every text template of the exercise engine, listed for ``pyside6-lupdate`` in the context
"Exercise" (the engine speaks English; :func:`desktop.training.texts.say` translates).

Kept equal to ``engines.exercise.TEMPLATES`` by ``tests/desktop/test_training_texts.py``, whose
failure prints the lines to paste here; the Russian in the ``.ts`` equals the engine's own
(``engines/exercise/wording.py``), checked by the same test.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TEMPLATES = (
    QT_TRANSLATE_NOOP("Exercise", "Find a winning move"),
    QT_TRANSLATE_NOOP("Exercise", "Who wins with best play, and in how many moves?"),
    QT_TRANSLATE_NOOP("Exercise", "Find the best defence"),
    QT_TRANSLATE_NOOP("Exercise", "The nim-sum and the winning move"),
    QT_TRANSLATE_NOOP("Exercise", "The Grundy number of a position (mex)"),
    QT_TRANSLATE_NOOP("Exercise", "The value of a near-full table"),
    QT_TRANSLATE_NOOP("Exercise", "How many tricks does the mover take?"),
    QT_TRANSLATE_NOOP("Exercise", "Who wins if R starts, and if C starts?"),
    QT_TRANSLATE_NOOP("Exercise", "EGE tasks 19–21"),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. Find a winning move."),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. Find the best move."),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. Who wins with best play?"),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. What is the result with best play?"),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. The position is lost: find the "
                                  "move that holds out longest."),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. The position is lost: find the "
                                  "move that loses least."),
    QT_TRANSLATE_NOOP("Exercise", "Heaps {0}, {1} to move. Find the nim-sum, a heap to take "
                                  "from and the winning move."),
    QT_TRANSLATE_NOOP("Exercise", "Your move"),
    QT_TRANSLATE_NOOP("Exercise", "Who wins with best play?"),
    QT_TRANSLATE_NOOP("Exercise", "In how many moves does the game end (both sides' moves "
                                  "counted)?"),
    QT_TRANSLATE_NOOP("Exercise", "The result with best play (the mover's score minus the "
                                  "opponent's)"),
    QT_TRANSLATE_NOOP("Exercise", "The nim-sum of the heaps"),
    QT_TRANSLATE_NOOP("Exercise", "A heap to take from (its number)"),
    QT_TRANSLATE_NOOP("Exercise", "The winning move"),
    QT_TRANSLATE_NOOP("Exercise", "There are {0} legal moves here; {1} of them win."),
    QT_TRANSLATE_NOOP("Exercise", "After a winning move every reply of the opponent loses."),
    QT_TRANSLATE_NOOP("Exercise", "There are {0} legal moves here; {1} of them keep the best "
                                  "result {2}."),
    QT_TRANSLATE_NOOP("Exercise", "Right moves: {0}."),
    QT_TRANSLATE_NOOP("Exercise", "With best play the result is {0} for the player to move."),
    QT_TRANSLATE_NOOP("Exercise", "With best play the game is a draw."),
    QT_TRANSLATE_NOOP("Exercise", "The player to move wins."),
    QT_TRANSLATE_NOOP("Exercise", "The player to move loses."),
    QT_TRANSLATE_NOOP("Exercise", "The player to move wins; the game lasts {0} more moves."),
    QT_TRANSLATE_NOOP("Exercise", "The player to move loses; the game lasts {0} more moves."),
    QT_TRANSLATE_NOOP("Exercise", "Look for a move after which the opponent loses: {0}."),
    QT_TRANSLATE_NOOP("Exercise", "Every move leaves the opponent a won position."),
    QT_TRANSLATE_NOOP("Exercise", "The best moves here: {0}."),
    QT_TRANSLATE_NOOP("Exercise", "Every move loses with best play of the opponent."),
    QT_TRANSLATE_NOOP("Exercise", "The longest defence makes the game last {0} more moves."),
    QT_TRANSLATE_NOOP("Exercise", "Write the heaps in binary: {0}."),
    QT_TRANSLATE_NOOP("Exercise", "The nim-sum (each binary column added without carry) is {0} "
                                  "({1})."),
    QT_TRANSLATE_NOOP("Exercise", "The nim-sum is 0: every move makes it non-zero, so the "
                                  "player to move loses against best play."),
    QT_TRANSLATE_NOOP("Exercise", "Take {0} from heap {1}: it becomes {2} and the nim-sum "
                                  "becomes 0."),
    QT_TRANSLATE_NOOP("Exercise", "The nim-sum is {0}; right moves: {1}."),
)
