# Пример: «взять дёшево».  /  Example: "win cheaply".
#
# Заходим самой младшей картой (старшие пригодятся). Отвечая, берём взятку самой младшей из
# карт, что старше карты на столе; если взять нечем — сбрасываем самую младшую.
# (Для варианта standard: больше взяток.)
# Lead the lowest card (the high ones will be needed). Answering, take the trick with the lowest
# card above the one on the table; if none is, throw the lowest. (For the standard variant:
# most tricks.)


def choose_move(position, moves, info):
    cards = [int(m) for m in moves]
    table = position["table"]
    if table is None:
        return str(min(cards))
    higher = [c for c in cards if c > table]
    return str(min(higher)) if higher else str(min(cards))
