"""The table's bars of buttons: the action bar (出牌/不出/提示, the bidding choices of
the moment, or the confirm buttons of a card picker) and the top bar (mode, base,
multiplier, 托管, menu).

Each bar owns its buttons and turns a click into the intent the keyboard would send
(``CONFIRM``, ``PASS``, ``HINT``, ``AUTO``, ``MENU``, or ``CHOOSE`` for a bidding
choice); the scene acts on intents alone, whichever way they came."""

from __future__ import annotations

import pygame

from game.doudizhu.actions import Action, Bid, Call, CallAlly, Double, PassTurn, Rob, Show
from game.doudizhu.result import Result
from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, PHASE_PLAY, SeatView
from ui.app import intents
from ui.app.i18n import TRANSLATOR, t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.text import blit_text, text
from ui.play.auto import auto_button, show_auto
from ui.table.layout import TableLayout
from ui.table.stakes import own_stake, pair_factor, settled_stake
from ui.widgets.controls import Button, route


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
    if isinstance(action, CallAlly) and action.card is None:
        return ("act.alone", "danger")
    return (str(action), "plain")


def digit_for(action: Action) -> int | None:
    """The digit key that takes a bidding action: the bid value, or 1 = yes / 0 = no."""
    if isinstance(action, Bid):
        return action.value
    if isinstance(action, Call | Rob | Show | Double):
        return 1 if action.yes else 0
    if isinstance(action, CallAlly) and action.card is None:
        return 0  # 独打: the "no" of the ally call
    return None


class ActionBar:
    """The row of buttons above the hand.  Rebuilt only when the situation changes.

    ``play_button`` is the one that sends ``CONFIRM``: 出牌 in play, 叫牌 when naming the
    ally's card, 保留 when keeping kitty cards (the pickers hold what is chosen)."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.actions: list[Action] = []
        self.key: tuple[object, ...] = ()
        self.play_button: Button | None = None
        self.pass_button: Button | None = None
        self.hint_button: Button | None = None
        self.lay: TableLayout | None = None

    def refresh(
        self,
        key: tuple[object, ...],
        legal: list[Action],
        phase: str,
        human_turn: bool,
        lay: TableLayout,
        cannot_beat: bool = False,
    ) -> None:
        """Rebuild the buttons when ``key`` (the situation) changed; ``cannot_beat``: a
        turn in play where nothing in the hand beats the table (the 要不起 button alone)."""
        if key == self.key:
            return
        self.key = key
        self.buttons, self.actions = [], []
        self.play_button = self.pass_button = self.hint_button = None
        if not human_turn:
            return
        if phase == PHASE_PLAY and cannot_beat:
            # 要不起: nothing in the hand beats the table; one button, the player's own tap
            self.pass_button = Button("btn.cannot_beat", style="primary",
                                      intent=Intent(intents.PASS))
            self.buttons = [self.pass_button]
        elif phase == PHASE_PLAY:
            self.pass_button = Button("btn.pass", style="secondary", intent=Intent(intents.PASS))
            self.hint_button = Button("btn.hint", style="plain", intent=Intent(intents.HINT))
            self.play_button = Button("btn.play", style="primary", intent=Intent(intents.CONFIRM))
            self.buttons = [self.pass_button, self.hint_button, self.play_button]
        elif phase == PHASE_ALLY:
            self.play_button = Button(
                "btn.call_ally", style="primary", enabled=False, intent=Intent(intents.CONFIRM)
            )
            alone = [i for i, a in enumerate(legal) if isinstance(a, CallAlly) and a.card is None]
            self.actions = list(legal)
            for index in alone:
                label, style = action_label(legal[index])
                self.buttons.append(
                    Button(label, style=style, intent=Intent(intents.CHOOSE, value=index))
                )
            self.buttons.append(self.play_button)
        elif phase == PHASE_KEEP:
            self.play_button = Button(
                "btn.keep", style="primary", intent=Intent(intents.CONFIRM), params={"n": 0}
            )
            self.buttons = [self.play_button]
        else:
            if len(legal) > 1:  # 提示: the expert's answer focused (ui.table.choice_hint)
                self.hint_button = Button("btn.hint", style="plain", intent=Intent(intents.HINT))
                self.buttons.append(self.hint_button)
            for index, action in enumerate(legal):
                label, style = action_label(action)
                choose = Intent(intents.CHOOSE, value=index)
                self.buttons.append(Button(label, style=style, intent=choose))
                self.actions.append(action)
        self.layout(lay)

    def handle(self, intent: Intent) -> Intent | None:
        """The intent a click on this bar stands for (see :func:`~ui.widgets.controls.route`)."""
        return route(self.buttons, intent)

    def cancel_press(self) -> None:
        """Forget a press on a button (begun under a show): its release is no click."""
        for b in self.buttons:
            b.pressed = False

    def chosen(self, intent: Intent) -> Action | None:
        """The bidding action a ``CHOOSE`` or ``DIGIT`` intent picks, if it is on offer."""
        if intent.kind == intents.CHOOSE:
            return self.actions[intent.value] if 0 <= intent.value < len(self.actions) else None
        if intent.kind == intents.DIGIT:
            return next((a for a in self.actions if digit_for(a) == intent.value), None)
        return None

    def digit_offers(self) -> str:
        """The digit keys on offer and what each takes ('3 (3 points), 0 (No bid)'), or
        '' where no digit takes anything: the words of a digit that takes nothing."""
        offers = []
        for action in self.actions:
            digit = digit_for(action)
            if digit is not None:
                label = t(action_label(action)[0])
                offers.append(t("toast.digit_offer", digit=digit, label=label))
        return t("toast.digit_sep").join(offers)

    def enable(self, can_play: bool, can_pass: bool, **params: object) -> None:
        """Whether 出牌 (or the picker's confirm) and 不出 may be pressed; ``params`` fill in
        the confirm button's label (保留 {n} 张)."""
        if self.play_button is not None:
            self.play_button.enabled = can_play
            if params and params != self.play_button.params:
                self.play_button.params = dict(params)
                if self.lay is not None:
                    self.layout(self.lay)  # the label's width changed
        if self.pass_button is not None:
            self.pass_button.enabled = can_pass

    def layout(self, lay: TableLayout) -> None:
        self.lay = lay
        if not self.buttons:
            return
        gap = round(lay.button_h * 0.45)
        widths = [self.button_width(b, lay) for b in self.buttons]
        x = lay.size[0] // 2 - (sum(widths) + (len(widths) - 1) * gap) // 2
        for b, bw in zip(self.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, lay.buttons_y - lay.button_h // 2, bw, lay.button_h)
            x += bw + gap

    @staticmethod
    def button_width(button: Button, lay: TableLayout) -> int:
        """Three button heights, or wider for a long label (保留 6 张, Call this card)."""
        label = text(button.text, max(12, int(lay.button_h * 0.42)), bold=True)
        return max(round(lay.button_h * 3.0), label.get_width() + lay.button_h)

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)


class TopBar:
    """Mode, base score and multiplier, and the 托管 / menu buttons.

    It shows the common multiplier of the last view it was given under the result
    panel's name for it (总倍数), and beside it, once someone doubled, the player's
    加倍 in the result's words (对地主 ×2; the landlord's one per farmer), so the bar
    and the result read the same figures; once the hand is settled, the final ones (a
    spring counts last).  ``shown_stake`` is their product (:mod:`ui.table.stakes`).
    """

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.auto_button = auto_button()  # shared with the Tractor table (ui.play.auto)
        self.menu_button = Button("btn.menu", style="dark", intent=Intent(intents.MENU))
        self.buttons = [self.auto_button, self.menu_button]
        self.base = 1
        self.multiplier = 1
        self.stake = 1
        self.doubling = False
        self.seat = 0
        self.landlord: int | None = None
        self.doubled: tuple[bool | None, ...] = ()
        self.result: Result | None = None

    def mode_label(self) -> str:
        """The mode's name for the bar: its own short title, else its name on the menus."""
        for key in ("top.mode." + self.mode, "mode." + self.mode):
            if TRANSLATOR.has(key):
                return t(key)
        return self.mode

    def show(self, view: SeatView, auto: bool) -> None:
        self.base, self.multiplier, self.stake = view.base, view.multiplier, own_stake(view)
        self.doubled = view.doubled
        self.doubling, self.seat, self.landlord = view.rules.doubling, view.seat, view.landlord
        show_auto(self.auto_button, auto)

    def settle(self, result: Result) -> None:
        self.result = result

    def shown_multiplier(self) -> int:
        """The common multiplier: the final one once the hand is settled."""
        return int(self.result.multiplier if self.result is not None else self.multiplier)

    def shown_stake(self) -> int:
        """The player's own stake (common multiplier × its doubling), final once settled."""
        r = self.result
        if r is None:
            return self.stake
        if not self.doubling:
            return int(r.multiplier)
        return settled_stake(r.pair_factors, r.multiplier, self.seat, r.landlord)

    def pair_factors(self) -> list[int]:
        """The 加倍 factor of each pair the player is in: against the landlord for a
        farmer, one per farmer for the landlord (final once settled)."""
        if not self.doubling or self.landlord is None:
            return []
        if self.result is not None:
            factors = self.result.pair_factors
        else:
            factors = tuple(pair_factor(self.doubled, self.landlord, s)
                            for s in range(len(self.doubled)))
        if self.seat != self.landlord:
            return [factors[self.seat]] if self.seat < len(factors) else []
        return [f for s, f in enumerate(factors) if s != self.landlord]

    def doubling_text(self) -> str:
        """The player's 加倍 beside the 总倍数, in the result panel's words: 对地主 ×2 for
        a farmer, 加倍 ×1 / ×2 for the landlord; nothing until someone doubled."""
        factors = self.pair_factors()
        if not any(f > 1 for f in factors):
            return ""
        if self.seat != self.landlord:
            return t("result.pair_factor", factor=factors[0])
        return t("result.doubling") + " " + " / ".join(f"×{f}" for f in factors)

    def handle(self, intent: Intent) -> Intent | None:
        return route(self.buttons, intent)

    def layout(self, lay: TableLayout) -> tuple[int, int, int]:
        """Place the buttons; returns the room left of them for more: (right, centre y, h)."""
        bar = lay.top_bar
        h = round(bar.h * 0.7)
        bw = round(h * 2.6)
        self.menu_button.rect = pygame.Rect(bar.right - bw - 12, bar.centery - h // 2, bw, h)
        self.auto_button.rect = self.menu_button.rect.move(-(bw + 10), 0)
        return self.auto_button.rect.x - 18, bar.centery, h

    def draw(self, surface: pygame.Surface, lay: TableLayout, pulse: float) -> None:
        bar = lay.top_bar
        shade = draw.vertical_gradient((bar.w, bar.h), (6, 30, 22), (12, 60, 42))
        surface.blit(shade, bar.topleft)
        pygame.draw.line(surface, (200, 170, 90), (0, bar.bottom), (bar.w, bar.bottom), 1)
        size = max(14, round(bar.h * 0.4))
        r = blit_text(
            surface,
            self.mode_label(),
            size,
            theme.GOLD,
            "midleft",
            (16, bar.centery),
            bold=True,
        )
        r = blit_text(
            surface,
            t("top.base", base=self.base),
            size,
            theme.CREAM,
            "midleft",
            (r.right + 24, bar.centery),
        )
        mult_size = round(size * (1 + 0.5 * pulse))
        red, green, blue = draw.lerp_color(theme.CREAM, (255, 120, 60), pulse)
        r = blit_text(
            surface,
            t("top.multiplier", mult=self.shown_multiplier()),
            mult_size,
            (red, green, blue),
            "midleft",
            (r.right + 20, bar.centery),
            bold=pulse > 0.05,
        )
        doubling = self.doubling_text()
        if doubling:
            blit_text(surface, doubling, size, theme.CREAM, "midleft", (r.right + 20, bar.centery))
        for b in self.buttons:
            b.draw(surface)
