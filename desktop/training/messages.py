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
    QT_TRANSLATE_NOOP("Exercise", "Position {0} (total {1}). The moves lead to positions with "
                                  "Grundy numbers {2}. What is the Grundy number of this "
                                  "position?"),
    QT_TRANSLATE_NOOP("Exercise", "The Grundy number is the mex: the smallest whole number not "
                                  "among the options' numbers."),
    QT_TRANSLATE_NOOP("Exercise", "The options' numbers: {0}."),
    QT_TRANSLATE_NOOP("Exercise", "The smallest number not among them is {0}."),
    QT_TRANSLATE_NOOP("Exercise", "The Grundy number"),
    QT_TRANSLATE_NOOP("Exercise", "The Grundy number is {0}."),
    QT_TRANSLATE_NOOP("Exercise", "Position {0}, {1} to move. How many tricks does {1} take "
                                  "from here with best play of both?"),
    QT_TRANSLATE_NOOP("Exercise", "{0} tricks are still to be played."),
    QT_TRANSLATE_NOOP("Exercise", "With best play the mover takes {0} of them and the opponent "
                                  "{1}."),
    QT_TRANSLATE_NOOP("Exercise", "Tricks the mover takes"),
    QT_TRANSLATE_NOOP("Exercise", "Matrix {0}. Who wins with best play if R starts, and if C "
                                  "starts?"),
    QT_TRANSLATE_NOOP("Exercise", "If R starts: the result for R"),
    QT_TRANSLATE_NOOP("Exercise", "If C starts: the result for C"),
    QT_TRANSLATE_NOOP("Exercise", "Solve the game twice: once with R to move, once with C to "
                                  "move."),
    QT_TRANSLATE_NOOP("Exercise", "If {0} starts, {0} wins."),
    QT_TRANSLATE_NOOP("Exercise", "If {0} starts, the game is a draw."),
    QT_TRANSLATE_NOOP("Exercise", "If {0} starts, {0} loses."),
    QT_TRANSLATE_NOOP("Exercise", "Petya and Vanya play with two heaps of stones: {0} and S. "
                                  "Petya moves first. A move changes one heap (the player "
                                  "chooses which): {1}. The game ends as soon as the heaps hold"
                                  " {2} {3} stones together; whoever made the last move wins. "
                                  "At the start {4} ≤ S ≤ {5}."),
    QT_TRANSLATE_NOOP("Exercise", "Petya and Vanya play with one heap of S stones. Petya moves "
                                  "first. A move changes the heap: {0}. The game ends as soon "
                                  "as the heap holds {1} {2} stones; whoever made the last move"
                                  " wins. At the start {3} ≤ S ≤ {4}."),
    QT_TRANSLATE_NOOP("Exercise", "Petya and Vanya play with one heap of S stones. Petya moves "
                                  "first. A move changes the heap: {0} (÷ rounds down). The "
                                  "game ends as soon as the heap holds {1} {2} stones; whoever "
                                  "made the last move wins. At the start {3} ≤ S ≤ {4}."),
    QT_TRANSLATE_NOOP("Exercise", "19) Every S for which Vanya wins with his first move "
                                  "whatever Petya does (list them)"),
    QT_TRANSLATE_NOOP("Exercise", "19) Vanya won with his first move after Petya's unlucky "
                                  "first move. The smallest S for which this can happen"),
    QT_TRANSLATE_NOOP("Exercise", "20) The two smallest S for which Petya cannot win with his "
                                  "first move but wins with his second move whatever Vanya does"),
    QT_TRANSLATE_NOOP("Exercise", "21) The smallest S for which Vanya wins with his first or "
                                  "second move whatever Petya does, but cannot be sure to win "
                                  "with his first move"),
    QT_TRANSLATE_NOOP("Exercise", "Solve from the end: a position from which the mover can end "
                                  "the game at once is won for him."),
    QT_TRANSLATE_NOOP("Exercise", "A position is lost when every move leads to a won position "
                                  "of the opponent; won when some move leads to a lost one."),
    QT_TRANSLATE_NOOP("Exercise", "Vanya wins with his first move for S = {0}; Petya wins with "
                                  "his second move for S = {1}; Vanya wins with his second move"
                                  " for S = {2}."),
    QT_TRANSLATE_NOOP("Exercise", "19: {0}; 20: {1}; 21: {2}."),
    QT_TRANSLATE_NOOP("Exercise", "After Petya's unlucky first move Vanya can win with his "
                                  "first move for S = {0}; Petya wins with his second move for "
                                  "S = {1}; Vanya wins with his second move for S = {2}."),
    QT_TRANSLATE_NOOP("Exercise", "take {0} from heap {1}"),
    QT_TRANSLATE_NOOP("Exercise", "{0} and {1} from heap {2}"),
    QT_TRANSLATE_NOOP("Exercise", "lower the number in row {0}, column {1}"),
    QT_TRANSLATE_NOOP("Exercise", "pass"),
    QT_TRANSLATE_NOOP("Exercise", "take the cards"),
    QT_TRANSLATE_NOOP("Exercise", "write {0} in row {1}, column {2}"),
    QT_TRANSLATE_NOOP("Exercise", "{0}; {1}"),
    QT_TRANSLATE_NOOP("Exercise", "{0} {1}"),
)
