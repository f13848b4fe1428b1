# Пример: «не дарить победу».  /  Example: "no gifts".
#
# 1) Если карта делает сумму ровно целью — взять её.
# 2) Иначе — карту, после которой противник НЕ может одной картой попасть точно в цель
#    (такой карты на столе нет, или она больше остатка), и из таких — самую большую.
# 3) Если такой нет — самую маленькую, чтобы не перебрать.
# 1) If a card makes the total exactly the target, take it.
# 2) Else a card after which the opponent CANNOT hit the target with one card (no such card is
#    left on the table), the largest of those.
# 3) If there is none, the smallest card, not to go over.


def choose_move(position, moves, info):
    left = position["left"]
    counts = position["counts"]
    values = [int(m) for m in moves]
    if left in values:
        return str(left)
    safe = []
    for v in values:
        rest = left - v
        if rest <= 0:
            continue  # перебор / over the target
        counts_after = list(counts)
        counts_after[v - 1] -= 1
        gift = rest <= len(counts_after) and counts_after[rest - 1] > 0
        if not gift:
            safe.append(v)
    if safe:
        return str(max(safe))
    return str(min(values))
