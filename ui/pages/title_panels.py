"""The title screen's two game panels, side by side: 斗地主 and 升级.

Each panel shows its game at a glance (a fan of that game's cards, its own card back
first; its name; what it is in one line; how many modes it has) and carries the game's
own buttons: 开始游戏 (the new-game screen on that game's tab) and 继续 (greyed without a
saved game of that family).  The panel a button of which is under the pointer or the
keyboard's ring lights up, so the player sees which game a press will start.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pygame

import game
from game.cards import Card
from ui.app.i18n import t
from ui.art import assets, cardart, cardbacks, cardfaces, cardpaint, draw, figures, theme
from ui.art.cardart import CardArt, card_height, family_back
from ui.art.picture_cache import PictureCache
from ui.art.text import blit_text, fit_size, text_width
from ui.persist.saves import DOUDIZHU, SHENGJI, SaveGlance
from ui.widgets.controls import Button

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class GameLook:
    """What a game's panel shows: its fanned cards (after its back) and its tint."""

    cards: tuple[str, ...]
    top: Colour
    bottom: Colour
    accent: Colour


# Dou Dizhu: the rocket (both jokers) over a 2, its strongest cards.  Tractor: a tractor,
# two pairs in a row from two decks, its own combination.
LOOKS = {
    DOUDIZHU: GameLook(("2H", "B", "R"), (112, 30, 34), (44, 10, 18), (236, 96, 72)),
    SHENGJI: GameLook(("7H", "7H", "8H", "8H"), (76, 30, 98), (28, 10, 44), (196, 132, 236)),
}


def fan_pictures(folder: Path | None) -> PictureCache:
    """Where the panels keep their fans between starts (``folder`` None: nowhere), under
    the signature of everything that paints them: the card painters, these panels, the
    jokers' pictures and the fonts."""
    painters = (cardart, cardfaces, cardbacks, cardpaint, figures, draw, theme,
                sys.modules[__name__])
    files = [assets.resource_path("images", "cards", f"{name}.png")
             for name in ("joker_big", "joker_small")]
    files += [assets.resource_path("fonts", name) for name in assets.FONT_FILES.values()]
    return PictureCache(folder, painters, files)


def mode_count(family: str) -> int:
    """How many modes ``family`` has (from the rules core's registry, by name: the title
    is drawn before the families are imported)."""
    return len(game.mode_names(family))


class GamePanel:
    """One game's panel: where it stands, its two buttons, and its drawing."""

    def __init__(self, family: str, start: Button, resume: Button, pictures: PictureCache) -> None:
        self.family = family
        self.pictures = pictures
        self.start = start
        self.resume = resume
        self.look = LOOKS[family]
        self.modes = mode_count(family)
        self.rect = pygame.Rect(0, 0, 0, 0)
        # The saved game's mode (and hand) under 继续, so a player knows what it resumes.
        self.saved: str | None = None
        self._fan: tuple[int, pygame.Surface] | None = None

    def show_saved(self, seen: SaveGlance | None) -> None:
        """Name the saved game under 继续 (nothing for a mode this family does not have)."""
        self.saved = None
        if seen is None or seen.mode not in game.mode_names(self.family):
            return
        mode = t(f"mode.{seen.mode}")
        self.saved = mode if seen.hand is None else t("title.saved_hand", mode=mode,
                                                      hand=seen.hand)

    def saved_line(self) -> tuple[int, tuple[int, int]]:
        """The size and centre of the saved game's line: in the strip under 继续, as
        wide as the panel allows."""
        below = self.rect.bottom - self.resume.rect.bottom
        size = max(12, min(round(below * 0.62), round(self.rect.h * 0.05)))
        size = fit_size(self.saved or "", size, round(self.rect.w * 0.9), smallest=10)
        return size, (self.rect.centerx, self.resume.rect.bottom + below // 2)

    @property
    def buttons(self) -> tuple[Button, Button]:
        return self.start, self.resume

    def place(self, rect: pygame.Rect, button_h: int) -> None:
        """Stand in ``rect``; the two buttons stacked at its foot, over a strip for the line
        naming the saved game."""
        self.rect = rect
        bw = round(rect.w * 0.62)
        gap = round(button_h * 0.28)
        top = rect.bottom - round(rect.h * 0.1) - 2 * button_h - gap  # room for the saved game
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(rect.centerx - bw // 2, top + i * (button_h + gap),
                                      bw, button_h)

    def lit(self, focused: Button | None) -> bool:
        """True when the pointer is over one of its buttons or the ring is on one."""
        return any(b.hover and b.enabled for b in self.buttons) or focused in self.buttons

    def draw(self, surface: pygame.Surface, art: CardArt, lit: bool) -> None:
        r, look = self.rect, self.look
        radius = max(12, round(r.h * 0.06))
        draw.draw_shadow(surface, r, radius, blur=12, offset=(0, 8), alpha=150)
        if lit:
            halo = _halo(r.size, radius)
            surface.blit(halo, halo.get_rect(center=r.center))
        border = (*theme.GOLD, 255) if lit else (*theme.GOLD, 120)
        body = draw.rounded_panel(r.size, radius, (*look.bottom, 236), border, 2,
                                  (*look.top, 236))
        surface.blit(body, r.topleft)
        surface.blit(_stage_glow(r.w, r.h, look.accent), r.topleft)
        lift = round(r.h * 0.018) if lit else 0
        fan = self._fan_image(art, round(r.h * 0.2))
        surface.blit(fan, fan.get_rect(midbottom=(r.centerx, r.top + round(r.h * 0.44) - lift)))
        self._draw_words(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.saved and self.resume.enabled:
            size, centre = self.saved_line()
            blit_text(surface, self.saved, size, theme.CREAM, "center", centre, shadow=True)

    def _draw_words(self, surface: pygame.Surface) -> None:
        r, h = self.rect, self.rect.h
        name = t(f"family.{self.family}")
        name_size = fit_size(name, round(h * 0.1), round(r.w * 0.86), bold=True, smallest=12)
        blit_text(surface, name, name_size, theme.GOLD, "center",
                  (r.centerx, r.top + round(h * 0.5)), bold=True, shadow=True)
        blurb = t(f"title.blurb.{self.family}")
        size = fit_size(blurb, round(h * 0.044), round(r.w * 0.9), smallest=12)
        blit_text(surface, blurb, size, theme.CREAM, "center",
                  (r.centerx, r.top + round(h * 0.588)))
        self._draw_badge(surface, t("title.modes", count=self.modes))

    def _draw_badge(self, surface: pygame.Surface, label: str) -> None:
        """How many modes the game has, on a small pill in the panel's top right corner."""
        size = max(12, round(self.rect.h * 0.038))
        width = text_width(label, size, bold=True) + size
        pill = pygame.Rect(0, 0, width, round(size * 1.7))
        inset = round(self.rect.h * 0.035)
        pill.topright = (self.rect.right - inset, self.rect.top + inset)
        surface.blit(draw.rounded_panel(pill.size, pill.h // 2, (0, 0, 0, 120),
                                        (*theme.GOLD, 120), 1), pill.topleft)
        blit_text(surface, label, size, theme.CREAM, "center", pill.center, bold=True)

    def _fan_image(self, art: CardArt, card_w: int) -> pygame.Surface:
        """The game's back and cards fanned from one pivot, drawn once per size (and kept
        between starts in ``pictures``: painting both fans was a third of the title's
        first frame)."""
        if self._fan is not None and self._fan[0] == card_w:
            return self._fan[1]

        def paint() -> pygame.Surface:
            return fan_of_cards(art, family_back(self.family), self.look.cards, card_w)

        image = self.pictures.picture(f"fan-{self.family}", fan_size(card_w), paint)
        self._fan = (card_w, image)
        return image


def fan_size(card_w: int) -> tuple[int, int]:
    """The size of :func:`fan_of_cards`'s picture for cards ``card_w`` wide."""
    card_h = card_height(card_w)
    return round(card_w * 1.6 + card_h * 1.5), round(card_h * 1.42)


def fan_of_cards(art: CardArt, back: str, cards: tuple[str, ...], card_w: int) -> pygame.Surface:
    """``back`` then ``cards`` fanned like a hand held up, on a transparent surface."""
    images = [art.back(back, card_w)] + [art.face(Card.parse(c), card_w) for c in cards]
    card_h = images[0].get_height()
    spread = 13.0 * (len(images) - 1)
    size = fan_size(card_w)
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    pivot = pygame.math.Vector2(size[0] / 2, size[1] + card_h * 0.27)
    for i, image in enumerate(images):
        angle = spread / 2 - spread * i / max(1, len(images) - 1)
        shadow = draw.soft_shadow(image.get_size(), round(card_w * 0.08), 4, 90)
        for layer, nudge in ((shadow, (card_w * 0.03, card_w * 0.05)), (image, (0.0, 0.0))):
            turned = pygame.transform.rotozoom(layer, angle, 1.0)
            offset = pygame.math.Vector2(0, -card_h * 0.95).rotate(-angle)
            centre = pivot + offset + pygame.math.Vector2(nudge)
            canvas.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    return canvas


_GLOWS: dict[tuple[int, int, Colour], pygame.Surface] = {}


def _stage_glow(w: int, h: int, colour: Colour) -> pygame.Surface:
    """A soft light of the game's accent colour behind its cards (blurred once, kept).

    Blurred at an eighth of the panel's size and scaled up: a light this soft has no
    detail to lose, and the blur of a bigger one was a tenth of the title's first frame."""
    key = (w, h, colour)
    glow = _GLOWS.get(key)
    if glow is None:
        small = pygame.Surface((max(4, w // 8), max(4, h // 8)), pygame.SRCALPHA)
        sw, sh = small.get_size()
        pygame.draw.ellipse(small, (*colour, 70), (sw * 0.18, sh * 0.08, sw * 0.64, sh * 0.42))
        small = pygame.transform.gaussian_blur(small, max(1, sw // 14))
        glow = pygame.transform.smoothscale(small, (w, h))
        if len(_GLOWS) > 8:
            _GLOWS.clear()
        _GLOWS[key] = glow
    return glow


_HALOS: dict[tuple[int, int, int], pygame.Surface] = {}


def _halo(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft gold light round a lit panel (blurred once per size, kept)."""
    key = (*size, radius)
    halo = _HALOS.get(key)
    if halo is None:
        spread = max(6, size[1] // 24)
        halo = pygame.Surface((size[0] + 4 * spread, size[1] + 4 * spread), pygame.SRCALPHA)
        pygame.draw.rect(halo, (*theme.GOLD, 110), (spread, spread, size[0] + 2 * spread,
                                                    size[1] + 2 * spread),
                         border_radius=radius + spread)
        halo = pygame.transform.gaussian_blur(halo, spread // 2)
        if len(_HALOS) > 8:
            _HALOS.clear()
        _HALOS[key] = halo
    return halo
