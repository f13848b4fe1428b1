"""Nim and its family: normal and misère Nim, Moore's Nim, exact-k, slow Nim and hypergraph Nim.

A move takes stones from a set of heaps. Plain Nim allows one heap and any amount; the family
variants change which heap sets are allowed and how much may be taken (``shared/analysis-cli.md``).
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import xor

from engines.analysis import Analyzer
from engines.protocol import (Game, GameInfo, IllegalMove, NotationError, NumberError, ValueKind,
                              parse_int, shorten)
from engines.solvers.control import SearchControl, TimeUp
from engines.solvers.grundy import GrundySolver

VARIANTS = ("normal", "misere", "moore", "exact", "slow-le", "slow-eq", "hypergraph")
NEEDS_K = ("moore", "exact", "slow-le", "slow-eq")

MAX_HEAPS = 10_000
"""Heaps a position may have (the answer lists a move for every stone anyway)."""
MAX_EDGES = 1_000
MAX_LIMITED_MOVES = 2_000
"""Moves a depth- or time-limited search may start from: even depth 1 lists every reply of
every move, moves² in all, before the time limit is looked at again."""
MAX_MOORE_LOST_MOVES = 400
"""Moves of a lost Moore position: the analysis counts every reply's winning answers, moves²
rule checks (measured: 1,260 moves, 11.6 s; 400 moves about 1 s)."""
MAX_MOVES = 100_000
"""Legal moves a position may have: the answer lists each one (about 5 MB of JSON)."""
MAX_WORK = 1_000_000
"""Positions below the root (heaps + 1 multiplied) times the moves from the root: the most the
family's search variants (and every Grundy number by search) may cost for an exact answer, a few
seconds (measured: exact k=2 on 10,10,10, work 0.4 million, 0.8 s; on 1,2,312, 2.4 million, 8 s;
Moore k=2 on 5,6,70, 2.6 million, 14 s for its Grundy number).
Beyond it the answer needs ``--depth`` or ``--time-limit``, and ``grundy`` is left out."""

Move = tuple[tuple[int, int], ...]
"""Pairs (heap index from 0, stones taken), in increasing heap order."""


@dataclass(frozen=True)
class NimPosition:
    """Heap sizes and who moves; the notation is the heaps, then ``B`` when B is to move."""

    heaps: tuple[int, ...]
    """Stones in each heap, in the order the player sees them."""
    mover: int = 0
    """0 when A is to move, 1 when B is."""

    def __repr__(self) -> str:
        return f"NimPosition(heaps={self.heaps!r}, mover={self.mover})"


def parse_edges(text: str) -> list[list[int]]:
    """The heap sets of hypergraph Nim, e.g. ``1,2;2,3;1`` (heaps numbered from 1)."""
    edges = []
    for part in text.replace(" ", "").split(";"):
        if not part:
            continue
        try:
            edges.append([parse_int(x, 1, MAX_HEAPS) for x in part.split(",") if x])
        except NumberError:
            raise NotationError("nim: bad edge '{0}'; write e.g. 1,2;2,3;1", shorten(part))
    if len(edges) > MAX_EDGES:
        raise NotationError("nim: {0} edges; at most {1}", len(edges), MAX_EDGES)
    return edges


def check_edges(edges: Sequence[Sequence[int]], heaps: int) -> None:
    """Refuse edges (heaps numbered from 1) that name a heap beyond the ``heaps`` there are."""
    highest = max((max(e) for e in edges if e), default=0)
    if highest > heaps:
        raise NotationError("nim: an edge names heap {0}, but there are only {1} heaps",
                            highest, heaps)


def nim_sum(heaps: Sequence[int]) -> int:
    """Bitwise XOR of the heap sizes."""
    return reduce(xor, heaps, 0)


class Nim(Game[NimPosition, Move]):
    """One rule book for the whole family; ``variant`` picks the move rule."""

    def __init__(self, variant: str = "normal", *, k: int | None = None,
                 edges: Sequence[Sequence[int]] | None = None,
                 start: Sequence[int] = (3, 4, 5)) -> None:
        if variant not in VARIANTS:
            raise NotationError("nim: unknown variant '{0}' (one of {1})", variant,
                                ", ".join(VARIANTS))
        if variant in NEEDS_K and (k is None or k < 1):
            raise NotationError("nim: variant '{0}' needs --k K with K ≥ 1", variant)
        if variant not in NEEDS_K and k is not None:
            raise NotationError("nim: --k does not apply to variant '{0}'", variant)
        if variant != "hypergraph" and edges is not None:
            raise NotationError("nim: --edges applies only to variant 'hypergraph'")
        if variant == "hypergraph":
            if not edges:
                raise NotationError("nim: variant 'hypergraph' needs --edges, e.g. \"1,2;2,3;1\"")
            edges = sorted({tuple(sorted(set(e))) for e in edges}, key=lambda e: (len(e), e))
            if any(not e or min(e) < 1 for e in edges):
                raise NotationError("nim: every edge must list heap numbers from 1")
        self.variant = variant
        self.k = k
        self.edges = tuple(tuple(i - 1 for i in e) for e in edges) if edges else None
        self.start = tuple(start)
        self.info = GameInfo("nim", variant, ValueKind.WIN_LOSS, impartial=True)

    # --- rules -------------------------------------------------------------------------
    def initial(self) -> NimPosition:
        return NimPosition(self.start)

    def to_move(self, pos: NimPosition) -> int:
        return pos.mover

    def heap_sets(self, heaps: Sequence[int]) -> list[tuple[int, ...]]:
        """The heap sets a move may touch, every heap non-empty, in the notation's order."""
        live = [i for i, h in enumerate(heaps) if h > 0]
        if self.variant == "hypergraph":
            assert self.edges is not None
            return [e for e in self.edges if all(i < len(heaps) and heaps[i] > 0 for i in e)]
        if self.variant in ("normal", "misere"):
            sizes = [1]
        elif self.variant in ("exact", "slow-eq"):
            sizes = [self.k or 1]
        else:
            sizes = list(range(1, (self.k or 1) + 1))
        return [c for size in sizes for c in itertools.combinations(live, size)]

    def legal_moves(self, pos: NimPosition) -> list[Move]:
        heaps = pos.heaps
        moves: list[Move] = []
        slow = self.variant in ("slow-le", "slow-eq")
        for heap_set in self.heap_sets(heaps):
            if slow:
                moves.append(tuple((i, 1) for i in heap_set))
                continue
            for amounts in itertools.product(*(range(1, heaps[i] + 1) for i in heap_set)):
                moves.append(tuple(zip(heap_set, amounts)))
        return moves

    def move_count(self, heaps: Sequence[int]) -> int:
        """How many legal moves ``heaps`` allow, counted without listing them."""
        if self.variant == "hypergraph":
            return sum(math.prod(heaps[i] for i in e) for e in self.heap_sets(heaps))
        if self.variant in ("slow-le", "slow-eq"):
            live = sum(1 for h in heaps if h)
            sizes = [self.k or 1] if self.variant == "slow-eq" else range(1, (self.k or 1) + 1)
            return sum(math.comb(live, size) for size in sizes)
        # Moves on j heaps: the j-th elementary symmetric sum of the heap sizes.
        top = 1 if self.variant in ("normal", "misere") else (self.k or 1)
        e = [1] + [0] * top
        for h in heaps:
            if h:
                for j in range(top, 0, -1):
                    e[j] += e[j - 1] * h
        return e[top] if self.variant == "exact" else sum(e[1:])

    def children(self, pos: NimPosition) -> list[NimPosition]:
        """Every position one move away, built straight from the move rule: the fast options
        for Sprague–Grundy tables (``play`` checks each move again, which tables need not)."""
        heaps = pos.heaps
        mover = 1 - pos.mover
        out = []
        slow = self.variant in ("slow-le", "slow-eq")
        for heap_set in self.heap_sets(heaps):
            if slow:
                after = list(heaps)
                for i in heap_set:
                    after[i] -= 1
                out.append(NimPosition(tuple(after), mover))
                continue
            for sizes in itertools.product(*(range(heaps[i]) for i in heap_set)):
                after = list(heaps)
                for i, size in zip(heap_set, sizes):
                    after[i] = size
                out.append(NimPosition(tuple(after), mover))
        return out

    def play(self, pos: NimPosition, move: Move) -> NimPosition:
        if move not in self._legal_set(pos, move):
            raise IllegalMove("nim: {0} is not legal in {1}", self._move_text(move), pos.heaps)
        heaps = list(pos.heaps)
        for i, amount in move:
            heaps[i] -= amount
        return NimPosition(tuple(heaps), 1 - pos.mover)

    def _legal_set(self, pos: NimPosition, move: Move) -> Sequence[Move]:
        # Checking one move must not cost a full move generation on big heaps.
        heaps = pos.heaps
        if not move or any(not (0 <= i < len(heaps)) or not (1 <= a <= heaps[i]) for i, a in move):
            return ()
        if self.variant in ("normal", "misere"):
            return (move,) if len(move) == 1 else ()  # the solvers' hot path: one heap, done
        heap_set = tuple(i for i, _ in move)
        if list(heap_set) != sorted(set(heap_set)) or heap_set not in self.heap_sets(heaps):
            return ()
        if self.variant in ("slow-le", "slow-eq") and any(a != 1 for _, a in move):
            return ()
        return (move,)

    def terminal_value(self, pos: NimPosition) -> int:
        # Normal play: the mover cannot move, so the opponent took the last stone and won.
        return 1 if self.variant == "misere" else -1

    def key(self, pos: NimPosition) -> Hashable:
        if self.variant == "hypergraph":
            return pos.heaps
        return tuple(sorted(h for h in pos.heaps if h))

    def evaluate(self, pos: NimPosition) -> float:
        return 0

    # --- notation ------------------------------------------------------------------------
    def parse_position(self, text: str) -> NimPosition:
        parts = text.replace(",", " ").split()
        sides = [side.lower() for side in self.info.sides]
        mover = sides.index(parts.pop().lower()) if parts and parts[-1].lower() in sides else 0
        if not parts:
            raise NotationError("nim: no heaps given")
        if len(parts) > MAX_HEAPS:
            raise NotationError("nim: {0} heaps; at most {1}", len(parts), MAX_HEAPS)
        heaps = []
        for n, part in enumerate(parts, 1):
            try:
                heaps.append(parse_int(part))
            except NumberError as exc:
                raise NotationError("nim: heap {0} is {1}", n, exc)
        if self.edges is not None:
            check_edges([[i + 1 for i in e] for e in self.edges], len(heaps))
        return NimPosition(tuple(heaps), mover)

    def format_position(self, pos: NimPosition) -> str:
        # The side is written only when B moves: A's positions read as plain heaps, as the
        # command line and the save files have always written them.
        heaps = " ".join(map(str, pos.heaps))
        return f"{heaps} {self.info.sides[1]}" if pos.mover else heaps

    def format_move(self, pos: NimPosition, move: Move) -> str:
        return self._move_text(move)

    @staticmethod
    def _move_text(move: Move) -> str:
        return ",".join(f"{i + 1}:{a}" for i, a in move)

    def parse_move(self, pos: NimPosition, text: str) -> Move:
        try:
            pairs = [p.split(":") for p in text.replace(" ", "").split(",")]
            move = tuple((parse_int(i, 1) - 1, parse_int(a, 1)) for i, a in pairs)
        except ValueError:
            raise NotationError("nim: '{0}' is not a move; write heap:stones, e.g. 2:3", text)
        if not self._legal_set(pos, move):
            raise NotationError("nim: {0} is not a legal move here", text.strip())
        return move

    def settings(self) -> dict[str, object]:
        out: dict[str, object] = {}
        if self.k is not None:
            out["k"] = self.k
        if self.edges is not None:
            out["edges"] = [[i + 1 for i in e] for e in self.edges]
        return out

    # --- the theory the app uses where the graph is too big -----------------------------
    def rule_value(self, heaps: Sequence[int]) -> int | None:
        """Win (+1) or loss (-1) for the mover by the nim-sum rule; ``None`` if no rule applies."""
        if self.variant == "normal":
            return 1 if nim_sum(heaps) else -1
        if self.variant == "misere":
            if all(h <= 1 for h in heaps):
                return 1 if sum(heaps) % 2 == 0 else -1
            return 1 if nim_sum(heaps) else -1
        if self.variant == "moore":
            return -1 if moore_losing(heaps, self.k or 1) else 1
        return None


def moore_losing(heaps: Sequence[int], k: int) -> bool:
    """Moore's rule (1910) for Nim_k: the player to move loses exactly when, for every binary
    digit, the number of heaps with that digit 1 is divisible by k + 1 (k = 1 is Nim)."""
    bit = 1
    while any(h >= bit for h in heaps):
        if sum(1 for h in heaps if h & bit) % (k + 1):
            return False
        bit <<= 1
    return True


class NimAnalyzer(Analyzer[NimPosition, Move]):
    """Exact search where the game graph is small (it gives remoteness too), the nim-sum rule
    where it is large; Grundy numbers by the rule or the generic Sprague–Grundy solver."""

    WORK_LIMIT = 300_000
    """Positions × moves the exact solver may walk before the rule takes over."""

    def __init__(self, game: Nim) -> None:
        super().__init__(game)
        self.nim = game
        self.sg = GrundySolver(game, options=game.children)

    def uses_rule(self, heaps: Sequence[int]) -> bool:
        if self.nim.rule_value(heaps) is None:
            return False
        return self.search_size(heaps) > self.WORK_LIMIT

    @staticmethod
    def positions(heaps: Sequence[int]) -> int:
        """Positions at or below ``heaps`` (an upper bound: sorting merges some)."""
        return math.prod(h + 1 for h in heaps if h)

    def search_size(self, heaps: Sequence[int]) -> int:
        """Positions times the moves from each: the exact search's work, roughly."""
        return self.positions(heaps) * max(1, self.nim.move_count(heaps))

    def check_reach(self, pos: NimPosition, limited: bool) -> None:
        """Refuse at once what cannot be answered in seconds (``limited``: a depth or time
        limit was given)."""
        moves = self.nim.move_count(pos.heaps)
        if moves > MAX_MOVES:
            raise NotationError("nim: these heaps allow {0} moves; the answer lists every move, "
                                "at most {1}", moves, MAX_MOVES)
        if limited and moves > MAX_LIMITED_MOVES:
            if self.nim.variant in ("normal", "misere"):
                raise NotationError("nim: a search limited by --depth or --time-limit takes at "
                                    "most {0} moves, not {1}; without them the nim-sum answers "
                                    "exactly", MAX_LIMITED_MOVES, moves)
            raise NotationError("nim: a search limited by --depth or --time-limit takes at most "
                                "{0} moves, not {1}", MAX_LIMITED_MOVES, moves)
        if limited or self.nim.variant in ("normal", "misere"):
            return
        if self.nim.variant == "moore":
            # The rule gives every value; in a lost position the app also counts each reply's
            # winning answers, a second pass over the moves of every reply.
            if self.uses_rule(pos.heaps) and moore_losing(pos.heaps, self.nim.k or 1) \
                    and moves > MAX_MOORE_LOST_MOVES:
                raise NotationError("nim: a lost position with {0} moves is out of reach "
                                    "(at most {1} when lost); use --depth or --time-limit",
                                    moves, MAX_MOORE_LOST_MOVES)
            return
        if self.search_size(pos.heaps) > MAX_WORK:
            raise NotationError("nim: variant '{0}' is solved by search; these heaps give {1} "
                                "positions × moves, at most {2}; use --depth or --time-limit",
                                self.nim.variant, self.search_size(pos.heaps), MAX_WORK)

    def exact_values(self, pos: NimPosition, control: SearchControl
                     ) -> tuple[float, int | None, list[tuple[Move, float, int | None]]]:
        if not self.uses_rule(pos.heaps):
            return super().exact_values(pos, control)
        rule = self.nim.rule_value
        value = rule(pos.heaps)
        moves: list[tuple[Move, float, int | None]] = []
        if self.nim.variant == "normal" and value == 1:
            # Only the moves to nim-sum 0 win: the rest need no rule call each.
            x = nim_sum(pos.heaps)
            for move in self.nim.legal_moves(pos):
                ((i, amount),) = move
                moves.append((move, 1 if pos.heaps[i] - amount == pos.heaps[i] ^ x else -1,
                              None))
            return 1, None, moves
        if self.nim.variant == "normal":
            return -1, None, [(m, -1, None) for m in self.nim.legal_moves(pos)]
        for move in self.nim.legal_moves(pos):
            heaps = list(pos.heaps)
            for i, amount in move:
                heaps[i] -= amount
            moves.append((move, -(rule(heaps) or 0), None))
        return value or 0, None, moves

    def winning_replies(self, pos: NimPosition, control: SearchControl) -> int:
        if not self.uses_rule(pos.heaps):
            return super().winning_replies(pos, control)
        if self.nim.variant == "moore":
            return sum(1 for _, v, _ in self.exact_values(pos, control)[2] if v == 1)
        big = [h for h in pos.heaps if h > 1]
        if self.nim.variant == "misere" and not big:
            return sum(pos.heaps)  # an even number of 1-heaps: every move keeps the win
        if self.nim.variant == "misere" and len(big) == 1:
            return 1  # only the big heap can be cut to leave an odd number of 1-heaps
        x = nim_sum(pos.heaps)
        return sum(1 for h in pos.heaps if h ^ x < h)

    def extra(self, pos: NimPosition, control: SearchControl) -> dict[str, int]:
        if self.nim.variant in ("normal", "misere"):
            return {"grundy": nim_sum(pos.heaps)}
        if self.nim.variant == "moore" and self.nim.k == 1:
            return {"grundy": nim_sum(pos.heaps)}
        if self.search_size(pos.heaps) > MAX_WORK:
            return {}  # no theory gives it and the search is out of reach: left out, not guessed
        self.sg.control = control
        try:
            return {"grundy": self.sg.grundy(pos)}
        except TimeUp:
            return {}
