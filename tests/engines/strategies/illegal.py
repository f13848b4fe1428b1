def choose_move(position, moves, info):
    return "9:9"
