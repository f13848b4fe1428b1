"""Procedure battles: pupils' strategy files play the engines and each other
(``shared/battle-cli.md``).

- :mod:`.sandbox` — one strategy file in its own process, with its limits and forfeits;
- :mod:`.child` — the code that runs in that process.
"""
