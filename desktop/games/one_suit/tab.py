"""The one-suit tab: odnomastka (Lasker's whistette) in four versions and durak-odnomastka,
open hands, every card's exact value, the forecast, traps in lost positions."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from desktop.framework.controls import fill_combo
from desktop.framework.dialogs import SettingsDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.messages import localized
from desktop.framework.thinking import ThinkingView
from desktop.games.one_suit.board import CardsBoard
from desktop.games.one_suit.thinking import OneSuitThinkingView
from engines.analysis import Analysis, Analyzer
from engines.games.one_suit.durak import VARIANTS as DURAK_VARIANTS
from engines.games.one_suit.durak import Durak, DurakPosition, draw_lengths_cards
from engines.games.one_suit.odnomastka import VARIANTS as TRICK_VARIANTS
from engines.games.one_suit import DURAK_MAX_K
from engines.games.one_suit import random_deal
from engines.games.one_suit.deal import PatternAnalyzer
from engines.games.one_suit.odnomastka import (Odnomastka, TrickPosition,
                                               max_k)
from engines.protocol import Game, NotationError
from engines.registry import entry

GAMES = [("odnomastka", v) for v in TRICK_VARIANTS] + [("durak", v) for v in DURAK_VARIANTS]
MOST_K = max(max_k(v) for v in TRICK_VARIANTS)
"""The largest deal any version takes (the terminal ones, by their rule)."""


DURAK_APP_K = {"optional-take": DURAK_MAX_K, "must-beat": DURAK_MAX_K}
"""Durak deals the app answers within about a second in every position a game reaches
(``tests/benchmarks/bench_durak.py``, CPU time, compiled / pure Python). Must beat: k = 13 worst
0.03 / 0.26 s. Optional take with the lengths of draws: k = 12 worst 0.24-0.47 / 17 s, k = 13
worst 0.6-1.1 / 39 s — a draw's length needs every line that keeps the draw (both sides delay
it); so above ``draw_lengths_cards()`` cards in play (26 compiled: every deal; 22 in pure
Python) a draw is shown without its length: k = 13 worst 0.07 s (whole games of 100 deals:
0.1 s)."""


def most_cards(kind: str, variant: str) -> int:
    """Cards a hand the version is solved for in the app, exactly and at once: odnomastka 13 (a
    whole suit), its terminal versions 1000 (their rule), durak by its variant."""
    return DURAK_APP_K.get(variant, DURAK_MAX_K) if kind == "durak" else max_k(variant)


def check_cards(kind: str, variant: str, k: Any) -> None:
    most = most_cards(kind, variant)
    if not isinstance(k, int) or not 1 <= k <= most:
        if kind == "durak":
            raise NotationError("durak: the app deals 1 to {0} cards a hand, not {1}", most, k)
        raise NotationError("odnomastka: this version deals 1 to {0} cards a hand, not {1}",
                            most, k)


def deal(k: int, seed: int) -> list[list[int]]:
    return random_deal(k, random.Random(seed))


class OdnomastkaTab(GameTab[Any]):  # odnomastka and durak: two position types
    game_name = "odnomastka"

    def tab_title(self) -> str:
        return self.tr("One suit")

    def default_settings(self) -> dict[str, Any]:
        return {"game": "odnomastka", "variant": "standard", "k": 6, "first": 0,
                "hands": deal(6, 1)}

    @classmethod
    def games_played(cls) -> tuple[str, ...]:
        return tuple(dict.fromkeys(game for game, _ in GAMES))

    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: Any) -> dict[str, Any]:
        name = game.info.name
        first = pos.leader if name == "odnomastka" else pos.attacker
        hands = [list(pos.hands[0]), list(pos.hands[1])]
        if pos.table is not None:
            hands[first] = sorted(hands[first] + [pos.table])  # the deal as it was
        cards = [c for h in hands for c in h]
        k = max([len(h) for h in hands] + [(max(cards, default=2) + 1) // 2])
        return {"game": name, "variant": game.info.variant, "k": k, "first": first,
                "hands": hands}

    def build_game(self, settings: dict[str, Any]) -> tuple[Any, Analyzer[Any, Any], Any]:
        kind, variant = settings.get("game", "odnomastka"), settings.get("variant", "standard")
        k = settings.get("k", 6)
        check_cards(kind, variant, k)  # the app's own limit
        if kind not in ("odnomastka", "durak"):
            raise NotationError("odnomastka: unknown game '{0}'", kind)
        game, analyzer = self.engine_game(variant, name=kind, k=k)
        start = entry(kind).start_position(game, settings)  # the hands and who starts
        # The same rules at another k: the analyzer's solved patterns serve the new deal too.
        previous = getattr(self, "analyzer", None)  # none while the tab is being built
        if isinstance(previous, PatternAnalyzer) and type(previous) is type(analyzer) \
                and previous.game.info == game.info:
            previous.game = previous.cards = game
            analyzer = previous
        return game, analyzer, start

    def show_game(self, game: Any, analyzer: Any) -> None:
        board = self.cards_board()
        board.mover_of = game.to_move
        board.legal_of = game.legal_moves

    def cards_board(self) -> CardsBoard:
        """The board as this tab made it (the framework knows it only as a board)."""
        return cast(CardsBoard, self.board)

    def create_board(self) -> CardsBoard:
        return CardsBoard()

    def create_thinking_view(self) -> ThinkingView:
        return OneSuitThinkingView(self)

    def retranslate_ui(self) -> None:
        board = self.cards_board()
        board.take_button.setText(self.tr("Take the card"))
        super().retranslate_ui()
        self._label_board()
        self.controls.move_entry.setToolTip(self.tr(
            "Type a card number (or \"take\" in durak). On the board: click a card."))

    # --- what the tab shows --------------------------------------------------------------
    def is_durak(self) -> bool:
        return isinstance(self.game, Durak)

    def solved_patterns(self) -> int:
        analyzer = self.analyzer
        return len(analyzer.patterns.table) if isinstance(analyzer, PatternAnalyzer) else 0

    def tricks(self) -> tuple[int, int]:
        """Tricks taken so far (odnomastka) or cards beaten (durak), by side."""
        taken = [0, 0]
        for ply in self.record.plies:
            before = ply.before
            if before.table is None or ply.move == "take":
                continue
            if isinstance(before, TrickPosition) and isinstance(self.game, Odnomastka):
                winner = self.game.trick_winner(before, ply.move)
                taken[winner if winner is not None else ply.side] += 1
            else:
                taken[ply.side] += 1
        return taken[0], taken[1]

    def outcome_detail(self, result: Any) -> str:
        if self.is_durak():
            return ""
        a, b = self.tricks()
        return self.tr("tricks: A {0}, B {1}").format(a, b)

    def refresh(self) -> None:
        super().refresh()
        self._label_board()

    def _label_board(self) -> None:
        """The words the board paints itself: each hand's count, the names, the table."""
        board = self.cards_board()
        a, b = self.tricks()
        if self.is_durak():
            board.canvas.side_text = (self.tr("cards: {0}").format(len(self.position.hands[0])),
                                      self.tr("cards: {0}").format(len(self.position.hands[1])))
        else:
            board.canvas.side_text = (self.tr("tricks: {0}").format(a),
                                      self.tr("tricks: {0}").format(b))
        board.canvas.captions = self.side_names()
        board.canvas.center_text = self._table_text()
        board.canvas.update()

    def _table_text(self) -> str:
        pos = self.position
        if pos.table is None:
            return ""
        who = self.player_name(pos.attacker if isinstance(pos, DurakPosition) else pos.leader)
        return self.tr("{0} played {1}").format(who, pos.table)

    def rule_text(self, analysis: Analysis[Any, Any]) -> str:
        """The forecast in words, and for the terminal versions the rule behind it."""
        game, pos = self.game, analysis.position
        if analysis.terminal:
            return ""
        mover = self.player_name(analysis.mover)
        other = self.player_name(1 - analysis.mover)
        if isinstance(game, Durak):
            if analysis.value > 0:
                return self.tr("With best play {0} gets rid of his cards first.").format(mover)
            if analysis.value < 0:
                return self.tr("With best play {0} gets rid of his cards first.").format(other)
            return self.tr("With best play both run out together: a draw.")
        if not isinstance(game, Odnomastka):
            return ""  # the tab plays no third game
        variant = game.variant
        if variant.startswith("standard"):
            taken = self.tricks()
            left = len(pos.hands[0]) + len(pos.hands[1]) + (1 if pos.table is not None else 0)
            remaining = left // 2
            diff = int(analysis.value if variant == "standard" else -analysis.value)
            mine = (remaining + diff) // 2  # mine + theirs = remaining, mine − theirs = diff
            return self.tr("With best play {0} takes {1} tricks of {2}.").format(
                mover, taken[analysis.mover] + mine, sum(taken) + remaining)
        hand_cards = [(c, s) for s in (0, 1) for c in pos.hands[s]]
        if not hand_cards:
            return ""
        key_card, holder = (max if variant == "terminal" else min)(hand_cards)
        winner = analysis.mover if analysis.value > 0 else 1 - analysis.mover
        if len(pos.hands[0]) + len(pos.hands[1]) == 1 and pos.table is not None:
            return self.tr("The last trick: {0} wins it.").format(self.player_name(winner))
        if variant == "terminal":
            return self.tr("{0} wins: he holds the highest card, {1}, and keeps it for the last "
                           "trick.").format(self.player_name(holder), key_card)
        return self.tr("{0} wins: he holds the lowest card, {1}, and keeps it for the last "
                       "trick.").format(self.player_name(holder), key_card)

    def _update_status(self) -> None:
        super()._update_status()
        analysis = self.analyses.get(self.position)
        if analysis is not None and not analysis.terminal:
            self.status.setText(self.status.text() + " " + self.rule_text(analysis))

    def _schedule_computer_move(self, analysis: Analysis[Any, Any],
                                delay: int | None = None) -> None:
        # Before the computer plays, every one of its optimal cards lights up.
        self.cards_board().show_optimal({m.move for m in analysis.best_moves})
        super()._schedule_computer_move(analysis, delay)

    def side_label(self, side: int) -> str:
        return "AB"[side]

    def validate_position(self, text: str, game: Any = None) -> Any:
        """Cards are 1…2k: with distinct cards and equal hands a full deal then holds every
        card, and a later position (some cards played) only some."""
        game = game or self.game
        pos = game.parse_position(text)
        cards = sorted(pos.hands[0] + pos.hands[1] + ((pos.table,) if pos.table else ()))
        k = game.k
        if cards and cards[-1] > 2 * k:
            raise NotationError("odnomastka: with k = {0} the cards are 1…{1}; {2} is not one",
                                k, 2 * k, cards[-1])
        return pos

    def position_hint(self) -> str:
        if self.is_durak():
            return self.tr("Both hands and the attacker, e.g. A:1,4,5 B:2,3,6 attack:A; with a "
                           "card on the table add table:5.")
        return self.tr("Both hands and the leader, e.g. A:1,4,5 B:2,3,6 lead:A; with a card "
                       "led add table:5 (the other player answers).")

    def move_label(self, move_text: str) -> str:
        return self.tr("take") if move_text == "take" else move_text

    def parse_typed_move(self, text: str) -> Any:
        if text.strip().lower() in (self.tr("take").lower(), "взять"):
            text = "take"
        return super().parse_typed_move(text)

    def analysis_note(self, analysis: Any) -> str:
        if any(m.value == 0 and m.remoteness is None for m in analysis.moves) and \
                isinstance(self.game, Durak):
            return self.tr("A draw's moves to the end are not counted with more than {0} cards "
                           "in play (that would take seconds).").format(draw_lengths_cards())
        return ""

    def describe_move(self, pos: Any, move_text: str) -> str:
        game = self.game
        if move_text == "take":
            return self.tr("takes the card")
        if pos.table is None:
            return self.tr("attacks") if isinstance(game, Durak) else self.tr("leads")
        move = int(move_text)
        if not isinstance(game, Odnomastka):
            return self.tr("beats")
        winner = game.trick_winner(pos, move)
        return self.tr("takes the trick") if winner == game.to_move(pos) else \
            self.tr("gives the trick")

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = OneSuitDialog(self, self.settings)
        return dialog.settings() if dialog.exec() else None

    def extra_screens(self) -> list[tuple[str, Any]]:
        def terminal() -> None:
            self.start_game(dict(self.settings, game="odnomastka", variant="terminal"))
            self.side.setCurrentIndex(1)

        def durak() -> None:
            settings = dict(self.settings, game="durak", variant="optional-take")
            if settings.get("k", 6) > most_cards("durak", "optional-take"):
                settings.update(k=6, hands=deal(6, 1))  # after a large terminal deal
            self.start_game(settings)
            self.side.setCurrentIndex(0)

        def big(k: int) -> Callable[[], None]:  # a deal too long for cards: the compact view
            def show() -> None:
                self.start_game(dict(self.settings, game="odnomastka", variant="terminal", k=k,
                                     hands=deal(k, 1)))
                self.side.setCurrentIndex(0)
            return show
        return [("terminal", terminal), ("durak", durak), ("terminal-60", big(60)),
                ("terminal-1000", big(1000))]


class OneSuitDialog(SettingsDialog):
    def __init__(self, parent: QWidget | None, settings: dict[str, Any]) -> None:
        super().__init__(parent, self.tr("New one-suit game"))
        self.kind = QComboBox()
        fill_combo(self.kind, [
            self.tr("odnomastka: most tricks"), self.tr("odnomastka: fewest tricks"),
            self.tr("odnomastka: the last trick wins"), self.tr("odnomastka: the last trick "
                                                               "loses"),
            self.tr("durak: taking is always allowed"), self.tr("durak: must beat if able")])
        current = (settings.get("game", "odnomastka"), settings.get("variant", "standard"))
        self.kind.setCurrentIndex(GAMES.index(current) if current in GAMES else 0)
        self.k = QSpinBox()
        self.k.setRange(1, MOST_K)
        self.k.setValue(int(settings.get("k", 6)))
        self.first = QComboBox()
        fill_combo(self.first, ["A", "B"])
        self.first.setCurrentIndex(int(settings.get("first", 0)))
        self.seed = QSpinBox()
        self.seed.setRange(0, 10 ** 6)
        self.seed.setValue(random.randrange(10 ** 6))
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.kind)
        form.addRow(self.tr("Cards in each hand (k)"), self.k)
        form.addRow(self.tr("Leads / attacks first"), self.first)
        form.addRow(self.tr("Deal number (the same number, the same deal)"), self.seed)
        self.lay_out(form, self.note)
        self.kind.currentIndexChanged.connect(self._update)
        self.k.valueChanged.connect(self._update)
        self._update()

    def _update(self, *_: Any) -> None:
        self.note.setText(self.tr("A hand of your own: Edit → Position after the deal."))
        try:
            self.check()
        except ValueError as exc:
            self.error.setText(localized(exc))
        else:
            self.error.setText("")

    def check(self) -> None:
        kind, variant = GAMES[self.kind.currentIndex()]
        check_cards(kind, variant, self.k.value())

    def settings(self) -> dict[str, Any]:
        kind, variant = GAMES[self.kind.currentIndex()]
        return {"game": kind, "variant": variant, "k": self.k.value(),
                "first": self.first.currentIndex(),
                "hands": deal(self.k.value(), self.seed.value())}
