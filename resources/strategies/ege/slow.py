# Пример: «не подходить близко».  /  Example: "keep away from the end".
#
# Заканчиваем игру, если это победа. Иначе — ход, после которого кучи остаются как можно
# меньше: противнику труднее закончить игру следующим ходом.
# End the game when that wins. Otherwise the move that leaves the heaps as small as possible:
# the opponent finds it harder to end the game on his next move.


def choose_move(position, moves, info):
    task = position["task"]
    ending = position["ending"]
    wins = task.get("winner", "last-mover") == "last-mover" and "overshoot" not in task
    if ending and wins:
        return ending[0]
    others = [m for m in moves if m not in ending] or moves
    return min(others, key=lambda m: sum(position["after"][m]))
