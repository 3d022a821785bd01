"""One hand of Tractor through its phases: kitty, friends, auction, play, what each seat sees."""

from __future__ import annotations

import random
from typing import Any

import pytest

import game as core
from game.cards import Card
from game.errors import IllegalAction
from game.events import Event, PhaseChanged, Redealt, visible_to
from game.rules import ruleset
from game.shengji.actions import (
    ASK_REDEAL,
    PASS,
    Bid,
    Bury,
    CallFriends,
    Declare,
    FriendCall,
    NameTrump,
    PlayCards,
)
from game.shengji.cards import parse_hand, points
from game.shengji.events import (
    CardDealt,
    FriendJoined,
    KittyBuried,
    KittyRevealed,
    KittyStolen,
    KittyTaken,
    RedealAsked,
    ThrowFailed,
)
from game.shengji.game import Game, new_game
from game.shengji.trump import Trump
from tests.shengji.deals import finish_deal, game_with
from tests.shengji.players import play_out, random_action
from tests.shengji.test_flow_declaring import declare, held

TRACTOR = ruleset("tractor")


def to_phase(game: Game, phase: str, rng: random.Random | None = None) -> list[Event]:
    """Random legal actions until ``phase`` (every seat passes while the cards are dealt)."""
    rng = rng or random.Random(0)
    events: list[Event] = []
    while game.phase != phase:
        assert not game.over, f"the hand ended before {phase}"
        action = PASS if game.phase in ("dealing", "final_round") else random_action(game, rng)
        events.extend(game.apply(action))
    return events


def later_hand(rules: Any = TRACTOR, seed: int = 1, dealer: int = 0, **options: Any) -> Game:
    """A hand with its dealer fixed by the match (nobody declares: no trump by default)."""
    return new_game(rules, seed, dealer=dealer, **options)


# ----- the phases in order ---------------------------------------------------------------


def phases_per_deal(events: list[Event]) -> list[list[str]]:
    """The phases entered, one list per deal: a redeal starts the next list."""
    deals: list[list[str]] = [[]]
    for event in events:
        if isinstance(event, Redealt):
            deals.append([])
        elif isinstance(event, PhaseChanged):
            deals[-1].append({"dealing": "deal", "final_round": "deal"}.get(event.phase,
                                                                           event.phase))
    return deals


def test_phases_run_in_the_rulesets_declared_order() -> None:
    redeals: dict[str, int] = {}
    for rules in (TRACTOR, ruleset("friends_five"), ruleset("bidding_three")):
        game = new_game(rules, 4)
        events = list(game.initial_events)
        rng = random.Random(4)
        while not game.over:
            events.extend(game.apply(random_action(game, rng)))
        deals = phases_per_deal(events)
        for seen in deals:
            assert set(seen) <= {*rules.phases, "over"}, (rules.name, seen)
            steps = [rules.phases.index(p) for p in seen if p != "over"]
            assert steps == sorted(steps), (rules.name, seen)
        assert deals[-1][-2:] == ["play", "over"], (rules.name, deals[-1])
        redeals[rules.name] = len(deals) - 1
    assert redeals["bidding_three"] > 0  # seed 4's auctions pass out twice: redeals are run


# ----- the kitty --------------------------------------------------------------------------


def test_the_dealer_takes_the_kitty_and_buries_as_many() -> None:
    game = later_hand()
    to_phase(game, "bury")
    assert game.to_act == 0 and len(game.hands[0]) == 25 + 8
    hand = list(game.hands[0])
    buried = tuple(hand[:8])
    game.apply(Bury(buried))
    assert len(game.hands[0]) == 25 and game.state.kitty == list(buried)


def test_decision_d6_burying_is_unrestricted() -> None:
    game = later_hand(seed=6)
    to_phase(game, "bury")
    hand = game.hands[0]
    valuable = sorted(hand, key=lambda c: (-points([c]), not c.is_joker))[:8]
    assert game.check(Bury(tuple(valuable))) is None


@pytest.mark.parametrize(
    ("pick", "reason"),
    [
        (lambda g: g.hands[0][:7], "exactly 8"),
        (lambda g: [g.hands[0][0]] * 8, "different"),
        (lambda g: [*g.hands[0][:7], g.hands[1][0]], "do not hold"),
    ],
)
def test_a_wrong_burial_is_refused_and_changes_nothing(pick: Any, reason: str) -> None:
    game = later_hand()
    to_phase(game, "bury")
    cards = tuple(pick(game))
    before = game.record(), [list(h) for h in game.hands]
    with pytest.raises(IllegalAction, match=reason):
        game.apply(Bury(cards))
    assert (game.record(), game.hands) == before


def test_only_the_dealer_sees_the_kitty_until_the_hand_ends() -> None:
    game = later_hand(seed=2)
    events = game.initial_events + to_phase(game, "play")
    for seat in range(1, 4):
        assert game.view(seat).kitty is None
        for event in visible_to(events, seat):
            if isinstance(event, KittyTaken | KittyBuried):
                assert event.cards == ()
    assert game.view(0).kitty == tuple(game.state.kitty)
    rng = random.Random(2)
    while not game.over:
        events.extend(game.apply(random_action(game, rng)))
    revealed = [e for e in events if isinstance(e, KittyRevealed)]
    assert revealed and revealed[0].audience is None and game.view(1).kitty is not None


def test_option_kitty_theft_a_stronger_declaration_takes_the_kitty() -> None:
    rules = ruleset("tractor", kitty_theft=True)
    game = game_with(rules, {0: "2S", 1: "B B"}, seed=3, dealer=0)
    while game.phase in ("dealing", "final_round"):
        if game.phase == "dealing" and game.state.standing is None and len(game.hands[0]) > 0:
            declare(game, 0, "2S")
        game.apply(PASS)
    game.apply(Bury(tuple(game.hands[0][:8])))
    assert game.phase == "kitty_theft"
    while game.to_act != 1:
        game.apply(PASS)
    events = game.apply(Declare(held(game, 1, "B B")))
    assert any(isinstance(e, KittyStolen) for e in events)
    assert game.phase == "bury" and game.to_act == 1 and len(game.hands[1]) == 33
    game.apply(Bury(tuple(game.hands[1][:8])))
    assert game.dealer == 0 and game.trump == Trump("2", None)


def test_kitty_theft_is_off_by_default() -> None:
    game = later_hand()
    to_phase(game, "bury")
    game.apply(Bury(tuple(game.hands[0][:8])))
    assert game.phase == "play"


# ----- 造反 ---------------------------------------------------------------------------------


def test_option_redeal_weak_hand_at_most_three_times() -> None:
    rules = ruleset("tractor", redeal_weak_hand=True)
    game = later_hand(rules, seed=5)
    asked = 0
    for _ in range(2000):
        if game.phase == "play":
            break
        if game.phase == "weak_hand":
            assert game.to_act in (1, 3)
            if ASK_REDEAL in (game.legal_actions() or []):
                game.apply(ASK_REDEAL)
                asked += 1
            else:
                game.apply(PASS)
        else:
            game.apply(PASS if game.phase in ("dealing", "final_round") else random_action(
                game, random.Random(0)))
    assert asked <= 3 and game.weak_redeals == asked


def test_a_weak_hand_is_fifteen_points_or_three_trumps_at_most() -> None:
    from game.shengji.phases import is_weak

    game = later_hand(ruleset("tractor", redeal_weak_hand=True), seed=5)
    finish_deal(game)
    assert game.trump is not None
    for seat in (1, 3):
        hand = game.hands[seat]
        trumps = sum(1 for c in hand if game.trump and _is_trump(c, game))
        assert is_weak(game, seat) == (points(hand) <= 15 or trumps <= 3)


def _is_trump(card: Card, game: Game) -> bool:
    from game.shengji.trump import is_trump

    assert game.trump is not None
    return is_trump(card, game.trump, game.rules)


def test_asking_for_a_redeal_deals_again_with_the_same_dealer() -> None:
    rules = ruleset("tractor", redeal_weak_hand=True)
    for seed in range(40):
        game = later_hand(rules, seed=seed, dealer=2)
        finish_deal(game)
        while game.phase == "weak_hand" and ASK_REDEAL not in (game.legal_actions() or []):
            game.apply(PASS)  # a strong catcher is asked too, and passes
        if game.phase == "weak_hand":
            events = game.apply(ASK_REDEAL)
            assert any(isinstance(e, RedealAsked) for e in events)
            assert game.state.number == 2 and game.dealer == 2
            return
    pytest.fail("no weak hand in 40 deals")


# ----- finding friends --------------------------------------------------------------------


def friends_hand(dealer_hand: str, friend_hand: str) -> Game:
    rules = ruleset("friends_five")
    game = game_with(rules, {0: dealer_hand, 2: friend_hand}, seed=2, dealer=0)
    finish_deal(game)
    keep = set(parse_hand(dealer_hand))
    hand = game.hands[0]
    burial = [c for c in hand if not any(c.rank == k.rank and c.suit == k.suit for k in keep)]
    game.apply(Bury(tuple(burial[:8])))
    game.apply(CallFriends((FriendCall("A", "S", 1),)))
    return game


def play_spade_trick(game: Game, leader_card: Card, friend_card: Card | None) -> list[Event]:
    events = game.apply(PlayCards((leader_card,)))
    rng = random.Random(1)
    while game.state.trick is not None and len(game.state.trick.plays) < 5:
        seat = game.to_act
        if seat == 2 and friend_card is not None and game.check(PlayCards((friend_card,))) is None:
            events += game.apply(PlayCards((friend_card,)))
        else:
            events += game.apply(random_action(game, rng))
    return events


def test_position_24_the_seat_playing_the_called_card_joins_at_once() -> None:
    game = friends_hand("S:K", "S:A")
    friend_ace = next(c for c in game.hands[2] if c.rank_char == "A" and c.suit == "S")
    king = next(c for c in game.hands[0] if c.rank_char == "K" and c.suit == "S")
    events = play_spade_trick(game, king, friend_ace)
    joined = [e for e in events if isinstance(e, FriendJoined)]
    assert joined and joined[0].seat == 2 and 2 in game.dealer_side()
    assert game.view(4).dealer_side == (0, 2)


def test_position_24_the_dealer_playing_the_called_card_finds_nobody() -> None:
    game = friends_hand("S:A", "")
    ace = next(c for c in game.hands[0] if c.rank_char == "A" and c.suit == "S")
    events = play_spade_trick(game, ace, None)
    joined = [e for e in events if isinstance(e, FriendJoined)]
    assert joined and joined[0].seat is None and game.dealer_side() == {0}


def test_a_friend_call_must_name_a_card_that_is_not_trump() -> None:
    rules = ruleset("friends_five")
    game = later_hand(rules, seed=3)
    to_phase(game, "call_friends")
    assert game.trump == Trump("2", None)
    for call, ok in ((FriendCall("A", "S", 1), True), (FriendCall("2", "S", 1), False),
                     (FriendCall("A", "S", 3), False)):
        assert (game.check(CallFriends((call,))) is None) == ok


# ----- 三人竞标 -------------------------------------------------------------------------------


def test_decision_d30_bidding_three_auction_lowest_bidder_deals_and_names_trump() -> None:
    game = new_game(ruleset("bidding_three"), 1, first_bidder=0)
    assert game.phase == "auction" and game.to_act == 0 and len(game.hands[0]) == 34
    assert game.check(Bid(205)) is not None and game.check(Bid(123)) is not None
    game.apply(Bid(150))
    assert game.check(Bid(150)) is not None
    game.apply(Bid(120))
    game.apply(PASS)
    assert game.to_act == 0
    game.apply(PASS)
    assert game.dealer == 1 and game.state.bid == 120 and game.phase == "name_trump"
    assert len(game.hands[1]) == 40
    game.apply(NameTrump("H"))
    assert game.trump == Trump("2", "H") and game.phase == "bury"
    game.apply(Bury(tuple(game.hands[1][:6])))
    assert game.phase == "play" and game.to_act == 1


def test_bidding_three_all_pass_is_a_redeal() -> None:
    game = new_game(ruleset("bidding_three"), 1, first_bidder=2)
    events = game.apply(PASS) + game.apply(PASS) + game.apply(PASS)
    assert any(isinstance(e, Redealt) for e in events) and game.phase == "auction"
    assert game.to_act == 0


def test_decision_d31_bidding_three_throws_only_with_three_cards_or_fewer() -> None:
    game = new_game(ruleset("bidding_three"), 1, first_bidder=0)
    game.apply(Bid(100))
    game.apply(PASS)
    game.apply(PASS)
    game.apply(NameTrump(None))
    game.apply(Bury(tuple(game.hands[0][:6])))
    from game.shengji.trump import order_for

    order = order_for(Trump("2", None), game.rules)
    hand = game.hands[0]
    by_suit: dict[str, list[Card]] = {}
    for card in hand:
        by_suit.setdefault(order.suit_of(card), []).append(card)
    suit = max(by_suit.values(), key=len)
    ranks = {order.index(c): c for c in suit}
    throw = tuple(list(ranks.values())[:2])
    if len({order.index(c) for c in throw}) == 2:
        assert "3 cards or fewer" in (game.check(PlayCards(throw)) or "")


# ----- playing ----------------------------------------------------------------------------


def test_the_dealer_leads_the_first_trick_and_the_winner_leads_the_next() -> None:
    game = later_hand(seed=8, dealer=3)
    to_phase(game, "play")
    assert game.to_act == 3
    rng = random.Random(8)
    for _ in range(4):
        game.apply(random_action(game, rng))
    first = game.state.tricks[0]
    assert first.winner is not None and game.to_act == first.winner


def test_a_play_out_of_turn_or_not_held_is_refused_and_changes_nothing() -> None:
    game = later_hand(seed=8)
    to_phase(game, "play")
    before = game.record()
    with pytest.raises(IllegalAction, match="turn"):
        game.apply(PlayCards((game.hands[1][0],)), 1)
    with pytest.raises(IllegalAction, match="do not hold"):
        game.apply(PlayCards((game.hands[1][0],)))
    with pytest.raises(IllegalAction):
        game.apply(Bury(tuple(game.hands[0][:8])))
    assert game.record() == before


def test_decision_d40_a_failed_throw_plays_the_forced_component_and_shows_the_rest() -> None:
    for seed in range(60):
        game = later_hand(seed=seed)
        to_phase(game, "play")
        from game.shengji.trump import order_for

        assert game.trump is not None
        order = order_for(game.trump, game.rules)
        hand = game.hands[0]
        for suit in "SHCD":
            cards = [c for c in hand if order.suit_of(c) == suit]
            faces = {order.index(c): c for c in cards}
            if len(faces) < 3:
                continue
            throw = tuple(sorted(faces.values(), key=order.index)[:3])
            events = game.apply(PlayCards(throw))
            failed = [e for e in events if isinstance(e, ThrowFailed)]
            if not failed:
                break
            forced = failed[0].forced
            assert game.state.tricks[0].lead == forced
            rest = [c for c in throw if c not in forced]
            assert set(rest) <= set(game.hands[0])
            assert set(rest) <= set(game.view(1).shown[0])
            return
    pytest.fail("no failed throw found")


@pytest.mark.parametrize("named", [True, False])
def test_option_name_throw_blocker(named: bool) -> None:
    rules = ruleset("tractor", name_throw_blocker=named)
    for seed in range(80):
        game = later_hand(rules, seed=seed)
        to_phase(game, "play")
        failed = _try_a_throw(game)
        if failed is None:
            continue
        assert (failed.blocker is not None) == named
        assert ("another player" in failed.reason) != named
        return
    pytest.fail("no failed throw found")


def _try_a_throw(game: Game) -> ThrowFailed | None:
    from game.shengji.trump import order_for

    assert game.trump is not None
    order = order_for(game.trump, game.rules)
    for suit in "SHCD":
        faces = {order.index(c): c for c in game.hands[0] if order.suit_of(c) == suit}
        if len(faces) >= 3:
            throw = tuple(sorted(faces.values(), key=order.index)[:3])
            events = game.apply(PlayCards(throw))
            return next((e for e in events if isinstance(e, ThrowFailed)), None)
    return None


def test_option_throw_penalty_is_charged_to_the_thrower() -> None:
    rules = ruleset("tractor", throw_penalty="ten_per_card")
    for seed in range(80):
        game = later_hand(rules, seed=seed)
        to_phase(game, "play")
        failed = _try_a_throw(game)
        if failed is None:
            continue
        returned = len(failed.attempted) - len(failed.forced)
        assert failed.penalty == 10 * returned == game.state.penalties_by_seat[0]
        return
    pytest.fail("no failed throw found")


def test_game_new_game_and_replay_play_tractor_modes() -> None:
    game = core.new_game(TRACTOR, 3)
    assert isinstance(game, Game)
    play_out(game, random.Random(3))
    again = core.replay(game.record())
    assert isinstance(again, Game) and again.result == game.result


def test_cards_dealt_are_seen_only_by_their_receiver() -> None:
    game = new_game(ruleset("friends_five"), 2)
    events = list(game.initial_events)
    rng = random.Random(2)
    while not game.over:
        events.extend(game.apply(random_action(game, rng)))
    for seat in range(5):
        for event in visible_to(events, seat):
            if isinstance(event, CardDealt) and event.card is not None:
                assert event.seat == seat
            if isinstance(event, KittyTaken | KittyBuried) and event.cards:
                assert event.seat == seat


def test_a_view_never_holds_another_seats_hand() -> None:
    game = new_game(TRACTOR, 9)
    rng = random.Random(9)
    while not game.over:
        for seat in range(4):
            view = game.view(seat)
            assert list(view.hand) == sorted(game.hands[seat], key=lambda c: view.hand.index(c))
            others = {c for s in range(4) if s != seat for c in game.hands[s]}
            shown = {c for cards in view.shown.values() for c in cards}
            assert not (set(view.hand) & others)
            assert others >= {c for s, cards in view.shown.items() if s != seat for c in cards}
            assert shown <= {c for h in game.hands for c in h}
        game.apply(random_action(game, rng))


def test_the_view_tells_trump_levels_tricks_and_points() -> None:
    game = later_hand(seed=4, levels=("5", "9", "5", "9"))
    play_out(game, random.Random(4))
    view = game.view(1)
    assert view.trump == game.trump and view.levels == ("5", "9", "5", "9") and view.level == "5"
    assert sum(t.points for t in view.tricks) == sum(view.points_taken)
    assert view.catchers_points + view.dealer_side_points == sum(view.points_taken)
    assert view.result is game.result


def test_abandon_loses_the_hand_for_the_leavers_side_and_replays() -> None:
    game = later_hand(seed=5, dealer=1)
    to_phase(game, "play")
    game.abandon(3)
    result = game.result
    assert game.over and result is not None
    assert result.side == "catchers" and result.amount == 3 and result.winners == (0, 2)
    assert any("left" in note for note in result.notes)
    assert core.replay(game.record()).result == result
    with pytest.raises(IllegalAction, match="over"):
        game.abandon(0)


def test_abandon_by_a_catcher_gives_the_dealer_side_three_levels() -> None:
    game = later_hand(seed=5, dealer=1)
    game.abandon(0)
    assert game.result is not None and game.result.levels_after == ("2", "5", "2", "5")


def test_abandon_before_a_dealer_exists_makes_the_next_seat_deal() -> None:
    game = new_game(TRACTOR, 5)
    game.abandon(2)
    assert game.result is not None and game.result.dealer == 3 and game.result.winners == (1, 3)
