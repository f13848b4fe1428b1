# Пример: «закончить, если можно».  /  Example: "finish when you can".
#
# Если выигрывает закончивший игру (так почти всегда в ЕГЭ) и можно закончить — заканчиваем.
# Иначе — любой ход, который игру не заканчивает (закончить сейчас значило бы проиграть).
# If whoever ends the game wins (almost always so in the exam) and we can end it — we do.
# Otherwise any move that does not end it (ending now would lose).
import random


def last_mover_wins(task):
    return task.get("winner", "last-mover") == "last-mover" and "overshoot" not in task


def choose_move(position, moves, info):
    ending = position["ending"]
    if ending and last_mover_wins(position["task"]):
        return ending[0]
    others = [m for m in moves if m not in ending]
    return random.choice(others or moves)
