"""The Tractor table: a match of 升级 hands, one human and AI seats, partner across.

The scene is a :class:`~ui.play.driver.SeatDriver` (the session, the AI's pacing off
the render loop, 托管, saving after every action, undo: shared with Dou Dizhu) and
composes the parts that do Tractor's work, each owning its state:

- :class:`~ui.tractor.presenter.Presenter` — the events still to show and the
  :class:`~ui.tractor.board.Board` they update (what the table draws);
- :class:`~ui.tractor.hand.TractorHand` — the player's cards and selection;
- :class:`~ui.tractor.trick.TrickLayer` — the trick in the middle;
- :class:`~ui.tractor.actions.ActionBar` — declare, bury, play and listed choices;
- :class:`~ui.tractor.assist.TractorAssist` — 提示, the turn clock, the forced follow;
- :class:`~ui.tractor.endpanel.EndPanel` — the end of a hand and the next one.

The rules core judges every choice (``Game.check``); a refusal is worded by
:mod:`ui.tractor.words` (the player's decisions are :mod:`ui.tractor.turns`, the
drawing :mod:`ui.tractor.paint`).  The match is saved after every action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.shengji import PASS, Declare, TractorAction, TractorView
from game.shengji.phase import PhaseName
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.play.auto import auto_button, show_auto
from ui.play.driver import SeatDriver
from ui.play.registry import table_kind
from ui.play.trainer import poll_trainer, sync_counter
from ui.tractor import actions as bar_words
from ui.tractor import turns
from ui.tractor.actions import ActionBar
from ui.tractor.assist import TractorAssist
from ui.tractor.board import Board
from ui.tractor.cardsort import table_trump
from ui.tractor.endpanel import EndPanel
from ui.tractor.follow_help import dimmed_cards, led_suit, pair_fits
from ui.tractor.hand import TractorHand
from ui.tractor.keys import TractorKeys
from ui.tractor.last_trick import can_open_last
from ui.tractor.layout import TractorLayout
from ui.tractor.paint import draw_table, tools_right
from ui.tractor.presenter import Presenter
from ui.tractor.replay import start_same_deal
from ui.tractor.review import ReviewOffer
from ui.tractor.session import HUMAN, TractorSession, only_pass
from ui.tractor.tools import TractorTools
from ui.tractor.trick import TrickLayer
from ui.tractor.undo import TractorPracticeOptions
from ui.widgets.controls import Button, handle_all, route

if TYPE_CHECKING:
    from ui.app.app import App


class TractorScene(SeatDriver):
    name = "tractor"

    @property
    def card_keys(self) -> bool:  # type: ignore[override]
        """The table keys (cursor, rank letters), except while the friend-card picker
        is open: it steps its grid with the arrow keys."""
        return self.bar.picker is None

    def __init__(self, app: App, session: TractorSession, practice: bool = False,
                 auto: bool = False, resume: bool = False,
                 options: TractorPracticeOptions | None = None) -> None:
        super().__init__(app, session, practice, auto)
        self.session: TractorSession = session
        # Every seat AI for the whole match (the dev tools, the tests); the player's own
        # 托管 (Ctrl+T) lasts only for the hand it was turned on in, as in Dou Dizhu.
        self.all_ai = auto
        rules = session.rules
        self.lay = TractorLayout.compute(self.size, rules.seats, HUMAN)
        self.view: TractorView = session.view()
        self.board = Board.from_view(self.view)
        self.hand = TractorHand(self.lay.base, rules)
        self.trick = TrickLayer()
        self.presenter = Presenter(self.board, self.hand, self.trick, app.sound, app.art, HUMAN,
                                   self.speed, rules)
        self.bar = ActionBar(self.choose)
        self.keys = TractorKeys()  # the cursor, the focus rings, L for the last trick
        self.review = ReviewOffer()  # 复盘: each finished hand's review

        def again() -> None:  # 重打这副牌: this hand's deal, a new match from it
            start_same_deal(app, self.session.game, self.practice)

        self.end = EndPanel(self.next_hand, self.leave_table, self.open_review, again)
        self.menu_button = Button("tractor.btn.menu", self.open_menu, "dark")
        self.last_button = Button("tractor.btn.last", None, "dark")
        self.auto_button = auto_button()  # 托管, as at the Dou Dizhu table (ui.play.auto)
        self.kitty_button = Button("tractor.btn.kitty", self.toggle_kitty, "dark")
        self.kitty_button.visible = False  # only for the dealer who buried, during play
        self.kitty_open = False  # the dealer looks at the kitty he buried
        self.assist = TractorAssist(app.review_executor)  # 提示, the turn clock, forced follow
        self.tools = TractorTools(options or TractorPracticeOptions(), practice, session)
        sync_counter(self)  # 记牌训练: the player counts from the deal on
        self.hand.pair_ok = lambda card: pair_fits(self.view, self.hand.selected_cards(), card)
        self._dim_key: tuple[object, ...] = ()
        self.message = ""  # why the selection cannot be played, in words
        self.clock = 0.0
        self._view_key: tuple[int, int] = (-1, -1)
        self._selection: tuple[object, ...] = ()
        # The hand (by its number in the match) already in the statistics: a resumed
        # finished hand was booked when it ended.
        self._booked = session.match.number if session.over else 0
        if resume:
            self._lay_out_from_view()
        else:
            self.presenter.push(session.game.initial_events)

    # -- what the seat driver asks ----------------------------------------------------------
    @property
    def settled(self) -> bool:
        return self.presenter.settled

    @property
    def busy(self) -> bool:
        return self.presenter.busy or not self.hand.settled

    think_time = turns.THINK_SECONDS
    # The deal's moments (declaring or not) pass at the deal's pace.
    quick_phases = (PhaseName.DEALING, PhaseName.FINAL_ROUND)

    def save_meta(self) -> dict[str, Any]:
        return {**self.tools.options.to_meta(), "practice": self.practice, "family": "shengji"}

    def fresh_table(self, session: Any, options: Any) -> TractorScene:
        return TractorScene(self.app, session, practice=self.practice, resume=True,
                            options=options)

    def refuse(self, reason: str) -> None:
        self.presenter.say(t(reason), 2.0)
        self.sound.play("warning")

    def say_undone(self, taken: str) -> None:
        self.presenter.say(t("practice.undone", play=taken), 2.0)

    def auto_changed(self) -> None:
        show_auto(self.auto_button, self.auto)

    def apply_ai(self, action: Any, seat: int) -> None:
        self.apply(action, seat)  # the session notes 托管's moves for the player

    def show_events(self, events: list[Any]) -> None:
        self.message = ""
        if self.session.over and self._booked != self.session.match.number:
            self._booked = self.session.match.number
            self.app.records.add_hand(self.session.game, self.session.level, self.practice,
                                      self.session.hand_record())  # 托管's moves named
        self.presenter.push(events)

    def _lay_out_from_view(self) -> None:
        """Draw the hand as it stands (resume, or once the animations caught up)."""
        self.presenter.skip()
        view = self.session.view()
        self.view = view
        throw = self.board.throw
        fresh = Board.from_view(view)
        fresh.throw = throw
        self.board.__dict__.update(fresh.__dict__)
        self.hand.set_trump(table_trump(view))
        if set(view.hand) != set(self.hand.cards):
            self.hand.set_cards(view.hand)
        self._view_key = self.session.moment()
        if self.session.over and view.result is not None:
            self.end.open(view.result, tuple(view.kitty or ()),
                          self.review.reviewable(self.session.game),
                          own_levels=view.rules.per_player_levels)
            self.end.layout(self.lay)

    # -- life cycle ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if size != self.lay.size:
            self.trick.reset()  # the trick at its new places at once (the hand does the same)
        self.lay = TractorLayout.compute(size, self.session.rules.seats, HUMAN)
        self.hand.layout = self.lay.base
        self.bar.layout(self.lay)
        self.end.prepare(self.lay)  # lays it out, and builds its surfaces before they show
        h = self.lay.top_bar.h
        bw = round(h * 2.4)
        buttons = (self.menu_button, self.auto_button, self.last_button, self.kitty_button)
        for i, button in enumerate(buttons):  # right to left
            button.rect = pygame.Rect(size[0] - (i + 1) * (bw + 8), 5, bw, h - 10)
        self.tools.layout(tools_right(self), h // 2, h - 10)

    # -- input -----------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        intent = self.tools.handle(intent) or intent
        if intent.kind == intents.UNDO:
            self.undo()
            return
        if intent.kind == intents.TOGGLE_OPEN_HANDS:
            if self.practice:
                self.tools.toggle_open()
                self.save_progress()
            return
        if self.end.active:
            if intent.kind == intents.MENU:  # Esc: the table, then the menu (as Dou Dizhu's)
                if self.end.viewing:
                    self.open_menu()
                else:
                    self.end.view_table()
                return
            if self.keys.handle_end(intent) or self.end.handle(intent):
                return
            if intent.kind == intents.CONFIRM and self.settled:
                self.next_hand()
            return
        if intent.kind == intents.LAST_TRICK:
            self.keys.toggle_last(can_open_last(self.board, self.session.rules))
            return
        if (self.keys.last_open or self.kitty_open) and intent.kind in (intents.MENU,
                                                                         intents.POINT_DOWN):
            self.keys.last_open = self.kitty_open = False  # Esc or a click closes it first
            return
        routed = route([self.auto_button], intent)
        if routed is not None:
            if routed.kind == intents.AUTO:
                self.toggle_auto()
            return
        if handle_all([self.menu_button, self.last_button, self.kitty_button], intent):
            return
        if self.keys.handle_bar(intent) or self.bar.handle(intent):
            return
        if self.keys.handle_hand(intent, self.hand, self._hand_live()):
            self._picked()
            return
        kind = intent.kind
        if self.seat_intent(kind):
            return
        if kind == intents.CONFIRM:
            turns.confirm(self)
        elif kind == intents.HINT:
            self.assist.press(self)
        elif kind == intents.PASS and self.bar.pass_button is not None:
            self.bar.pass_button.click()  # P: 不亮 / 不叫 / 不要, where the bar offers it
        elif kind != intents.TAKEN and self.hand.handle(intent):
            self._picked()

    def _picked(self) -> None:
        """The player changed the selection: the hint's words go, and the kitty's cards
        marked until a choice began are no longer."""
        if self.hand.changed:
            self.assist.quiet()
            self.hand.changed = False
            self.hand.highlight = set()
            self.sound.play("card_select")

    def toggle_kitty(self) -> None:
        """底牌: the dealer looks again at the kitty he buried (the button shows only for
        him, while the hand is played; L shows it too, under the last trick)."""
        self.kitty_open = bool(self.board.own_kitty()) and not self.kitty_open
        self.sound.play("button")

    def _hand_live(self) -> bool:
        """Whether the player picks cards now (burying, or playing on his turn)."""
        return self.human_turn() and self.view.phase in (PhaseName.BURY, PhaseName.PLAY)

    def choose(self, choice: TractorAction | str) -> None:
        """A button's choice: an action to take, or bury / play / hint the selection."""
        if choice == bar_words.HINT:
            self.assist.press(self)  # declaring during the deal is hinted too
            return
        if isinstance(choice, Declare):
            if self.session.check(choice, HUMAN) is None:
                self.apply(choice, HUMAN)
            return
        if not self.human_turn():
            return
        if choice == bar_words.BURY:
            turns.bury(self)
        elif choice == bar_words.PLAY:
            turns.play(self)
        elif not isinstance(choice, str) and self.session.check(choice, HUMAN) is None:
            self.apply(choice, HUMAN)

    def open_review(self) -> None:
        """复盘 from the end panel: the hand just played, as the expert sees it."""
        self.review.open(self.app, self.session)

    def next_hand(self) -> None:
        """Deal the next hand of the match (or a new match once it is over)."""
        self.end.close()
        if self.session.match.over:  # a new match, by the game's entry in TABLES
            rules = self.session.rules
            self.app.records.clear_current_hand(rules.family)
            table_kind(rules.family).start(self.app, rules, self.app.next_seed(), self.practice,
                                           True, None, None)
            return
        self.trick.reset()
        if self.auto and not self.all_ai:
            self.auto = False  # 托管 ends with its hand: the player declares and plays the next
            self.auto_changed()
        self.landed(self.session.next_hand())

    # -- acting ---------------------------------------------------------------------------------
    def apply(self, action: TractorAction, seat: int | None = None) -> None:
        self.landed(self.session.apply(action, seat))

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.presenter.update(dt, self.lay)
        self.hand.speed = self.trick.speed = self.speed()
        self.hand.update(dt)
        self.keys.update(dt)
        self.trick.update(dt, self.board, self.lay)
        if self.settled and self.session.moment() != self._view_key:
            self._lay_out_from_view()
        self._refresh_bar()
        self.assist.update(self, dt)  # the deal's declaring race runs mid-animation
        if not self.settled or self.session.over or self.end.active:
            return
        to_act = self.session.to_act
        if to_act is None:
            return
        if to_act == HUMAN and not self.auto:
            poll_trainer(self)  # 记牌训练: a question at its moments (practice)
            if self.view.phase == PhaseName.DEALING:
                self.apply(PASS, HUMAN)  # the card moment passes; declaring stays open
            elif only_pass(self.view):
                turns.pass_for_player(self, dt)
            return
        self.drive_ai(dt)

    def _refresh_bar(self) -> None:
        view = self.assist.live_view(self)
        mine = self.human_turn()
        key = (self.session.moment(), view.phase, mine, len(view.declarable), self.end.active)
        self.tools.sync(self.undo_reason() if self.practice else None)
        self.keys.follow_end(self.end.buttons, self.end.active)
        if self.end.active:
            self.bar.clear()
            self.keys.follow_bar([])
            return
        self.hand.pairs_on_click = view.phase == PhaseName.PLAY
        # During the deal every card is a moment, but the buttons change only with what
        # the player can declare: rebuilding them each card would drop a click (and the
        # focus ring) pressed between two cards.
        bar_key = (view.phase, tuple(view.declarable)) if view.phase == PhaseName.DEALING else key
        if self.auto and view.phase == PhaseName.DEALING:
            self.bar.clear()  # 托管 declares for the player: no offer of the player's own
        else:
            self.bar.refresh(bar_key, view, mine, self.practice, self.lay)
        self.keys.follow_bar(self.bar.buttons)
        if key != self._dim_key:  # the legal follow lit, the rest dimmed (once a moment)
            self._dim_key = key
            self.hand.dimmed = dimmed_cards(view) if mine else set()
            self.hand.led_suit = led_suit(view) if mine else None
        selection = (key, frozenset(self.hand.selected))
        if selection != self._selection:
            self._selection = selection
            chosen = self.hand.selected_cards()
            playing = bool(chosen) and mine and view.phase == PhaseName.PLAY
            refusal = turns.selection_message(view, chosen) if playing else None
            self.bar.set_selection(len(chosen), view.rules.kitty_size,
                                   playing and refusal is None)
            if playing:
                self.message = refusal or ""
            elif self.message and view.phase != PhaseName.PLAY:
                self.message = ""  # a refused burial's words go once the choice changes

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
