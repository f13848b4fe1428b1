"""What a game package tells the registry about itself (``engines.games.<game>.ENTRY``).

An entry is cheap to import: it names the game, its variants and options, and builds the game
on demand, importing the game's engine modules only then — so a one-position query or a list
of the games pays for one game's imports, not for every game's.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from engines.protocol import Game, NotationError, parse_int

if TYPE_CHECKING:
    import random  # imported when a start is dealt: the entries stay cheap to import

    from engines.analysis import Analyzer

Built = tuple[Game[Any, Any], "Analyzer[Any, Any]"]
Settings = Mapping[str, Any]
Start = Callable[[Game[Any, Any], Settings, "random.Random"], Any]
"""(game, settings, rng) → the start position the settings name; ``rng`` deals what the
settings leave open (a card game's hands)."""


# NamedTuples, not dataclasses: the command line imports every entry at start-up, and a
# dataclass costs some 1.3 ms to create, a NamedTuple 0.3 ms (measured).
class Option(NamedTuple):
    """A game's command-line option (``--name``) of ``python -m engines analyze``."""
    name: str
    """Without the leading ``--``; also the key of the value in the settings."""
    help: str
    parse: Callable[[str], Any] | None = None
    """Reads the text given; raises :class:`engines.protocol.InputError` naming what is wrong.
    ``None``: the text itself (the build function reads it)."""


class GameEntry(NamedTuple):
    name: str
    variants: tuple[str, ...]
    """The first one is the default; equal to the rules module's ``VARIANTS`` (tested)."""
    module: str
    """The rules module (the one defining ``VARIANTS``, if the game has variants)."""
    build: Callable[[str, Settings], Built]
    """(variant, settings) → (game, analyzer); the settings hold only the keys of ``options``
    and ``settings``, none of them ``None``. Raises :class:`NotationError` naming what is
    wrong. ``game.settings()`` given back rebuilds an equal game."""
    options: tuple[Option, ...] = ()
    settings: tuple[str, ...] = ()
    """Setting keys the game takes besides its options (the app's, e.g. a board size)."""
    limits: tuple[str, ...] = ()
    """The lines of ``analyze --help`` stating the game's limits."""
    start: Start | None = None
    """The start position from the settings of a save file (Nim's heaps, a seki matrix, the
    hands of a card game); ``None``: the game's ``initial()`` (its build reads every setting).
    Raises :class:`NotationError` naming what is wrong."""
    start_settings: tuple[str, ...] = ()
    """The setting keys ``start`` reads."""
    player: Callable[[Game[Any, Any], float], Analyzer[Any, Any]] | None = None
    """(game, seconds a move) → the app's strongest computer player where the exact engine
    does not reach (Kalah's search with its evaluation and endgame database); ``None``: the
    analyzer's own search for that long."""
    app_settings: tuple[str, ...] = ()
    """Keys a save file's settings may hold that concern the app only (the computer's depth),
    never the rules: a battle ignores them."""

    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.options)

    def start_position(self, game: Game[Any, Any], settings: Settings,
                       rng: random.Random | None = None) -> Any:
        """The start position of ``game`` (built by this entry) the settings name; what they
        leave open is dealt by ``rng`` (default: seeded 1, so the same settings give the same
        start)."""
        if self.start is None:
            return game.initial()
        if rng is None:
            import random
            rng = random.Random(1)
        return self.start(game, settings, rng)

    def refuse_unknown(self, keys: list[str], allowed: tuple[str, ...]) -> None:
        unused = [k for k in keys if k not in allowed]
        if unused:
            raise NotationError("{0}: option --{1} does not apply to this game", self.name,
                                unused[0])


def number(low: int = 0, high: int = 10 ** 18) -> Callable[[str], int]:
    """An option parser of whole numbers ``low`` to ``high`` (the engines' one parser)."""
    def read(text: str) -> int:
        return parse_int(text, low, high)
    return read


def is_whole(value: object) -> bool:
    """A whole number (``True`` is not one, though Python counts it an int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(settings: Settings, key: str, game: str) -> int:
    """The whole-number setting ``key``; its range is the game's to check (its constructor
    names the limits)."""
    value = settings.get(key)
    if not isinstance(value, int) or not is_whole(value):
        raise NotationError("{0}: the setting '{1}' is a whole number, not {2}", game, key,
                            repr(value)[:40])
    return value
