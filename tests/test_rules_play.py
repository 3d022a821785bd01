"""Play flow (docs/doudizhu.md §1.5) and what each seat may see."""

from __future__ import annotations

import pytest

from game import PASS, Bid, IllegalAction, classify
from game.doudizhu.events import NewTrick, Warning
from tests.deals import game_with, play


def _landlord_game(hands: list[str], kitty: str = ""):  # type: ignore[no-untyped-def]
    game = game_with(hands, kitty=kitty, first_bidder=0)
    game.apply(Bid(3))
    return game


def test_landlord_leads_and_cannot_pass() -> None:
    game = _landlord_game(["3456"])
    assert game.to_act == 0
    assert PASS not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(PASS)


def test_two_passes_return_the_lead_to_the_last_player() -> None:
    game = _landlord_game(["3"])
    play(game, "3")
    game.apply(PASS)
    events = game.apply(PASS)
    assert any(isinstance(e, NewTrick) and e.leader == 0 for e in events)
    assert game.to_act == 0 and game.previous is None


def test_passing_does_not_forfeit_later_turns() -> None:
    game = _landlord_game(["3", "44", "55"])
    play(game, "3")
    game.apply(PASS)
    assert game.to_act == 2
    play(game, "5")
    assert game.to_act == 0
    play(game, "B" if any(c.rank_char == "B" for c in game.hands[0]) else "2")
    assert game.to_act == 1 and any(isinstance(a, type(PASS)) for a in game.legal_actions())


def test_a_play_must_beat_the_last_one() -> None:
    game = _landlord_game(["5", "4"])
    play(game, "5")
    with pytest.raises(IllegalAction, match="does not beat"):
        play(game, "4")


def test_a_seat_cannot_play_cards_it_does_not_hold() -> None:
    game = _landlord_game(["3"], kitty="")
    missing = classify("BR", game.rules)[0]
    holds = {c.rank_char for c in game.hands[0]}
    if not {"B", "R"} <= holds:
        with pytest.raises(IllegalAction):
            game.apply(missing)


def test_no_warning_when_a_hand_goes_out_from_more_than_two_cards() -> None:
    game = game_with(["3" * 4 + "4" * 4 + "5" * 4 + "6" * 4 + "7"], kitty="888",
                     first_bidder=0)
    game.apply(Bid(3))
    warnings = []
    for cards in ("3333", "4444", "5555", "6666", "8887"):
        events = game.apply(classify(cards, game.rules)[0])
        warnings += [e for e in events if isinstance(e, Warning)]
        if not game.over:
            game.apply(PASS)
            game.apply(PASS)
    assert warnings == []
    assert game.over and game.result is not None and game.result.landlord_won


def test_warning_at_two_and_one_cards() -> None:
    game = game_with(["33334444555566667"], kitty="89T", first_bidder=0)
    game.apply(Bid(3))
    seen = []
    for cards in ("3333", "4444", "5555", "6666", "7", "8", "9"):
        for event in game.apply(classify(cards, game.rules)[0]):
            if isinstance(event, Warning):
                seen.append(event.cards_left)
        game.apply(PASS)
        game.apply(PASS)
    assert seen == [2, 1]


def test_a_seat_never_sees_hidden_cards() -> None:
    game = _landlord_game([])
    view = game.view(1)
    assert view.hand == tuple(game.hands[1])
    assert view.shown == {}
    assert view.cards_left == (20, 17, 17)
    fields = {k: v for k, v in vars(view).items() if k not in ("hand", "kitty", "flipped")}
    others = {c for s in (0, 2) for c in game.hands[s]} - set(game.kitty)
    text = repr(fields)
    assert not any(f"Card.parse('{c}')" in text for c in others)


def test_legal_only_for_the_seat_to_play() -> None:
    game = _landlord_game([])
    assert game.view(0).legal and not game.view(1).legal


def test_history_keeps_the_physical_cards_of_each_play() -> None:
    game = _landlord_game(["3"])
    chosen = next(c for c in game.hands[0] if c.rank_char == "3")
    game.apply(classify("3", game.rules)[0], [chosen])
    game.apply(PASS)
    view = game.view(2)
    assert view.history_cards == ((chosen,), ())


def test_view_lists_the_legal_actions_of_the_seat_to_act_in_every_phase() -> None:
    from game import Bid as BidAction

    game = game_with([], first_bidder=1)
    assert game.view(1).actions == (BidAction(0), BidAction(1), BidAction(2), BidAction(3))
    assert game.view(0).actions == ()


def test_turn_order_is_counter_clockwise_bottom_right_left() -> None:
    game = _landlord_game(["3"])
    order = []
    for _ in range(6):
        order.append(game.to_act)
        game.apply(game.legal_actions()[0])
    assert order[:3] == [0, 1, 2] and order[3:] == [0, 1, 2][: len(order) - 3]


def test_either_farmer_going_out_wins_for_both_farmers() -> None:
    game = game_with(["4", "2"], first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    play(game, "4")
    play(game, "2")
    game.apply(PASS)
    game.apply(PASS)
    while not game.over:
        seat = game.to_act
        if seat == 1:
            game.apply(next(a for a in game.legal_actions() if a != PASS))
        else:
            game.apply(PASS if PASS in game.legal_actions() else game.legal_actions()[0])
    assert game.result is not None and game.result.winner == 1
    assert game.result.scores[1] > 0 and game.result.scores[2] > 0 and game.result.scores[0] < 0
