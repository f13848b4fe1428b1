import random

from engines.games.nim.rules import Nim, NimAnalyzer
from engines.policy import Strength, StrengthKind, choose


def analyse(text, variant="normal"):
    game = Nim(variant)
    return NimAnalyzer(game).analyze(game.parse_position(text))


def test_winning_choice_is_always_an_optimal_move_and_covers_all_of_them():
    analysis = analyse("5 6 7 1")  # nim-sum 5: three heaps have its top bit
    rng = random.Random(1)
    seen = {choose(analysis, rng=rng).move.text for _ in range(200)}
    assert seen == {m.text for m in analysis.optimal_moves} and len(seen) == 3


def test_without_randomness_the_first_optimal_move_is_taken():
    analysis = analyse("5 6 7 1")
    assert choose(analysis).move == analysis.optimal_moves[0]


def test_in_a_lost_position_the_computer_sets_the_trap_with_fewest_winning_replies():
    """In 1 2 3 every move loses. After 3:1 (1 2 2) only 1:1 wins for the opponent; after 1:1
    (0 2 3) only 3:1 wins; after 2:2 (1 0 3) only 3:2 wins — the trap prefers the longest of the
    one-reply moves."""
    analysis = analyse("1 2 3")
    choice = choose(analysis)
    assert choice.reason == "trap"
    assert choice.move.replies[0] == min(m.replies[0] for m in analysis.moves)
    longest = max(m.remoteness for m in analysis.moves if m.replies[0] == choice.move.replies[0])
    assert choice.move.remoteness == longest


def test_random_strength_plays_every_legal_move_sometimes():
    analysis = analyse("3 4 5")
    rng = random.Random(3)
    seen = {choose(analysis, rng=rng, strength=Strength(StrengthKind.RANDOM)).move.text
            for _ in range(500)}
    assert len(seen) == len(analysis.moves)


def test_probability_strength_mixes_perfect_and_random_moves():
    analysis = analyse("3 4 5")
    rng = random.Random(5)
    reasons = [choose(analysis, rng=rng, strength=Strength(StrengthKind.PROBABILITY, 0.5)).reason
               for _ in range(400)]
    assert 100 < reasons.count("optimal") < 300
