def helper(x):
    return 1 / x

def choose_move(position, moves, info):
    return str(helper(0))
