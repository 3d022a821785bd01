"""The buttons above the player's hand, rebuilt for each moment of the hand.

- While the cards are dealt: one button per declaration the player can make now
  (``view.declarable``: a level card, a pair, a joker pair), live even when
  another seat has the moment — declaring is a race the player joins at will.
- In a phase whose choices the rules core lists (the final round of declaring,
  the kitty theft, a weak-hand redeal, the auction, naming trump): one button per
  listed action.
- Calling friends (找朋友): the friend-card picker over the table
  (:class:`~ui.tractor.friend_picker.FriendPicker`), for any number of calls.
- Settling the levels (``levels``): one button per answer to ``view.choice``,
  worded by the question (see :mod:`ui.tractor.levelwords`).
- Burying: 扣底 with the count chosen so far; enabled at exactly the kitty size.
- Playing: 出牌, enabled when the rules core accepts the selection.
- 提示 first, whenever the player has a choice to make (at every table, not only in
  practice; :mod:`ui.tractor.assist` ranks and words the hints).

Buttons hand back the action (or an intent word) through ``on_choice``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.cards import Card
from game.shengji import (
    AskRedeal,
    Bid,
    CallFriends,
    Declare,
    NameTrump,
    Pass,
    Refuse,
    TractorAction,
    TractorView,
)
from game.shengji.choices import PHASE_LEVELS
from game.shengji.phase import PhaseName
from ui.app.intents import Intent
from ui.tractor.cardsort import cards_text
from ui.tractor.friend_picker import FriendPicker
from ui.tractor.layout import TractorLayout
from ui.tractor.levelwords import level_label, level_offers
from ui.tractor.presenter import friend_call_text
from ui.tractor.words import suit_label
from ui.widgets.controls import Button, handle_all

MAX_BUTTONS = 7
PLAY, HINT, BURY = "play", "hint", "bury"


def action_label(action: TractorAction, phase: str,
                 view: TractorView | None = None) -> tuple[str, dict[str, object]]:
    """The translation key and parameters of a button for ``action`` (``view`` words the
    answers of the phase ``levels``, whose meaning hangs on the question asked)."""
    if view is not None and view.phase == PHASE_LEVELS:
        label = level_label(action, view)
        if label is not None:
            return label
    if isinstance(action, Declare):
        return declare_key(view), {"cards": cards_text(action.cards)}
    if isinstance(action, Pass):
        return f"tractor.btn.pass.{phase}", {}
    if isinstance(action, Bid):
        return "tractor.btn.bid", {"n": action.value}
    if isinstance(action, NameTrump):
        if action.suit is None:
            return "tractor.btn.no_trump", {}
        return "tractor.btn.name_trump", {"suit": suit_label(action.suit)}
    if isinstance(action, AskRedeal):
        return "tractor.btn.redeal", {}
    if isinstance(action, CallFriends):
        return "tractor.btn.call", {"calls": " ".join(friend_call_text(c) for c in action.calls)}
    return "tractor.btn.ok", {}


def declare_key(view: TractorView | None) -> str:
    """亮 with nothing standing, 加固 over the player's own standing declaration, 反主
    over another seat's: every declaration read 亮 (play-test, a reinforcement)."""
    if view is None or not view.declarations:
        return "tractor.btn.declare"
    return ("tractor.btn.reinforce" if view.declarations[-1][0] == view.seat
            else "tractor.btn.overcall")


class ActionBar:
    def __init__(self, on_choice: Callable[[TractorAction | str], None]) -> None:
        self.on_choice = on_choice
        self.buttons: list[Button] = []
        self.key: tuple[object, ...] = ()
        self.play: Button | None = None
        self.bury: Button | None = None
        self.picker: FriendPicker | None = None
        self.pass_button: Button | None = None  # the listed pass or refusal (key P)
        self.hint: Button | None = None
        self.choices: list[TractorAction | str] = []  # what each button chooses, in order
        self.size = (0, 0)

    def refresh(self, key: tuple[object, ...], view: TractorView, mine: bool, practice: bool,
                lay: TractorLayout) -> None:
        """Rebuild the buttons when the moment (``key``) changes."""
        if key == self.key:
            return
        self.key = key
        self.buttons, self.play, self.bury, self.picker = [], None, None, None
        self.pass_button = self.hint = None
        self.choices = []
        picking = view.phase == PhaseName.CALL_FRIENDS and view.trump is not None
        if (mine and not picking) or (view.phase == PhaseName.DEALING and view.declarable):
            self.hint = self._add("tractor.btn.hint", HINT, "secondary")
        if view.phase == PhaseName.DEALING:
            self._actions(view.declarable, view.phase, view)
        elif mine and view.phase == PhaseName.BURY:
            self.bury = self._add("tractor.btn.bury", BURY, "primary",
                                  {"n": 0, "size": view.rules.kitty_size})
        elif mine and view.phase == PhaseName.PLAY:
            self.play = self._add("tractor.btn.play", PLAY, "primary")
        elif mine and view.phase == PhaseName.CALL_FRIENDS and view.trump is not None:
            self.picker = FriendPicker(view, self.on_choice,  # 提示 in the picker's row
                                       on_hint=lambda: self.on_choice(HINT))
        elif mine and view.legal:
            self._actions(offered(view), view.phase, view)
        self.layout(lay)

    def _actions(self, actions: Sequence[TractorAction], phase: str,
                 view: TractorView | None = None) -> None:
        listed = list(actions)[:MAX_BUTTONS]
        for action in listed:
            label, params = action_label(action, phase, view)
            passing = isinstance(action, Pass | Refuse)
            button = self._add(label, action, "dark" if passing else "primary", params)
            if passing and self.pass_button is None:
                self.pass_button = button

    def _add(self, label: str, choice: TractorAction | str, style: str,
             params: dict[str, object] | None = None) -> Button:
        button = Button(label, lambda: self.on_choice(choice), style, params=params)
        self.buttons.append(button)
        self.choices.append(choice)
        return button

    def offer(self, choice: TractorAction, view: TractorView, lay: TractorLayout) -> int:
        """Add a hinted choice the bar left out (a bid far from the standing one); its
        place on the bar."""
        label, params = action_label(choice, view.phase, view)
        self._add(label, choice, "primary", params)
        self.layout(lay)
        return len(self.buttons) - 1

    def index_of(self, choice: TractorAction | str) -> int | None:
        """The place on the bar of the button that makes ``choice`` (a hint's focus)."""
        return next((i for i, c in enumerate(self.choices) if c == choice), None)

    def layout(self, lay: TractorLayout) -> None:
        self.size = lay.size
        if self.picker is not None:
            self.picker.layout(lay)
        if not self.buttons:
            return
        h = lay.base.button_h
        w = lay.size[0]
        widths = [max(round(h * 3.2), _text_width(b, h)) for b in self.buttons]
        gap = round(h * 0.35)
        total = sum(widths) + gap * (len(widths) - 1)
        room = round(w * 0.96)
        if total > room:  # a long list (the auction, 提示 beside it): narrower buttons
            gaps = gap * (len(widths) - 1)
            widths = [max(h, bw * (room - gaps) // (total - gaps)) for bw in widths]
            total = sum(widths) + gap * (len(widths) - 1)
        x = w // 2 - total // 2
        for button, bw in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, lay.base.buttons_y - h // 2, bw, h)
            x += bw + gap

    def set_selection(self, chosen: int, size: int, legal: bool) -> None:
        if self.bury is not None:
            self.bury.params = {"n": chosen, "size": size}
            self.bury.enabled = chosen == size
        if self.play is not None:
            self.play.enabled = legal

    def handle(self, intent: Intent) -> bool:
        if self.picker is not None and self.picker.handle(intent):
            return True
        return handle_all(self.buttons, intent)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)
        if self.picker is not None:
            self.picker.draw(surface, self.size)

    def clear(self) -> None:
        self.buttons, self.key, self.play, self.bury = [], (), None, None
        self.picker = self.pass_button = self.hint = None
        self.choices = []


def offered(view: TractorView) -> list[TractorAction]:
    """The listed choices as buttons: all of them, except where the list is long — the
    auction offers pass and the bids nearest the standing one."""
    legal = list(view.legal or ())
    if view.phase == PhaseName.AUCTION:
        passes = [a for a in legal if isinstance(a, Pass)]
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: -b.value)
        return [*passes, *auction_bids(bids, MAX_BUTTONS - len(passes))]
    if view.phase == PHASE_LEVELS:
        return level_offers(view, legal, MAX_BUTTONS)
    return legal


# How far below the highest bid on offer each auction button bids: the nearest ones,
# then longer steps, so a strong hand can bid low at once instead of 5 at a time.
AUCTION_STEPS = (0, 5, 15, 25, 45, 75)


def auction_bids(bids: list[Bid], room: int) -> list[Bid]:
    """``room`` of the legal bids (highest first): the highest, then spread lower."""
    if len(bids) <= room:
        return bids
    top = bids[0].value
    by_value = {b.value: b for b in bids}
    chosen = [by_value[top - step] for step in AUCTION_STEPS if top - step in by_value]
    for bid in bids:  # fill up from the nearest where a step fell off the list
        if len(chosen) >= room:
            break
        if bid not in chosen:
            chosen.append(bid)
    return sorted(chosen[:room], key=lambda b: -b.value)


def _text_width(button: Button, h: int) -> int:
    from ui.art.text import font

    return font(max(12, int(h * 0.42)), True).size(button.text)[0] + round(h * 1.2)


def selected_text(cards: Sequence[Card]) -> str:
    return cards_text(cards)
