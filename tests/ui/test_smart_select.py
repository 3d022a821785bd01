"""Smart selection: a drag over a run picks its straight or chain, a click while
following offers the smallest play that beats the table and holds the card, and cards
picked while an AI seat thinks stay picked when the player's turn comes."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from game import classify, legal_plays, ruleset
from game.cards import Card, parse_cards
from game.doudizhu.view import PHASE_PLAY
from game.plays import Play
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN
from ui.dev import headless
from ui.table.smart_select import click_pick, drag_pick

RULES = ruleset("classic")


def _view(hand: str, previous: str | None, to_act: int = 0) -> Any:
    prev = None
    if previous is not None:
        prev = max(classify(previous, RULES), key=lambda p: p.rank)
    cards = parse_cards(hand)
    return SimpleNamespace(
        phase=PHASE_PLAY, rules=RULES, previous=prev, wild=None, seat=0, to_act=to_act,
        legal=tuple(legal_plays(cards, prev, RULES)), hand=cards,
    )


def _ranks(cards: list[Card] | None) -> str:
    assert cards is not None
    return "".join(sorted((c.rank_char for c in cards), key="3456789TJQKA2BR".index))


def _kind(cards: list[Card] | None) -> str:
    assert cards is not None
    readings: list[Play] = classify(cards, RULES)
    assert readings
    return readings[0].kind


def test_a_drag_over_a_run_leading_picks_its_longest_straight() -> None:
    run = parse_cards("3S 4S 4H 5S 5H 6C 7D 8S")
    picked = drag_pick(run, _view("3S 4S 4H 5S 5H 6C 7D 8S KS", None))
    assert _ranks(picked) == "345678" and _kind(picked) == "straight"
    assert picked is not None and len(set(picked)) == 6 and set(picked) <= set(run)


def test_a_drag_that_is_already_a_play_keeps_every_card() -> None:
    assert drag_pick(parse_cards("3S 3H 4S 4H 5S 5H"), _view("3S 3H 4S 4H 5S 5H", None)) is None
    assert drag_pick(parse_cards("3S 4S"), _view("3S 4S", None)) is None, "too short to judge"


def test_following_a_straight_a_drag_picks_the_smallest_that_beats_it() -> None:
    run = parse_cards("5S 6S 6H 7S 8S 8H 9C TD")
    picked = drag_pick(run, _view("5S 6S 6H 7S 8S 8H 9C TD", "34567"))
    assert _ranks(picked) == "56789"


def test_following_a_pair_chain_a_drag_picks_a_pair_chain() -> None:
    run = parse_cards("6S 6H 7S 7H 8S 8H 9C")
    picked = drag_pick(run, _view("6S 6H 7S 7H 8S 8H 9C", "334455"))
    assert _ranks(picked) == "667788" and _kind(picked) == "pair_chain"


def test_without_a_run_a_drag_adds_the_range() -> None:
    assert drag_pick(parse_cards("3S 5H 9C KD"), _view("3S 5H 9C KD", None)) is None


def test_a_click_following_offers_the_smallest_play_holding_the_card() -> None:
    view = _view("9S 9H KS 3D", "55")
    card = Card.parse("9H")
    offer = click_pick(card, view.hand, view)
    assert _ranks(offer) == "99" and offer is not None and card in offer
    view = _view("9S 9H 9D 5C KS", "3334")
    assert _ranks(click_pick(Card.parse("9D"), view.hand, view)) == "5999"
    kicker = click_pick(Card.parse("KS"), view.hand, view)
    assert _ranks(kicker) == "999K", "the clicked card as the kicker when nothing else holds it"


def test_a_click_prefers_a_pair_to_breaking_out_a_bomb() -> None:
    view = _view("7S 7H 7C 7D 8S", "55")
    assert _ranks(click_pick(Card.parse("7C"), view.hand, view)) == "77"
    view = _view("7S 7H 7C 7D 8S", "AA")
    assert _ranks(click_pick(Card.parse("7C"), view.hand, view)) == "7777", "only a bomb holds it"


def test_a_click_leading_or_out_of_turn_only_toggles() -> None:
    view = _view("9S 9H KS", None)
    assert click_pick(Card.parse("9S"), view.hand, view) is None
    view = _view("9S 9H KS", "55", to_act=1)
    assert click_pick(Card.parse("9S"), view.hand, view) is None
    view = _view("9S KS", "55")
    assert click_pick(Card.parse("9S"), view.hand, view) is None, "no play holds it"


def _drag(table: Any, first: int, last: int) -> None:
    table.handle(Intent(intents.POINT_DOWN, _spot(table, first)))
    table.handle(Intent(intents.POINT_MOVE, _spot(table, last), 1))
    table.handle(Intent(intents.POINT_UP, _spot(table, last)))


def _spot(table: Any, index: int) -> tuple[int, int]:
    """A point on card ``index``'s uncovered strip (the next card lies over the rest)."""
    rect = table.hand.hit_rects()[index]
    return rect.x + 4, rect.centery


def test_the_table_hand_uses_smart_selection(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == PHASE_PLAY, 30000,
        lambda: None if table.view.phase == PHASE_PLAY else headless.act_for_player(table),
    )
    headless.frames(app, 60)  # the hand's cards glide to their places
    cards = table.hand.cards
    table.hand.clear()
    _drag(table, 0, len(cards) - 1)
    expected = drag_pick(cards, table.view)
    if expected is None:
        assert set(table.hand.selected) == set(cards)
    else:
        assert set(table.hand.selected) == set(expected)
        assert classify(list(expected), RULES), "the pick is a play"


def test_cards_picked_while_an_ai_thinks_stay_picked(app: Any) -> None:
    app.settings.animation_speed = "normal"
    table = headless.new_table(app, seed=11)
    table.pacer.fast = False  # AI seats think a moment, as in the window

    def ai_thinking() -> bool:
        return (
            table.view.phase == PHASE_PLAY and table.director.settled
            and table.session.to_act not in (None, HUMAN) and table.pacer.thinking
            and table.hand.settled
        )

    assert headless.run_until(
        app, ai_thinking, 30000,
        lambda: None if ai_thinking() else headless.act_for_player(table),
    )
    table.handle(Intent(intents.POINT_DOWN, _spot(table, 0)))
    table.handle(Intent(intents.POINT_UP, _spot(table, 0)))
    picked = set(table.hand.selected)
    assert picked == {table.hand.cards[0]}, "a click picks the card out of turn"
    # The first AI turn of the play: no seat can go out before the player's turn is back.
    assert len(table.view.hand) >= 16
    assert headless.run_until(app, table.human_turn, 30000)
    assert set(table.hand.selected) == picked, "the turn arrives with the cards still picked"
    assert table.verdict.play is not None or table.verdict.reason, "and they are judged"
