import os


def choose_move(position, moves, info):
    os.write(1, b"garbage that must not reach the parent\n" * 1000)
    return moves[0]
