"""What every command of ``python -m engines`` shares to read its arguments: argparse that
raises one line instead of printing usage, and argument types that read with the engines' own
parsers (so the messages are the same everywhere)."""
from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, NoReturn

from engines.entry import number
from engines.protocol import InputError, NumberError, parse_seconds


class UsageError(Exception):
    pass


def argument(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """An argparse type reading with ``parse``, one of the engines' parsers: its message
    becomes argparse's ("argument --k: less than 1: 0")."""
    def read(text: str) -> Any:
        try:
            return parse(text)
        except InputError as exc:
            raise argparse.ArgumentTypeError(str(exc))
    return read


def whole_number(low: int = 0, high: int = 10 ** 18) -> Callable[[str], Any]:
    return argument(number(low, high))


def seconds(text: str) -> float:
    try:
        return parse_seconds(text)
    except NumberError as exc:
        raise argparse.ArgumentTypeError(str(exc))


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not usage + message
        raise UsageError(message)
