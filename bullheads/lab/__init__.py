"""The lab: matches between bots, their statistics and results files."""
