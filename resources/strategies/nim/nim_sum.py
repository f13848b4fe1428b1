# Пример: ним-сумма (Бутон, 1901).  /  Example: the nim-sum (Bouton, 1901).
#
# Ним-сумма — «исключающее или» (^) размеров всех куч. Если она не 0, можно сделать её нулём:
# найти кучу h, для которой h ^ s < h, и оставить в ней h ^ s камней. Тогда противник
# всегда получает нулевую ним-сумму и проигрывает.
# The nim-sum is the "exclusive or" (^) of all heap sizes. If it is not 0, we can make it 0:
# find a heap h with h ^ s < h and leave h ^ s stones in it. The opponent then always faces a
# nim-sum of 0 and loses.
# Поддавки (misere): то же самое, пока есть куча больше 1 камня.
# Misère: the same while some heap has more than one stone.
import random


def choose_move(position, moves, info):
    heaps = position["heaps"]
    s = 0
    for h in heaps:
        s ^= h
    big = [h for h in heaps if h > 1]
    if info["variant"] == "misere" and len(big) <= 1:
        # Конец игры в поддавки: оставить нечётное число куч по одному камню.
        # The end of misère: leave an odd number of heaps of one stone.
        ones = sum(1 for h in heaps if h == 1)
        for i, h in enumerate(heaps):
            if h > 1:
                keep = 1 if ones % 2 == 0 else 0
                return f"{i + 1}:{h - keep}"
        for i, h in enumerate(heaps):
            if h == 1:
                return f"{i + 1}:1"
    for i, h in enumerate(heaps):
        if h ^ s < h:
            move = f"{i + 1}:{h - (h ^ s)}"
            if move in moves:
                return move
    return random.choice(moves)  # проигрышная позиция: любой ход  /  a lost position: any move
