import sys

from engines.cli import main

sys.exit(main())
