def choose_move(position, moves, info):
    pass
