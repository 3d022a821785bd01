"""Play-test, keyboard only: at a four-player table after a bid of 2, pressing 2 (or 1)
did nothing at all, no sound and no word, though the prompt says the number keys bid.
A digit no choice answers to now says so and names the keys on offer."""

from __future__ import annotations

from typing import Any

import pygame

from ui.app.i18n import set_language, t
from ui.app.intents import map_event
from ui.dev import screenshot


def _press(table: Any, digit: int) -> None:
    key = getattr(pygame, f"K_{digit}")
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=str(digit))
    intent = map_event(event, card_keys=table.card_keys)
    assert intent is not None
    table.handle(intent)


def test_a_digit_no_bid_answers_to_says_which_keys_do(app: Any) -> None:
    set_language("en")
    screenshot.build(app, "bidding", 3, "four", settle_frames=1)
    table = app.stack.top
    offered = {a.value for a in table.bar.actions}
    assert offered == {0, 3}  # seed 3: Cuicui bid 2 before the player
    legal = table.session.legal()
    _press(table, 2)
    assert table.session.legal() == legal  # nothing was bid
    toast = table.parts.toast
    assert toast.key == "toast.digit_not_offered"
    words = t(toast.key, **toast.params)
    assert words.startswith("2 ") and "0 (No bid)" in words and "3 (3 points)" in words
    _press(table, 3)
    assert table.session.legal() != legal  # an offered digit still bids
