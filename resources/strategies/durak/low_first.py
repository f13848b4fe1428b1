# Пример: «младшие вперёд».  /  Example: "low cards first".
#
# Атакуя, избавляемся от самой младшей карты — её легко побить, но она всё равно мешала бы.
# Защищаясь, бьём самой младшей из бьющих карт (старшие пригодятся), иначе берём.
# Attacking, get rid of the lowest card. Defending, beat with the lowest card that beats (keep
# the high ones), else take.


def choose_move(position, moves, info):
    cards = [int(m) for m in moves if m != "take"]
    if position["table"] is None:
        return str(min(cards))
    return str(min(cards)) if cards else "take"
