"""The bar on a finished table once the result panel is closed (继续): look the hand
over, then open the result again or deal the next hand.

Enter (and the focus ring's default) reopens the result; the next deal comes only
from its own button, so pressing Enter over and over moves between the result and
the table and never deals a hand the player did not ask for.
"""

from __future__ import annotations

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.table.layout import TableLayout
from ui.widgets.controls import Button, route
from ui.widgets.focus import FocusRing

SHOW_RESULT = "show_result"
NEXT_DEAL = "next_deal"


class AfterHandBar:
    """Two buttons where the action bar was; hands back ``SHOW_RESULT`` or ``NEXT_DEAL``."""

    def __init__(self) -> None:
        self.result_button = Button("after.result", style="secondary",
                                    intent=Intent(SHOW_RESULT))
        self.next_button = Button("btn.again", style="primary", intent=Intent(NEXT_DEAL))
        self.buttons = [self.result_button, self.next_button]
        self.focus = FocusRing(self.buttons, start=0, arrows=False)
        self.visible = False

    def show(self) -> None:
        """Shown with its ring on 查看结算, so the player sees what Enter does."""
        self.visible = True
        self.focus.index = 0
        self.focus.shown = True

    def hide(self) -> None:
        self.visible = False

    def handle(self, intent: Intent) -> str | None:
        """``SHOW_RESULT`` or ``NEXT_DEAL`` for a click, Enter or Tab + Enter; None else."""
        if not self.visible:
            return None
        routed = route(self.buttons, intent)
        if routed is not None:
            return routed.kind if routed.kind in (SHOW_RESULT, NEXT_DEAL) else intents.TAKEN
        if intent.kind == intents.FOCUS:
            self.focus.handle(intent)
            return intents.TAKEN
        if intent.kind == intents.CONFIRM:
            focused = self.focus.focused
            return focused.intent.kind if focused is not None and focused.intent else None
        return None

    def layout(self, lay: TableLayout) -> None:
        h = lay.button_h
        w = round(h * 3.4)
        gap = round(h * 0.45)
        x = lay.size[0] // 2 - (2 * w + gap) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, lay.buttons_y - h // 2, w, h)
            x += w + gap

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
