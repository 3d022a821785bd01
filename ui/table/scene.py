"""The table: where a hand is dealt, bid and played.

The scene drives one :class:`~ui.app.session.Session`.  Game events queue up and
play out one after another (:mod:`ui.table.animation`); between them the
scene holds for the event's animation time.  When an AI seat (or the player
under 托管) is to act, the agent thinks in the worker thread; the scene polls
it and waits at least a short "thinking" time for natural pacing.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.actions import PASS, Action
from game.cards import Card
from game.events import Event
from game.result import Result
from game.view import PHASE_OVER, PHASE_PLAY, SeatView
from ui.app import agents, intents
from ui.app.i18n import language, t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.app.session import HUMAN, Session
from ui.art import draw, theme
from ui.art.effects import EffectsLayer
from ui.art.text import blit_text, text, wrap
from ui.art.tween import Tweener
from ui.table.animation import EventAnimator
from ui.table.bars import ActionBar, TopBar
from ui.table.hand_view import HandView
from ui.table.layout import TableLayout
from ui.table.practice import PracticeOptions, PracticeTools
from ui.table.seats import SeatsView
from ui.table.selection import Verdict, describe, judge
from ui.widgets.controls import handle_all

if TYPE_CHECKING:
    from ui.app.app import App

THINK_SECONDS = 0.7
AUTO_PASS_SECONDS = 0.6


class TableScene(Scene):
    name = "table"

    def __init__(
        self,
        app: App | Any,
        session: Session,
        practice: bool = False,
        auto: bool = False,
        options: PracticeOptions | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.practice = practice
        self.auto = auto
        self.lay = TableLayout.compute(self.size)
        self.hand = HandView(self.lay)
        self.seats = SeatsView(self.lay)
        self.effects = EffectsLayer()
        self.tweener = Tweener()
        self.animator = EventAnimator(self, session.seed)
        self.bar = ActionBar(self)
        self.tools = PracticeTools(self, options or PracticeOptions())
        self.top = TopBar(self)
        self.queue: deque[Event] = deque(session.game.initial_events)
        self.hold = 0.0
        self.think_left = 0.0
        self.ready_action: Action | None = None
        self.auto_pass_left: float | None = None
        self.kitty: tuple[Card, ...] = ()
        self.kitty_flip = 0.0
        self.flipped: Card | None = None
        self.flipped_seat: int | None = None
        self.multiplier_pulse = 0.0
        self.toast_key = ""
        self.toast_age = 99.0
        self.hints: list[agents.Hint] = []
        self.hint_index = -1
        self.hint_job: Any = None  # the expert's hints for this turn, worked out in the background
        self.hint_waiting = False
        self.hint_message = ""
        self.verdict = Verdict(None)
        self.result: Result | None = None
        self.result_wait = 0.0
        self.result_shown = False
        self.review_job: Any = None
        self.view: SeatView = session.view()
        self._selection_key: tuple[object, ...] = ()
        self.actions_taken = 0
        for seat, st in enumerate(self.seats.states):
            st.score = app.match_scores[seat] if hasattr(app, "match_scores") else 0

    # -- helpers the animator uses -----------------------------------------------------------
    @property
    def speed(self) -> float:
        return float(self.app.settings.speed_factor)

    @property
    def sound(self) -> Any:
        return self.app.sound

    @property
    def back_style(self) -> str:
        return str(self.app.settings.card_back)

    def reset_table(self) -> None:
        self.hand.set_cards([])
        self.hand.sprites.clear()
        self.kitty = ()
        self.kitty_flip = 0.0
        self.seats.roles_known = False
        for st in self.seats.states:
            st.pile, st.bubble, st.shown, st.revealed = [], None, (), ()
            st.landlord, st.warning, st.doubled = False, 0, False
        self.clear_hints()

    def enable_hand(self) -> None:
        self.hand.enabled = True
        self.flipped = None

    def toast(self, key: str) -> None:
        self.toast_key, self.toast_age = key, 0.0

    def hand_finished(self, result: Result) -> None:
        self.result = result
        self.app.hand_finished(self.session, result, self.practice)
        if self.practice and result.abandoned_by is None:
            from ui.pages.review import start_review

            self.review_job = start_review(self.app, self.session.record())

    def save_progress(self) -> None:
        """Keep an unfinished hand so the title's 继续 can resume it."""
        if not self.session.over:
            meta = {**self.tools.options.to_meta(), "match_scores": list(self.app.match_scores)}
            self.app.records.save_current_hand(
                self.session.game, self.session.level, self.practice, meta
            )

    # -- life cycle ------------------------------------------------------------------------------
    def layout_changed(self) -> None:
        self.hand.layout = self.lay
        self.seats.layout = self.lay
        self.top.layout()
        self.bar.layout()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = TableLayout.compute(size)
        self.layout_changed()

    def leave(self) -> None:
        self.session.cancel()
        self.save_progress()

    # -- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == intents.MENU:
            self.open_menu()
            return
        if kind == intents.AUTO:
            self.toggle_auto()
            return
        if kind == intents.UNDO:
            self.tools.undo()
            return
        if handle_all(self.top.buttons + self.tools.buttons + self.bar.buttons, intent):
            return
        if kind == intents.CONFIRM:
            self.press_play()
        elif kind == intents.PASS:
            self.press_pass()
        elif kind == intents.HINT:
            self.press_hint()
        elif kind == intents.DIGIT:
            action = self.bar.action_for_digit(intent.value)
            if action is not None:
                self.take(action)
        elif self.hand.handle(intent):
            self.hint_message = ""
            if self.hand.changed:
                self.hand.changed = False
                self.sound.play("card_select")

    def human_turn(self) -> bool:
        return (
            self.session.to_act == HUMAN
            and not self.auto
            and not self.queue
            and self.hold <= 0
            and not self.session.over
        )

    def press_play(self) -> None:
        if not self.human_turn() or self.view.phase != PHASE_PLAY:
            return
        verdict = judge(self.hand.selected_cards(), self.view)
        if verdict.play is None:
            self.toast_reason(verdict)
            return
        self.take(verdict.play, self.hand.selected_cards())

    def toast_reason(self, verdict: Verdict) -> None:
        self.verdict = verdict
        self.sound.play("button")

    def press_pass(self) -> None:
        if self.human_turn() and PASS in self.session.legal():
            self.hand.clear()
            self.take(PASS)

    def press_hint(self) -> None:
        if not self.human_turn() or self.view.phase != PHASE_PLAY:
            return
        if not self.hints:
            job = self.start_hint_job()
            if not job.done():
                self.hint_waiting = True  # shown when the expert has decided (update)
                self.hint_message = t("hint.thinking")
                return
            self.hints = job.result() or agents.hints(self.view, 6)
            self.hint_index = -1
        self.hint_waiting = False
        if not self.hints:
            self.hint_message = t("hint.none")
            return
        self.hint_index = (self.hint_index + 1) % len(self.hints)
        hint = self.hints[self.hint_index]
        self.hand.select_play(hint.play)
        self.hint_message = ""
        if self.practice:
            reason = agents.hint_text(hint, language()) or t(
                "hint.generic", n=self.hint_index + 1, total=len(self.hints)
            )
            what = t("hint.play", play=describe(hint.play)) if hint.play else t("hint.pass")
            self.hint_message = f"{what}{reason}"
        elif hint.play is None:
            self.hint_message = t("hint.pass_short")
        self.sound.play("button")

    def start_hint_job(self) -> Any:
        """Ask the expert for this turn's hints on the review worker (idle during play).

        Started as soon as the turn begins, so the answer is usually ready by the time the
        player presses 提示; it is the same answer the after-hand review gives.
        """
        if self.hint_job is None:
            self.hint_job = self.app.review_executor.submit(
                agents.hints, self.view, 6, agents.HINT_LEVEL
            )
        return self.hint_job

    def clear_hints(self) -> None:
        self.hints, self.hint_index, self.hint_message = [], -1, ""
        if self.hint_job is not None:
            self.hint_job.cancel()
        self.hint_job, self.hint_waiting = None, False

    def take(self, action: Action, cards: list[Card] | None = None) -> None:
        """The player's action (button, key or auto-pass)."""
        if not self.human_turn() or (action not in self.session.legal() and cards is None):
            return
        self.apply(action, cards)

    def toggle_auto(self) -> None:
        self.auto = not self.auto
        self.ready_action = None
        if not self.auto and self.session.pending_seat == HUMAN:
            self.session.cancel()
        self.sound.play("button")

    def forfeit(self) -> None:
        """Leave the hand under the early-leave rule (逃跑): booked as a loss with the penalty."""
        if self.session.over:
            return
        self.queue.extend(self.session.abandon())
        self.actions_taken += 1
        self.clear_hints()

    def open_menu(self) -> None:
        from ui.pages.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    # -- time --------------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> None:
        events = self.session.apply(action, cards)
        self.actions_taken += 1
        self.save_progress()
        self.queue.extend(events)
        self.clear_hints()
        self.auto_pass_left = None
        self.verdict = Verdict(None)

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.effects.update(dt)
        self.seats.update(dt)
        self.hand.speed = self.speed
        self.hand.update(dt)
        self.toast_age += dt
        self.hold -= dt
        while self.hold <= 0 and self.queue:
            self.hold += self.animator.show(self.queue.popleft())
        if self.hold > 0 or self.queue:
            return
        self.view = self.session.view()
        self.sync()
        if self.session.over:
            self._await_result(dt)
        elif self.session.to_act == HUMAN and not self.auto:
            self._human_wait(dt)
        else:
            self._drive_ai(dt)

    def sync(self) -> None:
        """Make the display agree with the game once the animations are done."""
        view = self.view
        if set(view.hand) != set(self.hand.cards) and self.hand.enabled:
            self.hand.set_cards(view.hand, deal_from=self.lay.deck_center, stagger=0.04)
        for seat in (1, 2):
            st = self.seats.states[seat]
            if not any(getattr(i, "target", None) is st for i in self.tweener.items):
                st.cards_left = view.cards_left[seat]
        human = self.session.to_act == HUMAN and not self.auto
        key = (view.phase, view.to_act, self.auto, len(view.history), len(view.bids), human)
        self.bar.refresh(key, self.session.legal() if human else [], view.phase, human)
        selection = (key, frozenset(self.hand.selected))
        if selection != self._selection_key:
            self._selection_key = selection
            self.verdict = judge(self.hand.selected_cards(), view)
        if self.bar.play_button is not None:
            self.bar.play_button.enabled = self.verdict.ok
        if self.bar.pass_button is not None:
            self.bar.pass_button.enabled = view.can_pass
        self.tools.sync()

    def _human_wait(self, dt: float) -> None:
        view = self.view
        if view.phase == PHASE_PLAY and view.legal:
            self.start_hint_job()
            if self.hint_waiting and self.hint_job.done():
                self.press_hint()
        cannot_beat = view.phase == PHASE_PLAY and view.can_pass and not view.legal
        if cannot_beat and self.app.settings.auto_pass:
            if self.auto_pass_left is None:
                self.auto_pass_left = AUTO_PASS_SECONDS / self.speed
                self.toast("toast.cannot_beat")
            self.auto_pass_left -= dt
            if self.auto_pass_left <= 0:
                self.apply(PASS)

    def _drive_ai(self, dt: float) -> None:
        seat = self.session.to_act
        if seat is None:
            return
        if self.ready_action is None and not self.session.thinking:
            self.session.request(seat)
            self.think_left = 0.0 if self.app.fast else THINK_SECONDS / self.speed
        self.think_left -= dt
        if self.ready_action is None:
            self.ready_action = self.session.poll()
        if self.ready_action is not None and self.think_left <= 0:
            action, self.ready_action = self.ready_action, None
            self.apply(action)

    def _await_result(self, dt: float) -> None:
        if self.result_shown or self.session.game.phase != PHASE_OVER:
            return
        self.result_wait += dt
        if self.result_wait >= 0.2:
            self.result_shown = True
            from ui.pages.result import ResultScene

            self.app.push(ResultScene(self.app, self))

    @property
    def busy(self) -> bool:
        """True while something moves on the table (for frame statistics)."""
        return self.hold > 0 or self.tweener.busy or self.effects.busy or not self.hand.settled

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.felt(self.size), (0, 0))
        self._draw_table_mark(surface)
        shake = self.effects.shake()
        if shake != (0, 0):
            layer = pygame.Surface(self.size, pygame.SRCALPHA)
            self._draw_play_layer(layer)
            surface.blit(layer, shake)
        else:
            self._draw_play_layer(surface)
        self.top.draw(surface)
        self.tools.draw(surface)
        self._draw_status(surface)
        self.bar.draw(surface)
        self.effects.draw(surface)
        self._draw_toast(surface)

    def _draw_table_mark(self, surface: pygame.Surface) -> None:
        w, h = self.size
        mark = text(t("table.mark"), round(h * 0.09), (255, 255, 255, 18), bold=True)
        surface.blit(mark, mark.get_rect(center=(w // 2, round(h * 0.42))))

    def _draw_play_layer(self, surface: pygame.Surface) -> None:
        thinking = self.session.thinking or self.ready_action is not None
        to_act = self.session.to_act if not self.queue and self.hold <= 0 else None
        self.seats.draw(surface, self.app.art, self.back_style, to_act, thinking)
        self.hand.draw(surface, self.app.art, self.back_style)
        if self.flipped is not None:
            self._draw_flipped(surface)

    def _draw_flipped(self, surface: pygame.Surface) -> None:
        art = self.app.art
        w = self.lay.play_w
        assert self.flipped is not None
        img = art.face(self.flipped, w)
        rect = img.get_rect(center=self.lay.deck_center)
        surface.blit(art.shadow(w), (rect.x - art.shadow_pad(w), rect.y - art.shadow_pad(w) + 4))
        surface.blit(img, rect)
        if self.flipped_seat is not None:
            blit_text(
                surface,
                t("deal.flipped", name=t(f"seat.name.{self.flipped_seat}")),
                max(14, round(self.size[1] * 0.026)),
                theme.CREAM,
                "midtop",
                (rect.centerx, rect.bottom + 8),
                shadow=True,
            )

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.lay
        size = max(14, round(self.size[1] * 0.027))
        if self.hint_message:
            self._draw_hint_box(surface, self.hint_message)
        elif self.human_turn() and self.view.phase == PHASE_PLAY and self.hand.selected:
            message = self.verdict.message() if not self.verdict.ok else ""
            if message:
                blit_text(
                    surface,
                    message,
                    size,
                    (255, 214, 120),
                    "center",
                    (lay.size[0] // 2, lay.status_y),
                    shadow=True,
                )
        elif self.human_turn() and self.view.phase != PHASE_PLAY:
            blit_text(
                surface,
                t(self._prompt_key()),
                size,
                theme.CREAM,
                "center",
                (lay.size[0] // 2, lay.status_y),
                shadow=True,
            )
        if self.auto:
            blit_text(
                surface,
                t("status.auto"),
                size,
                theme.GOLD,
                "center",
                (lay.size[0] // 2, lay.buttons_y),
                bold=True,
                shadow=True,
            )

    def _draw_hint_box(self, surface: pygame.Surface, message: str) -> None:
        lay = self.lay
        size = max(14, round(self.size[1] * 0.025))
        width = min(round(self.size[0] * 0.5), 640)
        lines = wrap(message, size, width - 40)
        line_h = round(size * 1.45)
        box = pygame.Rect(0, 0, width, line_h * len(lines) + 24)
        box.midbottom = (lay.size[0] // 2, lay.status_y + size)
        draw.draw_panel(surface, box, 12, (255, 250, 232, 240), (226, 160, 40, 255))
        badge = text(t("hint.badge"), max(12, size - 2), (90, 40, 0), bold=True)
        pill = badge.get_rect().inflate(18, 6)
        pill.bottomleft = (box.x + 16, box.y + pill.h // 2)
        surface.blit(draw.rounded_panel(pill.size, pill.h // 2, (255, 200, 80, 255)), pill.topleft)
        surface.blit(badge, badge.get_rect(center=pill.center))
        for i, line in enumerate(lines):
            blit_text(
                surface, line, size, theme.INK, "topleft", (box.x + 20, box.y + 12 + i * line_h)
            )

    def _prompt_key(self) -> str:
        """The question of this moment: bid points, call, rob, show or double."""
        phase = self.view.phase
        if phase == "bidding":
            kinds = {type(a).__name__ for a in self.view.actions}
            if "Rob" in kinds:
                return "prompt.rob"
            if "Call" in kinds:
                return "prompt.call"
        return f"prompt.{phase}"

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if not self.toast_key or self.toast_age > 1.6:
            return
        alpha = 1.0 if self.toast_age < 1.2 else 1 - (self.toast_age - 1.2) / 0.4
        size = max(16, round(self.size[1] * 0.03))
        surf = text(t(self.toast_key), size, theme.WHITE, bold=True)
        box = surf.get_rect().inflate(40, 18)
        box.center = (self.size[0] // 2, round(self.size[1] * 0.5))
        panel = draw.rounded_panel(box.size, box.h // 2, (10, 14, 20, round(200 * alpha)))
        surface.blit(panel, box.topleft)
        img = surf.copy()
        img.set_alpha(round(255 * alpha))
        surface.blit(img, img.get_rect(center=box.center))
