import time


def choose_move(position, moves, info):
    time.sleep(0.3)  # fine, only slow: it must not forfeit within its time
    return moves[-1]
