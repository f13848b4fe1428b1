import os


def choose_move(position, moves, info):
    # A daemon made on purpose: a session of its own and a double fork, its parent gone.
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execvp("sleep", ["sleep", os.environ["BATTLE_SLEEP"]])
        os._exit(0)
    os.wait()
    return moves[0]
