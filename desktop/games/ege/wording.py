"""A stone-heap task told in the words of the exam, from its fields (for the answers page and a
worksheet), and the usual wording of questions 19, 20 and 21."""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QObject

_SIMPLE = re.compile(r"^\s*x\s*(\+|\*|-|//)\s*(\d+)\s*$")
_OPS = {">=": "≥", ">": ">", "<=": "≤", "<": "<"}


class StoneHeapsWording(QObject):
    """The sentences, translated in their own context."""

    def describe_move(self, move: dict[str, Any]) -> str:
        """"add 1 stone", "double the heap", … or the expression itself."""
        expr = str(move.get("expr", ""))
        match = _SIMPLE.match(expr)
        if match:
            op, n = match.group(1), int(match.group(2))
            if op == "*" and n == 2:
                text = self.tr("double the number of stones in the heap")
            elif op == "*" and n == 3:
                text = self.tr("triple the number of stones in the heap")
            else:
                text = {"+": self.tr("add {0} to the heap"),
                        "*": self.tr("multiply the heap by {0}"),
                        "-": self.tr("take {0} from the heap"),
                        "//": self.tr("divide the heap by {0}, rounding down")}[op].format(n)
        else:
            text = self.tr("replace the heap of x stones by {0} stones").format(expr)
        if move.get("when"):
            text += " " + self.tr("(only when {0})").format(move["when"])
        return text


    def statement(self, data: dict[str, Any]) -> str:
        """The task as the exam would print it, as simple HTML."""
        heaps = data.get("heaps", [])
        n = len(heaps)
        counts = {1: self.tr("one heap of stones"), 2: self.tr("two heaps of stones"),
                  3: self.tr("three heaps of stones")}
        parts = [self.tr("Two players, Petya and Vanya, play the following game. They have {0} in "
                         "front of them. The players move in turn; Petya moves first.").format(
            counts.get(n, ""))]
        moves = "; ".join(self.describe_move(m) for m in data.get("moves", []))
        if n == 1:
            parts.append(self.tr("In one move a player may {0}.").format(moves))
        else:
            which = {"any": self.tr("in one of the heaps (of his choice)"),
                     "smaller": self.tr("in the smaller heap (either one when they are equal)"),
                     "larger": self.tr("in the larger heap (either one when they are equal)")}
            parts.append(self.tr("In one move a player may, {0}: {1}.").format(
                which[data.get("heap_choice", "any")], moves))
        if data.get("no_repeat") == "own":
            parts.append(self.tr("A player may not make the same move as on his own previous "
                                 "turn."))
        elif data.get("no_repeat") == "opponent":
            parts.append(self.tr("A player may not repeat the move the opponent has just made."))
        end = data.get("end", {})
        one_heap = self.tr("the number of stones in the heap")
        measure = {"sum": self.tr("the total number of stones in the heaps"),
                   "max": self.tr("the number of stones in the larger heap"),
                   "min": self.tr("the number of stones in the smaller heap"),
                   "product": self.tr("the product of the numbers of stones in the heaps"),
                   "heap": self.tr("the number of stones in heap {0}").format(end.get("heap", 1))
                   if n > 1 else one_heap}[end.get("measure", "sum")]
        if n == 1:
            measure = one_heap
        parts.append(self.tr("The game ends as soon as {0} becomes {1} {2}.").format(
            measure, _OPS.get(end.get("op", ">="), ">="), end.get("value", "?")))
        if data.get("winner", "last-mover") == "last-mover":
            parts.append(self.tr("The winner is the player who made the last move."))
        else:
            parts.append(self.tr("The player who made the last move loses."))
        over = data.get("overshoot")
        if over:
            parts.append(self.tr("But if at the end it is not {0} {1}, the player who made the "
                                 "last move loses.").format(_OPS.get(over["op"], ""),
                                                            over["value"]))
        names = [self.tr("the first heap"), self.tr("the second heap"), self.tr("the third heap")]
        start = []
        for i, h in enumerate(heaps):
            where = names[i] if n > 1 else self.tr("the heap")
            start.append(self.tr("{0} holds S stones").format(where) if h == "S"
                         else self.tr("{0} holds {1} stones").format(where, h))
        low, high = (list(data.get("s_range", [1, None])) + [None])[:2]
        bound = self.tr("{0} ≤ S ≤ {1}").format(low, high) if high is not None else \
            self.tr("S ≥ {0}").format(low)
        parts.append(self.tr("At the start {0}; {1}.").format(", ".join(start), bound))
        return " ".join(parts)


    def questions(self) -> list[tuple[str, str, str]]:
        """(answer key, the question as the exam asks it, which pick it usually wants)."""
        return [
            ("19", self.tr("19. Vanya wins with his first move whatever Petya plays."), "min"),
            ("19_unlucky", self.tr("19. Vanya wins with his first move after an unlucky first "
                                   "move of Petya."), "min"),
            ("20", self.tr("20. Petya cannot win with his first move but wins with his second move "
                      "whatever Vanya plays."), "two"),
            ("21", self.tr("21. Vanya wins with his first or second move whatever Petya plays, but "
                      "cannot be sure to win with his first."), "min"),
        ]


def statement(data: dict[str, Any]) -> str:
    return StoneHeapsWording().statement(data)


def questions() -> list[tuple[str, str, str]]:
    return StoneHeapsWording().questions()


def runs(values: list[int]) -> str:
    """"3, 5–9, 12": consecutive values joined into ranges (as the exercises' hints say them)."""
    from engines.exercise.ege import spans
    return spans(values)
