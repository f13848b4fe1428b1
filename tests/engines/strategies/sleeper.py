import os
import subprocess
import time


def choose_move(position, moves, info):
    # A pupil's helper program, never waited for: it must end with the game.
    subprocess.Popen(["sleep", os.environ["BATTLE_SLEEP"]])
    time.sleep(float(os.environ.get("BATTLE_PAUSE", "0")))
    if os.environ.get("BATTLE_THEN") == "crash":
        raise RuntimeError("after starting a process")
    if os.environ.get("BATTLE_THEN") == "loop":
        while True:
            time.sleep(1)
    return moves[0]
