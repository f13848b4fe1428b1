# Стратегия для задачи ЕГЭ о кучах камней (Петя и Ваня).
# A strategy for the EGE stone-heap task (Petya and Vanya).
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["heaps"]    размеры куч, например [7, 20]  /  the heap sizes, e.g. [7, 20]
# position["to_move"]  "Petya" или "Vanya"
# position["after"]    для каждого хода — кучи после него: {"x+1": [8, 20], …}
#                      for every move, the heaps after it
# position["ending"]   ходы, которые сразу заканчивают игру  /  the moves that end the game at once
# position["task"]     условие задачи (как в файле задачи: "moves", "end", "winner"…)
#                      the task (as in its file: "moves", "end", "winner"…)
# moves                ходы, как в условии: "x+1", "x*2"; при нескольких кучах "2:x*2" — во
#                      вторую кучу  /  the task's moves; with several heaps "2:x*2" is on heap 2
# info                 "side", "move_number", "time_left", "settings", "game", "variant", "history"
import random


def choose_move(position, moves, info):
    ending = position["ending"]

    # ВАША ИДЕЯ ЗДЕСЬ: обычно выигрывает тот, кто закончил игру.
    # YOUR IDEA HERE: usually whoever ends the game wins.

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
