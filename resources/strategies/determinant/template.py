# Стратегия для игры «Определитель».  /  A strategy for the determinant game.
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# Правила: игроки по очереди вписывают числа 1…9 (каждое один раз) в таблицу 3×3.
# Счёт: SA − SB, SA — сумма произведений строк, SB — сумма произведений столбцов.
# A (строки) хочет больший счёт, B (столбцы) — меньший.
# Rules: the players take turns writing the numbers 1…9 (each once) into a 3×3 table. The score
# is SA − SB, SA the sum of the row products, SB of the column products. A (rows) wants it
# large, B (columns) small.
#
# position["table"]         3 строки по 3 числа, 0 — пустая клетка  /  3 rows of 3, 0 = empty
# position["me"]            "rows" (вы A) или "columns" (вы B)  /  "rows" (you are A) or "columns"
# position["numbers_left"]  ещё не вписанные числа  /  the numbers not written yet
# moves                     "N@RC": число N в строку R, столбец C (с 1), например "4@21"
#                           "N@RC": number N into row R, column C (from 1), e.g. "4@21"
# info                      "side", "move_number", "time_left", "settings", "game", "variant",
#                           "history"
import random


def choose_move(position, moves, info):
    table = position["table"]

    # ВАША ИДЕЯ ЗДЕСЬ: большие числа — туда, где они умножаются в строке (для A)…
    # YOUR IDEA HERE: big numbers where they multiply along a row (for A)…

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
