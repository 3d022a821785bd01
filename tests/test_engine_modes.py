"""One engine for every mode: modes declared only in this test play, score and replay.

A four-seat two-deck mode with a hidden kitty and a five-seat mode with a hidden
ally are registered here and nowhere else; the engine must deal, bid, play and
settle them from their declarations alone, and never show a seat what it may
not see.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game import new_game, replay
from game.cards import new_deck
from game.doudizhu.actions import CallAlly
from game.doudizhu.events import AllyKnown, AllyRevealed, KittyRevealed, LandlordChosen
from game.doudizhu.game import Game
from game.doudizhu.ruleset import TEAMS_HIDDEN_ALLY, DoudizhuRules
from game.doudizhu.view import PHASE_ALLY
from game.events import Event, visible_to
from game.rules import Ruleset, Table, register, unregister

FOUR = DoudizhuRules(
    "test_four_seats",
    table=Table(seats=4, decks=2, hand_size=25, kitty_size=8, kitty_seen_by="landlord"),
    phases=("deal", "bid", "kitty", "play"),
    choices=(("bomb_doubles", ("every", "beating_only")),),
)
FIVE = DoudizhuRules(
    "test_five_seats",
    table=Table(seats=5, decks=2, hand_size=21, kitty_size=3),
    teams=TEAMS_HIDDEN_ALLY,
    phases=("deal", "bid", "kitty", "ally", "play"),
    choices=(),
)


@pytest.fixture(autouse=True)
def _registered() -> Iterator[None]:
    register(FOUR)
    register(FIVE)
    yield
    unregister(FOUR.name)
    unregister(FIVE.name)


def _play_randomly(game: Game, rng: random.Random) -> list[Event]:
    events = list(game.initial_events)
    while not game.over:
        events.extend(game.apply(rng.choice(game.legal_actions())))
    return events


@pytest.mark.parametrize("rules", [FOUR, FIVE], ids=lambda r: r.name)
def test_a_declared_mode_plays_300_random_hands_to_a_score_and_replays(rules: Ruleset) -> None:
    for seed in range(300):
        game = new_game(rules, seed)
        _play_randomly(game, random.Random(seed))
        assert game.result is not None and sum(game.result.scores) == 0
        assert any(score != 0 for score in game.result.scores)
        again = replay(game.record())
        assert again.result == game.result
        assert again.hands == game.hands and again.history == game.history


def test_two_deck_deal_uses_every_card_and_tells_the_copies_apart() -> None:
    game = new_game(FOUR, 3)
    dealt = [card for hand in game.hands for card in hand] + list(game.kitty)
    assert sorted(dealt) == sorted(new_deck(2)) and len(set(dealt)) == 108
    assert all(len(hand) == 25 for hand in game.hands) and len(game.kitty) == 8
    texts = {str(card) for card in dealt}
    assert len(texts) == 108, "a card's text must name its deck copy"


def test_a_hidden_kitty_never_reaches_a_farmers_view_or_events_before_the_end() -> None:
    for seed in range(30):
        game = new_game(FOUR, seed)
        rng = random.Random(seed)
        events = list(game.initial_events)
        views = []
        while not game.over:
            views.extend(game.view(seat) for seat in range(FOUR.seats))
            events.extend(game.apply(rng.choice(game.legal_actions())))
        landlord = game.landlord
        assert landlord is not None
        for seat in range(FOUR.seats):
            seen = visible_to(events, seat)
            chosen = [e for e in seen if isinstance(e, LandlordChosen)]
            assert len(chosen) == 1
            if seat == landlord:
                assert chosen[0].kitty == tuple(game.kitty)
            else:
                assert chosen[0].kitty == ()
                assert all(view.kitty is None for view in views if view.seat == seat)
            assert game.view(seat).kitty == tuple(game.kitty), "shown to all once the hand ends"
        assert [e for e in events if isinstance(e, KittyRevealed)] == [
            KittyRevealed(tuple(game.kitty))
        ]


def _game_at_play_with_ally(seed: int) -> tuple[Game, random.Random]:
    """A five-seat hand just after the landlord named an ally card (not alone)."""
    rng = random.Random(seed)
    game = new_game(FIVE, seed)
    while game.phase != PHASE_ALLY:
        game.apply(rng.choice(game.legal_actions()))
    call = next(a for a in game.legal_actions() if isinstance(a, CallAlly) and a.card)
    game.apply(call)
    return game, rng


def test_hidden_ally_is_known_only_to_itself_until_revealed() -> None:
    checked = 0
    for seed in range(40):
        game, rng = _game_at_play_with_ally(seed)
        ally, landlord = game.state.ally, game.landlord
        assert ally is not None and landlord is not None and ally != landlord
        events: list[Event] = []
        while not game.over and not game.state.ally_revealed:
            for seat in range(FIVE.seats):
                view = game.view(seat)
                if seat == ally:
                    assert view.teammates() == [landlord]
                else:
                    assert ally not in view.teammates()
                    assert view.side_of(ally) is None
            events.extend(game.apply(rng.choice(game.legal_actions())))
            checked += 1
        known = [e for e in events if isinstance(e, AllyKnown)]
        assert not known, "AllyKnown is sent when the card is named, never later"
        revealed = [e for e in events if isinstance(e, AllyRevealed)]
        assert revealed and revealed[0].seat == ally and revealed[0].audience is None
        for seat in range(FIVE.seats):
            assert game.view(seat).side_of(ally) == "landlord"
    assert checked > 100


def test_hidden_ally_learns_its_role_by_an_event_only_it_may_see() -> None:
    rng = random.Random(5)
    game = new_game(FIVE, 5)
    while game.phase != PHASE_ALLY:
        game.apply(rng.choice(game.legal_actions()))
    call = next(a for a in game.legal_actions() if isinstance(a, CallAlly) and a.card)
    events = game.apply(call)
    ally = game.state.ally
    assert ally is not None
    for seat in range(FIVE.seats):
        secret = [e for e in visible_to(events, seat) if isinstance(e, AllyKnown)]
        assert secret == ([AllyKnown(ally, audience=frozenset({ally}))] if seat == ally else [])


def test_hidden_ally_card_must_be_held_exactly_once_by_the_landlord() -> None:
    game, _ = _game_at_play_with_ally(11)
    record = game.record()
    again = replay(record, upto=len(record["actions"]) - 1)  # type: ignore[arg-type]
    landlord_hand = again.hands[again.landlord]
    for action in again.legal_actions():
        assert isinstance(action, CallAlly)
        if action.card is not None:
            same = [c for c in landlord_hand if (c.rank, c.suit) == (action.card.rank,
                                                                     action.card.suit)]
            assert len(same) == 1


def test_hidden_ally_scores_zero_sum_with_ally_taking_one_share() -> None:
    seen_alone = seen_ally = 0
    for seed in range(300):
        game = new_game(FIVE, seed)
        _play_randomly(game, random.Random(seed))
        result = game.result
        assert result is not None and result.landlord is not None
        scores = result.scores
        if game.state.alone:
            seen_alone += 1
            farmers = [s for s in range(5) if s != result.landlord]
            assert scores[result.landlord] == -4 * scores[farmers[0]]
            assert ("alone", 2) in result.factors
        elif game.state.ally is not None:
            seen_ally += 1
            farmers = [s for s in range(5) if s not in (result.landlord, game.state.ally)]
            amount = scores[game.state.ally]
            assert scores[result.landlord] == 2 * amount
            assert all(scores[f] == -amount for f in farmers)
    assert seen_alone and seen_ally
