"""Choosing cards that are not a play: the landlord's call of its hidden ally's card
(五人斗地主, docs/doudizhu-modes.md §5) and the emperor's keep of the kitty (帝主, §6).

Each picker is a panel of card faces over the middle of the table, shown only on
the player's own turn in its phase.  It owns what is chosen so far and hands the
scene the finished action (:meth:`CardPicker.action`); the buttons under it are
the action bar's (叫牌 / 独打, 保留), and the keyboard works as well:

- ally: ←/→ move the choice, Enter calls it, 0 plays alone;
- keep: 1–6 (or ←/→ then Space) turn a card between kept and discarded, Enter keeps.

What the player's view says of the two choices once made (:func:`known_ally`,
:func:`kept_count`) is here too, for the table laid out as it stands; where the panel
and its cards go is :mod:`ui.table.picker_panel`.
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
from ui.art.cardart import CardArt
from ui.art.text import blit_text, text
from ui.table.layout import TableLayout
from ui.table.picker_panel import PanelShape, arrange, lift
from ui.table.selection import card_name


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

    def layout(self, lay: TableLayout) -> None:
        """The panel and the cards' rects for ``lay`` (:func:`ui.table.picker_panel.arrange`)."""
        title = t(self.title_key)
        size = self.title_size(lay)
        shape = PanelShape(len(self.cards), self.max_rows, self.largest_card(lay), self.rise,
                           self.caption_h(lay), round(size * 1.35),
                           text(title, size, bold=True).get_width())
        arranged = arrange(shape, lay)
        self.panel, self.rects = arranged.panel, arranged.rects
        if arranged.card_w:
            self.card_w = arranged.card_w

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos``, counting the room a chosen card rises into."""
        for index, rect in enumerate(self.rects):
            risen = lift(rect.w, self.rise)
            if rect.inflate(0, risen).move(0, -risen // 2).collidepoint(pos):
                return index
        return None

    def caption_h(self, lay: TableLayout) -> int:
        """Room under each row for words about its cards."""
        return 0

    def title_size(self, lay: TableLayout) -> int:
        return max(14, round(lay.size[1] * 0.028))

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout) -> None:
        if not self.active:
            return
        draw.draw_panel(surface, self.panel, 14, (10, 18, 24, 228), theme.PANEL_BORDER)
        pad = max(10, round(lay.size[1] * 0.02))
        blit_text(surface, t(self.title_key), self.title_size(lay), theme.GOLD, "midtop",
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

    def handle(self, intent: Intent) -> bool:
        if self.active and intent.kind == intents.STEP and self.choice is None:
            # Nothing named yet and no ring drawn: → names the first card, ← the last
            # (a step from the unseen focus skipped the first card).
            self.focus = 0 if intent.value > 0 else len(self.cards) - 1
            self.stepped()
            return True
        return super().handle(intent)

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
        # Cards a save had marked to discard (``keep_discards``), marked again when the
        # kitty is next offered: a player who quit mid-choice finds it as it was.
        self.restoring: set[str] = set()

    def offered(self, view: SeatView) -> list[Card]:
        return sort_for_display(list(view.kitty or ()))

    def reset(self) -> None:
        self.kept = set(self.cards)
        if self.cards and self.restoring:
            self.kept -= {card for card in self.cards if str(card) in self.restoring}
            self.restoring = set()

    def to_meta(self) -> dict[str, list[str]]:
        """The choice not yet confirmed, for the save (nothing while the picker is shut)."""
        return {"keep_discards": [str(card) for card in self.discarded]} if self.active else {}

    def restore(self, meta: dict[str, object]) -> None:
        """Mark again the discards ``meta`` kept.  Only a convenience, so anything in it
        that is not a card's name is passed over, never a reason to refuse the save (and
        a save from before it, without the key, opens with every card kept as ever)."""
        values = meta.get("keep_discards")
        names = values if isinstance(values, list) else []
        self.restoring = {name for name in names if isinstance(name, str)}

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
