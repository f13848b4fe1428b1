# Пример: «своя короткая линия».  /  Example: "my shortest line".
#
# Линии — строки, если вы R, и столбцы, если вы C. Уменьшаем число в своей линии с наименьшей
# суммой (она ближе всех к нулю), а из её клеток — ту, чья линия противника длиннее всего:
# ему помогаем меньше всего.
# My lines are the rows if I am R, the columns if I am C. Decrease an entry of my line with the
# smallest sum (the nearest to zero), and of its entries the one whose line of the opponent has
# the largest sum: it helps him least.


def choose_move(position, moves, info):
    matrix = position["matrix"]
    rows = position["me"] == "rows"
    if not rows:  # повернуть: линии — всегда строки / transpose: my lines are always rows
        matrix = [list(c) for c in zip(*matrix)]
    columns = [sum(c) for c in zip(*matrix)]
    line = min((sum(r), i) for i, r in enumerate(matrix) if sum(r) > 0)[1]
    best = max((columns[j], j) for j, x in enumerate(matrix[line]) if x > 0)[1]
    r, c = (line, best) if rows else (best, line)
    move = f"{r + 1},{c + 1}"
    return move if move in moves else moves[0]
