"""python -m gostgen: the same command line as the `gostgen` script."""
import sys

from .cli import main

sys.exit(main())
