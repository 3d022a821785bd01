"""Issue 31: a whole Tractor hand chosen by 提示 alone, in every ruleset.

The real scene plays the player's seat with nothing but H and the keys the hint leads
to: a hint of cards (a burial, a play) picks them and Enter buries or plays them; a
hint of a button (a declaration, 不亮, a bid, trump, an answer) puts the focus ring on
it and Enter presses it; a friend call fills the picker and Enter calls.  A hint of
waiting during the deal's declaring race is left as it is (the deal goes on).  Every
hint's words must name the cards it picks (or the answer it takes), and the finished
hand must be listed in 最近100局 and replay to the same end.

The hints are the expert's (the review's evaluation of each play), so a hand costs
seconds of CPU (measured with the workers on threads: one deck 2.2 s, 找朋友 with five
seats 7.8 s, two decks 10 s, the three-player auction 11 s, three decks 16.5 s, four
decks about 27 s): two rulesets run by default, the others are slow-marked
(``pytest -m slow``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from game.shengji import PASS, Bid, CallFriends, Declare, PlayCards, TractorView
from game.shengji.phase import PhaseName
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.dev.headless import WAIT_SECONDS, wait_for
from ui.pages.replay import ReplayScene
from ui.pages.replay_list import ReplayListScene
from ui.tractor.actions import action_label
from ui.tractor.cardsort import cards_text
from ui.tractor.headless import new_tractor_table
from ui.tractor.hints import TractorHint
from ui.tractor.presenter import friend_call_text
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN

# The hints as a player gets them: worked out as each decision begins (tests/ui/conftest.py).
pytestmark = pytest.mark.hint_prefetch

# A seed per ruleset whose first hand the player, by the hints, declares (or wins the
# auction of) and so buries, found by playing the deal at the table as the test does.
SEEDS = {"tractor_one_deck": 14, "bidding_three": 5, "tractor": 12, "friends_four": 24,
         "friends_five": 16, "tractor_six": 36, "tractor_three_decks": 13,
         "tractor_four_decks": 9, "friends_five_three_decks": 13}
SEED_TRIES = 6
DEFAULT = ("tractor_one_deck", "friends_five")  # five seats and the friend call too
SLOW = tuple(mode for mode in SEEDS if mode not in DEFAULT)


@dataclass
class HintDriver:
    """Presses H at each of the player's decisions and takes what the hint picked."""

    scene: TractorScene
    done: set[object] = field(default_factory=set)  # decisions already answered
    taken: list[tuple[TractorView, str, TractorHint]] = field(default_factory=list)  # words

    def step(self) -> None:
        scene = self.scene
        assist = scene.assist
        key = assist.decision(scene)
        if key is None or key in self.done or (not scene.settled and not _dealing(scene)):
            return
        scene.handle(Intent(intents.HINT))  # a new decision: H (the last one's hints go)
        job = assist.cycle.job
        if assist.cycle.waiting and job is not None:
            # The player waits for the worker's answer, and so does the table: no frame
            # runs meanwhile (the deal goes on in frames), so who declares first never
            # hangs on how fast the worker is.  Then H again shows it.
            job.result(timeout=WAIT_SECONDS)
            scene.handle(Intent(intents.HINT))
        hint = assist.cycle.current
        if hint is None:
            return
        view = assist.live_view(scene)
        self.taken.append((view, assist.message, hint))
        self.done.add(key)
        if hint.action == PASS and view.phase == PhaseName.DEALING:
            return  # wait: nothing to declare worth it yet
        scene.handle(Intent(intents.CONFIRM))


def _dealing(scene: TractorScene) -> bool:
    return scene.assist.live_view(scene).phase == PhaseName.DEALING


def _names_its_choice(view: TractorView, words: str, hint: TractorHint) -> bool:
    """The hint's words name the cards it picks, or the answer it takes."""
    action = hint.action
    if hint.cards:
        return cards_text(hint.cards) in words
    if isinstance(action, Declare):
        return cards_text(action.cards) in words
    if isinstance(action, CallFriends):
        return all(friend_call_text(c) in words for c in action.calls)
    if action == PASS and view.phase == PhaseName.DEALING:
        return words.startswith(t("tractor.what.wait"))
    key, params = action_label(action, view.phase, view)
    return t(key, **params) in words


def _until(app: Any, scene: TractorScene, driver: HintDriver, goal: Any) -> None:
    """Frames until ``goal()``, a decision at a time (the wait's safety net is per hint)."""
    while not goal():
        taken = len(driver.taken)
        assert wait_for(app, lambda n=taken: goal() or len(driver.taken) > n, driver.step), (
            f"stuck after {taken} hints")


def _play_by_hints(app: Any, mode: str) -> tuple[TractorScene, HintDriver]:
    """A hand of ``mode`` played by the hints, from the first seed (of a few) whose deal
    the player, by the hints, wins and buries: who declares first in the deal's race can
    hang on a frame, so the test does not stake all on one seed."""
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    first = SEEDS[mode]
    for seed in range(first, first + SEED_TRIES):
        scene = new_tractor_table(app, mode, seed)
        driver = HintDriver(scene)
        _until(app, scene, driver,
               lambda s=scene: s.view.phase == PhaseName.PLAY or s.end.active)
        if any(view.phase == PhaseName.BURY for view, _, _ in driver.taken):
            _until(app, scene, driver, lambda s=scene: s.end.active)
            return scene, driver
    raise AssertionError(f"{mode}: the player buried in no deal from seed {first}")


def _check_hand(app: Any, mode: str) -> None:
    scene, driver = _play_by_hints(app, mode)
    taken = [hint.action for _, _, hint in driver.taken]
    phases = {view.phase for view, _, _ in driver.taken}
    assert {PhaseName.BURY, PhaseName.PLAY} <= phases, f"{mode}: {phases}"
    assert any(isinstance(a, Declare | Bid) for a in taken), f"{mode}: nothing declared or bid"
    plays = [a for a in taken if isinstance(a, PlayCards)]
    log = scene.session.game.action_log
    mine = [a for a in log if a.startswith(f"{HUMAN} play")]
    assert plays and len(mine) == len(plays), f"{mode}: a play was not the hint's"
    for view, words, hint in driver.taken:
        assert words and words != t("hint.thinking"), f"{mode} {view.phase}: no words"
        assert _names_its_choice(view, words, hint), f"{mode}: {words!r} for {hint.action}"
    _replays_to_the_same_end(app, scene)


def _replays_to_the_same_end(app: Any, scene: TractorScene) -> None:
    played = scene.session.game
    listing = app.push(ReplayListScene(app))
    assert [h.family for h in listing.hands][:1] == ["shengji"]
    listing.select(0)
    listing.open_replay()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.record["ruleset"] == played.rules.name
    viewer.seek(len(viewer.actions))
    app.frame(1 / 60)
    assert viewer.error == "" and viewer.game is not None and viewer.game.over
    ours, theirs = played.result, viewer.game.result
    assert (theirs.catchers_points, theirs.levels_after, theirs.kitty_bonus) == (
        ours.catchers_points, ours.levels_after, ours.kitty_bonus)


@pytest.mark.parametrize("mode", DEFAULT)
def test_a_hand_chosen_by_hints_alone(app: Any, mode: str) -> None:
    _check_hand(app, mode)


@pytest.mark.slow
@pytest.mark.parametrize("mode", SLOW)
def test_a_hand_chosen_by_hints_alone_in_every_ruleset(app: Any, mode: str) -> None:
    _check_hand(app, mode)
