"""The wild rank on the table (癞子斗地主): its reveal, its plate, and every wild's mark.

After the kitty the rules core draws the wild rank (``WildRevealed``).  The table
shows it as a card that rises face down at the centre, flips over to the drawn
rank, is announced (癞子：7) and then settles on a plate beside the kitty, where it
stays for the hand.  From the flip on, every wild card the table draws — in the
hand, on the piles, in the last trick — wears the mark of :mod:`ui.art.wildmark`,
and a wild that was played as another rank shows that rank (what it stood for, from
the play's ``stands_for``).  With ``wild_cards=two_fixed`` the wilds are known from
the deal (the red 7s or the jokers): they are marked from the start and the plate
names them.

:class:`WildTable` owns that state; the scene hands it the reveal and play events
(through the animation director's handler table) and draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.cards import RANK_INDEX, Card
from game.doudizhu import events as ev
from game.doudizhu.laizi_wilds import JOKERS, TWO_FIXED, is_wild
from game.doudizhu.patterns import PatternContext
from game.doudizhu.ruleset import DoudizhuRules
from game.doudizhu.view import SeatView
from game.plays import Play
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.effects import Banner
from ui.art.text import blit_text
from ui.art.wildmark import GOLD, WildFaces, paint_mark
from ui.table.layout import TableLayout
from ui.table.selection import rank_name
from ui.table.tricks import trick_on_table

RISE, FLIP, HOLD, SETTLE = 0.35, 0.4, 0.75, 0.45  # seconds of the reveal at normal speed
REVEAL_SECONDS = RISE + FLIP + HOLD + SETTLE
REVEAL_SUIT = "H"  # the suit of the card that turns up: any card of the rank would do


def has_wilds(rules: DoudizhuRules) -> bool:
    """Whether this mode has wild cards (its pattern set reads them)."""
    return rules.pattern_set == "laizi"


def stood_for(play: Play, cards: tuple[Card, ...], wild: Callable[[Card], bool]
              ) -> dict[Card, str]:
    """Which rank each wild card of a play stood for (its face: not listed)."""
    extra = list(play.stands_for)
    for card in cards:
        if not wild(card) and card.rank_char in extra:
            extra.remove(card.rank_char)
    out: dict[Card, str] = {}
    wilds = sorted((c for c in cards if wild(c)), key=lambda c: c.suit)
    for card in wilds:
        if card.rank_char in extra:
            extra.remove(card.rank_char)  # this wild played as its face
            continue
        if extra:
            out[card] = extra.pop(0)
    return out


class WildTable:
    """The wild rank as the table shows it, and the marks on wild cards."""

    def __init__(self, rules: DoudizhuRules, speed: Callable[[], float]) -> None:
        self.rules = rules
        self.speed = speed
        self.active = has_wilds(rules)
        self.fixed = self.active and rules.wild_cards == TWO_FIXED
        self.rank: str | None = None  # the drawn rank, once the table has shown it
        self.clock: float | None = None  # seconds into the reveal, while it runs
        self.stood: dict[Card, str] = {}
        self.banner: Banner | None = None

    # -- which cards are wild ------------------------------------------------------------------
    def context(self) -> PatternContext:
        return PatternContext.of(self.rules, self.rank)

    def is_wild(self, card: Card) -> bool:
        if not self.active or (not self.fixed and self.rank is None):
            return False
        if self.clock is not None and self.clock < RISE + FLIP / 2:
            return False  # the cards are marked once the drawn card has turned over
        return is_wild(card, self.context())

    def mark_of(self, card: Card) -> tuple[str, str] | None:
        if not self.is_wild(card):
            return None
        return t("wild.sign"), self.stood.get(card, "")

    def faces(self, art: CardArt) -> CardArt:
        """The card art this table draws with: wild cards marked (a plain table: ``art``)."""
        if not self.active:
            return art
        cached = getattr(self, "_faces", None)
        if cached is None or cached.art is not art:
            cached = WildFaces(art, self.mark_of)
            self._faces = cached
        return cached  # type: ignore[return-value]

    # -- events --------------------------------------------------------------------------------
    def on_revealed(self, event: ev.WildRevealed) -> float:
        """The drawn rank: start the reveal; the table holds while it runs."""
        self.rank = event.rank
        self.clock = 0.0
        self.banner = None
        return REVEAL_SECONDS / self.speed()

    def note_play(self, event: ev.Played) -> None:
        """Remember what each wild of a play stood for (a card is played once a hand)."""
        if self.active:
            self.stood.update(stood_for(event.play, event.cards, self.is_wild))

    def sync(self, view: SeatView) -> None:
        """A resumed or skipped hand: the drawn rank without the show."""
        if self.active and view.wild is not None and self.clock is None:
            self.rank = view.wild

    def skip(self) -> None:
        self.clock = None

    def update(self, dt: float) -> None:
        if self.clock is None:
            return
        self.clock += dt * self.speed()
        if self.banner is not None:
            self.banner.update(dt)
        if self.clock >= REVEAL_SECONDS:
            self.clock = None

    # -- drawing -------------------------------------------------------------------------------
    def plate(self, kitty: pygame.Rect) -> pygame.Rect:
        """The plate left of the kitty where the wild rank stays for the hand."""
        h = kitty.h
        width = round(h * 2.2)
        return pygame.Rect(kitty.x - round(h * 1.1) - width, kitty.y, width, h)

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout,
             kitty: pygame.Rect) -> None:
        if not self.active:
            return
        art = art.art if isinstance(art, WildFaces) else art  # the plate marks its own card
        box = self.plate(kitty)
        if self.clock is not None:
            self._draw_reveal(surface, art, lay, box)
            return
        if self.fixed or self.rank is not None:
            self._draw_plate(surface, art, lay, box)

    def _plate_card(self) -> Card:
        if self.fixed:
            if self.rules.fixed_wilds == JOKERS:
                return Card(RANK_INDEX["R"])
            return Card(RANK_INDEX["7"], REVEAL_SUIT)
        assert self.rank is not None
        return Card(RANK_INDEX[self.rank], REVEAL_SUIT)

    def _plate_label(self) -> str:
        if self.fixed:
            return t(f"wild.fixed.{self.rules.fixed_wilds}")
        assert self.rank is not None
        return rank_name(self.rank)

    def _draw_plate(self, surface: pygame.Surface, art: CardArt, lay: TableLayout,
                    box: pygame.Rect) -> None:
        surface.blit(draw.rounded_panel(box.size, 10, (60, 20, 14, 170), (*GOLD, 200), 2),
                     box.topleft)
        w = lay.small_w
        face = art.small_face(self._plate_card(), w).copy()
        paint_mark(face, t("wild.sign"), "", compact=True)
        spot = face.get_rect(midright=(box.right - 8, box.centery))
        surface.blit(face, spot)
        size = max(12, round(lay.top_bar.h * 0.3))
        label_x = (box.x + spot.x) // 2
        blit_text(surface, t("wild.plate"), size, theme.GOLD, "center",
                  (label_x, box.centery - round(size * 0.62)), bold=True)
        blit_text(surface, self._plate_label(), size + 2, theme.CREAM, "center",
                  (label_x, box.centery + round(size * 0.62)), bold=True)

    def _draw_reveal(self, surface: pygame.Surface, art: CardArt, lay: TableLayout,
                     box: pygame.Rect) -> None:
        """Rise face down, flip to the rank, hold with its name, settle onto the plate."""
        assert self.clock is not None and self.rank is not None
        clock = self.clock
        big = lay.card_w
        cx, cy = lay.deck_center
        card = Card(RANK_INDEX[self.rank], REVEAL_SUIT)
        if clock < RISE:
            p = clock / RISE
            image = art.back("red", big)
            y = cy + (1 - p) * card_height(big) * 0.6
            _blit_scaled(surface, image, (cx, round(y)), 1.0, alpha=round(255 * p))
            return
        if clock < RISE + FLIP:
            p = (clock - RISE) / FLIP
            image = art.back("red", big) if p < 0.5 else self._marked(art, card, big)
            _blit_scaled(surface, image, (cx, cy), abs(1 - 2 * p))
            return
        if clock < RISE + FLIP + HOLD:
            glow = pygame.Rect(0, 0, big + 24, card_height(big) + 24)
            glow.center = (cx, cy)
            pygame.draw.rect(surface, (*GOLD, 90), glow, border_radius=14)
            surface.blit(self._marked(art, card, big),
                         self._marked(art, card, big).get_rect(center=(cx, cy)))
            if self.banner is None:
                w, h = lay.size
                self.banner = Banner(t("wild.revealed", rank=rank_name(self.rank)),
                                     (w // 2, cy - card_height(big) // 2 - round(h * 0.05)),
                                     round(h * 0.06), theme.GOLD, HOLD + SETTLE)
            self.banner.draw(surface)
            return
        p = (clock - RISE - FLIP - HOLD) / SETTLE
        ease = 1 - (1 - p) ** 3
        target = box.right - 8 - lay.small_w // 2, box.centery
        x = cx + (target[0] - cx) * ease
        y = cy + (target[1] - cy) * ease
        scale = 1 + (lay.small_w / big - 1) * ease
        _blit_scaled(surface, self._marked(art, card, big), (round(x), round(y)), scale,
                     height=scale)

    @staticmethod
    def _marked(art: CardArt, card: Card, width: int) -> pygame.Surface:
        face = art.face(card, width).copy()
        paint_mark(face, t("wild.sign"), "")
        return face


def _blit_scaled(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int],
                 x_scale: float, *, height: float = 1.0, alpha: int = 255) -> None:
    w = max(1, round(image.get_width() * x_scale))
    h = max(1, round(image.get_height() * height))
    scaled = pygame.transform.smoothscale(image, (w, h)) if (w, h) != image.get_size() \
        else image.copy()
    if alpha < 255:
        scaled.set_alpha(alpha)
    surface.blit(scaled, scaled.get_rect(center=centre))


def attach(director: object, wild: WildTable) -> None:
    """Give the animation director the wild rank's reveal, and note what each played wild
    stood for before the play's own animation runs."""
    handlers = getattr(director, "handlers")  # noqa: B009 - the director's public table
    if not wild.active:
        return
    handlers[ev.WildRevealed] = wild.on_revealed
    played = handlers[ev.Played]

    def on_played(event: ev.Played) -> float:
        wild.note_play(event)
        return float(played(event))

    handlers[ev.Played] = on_played


def wilds_out(view: SeatView, counts: list[int]) -> int | None:
    """How many wilds the player has not seen (the counter's line), None where the count
    cannot tell them: no wilds, or red 7s that rank counts do not tell apart."""
    rules = view.rules
    if not has_wilds(rules):
        return None
    if rules.wild_cards == TWO_FIXED:
        return counts[RANK_INDEX["B"]] + counts[RANK_INDEX["R"]] \
            if rules.fixed_wilds == JOKERS else None
    return None if view.wild is None else counts[RANK_INDEX[view.wild]]


def mark_counter(surface: pygame.Surface, rect: pygame.Rect, view: SeatView,
                 counts: list[int], left: float, column: float) -> None:
    """记牌器 in 癞子: a gold frame round the wild rank's column, and the wilds still out."""
    out = wilds_out(view, counts)
    if out is None:
        return
    ranks = [RANK_INDEX[view.wild]] if view.wild is not None else \
        [RANK_INDEX["B"], RANK_INDEX["R"]]
    for rank in ranks:
        box = pygame.Rect(round(left + column * rank) + 1, rect.y + 4, round(column) - 2,
                          rect.h - 8)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
    size = max(11, round(rect.h * 0.3))
    blit_text(surface, t("counter.wilds", n=out), size, theme.GOLD, "midtop",
              (rect.centerx, rect.bottom + 4), bold=True)


def board_art(board: Any, game: Any) -> CardArt:
    """The card art a whole-table board (replay, review) draws ``game`` with: wild cards
    marked, each played wild with the rank it stood for in the trick on show."""
    plain: CardArt = board.__dict__.setdefault("_plain_art", board.art)
    if not has_wilds(game.rules):
        return plain
    table: WildTable | None = board.__dict__.get("_wild_table")
    if table is None or table.rules != game.rules:
        table = WildTable(game.rules, lambda: 1.0)
        board.__dict__["_wild_table"] = table
    table.rank = game.wild
    trick = trick_on_table(game.view(0))
    if trick is not None:
        for turn in trick.turns:
            if turn.play is not None:
                table.stood.update(stood_for(turn.play, turn.cards, table.is_wild))
    return table.faces(plain)


def draw_board_wild(surface: pygame.Surface, game: Any, at: tuple[int, int], size: int) -> None:
    """Under the board's kitty (replay, review): the hand's wild rank, or its fixed wilds."""
    rules = game.rules
    if not has_wilds(rules):
        return
    if rules.wild_cards == TWO_FIXED:
        label = t(f"wild.fixed.{rules.fixed_wilds}")
    elif game.wild is not None:
        label = rank_name(game.wild)
    else:
        return
    blit_text(surface, f"{t('wild.plate')}  {label}", size, theme.GOLD, "midtop", at,
              bold=True)
