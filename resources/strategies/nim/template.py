# Стратегия для игры «Ним».  /  A strategy for Nim.
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["heaps"]     камни в кучах, например [3, 4, 5]  /  stones in each heap, e.g. [3, 4, 5]
# position["to_move"]   "A" или "B"  /  "A" or "B"
# position["notation"]  позиция текстом: "3 4 5"  /  the position as text: "3 4 5"
# moves                 ходы "куча:камни", например "2:3" — взять 3 камня из кучи 2
#                       moves "heap:stones", e.g. "2:3" takes 3 stones from heap 2
# info                  "side", "move_number", "time_left" (секунды / seconds), "settings",
#                       "game", "variant" ("normal", "misere"…), "history" (ходы / moves so far)
import random


def choose_move(position, moves, info):
    heaps = position["heaps"]

    # ВАША ИДЕЯ ЗДЕСЬ: выберите ход по кучам heaps.
    # YOUR IDEA HERE: choose a move from the heaps.

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
