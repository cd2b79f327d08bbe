"""`python -m bullheads` is the `bullheads` command."""

from bullheads.cli.main import main

main()
