"""`python -m tasks.cli`: what the `ragops` console script runs (tests/reliability and the server process use it)."""

import sys

from tasks.cli import main

sys.exit(main())
