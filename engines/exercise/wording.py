"""Every English template the exercise engine uses, with its Russian.

The app translates a :data:`~engines.exercise.model.Text` with Qt (the ``.ts`` holds the same
Russian, checked by a test); the command line, which runs without Qt, prints :func:`russian`.
"""
from __future__ import annotations

from engines.exercise.model import Text

RUSSIAN: dict[str, str] = {
    # kinds
    "Find a winning move": "Найдите выигрывающий ход",
    "Who wins with best play, and in how many moves?":
        "Кто выигрывает при правильной игре и за сколько ходов?",
    "Find the best defence": "Найдите лучшую защиту",
    "The nim-sum and the winning move": "Ним-сумма и выигрывающий ход",
    "The Grundy number of a position (mex)": "Число Гранди позиции (mex)",
    "The value of a near-full table": "Цена почти заполненной таблицы",
    "How many tricks does the mover take?": "Сколько взяток возьмёт ходящий?",
    "Who wins if R starts, and if C starts?": "Кто выиграет, если начнёт R, и если начнёт C?",
    "EGE tasks 19–21": "Задания ЕГЭ 19–21",
    # questions
    "Position {0}, {1} to move. Find a winning move.":
        "Позиция {0}, ходит {1}. Найдите выигрывающий ход.",
    "Position {0}, {1} to move. Find the best move.":
        "Позиция {0}, ходит {1}. Найдите лучший ход.",
    "Position {0}, {1} to move. Who wins with best play?":
        "Позиция {0}, ходит {1}. Кто выигрывает при правильной игре?",
    "Position {0}, {1} to move. What is the result with best play?":
        "Позиция {0}, ходит {1}. Каков результат при правильной игре?",
    "Position {0}, {1} to move. The position is lost: find the move that holds out longest.":
        "Позиция {0}, ходит {1}. Позиция проигрышная: найдите ход, который дольше всех "
        "оттягивает проигрыш.",
    "Position {0}, {1} to move. The position is lost: find the move that loses least.":
        "Позиция {0}, ходит {1}. Позиция проигрышная: найдите ход, при котором проигрыш "
        "наименьший.",
    "Heaps {0}, {1} to move. Find the nim-sum, a heap to take from and the winning move.":
        "Кучки {0}, ходит {1}. Найдите ним-сумму, кучку, из которой надо брать, и "
        "выигрывающий ход.",
    # field labels
    "Your move": "Ваш ход",
    "Who wins with best play?": "Кто выигрывает при правильной игре?",
    "In how many moves does the game end (both sides' moves counted)?":
        "За сколько ходов закончится игра (считая ходы обоих игроков)?",
    "The result with best play (the mover's score minus the opponent's)":
        "Результат при правильной игре (очки ходящего минус очки соперника)",
    "The nim-sum of the heaps": "Ним-сумма кучек",
    "A heap to take from (its number)": "Кучка, из которой надо брать (её номер)",
    "The winning move": "Выигрывающий ход",
    # hints and solutions
    "There are {0} legal moves here; {1} of them win.":
        "Здесь возможных ходов: {0}; выигрывающих среди них: {1}.",
    "After a winning move every reply of the opponent loses.":
        "После выигрывающего хода любой ответ соперника проигрывает.",
    "There are {0} legal moves here; {1} of them keep the best result {2}.":
        "Здесь возможных ходов: {0}; лучший результат {2} сохраняют из них: {1}.",
    "Right moves: {0}.": "Верные ходы: {0}.",
    "With best play the result is {0} for the player to move.":
        "При правильной игре результат ходящего: {0}.",
    "With best play the game is a draw.": "При правильной игре — ничья.",
    "The player to move wins.": "Ходящий выигрывает.",
    "The player to move loses.": "Ходящий проигрывает.",
    "The player to move wins; the game lasts {0} more moves.":
        "Ходящий выигрывает; до конца игры ходов: {0}.",
    "The player to move loses; the game lasts {0} more moves.":
        "Ходящий проигрывает; до конца игры ходов: {0}.",
    "Look for a move after which the opponent loses: {0}.":
        "Ищите ход, после которого соперник проигрывает: {0}.",
    "Every move leaves the opponent a won position.":
        "Любой ход оставляет сопернику выигрышную позицию.",
    "The best moves here: {0}.": "Лучшие ходы здесь: {0}.",
    "Every move loses with best play of the opponent.":
        "При правильной игре соперника проигрывает любой ход.",
    "The longest defence makes the game last {0} more moves.":
        "При самой долгой защите до конца игры ходов: {0}.",
    "Write the heaps in binary: {0}.": "Запишите кучки в двоичной системе: {0}.",
    "The nim-sum (each binary column added without carry) is {0} ({1}).":
        "Ним-сумма (сложение двоичных разрядов без переноса) равна {0} ({1}).",
    "The nim-sum is 0: every move makes it non-zero, so the player to move loses against "
    "best play.":
        "Ним-сумма равна 0: любой ход делает её ненулевой, поэтому ходящий проигрывает при "
        "правильной игре соперника.",
    "Take {0} from heap {1}: it becomes {2} and the nim-sum becomes 0.":
        "Возьмите {0} из кучки {1}: в ней останется {2}, и ним-сумма станет равна 0.",
    "The nim-sum is {0}; right moves: {1}.": "Ним-сумма равна {0}; верные ходы: {1}.",
}

TEMPLATES: tuple[str, ...] = tuple(RUSSIAN)


def russian(text: Text) -> str:
    """The Russian of ``text``; raises ``KeyError`` for a template not listed here."""
    template, args = text
    return RUSSIAN[template].format(*args) if template else ""
