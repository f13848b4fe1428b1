# Пример: «выиграть сразу, иначе не подставиться».  /  Example: "win now, else stay safe".
#
# 1) Если можно обнулить свою линию — сделать это (победа).
# 2) Иначе — ход, после которого у противника нет линии с суммой 1 (её он обнулил бы сразу),
#    в своей самой короткой линии.
# 3) Иначе — пас (два паса подряд — ничья).
# 1) If I can make one of my lines all zeros, do it (a win).
# 2) Else a move after which no line of the opponent has sum 1 (he would zero it at once),
#    in my shortest line.
# 3) Else pass (two passes in a row: a draw).


def choose_move(position, moves, info):
    matrix = position["matrix"]
    rows = position["me"] == "rows"
    if not rows:
        matrix = [list(c) for c in zip(*matrix)]
    options = []
    for i, row in enumerate(matrix):
        for j, x in enumerate(row):
            if x == 0:
                continue
            after = [list(r) for r in matrix]
            after[i][j] -= 1
            mine_zero = sum(after[i]) == 0
            column = [r[j] for r in after]
            theirs = [sum(c) for c in zip(*after)]
            if mine_zero:
                return text(i, j, rows)
            if sum(column) == 0 or 1 in theirs:
                continue  # подставился / a gift to the opponent
            options.append((sum(row), -sum(column), i, j))
    if options:
        _, _, i, j = min(options)
        return text(i, j, rows)
    return "pass" if "pass" in moves else moves[0]


def text(i, j, rows):
    r, c = (i, j) if rows else (j, i)
    return f"{r + 1},{c + 1}"
