# Пример: «мой ход и лучший ответ».  /  Example: "my move and the best reply".
#
# Как average_fill.py, но смотрим на два хода: для каждого своего хода находим лучший ответ
# противника (по той же оценке) и выбираем ход, после которого этот ответ хуже всего для него.
# As average_fill.py, but two moves deep: for each of my moves find the opponent's best reply
# (by the same estimate) and take the move whose best reply is worst for him.


def score(table):
    rows = sum(r[0] * r[1] * r[2] for r in table)
    columns = sum(table[0][c] * table[1][c] * table[2][c] for c in range(3))
    return rows - columns


def estimate(table, left):
    average = sum(left) / len(left) if left else 0
    return score([[x if x else average for x in row] for row in table])


def replies(table, left):
    for number in left:
        for r in range(3):
            for c in range(3):
                if table[r][c] == 0:
                    out = [list(row) for row in table]
                    out[r][c] = number
                    yield out, [n for n in left if n != number]


def choose_move(position, moves, info):
    sign = 1 if position["me"] == "rows" else -1
    best, best_move = None, moves[0]
    for move in moves:
        number, cell = move.split("@")
        table = [list(r) for r in position["table"]]
        table[int(cell[0]) - 1][int(cell[1]) - 1] = int(number)
        left = [n for n in position["numbers_left"] if n != int(number)]
        answers = [sign * estimate(t, rest) for t, rest in replies(table, left)]
        value = min(answers) if answers else sign * score(table)
        if best is None or value > best:
            best, best_move = value, move
    return best_move
