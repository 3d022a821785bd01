"""The open-hand Tractor ending solver (ai/shengji/solver.py): named endings, and agreement
with a plain minimax that tries every play without pruning or memory."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from functools import partial
from itertools import combinations

import pytest

import game
from ai.shengji import solve_ending
from ai.shengji.players import LEVELS
from ai.shengji.search import Searcher, ending_from
from ai.shengji.solver import Ending, _Search, option_values, solve
from game.shengji.cards import format_hand, new_deck, parse_hand, points
from game.shengji.follow import follow_error
from game.shengji.lead import judge_throw, lead_error
from game.shengji.scoring import kitty_multiplier
from game.shengji.shapes import read
from game.shengji.trick import trick_winner
from game.shengji.trump import Order, Trump
from tests.test_ai_shengji_play import position

RULES = game.ruleset("tractor")
assert isinstance(RULES, game.TractorRules)
SPADES = Trump("2", "S")
DEALERS = frozenset({0, 2})


def ending(hands: list[str], leader: int, kitty: int = 0,
           current: tuple[tuple[int, str], ...] = ()) -> Ending:
    return Ending(RULES, SPADES, tuple(tuple(parse_hand(h)) for h in hands), DEALERS, leader,
                  tuple((s, tuple(parse_hand(c))) for s, c in current), kitty)


def test_the_catchers_keep_their_trump_pair_for_the_last_trick() -> None:
    """抠底 from two tricks out: seat 1 (a catcher) holds the spade ace pair and the heart
    ace.  Cashing the pair first wins both tricks but digs the kitty with a single (×2);
    the heart ace first, then the pair as the last lead, digs it with a pair (×4)."""
    hands = ["H:5 C:43", "S:AA H:A", "H:K C:65", "H:9 D:43"]
    solution = solve(ending(hands, leader=1, kitty=20))
    values = {format_hand(list(p)): v for p, v in solution.plays}
    pair = kitty_multiplier(2, 2, RULES.kitty_multiplier)
    assert format_hand(list(solution.plays[0][0])) == "H:A"
    assert solution.value == values["H:A"] == 15 + 5 + 20 * pair
    assert values["S:AA"] < values["H:A"]


def test_the_dealers_side_draws_the_catchers_trump_first() -> None:
    """The dealer's side's view: seat 0 holds the spade (trump) ace and the heart ace, seat
    1 (a catcher) its side's only trump, the spade king, and no heart.  The trump ace first
    draws the king (its 10 points go to the dealer's side) and the heart ace takes the last
    trick; the heart ace first lets seat 1 ruff it with the king and keep the 10."""
    hands = ["S:A H:A", "S:K D:3", "H:4 D:4", "H:6 D:5"]
    solution = solve(ending(hands, leader=0, kitty=25))
    values = {format_hand(list(p)): v for p, v in solution.plays}
    assert format_hand(list(solution.plays[0][0])) == "S:A"
    assert solution.value == values["S:A"] == 0
    assert values["H:A"] == 10


def test_a_trick_in_play_is_finished_from_where_it_stands() -> None:
    """Seat 3, a catcher out of hearts, answers a heart trick its opponent's ace is winning
    with 20 points down: it ruffs with its small trump and takes them.  Discarding its
    diamond instead gives the 20 to the dealer's side."""
    start = ending(["S:4", "D:6", "D:7", "S:3 D:4"], leader=0, kitty=10,
                   current=((0, "H:K"), (1, "H:T"), (2, "H:A")))
    solution = solve(start)
    values = {format_hand(list(p)): v for p, v in solution.plays}
    assert format_hand(list(solution.plays[0][0])) == "S:3"
    assert values == {"S:3": 20, "D:4": 0}


def test_a_failing_throw_is_valued_as_its_forced_part() -> None:
    """option_values plays a throw the open hands beat as the rules force it (seat 1's heart
    king beats the queen, so the queen alone is led) and says that it failed; a lead that
    stands is not flagged."""
    e = ending(["H:AQ C:3", "H:K C:4 D:3", "H:3 C:5 D:4", "H:4 C:6 D:5"], leader=0)
    (throw, failed), (_, ace_failed), (queen, queen_failed) = option_values(
        e, [parse_hand("H:AQ"), parse_hand("H:A"), parse_hand("H:Q")])
    assert failed and not ace_failed and not queen_failed
    assert throw == queen


def test_the_solver_agrees_with_plain_minimax() -> None:
    """Random endings of two and three cards a seat (pairs common: few ranks dealt), with
    every trump: the alpha-beta search with its memory gives every play the value that
    trying every line gives."""
    rng = random.Random(11)
    for trial in range(24):
        ranks = "AKQT95" if trial % 2 else "23456789TJQKA"
        deck = [c for c in new_deck(2) if c.is_joker or c.rank_char in ranks]
        rng.shuffle(deck)
        k = 2 + trial % 2
        hands = tuple(tuple(deck[i * k:(i + 1) * k]) for i in range(4))
        trump = Trump(rng.choice("2579TA"), rng.choice(["S", "H", "C", "D", None]))
        e = Ending(RULES, trump, hands, DEALERS, rng.randrange(4), (), rng.choice([0, 15]))
        solution = solve(e)
        search = _Search(RULES, trump, DEALERS, e.kitty_points)
        for play, value in solution.plays:
            seat = e.leader
            rest = list(hands)
            rest[seat] = tuple(c for c in hands[seat] if c not in play)
            assert value == minimax(search, tuple(rest), e.leader, ((seat, play),))


def minimax(search: _Search, hands: tuple[tuple[game.Card, ...], ...], leader: int,
            current: tuple[tuple[int, tuple[game.Card, ...]], ...]) -> int:
    """Every line tried: the catchers' points still to come."""
    seats = len(hands)
    if len(current) == seats:
        won = current[trick_winner([list(c) for _, c in current], search.trump, RULES)][0]
        gain = 0
        if won not in DEALERS:
            gain = sum(points(list(c)) for _, c in current)
            if not any(hands):
                units = read(list(current[0][1]), search.order).units
                gain += search.kitty_points * kitty_multiplier(
                    max(u.size for u in units), len(current[0][1]), RULES.kitty_multiplier)
        return gain + (minimax(search, hands, won, ()) if any(hands) else 0)
    seat = (leader + len(current)) % seats
    values = []
    for play in search.options(hands, seat, current):
        rest = list(hands)
        rest[seat] = tuple(c for c in hands[seat] if c not in play)
        values.append(minimax(search, tuple(rest), leader, (*current, (seat, play))))
    return max(values) if seat not in DEALERS else min(values)


def test_the_expert_solves_the_last_cards_on_its_samples() -> None:
    """With ``exact_cards`` the expert's search values its candidates by solving each
    sampled deal exactly; its choice is one of the policy's candidates and fixed by the
    seed.  The ending it builds keeps the trick in play and the seat's own cards."""
    pos = replace(position("S:A H:KT"), cards_left=(3, 3, 3, 3))
    level = LEVELS["expert"]
    assert level.search is not None
    budget = replace(level.search, exact_cards=3, endgame_samples=4)
    picks = {format_hand(Searcher(budget, level.skill).choose(pos, random.Random(5)) or [])
             for _ in range(2)}
    assert len(picks) == 1 and picks <= {"S:A", "H:K", "H:T"}
    hands = {s: [] for s in range(1, 4)}
    built = ending_from(pos, hands, [])
    assert built.hands[0] == pos.hand and built.leader == 0 and not built.current


class Forgetful(_Search):
    """The same search without its memory of finished positions."""

    def ending(self, hands: tuple[tuple[game.Card, ...], ...], leader: int, alpha: int,
               beta: int) -> int:
        return self.trick(hands, leader, (), alpha, beta) if any(hands) else 0


def test_the_memory_of_finished_positions_changes_no_value() -> None:
    """Four and five cards a seat, where the same position is reached by tricks played in
    another order and remembered with the bounds of an earlier window: every play is worth
    what the search without memory finds (which the test above checks against every line).
    The first ending is one where taking a bound for the value gets a play wrong."""
    rng = random.Random(9)
    for trial in range(3):
        ranks = "AKQT95" if trial % 2 else "23456789TJQKA"
        deck = [c for c in new_deck(2) if c.is_joker or c.rank_char in ranks]
        rng.shuffle(deck)
        k = 4 if trial % 3 else 5
        hands = tuple(tuple(deck[i * k:(i + 1) * k]) for i in range(4))
        e = Ending(RULES, SPADES, hands, DEALERS, trial % 4, (), 20)
        solution = solve(e)
        plain = Forgetful(RULES, SPADES, DEALERS, 20)
        for play, value in solution.plays:
            assert value == plain.after(hands, e.leader, (), e.leader, play, -10**9, 10**9)


def test_the_plays_tried_are_every_legal_play_and_only_those() -> None:
    """Against the rules core, on random hands of five cards (pairs common): the leads tried
    are every lead the rules accept that is one unit or a throw that stands, and the follows
    every follow the rules accept, each multiset of faces once."""
    rng = random.Random(2)
    for _ in range(12):
        deck = [c for c in new_deck(2) if c.is_joker or c.rank_char in "AKQJ5"]
        rng.shuffle(deck)
        hands = [tuple(deck[i * 5:(i + 1) * 5]) for i in range(4)]
        trump = Trump(rng.choice("2KQ5"), rng.choice(["S", "H", None]))
        search = _Search(RULES, trump, DEALERS, 0)
        others = hands[1:]
        faces = partial(face_sets, search.order)
        leads = search.leads(hands[0], others)
        standing = [p for p in subsets(hands[0])
                    if lead_error(list(p), list(hands[0]), trump, RULES) is None
                    and judge_throw(list(p), others, trump, RULES) is None]
        assert len(faces(leads)) == len(leads) and faces(leads) == faces(standing)
        for lead in leads[:3]:
            follows = search.follows(hands[1], lead)
            legal = [p for p in subsets(hands[1]) if len(p) == len(lead)
                     and follow_error(list(p), list(hands[1]), list(lead), trump, RULES) is None]
            assert len(faces(follows)) == len(follows) and faces(follows) == faces(legal)


def face_sets(order: Order, plays: list[tuple[game.Card, ...]]) -> set[tuple[object, ...]]:
    return {tuple(sorted(order.face(c) for c in p)) for p in plays}


def subsets(hand: tuple[game.Card, ...]) -> list[tuple[game.Card, ...]]:
    return [p for n in range(1, len(hand) + 1) for p in combinations(hand, n)]


def test_the_command_line_solves_an_ending(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m ai.shengji.solve_ending``: the 抠底 ending above, and a trick in play."""
    assert solve_ending.main(["H:5 C:43", "S:AA H:A", "H:K C:65", "H:9 D:43", "--trump", "2S",
                              "--leader", "1", "--kitty", "20", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["to_act"] == 1 and answer["side"] == "catchers"
    assert answer["plays"][0] == {"cards": "H:A", "catchers_take": answer["catchers_take"]}
    assert solve_ending.main(["S:4", "D:6", "D:7", "S:3 D:4", "--trump", "2S", "--play", "H:K",
                              "--play", "H:T", "--play", "H:A", "--kitty", "10"]) == 0
    out = capsys.readouterr().out
    assert "seat 3 (catchers)" in out and "take 20 more points" in out


@pytest.mark.parametrize(("args", "says"), [
    (["S:4", "D:6", "--trump", "2S"], "give 4 hands, not 2"),
    (["S:AAA", "D:6", "D:7", "D:8", "--trump", "2S"], "more copies of a card"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2Q"], "--trump"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--leader", "7"], "--leader"),
    (["S:A", "D:6", "D:7", "D:8 D:9", "--trump", "2S"], "seat 0 holds 1 card where"),
    (["S:A", "D:6", "D:7 D:8", "D:8 D:9", "--trump", "2S", "--play", "D:5", "--play", "H:3"],
     "seat 1's play H:3"),
    (["", "H:6 H:7", "H:7 H:8", "H:8 H:9", "--trump", "2S", "--play", "S:A H:A"],
     "all of one suit"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--kitty", "7"], "--kitty"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--dealers", "0,1,2,3"], "--dealers"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--dealers", "a"], "--dealers"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--mode", "classic"], "not a Tractor mode"),
    (["S:A", "D:6", "D:7", "D:8", "--trump", "2S", "--mode", "nonsense"], "no mode named"),
    (["S:A", "D:6", "D:7", "Q", "--trump", "2S"], "seat 3's hand"),
    (["S:A2345678", "D:6", "D:7", "D:8", "--trump", "2S"], "at most 6 cards"),
])
def test_the_command_line_refuses_a_wrong_position_with_a_reason(
        args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert solve_ending.main(args) == 2
    captured = capsys.readouterr()
    assert says in captured.err and not captured.out
