"""The Dou Dizhu table: where a hand is dealt, bid and played.

The scene is a :class:`~ui.play.driver.SeatDriver` (the session, the AI's pacing off
the render loop, 托管, saving after every action, undo: shared with Tractor) and
composes the parts that do Dou Dizhu's work, each owning its own state:

- :class:`~ui.table.animation.AnimationDirector` — the events still to show, the
  hold between them, tweens and effects;
- :class:`~ui.table.parts.TableParts` — what the animations move and the scene
  draws (the player's hand, the seats, the kitty, the face-up card, the toast);
- :class:`~ui.table.bars.ActionBar` and :class:`~ui.table.bars.TopBar` — their
  buttons, which hand back intents;
- :class:`~ui.table.pickers.AllyPicker` and :class:`~ui.table.pickers.KeepPicker` —
  the cards the player chooses when naming its ally (五人) or keeping the kitty (帝主);
- :class:`~ui.table.practice.PracticeTools` — the practice options and buttons;
- :class:`~ui.table.hints.TurnHints` — this turn's hints from the expert.

Every intent, from a key or a button, goes through :meth:`TableScene.handle`; the
rules of the player's turn are :mod:`ui.table.turns`, the drawing :mod:`ui.table.paint`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.cards import Card
from game.doudizhu.actions import PASS, Action
from game.doudizhu.result import Result
from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, PHASE_PLAY, SeatView
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN, Session
from ui.art.cardart import CardArt
from ui.play.driver import SeatDriver
from ui.play.trainer import poll_trainer, sync_counter
from ui.table import turns
from ui.table.after_hand import AfterHandBar
from ui.table.animation import AnimationDirector
from ui.table.bars import ActionBar, TopBar
from ui.table.choice_hint import hint_choice
from ui.table.hand_view import HandView
from ui.table.hints import TurnHints
from ui.table.keyboard import BarFocus, CardCursor
from ui.table.last_trick import LastTrickView
from ui.table.layout import TableLayout
from ui.table.pacing import THINK_SECONDS
from ui.table.paint import draw_table
from ui.table.parts import TableParts
from ui.table.pickers import AllyPicker, CardPicker, KeepPicker
from ui.table.practice import PracticeOptions, PracticeTools
from ui.table.readings import ReadingChooser
from ui.table.seats import SeatsView
from ui.table.selection import Verdict, judge
from ui.table.show_offer import ShowOffer, is_show_moment
from ui.table.smart_select import SmartSelect
from ui.table.turn_clock import TurnClock
from ui.table.turn_marker import TurnMarker
from ui.table.turns import cannot_beat
from ui.table.wild import WildTable
from ui.table.wild import attach as attach_wild

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.review_jobs import ReviewJob

__all__ = ["TableScene", "cannot_beat"]

SKIPS_SHOW = (intents.POINT_DOWN, intents.CONFIRM, intents.PASS, intents.PICK, intents.CLEAR)
# What the action bar's keys send: none is taken while a show or banner is on.
BAR_KEYS = (intents.CONFIRM, intents.PASS, intents.HINT, intents.DIGIT, intents.CHOOSE)


class TableScene(SeatDriver):
    name = "table"
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
        super().__init__(app, session, practice, auto)
        self.session: Session = session
        rules = session.game.rules
        lay = TableLayout.compute(self.size, rules.seats, HUMAN)
        self.parts = TableParts.create(lay, rules.seats, rules.kitty_size, HUMAN, rules.name)
        self.hand: HandView = self.parts.hand  # the parts keep these two for the table's life
        self.seats: SeatsView = self.parts.seats
        self.wild = WildTable(rules, self.speed)  # 癞子: the wild rank, marks, reveal
        self.readings = ReadingChooser()
        self.director = AnimationDirector(
            self.parts, session, app.sound, self.speed,
            lambda result: turns.hand_finished(self, result), HUMAN,
            art=self.art, back_style=lambda: self.back_style,
        )
        attach_wild(self.director, self.wild)
        self.pacer.owed = lambda: self.director.read_left  # a play is read before the next
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
        self.tools = PracticeTools(options or PracticeOptions(), practice, session)
        sync_counter(self)  # 记牌训练: the player counts from the deal on
        self.turn_hints = TurnHints(app.review_executor, practice)
        self.view: SeatView = session.view()
        self.verdict = Verdict(None)
        self.result: Result | None = None
        self.result_wait = 0.0
        self.result_shown = False
        self.review_job: ReviewJob | None = None
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
    @property
    def settled(self) -> bool:
        """The animations caught up and no show or banner is on."""
        return self.director.settled and not self.director.showing

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
    def picker(self) -> CardPicker | None:
        """The card picker open now (naming the ally, keeping the kitty), if any."""
        return next((p for p in (self.ally_picker, self.keep_picker) if p.active), None)

    @property
    def busy(self) -> bool:
        """True while something moves on the table (for frame statistics)."""
        return self.director.busy or not self.hand.settled

    # -- what the seat driver asks -------------------------------------------------------------
    think_time = THINK_SECONDS

    def save_meta(self) -> dict[str, Any]:
        return {
            **self.tools.options.to_meta(),
            "match_scores": list(self.app.match_scores),
            **self.keep_picker.to_meta(),  # 帝主's marks not yet confirmed
        }

    def fresh_table(self, session: Any, options: Any) -> TableScene:
        return TableScene(self.app, session, practice=True, options=options, resume=True)

    def refuse(self, reason: str, **params: object) -> None:
        self.parts.toast.show(reason, **params)
        self.sound.play("warning")

    def say_undone(self, taken: str) -> None:
        if taken:
            self.parts.toast.show("practice.undone", play=taken)
        else:
            self.parts.toast.show("practice.undone_pass")

    def show_events(self, events: list[Any]) -> None:
        self.ally_picker.close()
        self.keep_picker.close()
        self.director.push(events)
        self.turn_hints.clear()
        self.verdict = Verdict(None)
        self.readings.close()

    # -- life cycle ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        lay = TableLayout.compute(size, self.session.game.rules.seats, HUMAN)
        self.parts.relayout(lay)
        self.tools.layout(*self.top.layout(lay))
        for part in (self.bar, self.last_trick, self.ally_picker, self.keep_picker,
                     self.show_offer, self.after_hand):
            part.layout(lay)

    def result_closed(self) -> None:
        """The result panel's 继续: the finished table, with a bar to reopen it or deal."""
        self.after_hand.show()

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        """Act on one intent: a key's, or the one a bar's button hands back."""
        if self.readings.open:
            turns.choose_reading(self, intent)
            return
        live = self.human_turn()  # before a click cuts a show: the bar was not live under it
        if intent.kind in SKIPS_SHOW:
            self.director.skip_show()  # a click or key ends a bomb's show; it still acts
        shown = self.show_offer.handle(intent)
        if shown is not None:
            turns.answer_show(self, shown)
            return
        if self.show_offer.used(intent):
            return
        after = self.after_hand.handle(intent)
        if after is not None:
            turns.after_hand(self, after)
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
            self._picked()
            return
        self._act(intent)

    def _act(self, intent: Intent) -> None:
        """An intent no part took: the scene's own."""
        kind = intent.kind
        if self.seat_intent(kind):
            return
        if kind == intents.LAST_TRICK:
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
            if self.human_turn() and PASS in self.session.legal():
                self.hand.clear()
                self.take(PASS)
        elif kind == intents.HINT:
            self.press_hint()
        elif kind in (intents.DIGIT, intents.CHOOSE):
            action = self.bar.chosen(intent)
            offers = self.bar.digit_offers() if kind == intents.DIGIT else ""
            if action is not None:
                self.take(action)
            elif offers:  # 2 after a bid of 2: it took nothing, silently (play-test)
                self.refuse("toast.digit_not_offered", n=intent.value, keys=offers)
        elif kind != intents.TAKEN and self.hand.handle(intent):
            self._picked()

    def _picked(self) -> None:
        """The player changed the selection: the hint's words go."""
        self.turn_hints.quiet()
        if self.hand.changed:
            self.hand.changed = False
            self.sound.play("card_select")

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
            self._act(Intent(intents.PASS))
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

    def press_hint(self) -> None:
        if not self.human_turn():
            return
        if self.view.phase != PHASE_PLAY:
            hint_choice(self)  # a bid, call, rob or double: the expert's answer focused
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

    def apply(self, action: Action, cards: list[Card] | None = None) -> None:
        self.landed(self.session.apply(action, cards))

    # -- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for part in (self.director, self.wild, self.seats):
            part.update(dt)
        self.hand.speed = self.speed()
        for moving in (self.hand, self.parts.toast, self.after_hand, self.cursor,
                       self.bar_focus):
            moving.update(dt)
        turns.follow_show_offer(self, dt)
        # the turn's frame comes with the action bar: after a show or banner, not under it
        over = self.session.over
        self.turn_marker.follow(self.session.to_act if self.settled and not over else None, dt)
        if not self.director.settled:
            return
        self.view = self.session.view()
        self.sync()
        if over:
            turns.await_result(self, dt)
        elif self.session.to_act == HUMAN and not self.auto:
            poll_trainer(self)  # 记牌训练: a question at its moments (practice)
            turns.wait_for_player(self, dt)
            turns.run_clock(self, dt)
        else:
            self.turn_clock.stop()
            self.drive_ai(dt)

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
        turns.sync_picker(self)
        if not self.keep_picker.active:  # 要不起: the hand greys, as nothing in it can go
            self.hand.dimmed = set(self.hand.cards) if stuck else set()
        self.top.show(view, self.auto)
        self.tools.sync(view, self.seats, self.human_turn())
        self.last_trick.sync(view, view.phase == PHASE_PLAY)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
