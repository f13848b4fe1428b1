# Стратегия для игры «Секи».  /  A strategy for Seki.
#
# Соревнование вызывает choose_move(position, moves, info), когда ваш ход, и ждёт в ответ
# один из ходов списка moves (строку).
# The battle calls choose_move(position, moves, info) when it is your move and expects one of
# the moves of the list `moves` (a string) back.
#
# position["matrix"]   матрица, список строк: [[2, 1, 1], [1, 2, 1], [1, 1, 2]]
#                      the matrix, a list of rows
# position["me"]       "rows" — вы R, выигрываете, когда строка стала нулевой;
#                      "columns" — вы C, выигрываете, когда нулевым стал столбец
#                      "rows": you are R and win when a row becomes all zeros;
#                      "columns": you are C and win when a column does
# position["passed"]   True, если противник только что спасовал (ещё пас — ничья)
#                      True when the opponent has just passed (another pass: a draw)
# moves                "строка,столбец" (с 1): уменьшить это число на 1; и "pass"
#                      "row,column" (from 1): decrease that entry by 1; and "pass"
# info                 "side", "move_number", "time_left", "settings", "game", "variant", "history"
import random


def choose_move(position, moves, info):
    matrix = position["matrix"]

    # ВАША ИДЕЯ ЗДЕСЬ: какую клетку уменьшить?
    # YOUR IDEA HERE: which entry to decrease?

    return random.choice(moves)  # пока — случайный ход  /  for now, a random move
