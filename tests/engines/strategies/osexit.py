import os
def choose_move(position, moves, info):
    os._exit(1)
