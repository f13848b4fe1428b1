def choose_move(position, moves, info):
    print("x" * 10_000_000)
    return moves[0]
