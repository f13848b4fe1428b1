"""Thoughtful Klondike, the solitaire of the analysis lab (``shared/solitaire-cli.md``).

A one-player game: it has no entry in :mod:`engines.registry` (whose games all have two sides
and answer ``analyze``); its own command is ``python -m engines solitaire``.

- :mod:`.cards` — cards as ints and their two-letter names;
- :mod:`.deal` — the deal notation (52 cards in dealing order);
- :mod:`.shuffle` — deal number N (Knuth's shuffle, our own generator);
- :mod:`.rules` — :class:`~.rules.Klondike`, positions and moves.
"""
from __future__ import annotations

from engines.compiled import honour_pure

honour_pure()  # before its kernels (search_game, search_state) are imported (FINITE_GAMES_PURE=1)

DRAWS = (1, 3)
"""Cards turned from the stock at a time."""
