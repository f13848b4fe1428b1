"""Entry point of the bundled app (PyInstaller needs a script, not ``-m desktop``)."""
import multiprocessing
import sys

if __name__ == "__main__":
    # The solitaire statistics solve deals in worker processes; in a frozen app each worker is
    # this same executable started again, and freeze_support() turns it into a worker instead
    # of a second window.
    multiprocessing.freeze_support()
    if sys.argv[1:2] == ["--strategy-child"]:
        # A pupil's strategy file for a battle runs in this executable started again
        # (engines.battle.sandbox): the frozen app has no "python -c".
        from engines.battle.child import main as strategy_child
        sys.exit(strategy_child(sys.argv[2:]))
    from desktop.app import main
    sys.exit(main())
