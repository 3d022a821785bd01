"""The table: the scene where a hand is dealt, bid and played, and its parts (layout,
seats, the player's hand, the event animations, the bars of buttons, practice tools)."""
