"""The colours of the app, named by what they show; each colour value is written here once.

The shades come from the Material palette (``BLUE[800]`` is blue 800); the names below them say
what a colour means on screen, and the code uses those. A colour that only one board draws stays
in that board's module, named there; a colour two files use lives here, so that a change of
"the error red" or "the boards' paper" is one line (``tests/desktop/test_palette.py`` keeps it
so). ``QColor`` objects can be changed in place: use these as they are, and copy one
(``QColor(ERROR_RED)``) before changing it. In a style sheet write ``ERROR_RED.name()``.
"""
from __future__ import annotations

from PySide6.QtGui import QColor

# --- the shades ------------------------------------------------------------------------------
BLUE = {50: "#e3f2fd", 100: "#bbdefb", 200: "#90caf9", 300: "#64b5f6", 400: "#42a5f5",
        500: "#2196f3", 600: "#1e88e5", 700: "#1976d2", 800: "#1565c0", 900: "#0d47a1"}
RED = {100: "#ffcdd2", 200: "#ef9a9a", 400: "#ef5350", 600: "#e53935", 800: "#c62828",
       900: "#b71c1c"}
GREEN = {100: "#c8e6c9", 200: "#a5d6a7", 400: "#66bb6a", 600: "#43a047", 800: "#2e7d32"}
GREY = {100: "#f5f5f5", 300: "#e0e0e0", 400: "#bdbdbd", 500: "#9e9e9e", 800: "#424242",
        900: "#212121"}
BROWN = {100: "#d7ccc8", 400: "#8d6e63", 700: "#5d4037", 900: "#3e2723"}
YELLOW_300 = "#fff176"
YELLOW_50 = "#fffde7"
ORANGE_200 = "#ffcc80"
ORANGE_800 = "#ef6c00"

# --- messages ----------------------------------------------------------------------------------
ERROR_RED = QColor(RED[800])
"""An error line, a refused input."""
SUCCESS_GREEN = QColor(GREEN[800])
"""A check that passed."""

# --- values, from the point of view of the player to move (panels, value chart, tables) -------
WIN = QColor(GREEN[800])
LOSS = QColor(RED[800])
DRAW = QColor("#6d6d6d")
WIN_BG = QColor("#e3f4e4")
LOSS_BG = QColor("#fbe4e4")
DRAW_BG = QColor("#ececec")
UNKNOWN_BG = QColor("#f7f7f7")
WIN_FILL = QColor(GREEN[200])
"""A cell that wins, stronger than WIN_BG (Seki's matrix, a nim-sum table)."""
LOSS_FILL = QColor(RED[200])
NEUTRAL_FILL = QColor(GREY[300])
"""A draw; an empty, used-up or out-of-play cell."""
GOOD_PALE = QColor(GREEN[100])
"""Something that works: a zero nim-sum, an ended heap, a card that helps."""
BAD_PALE = QColor(RED[100])

# --- the two players (search trees: max and min; Determinant: rows and columns) ---------------
FIRST_PLAYER = QColor(BLUE[800])
SECOND_PLAYER = QColor(RED[800])

# --- marks on a board --------------------------------------------------------------------------
ACCENT = QColor(BLUE[800])
"""The current position, the selected or last item, a guide line."""
SELECTION_DARK = QColor(BLUE[900])
MARK_RED = QColor(RED[900])
"""A marked move on the value chart; the numbers on the one-suit cards."""
TAKE_RED = QColor(RED[600])
"""Stones about to be taken."""
HINT = QColor(GREEN[600])
"""The move the computer suggests (a house, a heap, a stone bar that reached the end)."""
HINT_FILL = QColor(GREEN[200])
HINT_DARK = QColor(GREEN[800])
"""The frame of a hint on a light cell."""
HINT_LIGHT = QColor(GREEN[400])
HIGHLIGHT_YELLOW = QColor(YELLOW_300)
"""Where the last move went (Kalah), a trap (24)."""
WARM_PALE = QColor(ORANGE_200)

# --- ink ---------------------------------------------------------------------------------------
INK = QColor(GREY[900])
"""Numbers and labels on a light board."""
INK_SOFT = QColor(GREY[800])
INK_FAINT = QColor(GREY[500])
"""Zero, cut off, not in play."""
LINE_FAINT = QColor(GREY[400])
"""An empty place, a used card."""
PAPER_WHITE = QColor("#ffffff")
USED_BG = QColor(GREY[100])

# --- wood, paper and cards (the boards' materials) ---------------------------------------------
PAPER = QColor("#f6f1e7")
"""The background of the heap boards and of Kalah."""
NOTE = QColor(YELLOW_50)
"""A task statement; the seed counts on Kalah's wood."""
CARD_FACE = QColor("#fffdf7")
CARD_BACK = QColor(BLUE[800])
"""The back of a face-down card (solitaire)."""
CARD_BACK_LINE = QColor(BLUE[300])
CARD_SHOWN_FACE = QColor("#dfe7ef")
"""A face-down card shown face up for the lesson ("show all"): greyer than a face."""
FELT_LINE = QColor(GREEN[200])
"""An empty place on the card table; the table's marks."""
CELL_FACE = QColor("#fffaf0")
OUTLINE_BROWN = QColor(BROWN[700])
"""The edge of a card or a cell."""
INK_BROWN = QColor(BROWN[900])
"""Numbers on wood and paper."""
STONE = QColor(BROWN[400])
"""Stones, Kalah's pits."""
STONE_PALE = QColor(BROWN[100])
"""An empty bar, a small Kalah board."""
FELT = QColor(GREEN[800])
"""The card table of the one-suit games."""
CARD_RED = QColor(RED[800])
CARD_BLACK = QColor(GREY[900])

# --- charts (the solitaire statistics) ---------------------------------------------------------
CHART_BAR = QColor(BLUE[600])
"""The bars of a histogram, the line of a series."""
CHART_BAND = QColor(BLUE[100])
"""A confidence interval drawn as a band."""
CHART_GRID = QColor(GREY[300])
CHART_UNKNOWN = QColor(GREY[500])
"""Undetermined deals (a limit stopped their search)."""
CHART_SERIES = (QColor(GREY[800]), QColor(ORANGE_800), QColor(BLUE[800]))
"""Three series side by side (eviction policies: none, least used, least recently used)."""
