"""A tiny expression language for exam tasks, parsed by us and never ``eval``-ed.

Arithmetic: whole numbers, the variables ``x`` and ``y``, ``+ - * // %`` and parentheses.
Conditions add comparisons ``== != < <= > >=`` and ``and``, ``or``, ``not``.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engines.protocol import InputError

Node = Callable[[int, int], int]
"""A compiled (sub)expression: a function of x and y."""

# ASCII digits and letters only (\d and \w would take ², ١ or １ for numbers); numbers of at most
# nine digits, and expressions of at most MAX_LENGTH characters, so that nesting stays shallow.
_TOKEN = re.compile(r"\s*(?:([0-9]{1,9})(?![0-9])|([A-Za-z_][A-Za-z_0-9]*)"
                    r"|(//|==|!=|<=|>=|[-+*%()<>]))")
MAX_LENGTH = 200
_BINARY: dict[str, tuple[int, Callable[[int, int], int]]] = {
    "or": (1, lambda a, b: int(bool(a) or bool(b))),
    "and": (2, lambda a, b: int(bool(a) and bool(b))),
    "==": (4, lambda a, b: int(a == b)), "!=": (4, lambda a, b: int(a != b)),
    "<": (4, lambda a, b: int(a < b)), "<=": (4, lambda a, b: int(a <= b)),
    ">": (4, lambda a, b: int(a > b)), ">=": (4, lambda a, b: int(a >= b)),
    "+": (5, lambda a, b: a + b), "-": (5, lambda a, b: a - b),
    "*": (6, lambda a, b: a * b), "//": (6, lambda a, b: a // b if b else _zero()),
    "%": (6, lambda a, b: a % b if b else _zero()),
}
_CONDITION_ONLY = {"or", "and", "==", "!=", "<", "<=", ">", ">="}


class ExprError(InputError):
    """An expression that does not parse, with the reason."""


class ZeroDivision(ArithmeticError):
    """Division by zero while evaluating: the move is simply not possible there."""


def _zero() -> int:
    raise ZeroDivision()


@dataclass(frozen=True)
class Expr:
    text: str
    evaluate: Node
    uses: frozenset[str] = frozenset()
    """The variable names the expression reads."""

    def __call__(self, x: int = 0, y: int = 0) -> int:
        return self.evaluate(x, y)


def parse(text: str, *, condition: bool = False, names: tuple[str, ...] = ("x", "y")) -> Expr:
    """Parse ``text``; ``condition=True`` allows comparisons and and/or/not."""
    if len(text) > MAX_LENGTH:
        raise ExprError("an expression of at most {0} characters", MAX_LENGTH)
    tokens = _tokenize(text)
    pos = 0
    used: set[str] = set()

    def peek() -> str | None:
        return tokens[pos] if pos < len(tokens) else None

    def take() -> str:
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def operand() -> Node:
        token = peek()
        if token is None:
            raise ExprError("'{0}' ends too early", text)
        take()
        if token == "(":
            inner = expression(0)
            if peek() != ")":
                raise ExprError("'{0}' misses a ')'", text)
            take()
            return inner
        if token == "-":
            inner = operand()
            return lambda x, y: -inner(x, y)
        if token == "not":
            if not condition:
                raise ExprError("'not' is only for conditions: '{0}'", text)
            inner = expression(3)  # as in Python: not binds looser than comparisons
            return lambda x, y: int(not inner(x, y))
        if token.isascii() and token.isdigit():
            value = int(token)
            return lambda x, y: value
        if token in names:
            used.add(token)
            return (lambda x, y: x) if token == names[0] else (lambda x, y: y)
        raise ExprError("'{0}' has an unknown word or sign '{1}' (use {2}, numbers, "
                        "+ - * // %)", text, token, ", ".join(names))

    def expression(min_level: int) -> Node:
        left = operand()
        compared = False
        while True:
            op = peek()
            if op not in _BINARY:
                return left
            level, fn = _BINARY[op]
            if level < min_level:
                return left
            if op in _CONDITION_ONLY and not condition:
                raise ExprError("'{0}' is only for conditions: '{1}'", op, text)
            if level == 4:
                if compared:
                    raise ExprError("'{0}' chains comparisons; join them with 'and'", text)
                compared = True
            take()
            right = expression(level + 1)
            left = _apply(fn, left, right)

    if not tokens:
        raise ExprError("an empty expression")
    tree = expression(0)
    if pos != len(tokens):
        raise ExprError("'{0}' has something extra at '{1}'", text, tokens[pos])
    return Expr(text, tree, frozenset(used))


def _apply(fn: Callable[[int, int], int], a: Node, b: Node) -> Node:
    return lambda x, y: fn(a(x, y), b(x, y))


def _tokenize(text: str) -> list[str]:
    tokens, i = [], 0
    text = text.rstrip()
    while i < len(text):
        match = _TOKEN.match(text, i)
        if not match or match.end() == i:
            raise ExprError("'{0}' has a character we do not read: '{1}'", text,
                            text[i:].strip()[:1])
        tokens.append(next(g for g in match.groups() if g is not None))
        i = match.end()
    return tokens
