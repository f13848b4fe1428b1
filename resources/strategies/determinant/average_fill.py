# Пример: «на ход вперёд, пустые — средним».  /  Example: "one move ahead, empties as the average".
#
# Для каждого хода вписываем число и оцениваем таблицу: пустые клетки считаем равными среднему
# оставшихся чисел. A выбирает ход с наибольшей оценкой SA − SB, B — с наименьшей.
# For every move write the number and estimate the table: empty cells count as the average of
# the numbers left. A takes the move with the largest estimate of SA − SB, B the smallest.


def score(table):
    rows = sum(r[0] * r[1] * r[2] for r in table)
    columns = sum(table[0][c] * table[1][c] * table[2][c] for c in range(3))
    return rows - columns


def estimate(table, left):
    average = sum(left) / len(left) if left else 0
    return score([[x if x else average for x in row] for row in table])


def after(table, move):
    number, cell = move.split("@")
    out = [list(r) for r in table]
    out[int(cell[0]) - 1][int(cell[1]) - 1] = int(number)
    return out, int(number)


def choose_move(position, moves, info):
    sign = 1 if position["me"] == "rows" else -1
    best, best_move = None, moves[0]
    for move in moves:
        table, number = after(position["table"], move)
        left = [n for n in position["numbers_left"] if n != number]
        value = sign * estimate(table, left)
        if best is None or value > best:
            best, best_move = value, move
    return best_move
