"""The table's controls: the action bar (出牌/不出/提示, or the bidding choices of the
moment) and the top bar (base, multiplier, kitty, 托管, menu)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.actions import Action, Bid, Call, Double, PassTurn, Rob, Show
from game.view import PHASE_PLAY
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import card_height
from ui.art.text import blit_text
from ui.widgets.controls import Button

if TYPE_CHECKING:
    from ui.table.scene import TableScene


def action_label(action: Action) -> tuple[str, str]:
    """Translation key and button style for a bidding-phase action."""
    if isinstance(action, Bid):
        return (
            ("act.bid_0", "secondary")
            if action.value == 0
            else (f"act.bid_{action.value}", "primary")
        )
    if isinstance(action, Call):
        return ("act.call", "primary") if action.yes else ("act.no_call", "secondary")
    if isinstance(action, Rob):
        return ("act.rob", "primary") if action.yes else ("act.no_rob", "secondary")
    if isinstance(action, Show):
        return ("act.show_button", "danger") if action.yes else ("act.no_show", "secondary")
    if isinstance(action, Double):
        return ("act.double", "danger") if action.yes else ("act.no_double", "secondary")
    if isinstance(action, PassTurn):
        return ("act.pass", "secondary")
    return (str(action), "plain")


def digit_for(action: Action) -> int | None:
    """The digit key that takes a bidding action: the bid value, or 1 = yes / 0 = no."""
    if isinstance(action, Bid):
        return action.value
    if isinstance(action, Call | Rob | Show | Double):
        return 1 if action.yes else 0
    return None


class ActionBar:
    """The row of buttons above the hand.  Rebuilt only when the situation changes."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.buttons: list[Button] = []
        self.actions: list[Action] = []
        self.key: tuple[object, ...] = ()
        self.play_button: Button | None = None
        self.pass_button: Button | None = None
        self.hint_button: Button | None = None

    def refresh(
        self, key: tuple[object, ...], legal: list[Action], phase: str, human_turn: bool
    ) -> None:
        if key == self.key:
            return
        self.key = key
        self.buttons, self.actions = [], []
        self.play_button = self.pass_button = self.hint_button = None
        sc = self.scene
        if not human_turn:
            return
        if phase == PHASE_PLAY:
            self.pass_button = Button("btn.pass", sc.press_pass, "secondary")
            self.hint_button = Button("btn.hint", sc.press_hint, "plain")
            self.play_button = Button("btn.play", sc.press_play, "primary")
            self.buttons = [self.pass_button, self.hint_button, self.play_button]
        else:
            for action in legal:
                label, style = action_label(action)
                self.buttons.append(Button(label, self._taker(action), style))
                self.actions.append(action)
        self.layout()

    def _taker(self, action: Action) -> Callable[[], None]:
        return lambda: self.scene.take(action)

    def layout(self) -> None:
        lay = self.scene.lay
        if not self.buttons:
            return
        bw = round(lay.button_h * 3.0)
        gap = round(lay.button_h * 0.45)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = lay.size[0] // 2 - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, lay.buttons_y - lay.button_h // 2, bw, lay.button_h)
            x += bw + gap

    def action_for_digit(self, digit: int) -> Action | None:
        return next((a for a in self.actions if digit_for(a) == digit), None)

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)


class TopBar:
    """Base score, multiplier, the kitty, and the 托管 / menu buttons."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.auto_button = Button("btn.auto", scene.toggle_auto, "dark")
        self.menu_button = Button("btn.menu", scene.open_menu, "dark")
        self.buttons = [self.auto_button, self.menu_button]

    def layout(self) -> None:
        lay = self.scene.lay
        bar = lay.top_bar
        h = round(bar.h * 0.7)
        bw = round(h * 2.6)
        self.menu_button.rect = pygame.Rect(bar.right - bw - 12, bar.centery - h // 2, bw, h)
        self.auto_button.rect = self.menu_button.rect.move(-(bw + 10), 0)
        self.scene.tools.layout(self.auto_button.rect.x - 18, bar.centery, h, round(h * 2.4))

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        bar = lay.top_bar
        shade = draw.vertical_gradient((bar.w, bar.h), (6, 30, 22), (12, 60, 42))
        surface.blit(shade, bar.topleft)
        pygame.draw.line(surface, (200, 170, 90), (0, bar.bottom), (bar.w, bar.bottom), 1)
        view = sc.view
        size = max(14, round(bar.h * 0.4))
        x = 16
        r = blit_text(
            surface,
            t("top.mode." + sc.session.mode),
            size,
            theme.GOLD,
            "midleft",
            (x, bar.centery),
            bold=True,
        )
        r = blit_text(
            surface,
            t("top.base", base=view.base),
            size,
            theme.CREAM,
            "midleft",
            (r.right + 24, bar.centery),
        )
        pulse = sc.multiplier_pulse
        mult_size = round(size * (1 + 0.5 * pulse))
        color = draw.lerp_color(theme.CREAM, (255, 120, 60), pulse)
        blit_text(
            surface,
            t("top.multiplier", mult=self.shown_multiplier()),
            mult_size,
            color,
            "midleft",
            (r.right + 20, bar.centery),
            bold=pulse > 0.05,
        )
        self.auto_button.style = "primary" if sc.auto else "dark"
        for b in self.buttons:
            b.draw(surface)
        self._draw_kitty(surface)

    def shown_multiplier(self) -> int:
        """The live multiplier; once the hand is settled, the final one (spring counts last)."""
        sc = self.scene
        return int(sc.result.multiplier if sc.result is not None else sc.view.multiplier)

    def _draw_kitty(self, surface: pygame.Surface) -> None:
        sc = self.scene
        art = sc.app.art
        lay = sc.lay
        w = lay.small_w
        h = card_height(w)
        n = sc.session.game.rules.kitty_size
        gap = round(w * 0.12)
        total = n * w + (n - 1) * gap
        x0 = lay.kitty_center[0] - total // 2
        y = lay.kitty_center[1] - h // 2
        plate = pygame.Rect(x0 - 10, y - 8, total + 20, h + 16)
        surface.blit(
            draw.rounded_panel(plate.size, 10, (0, 0, 0, 70), (255, 255, 255, 40), 1), plate.topleft
        )
        kitty = sc.kitty
        for i in range(n):
            x = x0 + i * (w + gap)
            if kitty and i < len(kitty):
                flip = min(1.0, max(0.0, sc.kitty_flip * 1.4 - i * 0.2))
                image = art.small_face(kitty[i], w) if flip >= 0.5 else art.back(sc.back_style, w)
                scale = abs(1 - 2 * flip) if flip < 1 else 1.0
                if scale < 1:
                    image = pygame.transform.smoothscale(image, (max(1, round(w * scale)), h))
                surface.blit(image, (x + (w - image.get_width()) // 2, y))
            else:
                surface.blit(art.back(sc.back_style, w), (x, y))
        label = t("top.kitty")
        blit_text(
            surface,
            label,
            max(12, round(lay.top_bar.h * 0.3)),
            theme.MUTED,
            "midright",
            (x0 - 16, lay.kitty_center[1]),
        )
