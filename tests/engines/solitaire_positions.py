"""Klondike positions set up by hand for the solver's tests (cards by name, piles as face-down
and face-up cards), and a spy on the search view (compiled, it cannot be patched)."""
from __future__ import annotations

from engines.games.solitaire.cards import parse_card
from engines.games.solitaire.rules import Pile, Position
from engines.games.solitaire.search_game import KlondikeSearch
from engines.games.solitaire.search_state import State


def c(text: str) -> int:
    return parse_card(text)


def state(piles: list[tuple[str, str]], stock: str, found: tuple[int, ...],
          waste: str = "") -> State:
    cards = [tuple(c(w) for w in text.split()) for text in (stock, waste)]
    return State(tuple(bytes((len(down.split()),)) + bytes(c(w) for w in (down + " " + up).split())
                       for down, up in piles),
                 found, bytes(cards[1] + cards[0]), len(cards[1]))


def as_rules(s: State) -> Position:
    return Position(tuple(Pile(tuple(p[1:1 + p[0]]), tuple(p[1 + p[0]:])) for p in s.piles),
                    tuple(s.deck[s.p:]), tuple(s.deck[:s.p]), s.found)


class WaitSpy:
    """A :class:`KlondikeSearch` (compiled: no attribute can be patched) that notes the
    ``wait`` each ``moves`` call sees."""

    def __init__(self, game: KlondikeSearch) -> None:
        self.__dict__.update(game=game, seen=[])

    def __getattr__(self, name: str) -> object:
        return getattr(self.game, name)

    def __setattr__(self, name: str, value: object) -> None:
        setattr(self.game, name, value)

    def moves(self, state: State) -> list[int]:
        self.seen.append(self.game.wait)
        return self.game.moves(state)
