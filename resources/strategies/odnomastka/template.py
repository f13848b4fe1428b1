# Стратегия для игры «Одномастка».  /  A strategy for one-suit whist (odnomastka).
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["my_hand"]     ваши карты по возрастанию, например [1, 6, 7, 8, 9, 12]
#                         your cards, increasing
# position["their_hand"]  карты противника (все карты открыты)  /  the opponent's cards (open)
# position["table"]       карта, с которой зашёл противник, или None, если заходите вы
#                         the card the opponent led, or None when you lead
# position["i_lead"]      True, если заходите вы  /  True when you lead
# moves                   карты, которыми можно сыграть: "1", "6", …  /  the cards you may play
# info                    "variant": "standard" (больше взяток / most tricks), "standard-misere"
#                         (меньше / fewest), "terminal" (последняя взятка выигрывает / the last
#                         trick wins), "terminal-misere"; also "side", "move_number",
#                         "time_left", "settings", "game", "history"
import random


def choose_move(position, moves, info):
    mine = position["my_hand"]
    table = position["table"]

    # ВАША ИДЕЯ ЗДЕСЬ: старшая карта берёт взятку; взявший заходит следующим.
    # YOUR IDEA HERE: the higher card takes the trick; its taker leads next.

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
