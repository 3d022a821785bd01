"""What playing Tractor in a real window found, checked headless: the table takes the
table keys (cursor, rank letters) except while the friend-card picker is open, a
whole hand is played from the keyboard alone (declare by Tab and Enter during the
deal, bury and follow with the cursor, L for the last trick, the end panel by Tab and
Enter), and a click on the declare button survives the cards dealt between its
press and release."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.shengji import Bury, PlayCards
from ui.app import intents
from ui.app.intents import Intent, map_event
from ui.tractor import paint
from ui.tractor.headless import new_tractor_table, run_until
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN


def _fast(app: Any) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    return app


def _key(scene: TractorScene, key: int, mod: int = 0) -> None:
    """A key pressed, mapped the way the app maps it for the scene on top."""
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")
    intent = map_event(event, card_keys=scene.card_keys)
    assert intent is not None, pygame.key.name(key)
    scene.handle(intent)


def _pick_by_cursor(scene: TractorScene, cards: tuple[Any, ...]) -> None:
    """Walk the cursor to each card with ← → and pick it with Space, like a player."""
    hand = scene.hand
    _key(scene, pygame.K_DOWN)  # nothing picked to begin with
    for card in cards:
        target = hand.cards.index(card)
        while scene.keys.cursor.index != target:
            step = pygame.K_RIGHT if scene.keys.cursor.index < target else pygame.K_LEFT
            before = scene.keys.cursor.index
            _key(scene, step)
            assert scene.keys.cursor.index != before
        _key(scene, pygame.K_SPACE)
    assert set(hand.selected) == set(cards)


def test_the_tractor_table_takes_the_table_keys_but_the_picker_its_arrows(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 3)
    assert scene.card_keys
    ten = map_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t"),
                    card_keys=scene.card_keys)
    assert ten is not None and ten.kind == intents.RANK  # T names the ten, not 托管
    friends = new_tractor_table(app, "friends_five", 3)

    def picking() -> bool:
        return friends.bar.picker is not None

    def each() -> None:
        view = friends.session.view()
        if view.phase == "dealing" and view.declarable:
            friends.choose(view.declarable[-1])  # become the dealer, who calls the friend
        elif friends.human_turn() and view.phase not in ("dealing", "call_friends"):
            friends.apply(friends.session.decide_now(HUMAN), HUMAN)

    if run_until(app, lambda: picking() or friends.session.over, 30000, each) and picking():
        assert not friends.card_keys
        up = map_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode=""),
                       card_keys=friends.card_keys)
        assert up is not None and up.kind == intents.STEP and up.axis == 1


def test_a_whole_hand_from_the_keyboard(app: Any) -> None:
    """Declare, bury, follow and lead with keys only, to the end panel and the next hand."""
    scene = new_tractor_table(_fast(app), "tractor", 12)
    done = {"declared": 0, "buried": 0, "played": 0}

    def each() -> None:
        scene._refresh_bar()  # as the next frame would, before the player's key
        view = scene.session.view()
        if view.phase == "dealing" and view.declarable and not done["declared"]:
            _key(scene, pygame.K_TAB)  # the ring shows on a declare button
            assert scene.keys.bar_ring.shown
            log = len(scene.session.game.action_log)
            _key(scene, pygame.K_RETURN)
            assert any(" declare" in a for a in scene.session.game.action_log[log:])
            done["declared"] += 1
            return
        if not scene.human_turn() or view.phase == "dealing" or scene.view.to_act != HUMAN:
            return  # (the table shows the player's turn once its view caught up)
        if view.phase in ("bury", "play"):
            action = scene.session.decide_now(HUMAN)
            assert isinstance(action, Bury | PlayCards)
            _pick_by_cursor(scene, tuple(action.cards))
            count = len(scene.session.game.action_log)
            _key(scene, pygame.K_RETURN)
            assert len(scene.session.game.action_log) == count + 1, scene.message
            done["buried" if view.phase == "bury" else "played"] += 1
        else:  # a listed choice: Tab to its ring, Enter presses it
            _key(scene, pygame.K_TAB)
            count = len(scene.session.game.action_log)
            _key(scene, pygame.K_RETURN)
            assert len(scene.session.game.action_log) == count + 1

    assert run_until(app, lambda: scene.end.active, 60000, each)
    assert done["declared"] and done["played"] >= 20  # 25 cards, some plays of several
    # L shows the last trick, Esc closes it before the menu would open
    _key(scene, pygame.K_TAB)
    assert scene.keys.end_ring.shown
    assert scene.keys.end_ring.focused is scene.end.next_button
    number = scene.session.match.number
    _key(scene, pygame.K_RETURN)
    assert not scene.end.active and scene.session.match.number == number + 1


def test_l_shows_the_last_trick_and_esc_closes_it(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 5)

    def each() -> None:
        if scene.human_turn() and scene.view.phase not in ("dealing",):
            scene.apply(scene.session.decide_now(HUMAN), HUMAN)

    assert run_until(app, lambda: bool(scene.board.last_trick), 40000, each)
    _key(scene, pygame.K_l)
    assert scene.keys.last_open
    menu_before = app.stack.top
    _key(scene, pygame.K_ESCAPE)
    assert not scene.keys.last_open and app.stack.top is menu_before  # no menu yet
    _key(scene, pygame.K_l)
    _key(scene, pygame.K_l)
    assert not scene.keys.last_open


def test_a_declare_click_survives_cards_dealt_while_it_is_held(app: Any) -> None:
    """Press on the declare button, let cards be dealt, release: the declaration is made
    (the bar used to be rebuilt at every card, dropping the press)."""
    scene = new_tractor_table(_fast(app), "tractor", 12)
    assert run_until(app, lambda: bool(scene.session.view().declarable)
                     or scene.session.view().phase != "dealing", 20000)
    offer = tuple(scene.session.view().declarable)
    assert offer, "this seed lets the player declare during the deal"
    scene._refresh_bar()
    button = scene.bar.buttons[-1]
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    log = len(scene.session.game.action_log)
    run_until(app, lambda: len(scene.session.game.action_log) > log + 1
              and not scene.session.thinking, 2000)
    assert len(scene.session.game.action_log) > log + 1  # cards were dealt meanwhile
    assert tuple(scene.session.view().declarable) == offer
    assert scene.bar.buttons[-1] is button
    scene.handle(Intent(intents.POINT_UP, button.rect.center))
    assert any(" declare" in a for a in scene.session.game.action_log[log:])


def test_autoplay_says_it_is_on_and_ctrl_t_takes_it_back(app: Any) -> None:
    from ui.app.i18n import t

    scene = new_tractor_table(_fast(app), "tractor", 12)
    assert paint.top_middle(scene) != t("tractor.status.auto")
    _key(scene, pygame.K_t, pygame.KMOD_CTRL)
    assert scene.auto and paint.top_middle(scene) == t("tractor.status.auto")
    assert paint.prompt(scene) == ""  # not on the status line, which sits by the trick
    assert scene.auto_button.style == "primary"
    assert "Ctrl+T" in t("tractor.status.auto")
    _key(scene, pygame.K_t, pygame.KMOD_CTRL)
    assert not scene.auto and paint.top_middle(scene) != t("tractor.status.auto")


def test_a_rank_key_takes_a_side_suit_copy_before_a_trump_and_a_usable_one_first() -> None:
    """Burying with ``3`` took the trump three first (the shared rule takes the copy at
    the end of the hand, where Tractor keeps its trumps)."""
    from game.cards import Card
    from game.rules import ruleset
    from game.shengji import Trump
    from ui.tractor.hand import TractorHand
    from ui.tractor.keys import TractorKeys
    from ui.tractor.layout import TractorLayout

    rules = ruleset("tractor")
    hand = TractorHand(TractorLayout.compute((1280, 720), rules.seats, HUMAN).base, rules)
    hand.set_trump(Trump("2", "D"))
    cards = [Card.parse(c) for c in ("3D", "3C", "3S", "4C", "2D", "5H")]
    hand.set_cards(cards)
    keys = TractorKeys()
    three = Intent(intents.DIGIT, value=3)
    keys.handle_hand(three, hand, live=True)
    assert hand.selected == {Card.parse("3S")}  # the leftmost side suit's three
    keys.handle_hand(three, hand, live=True)
    assert hand.selected == {Card.parse("3S"), Card.parse("3C")}
    keys.handle_hand(three, hand, live=True)
    assert Card.parse("3D") in hand.selected  # the trump three last
    keys.handle_hand(three, hand, live=True)
    assert not hand.selected  # every copy picked: the key puts them back
    hand.dimmed = {Card.parse("3S")}  # following clubs: the spade three is no use
    keys.handle_hand(three, hand, live=True)
    assert hand.selected == {Card.parse("3C")}
    assert not keys.handle_hand(three, hand, live=False)  # not the player's moment


def test_a_refused_burial_message_goes_once_the_choice_changes(app: Any) -> None:
    from ui.tractor.headless import tractor_screenshot_state

    scene = tractor_screenshot_state(_fast(app), "bury", "tractor", 16)  # 16: the first from 3
    scene.hand.select([])
    scene._refresh_bar()
    _key(scene, pygame.K_RETURN)
    assert scene.message  # 'you must bury 8 cards (0 chosen)'
    scene._refresh_bar()
    assert scene.message  # still shown while nothing changed
    _key(scene, pygame.K_SPACE)  # a card picked
    scene._refresh_bar()
    assert scene.message == ""


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_status_line_stays_off_the_players_play_at_both_sizes(size: tuple[int, int]) -> None:
    """托管's notice covered the bottom of the player's card in the trick (1280x720): it
    moved to the top bar, and whatever the status line says stays clear of the play."""
    from ui.dev import headless

    app = headless.make_app(size=size, seed=5, language="zh")
    try:
        scene = new_tractor_table(_fast(app), "tractor", 12, auto=True)
        seen = 0

        def check() -> None:
            nonlocal seen
            mine = next((c for s, c in scene.board.trick if s == HUMAN), None)
            if mine is None:
                return
            seen += 1
            shown = paint.status_box(scene)  # under 托管 there is nothing to say there
            if shown is None:
                return
            for rect in scene.lay.play_rects(HUMAN, len(mine)):
                assert not shown[0].colliderect(rect.inflate(12, 12)), (size, len(mine))
                assert shown[0].bottom <= paint.hand_top(scene)

        run_until(app, lambda: seen >= 12 or scene.session.over, 40000, check)
        assert seen >= 12
    finally:
        app.shutdown()


def test_the_kitty_is_turned_up_on_the_table_before_the_end_panel(app: Any) -> None:
    """抠底 had no moment of its own: the table waited behind the last trick, then the
    end panel came.  The kitty is laid over the middle with its multiplier first."""
    from ui.tractor.headless import kitty_won_seed
    from ui.tractor.kittyshow import BONUS_HOLD, draw_kitty_reveal, kitty_words

    app.settings.animation_speed = "instant"  # the hold scales with the speed
    app.settings.difficulty = "beginner"
    seed = kitty_won_seed("tractor", 43, app.settings.difficulty)  # 43: the first from 3
    scene = new_tractor_table(app, "tractor", seed, auto=True)
    scene.auto = False  # the player's seat plays as the seed was found: by its agent

    def each() -> None:
        if scene.human_turn():
            view = scene.view
            if view.phase != "dealing":
                scene.apply(scene.session.decide_now(HUMAN), HUMAN)

    assert run_until(app, lambda: scene.board.kitty_reveal is not None, 60000, each)
    event = scene.board.kitty_reveal
    assert event is not None and event.bonus > 0
    assert not scene.end.active
    assert scene.presenter.hold > BONUS_HOLD / scene.speed() * 0.5  # it is held a while
    assert f"{event.multiplier}" in kitty_words(event) and str(event.bonus) in kitty_words(event)
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    draw_kitty_reveal(surface, app.art, event, scene.lay)
    assert run_until(app, lambda: scene.end.active, 4000)


def test_the_catchers_take_over_total_comes_from_the_modes_scorer() -> None:
    from game.rules import ruleset
    from ui.tractor.board import stage_target

    assert stage_target(ruleset("tractor")) == 80
    assert stage_target(ruleset("tractor_four_decks")) == 160
    assert stage_target(ruleset("bidding_three")) is None  # no bid yet
    assert stage_target(ruleset("bidding_three"), 120) == 120


def test_the_auction_shows_the_standing_bid_and_play_the_target(app: Any) -> None:
    """三人竞标: the score panel said 'nobody has declared' all through the auction, and
    nothing on the table said what the catchers needed (the winning bid)."""
    from ui.app.i18n import t
    from ui.tractor.scoreboard import dealer_line
    from ui.tractor.words import seat_label

    scene = new_tractor_table(_fast(app), "bidding_three", 5)
    # Any frame of the auction before the first bid (waiting for the table to settle as
    # well let a computer's first bid land first on a busy machine).
    assert run_until(app, lambda: scene.board.phase == "auction" and scene.board.bid is None,
                     20000)
    assert dealer_line(scene.board) == t("tractor.score.no_bid")
    seen_bid = False

    def each() -> None:
        nonlocal seen_bid
        board = scene.board
        if board.phase == "auction" and board.bid is not None and scene.settled:
            assert board.bidder is not None
            assert dealer_line(board) == t("tractor.score.bid", seat=seat_label(board.bidder),
                                           n=board.bid)
            seen_bid = True
        if scene.human_turn() and scene.view.phase != "dealing":
            scene.apply(scene.session.decide_now(HUMAN), HUMAN)

    assert run_until(app, lambda: scene.view.phase == "play" and scene.settled, 40000, each)
    assert seen_bid
    assert scene.view.bid is not None and scene.board.target == scene.view.bid
    surface = pygame.Surface(scene.size)
    scene.draw(surface)  # the panel draws 'take over at n' beside the catchers' points


def test_the_auction_offers_low_bids_at_once_not_only_the_six_nearest() -> None:
    """The auction's buttons were the six bids nearest the standing one (195 … 170 at the
    start): a strong hand could not bid 120 without waiting rounds."""
    from types import SimpleNamespace

    from game.shengji import PASS, Bid
    from ui.tractor.actions import MAX_BUTTONS, offered

    legal = (PASS, *(Bid(v) for v in range(195, 0, -5)))
    shown = offered(SimpleNamespace(phase="auction", legal=legal))  # type: ignore[arg-type]
    assert shown[0] == PASS and len(shown) == MAX_BUTTONS
    values = [a.value for a in shown[1:]]
    assert values[0] == 195 and values == sorted(values, reverse=True)
    assert min(values) <= 125  # a low bid is one press away
    few = (PASS, Bid(15), Bid(10), Bid(5))
    assert offered(SimpleNamespace(phase="auction", legal=few)) == list(few)  # type: ignore[arg-type]


def test_a_losing_follow_with_points_is_not_hinted_as_giving_none() -> None:
    """The hint said 'play low, give no points' over a follow of 10-10-9-6 (20 points)."""
    from types import SimpleNamespace

    from game.cards import Card
    from game.rules import ruleset
    from game.shengji import Trump
    from ui.app.i18n import t
    from ui.tractor.hint_words import play_reason
    from ui.tractor.words import seat_label

    trick = SimpleNamespace(plays=[(1, tuple(Card.parse(c) for c in ("AC", "AC")))],
                            winner=None)
    view = SimpleNamespace(trump=Trump("3", "D"), rules=ruleset("tractor"), trick=trick,
                           leading=False, dealer_side=(1, 3), seat=HUMAN)
    ten = (Card.parse("TC"), Card.parse("TC"))
    low = (Card.parse("4C"), Card.parse("6C"))
    seat = seat_label(1)
    assert play_reason(view, ten) == t("tractor.why.save_points", seat=seat,  # type: ignore[arg-type]
                                       n=20)
    assert play_reason(view, low) == t("tractor.why.save", seat=seat)  # type: ignore[arg-type]


def test_the_hint_says_it_is_thinking_until_it_comes(app: Any) -> None:
    from concurrent.futures import Future

    from ui.app.i18n import t

    scene = new_tractor_table(_fast(app), "tractor", 12, practice=True)
    pending: Future[Any] = Future()
    assert scene.assist.cycle.advance(lambda: pending) is None  # pressed, not yet ranked
    shown = paint.status_box(scene)
    assert shown is not None and shown[1] == [t("hint.thinking")]
    scene.assist.cycle.clear()
    shown = paint.status_box(scene)
    assert shown is None or shown[1] != [t("hint.thinking")]


def test_the_tracker_gives_way_to_the_level_once_every_card_is_seen(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 12, practice=True, auto=True)
    assert run_until(app, lambda: scene.end.active, 60000)
    assert paint.tracker_text(scene) == ""  # it read '外面还有： · 分0'


def test_p_passes_the_final_round_of_declaring(app: Any) -> None:
    """P (the table's pass key) presses the bar's 不亮 where the bar lists one."""
    scene = new_tractor_table(_fast(app), "tractor", 12)

    def ready() -> bool:  # the player's turn, as the table shows it
        return (scene.human_turn() and scene.view.phase == "final_round"
                and scene.view.to_act == HUMAN)

    assert run_until(app, lambda: ready() or scene.view.phase in ("bury", "play"), 30000)
    if not ready():  # the seed's deal ended without the player's final round
        raise AssertionError("seed 12 gives the player a final round of declaring")
    scene._refresh_bar()
    assert scene.bar.pass_button is not None
    log = len(scene.session.game.action_log)
    _key(scene, pygame.K_p)
    assert scene.session.game.action_log[log:] == ["0 pass"]


def test_the_dealer_checks_his_buried_kitty_with_l(app: Any) -> None:
    """The dealer could not look at the kitty he buried once play began; L (上一轮) shows
    it in a last row, from the first lead on; another seat's kitty is never shown."""
    from ui.tractor.headless import tractor_screenshot_state

    scene = tractor_screenshot_state(_fast(app), "bury", "tractor", 16)  # 16: the first from 3
    action = scene.session.decide_now(HUMAN)
    assert isinstance(action, Bury)
    scene.apply(action, HUMAN)
    assert run_until(app, lambda: scene.settled and scene.board.phase == "play", 4000)
    assert scene.board.own_kitty() == tuple(action.cards)
    _key(scene, pygame.K_l)
    assert scene.keys.last_open  # no trick finished yet: the panel has the kitty alone
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    other = new_tractor_table(app, "tractor", 5)

    def each() -> None:
        if other.human_turn() and other.view.phase not in ("dealing",):
            other.apply(other.session.decide_now(HUMAN), HUMAN)

    assert run_until(app, lambda: other.view.phase == "play" and other.settled, 30000, each)
    assert other.view.dealer != HUMAN  # this seed's dealer is another seat
    assert other.board.own_kitty() == ()
