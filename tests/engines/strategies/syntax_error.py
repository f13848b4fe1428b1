def choose_move(position, moves, info)
    return moves[0]
