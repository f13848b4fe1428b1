"""A stand-in for the Klondike solver in the statistics tests: instant, deterministic by seed,
importable by name (the statistics run it in spawned worker processes)."""
from __future__ import annotations

import time
from dataclasses import dataclass

from engines.solvers.control import SearchControl


@dataclass(frozen=True)
class FakeLimits:
    node_limit: int = 1000
    time_limit: float | None = None
    table_size: int = 100
    policy: str = "least-recent"
    slow: float = 0.0
    """Seconds each deal takes (cancellable): for the cancel tests."""


@dataclass(frozen=True)
class FakeResult:
    score: int
    exact: bool
    line: tuple[str, ...]
    nodes: int
    seconds: float
    decisions: int
    stored: int
    peak_stored: int
    evictions: int

    @property
    def result(self) -> str:
        return "won" if self.score == 52 else "lost" if self.exact else "undetermined"

    @property
    def bound(self) -> int:
        """Exact: the score; undetermined: some proved unwinnable (odd scores), some open."""
        return self.score if self.exact else self.score + 3 if self.score % 2 else 52


def fake_deal(seed: int) -> tuple[int, ...]:
    return (seed,)


def fake_score(seed: int) -> int:
    """Every third deal won; an undetermined one every seventh."""
    return 52 if seed % 3 == 0 else (seed * 7) % 40


def fake_solve(deal: tuple[int, ...], draw: int = 1, limits: FakeLimits = FakeLimits(),
               control: SearchControl | None = None, progress: object = None) -> FakeResult:
    seed = deal[0]
    control = control or SearchControl()
    deadline = time.monotonic() + limits.slow
    while time.monotonic() < deadline:
        control.check()
        time.sleep(0.005)
    control.check()
    score = fake_score(seed)
    policy_factor = {"none": 3, "least-used": 2, "least-recent": 1}[limits.policy]
    nodes = seed * 100 * policy_factor + 100_000 // limits.table_size + draw
    return FakeResult(score=score, exact=seed % 7 != 0 or score == 52,
                      line=tuple("draw" for _ in range(seed % 11 + 60)), nodes=nodes,
                      seconds=seed / 1000, decisions=seed % 5 + 3, stored=nodes // 2,
                      peak_stored=min(nodes, limits.table_size), evictions=max(0, nodes
                                                                               - limits.table_size))
