"""The hand result: who won, the base, every multiplier, each seat's score, totals."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.doudizhu.view import SIDE_LANDLORD
from ui.app import intents
from ui.app.i18n import seat_name, t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.table.badges import badge_surface, seat_badges
from ui.table.seats import mode_text
from ui.table.wild_shows import bomb_factor_names
from ui.widgets.controls import Button, handle_all, prebuild_panel
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.table.scene import TableScene


# Keys do nothing for this long after the panel appears, so an Enter meant for the table
# (or held down) cannot dismiss a result the player has not seen.
KEY_DELAY_SECONDS = 0.8
# While the table is shown behind the panel, these bring the panel back.
PEEK_ENDS = (intents.CONFIRM, intents.MENU, intents.PASS, intents.POINT_DOWN, intents.CLEAR)
PANEL_RADIUS, PANEL_FILL, PANEL_BORDER = 22, (18, 26, 36, 240), (246, 200, 92, 200)
# The panel's buttons, left to right: (label, style).
BUTTONS = (("btn.home", "secondary"), ("result.review", "plain"), ("btn.again", "primary"),
           ("result.continue", "secondary"))


def panel_layout(size: tuple[int, int]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The panel's rect on a screen of ``size``, and its buttons' rects (as BUTTONS)."""
    w, h = size
    pw, ph = min(760, round(w * 0.62)), round(h * 0.78)
    panel = pygame.Rect(0, 0, pw, ph)
    panel.center = (w // 2, h // 2)
    bh = max(38, round(h * 0.065))
    gap = 14
    bw = min(round(bh * 3.6), (pw - round(pw * 0.08) - 3 * gap) // 4)
    y = panel.bottom - bh - round(h * 0.035)
    x = panel.centerx - (len(BUTTONS) * bw + (len(BUTTONS) - 1) * gap) // 2
    rects = []
    for _ in BUTTONS:
        rects.append(pygame.Rect(x, y, bw, bh))
        x += bw + gap
    return panel, rects


def prepare(size: tuple[int, int]) -> None:
    """Build the panel's surfaces for ``size`` ahead of the first result: built in its
    first frame, they made that frame 20-30 ms at 1280x720."""
    panel, rects = panel_layout(size)
    buttons = [Button(label, lambda: None, style) for label, style in BUTTONS]
    for button, rect in zip(buttons, rects, strict=True):
        button.rect = rect
    prebuild_panel(size, panel, PANEL_RADIUS, PANEL_FILL, PANEL_BORDER, buttons)

class ResultScene(Scene):
    """The result over the finished table.  Enter presses the focused button, at first
    继续 (back to the table, to look the hand over); a new deal only by its own button."""

    opaque = False
    below_runs = True
    name = "result"

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        result = table.result or table.session.game.result
        assert result is not None
        self.result = result
        self.final_view = table.session.view()  # the finished hand, read once, not per frame
        actions = (self.go_home, self.open_review, self.play_again, self.back_to_table)
        self.buttons = [Button(label, action, style)
                        for (label, style), action in zip(BUTTONS, actions, strict=True)]
        # 继续 is ``to_table``: named ``resume`` it hid Scene.resume(), and the stack's
        # pop() back from the review called the button (a crash, issue 30).
        self.home, self.review, self.again, self.to_table = self.buttons
        self.review.enabled = result.abandoned_by is None
        self.focus = FocusRing(self.buttons, start=3, shown=True)
        self.age = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        # 查看牌桌 (Space): the panel steps aside to show the finished table behind it;
        # any key or click brings it back.  Outside the focus ring, which stays as it is.
        self.peek = Button("result.peek", self.toggle_peek, "dark")
        self.unpeek = Button("result.unpeek", self.toggle_peek, "primary")
        self.peeking = False
        self.rests: list[tuple[Button, pygame.Rect]] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel, rects = panel_layout(size)
        for button, rect in zip(self.buttons, rects, strict=True):
            button.rect = rect
        bh = rects[0].h
        pbh = max(30, round(h * 0.05))
        self.peek.rect = pygame.Rect(0, 0, round(pbh * 3.4), pbh)
        self.peek.rect.topright = (self.panel.right - round(h * 0.025),
                                   self.panel.y + round(h * 0.025))
        self.unpeek.rect = pygame.Rect(0, 0, round(bh * 3.6), bh)
        # Where the action bar sits during play: free once the hand is over, and clear
        # of the kitty, the counter and every seat's cards.
        self.unpeek.rect.midtop = (w // 2, self.table.lay.buttons_y)
        self.rests = [(b, b.rect.copy()) for b in (*self.buttons, self.peek)]
        self._slide_buttons()

    def slide(self) -> int:
        """How far below its place the panel still is: it slides up as it fades in."""
        return round((1 - min(1.0, self.age / 0.25)) * 40)

    def _slide_buttons(self) -> None:
        """The panel's buttons ride with it (they stood still while it slid)."""
        for button, rest in self.rests:
            button.rect = rest.move(0, self.slide())

    def toggle_peek(self) -> None:
        """Show the table behind the panel, or the panel again."""
        self.peeking = not self.peeking

    def back_to_table(self) -> None:
        """继续: close the panel; the finished table stays, with its hands laid open."""
        if self.app.stack.top is self:
            self.app.pop()
        self.table.result_closed()

    def open_review(self) -> None:
        from ui.pages.review import ReviewScene

        record = self.table.session.record()
        self.app.push(ReviewScene(self.app, record, self.table.review_job))

    def play_again(self) -> None:
        from ui.play.start import start_game

        start_game(self.app, replace_all=True, previous=self.table.session.game)

    def go_home(self) -> None:
        from ui.pages.title import TitleScene

        self.app.stack.clear_to(TitleScene(self.app))

    def handle(self, intent: Intent) -> None:
        if self.peeking:
            if handle_all([self.unpeek], intent):
                return
            if intent.kind in PEEK_ENDS:
                self.toggle_peek()
            return
        if handle_all([self.peek, *self.buttons], intent):
            return
        if intent.kind == intents.PASS and self.age >= KEY_DELAY_SECONDS:
            self.toggle_peek()
            return
        keyed = intent.kind in (intents.CONFIRM, intents.FOCUS, intents.STEP, intents.MENU)
        if keyed and self.age < KEY_DELAY_SECONDS:
            return
        if self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.back_to_table()

    def update(self, dt: float) -> None:
        self.age += dt
        self.focus.update(dt)
        self._slide_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        _w, h = self.size
        if self.peeking:
            self._draw_peek(surface)
            return
        fade = min(1.0, self.age / 0.25)
        surface.blit(draw.dim_overlay(self.size, round(150 * fade)), (0, 0))
        panel = self.panel.move(0, self.slide())
        draw.draw_panel(surface, panel, PANEL_RADIUS, PANEL_FILL, PANEL_BORDER)
        r = self.result
        won = r.won(self.table.session.seat)
        head = t("result.win") if won else t("result.lose")
        color = theme.GOLD if won else (170, 190, 210)
        from ui.pages.chrome import draw_title

        draw_title(surface, head, (panel.centerx, panel.y + round(h * 0.075)), round(h * 0.07))
        del color
        sub = t("result.spring") if r.spring else t("result.anti_spring") if r.anti_spring else ""
        if r.abandoned_by is not None:
            sub = t("result.abandoned")
        size = max(14, round(h * 0.026))
        if sub:
            blit_text(
                surface,
                sub,
                size,
                (255, 170, 190),
                "center",
                (panel.centerx, panel.y + round(h * 0.13)),
                bold=True,
            )
        blit_text(
            surface,
            t("result.seed", seed=self.table.session.seed),
            max(12, size - 4),
            theme.DIM,
            "topleft",
            (panel.x + 20, panel.y + 14),  # top left: the four buttons fill the foot
        )
        self._draw_breakdown(surface, panel, size)
        self._draw_scores(surface, panel, size)
        for b in (*self.buttons, self.peek):
            b.draw(surface)
        if self.age >= KEY_DELAY_SECONDS:
            self.focus.draw(surface)

    def _draw_peek(self, surface: pygame.Surface) -> None:
        """The finished table, and over it only the way back to the result."""
        self.unpeek.draw(surface)
        blit_text(surface, t("result.peek_hint"), max(12, round(self.size[1] * 0.022)),
                  theme.CREAM, "midbottom", (self.unpeek.rect.centerx, self.unpeek.rect.y - 6),
                  shadow=True)

    def _draw_breakdown(self, surface: pygame.Surface, panel: pygame.Rect, size: int) -> None:
        x = panel.x + round(panel.w * 0.08)
        yy = panel.y + round(self.size[1] * 0.17)
        line = round(size * 1.7)
        col_w = round(panel.w * 0.36)
        rows = breakdown_rows(self.result, self.table.session.game.rules)[-10:]
        for i, (label, value, applied) in enumerate(rows):
            if i == len(rows) - 1:  # the total, under a rule
                rule_y = yy + line // 8
                pygame.draw.line(surface, theme.DIM, (x, rule_y), (x + col_w, rule_y), 1)
                yy += line // 4
            ink, label_ink = (theme.CREAM, theme.MUTED) if applied else (theme.DIM, theme.DIM)
            blit_text(surface, label, size, label_ink, "topleft", (x, yy))
            blit_text(surface, value, size, ink, "topright", (x + col_w, yy), bold=applied)
            yy += line

    def _draw_scores(self, surface: pygame.Surface, panel: pygame.Rect, size: int) -> None:
        r = self.result
        x = panel.x + round(panel.w * 0.52)
        y = panel.y + round(self.size[1] * 0.17)
        rules = self.table.session.game.rules
        tagged = getattr(rules, "doubling", False) or getattr(rules, "show_hand", False)
        line = round(size * (2.7 if tagged else 2.1))  # room for the 明牌 / 加倍 tags
        blit_text(
            surface,
            t("result.hand_score"),
            size,
            theme.MUTED,
            "topright",
            (panel.right - round(panel.w * 0.2), y),
        )
        blit_text(
            surface,
            t("result.total"),
            size,
            theme.MUTED,
            "topright",
            (panel.right - round(panel.w * 0.05), y),
        )
        totals = self.app.match_scores_for(len(r.scores))
        for seat in range(len(r.scores)):
            yy = y + (seat + 1) * line
            role = role_label(self.final_view, seat, r.landlord)
            name = blit_text(
                surface,
                f"{seat_name(seat)} · {role}",
                size,
                theme.CREAM,
                "topleft",
                (x, yy),
                bold=seat == self.table.session.seat,
            )
            self._draw_seat_badges(surface, seat, (x, name.bottom + 2), max(11, size - 7))
            score = r.scores[seat]
            color = (120, 230, 140) if score > 0 else (255, 120, 110) if score < 0 else theme.CREAM
            blit_text(
                surface,
                f"{score:+d}",
                round(size * 1.1),
                color,
                "topright",
                (panel.right - round(panel.w * 0.2), yy),
                bold=True,
            )
            blit_text(
                surface,
                str(totals[seat]),
                size,
                theme.CREAM,
                "topright",
                (panel.right - round(panel.w * 0.05), yy),
            )


    def _draw_seat_badges(
        self, surface: pygame.Surface, seat: int, at: tuple[int, int], size: int
    ) -> None:
        """Under a seat's name, what it did to the stakes: 明牌, 加倍 (with its pair's
        factor against the landlord, which is what its score was multiplied by)."""
        view = self.final_view
        x, y = at
        for key in seat_badges(view, seat):
            pill = badge_surface(key, size)
            surface.blit(pill, (x, y))
            x += pill.get_width() + 6
        factors = self.result.pair_factors
        if view.rules.doubling and seat != self.result.landlord and seat < len(factors):
            blit_text(
                surface,
                t("result.pair_factor", factor=factors[seat]),
                size,
                theme.MUTED,
                "topleft",
                (x, y + 1),
            )


def role_label(view: Any, seat: int, landlord: int | None) -> str:
    """A seat's role once the hand is over: the landlord in the mode's word (帝主), the
    five-player hidden ally as 暗地主 (the landlord's side), else a farmer."""
    if seat == landlord:
        return mode_text("role.landlord", view.rules.name)
    if view.side_of(seat) == SIDE_LANDLORD:
        return t("role.ally")
    return t("role.farmer")


def breakdown_rows(result: Any, rules: Any) -> list[tuple[str, str, bool]]:
    """Every scoring item of the mode, applied or not: (label, value, applied).

    A player reads the whole list (base, bombs, rockets, spring, robs, show hand,
    doubling) and sees at a glance which ones counted; items that cannot occur in
    the mode are left out.
    """
    applied: dict[str, list[int]] = {}
    for name, factor in result.factors:
        applied.setdefault(name, []).append(factor)
    kinds = bomb_factor_names(rules)  # 癞子: soft, hard and wild bombs each on a line
    if rules.bidding != "points":
        kinds.insert(0, "rob")
    if rules.show_hand:
        kinds.append("show")
    kinds.append("anti_spring" if "anti_spring" in applied else "spring")
    kinds += [name for name in applied if name not in kinds]
    rows = [(t("result.base"), str(result.base), True)]
    for name in kinds:
        factors = applied.get(name, [])
        label = t(f"factor.{name}")
        if len(factors) > 1:
            label = f"{label} ×{len(factors)}"
        value = f"×{math.prod(factors)}" if factors else "—"
        rows.append((label, value, bool(factors)))
    if rules.doubling:
        doubled = any(f > 1 for f in result.pair_factors)
        value = " / ".join(f"×{f}" for f in result.pair_factors) if doubled else "—"
        rows.append((t("result.doubling"), value, doubled))
    rows.append((t("result.multiplier"), f"×{result.multiplier}", True))
    return rows
