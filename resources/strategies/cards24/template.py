# Стратегия для игры «24 карты» (до 50).  /  A strategy for "24 cards" (to 50).
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["counts"]   сколько карт каждого значения 1, 2, … ещё на столе: [4, 4, 4, 4, 4, 4]
#                      how many cards of each value 1, 2, … are still on the table
# position["total"]    сумма уже взятых карт  /  the total of the cards taken so far
# position["target"]   цель (50): кто наберёт ровно её — выиграл, кто перебрал — проиграл
#                      the target (50): who makes it exactly wins, who goes over loses
# position["left"]     target - total
# position["deck"]     полная колода  /  the full deck
# moves                значения карт, которые можно взять: "1", "2", …
#                      the values of the cards you may take: "1", "2", …
# info                 "side", "move_number", "time_left", "settings", "game", "variant", "history"
import random


def choose_move(position, moves, info):
    left = position["left"]

    # ВАША ИДЕЯ ЗДЕСЬ: какую карту взять, зная, сколько осталось до цели (left)?
    # YOUR IDEA HERE: which card to take, knowing how far the target is (left)?

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
