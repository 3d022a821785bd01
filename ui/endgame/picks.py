"""The player's picks in an open hand at the 残局 table, as sets of card indices: a
click on a card, a rank key, and the cards of a move (a hint's)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.cards import Card
from ui.endgame.cards import PASS, raised_by


def clicked_card(rects: Sequence[pygame.Rect], selected: set[int],
                 pos: tuple[int, int]) -> int | None:
    """The card under ``pos`` (the topmost, a raised card where it is drawn), if any."""
    for i in range(len(rects) - 1, -1, -1):
        rect = rects[i].move(0, -raised_by(rects[i].h) if i in selected else 0)
        if rect.collidepoint(pos):
            return i
    return None


def pick_rank(hand: Sequence[Card], selected: set[int], rank: int) -> set[int]:
    """A rank key picks the next copy of that rank; with every copy up, puts them back."""
    same = [i for i, c in enumerate(hand) if c.rank == rank]
    free = [i for i in same if i not in selected]
    if free:
        return selected | {free[0]}
    return selected - set(same)


def cards_of(hand: Sequence[Card], play: str) -> set[int]:
    """The cards of ``play`` in the hand, one for each of its rank characters (none for a
    pass)."""
    chosen: set[int] = set()
    if play == PASS:
        return chosen
    for ch in play:
        chosen.add(next(i for i, c in enumerate(hand)
                        if c.rank_char == ch and i not in chosen))
    return chosen
