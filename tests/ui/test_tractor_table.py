"""The Tractor table played headless through the real scene: a whole hand and a short
match by the AI, the player's refused choices worded, the view's secrecy, and the
match saved after every action and resumed exactly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cards import Card
from game.shengji import PASS, replay_match
from game.shengji.trump import order_for
from ui.persist.saves import SaveStore
from ui.tractor import actions as bar
from ui.tractor.board import Board
from ui.tractor.headless import (
    act_for_player,
    new_tractor_table,
    resume_tractor,
    run_until,
    tractor_screenshot_state,
)
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN


def _fast(app: Any) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    return app


def test_a_whole_hand_played_by_the_ai_ends_on_the_end_panel(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 3, auto=True)
    assert run_until(app, lambda: scene.end.active, 30000)
    result = scene.session.game.result
    assert result is not None and scene.end.result == result
    assert len(scene.end.kitty) == scene.session.rules.kitty_size  # 抠底 shown to all
    if result.penalty == 0:  # the board's trick points and the kitty make the total
        assert scene.board.catchers_points + result.kitty_bonus == result.catchers_points


def test_a_short_match_carries_levels_and_dealer_from_hand_to_hand(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 11, auto=True)
    for number in (1, 2):
        assert run_until(app, lambda: scene.end.active, 30000), f"hand {number} never ended"
        result = scene.session.game.result
        assert result is not None
        scene.next_hand()
        game = scene.session.game
        assert scene.session.match.number == number + 1
        assert game.levels == result.levels_after
        assert game.dealer == result.next_dealer
    assert not scene.end.active


def test_after_a_match_is_won_the_next_deal_starts_a_new_match_of_the_same_rules(
    app: Any, monkeypatch: Any
) -> None:
    scene = new_tractor_table(_fast(app), "tractor_one_deck", 11, practice=True)
    match = scene.session.match
    monkeypatch.setattr(type(match), "over", property(lambda self: self is match))
    scene.next_hand()  # 再来一局 once a side passed A
    fresh = app.stack.top
    assert isinstance(fresh, TractorScene) and fresh is not scene
    assert list(app.stack.scenes) == [fresh], "in place of everything"
    assert fresh.session.match is not match and fresh.session.match.number == 1
    assert fresh.session.rules == scene.session.rules and fresh.practice


def _follow_turn(app: Any, seed: int) -> TractorScene:
    """A table where the player must follow and holds the led suit and another one."""
    for attempt in range(30):
        scene = new_tractor_table(_fast(app), "tractor", seed + attempt)

        def ready(s: TractorScene = scene) -> bool:
            return s.human_turn() and s.view.phase == "play" and not s.view.leading \
                and _off_suit_choice(s) is not None

        def each(s: TractorScene = scene) -> None:
            if not ready(s):
                act_for_player(s)

        if run_until(app, lambda s=scene: ready(s) or s.end.active, 30000, each) and ready(scene):
            return scene
    raise AssertionError("no follow turn with a choice of suits was reached")


def _off_suit_choice(scene: TractorScene) -> list[Card] | None:
    view = scene.view
    assert view.trump is not None and view.trick is not None
    order = order_for(view.trump, view.rules)
    lead = view.trick.plays[0][1]
    led = order.suit_of(lead[0])
    held = [c for c in view.hand if order.suit_of(c) == led]
    other = [c for c in view.hand if order.suit_of(c) != led]
    if len(held) < len(lead) or len(other) < len(lead):
        return None
    return other[: len(lead)]


def test_an_illegal_follow_is_refused_with_the_reason_in_words(app: Any) -> None:
    scene = _follow_turn(app, 40)
    wrong = _off_suit_choice(scene)
    assert wrong is not None
    before = len(scene.session.game.action_log)
    scene.hand.select(wrong)
    scene.choose(bar.PLAY)
    assert len(scene.session.game.action_log) == before
    assert scene.message.startswith("You must follow with")
    assert scene.bar.play is not None
    scene._refresh_bar()
    assert not scene.bar.play.enabled


def test_the_refusal_speaks_chinese_too(app: Any) -> None:
    from ui.app.i18n import set_language

    scene = _follow_turn(app, 40)
    set_language("zh")
    wrong = _off_suit_choice(scene)
    assert wrong is not None
    scene.hand.select(wrong)
    scene.choose(bar.PLAY)
    assert scene.message.startswith("必须跟")


def test_a_burial_of_the_wrong_size_is_refused(app: Any) -> None:
    scene = tractor_screenshot_state(_fast(app), "bury", "tractor", 7)
    size = scene.session.rules.kitty_size
    hand = list(scene.view.hand)
    before = len(scene.session.game.action_log)
    scene.hand.select(hand[: size - 1])
    scene.choose(bar.BURY)
    assert len(scene.session.game.action_log) == before
    assert scene.message == f"Bury exactly {size} cards (chosen: {size - 1})"
    scene.hand.select(hand[:size])
    scene.choose(bar.BURY)
    assert scene.session.game.action_log[-1].startswith("0 bury")


def test_a_failed_throw_shows_who_blocks_and_what_is_played(app: Any) -> None:
    scene = tractor_screenshot_state(_fast(app), "throw", "tractor", 7)
    notice = scene.board.throw
    assert notice is not None and notice.seat == HUMAN
    assert set(notice.forced) < set(notice.attempted)
    from ui.tractor.words import throw_message

    title, detail = throw_message(notice.seat, notice.blocker, notice.forced, notice.penalty,
                                  HUMAN)
    assert title == "Your throw failed" and "only" in detail


def test_the_player_never_sees_another_seats_hand(app: Any) -> None:
    """Every card face the table draws is the player's own, played, declared, or the
    kitty the player took (and the kitty once the hand is over)."""
    scene = new_tractor_table(_fast(app), "tractor", 21, auto=True)
    drawn: list[Card] = []
    real_face = app.art.face

    def face(card: Card, width: int) -> Any:
        drawn.append(card)
        return real_face(card, width)

    app.art.face = face
    game = scene.session.game

    def check() -> None:
        view = game.view(HUMAN)
        allowed = set(view.hand)
        for trick in view.tricks:
            allowed.update(c for _, cards in trick.plays for c in cards)
            allowed.update(trick.attempted)
        for _, cards, _ in view.declarations:
            allowed.update(cards)
        allowed.update(view.kitty or ())
        allowed.update(c for cards in view.shown.values() for c in cards)
        assert set(drawn) <= allowed, set(drawn) - allowed
        drawn.clear()

    assert run_until(app, lambda: scene.end.active, 30000, check)


def test_the_match_is_saved_after_every_action_and_resumes_the_same(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 9, auto=True)
    assert run_until(app, lambda: len(scene.session.game.view(0).tricks) > 4, 30000)
    scene.save_progress()
    saved = app.records.current_hand()
    assert saved is not None
    match, meta = saved
    view_before = scene.session.game.view(HUMAN)
    app.stack.clear_to(app.stack.scenes[0])
    resumed = resume_tractor(app, match, meta)
    view_after = resumed.session.game.view(HUMAN)
    assert view_after.hand == view_before.hand
    assert view_after.tricks == view_before.tricks
    assert resumed.board.catchers_points == Board.from_view(view_before).catchers_points
    assert resumed.session.record() == scene.session.record()


def test_a_damaged_match_save_is_refused_with_the_field_named(tmp_path: Path) -> None:
    from game.rules import ruleset
    from game.shengji import Match

    store = SaveStore(tmp_path / "current_hand.json")
    match = Match(ruleset("tractor"), 4)
    game = match.game
    for _ in range(6):
        game.apply(PASS)
    store.save(match, {"level": "normal"})
    payload = json.loads(store.path.read_text(encoding="utf-8"))
    assert replay_match(payload["record"]).record() == match.record()
    payload["record"]["hands"][0][3] = "2 bury AS AS AS"
    store.path.write_text(json.dumps(payload), encoding="utf-8")
    assert store.load() is None
    assert store.message is not None and "hands[0][3]" in store.message
    assert not store.path.exists()  # moved aside, never trusted


@pytest.mark.parametrize("name", ["deal", "bury", "table", "throw", "result"])
def test_every_screenshot_state_is_reached(app: Any, name: str) -> None:
    scene = tractor_screenshot_state(_fast(app), name, "tractor", 7)
    app.frame(1 / 60, [])
    assert isinstance(scene, TractorScene)
    if name == "bury":
        assert scene.view.phase == "bury" and scene.human_turn()
    if name == "deal":
        assert scene.board.standing is not None


def test_the_title_starts_and_continues_a_tractor_match(app: Any) -> None:
    import game
    from ui.pages.title import TitleScene
    from ui.play.start import continue_game, start_game
    from ui.table.support import table_plays

    assert all(table_plays(game.ruleset(m)) for m in game.ruleset_names()
               if game.ruleset(m).family == "shengji")
    app.settings.mode = "tractor"
    app.stack.clear_to(TitleScene(app))
    scene = start_game(_fast(app), replace_all=True, seed=12)
    assert isinstance(scene, TractorScene) and app.stack.top is scene
    assert run_until(app, lambda: len(scene.session.game.action_log) > 30, 20000)
    record = scene.session.record()
    app.stack.clear_to(TitleScene(app))  # leaving saves the match
    resumed = continue_game(app)
    assert isinstance(resumed, TractorScene)
    assert resumed.session.record() == record


def test_random_clicks_keys_and_resizes_never_break_the_table(app: Any) -> None:
    """A short monkey run on the Tractor table, from the deal into the play: nothing the
    player does raises, and the gestures land on the table."""
    import random

    from ui.app import intents
    from ui.app.intents import Intent

    rng = random.Random(3)
    scene = new_tractor_table(_fast(app), "tractor", 17)
    kinds = [intents.CONFIRM, intents.PASS, intents.HINT, intents.CLEAR, intents.AUTO,
             intents.STEP, intents.DIGIT]
    on_table = 0
    phases: set[str] = set()
    step = 0
    while step < 900 or "play" not in phases:  # 900 gestures, and on until the play
        assert step < 20000, f"the hand never reached its play under the gestures: {phases}"
        step += 1
        w, h = app.size
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.5:
            app.dispatch(Intent(intents.POINT_DOWN, pos))
            app.dispatch(Intent(intents.POINT_UP, pos))
        elif roll < 0.6:
            app.dispatch(Intent(intents.POINT_MOVE, pos, 1))
        elif roll < 0.9:
            app.dispatch(Intent(rng.choice(kinds)))
        elif roll < 0.92:
            app.dispatch(Intent(intents.RESIZE, rng.choice([(960, 540), (1280, 720)])))
        if app.stack.top is not scene and step % 7 == 0:
            app.dispatch(Intent(intents.MENU))  # close a menu the monkey opened
        app.frame(1 / 60, [])
        app.yield_to_workers()
        on_table += app.stack.top is scene
        phases.add(scene.session.game.phase)
    assert on_table >= step // 3, f"only {on_table} of {step} frames had the table on top"


def test_forfeit_from_the_pause_menu_asks_then_ends_the_hand(app: Any) -> None:
    from ui.pages.menu import PauseMenu
    from ui.widgets.confirm import ConfirmScene

    scene = new_tractor_table(_fast(app), "tractor", 5)
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    menu.forfeit()  # Tractor counts levels, not points: the question names no points
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene) and not scene.session.over
    confirm.answer_yes()
    assert scene.session.over


def test_a_finished_hand_is_booked_once_in_the_tractor_statistics(app: Any) -> None:
    from ui.pages.replay_list import ReplayListScene

    store = app.records.stats_store
    before = len(store.recent_hands(1000))
    scene = new_tractor_table(_fast(app), "tractor", 3, auto=True)
    assert run_until(app, lambda: scene.end.active, 30000)
    run_until(app, lambda: False, 30)  # frames after the hand ended book nothing more
    rows = store.recent_hands(1000)
    assert len(rows) == before + 1
    assert rows[0].family == "shengji" and rows[0].mode == "tractor"
    assert store.modes_played(family="shengji")
    # The replay list shows both games: the Tractor hand is there, once.
    listed = [h for h in ReplayListScene(app).hands if h.family == "shengji"]
    assert len(listed) == sum(h.family == "shengji" for h in rows) >= 1
