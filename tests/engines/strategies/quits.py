import sys
def choose_move(position, moves, info):
    sys.exit(3)
