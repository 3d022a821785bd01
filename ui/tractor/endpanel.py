"""The end of a hand: the kitty turned up with its 抠底 multiplier, the catchers' total,
which side moves and by how much, both sides' levels before and after, the next
dealer — and the button to deal the next hand of the match (or, once a side has
won the match, to start a new one), 复盘, the after-hand review (a hand left by 认输
has nothing to review), and 重打这副牌, the same deal again on a new table at the same
levels, to try other plays (as the replay viewer offers for both games).

查看牌桌 closes the panel over the finished table, as Dou Dizhu's 继续 does: the last
trick and the points stay in view, the kitty lies turned up where the hand was, and
the shared :class:`~ui.table.after_hand.AfterHandBar` offers 查看结算 (Enter: the
panel again) and the next hand (only by its button).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import Card
from game.shengji.scoring import HandResult
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.cardart import CardArt
from ui.art.text import blit_text, text_width, wrap
from ui.table.after_hand import NEXT_DEAL, SHOW_RESULT, AfterHandBar
from ui.tractor.layout import TractorLayout
from ui.tractor.presenter import level_text
from ui.tractor.words import seat_label
from ui.widgets.controls import Button, handle_all, prebuild_panel

PANEL_RADIUS = 20


def verdict_text(result: HandResult) -> str:
    """Which side moves and how: 庄家方升 2 级, 闲家上台, 闲家上台并升 1 级; a dealer's
    win at the top level ends the match: 庄家方打过A, not 升1级 beside a level still A
    (play-test)."""
    stays = result.levels_after[result.dealer] == result.levels_before[result.dealer]
    if result.side == "dealer" and result.match_over and stays:
        return t("tractor.end.dealer_through", level=level_text(result.level))
    if result.side == "dealer":
        return t("tractor.end.dealer_up", n=result.amount)
    if result.amount:
        return t("tractor.end.catchers_up", n=result.amount)
    return t("tractor.end.catchers_take")


def forfeit_seat(result: HandResult) -> int | None:
    """The seat that left the hand (认输), from the rules core's note; ``None`` when the
    hand was played out."""
    for note in result.notes:
        words = note.split()
        if len(words) == 5 and words[0] == "seat" and words[2:] == ["left", "the", "hand"]:
            return int(words[1]) if words[1].isdigit() else None
    return None


def forfeit_lines(result: HandResult, viewer: int) -> tuple[str, str]:
    """What a forfeit did, in place of the points and the kitty (nothing was won at the
    table): who gave the hand up, and how it was scored."""
    seat = forfeit_seat(result)
    who = (t("tractor.end.forfeit.me") if seat == viewer
           else t("tractor.end.forfeit", seat=seat_label(seat if seat is not None else 0)))
    if result.catchers_points:
        return who, t("tractor.end.forfeit_all", n=result.catchers_points)
    return who, t("tractor.end.forfeit_none")


def kitty_text(result: HandResult) -> str:
    """抠底's sum when the catchers won the last trick (a multiplier), even of a kitty
    with no points; otherwise the dealer's side kept it."""
    if result.kitty_multiplier:
        return t("tractor.end.kitty_bonus", points=result.kitty_points,
                 x=result.kitty_multiplier, bonus=result.kitty_bonus)
    return t("tractor.end.kitty_kept", points=result.kitty_points)


class EndPanel:
    def __init__(self, on_next: Callable[[], None], on_leave: Callable[[], None],
                 on_review: Callable[[], None] | None = None,
                 on_again: Callable[[], None] | None = None) -> None:
        self.result: HandResult | None = None
        self.kitty: tuple[Card, ...] = ()
        self.next_button = Button("tractor.end.next", on_next, "primary")
        self.leave_button = Button("tractor.end.leave", on_leave, "dark")
        self.review_button = Button("tractor.review.open", on_review, "secondary")
        self.table_button = Button("tractor.end.view_table", self.view_table, "dark")
        self.again_button = Button("tractor.end.again", on_again, "dark")
        self.panel_buttons = [self.leave_button, self.table_button, self.next_button]
        if on_review is not None:
            self.panel_buttons.insert(2, self.review_button)
        if on_again is not None:
            self.panel_buttons.insert(2, self.again_button)
        self.on_next = on_next
        self.after = AfterHandBar()  # 查看结算 / next hand, over the finished table
        self.viewing = False  # the panel is closed over the finished table (查看牌桌)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.own_levels = False

    @property
    def active(self) -> bool:
        return self.result is not None

    @property
    def buttons(self) -> list[Button]:
        """The panel's buttons the focus ring walks (none while the table is looked at:
        the after-hand bar has its own ring)."""
        return [] if self.viewing else self.panel_buttons

    def view_table(self) -> None:
        """查看牌桌: the panel closes over the finished table, the bar under it."""
        self.viewing = True
        self.after.show()

    def show_result(self) -> None:
        """查看结算 (or Enter) from the finished table: the panel again."""
        self.viewing = False
        self.after.hide()

    def open(self, result: HandResult, kitty: tuple[Card, ...],
             reviewable: bool = True, own_levels: bool = False) -> None:
        """Show ``result``; ``own_levels``: each player has his own level (找朋友, 三人竞标),
        so every seat's move is listed instead of the two sides'."""
        self.result, self.kitty = result, kitty
        self.own_levels = own_levels
        self.show_result()
        self.review_button.enabled = reviewable
        over = result.match_over
        self.next_button.label = "tractor.end.new_match" if over else "tractor.end.next"
        self.after.next_button.label = self.next_button.label

    def close(self) -> None:
        self.result = None
        self.show_result()

    def layout(self, lay: TractorLayout) -> None:
        w, h = lay.size
        count = len(self.panel_buttons)
        wide = count > 4  # five buttons need the room of a wider panel
        self.rect = pygame.Rect(0, 0, round(w * (0.66 if wide else 0.56)), round(h * 0.7))
        self.rect.center = (w // 2, round(h * 0.47))
        bh = lay.base.button_h
        gap = bh // 3 if wide else bh // 2
        bw = min(round(bh * 4.4), (self.rect.w - gap * (count + 1)) // count)
        y = self.rect.bottom - round(bh * 1.4)
        x = self.rect.centerx - (bw * count + gap * (count - 1)) // 2
        for button in self.panel_buttons:
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.after.layout(lay.base)

    def prepare(self, lay: TractorLayout) -> None:
        """Lay the panel out for ``lay`` and build its surfaces ahead: built in the frame
        the hand ends, they made it 15-20 ms at 1280x720."""
        self.layout(lay)
        prebuild_panel(lay.size, self.rect, PANEL_RADIUS, buttons=self.panel_buttons)

    def handle(self, intent: Intent) -> bool:
        if not self.active:
            return False
        if not self.viewing:
            return handle_all(self.panel_buttons, intent)
        chosen = self.after.handle(intent)
        if chosen == SHOW_RESULT:
            self.show_result()
        elif chosen == NEXT_DEAL:
            self.on_next()
        # Looking at the table, every other key and click waits: Enter never deals.
        return chosen is not None or intent.kind in (intents.CONFIRM, intents.POINT_DOWN)

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TractorLayout, viewer: int) -> None:
        result = self.result
        if result is None:
            return
        if self.viewing:
            self._draw_table_kitty(surface, art, lay)
            self.after.draw(surface)
            return
        h = lay.size[1]
        surface.blit(draw.dim_overlay(lay.size, 120), (0, 0))
        r = self.rect
        draw.draw_panel(surface, r, PANEL_RADIUS)
        won = result.won(viewer)
        title = t("tractor.end.won" if won else "tractor.end.lost")
        if result.match_over:
            title = t("tractor.end.match_won" if won else "tractor.end.match_lost")
        blit_text(surface, title, round(h * 0.058), theme.GOLD if won else theme.CREAM,
                  "midtop", (r.centerx, r.y + round(h * 0.025)), bold=True, shadow=True)
        size = max(14, round(h * 0.027))
        y = r.y + round(h * 0.12)
        if forfeit_seat(result) is not None:
            y = self._forfeit(surface, result, viewer, y, size, h)
        else:
            y = self._points_and_kitty(surface, art, lay, result, y, size)
        if result.penalty:
            blit_text(surface, t("tractor.end.penalty", n=result.penalty), size, theme.ORANGE,
                      "midtop", (r.centerx, y))
            y += round(h * 0.04)
        blit_text(surface, verdict_text(result), round(size * 1.15), theme.CREAM, "midtop",
                  (r.centerx, y), bold=True)
        y += round(h * 0.05)
        for line in wrap(self._levels_line(result, viewer), size, r.w - 2 * size)[:2]:
            blit_text(surface, line, size, theme.CREAM, "midtop", (r.centerx, y))
            y += round(h * 0.042)
        if result.next_dealer is not None and not result.match_over:
            blit_text(surface, t("tractor.end.next_dealer", seat=seat_label(result.next_dealer)),
                      size, theme.MUTED, "midtop", (r.centerx, y))
        for button in self.buttons:
            button.draw(surface)

    def _points_and_kitty(self, surface: pygame.Surface, art: CardArt, lay: TractorLayout,
                          result: HandResult, y: int, size: int) -> int:
        """A hand played out: the catchers' total, the kitty turned up and what it gave."""
        r, h = self.rect, lay.size[1]
        blit_text(surface, t("tractor.end.catchers", n=result.catchers_points), round(size * 1.25),
                  theme.WHITE, "midtop", (r.centerx, y), bold=True)
        y += round(h * 0.06)
        blit_text(surface, t("tractor.end.kitty"), size, theme.MUTED, "midtop", (r.centerx, y))
        y += round(h * 0.04)
        y = self._kitty_cards(surface, art, lay, y)
        blit_text(surface, kitty_text(result), size, theme.GOLD if result.kitty_bonus else
                  theme.MUTED, "midtop", (r.centerx, y))
        return y + round(h * 0.045)

    def _forfeit(self, surface: pygame.Surface, result: HandResult, viewer: int, y: int,
                 size: int, h: int) -> int:
        """A hand given up: who gave it up and how it was scored, no kitty (nobody won
        it: '庄家方守住底牌' under '闲家得分200' said two things at once)."""
        r = self.rect
        who, scored = forfeit_lines(result, viewer)
        y += round(h * 0.04)  # the kitty's room is not needed: the words sit lower, spaced
        blit_text(surface, who, round(size * 1.25), theme.ORANGE, "midtop", (r.centerx, y),
                  bold=True)
        y += round(h * 0.075)
        for line in wrap(scored, size, r.w - 2 * size)[:2]:
            blit_text(surface, line, size, theme.MUTED, "midtop", (r.centerx, y))
            y += round(h * 0.042)
        rule = pygame.Rect(0, 0, r.w // 3, 1)
        rule.midtop = (r.centerx, y + round(h * 0.03))
        surface.fill((*theme.GOLD_DARK[:3],), rule)
        return rule.bottom + round(h * 0.05)

    def _kitty_cards(self, surface: pygame.Surface, art: CardArt, lay: TractorLayout,
                     y: int) -> int:
        cw = lay.trick_w
        if not self.kitty:
            return y
        step = round(cw * 0.62)
        total = cw + step * (len(self.kitty) - 1)
        x = self.rect.centerx - total // 2
        for card in self.kitty:
            surface.blit(art.face(card, cw), (x, y))
            x += step
        return y + art.size(cw)[1] + round(lay.size[1] * 0.015)

    def _draw_table_kitty(self, surface: pygame.Surface, art: CardArt,
                          lay: TractorLayout) -> None:
        """The kitty turned up where the player's hand was (it is empty now), under its
        words, so the finished table shows what the dealer buried and what it gave."""
        result = self.result
        if result is None or not self.kitty or forfeit_seat(result) is not None:
            return
        h = lay.size[1]
        size = max(12, round(h * 0.024))
        cw = lay.trick_w
        step = round(cw * 0.55)
        total = cw + step * (len(self.kitty) - 1)
        words = f"{t('tractor.end.kitty')} · {kitty_text(result)}"
        box = pygame.Rect(0, 0, max(total, text_width(words, size)) + 32,
                          art.size(cw)[1] + round(size * 1.5) + 22)
        box.midbottom = (lay.size[0] // 2, lay.size[1] - round(h * 0.02))
        draw.draw_panel(surface, box, 12, (12, 20, 28, 215), (246, 200, 92, 150))
        blit_text(surface, words, size, theme.GOLD if result.kitty_bonus else theme.CREAM,
                  "midtop", (box.centerx, box.y + 8))
        x, y = box.centerx - total // 2, box.y + 14 + round(size * 1.3)
        for card in self.kitty:
            surface.blit(art.face(card, cw), (x, y))
            x += step

    def _levels_line(self, result: HandResult, viewer: int) -> str:
        """Both sides' levels (partners share one), or, where each player has his own,
        every seat's, the player first."""
        seats = len(result.levels_before)

        def move(seat: int) -> str:
            before, after = result.levels_before[seat], result.levels_after[seat]
            if before == after:
                return level_text(after)
            return f"{level_text(before)} → {level_text(after)}"

        if not self.own_levels:
            return t("tractor.end.levels", ours=move(viewer), theirs=move((viewer + 1) % seats))
        order = [(viewer + i) % seats for i in range(seats)]
        each = " · ".join(t("tractor.end.level_of", seat=seat_label(s), move=move(s))
                          for s in order)
        return t("tractor.end.levels_each", levels=each)


