"""Choosing cards that are not a play: the landlord's call of its hidden ally's card
(五人斗地主, docs/doudizhu-modes.md §5) and the emperor's keep of the kitty (帝主, §6).

Each picker is a panel of card faces over the middle of the table, shown only on
the player's own turn in its phase.  It owns what is chosen so far and hands the
scene the finished action (:meth:`CardPicker.action`); the buttons under it are
the action bar's (叫牌 / 独打, 保留), and the keyboard works as well:

- ally: ←/→ move the choice, Enter calls it, 0 plays alone;
- keep: 1–6 (or ←/→ then Space) turn a card between kept and discarded, Enter keeps.

What the player's view says of the two choices once made (:func:`known_ally`,
:func:`kept_count`) is here too, for the table laid out as it stands.
"""

from __future__ import annotations

import pygame

from game.cards import Card, sort_for_display
from game.doudizhu.actions import Action, CallAlly, Keep
from game.doudizhu.view import (
    PHASE_ALLY,
    PHASE_KEEP,
    PHASE_OVER,
    PHASE_PLAY,
    SIDE_LANDLORD,
    SeatView,
)
from ui.app import intents
from ui.app.i18n import TRANSLATOR, t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.table.layout import TableLayout
from ui.table.selection import card_name

GAP = 0.12  # between cards, of the card width


def known_ally(view: SeatView) -> int | None:
    """The landlord's ally, if this seat's view knows who it is."""
    return next(
        (seat for seat, side in enumerate(view.sides)
         if side == SIDE_LANDLORD and seat != view.landlord),
        None,
    )


def kept_count(view: SeatView) -> int | None:
    """How many kitty cards 帝主 kept, once it has chosen (public: its card count says)."""
    landlord = view.landlord
    if "keep" not in view.rules.phases or landlord is None:
        return None
    if view.phase not in (PHASE_PLAY, PHASE_OVER):
        return None
    played = sum(
        len(cards)
        for (seat, _), cards in zip(view.history, view.history_cards, strict=True)
        if seat == landlord
    )
    return view.cards_left[landlord] + played - view.rules.hand_size


class CardPicker:
    """A panel of cards to choose from, laid out in up to two rows under a title.

    ``phase`` is the phase it serves; subclasses say which cards are on offer,
    what a click on one does, and which action the choice makes.
    """

    phase = ""
    title_key = ""
    max_rows = 2

    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.focus = 0
        self.rects: list[pygame.Rect] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.card_w = 0
        self.key: tuple[object, ...] = ()

    @property
    def active(self) -> bool:
        return bool(self.cards)

    def refresh(self, view: SeatView, human_turn: bool, lay: TableLayout) -> None:
        """Open on the player's turn in this picker's phase, close otherwise."""
        key = (view.phase, view.to_act, human_turn, view.actions, TRANSLATOR.version)
        if key == self.key:
            return
        self.key = key
        offered = self.offered(view) if human_turn and view.phase == self.phase else []
        if offered != self.cards:
            self.cards = offered
            self.focus = 0
            self.reset()
        self.layout(lay)

    def close(self) -> None:
        """The choice is made: off the table until the phase comes round again."""
        self.cards, self.rects, self.key = [], [], ()
        self.panel = pygame.Rect(0, 0, 0, 0)

    def offered(self, view: SeatView) -> list[Card]:
        raise NotImplementedError

    def reset(self) -> None:
        """Forget the choice (new cards on offer)."""

    def action(self) -> Action | None:
        raise NotImplementedError

    def status(self) -> str:
        """The line over the buttons: what the choice so far will do."""
        raise NotImplementedError

    def picked(self, index: int) -> None:
        """The card at ``index`` was clicked (or taken with a key)."""
        raise NotImplementedError

    def marked(self, card: Card) -> bool:
        """Whether ``card`` is drawn chosen (risen, gold)."""
        raise NotImplementedError

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """A click on a card, or a key this picker uses; True when it took the intent."""
        if not self.active:
            return False
        if intent.kind == intents.POINT_DOWN:
            index = self.card_at(intent.pos)
            if index is not None:
                self.focus = index
                self.picked(index)
                return True
            return self.panel.collidepoint(intent.pos)
        if intent.kind == intents.STEP:
            self.focus = (self.focus + intent.value) % len(self.cards)
            self.stepped()
            return True
        return False

    def stepped(self) -> None:
        """The focus moved with ←/→."""

    # -- layout and drawing ----------------------------------------------------------------
    rise = 0.0  # how far a chosen card rises, of the card height (room kept above each row)

    def largest_card(self, lay: TableLayout) -> int:
        return lay.card_w

    def widest_row(self) -> int:
        return 12

    def layout(self, lay: TableLayout) -> None:
        """Rows of equal length (one if the cards are larger so), the panel centred in the
        room between the seats and over the status line, cards as large as it allows."""
        self.rects, self.panel = [], pygame.Rect(0, 0, 0, 0)
        if not self.cards:
            return
        room = room_for_panel(lay)
        pad = max(10, round(lay.size[1] * 0.02))
        rows, card_w = max(
            ((rows, self.fitting_width(lay, room, rows, pad)) for rows in self.row_counts()),
            key=lambda option: (option[1], -option[0]),
        )
        self.card_w = card_w
        per_row = -(-len(self.cards) // rows)
        card_h, gap, lift = card_height(card_w), round(card_w * GAP), self.lift(card_w)
        title, caption, row_gap = self.title_h(lay), self.caption_h(lay), max(6, pad // 2)
        inner_w = max(per_row * card_w + (per_row - 1) * gap, self.title_width(lay))
        inner_h = title + pad + rows * (card_h + lift + caption) + (rows - 1) * row_gap
        self.panel = pygame.Rect(0, 0, inner_w + 2 * pad, inner_h + 2 * pad)
        self.panel.center = room.center
        y0 = self.panel.y + pad + title + pad + lift
        for index in range(len(self.cards)):
            row, column = divmod(index, per_row)
            in_row = min(per_row, len(self.cards) - row * per_row)
            x0 = room.centerx - (in_row * card_w + (in_row - 1) * gap) // 2
            y = y0 + row * (card_h + lift + caption + row_gap)
            self.rects.append(pygame.Rect(x0 + column * (card_w + gap), y, card_w, card_h))

    def row_counts(self) -> range:
        return range(1, self.max_rows + 1)

    def fitting_width(self, lay: TableLayout, room: pygame.Rect, rows: int, pad: int) -> int:
        """The widest card (on the art's 4 px grid) that lets ``rows`` rows fit ``room``."""
        per_row = -(-len(self.cards) // rows)
        by_width = (room.w - 2 * pad) / (per_row * (1 + GAP))
        spare_h = (room.h - 3 * pad - self.title_h(lay) - (rows - 1) * max(6, pad // 2)
                   - rows * self.caption_h(lay))
        by_height = spare_h / rows / (1 + self.rise) * 0.7
        width = min(self.largest_card(lay), by_width, by_height)
        return max(20, int(width) // 4 * 4)

    def lift(self, card_w: int) -> int:
        return round(card_height(card_w) * self.rise)

    def title_h(self, lay: TableLayout) -> int:
        return round(self.title_size(lay) * 1.35)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos``, counting the room a chosen card rises into."""
        for index, rect in enumerate(self.rects):
            lift = self.lift(rect.w)
            if rect.inflate(0, lift).move(0, -lift // 2).collidepoint(pos):
                return index
        return None

    def caption_h(self, lay: TableLayout) -> int:
        """Room under each row for words about its cards."""
        return 0

    def title_size(self, lay: TableLayout) -> int:
        return max(14, round(lay.size[1] * 0.028))

    def title(self) -> str:
        return t(self.title_key)

    def title_width(self, lay: TableLayout) -> int:
        return text(self.title(), self.title_size(lay), bold=True).get_width()

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout) -> None:
        if not self.active:
            return
        draw.draw_panel(surface, self.panel, 14, (10, 18, 24, 228), theme.PANEL_BORDER)
        pad = max(10, round(lay.size[1] * 0.02))
        blit_text(surface, self.title(), self.title_size(lay), theme.GOLD, "midtop",
                  (self.panel.centerx, self.panel.y + pad), bold=True)
        for index, (card, rect) in enumerate(zip(self.cards, self.rects, strict=True)):
            self.draw_card(surface, art, lay, card, rect, index == self.focus)

    def draw_card(
        self,
        surface: pygame.Surface,
        art: CardArt,
        lay: TableLayout,
        card: Card,
        rect: pygame.Rect,
        focus: bool,
    ) -> None:
        raise NotImplementedError


def room_for_panel(lay: TableLayout) -> pygame.Rect:
    """The room a picker may fill: under the kitty and the seats across the top, over
    the status line, between the seats at the sides."""
    w, h = lay.size
    kitty_bottom = lay.kitty_center[1] + card_height(lay.small_w) // 2 + 10
    plates = [spot.avatar[1] + round(spot.radius * 2.5) for spot in lay.seats.values()
              if spot.place == "across"]
    top = max([kitty_bottom, *plates]) + round(h * 0.012)
    status = max(14, round(h * 0.027))
    bottom = lay.status_y - round(status * 0.9)
    sides = [spot for spot in lay.seats.values() if spot.place in ("left", "right")]
    reach = max((round(spot.radius * 1.7) for spot in sides), default=0)
    left = max((spot.avatar[0] + reach for spot in sides if spot.place == "left"),
               default=round(w * 0.06))
    right = min((spot.avatar[0] - reach for spot in sides if spot.place == "right"),
                default=w - round(w * 0.06))
    half = min(w // 2 - left, right - w // 2)
    return pygame.Rect(w // 2 - half, top, 2 * half, bottom - top)


class AllyPicker(CardPicker):
    """The landlord names a card it holds once; whoever holds the other copy is its
    hidden ally.  The cards are its legal ``CallAlly`` actions, as small faces."""

    phase = PHASE_ALLY
    title_key = "ally.pick_title"

    def __init__(self) -> None:
        super().__init__()
        self.choice: Card | None = None

    def offered(self, view: SeatView) -> list[Card]:
        named = [a.card for a in view.actions if isinstance(a, CallAlly) and a.card is not None]
        return sort_for_display(named)

    def reset(self) -> None:
        self.choice = None

    def picked(self, index: int) -> None:
        self.choice = self.cards[index]

    def stepped(self) -> None:
        self.choice = self.cards[self.focus]

    def marked(self, card: Card) -> bool:
        return card == self.choice

    def action(self) -> Action | None:
        return CallAlly(self.choice) if self.choice is not None else None

    def status(self) -> str:
        if self.choice is None:
            return t("ally.status")
        return t("ally.status_chosen", card=card_name(self.choice))

    def largest_card(self, lay: TableLayout) -> int:
        return lay.play_w

    def draw_card(
        self,
        surface: pygame.Surface,
        art: CardArt,
        lay: TableLayout,
        card: Card,
        rect: pygame.Rect,
        focus: bool,
    ) -> None:
        surface.blit(art.shadow(rect.w), (rect.x - art.shadow_pad(rect.w) + 1,
                                          rect.y - art.shadow_pad(rect.w) + 3))
        surface.blit(art.small_face(card, rect.w), rect.topleft)
        if self.marked(card):
            surface.blit(art.highlight(rect.w, (255, 206, 80), 60), rect.topleft)


class KeepPicker(CardPicker):
    """帝主 keeps any of the kitty cards (none to all); the rest go face down, unseen.
    Every card starts kept; a click turns it between kept (risen) and discarded (dim)."""

    phase = PHASE_KEEP
    title_key = "keep.pick_title"
    max_rows = 1

    def __init__(self) -> None:
        super().__init__()
        self.kept: set[Card] = set()

    def offered(self, view: SeatView) -> list[Card]:
        return sort_for_display(list(view.kitty or ()))

    def reset(self) -> None:
        self.kept = set(self.cards)

    def picked(self, index: int) -> None:
        self.kept ^= {self.cards[index]}

    def handle(self, intent: Intent) -> bool:
        if self.active and intent.kind == intents.DIGIT and 1 <= intent.value <= len(self.cards):
            self.focus = intent.value - 1
            self.picked(self.focus)
            return True
        if self.active and intent.kind in (intents.PASS, intents.PICK):
            self.picked(self.focus)
            return True
        return super().handle(intent)

    def marked(self, card: Card) -> bool:
        return card in self.kept

    @property
    def discarded(self) -> list[Card]:
        return [card for card in self.cards if card not in self.kept]

    def action(self) -> Action | None:
        return Keep(tuple(self.kept)) if self.active else None

    def status(self) -> str:
        return t("keep.status", kept=len(self.kept), discarded=len(self.discarded))

    rise = 0.16

    def widest_row(self) -> int:
        return len(self.cards) or 1

    def caption_h(self, lay: TableLayout) -> int:
        return round(self.tag_size(lay) * 1.6)

    def tag_size(self, lay: TableLayout) -> int:
        return max(12, round(lay.size[1] * 0.024))

    def draw_card(
        self,
        surface: pygame.Surface,
        art: CardArt,
        lay: TableLayout,
        card: Card,
        rect: pygame.Rect,
        focus: bool,
    ) -> None:
        kept = self.marked(card)
        spot = rect.move(0, -round(rect.h * self.rise) if kept else 0)
        surface.blit(art.shadow(rect.w), (spot.x - art.shadow_pad(rect.w) + 1,
                                          spot.y - art.shadow_pad(rect.w) + 3))
        surface.blit(art.face(card, rect.w), spot.topleft)
        if kept:
            surface.blit(art.selected_tint(rect.w), spot.topleft)
        else:
            surface.blit(art.dimmed(rect.w), spot.topleft)
        if focus:
            pygame.draw.rect(surface, theme.WHITE, spot.inflate(6, 6), 2,
                             border_radius=max(4, rect.w // 10))
        tag_key = "keep.tag_kept" if kept else "keep.tag_discard"
        ink = theme.GOLD if kept else theme.DIM
        blit_text(surface, t(tag_key), self.tag_size(lay), ink, "midtop",
                  (rect.centerx, rect.bottom + 4), bold=kept)
