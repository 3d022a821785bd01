"""The Tractor practice buttons in the top bar: 看牌 (open hands) and 悔牌 (undo).

They send the same intents as the Dou Dizhu practice tools (``TOGGLE_OPEN_HANDS``,
``UNDO``; Z is undo on the keyboard) for the scene to act on.  Outside practice
neither button is shown and Z is refused with a reason.  悔牌 is greyed whenever
nothing can be undone (:func:`ui.tractor.undo.undo_reason`); the reason shows
under the button while the pointer is over it, and a press on the greyed button
(or Z) says it in the table's toast.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import parse_cards
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.text import blit_text, text
from ui.play.practice import place_row
from ui.play.seat_session import HUMAN
from ui.tractor.cardsort import cards_text
from ui.tractor.undo import TractorPracticeOptions, last_play_index, undo_reason, undone_match
from ui.widgets.controls import Button, route


class TractorTools:
    def __init__(self, options: TractorPracticeOptions, practice: bool, session: Any) -> None:
        self.options = options
        self.practice = practice
        self.session = session
        self.open_button = Button("practice.open", style="dark",
                                  intent=Intent(intents.TOGGLE_OPEN_HANDS))
        self.undo_button = Button("practice.undo", style="dark", intent=Intent(intents.UNDO))
        self.buttons = [self.open_button, self.undo_button]
        self.reason: str | None = None  # why 悔牌 is greyed (a translation key)
        for button in self.buttons:
            button.visible = practice

    @property
    def open_hands(self) -> bool:
        return self.practice and self.options.open_hands

    def handle(self, intent: Intent) -> Intent | None:
        """The intent of a pressed button; a press on the greyed 悔牌 asks why (``UNDO``)."""
        if (intent.kind == intents.POINT_DOWN and self.undo_button.visible
                and not self.undo_button.enabled
                and self.undo_button.rect.collidepoint(intent.pos)):
            return Intent(intents.UNDO)
        return route(self.buttons, intent)

    def undo_reason(self) -> str | None:
        """Why 悔牌 cannot be pressed now (a translation key), ``None`` when it can."""
        return undo_reason(self.session.match, HUMAN, self.practice)

    def taken_back(self) -> str:
        """What an undo now takes back: the player's last play, its cards in words."""
        actions = self.session.match.game.action_log
        index = last_play_index(actions, HUMAN)
        if index is None:
            return ""
        return cards_text(parse_cards(actions[index].split(" ", 2)[2]))

    def undone(self) -> tuple[Any, TractorPracticeOptions]:
        """The match just before the player's last play, and the options after the undo."""
        return undone_match(self.session.match, HUMAN), self.options.after_undo()

    def toggle_open(self) -> None:
        self.options.open_hands = not self.options.open_hands

    def sync(self, reason: str | None) -> None:
        """Button states follow the table: 看牌 lit while on, 悔牌 greyed with ``reason``."""
        self.reason = reason
        self.undo_button.enabled = reason is None
        self.open_button.style = "primary" if self.options.open_hands else "dark"

    def layout(self, right: int, centery: int, height: int) -> None:
        """The buttons in a row ending at ``right`` (left of the 上一轮 button)."""
        place_row(self.buttons, right, centery, height, 8)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.practice:
            return
        for button in self.buttons:
            button.draw(surface)

    def draw_reason(self, surface: pygame.Surface) -> None:
        """Why 悔牌 is greyed, under it while the pointer is over it (drawn last, on top)."""
        if not self.practice or not self.undo_button.hover or self.reason is None:
            return
        words = t(self.reason)
        anchor = self.undo_button.rect
        size = max(12, round(anchor.h * 0.4))
        label = text(words, size)
        box = pygame.Rect(0, 0, label.get_width() + 24, round(size * 2))
        box.midtop = (anchor.centerx, anchor.bottom + 6)
        box.clamp_ip(surface.get_rect())
        surface.blit(draw.rounded_panel(box.size, 8, (12, 20, 28, 235), (246, 200, 92, 150), 1),
                     box.topleft)
        blit_text(surface, words, size, theme.CREAM, "center", box.center)
