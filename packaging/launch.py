"""Entry point of the bundled app (PyInstaller needs a script, not ``-m desktop``)."""
import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    # The solitaire statistics solve deals in worker processes; in a frozen app each worker is
    # this same executable started again, and freeze_support() turns it into a worker instead
    # of a second window.
    multiprocessing.freeze_support()
    sys.exit(main())
