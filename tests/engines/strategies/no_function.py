def choose(position, moves, info):
    return moves[0]
