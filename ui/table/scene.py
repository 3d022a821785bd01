"""The table: where a hand is dealt, bid and played.

The scene drives one :class:`~ui.app.session.Session` and composes the parts that
do the work, each owning its own state:

- :class:`~ui.table.animation.AnimationDirector` — the events still to show, the
  hold between them, tweens and effects;
- :class:`~ui.table.parts.TableParts` — what the animations move and the scene
  draws (the player's hand, the seats, the kitty, the face-up card, the toast);
- :class:`~ui.table.bars.ActionBar` and :class:`~ui.table.bars.TopBar` — their
  buttons, which hand back intents;
- :class:`~ui.table.pickers.AllyPicker` and :class:`~ui.table.pickers.KeepPicker` —
  the cards the player chooses when naming its ally (五人) or keeping the kitty (帝主);
- :class:`~ui.table.practice.PracticeTools` — the practice options and buttons;
- :class:`~ui.table.hints.TurnHints` — this turn's hints from the expert;
- :class:`~ui.table.pacing.TurnPacer` — the AI's thinking time and the auto-pass.

Every intent, from a key or a button, goes through :meth:`TableScene.handle`.
When an AI seat (or the player under 托管) is to act, the agent thinks on the
worker; the pacer polls it, so frames keep coming.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import Game
from game.cards import Card
from game.doudizhu.actions import PASS, Action
from game.doudizhu.result import Result
from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, PHASE_OVER, PHASE_PLAY, SeatView
from game.events import Event
from ui.app import intents
from ui.app.agents import Hint
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.app.session import AUTO_KEY, HUMAN, Session
from ui.art import draw
from ui.art.cardart import CardArt, card_height
from ui.art.sfx import Sfx
from ui.play.trainer import poll_trainer
from ui.table.after_hand import NEXT_DEAL, SHOW_RESULT, AfterHandBar
from ui.table.animation import AnimationDirector
from ui.table.badges import draw_badges
from ui.table.bars import ActionBar, TopBar
from ui.table.hand_view import HandView
from ui.table.hints import TurnHints
from ui.table.keyboard import BarFocus, CardCursor
from ui.table.last_trick import LastTrickView
from ui.table.layout import TableLayout
from ui.table.pacing import TurnPacer
from ui.table.parts import TableParts
from ui.table.pickers import AllyPicker, CardPicker, KeepPicker
from ui.table.practice import PracticeOptions, PracticeTools
from ui.table.readings import PICKED, ReadingChooser
from ui.table.seats import SeatsView
from ui.table.selection import Verdict, judge
from ui.table.show_offer import ShowOffer, is_show_moment
from ui.table.smart_select import SmartSelect
from ui.table.status import draw_status, draw_table_mark, hint_box, prompt_key
from ui.table.turn_clock import PASS_WHEN_DUE, TurnClock, clock_seconds, when_due
from ui.table.turn_marker import TurnMarker
from ui.table.wild import WildTable
from ui.table.wild import attach as attach_wild

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.review_jobs import ReviewJob

RESULT_DELAY_SECONDS = 0.2


def cannot_beat(view: SeatView) -> bool:
    """The seat's turn in play where nothing in its hand beats the table (要不起)."""
    return view.phase == PHASE_PLAY and view.can_pass and not view.legal
SKIPS_SHOW = (intents.POINT_DOWN, intents.CONFIRM, intents.PASS, intents.PICK, intents.CLEAR)
# What the action bar's keys send: none is taken while a show or banner is on.
BAR_KEYS = (intents.CONFIRM, intents.PASS, intents.HINT, intents.DIGIT, intents.CHOOSE)


class TableScene(Scene):
    name = "table"
    paints_all = True  # the felt first (see draw)
    card_keys = True  # rank keys, the card cursor (ui.app.intents, ui.table.keyboard)

    def __init__(
        self,
        app: App,
        session: Session,
        practice: bool = False,
        auto: bool = False,
        options: PracticeOptions | None = None,
        resume: bool = False,
    ) -> None:
        """``resume``: lay out the game as it stands instead of animating it from the deal."""
        super().__init__(app)
        self.session = session
        self.practice = practice
        self.auto = auto
        rules = session.game.rules
        lay = TableLayout.compute(self.size, rules.seats, HUMAN)
        self.parts = TableParts.create(lay, rules.seats, rules.kitty_size, HUMAN, rules.name)
        self.wild = WildTable(rules, self.speed)  # 癞子: the wild rank, marks, reveal
        self.readings = ReadingChooser()
        self.director = AnimationDirector(
            self.parts, session, app.sound, self.speed, self.hand_finished, HUMAN,
            art=self.art, back_style=lambda: self.back_style,
        )
        attach_wild(self.director, self.wild)
        self.bar = ActionBar()
        self.ally_picker = AllyPicker()
        self.keep_picker = KeepPicker()
        self.show_offer = ShowOffer()
        self.after_hand = AfterHandBar()
        self.cursor = CardCursor()
        self.bar_focus = BarFocus()
        self.top = TopBar(session.mode)
        self.last_trick = LastTrickView(rules.name)
        self.turn_marker = TurnMarker()
        self.hand.smart = SmartSelect(lambda: self.view)
        self.turn_clock = TurnClock(None)
        self.tools = PracticeTools(options or PracticeOptions(), practice, session, self.restart)
        self.turn_hints = TurnHints(app.review_executor, practice)
        self.pacer = TurnPacer(session, app.fast)
        self.view: SeatView = session.view()
        self.verdict = Verdict(None)
        self.result: Result | None = None
        self.result_wait = 0.0
        self.result_shown = False
        self.review_job: ReviewJob | None = None
        self.actions_taken = 0
        self._selection_key: tuple[object, ...] = ()
        scores = app.match_scores_for(rules.seats)
        for st in self.parts.seats.states:
            st.score = scores[st.seat]
        self.top.show(self.view, auto)
        if resume:
            self.director.skip_to(self.view)
        else:
            self.director.push(session.game.initial_events)

    # -- what the parts need -----------------------------------------------------------------
    def speed(self) -> float:
        return float(self.app.settings.speed_factor)

    @property
    def sound(self) -> Sfx:
        return self.app.sound

    @property
    def art(self) -> CardArt:
        """The card art of this table: the app's, with wild cards marked (癞子)."""
        return self.wild.faces(self.app.art)

    @property
    def back_style(self) -> str:
        return str(self.app.settings.card_back)

    @property
    def lay(self) -> TableLayout:
        return self.parts.layout

    @property
    def hand(self) -> HandView:
        return self.parts.hand

    @property
    def seats(self) -> SeatsView:
        return self.parts.seats

    @property
    def picker(self) -> CardPicker | None:
        """The card picker open now (naming the ally, keeping the kitty), if any."""
        return next((p for p in (self.ally_picker, self.keep_picker) if p.active), None)

    # The director's queue and hold, the hints on show: read by tests and headless runs.
    @property
    def queue(self) -> Sequence[Event]:
        return self.director.queue

    @property
    def hold(self) -> float:
        return self.director.hold

    @property
    def hints(self) -> list[Hint]:
        return self.turn_hints.hints

    @property
    def hint_waiting(self) -> bool:
        return self.turn_hints.waiting

    @property
    def hint_message(self) -> str:
        return self.turn_hints.message

    # -- the hand ------------------------------------------------------------------------------
    def hand_finished(self, result: Result) -> None:
        self.result = result
        self.top.settle(result)
        self.app.hand_finished(self.session, result, self.practice)
        totals = self.app.match_scores_for(len(result.scores))
        for st in self.seats.states:
            st.score = totals[st.seat]  # the seats' running totals count this hand at once
        if self.practice and result.abandoned_by is None:
            from ui.pages.review import start_review

            self.review_job = start_review(self.app, self.session.record())

    def save_progress(self) -> None:
        """Keep an unfinished hand so the title's 继续 can resume it."""
        if not self.session.over:
            meta = {
                **self.tools.options.to_meta(),
                "match_scores": list(self.app.match_scores),
                AUTO_KEY: sorted(self.session.auto_actions),  # 托管's moves, for the review
            }
            self.app.records.save_current_hand(
                self.session.game, self.session.level, self.practice, meta
            )

    def restart(self, game: Game, options: PracticeOptions) -> TableScene:
        """Put a fresh table for ``game`` (rebuilt from the record) in place of this one."""
        old = self.session
        session = Session(old.mode, old.level, old.seed, old.executor, game)
        fresh = TableScene(self.app, session, practice=True, options=options, resume=True)
        self.app.replace(fresh)
        fresh.save_progress()
        self.sound.play("button")
        return fresh

    # -- life cycle ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        lay = TableLayout.compute(size, self.session.game.rules.seats, HUMAN)
        self.parts.relayout(lay)
        self.tools.layout(*self.top.layout(lay))
        self.bar.layout(lay)
        self.last_trick.layout(lay)
        self.ally_picker.layout(lay)
        self.keep_picker.layout(lay)
        self.show_offer.layout(lay)
        self.after_hand.layout(lay)

    def leave(self) -> None:
        self.session.cancel()
        self.save_progress()

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        """Act on one intent: a key's, or the one a bar's button hands back."""
        if self.readings.open:
            self._choose_reading(intent)
            return
        live = self.human_turn()  # before a click cuts a show: the bar was not live under it
        if intent.kind in SKIPS_SHOW:
            self.director.skip_show()  # a click or key ends a bomb's show; it still acts
        shown = self.show_offer.handle(intent)
        if shown is not None:
            self._answer_show(shown)
            return
        if self.show_offer.used(intent):
            return
        after = self.after_hand.handle(intent)
        if after is not None:
            self._after_hand(after)
            return
        for bar in (self.last_trick, self.top, self.tools, self.bar):
            routed = bar.handle(intent)
            if routed is not None:
                if bar is self.bar and not live:
                    self.bar.cancel_press()  # under a show its buttons take nothing, and a
                    return  # press begun there is no click when the show is gone
                intent = routed
                break
        digit_picks = intent.kind == intents.DIGIT and self.view.phase == PHASE_PLAY
        if not live and intent.kind in BAR_KEYS and not digit_picks:
            return  # nor do their keys (a key that picks a card still picks)
        intent = self.bar_focus.handle(intent) or intent
        picker = self.picker
        if picker is not None and self.human_turn() and picker.handle(intent):
            self.sound.play("card_select")
            return
        if self.cursor.handle(intent, self.hand, self.view.phase == PHASE_PLAY):
            self.turn_hints.quiet()
            if self.hand.changed:
                self.hand.changed = False
                self.sound.play("card_select")
            return
        kind = intent.kind
        if kind == intents.MENU:
            self.open_menu()
        elif kind == intents.AUTO:
            self.toggle_auto()
        elif kind == intents.UNDO:
            self.tools.undo()
        elif kind == intents.LAST_TRICK:
            self.last_trick.toggle()
            self.sound.play("button")
        elif kind == intents.TOGGLE_COUNTER:
            self.tools.toggle_counter()
            self.save_progress()
        elif kind == intents.TOGGLE_OPEN_HANDS:
            self.tools.toggle_open()
            self.save_progress()
        elif kind == intents.CONFIRM:
            self.press_play()
        elif kind == intents.PASS:
            self.press_pass()
        elif kind == intents.HINT:
            self.press_hint()
        elif kind in (intents.DIGIT, intents.CHOOSE):
            action = self.bar.chosen(intent)
            if action is not None:
                self.take(action)
        elif kind != intents.TAKEN and self.hand.handle(intent):
            self.turn_hints.quiet()
            if self.hand.changed:
                self.hand.changed = False
                self.sound.play("card_select")

    # -- after the hand ----------------------------------------------------------------
    def result_closed(self) -> None:
        """The result panel's 继续: the finished table, with a bar to reopen it or deal."""
        self.after_hand.show()

    def reopen_result(self) -> None:
        from ui.pages.result import ResultScene

        self.after_hand.hide()
        self.app.push(ResultScene(self.app, self))

    def _after_hand(self, kind: str) -> None:
        if kind == SHOW_RESULT:
            self.reopen_result()
        elif kind == NEXT_DEAL:
            from ui.pages.title import start_game

            start_game(self.app, replace_all=True, previous=self.session.game)

    def forfeit_penalty(self) -> int | None:
        """What forfeiting now would book for the player (a negative score), worked out
        on a copy of the hand; None if the copy cannot say."""
        from game import replay

        try:
            copy = replay(self.session.record())
            copy.abandon(HUMAN)
        except Exception:  # a preview only: the dialog then just says "a loss"
            return None
        result = copy.result
        return None if result is None else int(result.scores[HUMAN])

    def human_turn(self) -> bool:
        """The player may act now: its turn, the table caught up, no show or banner on."""
        return (
            self.session.to_act == HUMAN
            and not self.auto
            and self.director.settled
            and not self.director.showing
            and not self.session.over
        )

    def press_play(self) -> None:
        if not self.human_turn():
            return
        if self.view.phase in (PHASE_ALLY, PHASE_KEEP):
            picker = self.picker
            chosen = picker.action() if picker is not None else None
            if chosen is not None:
                self.take(chosen)
            return
        if self.view.phase != PHASE_PLAY:
            return
        if cannot_beat(self.view):  # Enter on the one button there is: 要不起
            self.press_pass()
            return
        verdict = judge(self.hand.selected_cards(), self.view)
        if verdict.play is None:
            self.verdict = verdict
            self.sound.play("button")
            return
        if verdict.choices:  # 癞子: several readings may be played; the player says which
            self.readings.show(verdict.choices, self.hand.selected_cards(),
                               self.view.previous is None, self.wild.is_wild)
            self.sound.play("button")
            return
        self.take(verdict.play, self.hand.selected_cards())

    def _choose_reading(self, intent: Intent) -> None:
        """The reading chooser is open: it takes every intent until it plays or closes."""
        answer = self.readings.handle(intent)
        chosen = self.readings.chosen
        if answer == PICKED and chosen is not None:
            cards = list(self.readings.cards)
            self.readings.close()
            self.take(chosen, cards)
        elif answer:
            self.sound.play("button")

    def press_pass(self) -> None:
        if self.human_turn() and PASS in self.session.legal():
            self.hand.clear()
            self.take(PASS)

    def press_hint(self) -> None:
        if not self.human_turn() or self.view.phase != PHASE_PLAY:
            return
        hint = self.turn_hints.next(self.view)
        if hint is not None:
            self.readings.hinted = hint.play  # 癞子: the chooser offers the hint's reading first
            self.hand.select_play(hint.play)
            self.sound.play("button")

    def take(self, action: Action, cards: list[Card] | None = None) -> None:
        """The player's action (button, key or auto-pass)."""
        if not self.human_turn() or (action not in self.session.legal() and cards is None):
            return
        self.apply(action, cards)

    def toggle_auto(self) -> None:
        self.auto = not self.auto
        self.pacer.forget_ready()
        if not self.auto and self.session.pending_seat == HUMAN:
            self.session.cancel()
        self.sound.play("button")

    def forfeit(self) -> None:
        """Leave the hand under the early-leave rule (逃跑): booked as a loss with the penalty."""
        if self.session.over:
            return
        self.director.push(self.session.abandon())
        self.actions_taken += 1
        self.turn_hints.clear()

    def open_menu(self) -> None:
        from ui.pages.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    # -- time --------------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> None:
        events = self.session.apply(action, cards)
        self.ally_picker.close()
        self.keep_picker.close()
        self.actions_taken += 1
        self.save_progress()
        self.director.push(events)
        self.turn_hints.clear()
        self.pacer.acted()
        self.verdict = Verdict(None)
        self.readings.close()

    def update(self, dt: float) -> None:
        self.director.update(dt)
        self.wild.update(dt)
        self.seats.update(dt)
        self.hand.speed = self.speed()
        self.hand.update(dt)
        self.parts.toast.update(dt)
        self.after_hand.update(dt)
        self.cursor.update(dt)
        self.bar_focus.update(dt)
        self._follow_show_offer(dt)
        # the turn's frame comes with the action bar: after a show or banner, not under it
        settled = self.director.settled and not self.director.showing and not self.session.over
        self.turn_marker.follow(self.session.to_act if settled else None, dt)
        if not self.director.settled:
            return
        self.view = self.session.view()
        self.sync()
        if self.session.over:
            self._await_result(dt)
        elif self.session.to_act == HUMAN and not self.auto:
            poll_trainer(self)  # 记牌训练: a question at its moments (practice)
            self._human_wait(dt)
            self._run_clock(dt)
        else:
            self.turn_clock.stop()
            self._drive_ai(dt)

    def sync(self) -> None:
        """Make the display agree with the game once the animations are done."""
        view = self.view
        self.wild.sync(view)
        if set(view.hand) != set(self.hand.cards) and self.hand.enabled:
            self.hand.set_cards(view.hand, deal_from=self.lay.deck_center, stagger=0.04)
        for st in self.seats.states:
            if st.seat != HUMAN and not self.director.moving(st):
                st.cards_left = view.cards_left[st.seat]
        human = self.session.to_act == HUMAN and not self.auto
        stuck = human and cannot_beat(view)
        key = (view.phase, view.to_act, self.auto, len(view.history), len(view.bids), human,
               stuck)
        asks = human and not is_show_moment(view.phase)  # 明牌 is an offer, not a question
        self.bar.refresh(key, self.session.legal() if asks else [], view.phase, asks, self.lay,
                         cannot_beat=stuck)
        self.bar_focus.follow(self.bar.buttons)
        selection = (key, frozenset(self.hand.selected))
        if selection != self._selection_key:
            self._selection_key = selection
            self.verdict = judge(self.hand.selected_cards(), view)
        self.ally_picker.refresh(view, human, self.lay)
        self.keep_picker.refresh(view, human, self.lay)
        self._sync_picker()
        if not self.keep_picker.active:  # 要不起: the hand greys, as nothing in it can go
            self.hand.dimmed = set(self.hand.cards) if stuck else set()
        self.top.show(view, self.auto)
        self.tools.sync(view, self.seats, self.human_turn())
        self.last_trick.sync(view, view.phase == PHASE_PLAY)

    def _sync_picker(self) -> None:
        """The confirm button follows the picker (叫牌 once a card is chosen, 保留 n 张),
        and the kitty cards in the hand show which ones 帝主 is about to discard."""
        keep = self.keep_picker
        if keep.active:
            self.hand.highlight = set(keep.kept)
            self.hand.dimmed = set(keep.discarded)
            self.bar.enable(True, False, n=len(keep.kept))
        elif self.ally_picker.active:
            self.bar.enable(self.ally_picker.choice is not None, False)
        else:
            self.bar.enable(self.verdict.ok, self.view.can_pass)

    def _follow_show_offer(self, dt: float) -> None:
        """The 明牌 offer runs on its own fuse, even while the deal is still animating:
        the player's silence answers "no" (:mod:`ui.table.show_offer`)."""
        game = self.session.game
        mine = self.session.to_act == HUMAN and not self.auto and not self.session.over
        never = bool(getattr(self.app.settings, "never_show", False))
        offer = self.show_offer
        action = offer.follow(game.phase, game.rules.phases, mine, self.speed(), never)
        if action is None:
            action = offer.tick(dt)
        if action is not None:
            self._answer_show(action)

    def _answer_show(self, action: Action) -> None:
        session = self.session
        if session.to_act == HUMAN and not session.over and action in session.legal():
            self.show_offer.close()
            self.apply(action)

    def _human_wait(self, dt: float) -> None:
        view = self.view
        if view.phase == PHASE_PLAY and view.legal:
            self.turn_hints.start(view)
            if self.turn_hints.ready:
                self.press_hint()
        auto_pass = cannot_beat(view) and self.app.settings.auto_pass  # said on the status line
        if auto_pass and self.pacer.pass_due(dt, self.speed(), self.director.read_left):
            self.apply(PASS)

    def _run_clock(self, dt: float) -> None:
        """The turn clock on the player's turn in play (ui.table.turn_clock says the rule)."""
        settings = self.app.settings
        clock = self.turn_clock
        clock.seconds = clock_seconds(
            settings.turn_clock, self.practice, settings.turn_clock_practice
        )
        view = self.view
        if view.phase != PHASE_PLAY or not self.human_turn() or view.to_act != HUMAN:
            clock.stop()  # not (or no longer, after an auto-pass this frame) the player's turn
            return
        if not clock.tick((len(view.history), view.to_act), dt):
            return
        if when_due(view.can_pass) == PASS_WHEN_DUE:
            self.parts.toast.show("toast.clock_passed")
            self.hand.clear()
            self.apply(PASS)
        else:
            self.parts.toast.show("toast.clock_lead")
            self.sound.play("warning")

    def _drive_ai(self, dt: float) -> None:
        seat = self.session.to_act
        if seat is None:
            return
        action = self.pacer.ai_action(seat, dt, self.speed(), self.director.read_left)
        if action is not None:
            self.apply(action)

    def _await_result(self, dt: float) -> None:
        if self.result_shown or self.session.game.phase != PHASE_OVER:
            return
        self.result_wait += dt
        if self.result_wait >= RESULT_DELAY_SECONDS:
            self.result_shown = True
            from ui.pages.result import ResultScene

            self.app.push(ResultScene(self.app, self))

    @property
    def busy(self) -> bool:
        """True while something moves on the table (for frame statistics)."""
        return self.director.busy or not self.hand.settled

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.felt(self.size), (0, 0))
        draw_table_mark(surface, self.lay)
        shake = self.director.shake()
        if shake != (0, 0):
            layer = pygame.Surface(self.size, pygame.SRCALPHA)
            self._draw_play_layer(layer)
            surface.blit(layer, shake)
        else:
            self._draw_play_layer(surface)
        self.top.draw(surface, self.lay, self.parts.multiplier.value)
        self.parts.kitty.draw(surface, self.art, self.back_style, self.lay)
        self.parts.ally.draw(surface, self.art, self.lay, self.parts.kitty.plate(self.lay))
        self.wild.draw(surface, self.art, self.lay, self.parts.kitty.plate(self.lay))
        self.tools.draw(surface, self.lay, self.view)
        self._draw_status(surface)
        live = self.human_turn()  # under a show the bar is not drawn: it takes no input
        if live:
            self.bar.draw(surface)
        self.last_trick.draw(surface, self.art, self.lay, self.view)
        if live:
            self.bar_focus.draw(surface)
        self.show_offer.draw(surface)
        self.after_hand.draw(surface)
        self.readings.draw(surface, self.art, self.lay)
        self.director.draw_effects(surface)
        self.parts.toast.draw(surface, self.size)

    def _draw_play_layer(self, surface: pygame.Surface) -> None:
        to_act = self.session.to_act if self.director.settled else None
        art = self.art
        self._draw_turn_marker(surface)
        self.seats.draw(surface, art, self.back_style, to_act, self.pacer.thinking)
        draw_badges(surface, self.lay, self.view)
        self.hand.draw(surface, art, self.back_style)
        self.cursor.draw(surface, self.hand)
        self.parts.face_up.draw(surface, art, self.lay)
        picker = self.picker
        if picker is not None:
            picker.draw(surface, art, self.lay)

    def _draw_turn_marker(self, surface: pygame.Surface) -> None:
        """The frame and ring on the seat to act, under the seats and their plays."""
        seat = self.turn_marker.seat
        if seat is None:
            return
        st = self.seats.states[seat]
        covered = self.seats.trick_closed and (bool(st.pile) or st.bubble is not None)
        mine = seat == HUMAN and not self.auto
        cover = None
        if covered and st.pile:
            w, h = self.lay.play_w, card_height(self.lay.play_w)
            cards = [pygame.Rect(round(fc.x), round(fc.y), w, h) for fc in st.pile]
            cover = cards[0].unionall(cards[1:])
        bottom = hint_box(self.lay, self.hint_message)[0].top - 4 if self.hint_message else None
        dialog = seat == HUMAN and self.picker is not None  # 帝主's kitty, the ally's card
        self.turn_marker.draw(surface, self.lay, self.pacer.thinking, self.turn_clock, mine,
                              spot_free=not covered, cover=cover, bottom=bottom,
                              spot=not dialog)

    def _draw_status(self, surface: pygame.Surface) -> None:
        mine = self.human_turn()
        playing = self.view.phase == PHASE_PLAY
        warning = ""
        if mine and playing and self.hand.selected and not self.verdict.ok:
            warning = self.verdict.message()
        prompt = t(prompt_key(self.view)) if mine and not playing else ""
        if mine and cannot_beat(self.view):
            prompt = t("prompt.cannot_beat_auto" if self.app.settings.auto_pass
                       else "prompt.cannot_beat")
        if self.show_offer.open:
            prompt = t(self.show_offer.hint_key, **self.show_offer.button.params)
        picker = self.picker
        if mine and picker is not None:
            prompt = picker.status()
        elif self.view.phase in (PHASE_ALLY, PHASE_KEEP) and self.director.settled:
            prompt = t(prompt_key(self.view))  # the landlord thinks: say what about
        draw_status(
            surface,
            self.lay,
            hint=self.hint_message,
            warning=warning,
            prompt=prompt,
            auto=self.auto and not self.session.over,  # not behind the end-of-hand buttons
        )
