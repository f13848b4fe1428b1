"""Entry point of the bundled app (PyInstaller needs a script, not ``-m desktop``)."""
import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
