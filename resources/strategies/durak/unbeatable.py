# Пример: «неотбиваемая карта».  /  Example: "the unbeatable card".
#
# Атакуя, кладём карту, которую противнику нечем побить (старше всех его карт): он берёт, а мы
# атакуем снова, на карту меньше. Если такой нет — самую младшую.
# Защищаясь: бьём самой младшей из бьющих карт, иначе берём.
# Attacking, put down a card the opponent cannot beat (above all his cards): he takes it and we
# attack again, one card fewer. If there is none, the lowest. Defending: beat with the lowest
# card that beats, else take.


def choose_move(position, moves, info):
    cards = [int(m) for m in moves if m != "take"]
    theirs = position["their_hand"]
    table = position["table"]
    if table is None:
        unbeatable = [c for c in cards if c > max(theirs)]
        return str(min(unbeatable)) if unbeatable else str(min(cards))
    return str(min(cards)) if cards else "take"
