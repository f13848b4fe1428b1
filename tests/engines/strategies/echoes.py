import subprocess


def choose_move(position, moves, info):
    # Written by another program just before the answer: it still belongs to this game.
    subprocess.run(["echo", f"move {info['move_number']}"])
    return moves[0]
