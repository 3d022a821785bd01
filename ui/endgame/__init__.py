"""残局: the puzzle chapters, the puzzle table and the analysis board (issue 34)."""
