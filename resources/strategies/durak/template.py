# Стратегия для игры «Дурак-одномастка».  /  A strategy for one-suit durak.
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# Правила: атакующий кладёт карту; защитник бьёт её старшей картой (обе уходят, и он атакует)
# или берёт её себе (атакующий атакует снова). Кто остался без карт — выиграл.
# Rules: the attacker puts a card down; the defender beats it with a higher card (both go, and he
# attacks next) or takes it (the attacker attacks again). Who has no cards left wins.
#
# position["my_hand"], position["their_hand"]  карты по возрастанию (открыты)  /  the hands
# position["table"]      карта атаки, если вы защищаетесь, иначе None
#                        the attacking card when you defend, else None
# position["i_attack"]   True, если атакуете вы  /  True when you attack
# moves                  карты "1", "6", …, и "take" — взять  /  cards, and "take"
# info                   "variant" ("optional-take": брать можно всегда / you may always take;
#                        "must-beat": бить обязательно, если есть чем / you must beat when you
#                        can), "side", "move_number", "time_left", "settings", "game", "history"
import random


def choose_move(position, moves, info):
    mine = position["my_hand"]
    table = position["table"]

    # ВАША ИДЕЯ ЗДЕСЬ  /  YOUR IDEA HERE

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
