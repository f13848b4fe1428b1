"""The Kalah tab: any board Kalah(m, n), both capture rules and end rules, a computer that is
exact where it can solve the position and an alpha-beta player you tune everywhere else."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.framework.controls import fill_combo
from desktop.framework.dialogs import SettingsDialog
from desktop.framework.game_tab import GameTab
from desktop.framework.thinking import ThinkingView
from desktop.framework.worker import EngineRunner
from desktop.games.kalah.board import KalahBoard
from desktop.games.kalah.thinking import KalahThinkingView
from desktop.games.kalah.tournament_dialog import TournamentDialog
from desktop.paths import user_data
from engines.analysis import Analysis
from engines.games.kalah import MAX_DEPTH, PLAYER_KEYS
from engines.games.kalah import endgame_db as kalah_db
from engines.games.kalah.rules import END_RULES, MAX_HOUSES, MAX_SEEDS, VARIANTS, Kalah, KalahPosition
from engines.games.kalah.evaluation import EVALUATIONS, default_weights
from engines.games.kalah.player import (
    DEFAULT_DEPTH,
    SMALL_BOARD,
    KalahPlayerAnalyzer,
    PlayerOptions,
)
from engines.games.kalah.solver import KalahProver
from engines.protocol import Game, NotationError

CACHE_FROM_NODES = 200_000
"""Solved starts that needed more search nodes than this are cached in the user's folder."""
def player_options(settings: dict[str, Any]) -> PlayerOptions:
    values = {k: settings[k] for k in PLAYER_KEYS if k in settings}
    options = PlayerOptions(**values)
    m = int(settings.get("m", 6))
    if options.weights is not None and len(options.weights) != 2 * m + 2:
        raise NotationError("kalah: the linear evaluation needs {0} weights, not {1}",
                            2 * m + 2, len(options.weights))
    if not 1 <= options.depth <= MAX_DEPTH:
        raise NotationError("kalah: the depth is 1 to {0}, not {1}", MAX_DEPTH, options.depth)
    return options


def load_cache(prover: KalahProver, path: Path) -> bool:
    """Load the solved table of these rules; one that cannot be trusted is deleted, with a
    line on stderr, and written anew the next time the start is solved."""
    if prover.load(path):
        return True
    if prover.cache_problem:
        try:
            path.unlink()
        except OSError:
            pass
        print(f"{path.name}: the saved Kalah table {prover.cache_problem}; discarded, it is "
              f"built again when the start is solved", file=sys.stderr, flush=True)
    return False


class KalahTab(GameTab[KalahPosition]):
    game_name = "kalah"
    database_attached = Signal()
    """The endgame database was opened (or built) and handed to the analyzer."""

    def tab_title(self) -> str:
        return self.tr("Kalah")

    def default_settings(self) -> dict[str, Any]:
        return {"variant": "standard", "m": 6, "n": 4, "end": "either", "first": 0,
                "depth": DEFAULT_DEPTH, "time_limit": None, "evaluation": "stores", "weights": None,
                "pruning": True, "transposition_table": True, "ordering": True}


    @classmethod
    def settings_for_start(cls, game: Game[Any, Any], pos: KalahPosition) -> dict[str, Any]:
        m = pos.m
        seeds = sum(pos.houses(0)) + sum(pos.houses(1)) + pos.store(0) + pos.store(1)
        if seeds % (2 * m):
            raise NotationError("kalah: the app plays Kalah(m, n): {0} seeds are not 2·{1}·n "
                                "for any n", seeds, m)
        return {"m": m, "n": seeds // (2 * m), "first": pos.mover}

    def build_game(self, settings: dict[str, Any]
                   ) -> tuple[Game[KalahPosition, Any], KalahPlayerAnalyzer, KalahPosition]:
        game, _ = self.engine_game(settings.get("variant"), m=settings.get("m", 6),
                                   n=settings.get("n", 4), end=settings.get("end"),
                                   first=settings.get("first"))
        try:
            options = player_options(settings)
        except NotationError:
            raise
        except (TypeError, ValueError) as exc:  # a player setting of the wrong kind, from a file
            raise NotationError("kalah: bad settings: {0}", exc)
        kalah = cast(Kalah, game)  # the registry's "kalah" is this class
        # In the interactive app the endgame database is opened on a worker
        # (``endgame_db.deferred``, :meth:`open_database`).
        return kalah, KalahPlayerAnalyzer(kalah, options), kalah.initial()

    def show_game(self, game: Any, analyzer: Any) -> None:
        self._cache_loaded = load_cache(analyzer.prover, self.cache_path(game))
        if analyzer.database is None and game.m * game.n > SMALL_BOARD:
            self._database_wanted = (game.m, game.variant, game.end)
            # The first game is shown while the tab is built: no dialog yet. A hidden tab
            # waits until it is shown: unpacking takes a core for a second or two, which the
            # first window and the tab in front deserve more.
            if self.active:
                self.open_database(analyzer, build=self._shown)
            else:
                self._database_pending = (analyzer, self._shown)
        self._shown = True
        self.board.set_game(game)  # type: ignore[attr-defined]
        self.thinking.set_game(game, analyzer.options,  # type: ignore[attr-defined]
                               analyzer.database)

    def activate(self) -> None:
        super().activate()
        if self._database_pending is not None:
            analyzer, build = self._database_pending
            self._database_pending = None
            if analyzer is self.analyzer:
                self.open_database(analyzer, build)

    def open_database(self, analyzer: KalahPlayerAnalyzer, build: bool) -> None:
        """The endgame database of these rules opened on a worker and handed to the analyzer
        when ready (the first analyses meanwhile go without it); if it does not exist yet and
        ``build``, it is built (:meth:`build_database`)."""
        m, variant, end = self._database_wanted
        if self.database_runner is not None:
            self.database_runner.cancel()  # rules changed again: only the newest counts
        self.database_runner = runner = EngineRunner(self)

        def opened(db: kalah_db.KalahDatabase | None) -> None:
            if db is not None:
                self.attach_database(analyzer, db)
            elif build:
                self.build_database(analyzer)
        runner.start(lambda _control: kalah_db.find(m, variant, end), opened)

    def attach_database(self, analyzer: KalahPlayerAnalyzer, db: kalah_db.KalahDatabase) -> None:
        analyzer.database = db
        analyzer.prover.database = db
        if self.analyzer is analyzer:  # the tree searches as the player does
            self.thinking.set_game(self.game, analyzer.options, db)  # type: ignore[attr-defined]
            self.database_attached.emit()

    def build_database(self, analyzer: KalahPlayerAnalyzer) -> None:
        """The endgame database of these rules on first use: built on a worker (a minute or
        so) with a progress dialog and Cancel; the game goes on meanwhile, without it."""
        m, variant, end = self._database_wanted
        if (m, variant, end) in self._databases_declined:
            return
        if self.database_runner is not None:
            self.database_runner.cancel()  # rules changed again: only the newest build counts
        self.database_runner = runner = EngineRunner(self)
        total = kalah_db.size(m, kalah_db.build_limit(m))
        dialog = QProgressDialog(self.tr(
            "Building the endgame database: the exact value of every position with at most "
            "{0} seeds left in the houses. Once built, the computer plays those endings "
            "perfectly.").format(kalah_db.build_limit(m)), self.tr("Cancel"), 0, 1000, self)
        dialog.setWindowTitle(self.tr("Kalah endgame database"))
        label = QLabel(dialog.labelText())
        label.setWordWrap(True)  # one long line would make the dialog as wide as the screen
        dialog.setLabel(label)
        dialog.setMinimumWidth(480)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        folder = user_data()

        def job(control: Any) -> kalah_db.KalahDatabase:
            def progress(done: int, _total: int) -> None:
                control.nodes = done
                control.check()  # reports the count, and stops here on Cancel
            return kalah_db.ensure(m, variant, end, folder, progress)

        def finish() -> None:
            dialog.canceled.disconnect(cancelled)  # closing a progress dialog "cancels" it
            dialog.close()

        def done(db: kalah_db.KalahDatabase) -> None:
            finish()
            self.attach_database(analyzer, db)

        def cancelled() -> None:
            self._databases_declined.add((m, variant, end))  # asked once a session
            runner.cancel()
            dialog.close()
        runner.progress.connect(lambda count: dialog.setValue(min(999, count * 1000 // total)))
        runner.failed.connect(lambda _message: finish())
        dialog.canceled.connect(cancelled)
        self.database_dialog = dialog
        runner.start(job, done)
        dialog.show()

    _database_pending: tuple[KalahPlayerAnalyzer, bool] | None = None
    _databases_declined: set[tuple[int, str, str]] = set()
    _database_wanted: tuple[int, str, str] = (6, "standard", "either")
    _shown = False
    _cache_loaded = False
    database_runner: EngineRunner | None = None

    @staticmethod
    def cache_path(game: Kalah) -> Path:
        return user_data() / f"kalah-{game.m}-{game.n}-{game.variant}-{game.end}.table"

    def _on_analysis(self, analysis: Analysis[Any, Any], token: int) -> None:
        super()._on_analysis(analysis, token)
        game: Kalah = self.game  # type: ignore[assignment]
        prover = self.analyzer.prover  # type: ignore[attr-defined]
        # A start position that took real work is kept on disk: the next game starts at once.
        if (analysis.exact and analysis.position == game.initial() and not self._cache_loaded
                and prover.nodes > CACHE_FROM_NODES):
            try:
                prover.save(self.cache_path(game))
                self._cache_loaded = True
            except OSError:
                pass  # a full or read-only disk only costs the next game its head start

    def create_board(self) -> KalahBoard:
        return KalahBoard()

    def create_thinking_view(self) -> ThinkingView:
        return KalahThinkingView(self.game, self.analyzer.options)  # type: ignore[arg-type, attr-defined]

    def computer_player_name(self) -> tuple[str, str]:
        """What the computer at full strength really is: solved on a small board, otherwise a
        search to a depth (or for a time) that is exact only where the position solves."""
        game: Kalah = self.game  # type: ignore[assignment]
        options: PlayerOptions = self.analyzer.options  # type: ignore[attr-defined]
        if game.m * game.n <= SMALL_BOARD:
            return (self.tr("perfect (solved)"),
                    self.tr("This board is solved exactly: the computer never errs."))
        if options.time_limit is not None:
            name = self.tr("search {0} s a move").format(f"{options.time_limit:g}")
        elif options.nodes and options.fast():
            # The node budget stops the deepening sooner on big positions: the name says so.
            name = self.tr("search to depth {0} at most").format(options.depth)
            return name, self.tr(
                "Where the position can be solved in a moment the computer plays exactly; "
                "elsewhere it plays the best move of an alpha-beta search, which can err. The "
                "search deepens ply by ply and stops before a depth that would take more than "
                "{0} positions, at depth {1} at most.").format(
                QLocale().toString(options.nodes), options.depth)
        else:
            name = self.tr("search to depth {0}").format(options.depth)
        return name, self.tr(
            "Where the position can be solved in a moment the computer plays exactly; "
            "elsewhere it plays the best move of an alpha-beta search ({0}), which can err.").format(
            name)

    def start_game(self, settings: dict[str, Any], start: Any = None) -> None:
        if any(settings.get(k) != self.settings.get(k) for k in PLAYER_KEYS):
            self.analyses.clear()  # another player (depth, evaluation…) values moves anew
        super().start_game(settings, start)
        self.toolbar.retranslate_ui()  # the player's name follows its depth and the board

    def wrap_play_area(self, play_area: QWidget) -> QWidget:
        self.toolbar.perfect_name = self.computer_player_name
        self.toolbar.retranslate_ui()
        self.tournament_button = QPushButton()
        self.tournament_button.clicked.connect(self.open_tournament)
        self.toolbar.add_extra(self.tournament_button)
        return play_area

    def open_tournament(self) -> TournamentDialog:
        game: Kalah = self.game  # type: ignore[assignment]
        dialog = TournamentDialog(self, game.m, game.n, game.variant, game.end)
        dialog.show()
        self.tournament = dialog
        return dialog

    def side_label(self, side: int) -> str:
        return self.tr("South") if side == 0 else self.tr("North")

    def retranslate_ui(self) -> None:
        self.board.labels = {  # type: ignore[attr-defined]
            "south": self.tr("South sows this way, store on the right"),
            "north": self.tr("North sows this way, store on the left"),
            "again": self.tr("Last seed in the store: another move!"),
            "capture": self.tr("Capture: {0} seeds to the store"),
            "over": self.tr("A side is empty: the game is over")}
        super().retranslate_ui()
        self.tournament_button.setText(self.tr("Tournament…"))
        self.controls.move_entry.setToolTip(self.tr(
            "Type a house number, 1 = the one farthest from your store. On the board: click "
            "a house."))

    def new_game_settings(self) -> dict[str, Any] | None:
        dialog = KalahSettingsDialog(self, self.settings)
        return dialog.settings() if dialog.exec() else None

    def position_hint(self) -> str:
        return self.tr("South's houses / South's store / North's houses / North's store / "
                       "who moves (S or N), each side in its sowing order, e.g. "
                       "4,4,4,4,4,4/0/4,4,4,4,4,4/0/S. The seeds must add up to {0}.").format(
            2 * self.game.m * self.game.n)  # type: ignore[attr-defined]

    def describe_move(self, pos: Any, move_text: str) -> str:
        game: Kalah = self.game  # type: ignore[assignment]
        after = game.play(pos, int(move_text))
        if not game.legal_moves(after):
            return self.tr("ends the game")
        if after.mover == pos.mover:
            return self.tr("another move")
        gained = after.store(pos.mover) - pos.store(pos.mover)
        return self.tr("+{0} to the store").format(gained) if gained else ""

    def moves_before(self, pos: Any) -> int:
        return 0

    def extra_screens(self) -> list[tuple[str, Any]]:
        def small() -> None:
            self.start_game(dict(self.settings, m=3, n=3))
            self.side.setCurrentIndex(0)
        return [("solved", small)]


class KalahSettingsDialog(SettingsDialog):
    """The board and rules of a new game, and the computer player's search."""

    def __init__(self, parent: QWidget | None, settings: dict[str, Any]) -> None:
        super().__init__(parent, self.tr("New game of Kalah"))
        self.m, self.n = QSpinBox(), QSpinBox()
        self.m.setRange(1, MAX_HOUSES)
        self.n.setRange(1, MAX_SEEDS)
        self.m.setValue(int(settings.get("m", 6)))
        self.n.setValue(int(settings.get("n", 4)))
        self.variant, self.end, self.first = QComboBox(), QComboBox(), QComboBox()
        fill_combo(self.variant, [self.tr("capture only if the opposite house has seeds"),
                                  self.tr("capture even when the opposite house is empty")])
        self.variant.setCurrentIndex(VARIANTS.index(settings.get("variant", "standard")))
        fill_combo(self.end, [self.tr("when either side's houses are empty"),
                              self.tr("when the player to move has no seeds")])
        self.end.setCurrentIndex(END_RULES.index(settings.get("end", "either")))
        fill_combo(self.first, [self.tr("South"), self.tr("North")])
        self.first.setCurrentIndex(int(settings.get("first", 0)) % 2)
        self.depth_box = QSpinBox()
        self.depth_box.setRange(1, MAX_DEPTH)
        self.depth_box.setValue(int(settings.get("depth", DEFAULT_DEPTH)))
        self.use_time = QCheckBox(self.tr("limit by time instead, seconds a move:"))
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.1, 60.0)
        self.seconds.setValue(float(settings.get("time_limit") or 2.0))
        self.use_time.setChecked(settings.get("time_limit") is not None)
        self.evaluation = QComboBox()
        fill_combo(self.evaluation, [self.tr("store difference"),
                                     self.tr("store difference + seeds on each side"),
                                     self.tr("linear in all counts (weights below)")])
        self.evaluation.setCurrentIndex(EVALUATIONS.index(settings.get("evaluation", "stores")))
        self.weights = QLineEdit()
        weights = settings.get("weights")
        self.weights.setText(" ".join(f"{w:g}" for w in weights) if weights else "")
        self.weights_reset = QPushButton(self.tr("Default weights"))
        self.pruning = QCheckBox(self.tr("alpha-beta cutoffs (off: plain minimax)"))
        self.tt = QCheckBox(self.tr("transposition table"))
        self.ordering = QCheckBox(self.tr("move ordering (another-move first, table's best)"))
        self.pruning.setChecked(bool(settings.get("pruning", True)))
        self.tt.setChecked(bool(settings.get("transposition_table", True)))
        self.ordering.setChecked(bool(settings.get("ordering", True)))
        board = QGroupBox(self.tr("Board and rules"))
        form = QFormLayout(board)
        form.addRow(self.tr("Houses a side (m)"), self.m)
        form.addRow(self.tr("Seeds a house (n)"), self.n)
        form.addRow(self.tr("Capture"), self.variant)
        form.addRow(self.tr("The game ends"), self.end)
        form.addRow(self.tr("First to move"), self.first)
        player = QGroupBox(self.tr("Computer player (where the position is not solved)"))
        pform = QFormLayout(player)
        pform.addRow(self.tr("Depth (plies)"), self.depth_box)
        pform.addRow(self.use_time, self.seconds)
        pform.addRow(self.tr("Evaluation"), self.evaluation)
        pform.addRow(self.tr("Weights: own houses, own store, his houses, his store"),
                     self.weights)
        pform.addRow("", self.weights_reset)
        pform.addRow(self.pruning)
        pform.addRow(self.tt)
        pform.addRow(self.ordering)
        self.weights_reset.clicked.connect(
            lambda: self.weights.setText(" ".join(f"{w:g}" for w in
                                                  default_weights(self.m.value()))))
        self.evaluation.currentIndexChanged.connect(self._update)
        self.use_time.toggled.connect(self._update)
        self.lay_out(board, player)
        self._update()

    def _update(self, *_: Any) -> None:
        linear = EVALUATIONS[self.evaluation.currentIndex()] == "linear"
        self.weights.setEnabled(linear)
        self.weights_reset.setEnabled(linear)
        self.seconds.setEnabled(self.use_time.isChecked())
        self.depth_box.setEnabled(not self.use_time.isChecked())

    def _weights(self) -> list[float] | None:
        if EVALUATIONS[self.evaluation.currentIndex()] != "linear":
            return None
        text = self.weights.text().replace(",", " ").split()
        if not text:
            return default_weights(self.m.value())
        try:
            values = [float(t) for t in text]
        except ValueError:
            raise NotationError("kalah: the weights must be numbers")
        if len(values) != 2 * self.m.value() + 2:
            raise NotationError("kalah: the linear evaluation needs {0} weights, not {1}",
                                2 * self.m.value() + 2, len(values))
        return values

    def check(self) -> None:
        self._weights()

    def settings(self) -> dict[str, Any]:
        return {"variant": VARIANTS[self.variant.currentIndex()], "m": self.m.value(),
                "n": self.n.value(), "end": END_RULES[self.end.currentIndex()],
                "first": self.first.currentIndex(), "depth": self.depth_box.value(),
                "time_limit": self.seconds.value() if self.use_time.isChecked() else None,
                "evaluation": EVALUATIONS[self.evaluation.currentIndex()],
                "weights": self._weights(), "pruning": self.pruning.isChecked(),
                "transposition_table": self.tt.isChecked(),
                "ordering": self.ordering.isChecked()}
