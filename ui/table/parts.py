"""The pieces on the table that the animations change and the scene draws.

Each piece owns its own state and draws itself: the kitty (底牌) turning face up
(and, in 帝主, how many of it the emperor kept), the card the landlord named to
find its hidden ally (五人), the card turned up during the deal (翻牌), the toast
that says something for a moment, and the pulse of the multiplier when it grows.
:class:`TableParts` holds them with the player's hand and the seats, so the
animation director can be handed everything it moves in one value.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.cards import Card
from ui.app.i18n import seat_name, t
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.art.tween import Tweener, out_quad
from ui.table.hand_view import HandView
from ui.table.layout import TableLayout
from ui.table.seats import SeatsView

TOAST_SECONDS = 1.6
TOAST_FADE_AFTER = 1.2


def discarded_slot(art: CardArt, width: int) -> pygame.Surface:
    """A kitty card 帝主 discarded unseen: the table's empty slot with the word
    for it (扣下 / Discarded) across it, turned upright when it is wider than the slot
    (painted once per width and language, not every frame)."""
    return _discarded_slot(art, width, t("top.kitty_discarded"))


@lru_cache(maxsize=8)
def _discarded_slot(art: CardArt, width: int, word: str) -> pygame.Surface:
    slot = art.placeholder(width).copy()
    label = text(word, max(10, round(width * 0.3)), theme.MUTED, bold=True)
    room = (slot.get_width() - 4, slot.get_height() - 4)
    if label.get_width() > room[0]:
        label = pygame.transform.rotate(label, 90)
    if label.get_width() > room[0] or label.get_height() > room[1]:
        k = min(room[0] / label.get_width(), room[1] / label.get_height())
        label = pygame.transform.smoothscale(
            label, (max(1, int(label.get_width() * k)), max(1, int(label.get_height() * k))))
    slot.blit(label, label.get_rect(center=slot.get_rect().center))
    return slot


class KittyView:
    """The kitty's slots in the top bar: backs until the landlord takes it, then faces.

    ``flip`` runs 0 → 1 while the cards turn over; a kitty the player may not see
    stays face down, because its cards never reach this view.  Once 帝主 has chosen,
    ``kept`` says how many it kept: the other slots show empty (discarded unseen).
    """

    def __init__(self, slots: int) -> None:
        self.slots = slots
        self.cards: tuple[Card, ...] = ()
        self.flip = 0.0
        self.kept: int | None = None

    def clear(self) -> None:
        self.cards, self.flip, self.kept = (), 0.0, None

    def keep(self, count: int, cards: tuple[Card, ...]) -> None:
        """帝主 kept ``count`` cards (named in ``cards`` only on the emperor's screen)."""
        self.kept = count
        self.cards = cards if cards else ()

    def reveal(self, cards: tuple[Card, ...], tweener: Tweener, seconds: float) -> None:
        """Turn ``cards`` face up over ``seconds``."""
        self.cards, self.flip = cards, 0.0
        tweener.tween(self, {"flip": 1.0}, seconds, ease=out_quad)

    def show(self, cards: tuple[Card, ...]) -> None:
        """Lay ``cards`` face up at once (a resumed hand)."""
        self.cards, self.flip = cards, 1.0

    def card_flip(self, index: int) -> float:
        """How far card ``index`` has turned (0 → 1): one after another, every card
        done when ``flip`` is (an eight-card kitty turns as fully as a three-card one)."""
        count = max(1, len(self.cards))
        delay = min(0.2, 0.5 / count)
        return min(1.0, max(0.0, (self.flip - index * delay) / (1 - (count - 1) * delay)))

    def plate(self, lay: TableLayout) -> pygame.Rect:
        """The dark plate the kitty's slots lie on."""
        w = lay.small_w
        h = card_height(w)
        total = self.slots * w + (self.slots - 1) * round(w * 0.12)
        plate = pygame.Rect(0, 0, total + 20, h + 16)
        plate.center = lay.kitty_center
        return plate

    def draw(self, surface: pygame.Surface, art: CardArt, back: str, lay: TableLayout) -> None:
        w = lay.small_w
        h = card_height(w)
        gap = round(w * 0.12)
        plate = self.plate(lay)
        x0, y = plate.x + 10, plate.y + 8
        surface.blit(
            draw.rounded_panel(plate.size, 10, (0, 0, 0, 70), (255, 255, 255, 40), 1), plate.topleft
        )
        for i in range(self.slots):
            x = x0 + i * (w + gap)
            if self.kept is not None and i >= self.kept:
                surface.blit(discarded_slot(art, w), (x, y))
            elif i < len(self.cards):
                flip = self.card_flip(i)
                image = art.small_face(self.cards[i], w) if flip >= 0.5 else art.back(back, w)
                scale = abs(1 - 2 * flip) if flip < 1 else 1.0
                if scale < 1:
                    image = pygame.transform.smoothscale(image, (max(1, round(w * scale)), h))
                surface.blit(image, (x + (w - image.get_width()) // 2, y))
            else:
                surface.blit(art.back(back, w), (x, y))
        label = t("top.kitty") if self.kept is None else t("top.kitty_kept", n=self.kept)
        blit_text(
            surface,
            label,
            max(12, round(lay.top_bar.h * 0.3)),
            theme.MUTED,
            "midright",
            (x0 - 16, lay.kitty_center[1]),
        )


class AllyMark:
    """The card the landlord named to find its hidden ally (public once named), or that
    it plays alone; beside the kitty for the whole hand.  ``seat`` is the ally once
    the player's view knows it."""

    def __init__(self) -> None:
        self.card: Card | None = None
        self.alone = False
        self.seat: int | None = None

    @property
    def shown(self) -> bool:
        return self.card is not None or self.alone

    def clear(self) -> None:
        self.card, self.alone, self.seat = None, False, None

    def call(self, card: Card | None) -> None:
        self.card, self.alone = card, card is None

    def rect(self, lay: TableLayout, kitty: pygame.Rect) -> pygame.Rect:
        h = kitty.h
        w = round(h * 2.3) if self.card is not None else round(h * 2.6)
        return pygame.Rect(kitty.right + round(h * 0.3), kitty.y, w, h)

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout,
             kitty: pygame.Rect) -> None:
        if not self.shown:
            return
        box = self.rect(lay, kitty)
        surface.blit(
            draw.rounded_panel(box.size, 10, (60, 20, 14, 150), (246, 200, 92, 150), 1),
            box.topleft,
        )
        size = max(12, round(lay.top_bar.h * 0.3))
        if self.card is None:
            blit_text(surface, t("ally.alone_mark"), size, theme.GOLD, "center", box.center,
                      bold=True)
            return
        w = lay.small_w
        face = art.small_face(self.card, w)
        spot = face.get_rect(midright=(box.right - 8, box.centery))
        surface.blit(face, spot)
        label_x = (box.x + spot.x) // 2
        blit_text(surface, t("ally.card_mark"), size, theme.GOLD, "center",
                  (label_x, box.centery - round(size * 0.62)), bold=True)
        who = seat_name(self.seat) if self.seat is not None else t("ally.unknown")
        blit_text(surface, who, max(11, size - 2), theme.CREAM if self.seat is not None
                  else theme.MUTED, "center", (label_x, box.centery + round(size * 0.62)))


class FaceUpCard:
    """The card turned face up during the deal (翻牌) and the seat it was dealt to."""

    def __init__(self) -> None:
        self.card: Card | None = None
        self.seat: int | None = None

    def show(self, card: Card | None, seat: int | None) -> None:
        self.card, self.seat = card, seat

    def clear(self) -> None:
        self.card = None

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout) -> None:
        if self.card is None:
            return
        w = lay.play_w
        img = art.face(self.card, w)
        rect = img.get_rect(center=lay.deck_center)
        surface.blit(art.shadow(w), (rect.x - art.shadow_pad(w), rect.y - art.shadow_pad(w) + 4))
        surface.blit(img, rect)
        if self.seat is not None:
            blit_text(
                surface,
                t("deal.flipped", name=seat_name(self.seat)),
                max(14, round(lay.size[1] * 0.026)),
                theme.CREAM,
                "midtop",
                (rect.centerx, rect.bottom + 8),
                shadow=True,
            )


class Toast:
    """A short message in the middle of the table that fades out by itself."""

    def __init__(self) -> None:
        self.key = ""
        self.params: dict[str, object] = {}
        self.age = TOAST_SECONDS

    def show(self, key: str, **params: object) -> None:
        """Say ``key`` (its ``params`` filled in), translated as it is drawn."""
        self.key, self.params, self.age = key, params, 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        if not self.key or self.age > TOAST_SECONDS:
            return
        fade = (self.age - TOAST_FADE_AFTER) / (TOAST_SECONDS - TOAST_FADE_AFTER)
        alpha = 1.0 if self.age < TOAST_FADE_AFTER else 1 - fade
        font_size = max(16, round(size[1] * 0.03))
        surf = text(t(self.key, **self.params), font_size, theme.WHITE, bold=True)
        box = surf.get_rect().inflate(40, 18)
        box.center = (size[0] // 2, round(size[1] * 0.5))
        # One cached panel, faded by its surface alpha: a panel painted at each fading alpha
        # was a new anti-aliased paint every frame of the fade.
        panel = draw.rounded_panel(box.size, box.h // 2, (10, 14, 20, 200)).copy()
        panel.set_alpha(round(255 * alpha))
        surface.blit(panel, box.topleft)
        img = surf.copy()
        img.set_alpha(round(255 * alpha))
        surface.blit(img, img.get_rect(center=box.center))


class Pulse:
    """A value that jumps to 1 and eases back to 0: the top bar's multiplier when it grows."""

    def __init__(self) -> None:
        self.value = 0.0

    def start(self, tweener: Tweener, seconds: float) -> None:
        self.value = 1.0
        tweener.tween(self, {"value": 0.0}, seconds)


@dataclass
class TableParts:
    """What moves on the table: the animations change these, the scene draws them."""

    layout: TableLayout
    hand: HandView
    seats: SeatsView
    kitty: KittyView
    ally: AllyMark
    face_up: FaceUpCard
    toast: Toast
    multiplier: Pulse

    @classmethod
    def create(
        cls, layout: TableLayout, seats: int, kitty_slots: int, player: int, mode: str = ""
    ) -> TableParts:
        return cls(
            layout, HandView(layout), SeatsView(layout, seats, player, mode),
            KittyView(kitty_slots),
            AllyMark(), FaceUpCard(), Toast(), Pulse(),
        )

    def relayout(self, layout: TableLayout) -> None:
        self.layout = self.hand.layout = self.seats.layout = layout

    def clear(self) -> None:
        """An empty table for a new deal."""
        self.hand.set_cards([])
        self.hand.sprites.clear()
        self.kitty.clear()
        self.ally.clear()
        self.seats.reset()
