"""The default Kalah player (engines/games/kalah/player.py): the opening table played perfectly,
and no exact trial where it could only run out of time."""
from __future__ import annotations

import pytest

from engines.games.kalah.opening import find as find_opening
from engines.games.kalah.player import TRIAL_BELOW_REACH, KalahPlayerAnalyzer, PlayerOptions
from engines.games.kalah.rules import Kalah, KalahPosition
from engines.policy import choose


def position(houses: tuple[int, ...], mover: int, seeds: int) -> KalahPosition:
    """``houses`` seen from the mover (his six first), the stores holding the rest."""
    own, other = houses[:6], houses[6:]
    south, north = (own, other) if mover == 0 else (other, own)
    stored = seeds - sum(houses)
    return KalahPosition(south + (stored // 2,) + north + (stored - stored // 2,), mover)


@pytest.mark.parametrize("variant", ["standard", "empty-capture"])
def test_every_position_of_the_opening_table_is_played_perfectly(variant):
    """Either side to move: the move played and every move called best are of the best value
    the table proves, and the analysis says it is exact."""
    game = Kalah(6, 4, variant)
    table = find_opening(game)
    assert table is not None and table.entries
    player = KalahPlayerAnalyzer(game)
    for houses, (gain, moves) in table.entries.items():
        best = {move for move, g in moves if g == gain}
        for mover in (0, 1):
            pos = position(houses, mover, 48)
            analysis = player.analyze(pos)
            assert analysis.exact, (houses, mover)
            assert {m.move for m in analysis.best_moves} == best, (houses, mover)
            assert choose(analysis).move.move in best


def test_no_exact_trial_past_the_provers_reach():
    """A 45-seed position outside the opening table is searched at once: no trial that could
    only run out of its time (so none is remembered as failed either)."""
    game = Kalah(6, 4)
    player = KalahPlayerAnalyzer(game, PlayerOptions(depth=4))
    db = player.database
    reach = player.reach(6, db.limit if db is not None else None)
    pos = game.parse_position("6,0,6,6,6,0/0/5,5,0,5,6,0/3/N")
    assert 45 > reach - TRIAL_BELOW_REACH and find_opening(game).lookup(pos) is None
    analysis = player.analyze(pos)
    assert not analysis.exact and analysis.depth == 4 and player.unsolved_at is None


def test_the_node_budget_stops_deepening_before_the_depth():
    """With a budget the depth is a cap: the search stops where the next depth would pass the
    budget, and the search it did stays near it; the same position to a depth is searched
    to that depth."""
    game = Kalah(6, 4)
    pos = game.parse_position("6,0,6,6,6,0/0/5,5,0,5,6,0/3/N")
    player = KalahPlayerAnalyzer(game, PlayerOptions(depth=20, nodes=20_000))
    analysis = player.analyze(pos)
    assert player.searcher is not None
    assert 3 < analysis.depth < 20 and player.searcher.nodes < 3 * 20_000
    deep = KalahPlayerAnalyzer(game, PlayerOptions(depth=analysis.depth, nodes=None))
    assert deep.analyze(pos).moves == analysis.moves
