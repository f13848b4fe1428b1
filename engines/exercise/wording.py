"""Every English template the exercise engine uses, with its Russian.

The app translates a :data:`~engines.exercise.text.Text` with Qt (the ``.ts`` holds the same
Russian, checked by a test); the command line, which runs without Qt, prints :func:`russian`.
"""
from __future__ import annotations

from engines.exercise.text import Text, is_text

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
    # 24 cards: mex
    "Position {0} (total {1}). The moves lead to positions with Grundy numbers {2}. What is "
    "the Grundy number of this position?":
        "Позиция {0} (сумма {1}). Ходы ведут в позиции с числами Гранди {2}. Каково число "
        "Гранди этой позиции?",
    "The Grundy number is the mex: the smallest whole number not among the options' numbers.":
        "Число Гранди — это mex: наименьшее целое неотрицательное число, которого нет среди "
        "чисел позиций, куда можно пойти.",
    "The options' numbers: {0}.": "Числа позиций, куда можно пойти: {0}.",
    "The smallest number not among them is {0}.": "Наименьшее число, которого среди них нет: {0}.",
    "The Grundy number": "Число Гранди",
    "The Grundy number is {0}.": "Число Гранди равно {0}.",
    # odnomastka: tricks
    "Position {0}, {1} to move. How many tricks does {1} take from here with best play of both?":
        "Позиция {0}, ходит {1}. Сколько взяток возьмёт {1} отсюда при правильной игре обоих?",
    "{0} tricks are still to be played.": "Осталось разыграть взяток: {0}.",
    "With best play the mover takes {0} of them and the opponent {1}.":
        "При правильной игре ходящий возьмёт {0}, а соперник — {1}.",
    "Tricks the mover takes": "Взятки ходящего",
    # seki: who starts
    "Matrix {0}. Who wins with best play if R starts, and if C starts?":
        "Матрица {0}. Кто выигрывает при правильной игре, если начинает R, и если начинает C?",
    "If R starts: the result for R": "Если начинает R: результат для R",
    "If C starts: the result for C": "Если начинает C: результат для C",
    "Solve the game twice: once with R to move, once with C to move.":
        "Решите игру дважды: когда ходит R и когда ходит C.",
    "If {0} starts, {0} wins.": "Если начинает {0}, {0} выигрывает.",
    "If {0} starts, the game is a draw.": "Если начинает {0}, будет ничья.",
    "If {0} starts, {0} loses.": "Если начинает {0}, {0} проигрывает.",
    # EGE
    "Petya and Vanya play with two heaps of stones: {0} and S. Petya moves first. A move "
    "changes one heap (the player chooses which): {1}. The game ends as soon as the heaps hold "
    "{2} {3} stones together; whoever made the last move wins. At the start {4} ≤ S ≤ {5}.":
        "Два игрока, Петя и Ваня, играют с двумя кучами камней: {0} и S. Первый ход делает "
        "Петя. За один ход игрок изменяет одну из куч (любую, по своему выбору): {1}. Игра "
        "завершается, как только в двух кучах вместе становится {2} {3} камней; победителем "
        "считается игрок, сделавший последний ход. В начальный момент {4} ≤ S ≤ {5}.",
    "Petya and Vanya play with one heap of S stones. Petya moves first. A move changes the "
    "heap: {0}. The game ends as soon as the heap holds {1} {2} stones; whoever made the last "
    "move wins. At the start {3} ≤ S ≤ {4}.":
        "Два игрока, Петя и Ваня, играют с кучей из S камней. Первый ход делает Петя. За один "
        "ход игрок изменяет кучу: {0}. Игра завершается, как только в куче становится {1} {2} "
        "камней; победителем считается игрок, сделавший последний ход. В начальный момент "
        "{3} ≤ S ≤ {4}.",
    "Petya and Vanya play with one heap of S stones. Petya moves first. A move "
    "changes the heap: {0} (÷ rounds down). The game ends as soon as the heap holds {1} {2} stones; whoever "
    "made the last move wins. At the start {3} ≤ S ≤ {4}.":
        "Два игрока, Петя и Ваня, играют с кучей из S камней. Первый ход делает Петя. За один "
        "ход игрок изменяет кучу: {0} (÷ — деление нацело). Игра завершается, как только в "
        "куче становится {1} {2} камней; победителем считается игрок, сделавший последний "
        "ход. В начальный момент {3} ≤ S ≤ {4}.",
    "19) Every S for which Vanya wins with his first move whatever Petya does (list them)":
        "19) Укажите все значения S, при которых Ваня выигрывает своим первым ходом при любой "
        "игре Пети",
    "19) Vanya won with his first move after Petya's unlucky first move. The smallest S for "
    "which this can happen":
        "19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. "
        "Укажите минимальное значение S, при котором такая ситуация возможна",
    "20) The two smallest S for which Petya cannot win with his first move but wins with his "
    "second move whatever Vanya does":
        "20) Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, "
        "но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня",
    "21) The smallest S for which Vanya wins with his first or second move whatever Petya "
    "does, but cannot be sure to win with his first move":
        "21) Найдите минимальное значение S, при котором у Вани есть стратегия, позволяющая "
        "ему выиграть первым или вторым ходом при любой игре Пети, и нет стратегии, которая "
        "позволит ему гарантированно выиграть первым ходом",
    "Solve from the end: a position from which the mover can end the game at once is won for "
    "him.":
        "Решайте с конца: позиция, из которой ходящий может сразу закончить игру, для него "
        "выигрышная.",
    "A position is lost when every move leads to a won position of the opponent; won when "
    "some move leads to a lost one.":
        "Позиция проигрышная, если любой ход ведёт в выигрышную позицию соперника; "
        "выигрышная — если есть ход в проигрышную.",
    "Vanya wins with his first move for S = {0}; Petya wins with his second move for S = {1}; "
    "Vanya wins with his second move for S = {2}.":
        "Ваня выигрывает первым ходом при S = {0}; Петя выигрывает вторым ходом при S = {1}; "
        "Ваня выигрывает вторым ходом при S = {2}.",
    "19: {0}; 20: {1}; 21: {2}.": "19: {0}; 20: {1}; 21: {2}.",
    "After Petya's unlucky first move Vanya can win with his first move for S = {0}; Petya "
    "wins with his second move for S = {1}; Vanya wins with his second move for S = {2}.":
        "После неудачного первого хода Пети Ваня может выиграть первым ходом при S = {0}; "
        "Петя выигрывает вторым ходом при S = {1}; Ваня выигрывает вторым ходом при S = {2}.",
    "take {0} from heap {1}": "взять {0} из кучи {1}",
    "{0} and {1} from heap {2}": "{0} и {1} из кучи {2}",
    "lower the number in row {0}, column {1}": "уменьшить число в строке {0}, столбце {1}",
    "pass": "пас",
    "take the cards": "взять карты",
    "write {0} in row {1}, column {2}": "вписать {0} в строку {1}, столбец {2}",
    "{0}; {1}": "{0}; {1}",
    "{0} {1}": "{0} {1}",
}

TEMPLATES: tuple[str, ...] = tuple(RUSSIAN)


def russian(text: Text) -> str:
    """The Russian of ``text`` (an argument that is a Text itself, a move said in words, is
    put into Russian too); raises ``KeyError`` for a template not listed here."""
    template, args = text
    if not template:
        return ""
    return RUSSIAN[template].format(*(russian(a) if is_text(a) else a for a in args))

