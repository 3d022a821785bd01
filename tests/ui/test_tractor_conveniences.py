"""The Tractor table's conveniences, through the real scene: 提示 / H in every phase the
player acts in (ranked, cycling, each hint worded with its cards and the position), the
托管 button, the turn clock's rule, the forced follow picked as the turn comes, the rank
keys that keep a pair together, and 底牌 for the dealer."""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card
from game.rules import ruleset
from game.shengji import Bid, Bury, CallFriends, Declare, Match, Trump
from game.shengji.phase import PhaseName
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.dev.headless import wait_for
from ui.tractor.assist import forced_cards
from ui.tractor.cardsort import cards_text
from ui.tractor.hand import TractorHand
from ui.tractor.headless import (
    act_for_player,
    new_tractor_table,
    run_until,
    tractor_screenshot_state,
)
from ui.tractor.hint_words import hint_message
from ui.tractor.hints import rank_hints
from ui.tractor.keys import TractorKeys
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN
from ui.tractor.words import seat_label


def _fast(app: Any) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    return app


def _turn(app: Any, scene: TractorScene, leading: bool) -> None:
    """Play on (the player as its agent) until the player leads, or follows."""

    def ready() -> bool:
        return (scene.human_turn() and scene.view.phase == PhaseName.PLAY
                and scene.view.leading == leading and len(scene.view.tricks) > 1)

    def each() -> None:
        if not ready():
            act_for_player(scene)

    assert run_until(app, ready, 40000, each), "the player's turn never came"


def _hints_in(app: Any, scene: TractorScene) -> list[str]:
    """Press H until the hints have come round once; the words of each press."""
    scene.handle(Intent(intents.HINT))
    assert run_until(app, lambda: scene.assist.cycle.hints != [] or not scene.assist.thinking,
                     2000)
    cycle = scene.assist.cycle
    assert cycle.hints, "the expert ranked nothing"
    words = [scene.assist.message]
    for _ in range(len(cycle.hints)):
        scene.handle(Intent(intents.HINT))
        words.append(scene.assist.message)
    return words


def test_h_cycles_the_follow_hints_with_cards_and_the_trick_holder(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 21)  # not practice: every table hints
    _turn(app, scene, leading=False)
    words = _hints_in(app, scene)
    cycle = scene.assist.cycle
    first = cycle.hints[0]
    assert words[-1] == words[0] and cycle.index == 0  # round again after the last
    assert scene.hand.selected == set(first.cards)
    assert cards_text(first.cards) in words[0]
    trick = scene.view.trick
    assert trick is not None
    holders = {seat_label(seat) for seat, _ in trick.plays}
    assert any(name in words[0] for name in holders)  # the position: who holds the trick
    if len(cycle.hints) > 1:
        assert words[1] != words[0] and "(2/" in words[1]
    figures = [h.side_points for h in cycle.hints]
    assert figures == sorted(figures, reverse=True)  # ranked by the review's figure


def test_h_hints_a_lead_and_a_click_quiets_the_words(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 22)
    _turn(app, scene, leading=True)
    words = _hints_in(app, scene)
    first = scene.assist.cycle.hints[0]
    assert words[0].startswith(t("tractor.what.lead", cards=cards_text(first.cards)))
    scene.hand.changed = True
    scene.handle(Intent(intents.RANK, value=scene.hand.cards[0].rank))
    assert scene.assist.message == ""


def test_h_hints_the_burial_with_its_reason(app: Any) -> None:
    scene = tractor_screenshot_state(_fast(app), "bury", "tractor", 16)
    scene.hand.clear()
    words = _hints_in(app, scene)
    first = scene.assist.cycle.hints[0]
    assert isinstance(first.action, Bury) and len(first.cards) == scene.view.rules.kitty_size
    assert scene.hand.selected == set(first.cards)
    assert words[0].startswith(t("tractor.what.bury", cards=cards_text(first.cards)))
    scene._refresh_bar()
    assert scene.bar.bury is not None and scene.bar.bury.enabled


def test_h_hints_a_declaration_during_the_deal_and_focuses_its_button(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 12)
    assert run_until(app, lambda: bool(scene.session.view().declarable), 20000)
    scene._refresh_bar()
    assert scene.bar.hint is not None  # 提示 on the bar beside the declarations
    scene.choose("hint")
    # The deal waits while the worker answers (wait_for), as a slow machine must not
    # deal past the moment the press was for.
    assert wait_for(app, lambda: bool(scene.assist.cycle.hints))
    hint = scene.assist.cycle.current
    assert hint is not None
    if isinstance(hint.action, Declare):
        index = scene.bar.index_of(hint.action)
        assert index is not None and scene.keys.bar_ring.index == index
        assert scene.keys.bar_ring.shown
        assert cards_text(hint.action.cards) in scene.assist.message
    else:
        assert scene.assist.message.startswith(t("tractor.what.wait"))


def _view_at(mode: str, phase: str, seed: int = 3) -> Any:
    """The view of the seat to act when a hand of ``mode`` played by the AI reaches ``phase``."""
    from ai.shengji.players import LEVELS, LevelPlayer, tractor_action

    game = Match(ruleset(mode), seed).game
    players = [LevelPlayer(LEVELS["normal"], i) for i in range(game.seats)]
    for _ in range(500):
        seat = game.to_act
        assert seat is not None, f"{mode} never reached {phase}"
        view = game.view(seat)
        if view.phase == phase:
            return view
        game.apply(tractor_action(players[seat], view), seat)
    raise AssertionError(f"{mode} never reached {phase}")


def test_the_friend_call_and_the_bid_are_ranked_and_worded() -> None:
    view = _view_at("friends_four", PhaseName.CALL_FRIENDS)
    hints = rank_hints(view)
    assert hints and isinstance(hints[0].action, CallFriends)
    words = hint_message(view, hints[0], 0, len(hints))
    assert words.startswith(t("tractor.what.call", calls="")[:2]) and t("tractor.why.call") in words
    bidding = _view_at("bidding_three", PhaseName.AUCTION)
    ranked = rank_hints(bidding)
    assert len(ranked) > 1 and all(a.action in bidding.legal for a in ranked)
    bids = [h for h in ranked if isinstance(h.action, Bid)]
    assert bids and str(bids[0].action.value) in hint_message(bidding, bids[0], 0, 2)


def test_the_auto_button_toggles_and_ends_with_the_hand(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 23)
    app.draw()
    centre = scene.auto_button.rect.center
    scene.handle(Intent(intents.POINT_DOWN, centre))
    scene.handle(Intent(intents.POINT_UP, centre))
    assert scene.auto and scene.auto_button.style == "primary"
    assert run_until(app, lambda: scene.end.active, 40000)  # the AI played the whole hand
    scene.next_hand()
    assert not scene.auto
    app.draw()
    assert scene.auto_button.style == "dark"


def test_out_of_time_a_follow_is_played_and_a_lead_only_warns(app: Any) -> None:
    _fast(app).settings.tractor_turn_clock = "15"
    scene = new_tractor_table(app, "tractor", 24)
    _turn(app, scene, leading=False)
    log = len(scene.session.game.action_log)
    assert run_until(app, lambda: len(scene.session.game.action_log) > log, 3000)
    assert scene.session.game.action_log[log].startswith(f"{HUMAN} play")
    _turn(app, scene, leading=True)
    log = len(scene.session.game.action_log)
    assert run_until(app, lambda: scene.presenter.toast == t("toast.clock_lead"), 3000)
    assert len(scene.session.game.action_log) == log  # nothing was led for the player


def test_the_forced_follow_is_picked_as_the_turn_comes(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 25)

    def forced_turn() -> bool:
        return (scene.human_turn() and scene.view.phase == PhaseName.PLAY
                and bool(forced_cards(scene.view)) and scene.assist.key is not None)

    def each() -> None:
        if scene.human_turn() and not forced_cards(scene.view):
            act_for_player(scene)

    assert run_until(app, lambda: forced_turn() or scene.end.active, 40000, each)
    assert forced_turn(), "no follow with forced cards in this hand"
    forced = forced_cards(scene.view)
    assert scene.hand.selected == set(forced)
    scene.app.settings.tractor_forced_follow = False  # the setting turns it off
    scene.hand.clear()
    scene.assist.key = None
    scene.assist.update(scene, 0.0)
    assert scene.hand.selected == set()


def test_rank_keys_pick_the_pair_and_the_led_suit() -> None:
    from ui.table.layout import TableLayout

    rules = ruleset("tractor")
    hand = TractorHand(TableLayout.compute((1280, 720), 4, 0), rules)
    hand.set_trump(Trump("2", "H"))
    cards = [Card.parse(c) for c in ("KS", "KC", "KC'", "4D")]
    hand.set_cards(cards)
    keys = TractorKeys()
    king = Card.parse("KS").rank
    press = Intent(intents.RANK, value=king)
    for _ in range(2):
        keys.handle_hand(press, hand, live=True)
    assert hand.selected == {Card.parse("KC"), Card.parse("KC'")}  # the pair, not K♠ K♣
    hand.clear()
    hand.led_suit = "S"  # following a spade: the spade first
    keys.handle_hand(press, hand, live=True)
    assert hand.selected == {Card.parse("KS")}


def test_the_dealer_opens_his_kitty_with_its_button(app: Any) -> None:
    scene = tractor_screenshot_state(_fast(app), "bury", "tractor", 16)
    action = scene.session.decide_now(HUMAN)
    scene.apply(action, HUMAN)
    assert run_until(app, lambda: scene.board.phase == PhaseName.PLAY and scene.settled, 20000)
    app.draw()
    assert scene.kitty_button.visible
    centre = scene.kitty_button.rect.center
    scene.handle(Intent(intents.POINT_DOWN, centre))
    scene.handle(Intent(intents.POINT_UP, centre))
    assert scene.kitty_open
    surface = pygame.Surface(scene.size)
    scene.draw(surface)  # the kitty alone over the table
    scene.handle(Intent(intents.MENU))
    assert not scene.kitty_open
    assert isinstance(action, Bury) and set(scene.board.own_kitty()) == set(action.cards)


def test_h_fills_the_friend_picker_with_the_hinted_calls(app: Any) -> None:
    from ui.tractor.shots import friends_state

    scene = friends_state(_fast(app), "friends_four", 5)
    words = _hints_in(app, scene)
    picker = scene.bar.picker
    assert picker is not None and picker.hint_button.visible
    first = scene.assist.cycle.hints[0]
    assert isinstance(first.action, CallFriends)
    assert tuple(picker.calls) == first.action.calls
    assert picker.hint_words == words[-1] and t("tractor.why.call") in words[0]
    if len(scene.assist.cycle.hints) > 1:
        assert words[1] != words[0]


def test_h_puts_the_focus_on_the_hinted_bid_in_the_auction(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "bidding_three", 26)

    def bidding() -> bool:
        return scene.human_turn() and scene.view.phase == PhaseName.AUCTION

    assert run_until(app, bidding, 20000), "the player never bid"
    words = _hints_in(app, scene)
    hints = scene.assist.cycle.hints
    assert len(hints) > 1 and all(h.action in scene.view.legal for h in hints)
    hint = scene.assist.cycle.current
    assert hint is not None and words[-1] == words[0]
    index = scene.bar.index_of(hint.action)
    assert index is not None and scene.keys.bar_ring.shown
    assert scene.keys.bar_ring.index == index
    if isinstance(hint.action, Bid):
        assert str(hint.action.value) in words[0]
    log = len(scene.session.game.action_log)
    scene.handle(Intent(intents.CONFIRM))  # Enter takes the focused, hinted answer
    assert len(scene.session.game.action_log) == log + 1


def test_a_hint_pressed_during_the_deal_carries_over_to_a_changed_declaration(app: Any) -> None:
    """H pressed while the hint is worked out, then a card changes what may be declared:
    the press is asked again for the new choice, not dropped (it was, on a slow machine)."""
    from concurrent.futures import Future

    scene = new_tractor_table(_fast(app), "tractor", 12)
    assert run_until(app, lambda: bool(scene.session.view().declarable), 20000)
    jobs: list[Future[list[Any]]] = []

    def submit(view: Any) -> Future[list[Any]]:
        jobs.append(Future())
        return jobs[-1]

    scene.assist._submit = submit  # type: ignore[method-assign]
    scene.choose("hint")
    first = scene.assist.key
    assert scene.assist.cycle.waiting and len(jobs) == 1
    assert run_until(app, lambda: scene.assist.key != first, 20000)
    assert isinstance(scene.assist.key, tuple) and scene.assist.key[0] == "deal"
    assert scene.assist.cycle.waiting and len(jobs) == 2 and jobs[0].cancelled()
