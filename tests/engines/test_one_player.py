"""The one-player search (``engines.solvers.one_player``) on toy games: directed graphs with
cycles, a score on each vertex, checked against the best reachable score found without it."""
from __future__ import annotations

from collections.abc import Hashable, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.solvers.one_player import Policy, TranspositionTable, search


# --- the generic search on a toy game --------------------------------------------------------
class Graph:
    """A one-player game on a directed graph with cycles: a score on each vertex."""

    def __init__(self, edges: dict[int, list[int]], scores: dict[int, int]) -> None:
        self.edges, self.scores = edges, scores

    def moves(self, position: int) -> Sequence[int]:
        return self.edges.get(position, [])

    def apply(self, position: int, move: int) -> int:
        return move

    def score(self, position: int) -> int:
        return self.scores[position]

    def max_score(self) -> int:
        return 100

    def key(self, position: int) -> Hashable:
        return position

    def bound(self, position: int, best: int) -> int:
        return 100

    def safe_move(self, position: int) -> int | None:
        return None

    def covering(self, key: Hashable) -> Hashable | None:
        return None

    def bounding(self, position: int, move: int) -> bool:
        return True


def reachable_best(graph: Graph, start: int) -> int:
    seen, todo = {start}, [start]
    while todo:
        for n in graph.edges.get(todo.pop(), []):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return max(graph.scores[v] for v in seen)


graphs = st.integers(2, 12).flatmap(lambda n: st.tuples(
    st.dictionaries(st.integers(0, n - 1), st.lists(st.integers(0, n - 1), max_size=4)),
    st.lists(st.integers(0, 99), min_size=n, max_size=n)))


class CoveredGraph(Graph):
    """Vertex ``v + n`` is ``v`` with fewer moves (every other one) and the same score: ``v``
    covers it (``OnePlayerGame.covering``)."""

    def __init__(self, edges: dict[int, list[int]], scores: dict[int, int], n: int) -> None:
        twins = {v + n: edges.get(v, [])[::2] for v in range(n)}
        super().__init__({**edges, **twins}, {**scores, **{v + n: scores[v] for v in range(n)}})
        self.n = n

    def covering(self, key: Hashable) -> Hashable | None:
        assert isinstance(key, int)
        return key - self.n if key >= self.n else None


@settings(max_examples=150, deadline=None)
@given(graphs, st.sampled_from(list(Policy)), st.integers(1, 3), st.data())
def test_positions_a_covering_one_was_entered_for_are_skipped_and_the_best_still_found(
        case: tuple[dict[int, list[int]], list[int]], policy: Policy, capacity: int,
        data: st.DataObject) -> None:
    """Edges may lead to the covered twins (fewer moves, same score) of vertices: entering a
    twin after its vertex, or below it on the path, is skipped, and the best is the graph's."""
    edges, scores = case
    n = len(scores)
    to_twin = data.draw(st.sets(st.integers(0, n - 1)))
    edges = {v: [w + n if w in to_twin else w for w in ws] for v, ws in edges.items()}
    graph = CoveredGraph(edges, dict(enumerate(scores)), n)
    for table in (TranspositionTable(capacity, policy), TranspositionTable(1000, Policy.NONE)):
        found = search(graph, 0, table=table)
        assert found.exact and found.score == reachable_best(graph, 0)


@settings(max_examples=150, deadline=None)
@given(graphs, st.sampled_from(list(Policy)), st.integers(1, 3))
def test_the_search_finds_the_best_reachable_score_on_graphs_with_cycles(
        case: tuple[dict[int, list[int]], list[int]], policy: Policy, capacity: int) -> None:
    edges, scores = case
    graph = Graph(edges, dict(enumerate(scores)))
    for table in (TranspositionTable(capacity, policy), TranspositionTable(1000, Policy.NONE)):
        found = search(graph, 0, table=table)
        assert found.exact and found.score == reachable_best(graph, 0)
        at = 0
        for move in found.line:   # the line is a path of the graph to that score
            assert move in graph.moves(at)
            at = move
        assert graph.score(at) == found.score


class BoundedGraph(Graph):
    """Each vertex's bound is the best it reaches (the tightest there is), and the moves after
    which the search may leave the bound out are chosen by the test (``bounding``)."""

    def __init__(self, edges: dict[int, list[int]], scores: dict[int, int],
                 unbounded: set[int]) -> None:
        super().__init__(edges, scores)
        self.unbounded = unbounded
        self.bounded: list[int] = []

    def bound(self, position: int, best: int) -> int:
        self.bounded.append(position)
        return reachable_best(self, position)

    def bounding(self, position: int, move: int) -> bool:
        return move not in self.unbounded


@settings(max_examples=150, deadline=None)
@given(graphs, st.data())
def test_positions_left_unbounded_change_what_is_searched_but_never_the_best(
        case: tuple[dict[int, list[int]], list[int]], data: st.DataObject) -> None:
    """``OnePlayerGame.bounding``: a bound only saves work, so positions the game says are not
    worth bounding (and positions with one move) are entered unbounded and the best is still
    the graph's; the ones it leaves out are never bounded."""
    edges, scores = case
    unbounded = data.draw(st.sets(st.integers(0, len(scores) - 1)))
    graph = BoundedGraph(edges, dict(enumerate(scores)), unbounded)
    found = search(graph, 0)
    assert found.exact and found.score == reachable_best(graph, 0)
    assert not (set(graph.bounded) - {0}) & unbounded
    assert all(len(graph.moves(v)) > 1 for v in graph.bounded)


def test_a_node_limit_leaves_the_answer_undetermined() -> None:
    chain = Graph({i: [i + 1] for i in range(50)}, {i: i for i in range(51)})
    found = search(chain, 0, node_limit=10)
    assert not found.exact and found.score == 9 and found.nodes == 10
    assert search(chain, 0).score == 50


def test_tables_count_what_they_store_and_drop() -> None:
    for policy in (Policy.LEAST_USED, Policy.LEAST_RECENT):
        table = TranspositionTable(4, policy)
        for key in range(10):
            table.store(key)
        assert len(table) <= 4 and table.peak == 4 and table.evictions >= 6
    recent = TranspositionTable(2, Policy.LEAST_RECENT)
    recent.store("a"), recent.store("b")
    assert recent.seen("a")          # "a" is now the most recent: "b" goes first
    recent.store("c")
    assert recent.seen("a") and not recent.seen("b")
    used = TranspositionTable(4, Policy.LEAST_USED)
    for key in "abcd":
        used.store(key)
    for _ in range(3):
        assert used.seen("a") and used.seen("c") and used.seen("d")
    used.store("e")                  # "b", never used again, is the one dropped
    assert not used.seen("b") and used.seen("a")
    full = TranspositionTable(2, Policy.NONE)
    for key in "abc":
        full.store(key)
    assert full.seen("a") and not full.seen("c") and full.refused == 1


@settings(max_examples=150, deadline=None)
@given(graphs, st.integers(0, 2), st.booleans())
def test_a_dive_proves_nothing_and_the_full_search_after_it_still_finds_the_best(
        case: tuple[dict[int, list[int]], list[int]], limit: int, by_width: bool) -> None:
    edges, scores = case
    graph = Graph(edges, dict(enumerate(scores)))
    dive = (search(graph, 0, width=limit + 1) if by_width
            else search(graph, 0, discrepancies=limit))
    best = reachable_best(graph, 0)
    assert dive.score <= best
    if dive.exact:   # only when it left no move out or reached the maximum
        assert dive.score == best
    found = search(graph, 0, initial=dive)
    assert found.exact and found.score == best and found.score >= dive.score
    at = 0
    for move in found.line:
        assert move in graph.moves(at)
        at = move
    assert graph.score(at) == found.score


def test_a_narrow_dive_is_not_exact_and_hands_its_line_on() -> None:
    # 0 -> 1 (score 5) first, 0 -> 2 -> 3 (score 9) second: a width-1 dive sees only 5.
    graph = Graph({0: [1, 2], 2: [3]}, {0: 0, 1: 5, 2: 0, 3: 9})
    dive = search(graph, 0, width=1)
    assert dive.score == 5 and not dive.exact and dive.line == (1,)
    found = search(graph, 0, initial=dive, node_limit=2)
    assert found.score == 5 and found.line == (1,) and not found.exact
    assert search(graph, 0, initial=dive).score == 9


def test_a_dive_of_limited_discrepancies_spends_them_along_the_path() -> None:
    # 0 -> 1 -> 3 (score 2), 1 -> 4 (score 7); 0 -> 2 -> 5 (score 4), 2 -> 6 (score 9): the
    # k-th move of a position costs k, so 1 discrepancy reaches 4 or 5, never 6.
    graph = Graph({0: [1, 2], 1: [3, 4], 2: [5, 6]},
                  {0: 0, 1: 0, 2: 0, 3: 2, 4: 7, 5: 4, 6: 9})
    assert search(graph, 0, discrepancies=0).score == 2
    one = search(graph, 0, discrepancies=1)
    assert (one.score, one.exact, one.line) == (7, False, (1, 4))
    two = search(graph, 0, discrepancies=2)
    assert (two.score, two.exact) == (9, True)  # nothing was left out
