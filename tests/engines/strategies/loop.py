def choose_move(position, moves, info):
    while True: pass
