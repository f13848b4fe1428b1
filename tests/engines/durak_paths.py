"""One durak deal analysed by the pattern solver, for comparing the compiled kernel with pure
Python: ``answer`` in this process, or by a process started with ``FINITE_GAMES_PURE=1``
(``python -m tests.engines.durak_paths``: a JSON question a line in, a JSON answer a line out)."""
from __future__ import annotations

import json
import sys
from typing import Any

from engines.compiled import describe
from engines.games.one_suit.durak import Durak, DurakAnalyzer


def answer(question: dict[str, Any]) -> dict[str, Any]:
    """question: variant, k, position (the analysis notation). Every move's value and moves
    to the end, draws' included, and the solver's nodes and table sizes."""
    game = Durak(question["variant"], question["k"])
    analyzer = DurakAnalyzer(game)
    analyzer.draw_lengths = True
    analysis = analyzer.analyze(game.parse_position(question["position"]))
    solver = analyzer.patterns
    return {"path": describe(), "value": analysis.value, "remoteness": analysis.remoteness,
            "moves": [[m.text, m.value, m.remoteness, m.best, m.replies]
                      for m in analysis.moves],
            "nodes": solver.nodes, "table": len(solver.table), "draws": solver.drawn}


def main() -> None:
    for line in sys.stdin:
        print(json.dumps(answer(json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
