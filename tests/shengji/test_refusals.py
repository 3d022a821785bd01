"""Bad input, one test per kind: every refusal says why in a player's words and changes
nothing; a malformed hand record or match save names the field (issue 13, "Bad input")."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from game import replay
from game.errors import IllegalAction, InvalidSetting
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
from game.shengji.cards import parse_hand
from game.shengji.game import Game, new_game
from game.shengji.match import replay_match
from game.shengji.trump import Trump
from tests.shengji.deals import deal_until, game_with
from tests.shengji.test_flow_hand import later_hand, to_phase
from tests.shengji.test_match import played_match
from tests.shengji.trick_rules import rules as trick_rules

TRACTOR = ruleset("tractor")


def refused(game: Game, action: Any, seat: int | None = None) -> str:
    """The refusal's words; the hand is checked to be unchanged."""
    before = (copy.deepcopy(game.state.hands), game.action_log, game.phase, game.to_act)
    with pytest.raises(IllegalAction) as error:
        game.apply(action, seat)
    assert (game.state.hands, game.action_log, game.phase, game.to_act) == before
    assert game.check(action, seat) == error.value.reason
    return error.value.reason


# ----- trick rules (the public functions) -----------------------------------------------------


def test_refusal_lead_mixing_suits_names_each_group() -> None:
    from game.shengji import lead_error

    reason = lead_error("H:77A", "H:77A S:3", Trump("7", None), trick_rules())
    assert reason == "a lead must be all of one suit: ♥77 are trumps, ♥A is a heart"


def test_refusal_failed_throw_names_the_blocker_and_the_forced_play() -> None:
    from game.shengji import judge_throw

    verdict = judge_throw("S:AK", ["", "S:A", ""], Trump("2", "H"), trick_rules())
    assert verdict is not None
    assert verdict.reason == "your throw fails: the player opposite you can beat ♠K — you play ♠K"


def test_refusal_follow_names_the_pair_to_play() -> None:
    from game.shengji import follow_error

    reason = follow_error("S:K5", "S:K995 H:3", "S:QQ", Trump("2", "H"), trick_rules())
    assert reason == "you hold a pair of spades (♠99) and must play it"


def test_refusal_follow_names_the_suit_to_follow() -> None:
    from game.shengji import follow_error

    trump, rules = Trump("2", "H"), trick_rules()
    reason = follow_error("H:3", "S:K9 H:3", "S:Q", trump, rules)
    assert reason == "you must play 1 of your 2 spades"
    reason = follow_error("S:K H:3", "S:K9 H:3", "S:QQ", trump, rules)
    assert reason == "you must play all your spades: you hold 2"


# ----- the hand's phases ----------------------------------------------------------------------


def test_refusal_out_of_turn_says_whose_turn_it_is() -> None:
    game = later_hand()
    to_phase(game, "bury")
    reason = refused(game, Bury(tuple(game.hands[1][:8])), seat=1)
    assert reason == "it is not your turn: seat 0 is to act"


def test_refusal_declaring_equal_strength_names_the_standing_declaration() -> None:
    game = game_with(TRACTOR, {1: "H:2", 3: "S:22"})
    deal_until(game, 1, 1)
    game.apply(Declare(tuple(parse_hand("H:2"))), 1)
    deal_until(game, 3, 2)
    single = tuple(c for c in game.hands[3] if c.rank_char == "2" and c.suit == "S")[:1]
    assert refused(game, Declare(single), 3) == "♠2 is not stronger than the standing ♥2"
    game.apply(Declare(tuple(c for c in game.hands[3] if c.rank_char == "2"
                             and c.suit == "S")[:2]), 3)
    reason = refused(game, Declare(tuple(c for c in game.hands[1] if c.rank_char == "2"
                                          and c.suit == "H")[:1]), 1)
    assert reason == "♥2 is not stronger than the standing ♠22"


def test_refusal_four_deck_declaration_never_shows_the_hidden_suit() -> None:
    rules = ruleset("tractor_four_decks")
    game = game_with(rules, {1: "H:33", 2: "S:33"})
    deal_until(game, 1, 2)
    hearts = tuple(c for c in game.hands[1] if c.rank_char == "3" and c.suit == "H")[:2]
    game.apply(Declare(hearts), 1)
    deal_until(game, 2, 2)
    spades = tuple(c for c in game.hands[2] if c.rank_char == "3" and c.suit == "S")[:2]
    reason = refused(game, Declare(spades), 2)
    assert reason == "♠33 is not stronger than the standing declaration of 2 cards"
    assert "♥" not in reason


def test_refusal_declaring_a_card_not_received_yet() -> None:
    game = new_game(TRACTOR, 3)
    absent = next(c for c in parse_hand("S:2 H:2 C:2 D:2") if c not in game.hands[0])
    reason = refused(game, Declare((absent,)), 0)
    assert reason.startswith("you do not hold ")


def test_refusal_burying_the_wrong_number_of_cards() -> None:
    game = later_hand()
    to_phase(game, "bury")
    reason = refused(game, Bury(tuple(game.hands[0][:7])))
    assert reason == "bury exactly 8 different cards: you chose 7"
    assert refused(game, PASS) == "bury 8 cards first"


def test_refusal_playing_a_card_not_held_shows_it() -> None:
    game = later_hand()
    to_phase(game, "play")
    absent = next(c for c in game.hands[1] if c not in game.hands[0])
    reason = refused(game, PlayCards((absent,)))
    assert reason.startswith("you do not hold ") and str(absent) not in reason


def test_refusal_a_bid_that_is_not_lower() -> None:
    game = new_game(ruleset("bidding_three"), 2)
    game.apply(Bid(150))
    assert refused(game, Bid(150)) == ("bid lower than the standing 150, in steps of 5, "
                                       "or pass; 150 is not")
    assert "multiple of 5" in refused(new_game(ruleset("bidding_three"), 2), Bid(123))


def test_refusal_naming_trump_in_the_wrong_phase() -> None:
    game = new_game(ruleset("bidding_three"), 2)
    reason = refused(game, NameTrump("S"))
    assert reason == "bid a target for the catchers, or pass"


def test_refusal_a_friend_call_of_a_trump_card() -> None:
    game = later_hand(ruleset("friends_five"), dealer=0)
    to_phase(game, "call_friends")
    assert game.trump is not None
    level_card = FriendCall(game.level, "S", 1) if game.level != "2" else FriendCall("2", "S", 1)
    reason = refused(game, CallFriends((level_card,)))
    assert "is trump this hand" in reason
    assert refused(game, CallFriends(())) == "call exactly one friend"
    assert refused(game, PASS) == "call your friends first"


def test_refusal_a_friend_call_beyond_the_decks() -> None:
    game = later_hand(ruleset("friends_five"), dealer=0)
    to_phase(game, "call_friends")
    plain = "S" if game.trump is None or game.trump.suit != "S" else "H"
    reason = refused(game, CallFriends((FriendCall("A", plain, 3),)))
    assert reason.startswith("call the 1st to the 2nd") and "not the 3rd" in reason


def test_refusal_weak_hand_phase_says_what_it_asks() -> None:
    rules = ruleset("tractor", redeal_weak_hand=True)
    for seed in range(40):
        game = later_hand(rules, seed=seed)
        while game.phase in ("dealing", "final_round"):
            game.apply(PASS)
        while game.phase == "weak_hand" and ASK_REDEAL not in (game.legal_actions() or []):
            game.apply(PASS)  # a strong catcher is asked too, and may only pass
        if game.phase == "weak_hand":
            reason = refused(game, Bid(100))
            assert reason == "you cannot do that now: ask for a new deal if your hand is " \
                             "weak, or pass to play it"
            assert game.check(ASK_REDEAL) is None
            return
    raise AssertionError("no weak hand in 40 deals")


def test_refusal_after_the_hand_is_over() -> None:
    from tests.shengji.players import play_out

    game = later_hand()
    play_out(game, random.Random(1))
    with pytest.raises(IllegalAction, match="the hand is over"):
        game.apply(PASS)


# ----- records and saves ----------------------------------------------------------------------


def _hand_record() -> dict[str, Any]:
    from tests.shengji.players import play_out

    game = later_hand()
    play_out(game, random.Random(2))
    return game.record()


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"ruleset": "no_such_mode"}, "ruleset"),
        ({"actions": "0 pass"}, "actions"),
        ({"deck": 17}, "deck"),
        ({"deck": "AS AS AS"}, "deck"),
        ({"levels": ["2", "2", "2", "Z"]}, "levels[3]"),
        ({"dealer": True}, "dealer"),
        ({"first_bidder": "1"}, "first_bidder"),
        ({"version": True}, "version"),
    ],
)
def test_refusal_malformed_hand_record_names_the_field(change: dict[str, Any], field: str) -> None:
    record = _hand_record()
    record.update(change)
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == field


def test_refusal_hand_record_missing_its_seed() -> None:
    record = _hand_record()
    del record["seed"]
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == "seed"


@pytest.mark.parametrize("entry", [17, "9 pass", "0 dance", "x pass", "0 levels 1"])
def test_refusal_a_bad_action_entry_names_its_index(entry: object) -> None:
    record = _hand_record()
    record["actions"][2] = entry
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == "record action 2"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"first_bidder": 9}, "first_bidder"),
        ({"levels": "2222"}, "levels"),
        ({"seed": None}, "seed"),
        ({"format": None}, "format"),
    ],
)
def test_refusal_malformed_match_save_names_the_field(change: dict[str, Any], field: str) -> None:
    record = played_match(hands=2).record()
    record.update(change)
    with pytest.raises(InvalidSetting) as error:
        replay_match(record)
    assert error.value.field == field


def test_refusal_match_save_with_a_hand_that_is_not_a_list() -> None:
    record = played_match(hands=2).record()
    record["hands"][1] = "0 pass"
    with pytest.raises(InvalidSetting) as error:
        replay_match(record)
    assert error.value.field == "hands[1]"


def test_refusal_match_save_with_an_entry_that_is_not_text() -> None:
    record = played_match(hands=2).record()
    record["hands"][0][4] = None
    with pytest.raises(InvalidSetting) as error:
        replay_match(record)
    assert error.value.field == "hands[0][4]"


# ----- malformed input from a caller (issue 35 §3) -----------------------------------------


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Declare(("2S",)), "a card of Declare is a Card"),  # type: ignore[arg-type]
        (Declare(None), "the cards of Declare are a tuple of Card"),  # type: ignore[arg-type]
        (PlayCards(("AS",)), "a card of PlayCards is a Card"),  # type: ignore[arg-type]
        (PlayCards(None), "the cards of PlayCards are a tuple of Card"),  # type: ignore[arg-type]
        (Bury(None), "the cards of Bury are a tuple of Card"),  # type: ignore[arg-type]
        (Bid("60"), "the value of Bid is a whole number"),  # type: ignore[arg-type]
        (NameTrump("SH"), "the trump suit is S, H, C, D or None"),
        ("pass", "is not a Tractor action"),
    ],
)
def test_refusal_a_malformed_action_object_is_an_illegal_action(
    action: Any, words: str | None
) -> None:
    game = new_game(TRACTOR, 3)
    reason = refused(game, action)
    assert words is None or reason.startswith(words) or words in reason, reason


def test_refusal_a_suitless_card_is_not_a_tractor_card() -> None:
    from game.cards import Card

    game = new_game(TRACTOR, 3)
    assert "has no suit" in refused(game, Declare((Card(0),)))


@pytest.mark.parametrize("text", ["bid ²", "share ²", "levels 1 ²", "friends ²:AS"])
def test_refusal_other_digits_in_an_action_say_what_was_expected(text: str) -> None:
    from game.shengji.actions import parse_action

    with pytest.raises(ValueError, match="plain ASCII") as error:
        parse_action(text)
    assert "invalid literal" not in str(error.value)


@pytest.mark.parametrize("entry", ["² pass", "1 pass extra", "1  pass", "1 pass "])
def test_refusal_a_record_entry_with_other_digits_or_trailing_words(entry: str) -> None:
    record = _hand_record()
    record["actions"][0] = entry
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == "record action 0"
    assert "invalid literal" not in str(error.value)


@pytest.mark.parametrize("seed", ["x", 1.5, None, [1], True])
def test_refusal_a_match_seed_that_is_not_an_integer(seed: object) -> None:
    from game.shengji.match import Match

    with pytest.raises(InvalidSetting) as error:
        Match(TRACTOR, seed)  # type: ignore[arg-type]
    assert error.value.field == "seed"


def test_refusal_a_hand_of_a_hundred_thousand_cards_names_its_length() -> None:
    with pytest.raises(ValueError, match="too long"):
        parse_hand("3S " * 100_000)


def test_refusal_more_copies_of_a_card_than_any_game_has() -> None:
    with pytest.raises(ValueError, match="more than 4 copies of 3S"):
        parse_hand("3S " * 5)
    with pytest.raises(ValueError, match="deck marks"):
        parse_hand("3S" + "'" * 1000)
