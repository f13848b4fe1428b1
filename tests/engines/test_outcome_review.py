"""Who won a finished game (tricks taken along the way counted) and the review's verdicts, which
agree with the best moves (★) exactly."""
from __future__ import annotations

import random

import pytest

from engines import registry
from engines.outcome import outcome
from engines.review import GOOD, Verdict, judge, summarize


def play(game, start, texts):
    pos, moves = game.parse_position(start), []
    for t in texts:
        move = game.parse_move(pos, t)
        moves.append(move)
        pos = game.play(pos, move)
    return game.parse_position(start), moves


@pytest.mark.parametrize("variant,moves,winner,value", [
    # A leads 1, B takes with 2; B leads 5, A 3; B leads 6, A 4: B 3 tricks, A 0
    ("standard", ["1", "2", "5", "3", "6", "4"], 1, -3),
    # A leads 4, B 5 takes; B leads 2, A 3 takes; A leads 1, B 6 takes: A 1, B 2
    ("standard", ["4", "5", "2", "3", "1", "6"], 1, -1),
    ("standard-misere", ["4", "5", "2", "3", "1", "6"], 0, 1),  # fewer tricks wins
    ("terminal", ["4", "5", "2", "3", "1", "6"], 1, -1),  # B took the last trick
    ("terminal-misere", ["4", "5", "2", "3", "1", "6"], 0, 1),
])
def test_one_suit_results_count_the_tricks_taken_on_the_way(variant, moves, winner, value):
    game, _ = registry.build("odnomastka", variant)
    start, played = play(game, "A:1,3,4 B:2,5,6 lead:A", moves)
    result = outcome(game, start, played)
    assert result.over and result.winner == winner and result.value == value
    assert game.terminal_value(game.play(game.play(start, played[0]), played[1])) == 0


def test_a_one_suit_draw_and_an_unfinished_game():
    game, _ = registry.build("odnomastka", "standard")
    start, played = play(game, "A:1,4 B:2,3 lead:A", ["4", "2", "1", "3"])  # 1 trick each
    assert outcome(game, start, played).winner is None and outcome(game, start, played).over
    assert not outcome(game, start, played[:2]).over


@pytest.mark.parametrize("name,start,moves,winner,score", [
    ("nim", "1 2", ["2:2", "1:1"], 1, None),  # B takes the last stone
    ("nim", "1 2", ["2:1", "1:1", "2:1"], 0, None),
    ("durak", "A:1 B:2 attack:A", ["1", "2"], None, None),  # both out of cards together
    ("durak", "A:1,3 B:2 attack:A", ["1", "2"], 1, None),  # B is out of cards first
    ("durak", "A:3 B:2,4 attack:A", ["3", "4"], 0, None),
    ("determinant", "123456789", [], 0, 360),  # SA 6+120+504 = 630, SB 28+80+162 = 270
])
def test_win_loss_and_score_results(name, start, moves, winner, score):
    game, _ = registry.build(name)
    pos, played = play(game, start, moves)
    result = outcome(game, pos, played)
    final = pos
    for m in played:
        final = game.play(final, m)
    end = game.terminal_value(final)
    expected = end if game.to_move(final) == 0 else -end
    assert result.over and result.value == expected and result.winner == winner
    assert result.score == score


STARTS = [("nim", "normal", "3 4 5"), ("odnomastka", "standard", "A:1,3,4,8 B:2,5,6,7 lead:A"),
          ("odnomastka", "terminal", "A:1,3,4,8 B:2,5,6,7 lead:A"),
          ("kalah", "standard", "2,2,2/0/2,2,2/0/S"), ("seki", "d-seki", "2,1,1/1,2,1 R")]


@pytest.mark.parametrize("name,variant,start", STARTS)
def test_a_verdict_is_good_exactly_on_the_best_moves(name, variant, start):
    game, analyzer = registry.build(name, variant)
    rng = random.Random(5)
    seen = set()
    for _ in range(10):
        pos = game.parse_position(start)
        while game.legal_moves(pos):
            a = analyzer.analyze(pos)
            for m in a.moves:
                verdict, _ = judge(a, m.text)
                assert (verdict in GOOD) == m.best, (a.position_text, m.text, verdict)
                seen.add(verdict)
            pos = game.play(pos, rng.choice(list(game.legal_moves(pos))))
    assert Verdict.UNKNOWN not in seen


def test_estimates_are_judged_as_estimates_and_never_count_as_result_changes():
    game, analyzer = registry.build("kalah", "standard")
    pos = game.parse_position("4,4,4,4,4,4/0/4,4,4,4,4,4/0/S")
    a = analyzer.analyze(pos, depth=2)
    assert not a.exact
    verdicts = {judge(a, m.text)[0] for m in a.moves}
    assert verdicts <= {Verdict.ESTIMATE_BEST, Verdict.ESTIMATE_WORSE}
    worst = min(a.moves, key=lambda m: m.value)
    summary = summarize([(a, worst.text), (a, a.best_moves[0].text), (None, "1")])
    assert (summary.exact, summary.estimated, summary.unknown) == (0, 2, 1)
    assert summary.changed_result == 0 and summary.not_best == 1 and summary.depth == 2


def test_in_the_exam_game_a_slower_win_is_not_best_and_the_review_says_so():
    """EGE counts the moves: only the quickest win is best (★); a slower one still wins."""
    from engines.games.ege.game import StoneHeaps, StoneHeapsAnalyzer
    from engines.games.ege.task import load_task
    from engines.resources import resource_dir
    task = load_task(resource_dir() / "ege" / "one-heap-29.json")
    game = StoneHeaps(task, 7)
    a = StoneHeapsAnalyzer(game).analyze(game.initial())
    verdicts = {m.text: (m.remoteness, m.best, judge(a, m.text)[0]) for m in a.moves}
    assert verdicts == {"x+1": (9, False, Verdict.SLOWER_WIN), "x*2": (3, True, Verdict.KEPT_WIN)}
    assert all(m.optimal for m in a.moves)  # both keep the win: optimal in the CLI's sense
