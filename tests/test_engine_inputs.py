"""Bad input to the engine gets one clear ``ValueError`` naming the field and changes nothing.

Also: module-level caches never let code holding one seat's view read back
another seat's cards, and the shared pieces (cards, kinds, rulesets) carry the
facts every mode needs.
"""

from __future__ import annotations

import copy
import functools
import importlib
import pkgutil
import random
from typing import Any

import pytest

import game
from game import IllegalAction, InvalidSetting, new_game, replay, ruleset
from game.cards import Card, format_cards, new_deck, parse_cards
from game.doudizhu.ruleset import DoudizhuRules
from game.kinds import KINDS
from game.rules import Table


def _finished_record(seed: int = 4, mode: str = "classic") -> dict[str, Any]:
    g = new_game(ruleset(mode), seed)
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.choice(g.legal_actions()))
    return g.record()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seed", "7"), ("seed", None), ("seed", 1.5), ("seed", True),
        ("first_bidder", 3), ("first_bidder", -1), ("first_bidder", "0"), ("first_bidder", True),
        ("landlord", 3), ("landlord", -2), ("landlord", 1.0),
    ],
)
def test_new_game_refuses_a_bad_start_option_naming_it(field: str, value: object) -> None:
    kwargs: dict[str, Any] = {"seed": 1}
    kwargs[field] = value
    seed = kwargs.pop("seed")
    with pytest.raises(InvalidSetting) as raised:
        new_game(ruleset("classic"), seed, **kwargs)
    assert raised.value.field == field and field in str(raised.value)


@pytest.mark.parametrize("deck", ["3S4S", [1, 2, 3], new_deck()[:-1], [*new_deck()[:-1], Card(0)]])
def test_new_game_refuses_a_bad_deck(deck: object) -> None:
    with pytest.raises(InvalidSetting) as raised:
        new_game(ruleset("classic"), 1, deck=deck)  # type: ignore[arg-type]
    assert raised.value.field == "deck"


def test_new_game_refuses_something_that_is_not_a_ruleset() -> None:
    with pytest.raises(InvalidSetting) as raised:
        new_game("classic", 1)  # type: ignore[arg-type]
    assert raised.value.field == "rules"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"seed": "x"}, "seed"),
        ({"seed": [1]}, "seed"),
        ({"first_bidder": 5}, "first_bidder"),
        ({"first_bidder": "a"}, "first_bidder"),
        ({"landlord": -1}, "landlord"),
        ({"deck": 12}, "deck"),
        ({"deck": "3S3S"}, "deck"),
        ({"deck": "Z"}, "deck"),
        ({"version": 99}, "version"),
        ({"version": "1"}, "version"),
        ({"format": "chess"}, "format"),
        ({"ruleset": "nonsense"}, "ruleset"),
        ({"ruleset": 3}, "ruleset"),
        ({"options": {"bidding": "auction"}}, "options"),
        ({"options": {"colour": "red"}}, "options"),
        ({"options": "fast"}, "options"),
        ({"actions": "all"}, "actions"),
    ],
)
def test_replay_refuses_a_damaged_record_naming_the_field(
    change: dict[str, Any], field: str
) -> None:
    record = _finished_record()
    record.update(change)
    with pytest.raises(InvalidSetting) as raised:
        replay(record)
    assert raised.value.field == field


@pytest.mark.parametrize("entry", ["9 pass", "-1 pass", "x pass", "0 dance", 7, "0 play 3:single"])
def test_replay_refuses_a_bad_action_entry_naming_its_index(entry: object) -> None:
    record = _finished_record()
    record["actions"] = [entry]
    with pytest.raises(InvalidSetting) as raised:
        replay(record)
    assert raised.value.field == "record action 0"


def test_replay_refuses_a_record_that_is_not_a_mapping() -> None:
    for bad in (None, [], "record", 3):
        with pytest.raises(InvalidSetting):
            replay(bad)  # type: ignore[arg-type]


def test_an_illegal_action_changes_nothing() -> None:
    g = new_game(ruleset("classic"), 2)
    before = copy.deepcopy((g.state, g.action_log, g.phase, g.to_act))
    with pytest.raises(IllegalAction):
        g.apply(game.Bid(7))
    with pytest.raises(IllegalAction):
        g.apply(game.PASS, parse_cards("3S"))
    assert (g.state, g.action_log, g.phase, g.to_act) == before


def test_view_of_a_seat_not_at_the_table_is_refused() -> None:
    g = new_game(ruleset("classic"), 2)
    for seat in (3, -1, "1"):
        with pytest.raises(ValueError):
            g.view(seat)  # type: ignore[arg-type]


def _module_caches() -> dict[str, int]:
    """Sizes of every module-level container and lru_cache in the rules core."""
    sizes: dict[str, int] = {}
    for info in pkgutil.walk_packages(game.__path__, "game."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, dict | list | set):
                sizes[f"{info.name}.{name}"] = len(value)
            elif isinstance(value, functools._lru_cache_wrapper):
                sizes[f"{info.name}.{name}"] = value.cache_info().currsize
    return sizes


def test_module_caches_do_not_grow_with_the_hands_played() -> None:
    """A cache that grew with each seat's generated plays would let code holding one
    seat's view read back what another seat holds (an audit read 19 of 20 cards)."""
    for seed in range(3):  # warm up anything built lazily but hand-independently
        replay(_finished_record(seed, "happy"))
    before = _module_caches()
    for seed in range(20, 60):
        replay(_finished_record(seed, "classic"))
        replay(_finished_record(seed, "happy"))
    assert _module_caches() == before


def test_card_text_names_the_deck_copy_and_round_trips() -> None:
    deck = new_deck(3)
    text = format_cards(deck)
    assert parse_cards(text) == deck
    assert str(Card(10, "S", 1)) == "KS'" and str(Card(13, "", 2)) == "B''"
    assert Card.parse("KS'") == Card(10, "S", 1)
    with pytest.raises(ValueError):
        parse_cards("'3S")


def test_rank_counts_up_to_eight_and_joker_pairs_are_representable() -> None:
    from game.cards import rank_counts
    from game.plays import Play

    counts = rank_counts(c.rank for c in new_deck(2))
    assert counts[:13] == [8] * 13 and counts[13:] == [2, 2]
    play = Play("bomb", "Q", "QQQQQQQQ")
    assert Play.from_str(str(play)) == play and len(play) == 8
    assert Play.from_str("BB:pair:B").cards == "BB"


def test_kind_facts_live_in_one_table() -> None:
    assert KINDS["straight"].min_chain == 5 and KINDS["straight"].chain_unit == 1
    assert KINDS["trio_chain"].min_chain == 2 and KINDS["airplane_pair"].chain_unit == 5
    assert {k for k, v in KINDS.items() if v.is_bomb} >= {"bomb", "rocket"}
    assert KINDS["rocket"].bomb_class > KINDS["bomb"].bomb_class


def test_each_mode_declares_its_options_and_refuses_others() -> None:
    for name in game.ruleset_names():
        rules = ruleset(name)
        for option, allowed in rules.option_choices().items():
            assert rules.options()[option] in allowed
            for value in allowed:
                try:
                    changed = rules.with_options(**{option: value})
                except ValueError as error:  # a combination the mode forbids, said clearly
                    assert option in str(error) or "belong" in str(error)
                else:
                    assert getattr(changed, option) == value
        with pytest.raises(ValueError, match="unknown option"):
            rules.with_options(no_such_option=1)


def test_a_table_with_more_cards_than_its_decks_is_refused() -> None:
    with pytest.raises(ValueError, match="more cards"):
        Table(seats=4, decks=1, hand_size=17, kitty_size=3)
    with pytest.raises(ValueError, match="seats"):
        Table(seats=1, decks=1, hand_size=17, kitty_size=3)


def test_a_mode_naming_an_unknown_phase_is_refused_when_played() -> None:
    rules = DoudizhuRules("test_bad_phase", phases=("deal", "bid", "auction", "play"), choices=())
    with pytest.raises(ValueError, match="auction"):
        new_game(rules, 1)


# ----- malformed input from a caller (issue 35 §3) -----------------------------------------


def _forged_card() -> Card:
    card = object.__new__(Card)
    for name, value in (("rank", 99), ("suit", "Z"), ("deck", 0)):
        object.__setattr__(card, name, value)
    return card


@pytest.mark.parametrize("mode", ["classic", "happy", "laizi", "two", "four", "five", "emperor"])
def test_a_malformed_action_object_is_an_illegal_action_and_changes_nothing(mode: str) -> None:
    g = new_game(ruleset(mode), 2)
    rng = random.Random(2)
    for _ in range(3):
        before = copy.deepcopy((g.state, g.action_log, g.phase, g.to_act))
        for action in (game.CallAlly("AS"), game.CallAlly(_forged_card()), game.Bid("2"),  # type: ignore[arg-type]
                       game.Keep((_forged_card(),)), game.Call(1), None, "pass"):  # type: ignore[arg-type]
            with pytest.raises(IllegalAction) as refused:
                g.apply(action)  # type: ignore[arg-type]
            assert refused.value.reason
        with pytest.raises(IllegalAction, match="sequence of Card"):
            g.apply(game.PASS, "3S")  # type: ignore[arg-type]
        assert (g.state, g.action_log, g.phase, g.to_act) == before
        g.apply(rng.choice(g.legal_actions()))


def test_a_card_that_cannot_exist_is_refused_where_it_is_made() -> None:
    for fields in ((99, "Z"), (-1, ""), (0, "Z"), (14, "S"), (0, "S", 4), (0, "SH")):
        with pytest.raises(ValueError):
            Card(*fields)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Card(1.5)  # type: ignore[arg-type]
    assert "not a card" in str(_forged_card())


@pytest.mark.parametrize("cards", [["3"], [-1], [1.5], [-1, -2], [True], {"3": 1}])
def test_rule_functions_refuse_what_is_not_a_card(cards: object) -> None:
    rules = ruleset("classic")
    with pytest.raises((TypeError, ValueError)):
        game.classify(cards, rules)  # type: ignore[arg-type]
    with pytest.raises((TypeError, ValueError)):
        game.legal_plays(cards, None, rules)  # type: ignore[arg-type]


def test_beats_refuses_what_is_not_a_play() -> None:
    rules = ruleset("classic")
    for play, previous in (("3", None), (None, None), (game.Play.from_str("3:single:3"), "4")):
        with pytest.raises(TypeError):
            game.beats(play, previous, rules)  # type: ignore[arg-type]


@pytest.mark.parametrize(("mode", "wild"), [("laizi", -1), ("laizi", 99), ("laizi", "Z"),
                                            ("laizi", True), ("classic", "7")])
def test_a_bad_wild_rank_is_refused_not_ignored(mode: str, wild: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        game.classify("33", ruleset(mode), wild=wild)  # type: ignore[arg-type]


def test_a_hand_no_deal_can_hold_is_refused_by_legal_plays() -> None:
    with pytest.raises(ValueError, match="R"):
        game.legal_plays("RRRR", None, ruleset("classic"))
    assert game.classify("33333", ruleset("classic")) == []


@pytest.mark.parametrize("text", [{"3S": 1}, ["3S"], b"3S", None])
def test_card_parsers_refuse_what_is_not_text(text: object) -> None:
    for parse in (parse_cards, game.parse_ranks, Card.parse):
        with pytest.raises(TypeError):
            parse(text)  # type: ignore[operator]


def test_card_text_with_a_thousand_deck_marks_or_look_alikes_is_refused() -> None:
    with pytest.raises(ValueError, match="deck marks"):
        Card.parse("3S" + "'" * 1000)
    with pytest.raises(ValueError, match="ASCII"):
        Card.parse("3ſ")
    with pytest.raises(ValueError, match="too long"):
        parse_cards("3S " * 100_000)


@pytest.mark.parametrize("entry", ["² bid 1", "0 bid 1 extra", "0 bid ²", "0  pass", "0 pass "])
def test_a_record_entry_with_other_digits_or_trailing_words_is_refused(entry: str) -> None:
    record = _finished_record()
    first = record["actions"][0]
    seat = first.split(" ")[0]
    record["actions"] = [entry.replace("0", seat, 1)]
    with pytest.raises(InvalidSetting) as refused:
        replay(record)
    assert refused.value.field == "record action 0"
    assert "invalid literal" not in str(refused.value)
