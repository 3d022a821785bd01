"""The rounds after the deal ask every seat in turn, one with nothing to do too (it can
only pass), so whose turn it is tells nothing about hidden cards (issue 35 §2): the
final declaring round, 造反 and 炒地皮.  The AI passes such a turn at once."""

from __future__ import annotations

from itertools import pairwise

from game.rules import ruleset
from game.shengji.actions import ASK_REDEAL, PASS, Bury, Declare, TractorAction
from game.shengji.game import Game, new_game
from game.shengji.phases import is_weak
from game.shengji.view import TractorView
from tests.shengji.deals import finish_deal, game_with

TRACTOR = ruleset("tractor")


def _final_round(game: Game) -> None:
    while game.phase == "dealing":
        game.apply(PASS)


def test_the_final_round_asks_every_seat_in_turn_until_a_whole_round_passes() -> None:
    game = game_with(TRACTOR, {2: "2D"}, seed=8)
    _final_round(game)
    asked: list[int] = []
    silent: list[int] = []
    declared = False
    while game.phase == "final_round":
        seat = game.to_act
        assert seat is not None
        asked.append(seat)
        legal = game.legal_actions() or []
        if legal == [PASS]:
            silent.append(seat)
        declaration = next((a for a in legal if isinstance(a, Declare)), None)
        if seat == 2 and not declared and declaration is not None:
            game.apply(declaration)
            declared = True
        else:
            game.apply(PASS)
    assert declared and game.dealer == 2
    assert all((b - a) % 4 == 1 for a, b in pairwise(asked))
    assert asked[-4:] == [(2 + i) % 4 for i in range(1, 5)]  # a whole round after it
    assert silent, "seats with nothing to declare are asked too"


def _weak_hand_phase(seed: int) -> Game:
    game = new_game(ruleset("tractor", redeal_weak_hand=True), seed, dealer=0)
    finish_deal(game)
    return game


def test_zaofan_asks_every_catcher_and_a_strong_hand_may_only_pass() -> None:
    strong_seen = 0
    for seed in range(1, 10):
        game = _weak_hand_phase(seed)
        assert game.phase == "weak_hand"
        asked = []
        while game.phase == "weak_hand":
            seat = game.to_act
            assert seat is not None
            asked.append(seat)
            if not is_weak(game, seat):
                strong_seen += 1
                assert game.legal_actions() == [PASS]
                reason = game.check(ASK_REDEAL)
                assert reason is not None and reason.startswith("only a weak hand may ask")
            else:
                assert game.legal_actions() == [PASS, ASK_REDEAL]
            game.apply(PASS)
        assert asked == [1, 3]
    assert strong_seen


def test_kitty_theft_asks_every_seat_but_the_burier() -> None:
    game = new_game(ruleset("tractor", kitty_theft=True), 3, dealer=0)
    finish_deal(game)
    assert game.phase == "bury"
    game.apply(Bury(tuple(game.hands[0][:8])))
    asked = []
    while game.phase == "kitty_theft":
        asked.append(game.to_act)
        game.apply(PASS)
    assert asked == [1, 2, 3]
    assert game.phase == "play"


class _Unasked:
    """A player that must not be asked."""

    def act(self, view: TractorView) -> TractorAction:
        raise AssertionError("a seat with only a pass was asked to think")


def test_the_ai_passes_at_once_when_the_pass_is_its_only_action() -> None:
    from ai.shengji.players import tractor_action

    game = game_with(TRACTOR, {2: "2D"}, seed=8)
    _final_round(game)
    for _ in range(8):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.legal == (PASS,):
            assert tractor_action(_Unasked(), view) == PASS
            return
        game.apply(PASS)
    raise AssertionError("no seat was asked with nothing to declare")
