# Пример: «ровно до цели, иначе не перебрать».  /  Example: "hit the target, else don't go over".
#
# Если есть карта, которая делает сумму ровно целью, — взять её (победа). Иначе взять самую
# маленькую карту, которая не даёт перебора.
# If a card makes the total exactly the target, take it (a win). Otherwise take the smallest
# card that does not go over.


def choose_move(position, moves, info):
    left = position["left"]
    values = [int(m) for m in moves]
    if left in values:
        return str(left)
    safe = [v for v in values if v < left]
    return str(min(safe)) if safe else str(min(values))
