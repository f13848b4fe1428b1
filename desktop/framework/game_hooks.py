"""What a game supplies to its tab: the hooks :class:`~desktop.framework.game_tab.GameTab`
calls, with their defaults. A game's tab overrides them; the tab's machinery never does."""
from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Generic, TypeVar

from PySide6.QtWidgets import QWidget

from desktop.framework.thinking import ThinkingView
from engines.analysis import Analyzer
from engines.outcome import Outcome
from engines.protocol import Game

P = TypeVar("P", bound=Hashable)
"""The game's position type."""


class GameHooks(Generic[P]):
    """The template methods of a game tab. Only an interface with defaults: it holds no state
    and knows nothing of the tab but the game being played and its settings. (The title and
    the extra screens are asked of every tab: :class:`~desktop.framework.window_tab.WindowTab`.)
    """

    game: Game[P, Any]
    settings: dict[str, Any]

    game_name = ""
    """Registry name of the game (also the help-page folder)."""

    @classmethod
    def games_played(cls) -> tuple[str, ...]:
        """The registry's games this tab plays (a tab may play several, as one suit does)."""
        return (cls.game_name,)

    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: Any) -> dict[str, Any]:
        """Settings of this tab whose game can start from ``pos``, a position of ``game`` as
        the command line reads it (``--playout``): e.g. Nim's heaps, a Kalah board's size.
        Needs no window. Raises ``ValueError`` when the tab cannot play such a position."""
        return {}

    def default_settings(self) -> dict[str, Any]:
        raise NotImplementedError

    def build_game(self, settings: dict[str, Any]) -> tuple[Game[P, Any], Analyzer[P, Any], P]:
        """The game, its analyzer and its start for ``settings``; raises ``ValueError`` naming
        what is wrong. Pure: it touches no widget (a saved game is replayed on a game of its own
        before anything on the board changes)."""
        raise NotImplementedError

    def show_game(self, game: Game[P, Any], analyzer: Analyzer[P, Any]) -> None:
        """Point the board and the thinking view at ``game``: called once the widgets exist and
        after every later ``build_game`` whose game is then played."""

    def create_board(self) -> QWidget:
        """A widget with a ``move_chosen(object)`` signal and ``set_position(pos, interactive,
        last_ply)``, ``show_hint(move)`` methods."""
        raise NotImplementedError

    def create_thinking_view(self) -> ThinkingView:
        return ThinkingView()

    def new_game_settings(self) -> dict[str, Any] | None:
        """Ask for the settings of a new game (None: cancelled)."""
        return dict(self.settings)

    def position_hint(self) -> str:
        return ""

    def position_text(self, pos: P) -> str:
        """The text the position editor opens with."""
        return self.game.format_position(pos)

    def validate_position(self, text: str, game: Game[Any, Any] | None = None) -> Any:
        """Parse a typed position for ``game`` (default: the one being played); raise
        ``ValueError`` naming what is wrong."""
        return (game or self.game).parse_position(text)

    def describe_move(self, pos: Any, move_text: str) -> str:
        return ""

    def analysis_note(self, analysis: Any) -> str:
        """A sentence the analysis panel adds after its summary: what this analysis leaves out
        (one-suit durak's lengths of draws on a whole suit)."""
        return ""

    def move_label(self, move_text: str) -> str:
        """A move as the screen shows it: the notation, or its word in the UI's language
        (durak's "take")."""
        return move_text

    def moves_before(self, pos: Any) -> int:
        """Moves already made to reach ``pos`` (for move numbers after an edited start)."""
        return 0

    def side_label(self, side: int) -> str:
        """The name of a side as shown (games with names in words translate them)."""
        return self.game.info.sides[side]

    def wrap_play_area(self, play_area: QWidget) -> QWidget:
        """The widget the tab shows: by default just the board, panels and controls."""
        return play_area

    def outcome_detail(self, result: Outcome) -> str:
        """Words added to the end-of-game sentence, e.g. the tricks each side took."""
        return ""

    def group_key(self, pos: Any, move_text: str) -> Any:
        """Moves with equal keys are symmetric (equal in value) and share a row."""
        return move_text

