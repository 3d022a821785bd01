"""Three players, two decks, 帝主: ``emperor`` (docs/doudizhu-modes.md §6)."""

from __future__ import annotations

import doctest
import importlib
import random
from itertools import combinations

import pytest

from game import Bid, IllegalAction, Keep, beats, classify, legal_plays, new_game, ruleset
from game.cards import Card
from game.doudizhu.actions import parse_action
from game.doudizhu.events import KittyKept, KittyRevealed, LandlordChosen
from game.doudizhu.game import Game
from game.doudizhu.patterns import doubles, min_chain
from game.doudizhu.view import PHASE_BIDDING, PHASE_KEEP, PHASE_PLAY
from game.events import Redealt, visible_to
from game.plays import Play
from game.record import replay
from tests.modes_support import (
    cards_seen,
    check_classify_matches_reference,
    fixed_game,
    script,
)

EMPEROR = ruleset("emperor")


def _play(cards: str) -> Play:
    readings = classify(cards, EMPEROR)
    assert len(readings) == 1, f"{cards} reads {readings}"
    return readings[0]


def test_rule_emperor_deals_34_each_and_a_kitty_of_6_shown_to_the_emperor_only() -> None:
    game = fixed_game(EMPEROR, [], landlord=None)
    assert [len(hand) for hand in game.hands] == [34] * 3 and len(game.kitty) == 6
    game.apply(Bid(0))
    events = game.apply(Bid(3))
    assert game.landlord == 1 and game.phase == PHASE_KEEP and game.to_act == 1
    for seat in range(3):
        chosen = [e for e in visible_to(events, seat) if isinstance(e, LandlordChosen)]
        assert [e.kitty for e in chosen] == [tuple(game.kitty) if seat == 1 else ()]
        assert game.view(seat).kitty == (tuple(game.kitty) if seat == 1 else None)


def test_decision_bidding_points_a_three_ends_it_and_all_pass_redeals() -> None:
    game = fixed_game(EMPEROR, [], landlord=None)
    assert game.phase == PHASE_BIDDING and game.legal_actions() == [Bid(0), Bid(1), Bid(2),
                                                                     Bid(3)]
    events = [e for _ in range(3) for e in game.apply(Bid(0))]
    assert Redealt("no_bid") in events and game.deal_number == 2
    assert set(EMPEROR.option_choices()) == {"first_bidder", "bomb_doubles"}


# ----- the keep phase ----------------------------------------------------------------------


def _at_keep(hands: list[str] | None = None, kitty: str = "") -> Game:
    game = fixed_game(EMPEROR, hands or [], kitty)
    assert game.phase == PHASE_KEEP and game.to_act == 0
    return game


def test_decision_the_emperor_may_keep_any_of_the_kitty_none_to_all() -> None:
    game = _at_keep()
    kitty = list(game.kitty)
    assert len(game.hands[0]) == 40 and game.view(0).kitty == tuple(kitty)
    expected = {Keep(chosen) for n in range(7) for chosen in combinations(kitty, n)}
    assert set(game.legal_actions()) == expected and len(expected) == 64


@pytest.mark.parametrize("keep", [0, 2, 6])
def test_decision_the_emperor_keeps_and_discards_the_rest_unseen(keep: int) -> None:
    game = _at_keep()
    kitty = list(game.kitty)
    kept, discarded = kitty[:keep], set(kitty[keep:])
    events = game.apply(Keep(tuple(kept)))
    assert game.phase == PHASE_PLAY and game.to_act == 0
    assert len(game.hands[0]) == 34 + keep and set(kept) <= set(game.hands[0])
    assert not discarded & set(game.hands[0]) and set(game.state.discarded) == discarded
    for seat in range(3):
        notices = [e for e in visible_to(events, seat) if isinstance(e, KittyKept)]
        audience = frozenset({0}) if seat == 0 else frozenset({1, 2})
        shown = tuple(sorted(kept)) if seat == 0 else ()
        assert notices == [KittyKept(0, shown, keep, audience=audience)]
    rng = random.Random(keep)
    while True:
        for seat in range(3):
            view = game.view(seat)
            seen = set(view.hand) | set(view.kitty or ()) | {
                c for cards in view.history_cards for c in cards}
            assert not seen & discarded, "no view shows the discards"
        if game.over:
            break
        events.extend(game.apply(rng.choice(game.legal_actions())))
    assert not cards_seen(events) & discarded
    assert [e for e in events if isinstance(e, KittyRevealed)] == [
        KittyRevealed(tuple(sorted(kept)))
    ]


def test_decision_keeping_a_card_not_in_the_kitty_is_refused_with_a_reason() -> None:
    game = _at_keep()
    not_kitty = game.hands[0][0]
    with pytest.raises(IllegalAction, match="not in the kitty"):
        game.apply(Keep((not_kitty,)))
    with pytest.raises(IllegalAction, match="named twice"):
        game.apply(Keep((game.kitty[0], game.kitty[0])))
    with pytest.raises(IllegalAction, match="not in the kitty"):
        game.apply(Keep((Card.parse("3S''"),)))
    assert game.phase == PHASE_KEEP and len(game.hands[0]) == 40


def test_decision_the_keep_choice_is_recorded_and_replays() -> None:
    game = _at_keep()
    keep = Keep(tuple(game.kitty[1:4]))
    assert parse_action(str(keep)) == keep and parse_action("keep none") == Keep(())
    game.apply(keep)
    again = replay(game.record())
    assert again.hands == game.hands and again.state.discarded == game.state.discarded


# ----- the sixteen kinds, each at least twice, and what is not one --------------------------

KINDS = [
    ("single", ["3", "R"], ["BR"]),
    ("straight", ["34567", "3456789TJQKA"], ["3456", "TJQKA2"]),
    ("pair", ["33", "BB"], ["3B"]),
    ("pair_chain", ["33445566", "99TTJJQQKKAA"], ["334455", "KKAA22"]),
    ("trio", ["333", "222"], ["BBR"]),
    ("trio_chain", ["333444555", "TTTJJJQQQKKK"], ["333444", "KKKAAA222"]),
    ("trio_pair", ["33344", "222BB"], ["3334", "333444"]),
    ("airplane_pair", ["333444555667788", "QQQKKKAAA22BB33"],
     ["33344455566", "3334445566", "333444555666777"]),
    ("four", ["3333", "2222"], ["33334"]),
    ("four_chain", ["33334444", "JJJJQQQQKKKK"], ["33335555", "AAAA2222"]),
    ("four_trio", ["3333444", "2222333"], ["333344", "3333444455"]),
    ("carrier", ["33334444555666", "TTTTJJJJ333222"], ["33334444555", "3333555666"]),
    ("dress", ["333344455", "2222AAABB"], ["33334445", "3333444556"]),
    ("spaceship", ["333344445556667788", "9999TTTTJJJQQQ3355"],
     ["33334444555777 6688", "33334444555666 77"]),
    ("bomb", ["33333", "22222222"], []),
    ("heaven_bomb", ["BBRR", "RRBB"], ["BBRRR"]),
]


@pytest.mark.parametrize(("kind", "examples", "not_examples"), KINDS, ids=[k[0] for k in KINDS])
def test_rule_the_sixteen_kinds(kind: str, examples: list[str], not_examples: list[str]) -> None:
    for cards in examples:
        assert _play(cards).kind == kind, cards
    for cards in not_examples:
        assert all(play.kind != kind for play in classify(cards, EMPEROR)), cards


def test_rule_pair_chains_from_four_pairs_trio_chains_and_airplanes_from_three() -> None:
    assert [min_chain(k, EMPEROR) for k in ("pair_chain", "trio_chain", "airplane_pair")] == [
        4, 3, 3,
    ]
    assert min_chain("four_chain", EMPEROR) == 2 and min_chain("straight", EMPEROR) == 5


def test_rule_chains_never_hold_a_two_or_a_joker() -> None:
    for cards in ("TJQKA2", "QQKKAA22", "KKKAAA222", "AAAA2222", "AAAA22223344"):
        assert classify(cards, EMPEROR) == []


@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [
        ("44444", "33333"), ("333333", "22222"), ("33333333", "2222222"), ("BBRR", "22222222"),
        ("33333", "2222"), ("33333", "333344445556667788"), ("4444", "3333"),
        ("44445555", "33334444"), ("4444333", "3333222"), ("4444333BB", "333322255"),
        ("444455556667772288", "333344445556667788"), ("44445555666777", "33334444555666"),
    ],
)
def test_rule_comparison_same_kind_and_size_by_key_bombs_by_length_then_rank(
    stronger: str, weaker: str
) -> None:
    if not classify(weaker, EMPEROR) or not classify(stronger, EMPEROR):
        pytest.fail(f"{stronger} or {weaker} is not a play")
    assert beats(_play(stronger), _play(weaker), EMPEROR)
    assert not beats(_play(weaker), _play(stronger), EMPEROR)


def test_rule_a_four_is_not_a_bomb() -> None:
    four = _play("2222")
    assert not four.is_bomb and not doubles(four, EMPEROR)
    assert not beats(four, _play("333"), EMPEROR) and not beats(four, _play("3"), EMPEROR)
    assert doubles(_play("33333"), EMPEROR) and doubles(_play("BBRR"), EMPEROR)


def test_rule_spaceship_compares_by_the_four_chain_then_the_trio_chain() -> None:
    low = _play("333344445556667788")
    higher_trios = _play("33334444666777" "5599")
    higher_fours = _play("44445555666777" "3399")
    assert beats(higher_trios, low, EMPEROR) and not beats(low, higher_trios, EMPEROR)
    assert beats(higher_fours, higher_trios, EMPEROR)
    assert not beats(_play("333344445556667799"), low, EMPEROR), "wings never matter"


# ----- scores -------------------------------------------------------------------------------

EMPEROR_HAND = "3456789TJQKA" "33334444555666" "77778888"


def test_decision_scoring_as_classic_emperor_two_base_every_bomb_and_spring_double() -> None:
    game = _at_keep([EMPEROR_HAND], "BBRR22")
    game.apply(Keep(tuple(game.kitty)))
    script(game, ["3456789TJQKA", None, None, "33334444555666", None, None, "77778888", None,
                  None, "22", None, None, "BBRR"])
    result = game.result
    assert result is not None and result.spring and result.multiplier == 4
    assert result.scores == (8, -4, -4)


def test_decision_discarded_cards_are_out_of_the_hand() -> None:
    game = _at_keep([EMPEROR_HAND], "BBRR22")
    game.apply(Keep(()))
    script(game, ["3456789TJQKA", None, None, "33334444555666", None, None, "77778888"])
    assert game.result is not None and game.result.scores == (4, -2, -2)


def test_decision_rebels_win_with_anti_spring() -> None:
    rebel = "3456789TJQKA" "9999TTTTJJJQQQ3355" "2222"
    game = _at_keep(["AAAA", rebel])
    game.apply(Keep(()))
    script(game, ["AAAA", "2222", None, None, "3456789TJQKA", None, None,
                  "9999TTTTJJJQQQ3355"])
    result = game.result
    assert result is not None and not result.landlord_won and result.anti_spring
    assert result.scores == (-4, 2, 2)


# ----- properties -------------------------------------------------------------------------


def test_generated_big_plays_agree_with_the_reference() -> None:
    """Spaceships, carriers and long airplanes from large hands read as the reference says."""
    rng = random.Random(3)
    for seed in range(20):
        game = new_game(EMPEROR, seed)
        hand = "".join(c.rank_char for c in game.hands[seed % 3])
        plays = legal_plays(hand, None, EMPEROR)
        for play in rng.sample(plays, min(60, len(plays))):
            check_classify_matches_reference(EMPEROR, play.cards)


@pytest.mark.parametrize(
    "module",
    ["game.doudizhu.emperor_patterns", "game.doudizhu.multideck", "game.doudizhu.patterns"],
)
def test_the_examples_in_the_docstrings_hold(module: str) -> None:
    assert doctest.testmod(importlib.import_module(module)).failed == 0
