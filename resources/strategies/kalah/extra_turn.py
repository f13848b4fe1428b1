# Пример: «ещё ход».  /  Example: "move again".
#
# Если последнее зерно из лунки i (с 0) попадает в свой калах (в ней ровно len - i зёрен),
# ходим ею — и ходим снова. Из таких — ближайшую к калаху, чтобы не испортить остальные.
# Иначе — ближайшую к калаху непустую лунку: её зёрна быстрее уходят в калах.
# If the last seed of house i (from 0) lands in my store (it holds exactly len - i seeds), sow
# it — and move again. Of those, the one nearest the store, not to spoil the others. Otherwise
# the non-empty house nearest the store: its seeds reach the store sooner.


def choose_move(position, moves, info):
    mine = position["my_houses"]
    m = len(mine)
    for i in range(m - 1, -1, -1):
        if mine[i] == m - i and str(i + 1) in moves:
            return str(i + 1)
    for i in range(m - 1, -1, -1):
        if str(i + 1) in moves:
            return str(i + 1)
    return moves[0]
