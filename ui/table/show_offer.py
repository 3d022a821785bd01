"""The 明牌 offer: a button the player may press or ignore, never a question that
holds the hand up.

The rules core asks each seat whether it shows its hand at four moments (before
the deal ×5, in the first and second half of the deal ×4 and ×3, and the landlord
after the kitty ×2).  Asking the player four times a hand, and waiting each time,
is what made Happy mode crawl; instead the table offers one button, ``明牌 ×n``,
with a short fuse drawn under it.  If the player presses it (or the ``1`` key) the
hand is shown at that moment's factor; if not, the fuse runs out and the table
answers "no" for the player, so the deal goes on by itself.  The fuse of the first
offer runs while the cards are still being dealt, so the offers cost little time.
With the "never show my hand" setting the table answers "no" at once, without an
offer.
"""

from __future__ import annotations

import pygame

from game.doudizhu.actions import Action, Show
from game.doudizhu.phases import REVEAL_FACTOR, SHOW_FACTORS
from game.doudizhu.view import (
    PHASE_LANDLORD_SHOW,
    PHASE_SHOW_FIRST_HALF,
    PHASE_SHOW_PREDEAL,
    PHASE_SHOW_SECOND_HALF,
    PhaseName,
)
from ui.app import intents
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.table.layout import TableLayout
from ui.widgets.controls import Button, route

SHOW_HAND = "show_hand"  # the intent of the offer's button
# Seconds each offer stays open at normal speed (the speed setting divides them).
FUSE_SECONDS: dict[str, float] = {
    PHASE_SHOW_PREDEAL: 2.4,  # runs alongside the deal's animation
    PHASE_SHOW_FIRST_HALF: 1.2,
    PHASE_SHOW_SECOND_HALF: 1.2,
    PHASE_LANDLORD_SHOW: 2.0,
}


def is_show_moment(phase: str) -> bool:
    return phase in FUSE_SECONDS


def offer_for(phase: str, phases: tuple[str, ...]) -> tuple[str, str, int]:
    """The button's label, the status line's words and the factor of showing now (亮牌
    ×3 in the four-player game)."""
    if phase == PHASE_LANDLORD_SHOW and "reveal" in phases:
        return "offer.reveal", "offer.reveal_hint", REVEAL_FACTOR
    return "offer.show", "offer.show_hint", SHOW_FACTORS[PhaseName(phase)]


class ShowOffer:
    """Owns the offer's button and fuse; the scene applies the action it hands back."""

    def __init__(self) -> None:
        self.button = Button("offer.show", style="danger", intent=Intent(SHOW_HAND))
        self.button.visible = False
        self.phase = ""
        self.fuse = 0.0  # seconds left
        self.length = 1.0  # the fuse's whole length (for the bar under the button)
        self.hint_key = "offer.show_hint"  # the status line while the offer is open

    @property
    def open(self) -> bool:
        return self.button.visible

    def follow(
        self, phase: str, phases: tuple[str, ...], mine: bool, speed: float, never: bool
    ) -> Action | None:
        """Open, keep or close the offer for the game's moment; ``Show(False)`` when the
        player has let it pass (or never shows), to be applied for the player."""
        if not (mine and is_show_moment(phase)):
            self.close()
            return None
        if never:
            self.close()
            return Show(False)
        if phase != self.phase or not self.open:
            self.phase = phase
            self.length = self.fuse = FUSE_SECONDS[phase] / max(speed, 0.1)
            self.button.label, self.hint_key, factor = offer_for(phase, phases)
            self.button.params = {"factor": factor}
            self.button.visible = True
        return None

    def tick(self, dt: float) -> Action | None:
        """Burn the fuse; ``Show(False)`` once it is out."""
        if not self.open:
            return None
        self.fuse -= dt
        if self.fuse > 0:
            return None
        self.close()
        return Show(False)

    def close(self) -> None:
        self.button.visible = False
        self.phase = ""

    def handle(self, intent: Intent) -> Action | None:
        """``Show(True)`` for a click on the button or the ``1`` key, ``Show(False)`` for
        ``0`` (the bidding keys' yes and no); None for anything else."""
        if not self.open:
            return None
        if intent.kind == intents.DIGIT and intent.value in (0, 1):
            chosen = Show(intent.value == 1)
            self.close()
            return chosen
        routed = route([self.button], intent)
        if routed is not None and routed.kind == SHOW_HAND:
            self.close()
            return Show(True)
        return None

    def used(self, intent: Intent) -> bool:
        """Whether the button took a pointer intent without a click (a press)."""
        return self.open and intent.kind == intents.POINT_DOWN and self.button.rect.collidepoint(
            intent.pos
        )

    def layout(self, lay: TableLayout) -> None:
        h = lay.button_h
        w = round(h * 3.6)
        self.button.rect = pygame.Rect(lay.size[0] // 2 - w // 2, lay.buttons_y - h // 2, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        self.button.draw(surface)
        rect = self.button.rect
        track = pygame.Rect(rect.x + rect.h // 2, rect.bottom + 6, rect.w - rect.h, 5)
        surface.blit(draw.rounded_panel(track.size, 2, (0, 0, 0, 140)), track.topleft)
        left = max(0.0, min(1.0, self.fuse / self.length))
        if left > 0:
            burn = pygame.Rect(track.x, track.y, max(track.h, round(track.w * left)), track.h)
            surface.blit(draw.rounded_panel(burn.size, 2, (*theme.GOLD, 255)), burn.topleft)
