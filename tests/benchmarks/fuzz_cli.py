"""Fuzz ``python -m engines analyze`` at length: N random and mutated positions and options for
every game and variant (the same strategies as tests/engines/test_cli_fuzz.py), then print how
many answered, how many were refused, any contract failure, the slowest cases and the peak
memory of the process.

    .venv/bin/python tests/benchmarks/fuzz_cli.py [N per game and variant, default 300]
"""
from __future__ import annotations

import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hypothesis import HealthCheck, given, settings  # noqa: E402

from tests.engines.cli_fuzz import (  # noqa: E402
    CASES,
    check_outcome,
    option_sets,
    positions,
    run_in_process,
)


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    timings: list[tuple[float, int, list[str]]] = []
    failures: list[tuple[list[str], str]] = []
    counts = {0: 0, 2: 0}
    for game, variant, options, valid in CASES:
        @settings(max_examples=n, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(text=positions(valid), extra=option_sets(options))
        def run(text: str, extra: list[str]) -> None:
            argv = ["analyze", game, "--variant", variant, *extra, text]
            result = run_in_process(argv)
            timings.append((result.seconds, result.code, argv))
            counts[result.code] = counts.get(result.code, 0) + 1
            try:
                check_outcome(argv, result)
            except AssertionError as exc:
                failures.append((argv, f"{exc!r} {result.stderr[:200]}"))
        run()
        print(f"{game:12} {variant:16} done", flush=True)
    print(f"\n{len(timings)} runs: {counts.get(0, 0)} answered (exit 0), "
          f"{counts.get(2, 0)} refused (exit 2), "
          f"{sum(v for k, v in counts.items() if k not in (0, 2))} other exit codes, "
          f"{len(failures)} contract failures")
    for argv, why in failures[:20]:
        print("FAIL", [a[:60] for a in argv], why[:300])
    print("\nslowest:")
    for seconds, code, argv in sorted(timings, key=lambda t: -t[0])[:10]:
        print(f"  {seconds:6.2f} s  exit {code}  {[a[:60] for a in argv]}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak memory of the process: {peak:.0f} MB")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
