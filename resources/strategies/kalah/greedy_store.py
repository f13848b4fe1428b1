# Пример: «жадный» — больше всего в свой калах за один ход.
# Example: greedy — the most into my store by one move.
#
# Для каждого хода посеять зёрна на бумаге (как в правилах): по своим лункам, в свой калах,
# по лункам противника (его калах пропускается). Если последнее зерно легло в свою пустую
# лунку, а напротив есть зёрна, — забрать их вместе с ним. Выбрать ход с наибольшей разностью
# калахов; ход, дающий ещё один ход, чуть лучше.
# For every move, sow on paper as the rules say: along my houses, into my store, along the
# opponent's houses (his store skipped). If the last seed lands in my empty house and the
# opposite house has seeds, capture them with it. Take the move with the best store difference;
# a move that gives another move is a little better.


def sow(mine, theirs, store, i):
    m = len(mine)
    ring = mine + [store] + theirs  # его калах не в кольце / his store is not in the ring
    seeds, ring[i], pit = ring[i], 0, i
    while seeds:
        pit = (pit + 1) % len(ring)
        ring[pit] += 1
        seeds -= 1
    mine, store, theirs = ring[:m], ring[m], ring[m + 1:]
    if pit < m and mine[pit] == 1 and theirs[m - 1 - pit] > 0:  # захват / a capture
        store += 1 + theirs[m - 1 - pit]
        mine[pit] = theirs[m - 1 - pit] = 0
    return store, pit == m


def choose_move(position, moves, info):
    best, best_move = None, moves[0]
    for move in moves:
        store, again = sow(position["my_houses"], position["their_houses"],
                           position["my_store"], int(move) - 1)
        value = store - position["their_store"] + (0.5 if again else 0)
        if best is None or value > best:
            best, best_move = value, move
    return best_move
