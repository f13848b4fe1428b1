# Стратегия для игры «Калах».  /  A strategy for Kalah.
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["my_houses"]     ваши лунки в порядке посева (первая — дальняя от вашего калаха)
#                           your houses in sowing order (the first is the farthest from your store)
# position["my_store"]      ваш калах  /  your store
# position["their_houses"]  лунки противника, тоже в его порядке посева: ваша лунка i (с 0)
#                           напротив его лунки len - 1 - i
#                           the opponent's houses, in his sowing order: your house i (from 0) is
#                           opposite his house len - 1 - i
# position["their_store"]   его калах  /  his store
# position["to_move"]       "S" или "N"  /  "S" or "N";  position["notation"]: the position as text
# moves                     номера непустых лунок "1", "2", … (с 1, в порядке посева)
#                           the numbers of your non-empty houses "1", "2", … (from 1, sowing order)
# info                      "side", "move_number", "time_left", "settings", "game", "variant",
#                           "history"
import random


def choose_move(position, moves, info):
    mine = position["my_houses"]

    # ВАША ИДЕЯ ЗДЕСЬ: например, лунка, последнее зерно которой попадёт в ваш калах:
    # в лунке i (с 0) ровно len(mine) - i зёрен.
    # YOUR IDEA HERE: e.g. a house whose last seed lands in your store: house i (from 0)
    # holds exactly len(mine) - i seeds.

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
