"""The Tractor table: a match of 升级 hands, one human and AI seats, partner across.

The scene drives one :class:`~ui.tractor.session.TractorSession` and composes the
parts that do the work, each owning its state:

- :class:`~ui.tractor.presenter.Presenter` — the events still to show and the
  :class:`~ui.tractor.board.Board` they update (what the table draws);
- :class:`~ui.tractor.hand.TractorHand` — the player's cards and selection;
- :class:`~ui.tractor.trick.TrickLayer` — the trick in the middle;
- :class:`~ui.tractor.actions.ActionBar` — declare, bury, play and listed choices;
- :class:`~ui.tractor.endpanel.EndPanel` — the end of a hand and the next one.

The rules core judges every choice (``Game.check``); a refusal is worded by
:mod:`ui.tractor.words`.  AI seats decide on the app's worker and the scene polls,
so frames keep coming.  The match is saved after every action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.cards import Card
from game.shengji import PASS, Bury, Declare, PlayCards, TractorAction, TractorView
from game.shengji.phase import PhaseName
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.cardart import family_back
from ui.art.text import blit_text, wrap
from ui.play.auto import auto_button, show_auto
from ui.play.trainer import poll_trainer
from ui.tractor import actions as bar_words
from ui.tractor.actions import ActionBar
from ui.tractor.assist import TractorAssist
from ui.tractor.board import Board
from ui.tractor.cardsort import table_trump
from ui.tractor.endpanel import EndPanel
from ui.tractor.follow_help import dimmed_cards, led_suit, pair_fits
from ui.tractor.hand import TractorHand
from ui.tractor.keys import TractorKeys
from ui.tractor.kittyshow import draw_kitty_reveal
from ui.tractor.last_trick import draw_last_trick
from ui.tractor.layout import TractorLayout
from ui.tractor.openhands import draw_open_hands, shown_hands
from ui.tractor.practice import cards_out
from ui.tractor.presenter import Presenter
from ui.tractor.replay_board import start_same_deal
from ui.tractor.review import ReviewOffer
from ui.tractor.scoreboard import draw_points, draw_score
from ui.tractor.seatsview import draw_seats
from ui.tractor.session import HUMAN, TractorSession, only_pass
from ui.tractor.tools import TractorTools
from ui.tractor.trick import TrickLayer
from ui.tractor.undo import TractorPracticeOptions, undo_reason, undone_match
from ui.tractor.words import bury_message, follow_message, lead_message, throw_message
from ui.widgets.controls import Button, handle_all, route

if TYPE_CHECKING:
    from ui.app.app import App

THINK_SECONDS = 0.55  # an AI seat's least time to play, at normal speed
PASS_NOTICE_SECONDS = 0.6  # how long the table says the player can only pass, then does
HUMAN_DEAL_WAIT = 0.0  # the player's own card moment passes at the deal's pace


class TractorScene(Scene):
    name = "tractor"
    paints_all = True  # the felt first (see draw)

    @property
    def card_keys(self) -> bool:  # type: ignore[override]
        """The table keys (cursor, rank letters), except while the friend-card picker
        is open: it steps its grid with the arrow keys."""
        return self.bar.picker is None

    def __init__(self, app: App, session: TractorSession, practice: bool = False,
                 auto: bool = False, resume: bool = False,
                 options: TractorPracticeOptions | None = None,
                 meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.practice = practice
        self.auto = auto
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
        self.end = EndPanel(self.next_hand, self.leave_table, self.open_review,
                            lambda: start_same_deal(app, self.session.game, self.practice))
        self.review = ReviewOffer.from_meta(meta or {})  # 复盘: 托管's moves, each hand's review
        self.menu_button = Button("tractor.btn.menu", self.open_menu, "dark")
        self.last_button = Button("tractor.btn.last", None, "dark")
        self.auto_button = auto_button()  # 托管, as at the Dou Dizhu table (ui.play.auto)
        self.kitty_button = Button("tractor.btn.kitty", self.toggle_kitty, "dark")
        self.kitty_button.visible = False  # only for the dealer who buried, during play
        self.kitty_open = False  # the dealer looks at the kitty he buried
        self.assist = TractorAssist(app.review_executor)  # 提示, the turn clock, forced follow
        self.tools = TractorTools(options or TractorPracticeOptions(), practice)
        self.hand.pair_ok = lambda card: pair_fits(self.view, self.hand.selected_cards(), card)
        self._dim_key: tuple[object, ...] = ()
        self.message = ""  # why the selection cannot be played, in words
        self.think_left = 0.0
        self.ready: TractorAction | None = None
        self.pass_due: tuple[tuple[int, int], float] | None = None  # the player's lone pass
        self.clock = 0.0
        self.actions_taken = 0
        self._view_key: tuple[int, int] = (-1, -1)
        self._selection: tuple[object, ...] = ()
        # The hand (by its number in the match) already in the statistics: a resumed
        # finished hand was booked when it ended.
        self._booked = session.match.number if session.over else 0
        if resume:
            self._lay_out_from_view()
        else:
            self.presenter.push(session.game.initial_events)

    # -- what the parts need ----------------------------------------------------------------
    def speed(self) -> float:
        return float(self.app.settings.speed_factor)

    @property
    def sound(self) -> Any:
        return self.app.sound

    @property
    def settled(self) -> bool:
        return self.presenter.settled

    @property
    def busy(self) -> bool:
        return self.presenter.busy or not self.hand.settled

    def human_turn(self) -> bool:
        return (self.session.to_act == HUMAN and not self.auto and self.settled
                and not self.session.over)

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
        self._view_key = self._moment()
        if self.session.over and view.result is not None:
            self.end.open(view.result, tuple(view.kitty or ()),
                          self.review.reviewable(self.session.game),
                          own_levels=view.rules.per_player_levels)
            self.end.layout(self.lay)

    def _moment(self) -> tuple[int, int]:
        return (self.session.match.number, len(self.session.game.action_log))

    # -- life cycle ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = TractorLayout.compute(size, self.session.rules.seats, HUMAN)
        self.hand.layout = self.lay.base
        self.bar.layout(self.lay)
        self.end.prepare(self.lay)  # lays it out, and builds its surfaces before they show
        h = self.lay.top_bar.h
        bw = round(h * 2.4)
        self.menu_button.rect = pygame.Rect(size[0] - bw - 8, 5, bw, h - 10)
        self.auto_button.rect = pygame.Rect(size[0] - 2 * bw - 16, 5, bw, h - 10)
        self.last_button.rect = pygame.Rect(size[0] - 3 * bw - 24, 5, bw, h - 10)
        self.kitty_button.rect = pygame.Rect(size[0] - 4 * bw - 32, 5, bw, h - 10)
        self.tools.layout(self._tools_right(), h // 2, h - 10)

    def _tools_right(self) -> int:
        """The practice tools end left of the last top-bar button on show (底牌 comes and
        goes with the hand)."""
        shown = self.kitty_button if self.kitty_button.visible else self.last_button
        return shown.rect.left - 8

    def leave(self) -> None:
        self.session.cancel()
        self.save_progress()

    def save_progress(self) -> None:
        """Keep the match (every hand's actions) so 继续 resumes it exactly."""
        meta = {**self.tools.options.to_meta(), **self.review.to_meta(),
                "practice": self.practice, "family": "shengji"}
        self.app.records.save_current_hand(self.session.match, self.session.level,
                                           self.practice, meta)

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
            if self.keys.handle_end(intent) or self.end.handle(intent):
                return
            if intent.kind == intents.CONFIRM and self.settled:
                self.next_hand()
            return
        if intent.kind == intents.LAST_TRICK:
            self.keys.toggle_last(bool(self.board.last_trick or self._own_kitty()))
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
            if self.hand.changed:
                self.assist.quiet()
                self.hand.changed = False
                self.hand.highlight = set()
                self.sound.play("card_select")
            return
        kind = intent.kind
        if kind == intents.MENU:
            self.open_menu()
        elif kind == intents.AUTO:
            self.toggle_auto()
        elif kind == intents.CONFIRM:
            self.confirm()
        elif kind == intents.HINT:
            self.assist.press(self)
        elif kind == intents.PASS and self.bar.pass_button is not None:
            self.bar.pass_button.click()  # P: 不亮 / 不叫 / 不要, where the bar offers it
        elif kind != intents.TAKEN and self.hand.handle(intent) and self.hand.changed:
            self.assist.quiet()
            self.hand.changed = False
            self.hand.highlight = set()  # the kitty's cards were marked until a choice began
            self.sound.play("card_select")

    def toggle_kitty(self) -> None:
        """底牌: the dealer looks again at the kitty he buried (the button shows only for
        him, while the hand is played; L shows it too, under the last trick)."""
        self.kitty_open = bool(self._own_kitty()) and not self.kitty_open
        self.sound.play("button")

    def toggle_auto(self) -> None:
        """托管 on or off: the AI plays the player's seat until pressed again or the hand
        ends; its status is the lit button and the top bar's middle words, clear of the
        trick."""
        self.auto = not self.auto
        show_auto(self.auto_button, self.auto)
        self.ready = None
        self.session.cancel()
        self.sound.play("button")

    def _own_kitty(self) -> tuple[Card, ...]:
        """The kitty the player buried, while the hand is played (his to check)."""
        board = self.board
        if board.kitty and board.phase == PhaseName.PLAY:  # the board has it only for its burier
            return tuple(board.kitty)
        return ()

    def _hand_live(self) -> bool:
        """Whether the player picks cards now (burying, or playing on his turn)."""
        return self.human_turn() and self.view.phase in (PhaseName.BURY, PhaseName.PLAY)

    def confirm(self) -> None:
        phase = self.view.phase
        if phase == PhaseName.BURY:
            self.choose(bar_words.BURY)
        elif phase == PhaseName.PLAY:
            self.choose(bar_words.PLAY)

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
            self._bury()
        elif choice == bar_words.PLAY:
            self._play()
        elif not isinstance(choice, str) and self.session.check(choice, HUMAN) is None:
            self.apply(choice, HUMAN)

    def _bury(self) -> None:
        chosen = self.hand.selected_cards()
        message = bury_message(len(chosen), self.session.rules.kitty_size)
        if message is not None:
            self.message = message
            self.sound.play("warning")
            return
        self.apply(Bury(tuple(chosen)), HUMAN)

    def _play(self) -> None:
        chosen = self.hand.selected_cards()
        self.message = self.selection_message(chosen) or ""
        if self.message:
            self.sound.play("warning")
            return
        self.apply(PlayCards(tuple(chosen)), HUMAN)

    def selection_message(self, chosen: list[Card]) -> str | None:
        """Why the selection cannot be played now, in words (``None``: it can)."""
        view = self.view
        if view.trump is None:
            return None
        hand = list(view.hand)
        trick = view.trick
        if trick is None or view.leading:
            return lead_message(chosen, hand, view.trump, view.rules)
        return follow_message(chosen, hand, list(trick.plays[0][1]), view.trump, view.rules)

    # -- practice: undo ---------------------------------------------------------------------
    def undo_reason(self) -> str | None:
        """Why 悔牌 cannot be pressed now (a translation key), ``None`` when it can."""
        return undo_reason(self.session.match, HUMAN, self.practice)

    def undo(self) -> TractorScene | None:
        """悔牌: a fresh table just before the player's last play replaces this one (an AI
        still thinking is cancelled; its answer belongs to the table that goes)."""
        reason = self.undo_reason()
        if reason is not None:
            self.presenter.say(t(reason), 2.0)
            self.sound.play("warning")
            return None
        self.session.cancel()
        options = TractorPracticeOptions(self.tools.options.open_hands,
                                         self.tools.options.undos + 1)
        return self.restart(undone_match(self.session.match, HUMAN), options)

    def restart(self, match: Any, options: TractorPracticeOptions) -> TractorScene:
        """Put a fresh table for ``match`` (rebuilt from the record) in place of this one."""
        old = self.session
        session = TractorSession(old.rules, old.level, old.seed, old.executor, match)
        fresh = TractorScene(self.app, session, practice=self.practice, resume=True,
                             options=options, meta=self.review.kept_until(session))
        self.app.replace(fresh)
        fresh.save_progress()
        self.sound.play("button")
        return fresh

    def open_menu(self) -> None:
        from ui.pages.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self))  # type: ignore[arg-type]

    def forfeit_penalty(self) -> int | None:
        """What the pause menu's forfeit costs in points: Tractor scores by levels, not
        points, so the confirmation says only that the hand is lost."""
        return None

    def forfeit(self) -> None:
        """认输: the hand ends at once as a loss for the player's side."""
        if self.session.over:
            return
        self.session.cancel()
        self.apply_events(self.session.game.abandon(HUMAN))

    def open_review(self) -> None:
        """复盘 from the end panel: the hand just played, as the expert sees it."""
        self.review.open(self.app, self.session)

    def leave_table(self) -> None:
        from ui.pages.title import TitleScene

        self.save_progress()
        self.app.stack.clear_to(TitleScene(self.app))

    def next_hand(self) -> None:
        """Deal the next hand of the match (or a new match once it is over)."""
        self.end.close()
        if self.session.match.over:
            from ui.tractor.headless import start_tractor

            self.app.records.clear_current_hand(self.session.rules.family)
            start_tractor(self.app, self.session.rules, self.app.next_seed(),
                          practice=self.practice, replace=True)
            return
        self.trick.reset()
        if self.auto and not self.all_ai:
            self.auto = False  # 托管 ends with its hand: the player declares and plays the next
            show_auto(self.auto_button, False)
            self.ready = None
            self.session.cancel()
        self.apply_events(self.session.next_hand())

    # -- acting ---------------------------------------------------------------------------------
    def apply(self, action: TractorAction, seat: int | None = None) -> None:
        self.apply_events(self.session.apply(action, seat))

    def apply_events(self, events: list[Any]) -> None:
        self.actions_taken += 1
        self.ready = None
        self.message = ""
        self.save_progress()
        if self.session.over and self._booked != self.session.match.number:
            self._booked = self.session.match.number
            self.app.records.add_hand(self.session.game, self.session.level, self.practice)
        self.presenter.push(events)

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.presenter.update(dt, self.lay)
        self.hand.speed = self.trick.speed = self.speed()
        self.hand.update(dt)
        self.keys.update(dt)
        self.trick.update(dt, self.board, self.lay)
        if not self.settled:
            self._refresh_bar()
            self.assist.update(self, dt)  # the deal's declaring race runs mid-animation
            return
        if self._moment() != self._view_key:
            self._lay_out_from_view()
        self._refresh_bar()
        self.assist.update(self, dt)
        if self.session.over or self.end.active:
            return
        to_act = self.session.to_act
        if to_act is None:
            return
        if to_act == HUMAN and not self.auto:
            poll_trainer(self)  # 记牌训练: a question at its moments (practice)
            if self.view.phase == PhaseName.DEALING:
                self.apply(PASS, HUMAN)  # the card moment passes; declaring stays open
            elif only_pass(self.view):
                self._pass_for_player(dt)
            return
        self._drive_ai(to_act, dt)

    def _pass_for_player(self, dt: float) -> None:
        """Asked with nothing to do but pass (nothing to declare, a strong hand): the
        status line says so for a moment, then the table passes; no click needed."""
        moment = self._moment()
        if self.pass_due is None or self.pass_due[0] != moment:
            wait = 0.0 if self.app.fast else PASS_NOTICE_SECONDS / self.speed()
            self.pass_due = (moment, wait)
        left = self.pass_due[1] - dt
        self.pass_due = (moment, left)
        if left <= 0:
            self.pass_due = None
            self.apply(PASS, HUMAN)

    def _drive_ai(self, seat: int, dt: float) -> None:
        dealing = self.view.phase == PhaseName.DEALING
        if self.ready is None and not self.session.thinking:
            self.session.request(seat)
            fast = self.app.fast or dealing or self.view.phase == PhaseName.FINAL_ROUND
            self.think_left = 0.0 if fast else THINK_SECONDS / self.speed()
        self.think_left -= dt
        if self.ready is None:
            self.ready = self.session.poll()
        if self.ready is None or self.think_left > 0:
            return
        action, self.ready = self.ready, None
        if seat == HUMAN:
            self.review.note_auto(self._moment())  # 托管 plays for the player
        self.apply(action, seat)

    def _refresh_bar(self) -> None:
        view = self.session.view() if self.view.phase == PhaseName.DEALING else self.view
        mine = self.human_turn()
        key = (self._moment(), view.phase, mine, len(view.declarable), self.end.active)
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
            legal = bool(chosen) and mine and view.phase == PhaseName.PLAY and (
                self.selection_message(chosen) is None)
            self.bar.set_selection(len(chosen), view.rules.kitty_size, legal)
            if chosen and mine and view.phase == PhaseName.PLAY:
                self.message = self.selection_message(chosen) or ""
            elif self.message and view.phase != PhaseName.PLAY:
                self.message = ""  # a refused burial's words go once the choice changes

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay, art, board = self.lay, self.app.art, self.board
        surface.blit(draw.felt(self.size), (0, 0))
        self._draw_top(surface)
        draw_score(surface, board, lay, HUMAN)
        draw_points(surface, art, board, lay, HUMAN)
        to_act = self.session.to_act if self.settled else None
        if self.tools.open_hands:
            hands = shown_hands(self.session.game.hands, self.presenter.queue, board, HUMAN)
            dealing = board.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND)
            draw_open_hands(surface, art, lay, hands, self.hand.trump, self.session.rules, HUMAN,
                            self._hand_top(), dealing)
        draw_seats(surface, art, board, lay, HUMAN, to_act, self.clock, self.session.rules.teams)
        self._draw_deck(surface)
        self.trick.draw(surface, art, board, lay, self.session.rules)
        self.hand.draw(surface, art, self._back_style())
        self.keys.draw_cursor(surface, self.hand, self._hand_live())
        self._draw_status(surface)
        self.bar.draw(surface)
        self.keys.draw_bar(surface)
        self.presenter.effects.draw(surface)
        self._draw_throw(surface)
        if board.kitty_reveal is not None and not self.end.active:
            draw_kitty_reveal(surface, art, board.kitty_reveal, lay)
        self._draw_toast(surface)
        kitty = self._own_kitty()
        if (self.last_button.pressed or self.keys.last_open) and (board.last_trick or kitty):
            draw_last_trick(surface, art, board.last_trick, board.last_winner, lay, kitty,
                            board.trump, self.session.rules)
        elif self.kitty_open and kitty:  # 底牌: the kitty alone
            draw_last_trick(surface, art, [], None, lay, kitty, board.trump, self.session.rules)
        self.end.draw(surface, art, lay, HUMAN)
        if self.end.active:
            self.keys.draw_end(surface)
        self.tools.draw_reason(surface)

    def _draw_top(self, surface: pygame.Surface) -> None:
        bar = self.lay.top_bar
        surface.blit(draw.rounded_panel((bar.w, bar.h), 0, (10, 18, 24, 190)), bar.topleft)
        size = max(14, round(bar.h * 0.42))
        mode = t(f"mode.{self.session.mode}")
        title = t("tractor.top.title", mode=mode, n=self.session.match.number)
        blit_text(surface, title, size, theme.CREAM, "midleft", (16, bar.centery), bold=True)
        self._draw_middle(surface, self.top_middle(), _text_w(title, size, True) + 32, size - 2)
        self.last_button.enabled = bool(self.board.last_trick or self._own_kitty())
        self.last_button.draw(surface)
        if bool(self._own_kitty()) != self.kitty_button.visible:
            self.kitty_button.visible = not self.kitty_button.visible
            self.tools.layout(self._tools_right(), bar.h // 2, bar.h - 10)
        self.kitty_button.draw(surface)
        show_auto(self.auto_button, self.auto and not self.session.over)
        self.auto_button.draw(surface)
        self.menu_button.draw(surface)
        self.tools.draw(surface)

    def top_middle(self) -> str:
        """The top bar's middle words: 托管's notice while it plays (clear of the trick),
        else the practice tracker, else the level of play."""
        if self.auto and not self.session.over and not self.all_ai:
            return t("tractor.status.auto")
        middle = t(f"level.{self.session.level}")
        return (self._tracker_text() or middle) if self.practice else middle

    def _draw_middle(self, surface: pygame.Surface, words: str, left: int, size: int) -> None:
        """The top bar's middle words (level, or the practice tracker), centred in the room
        between the title and the buttons, smaller where the room is short."""
        bar = self.lay.top_bar
        shown = [b.rect.left for b in (*self.tools.buttons, self.last_button, self.kitty_button)
                 if b.visible]
        right = min(shown, default=bar.right) - 16
        centre = bar.centerx
        if _text_w(words, size) > 2 * min(centre - left, right - centre):
            centre = (left + right) // 2
            while size > 11 and _text_w(words, size) > right - left:
                size -= 1
        blit_text(surface, words, size, theme.MUTED, "center", (centre, bar.centery))

    def _tracker_text(self) -> str:
        """练习: the cards still out per suit, trumps and points, from the player's view."""
        out = cards_out(self.view)
        if not out:
            return ""
        suits = [f"{t('tractor.tracker.' + s)}{out[s]}" for s in ("S", "H", "C", "D", "red",
                                                                    "black", "T") if s in out]
        if not suits:  # every card seen (the hand is over): the level again, not '外面还有： · 分0'
            return ""
        return t("tractor.tracker", suits=" ".join(suits), points=out["points"])

    def _hand_top(self) -> int:
        """The top of the player's hand with a card risen (open hands stop above it)."""
        shape = self.hand.shape()
        return int(shape.row_y[0]) - shape.lift if self.hand.cards else self.lay.base.hand_top

    def _back_style(self) -> str:
        """The back this game's cards show: chosen by the ruleset's family (Tractor's own 升
        back for the Classic choice), not by the mode."""
        return family_back(self.session.rules.family, str(self.app.settings.card_back))

    def _draw_deck(self, surface: pygame.Surface) -> None:
        left = self.board.deck_left + (self.board.kitty_down if self.board.deck_left else 0)
        if not left and not self.board.kitty_down:
            return
        art, lay = self.app.art, self.lay
        w = lay.trick_w
        cx, cy = lay.deck_centre
        image = art.back(self._back_style(), w)
        for i in range(min(6, max(1, left // 12))):
            surface.blit(image, (cx - w // 2 - i * 2, cy - art.size(w)[1] // 2 - i * 2))
        if self.board.deck_left:
            blit_text(surface, t("tractor.deck.left", n=self.board.deck_left),
                      max(12, round(lay.size[1] * 0.022)), theme.CREAM, "midleft",
                      (cx + image.get_width() // 2 + 14, cy), shadow=True)

    def _prompt(self) -> str:
        view = self.view
        if self.end.active:
            return ""
        if self.auto:
            return ""  # 托管 says so in the top bar, beside its lit button, clear of the trick
        if self.board.phase == PhaseName.DEALING:  # the declare button is live mid-animation too
            live = self.session.view() if view.phase == PhaseName.DEALING else view
            return t("tractor.prompt.declare") if live.declarable else ""
        if not self.settled:
            return ""
        if view.phase == PhaseName.LEVELS:
            from ui.tractor.levelwords import level_prompt

            return level_prompt(view, self.human_turn())
        if not self.human_turn():
            if view.to_act is not None and view.phase in (PhaseName.BURY, PhaseName.CALL_FRIENDS):
                from ui.tractor.words import seat_label

                return t(f"tractor.prompt.waiting.{view.phase}", seat=seat_label(view.to_act))
            return ""
        if view.phase == PhaseName.BURY:
            return t("tractor.prompt.bury", n=view.rules.kitty_size)
        if view.phase == PhaseName.PLAY:
            return t("tractor.prompt.lead" if view.leading else "tractor.prompt.follow")
        if only_pass(view):
            return t(f"tractor.prompt.only_pass.{view.phase}")
        return t(f"tractor.prompt.{view.phase}")

    def _draw_status(self, surface: pygame.Surface) -> None:
        shown = self.status_box()
        if shown is None:
            return
        box, lines, size = shown
        hinting = self.assist.message or self._thinking()
        colour = theme.ORANGE if self.message else theme.GOLD if hinting else theme.CREAM
        surface.blit(draw.rounded_panel(box.size, 10, (10, 16, 22, 200)), box.topleft)
        for i, line in enumerate(lines):
            blit_text(surface, line, size, colour, "midtop",
                      (box.centerx, box.y + 5 + i * round(size * 1.3)))

    def _thinking(self) -> str:
        """提示 pressed and the expert still at work: say so (a big hand takes seconds)."""
        return t("hint.thinking") if self.assist.thinking and not self.assist.message else ""

    def status_box(self) -> tuple[pygame.Rect, list[str], int] | None:
        """The status line's box, its lines and their size (``None``: nothing to say)."""
        lay = self.lay
        text = self.message or self.assist.message or self._thinking() or self._prompt()
        if not text:
            return None
        size = max(14, round(lay.size[1] * 0.026))
        lines = wrap(text, size, round(lay.size[0] * 0.56))[:2]
        y = lay.base.status_y - round(lay.base.button_h * 0.15)
        height = len(lines) * round(size * 1.3) + 10
        width = max(_text_w(line, size) for line in lines) + 32
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (lay.size[0] // 2, y + height // 2 + 4)
        if self._status_hits_trick(box):
            box.top = self._status_below_trick(box)
        return box, lines, size

    def _status_below_trick(self, box: pygame.Rect) -> int:
        """Where the status box goes when the player's play would be under it: below that
        play (no buttons show then: it is not his turn), or else just above the buttons."""
        mine = next((cards for seat, cards in self.board.trick if seat == HUMAN), ())
        bottom = max((r.bottom for r in self.lay.play_rects(HUMAN, len(mine))), default=0)
        top = bottom + 8  # clear of the winner's frame round the play
        if top + box.h <= self._hand_top() - 4:
            return top
        return self.lay.base.buttons_y - self.lay.base.button_h // 2 - 4 - box.h

    def _status_hits_trick(self, box: pygame.Rect) -> bool:
        mine = next((cards for seat, cards in self.board.trick if seat == HUMAN), None)
        if not mine:
            return False
        rects = self.lay.play_rects(HUMAN, len(mine))
        return any(box.colliderect(r.inflate(12, 12)) for r in rects)  # with the winner's frame

    def _draw_throw(self, surface: pygame.Surface) -> None:
        notice = self.board.throw
        if notice is None:
            return
        lay = self.lay
        title, detail = throw_message(notice.seat, notice.blocker, notice.forced,
                                      notice.penalty, HUMAN)
        h = lay.size[1]
        size = max(14, round(h * 0.025))
        head = round(size * 1.3)
        lines = wrap(detail, size, round(lay.size[0] * 0.4))[:2]
        art = self.app.art
        cw = lay.mini_w + 10
        ch = art.size(cw)[1]
        widest = max([_text_w(line, size) for line in lines] + [_text_w(title, head, True)])
        width = max(widest + 48, round(lay.size[0] * 0.3))
        box = pygame.Rect(0, 0, width, round(head * 1.5) + len(lines) * round(size * 1.35)
                          + ch + round(h * 0.05))
        box.center = lay.words_centre
        draw.draw_panel(surface, box, 14, (46, 18, 14, 240), (244, 142, 46, 230))
        y = box.y + round(h * 0.015)
        blit_text(surface, title, head, theme.ORANGE, "midtop", (box.centerx, y), bold=True)
        y += round(head * 1.45)
        for line in lines:
            blit_text(surface, line, size, theme.CREAM, "midtop", (box.centerx, y))
            y += round(size * 1.35)
        forced = set(notice.forced)
        step = min(round(cw * 0.62), (box.w - cw - 30) // max(1, len(notice.attempted) - 1))
        x = box.centerx - (cw + step * (len(notice.attempted) - 1)) // 2
        y = box.bottom - ch - round(h * 0.018)
        for card in notice.attempted:
            surface.blit(art.face(card, cw), (x, y - (10 if card in forced else 0)))
            if card not in forced:
                surface.blit(art.dimmed(cw), (x, y))
            x += step

    def _draw_toast(self, surface: pygame.Surface) -> None:
        p = self.presenter
        if (p.toast_left <= 0 or not p.toast or self.end.active or self.board.throw
                or self.board.kitty_reveal):
            return
        lay = self.lay
        size = max(15, round(lay.size[1] * 0.03))
        lines = wrap(p.toast, size, round(lay.size[0] * 0.5), bold=True)[:2]
        line_h = round(size * 1.35)
        width = max(_text_w(line, size, True) for line in lines) + 40
        box = pygame.Rect(0, 0, width, round(size * 1.9) + line_h * (len(lines) - 1))
        box.center = lay.words_centre
        alpha = min(1.0, p.toast_left / 0.3)
        panel = draw.rounded_panel(box.size, min(box.h // 2, round(size * 0.95)),
                                   (12, 20, 28, round(220 * alpha)),
                                   (246, 200, 92, round(160 * alpha)), 1)
        surface.blit(panel, box.topleft)
        top = box.centery - line_h * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            blit_text(surface, line, size, theme.GOLD, "center",
                      (box.centerx, round(top + i * line_h)), bold=True)


def _text_w(text: str, size: int, bold: bool = False) -> int:
    from ui.art.text import font

    return int(font(size, bold).size(text)[0])
