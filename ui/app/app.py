"""The app: window, clock, settings, sound, the AI worker, and the scene stack.

``App.frame(dt, events)`` runs one frame (intents → update → draw); the real loop,
the self-test, the monkey tester and the screenshot tool all go through it.
"""

from __future__ import annotations

import contextlib
import gc
import os
import random
import sys
import time
import warnings
from dataclasses import dataclass
from typing import Any

import pygame

from ui.app import i18n, intents, startup
from ui.app.intents import Intent
from ui.app.scene import Scene, SceneStack
from ui.app.workers import Worker
from ui.art.cardart import CardArt
from ui.art.sfx import Sfx
from ui.art.text import reset_fonts
from ui.persist.records import Records
from ui.persist.settings import Settings, SettingsStore
from ui.widgets.notices import Notices

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 540)
FPS = 60
# The AI thinks in worker processes (ui/app/workers.py); the receiver threads that wait on
# them, and a worker that had to fall back to a thread, share the interpreter with the
# render loop.  Python hands the lock over every "switch interval" (5 ms by default); at
# 1 ms a frame never waits long behind such a thread.
GIL_SWITCH_SECONDS = 0.001
IDLE_FPS = 20  # calm scenes (menus, pages) after a few seconds without input
IDLE_AFTER_SECONDS = 3.0


def set_window_icon() -> None:
    """The app's icon (both games' cards, ``tools/make_icon.py``) on the window and task bar;
    a missing or unreadable file leaves the system's default icon."""
    from ui.art.assets import resource_path

    with contextlib.suppress(pygame.error, OSError):
        pygame.display.set_icon(pygame.image.load(str(resource_path("images", "icon.png"))))


@dataclass
class AppOptions:
    size: tuple[int, int] = DEFAULT_SIZE
    seed: int | None = None
    fast: bool = False  # no AI "thinking" delay (self-test, monkey, screenshots)
    persist: bool = True  # read and write settings and statistics files
    language: str | None = None


class App:
    def __init__(
        self, options: AppOptions | None = None, store: SettingsStore | None = None
    ) -> None:
        self.options = options or AppOptions()
        self.started = time.perf_counter()
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        with startup.quiet_stderr():  # SDL's probing chatter (Wayland, X11) is not for players
            pygame.display.init()  # the rest of pygame, sound included: open_audio
            pygame.font.init()
        self.store = store or SettingsStore(persist=self.options.persist)
        self.settings: Settings = self.store.load()
        if self.options.language:
            self.settings.language = self.options.language
        i18n.set_language(self.settings.language)
        self.size = self._clamp(self.options.size)
        if pygame.display.get_surface() is None:  # main.py's early window has its icon
            set_window_icon()  # before the window opens: some systems read it only then
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        self._set_window_limits()
        pygame.display.set_caption(i18n.t("app.title"))  # 斗地主·升级 / Dou Dizhu & Tractor
        self.sound = Sfx(self.settings.volume, start=False)  # heard from open_audio on
        self.audio_open = False
        self.art = CardArt()
        self.records = Records(persist=self.options.persist)
        self.match_scores: list[int] = []  # per seat, for the match in progress
        self.hands_started = 0
        self.executor = Worker("ai")
        self.review_executor = Worker("review")
        self.stack = SceneStack(self.size)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.first_frame_at: float | None = None
        self.messages: list[str] = [self.store.message] if self.store.message else []
        self.notices = Notices()
        for message in self.messages:
            self.notices.add(message)
        self.saves_checked = False  # after the first frame: see check_saves

    @staticmethod
    def _clamp(size: tuple[int, int]) -> tuple[int, int]:
        return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))

    def _set_window_limits(self) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_SIZE
        except (pygame.error, AttributeError):
            pass

    @property
    def seed(self) -> int | None:
        return self.options.seed

    def next_seed(self) -> int:
        """The seed of the next hand: from ``--seed`` in order, else random."""
        self.hands_started += 1
        if self.options.seed is not None:
            return self.options.seed + self.hands_started - 1
        return random.randrange(1 << 30)

    @property
    def fast(self) -> bool:
        return self.options.fast

    # -- settings -----------------------------------------------------------------
    def save_settings(self) -> None:
        """Apply and keep the settings.  A new language lays every scene out again: a
        table under the settings page kept buttons sized for the old words (the practice
        bar's 看牌 button, laid out for two characters, then had to hold "Open hands")."""
        relabelled = self.settings.language != i18n.language()
        i18n.set_language(self.settings.language)
        if relabelled:
            self.stack.layout(self.size)
        self.sound.set_volume(self.settings.volume)
        pygame.display.set_caption(i18n.t("app.title"))
        before = self.store.message
        self.store.save(self.settings)
        if self.store.message and self.store.message != before:
            self.notices.add(self.store.message)  # once: later saves fail the same way

    # -- hands -------------------------------------------------------------------------
    def hand_finished(self, session: Any, result: Any, practice: bool) -> None:
        """Book a finished hand: match totals, statistics, the record for replay."""
        totals = self.match_scores_for(len(result.scores))
        for seat, score in enumerate(result.scores):
            totals[seat] += score
        # A Dou Dizhu session's record also names the actions 托管 took (for the review).
        record = session.record() if getattr(session, "auto_actions", None) else None
        self.records.add_hand(session.game, session.level, practice, record)
        self.records.clear_current_hand(session.game.rules.family)

    def match_scores_for(self, seats: int) -> list[int]:
        """The running totals of the match at a table of ``seats``; a table of another
        size starts a new match."""
        if len(self.match_scores) != seats:
            self.match_scores = [0] * seats
        return self.match_scores

    # -- scenes -------------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        return self.stack.push(scene)

    def pop(self) -> Scene | None:
        return self.stack.pop()

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def resize(self, size: tuple[int, int]) -> None:
        size = self._clamp(size)
        if size != tuple(self.screen.get_size()):
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = size
        self.stack.layout(size)

    def quit(self) -> None:
        self.running = False

    # -- the loop -----------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        if intent.kind == intents.QUIT:
            self.quit()
        elif intent.kind == intents.RESIZE:
            self.resize(intent.pos)
        else:
            self.stack.handle(intent)

    def frame(
        self, dt: float, events: list[pygame.event.Event] | None = None, draw: bool = True
    ) -> None:
        """One frame: events → intents → scenes; update by ``dt`` seconds; draw; flip.

        Headless fast-forwards pass ``draw=False`` for frames nobody looks at (drawing is
        three quarters of a frame's cost) and :meth:`draw` before anyone looks."""
        if self.frames and not self.saves_checked:
            self.open_audio()  # the warm-up does both first; a headless app, here
            self.check_saves()
        raw = pygame.event.get() if events is None else events
        for event in raw:
            if event.type == pygame.WINDOWSIZECHANGED:
                self.resize((event.x, event.y))
                continue
            top = self.stack.top
            intent = intents.map_event(event, card_keys=top is not None and top.card_keys)
            if intent is not None and not (
                intent.kind == intents.POINT_DOWN and self.notices.click(intent.pos)
            ):
                self.dispatch(intent)
        if not self.stack.top:
            self.running = False
            return
        self.stack.update(min(dt, 0.1))
        while self.records.messages:
            self.notices.add(self.records.messages.pop(0))
        self.notices.update(min(dt, 0.1))
        if draw:
            self.draw()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def draw(self) -> None:
        """Paint the stack and the notices, and show the picture.  The screen is cleared
        first unless the bottom scene covers it (0.3 ms of a 3 ms frame at 1280×720)."""
        visible = self.stack.visible()
        if not (visible and visible[0].paints_all and visible[0].size == self.screen.get_size()):
            self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        self.notices.draw(self.screen)
        pygame.display.flip()

    def open_audio(self) -> None:
        """The sound device, and the rest of pygame, once the title's first frame is up:
        opening a device takes tens of milliseconds on some systems (and SDL's probing,
        where there is none, about as long), which the first picture need not wait for.
        Without a device SDL's dummy driver plays silently (one line says so)."""
        if self.audio_open:
            return
        self.audio_open = True
        startup.prepare_audio()  # no audio device: SDL's dummy driver, one line, no flood
        with startup.quiet_stderr():  # SDL's probing chatter (ALSA, Wayland) is not for players
            pygame.init()
        self.sound.start()

    def check_saves(self) -> None:
        """Replay each saved game once, moving a damaged one aside and saying so, before
        the player can press 继续.  Replaying needs the families of games, so it waits
        until the title's first frame is up; a scene on top (the title) is told, as when
        it comes back on top, that the saved games may have changed."""
        self.saves_checked = True
        before = len(self.records.messages)
        self.records.check_saved_hand()
        self.records.check_statistics()  # SQLite, opened after the first frame too
        if len(self.records.messages) > before and self.stack.top is not None:
            self.stack.top.resume()

    def yield_to_workers(self) -> None:
        """Headless loops step frames unpaced; give a busy worker (a thread, as the fallback,
        or the receiver of a process) a moment to run."""
        if self.executor.busy or self.review_executor.busy:
            time.sleep(0.001)

    def warm_up(self) -> None:
        """Work that would otherwise land in one frame of play, done once at the start:
        the worker processes are started, the rules core fills its one-off table of
        kicker-bearing plays (~0.1 s, paid by the first legal-move list of a hand), and the
        result panel's surfaces are built for this window (20-30 ms in its first frame).
        The families of games (the rules' engines, loaded by that first legal-move list)
        and the AI's modules are imported here too: the title's first frame is drawn
        without them, and the click that starts a hand should not pay for them (0.5-1 s
        on a busy machine)."""
        self.open_audio()
        self.executor.start()
        self.review_executor.start()
        if not self.saves_checked:
            self.check_saves()
        import ui.app.session  # noqa: F401  (brings ai: the seats and hints of a hand)
        from game import legal_plays, ruleset
        from game.cards import Card, new_deck

        four_with_two = [Card.parse(c) for c in ("3C", "3D", "3H", "3S", "4C", "5C")]
        legal_plays(four_with_two, None, ruleset("classic"))
        from ui.art import figures

        pictured = (c for c in new_deck() if c.is_joker or figures.is_court(c))
        for name in {figures.picture_name(c) for c in pictured}:
            figures.picture(name)  # the court and joker pictures, read from disk once
        from ui.pages import result

        result.prepare(self.size)
        # What exists now lives as long as the game: moved out of the collector's sight,
        # so a full collection later scans only what came after (one scan of the start-up
        # heap, ~0.1 s, landed in a frame of play).
        gc.collect()
        gc.freeze()

    def run(self) -> int:
        self.frame(0.0)  # the first picture, then what would stall a later frame
        gc.enable()  # main.py's play() held the collector off until this picture
        if os.environ.get(startup.FIRST_FRAME_EXIT):
            startup.mark("first-frame")  # bench/startup.py's mark
            self.shutdown()
            return 0
        self.warm_up()
        last_input = time.perf_counter()
        while self.running:
            top = self.stack.top
            idle = time.perf_counter() - last_input > IDLE_AFTER_SECONDS
            dt = self.clock.tick(IDLE_FPS if idle and top is not None and top.calm else FPS)
            events = pygame.event.get()
            if events:
                last_input = time.perf_counter()
            self.frame(dt / 1000.0, events)
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        for scene in list(self.stack.scenes):
            scene.leave()
        self.stack.scenes.clear()
        # A headless app (tests, tools) leaves its idle worker processes to the next app of
        # this program; they end with it.  The game itself ends its workers here.
        park = self.options.fast
        self.executor.shutdown(wait=False, cancel_futures=True, park=park)
        self.review_executor.shutdown(wait=False, cancel_futures=True, park=park)
        self.records.close()  # the last save reaches the disk before the game ends
        # Every channel stopped first, and a moment without the interpreter lock for an
        # end-of-sound callback already under way: a sound ending inside pygame.quit() ran
        # that callback on SDL's audio thread, which waited for the lock quit() holds while
        # quit() waited for that thread (the program hung; found by --walk).
        if pygame.mixer.get_init():
            pygame.mixer.stop()
            time.sleep(0.005)
        pygame.quit()
        reset_fonts()
