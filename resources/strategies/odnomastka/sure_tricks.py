# Пример: «верные взятки сначала».  /  Example: "sure tricks first".
#
# Заходя, играем карту, которую противнику нечем побить (старше всех его карт), — верная
# взятка, и мы заходим снова. Если такой нет — заходим самой младшей.
# Отвечая: самой младшей из бьющих карт, иначе самой младшей.
# Leading, play a card the opponent cannot beat (above all his cards) — a sure trick, and we
# lead again. If there is none, lead the lowest. Answering: the lowest card that wins the trick,
# else the lowest card.


def choose_move(position, moves, info):
    cards = [int(m) for m in moves]
    theirs = position["their_hand"]
    table = position["table"]
    if table is None:
        sure = [c for c in cards if not theirs or c > max(theirs)]
        return str(min(sure)) if sure else str(min(cards))
    higher = [c for c in cards if c > table]
    return str(min(higher)) if higher else str(min(cards))
