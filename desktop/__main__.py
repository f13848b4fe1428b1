import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes of the solitaire statistics
    sys.exit(main())
