# Пример: «зеркало».  /  Example: the mirror.
#
# Если осталась одна куча — забрать её целиком. Если две — уравнять их: что бы противник ни
# взял из одной, мы берём столько же из другой. Иначе — взять один камень из самой большой кучи
# (партия длиннее, а мы ждём двух куч).
# One heap left: take it all. Two heaps: make them equal — whatever the opponent takes from one,
# we take the same from the other. Otherwise take one stone from the largest heap (a longer game,
# waiting for two heaps).


def choose_move(position, moves, info):
    heaps = position["heaps"]
    left = [(h, i) for i, h in enumerate(heaps) if h > 0]
    if len(left) == 1:
        h, i = left[0]
        move = f"{i + 1}:{h}"
    elif len(left) == 2 and left[0][0] != left[1][0]:
        (a, i), (b, _) = sorted(left, reverse=True)
        move = f"{i + 1}:{a - b}"  # большую кучу — до меньшей / the larger down to the smaller
    else:
        h, i = max(left)
        move = f"{i + 1}:1"
    return move if move in moves else moves[0]
