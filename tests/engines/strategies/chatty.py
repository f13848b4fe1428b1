import subprocess
import sys

print("loading")


def choose_move(position, moves, info):
    print("position", position["notation"], "moves", len(moves))
    print("to stderr", file=sys.stderr)
    subprocess.run(["echo", "from a child process"])
    if info["move_number"] > 2:
        print("ж" * 100_000)  # more than is kept: cut, and a cut never splits a letter
    return moves[0]
