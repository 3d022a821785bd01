"""Tractor practice at the table: undo restores the exact state before the player's last
play (also while an AI is thinking) and is refused with a reason where it cannot be
used; open hands appear only in practice and keep off the trick; the cards no legal
follow contains are dimmed — checked against every follow of the lead's size."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from typing import Any

import pygame
import pytest

import ai
from game.cards import Card
from game.rules import ruleset
from game.shengji import Game, TractorView, Trump, follow_error, new_game, read
from game.shengji.cards import new_deck
from game.shengji.trump import order_for
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.tractor import paint
from ui.tractor.follow_help import dimmed_cards, following, pair_fits, unplayable
from ui.tractor.headless import act_for_player, new_tractor_table, resume_tractor, run_until
from ui.tractor.layout import TractorLayout
from ui.tractor.openhands import open_areas, shown_hands
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN
from ui.tractor.undo import TractorPracticeOptions, last_play_index


def _fast(app: Any) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    return app


def _to_play_turn(app: Any, scene: TractorScene, plays_before: int = 0) -> None:
    """Run the table to the player's turn to play, after ``plays_before`` plays of his."""
    def ready() -> bool:
        mine = len([a for a in scene.session.game.action_log if a.startswith("0 play")])
        return (scene.human_turn() and scene.view.phase == "play" and mine >= plays_before)

    def each() -> None:
        if scene.human_turn() and not ready():
            act_for_player(scene)

    assert run_until(app, lambda: ready() or scene.session.over, 30000, each)
    assert ready(), "the hand ended before the player's turn"


def _state(scene: TractorScene) -> tuple[object, ...]:
    view = scene.session.game.view(HUMAN)
    return (sorted(map(str, view.hand)), view.trick, view.tricks, view.points_taken,
            view.to_act, view.phase, scene.session.match.record())


def _practice_table(app: Any, seed: int = 4) -> TractorScene:
    return new_tractor_table(_fast(app), "tractor", seed, practice=True)


def test_undo_restores_the_exact_state_before_the_players_last_play(app: Any) -> None:
    scene = _practice_table(app)
    _to_play_turn(app, scene, plays_before=1)  # one trick in: the second play is undone
    before = _state(scene)
    board_points = list(scene.board.points)
    act_for_player(scene)
    _to_play_turn(app, scene, plays_before=2)
    assert _state(scene) != before
    undone = scene.undo()
    assert undone is not None and app.stack.top is undone and undone is not scene
    assert _state(undone) == before
    assert sorted(map(str, undone.hand.cards)) == before[0]  # the hand drawn as it was
    assert undone.board.points == board_points
    assert undone.tools.options.undos == 1
    assert undone.human_turn() and undone.view.phase == "play"
    saved = app.records.current_hand()
    assert saved is not None and saved[1]["undos"] == 1  # the undone hand is marked


def test_undo_while_an_ai_is_thinking_discards_its_answer(app: Any) -> None:
    scene = _practice_table(app, 9)
    _to_play_turn(app, scene)
    before = _state(scene)
    act_for_player(scene)
    assert run_until(app, lambda: scene.session.thinking, 3000), "an AI seat asked"
    undone = scene.undo()
    assert undone is not None and not scene.session.thinking
    assert _state(undone) == before
    run_until(app, lambda: False, 30)  # the old worker answer, if any, lands nowhere
    assert _state(undone) == before and undone.human_turn()


def test_two_undos_in_a_row_go_back_two_plays(app: Any) -> None:
    scene = _practice_table(app, 6)
    _to_play_turn(app, scene, plays_before=1)
    first = _state(scene)
    act_for_player(scene)
    _to_play_turn(app, scene, plays_before=2)
    second = _state(scene)
    act_for_player(scene)
    _to_play_turn(app, scene, plays_before=3)
    once = scene.undo()
    assert once is not None and _state(once) == second
    twice = once.undo()
    assert twice is not None and _state(twice) == first
    assert twice.tools.options.undos == 2


def test_undo_refused_once_the_hand_is_over(app: Any) -> None:
    scene = _practice_table(app, 4)

    def each() -> None:
        if scene.human_turn():
            act_for_player(scene)

    assert run_until(app, lambda: scene.end.active, 40000, each)
    assert scene.undo_reason() == "tractor.undo.over" and scene.undo() is None
    assert app.stack.top is scene and scene.presenter.toast == t("tractor.undo.over")


def test_undo_refused_outside_practice_with_a_reason(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 4)
    _to_play_turn(app, scene, plays_before=1)
    assert not scene.tools.undo_button.visible and not scene.tools.open_button.visible
    record = scene.session.match.record()
    scene.handle(Intent(intents.UNDO))  # Z
    assert app.stack.top is scene and scene.session.match.record() == record
    assert scene.presenter.toast == t("tractor.undo.practice_only")


def test_undo_greyed_with_its_reason_before_any_play(app: Any) -> None:
    scene = _practice_table(app)
    _to_play_turn(app, scene)
    # _to_play_turn plays for the player only before the play phase: nothing to undo yet.
    assert last_play_index(scene.session.game.action_log, HUMAN) is None
    run_until(app, lambda: False, 2)
    button = scene.tools.undo_button
    assert button.visible and not button.enabled
    assert scene.tools.reason == "tractor.undo.nothing"
    scene.handle(Intent(intents.POINT_MOVE, button.rect.center))
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    assert app.stack.top is scene and scene.presenter.toast == t("tractor.undo.nothing")
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # the reason under the hovered button draws


def test_open_hands_only_in_practice(app: Any) -> None:
    normal = new_tractor_table(_fast(app), "tractor", 4,)
    normal.handle(Intent(intents.TOGGLE_OPEN_HANDS))
    normal.tools.options.open_hands = True  # even a saved option does not open them
    assert not normal.tools.open_hands
    scene = _practice_table(app)
    _to_play_turn(app, scene)
    assert not scene.tools.open_hands
    plain = pygame.Surface(app.size)
    scene.draw(plain)
    scene.handle(Intent(intents.TOGGLE_OPEN_HANDS))
    assert scene.tools.open_hands
    opened = pygame.Surface(app.size)
    scene.draw(opened)
    area, _align = open_areas(scene.lay, HUMAN, paint.hand_top(scene))[2]
    assert pygame.image.tobytes(plain.subsurface(area), "RGB") != \
        pygame.image.tobytes(opened.subsurface(area), "RGB"), "the partner's hand is shown"
    saved = app.records.current_hand()
    assert saved is not None and saved[1]["open_hands"] is True
    match, meta = saved
    resumed = resume_tractor(app, match, meta)  # type: ignore[arg-type]
    assert resumed.tools.open_hands


def test_open_hands_show_each_seat_its_own_cards(app: Any) -> None:
    scene = _practice_table(app)
    _to_play_turn(app, scene)
    shown = shown_hands(scene.session.game.hands, scene.presenter.queue, scene.board, HUMAN)
    assert set(shown) == {1, 2, 3}
    for seat, cards in shown.items():
        assert sorted(map(str, cards)) == sorted(map(str, scene.session.game.hands[seat]))


@pytest.mark.parametrize("mode", ["tractor", "friends_five", "tractor_six", "bidding_three"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_open_hand_areas_keep_off_the_trick_and_the_panels(mode: str,
                                                          size: tuple[int, int]) -> None:
    seats = ruleset(mode).seats
    lay = TractorLayout.compute(size, seats, HUMAN)
    hand_top = lay.base.hand_top - 20
    areas = open_areas(lay, HUMAN, hand_top)
    assert set(areas) == set(range(1, seats))
    blockers = [lay.score_panel, lay.points_panel, lay.top_bar]
    for seat in range(seats):
        blockers.extend(lay.play_rects(seat, 4))
        spot = lay.seats[seat]
        r = spot.radius
        blockers.append(pygame.Rect(spot.avatar[0] - r, spot.avatar[1] - r, 2 * r, 2 * r))
    for seat, (area, _align) in areas.items():
        assert area.w > 0 and area.h > 0, f"seat {seat} has room for its hand"
        assert area.bottom <= hand_top and pygame.Rect((0, 0), size).contains(area)
        hit = [b for b in blockers if area.colliderect(b)]
        assert not hit, f"seat {seat}'s open hand {area} covers {hit}"


# -- the legal follow --------------------------------------------------------------------------

def _faces_in_some_follow(hand: list[Card], lead: list[Card], trump: Trump,
                          rules: Any) -> set[object]:
    """Every face some legal follow of the lead's size contains, by trying them all."""
    order = order_for(trump, rules)
    by_face: dict[object, list[Card]] = defaultdict(list)
    for card in hand:
        by_face[order.face(card)].append(card)
    faces = list(by_face)
    found: set[object] = set()
    for combo in itertools.combinations_with_replacement(range(len(faces)), len(lead)):
        counts = {i: combo.count(i) for i in set(combo)}
        if any(n > len(by_face[faces[i]]) for i, n in counts.items()):
            continue
        cards = [c for i, n in counts.items() for c in by_face[faces[i]][:n]]
        if follow_error(cards, hand, lead, trump, rules) is None:
            found.update(faces[i] for i in counts)
    return found


def _expected_dim(hand: list[Card], lead: list[Card], trump: Trump, rules: Any) -> set[Card]:
    order = order_for(trump, rules)
    legal = _faces_in_some_follow(hand, lead, trump, rules)
    return {c for c in hand if order.face(c) not in legal}


def _follow_positions(mode: str, seed: int, most: int = 4) -> list[TractorView]:
    """Follows of a hand played by beginners, leads of up to ``most`` cards."""
    game: Game = new_game(ruleset(mode), seed)
    agents = [ai.make_agent("beginner", seed * 7 + s) for s in range(game.seats)]
    out: list[TractorView] = []
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if following(view) and view.trick is not None and len(view.trick.plays[0][1]) <= most:
            out.append(view)
        game.apply(ai.choose_action(agents[seat], view), seat)
    return out


@pytest.mark.parametrize(("mode", "seed", "every"), [("tractor", 3, 1), ("tractor", 17, 1),
                                                     ("tractor_one_deck", 5, 1),
                                                     ("tractor_three_decks", 8, 4)])
def test_dimmed_cards_are_those_in_no_legal_follow_of_a_played_hand(mode: str, seed: int,
                                                                    every: int) -> None:
    positions = _follow_positions(mode, seed)[::every]  # long three-deck hands: a sample
    assert len(positions) > 10
    assert any(dimmed_cards(v) for v in positions), "some follow leaves cards out"
    for view in positions:
        assert view.trump is not None and view.trick is not None
        lead = list(view.trick.plays[0][1])
        assert dimmed_cards(view) == _expected_dim(list(view.hand), lead, view.trump,
                                                   view.rules), f"{lead} from {view.hand}"


@pytest.mark.parametrize("mode", ["tractor", "tractor_three_decks"])
def test_dimmed_cards_follow_pairs_tractors_and_throws(mode: str) -> None:
    """Seeded positions richer than play gives: leads of pairs, tractors and throws of
    one effective suit, against hands holding some of that suit's pairs."""
    rules = ruleset(mode)
    rng = random.Random(2024)
    shapes: set[int] = set()
    for _ in range(40):
        deck = new_deck(rules.decks)
        rng.shuffle(deck)
        trump = Trump(rng.choice("23456789TJQKA"), rng.choice(["S", "H", "C", "D", None]))
        order = order_for(trump, rules)
        hand, rest = deck[:16], deck[16:]
        suit = order.suit_of(rng.choice(hand))
        same = sorted((c for c in rest if order.suit_of(c) == suit), key=order.index)
        start = rng.randrange(max(1, len(same) - 4))
        lead = same[start:start + rng.choice([2, 3, 4])]
        shapes.add(max(unit.width for unit in read(lead, order).units))
        assert unplayable(hand, lead, trump, rules) == _expected_dim(hand, lead, trump, rules)
    assert 2 in shapes, "some leads hold a pair"


def test_nothing_is_dimmed_when_leading() -> None:
    game = new_game(ruleset("tractor"), 3)
    agents = [ai.make_agent("random", s) for s in range(4)]
    leads = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.phase == "play" and view.leading:
            leads += 1
            assert dimmed_cards(view) == set()
        game.apply(ai.choose_action(agents[seat], view), seat)
    assert leads > 5


def test_a_click_takes_the_pair_only_where_a_follow_has_room_for_it() -> None:
    seen_single = seen_pair = False
    for view in _follow_positions("tractor", 17, most=6):
        assert view.trump is not None and view.trick is not None
        order = order_for(view.trump, view.rules)
        lead = list(view.trick.plays[0][1])
        twins = [c for c in view.hand if sum(order.face(d) == order.face(c) for d in view.hand) > 1]
        for card in twins:
            fits = pair_fits(view, [], card)
            if len(lead) == 1:
                assert not fits, "a single lead never takes a pair"
                seen_single = True
            elif fits:
                seen_pair = True
                twin = next(d for d in view.hand if d != card and order.face(d) == order.face(card))
                assert card not in dimmed_cards(view) and twin not in dimmed_cards(view)
    assert seen_single and seen_pair


def test_practice_options_read_from_a_saved_match() -> None:
    assert TractorPracticeOptions.from_meta({"open_hands": 1, "undos": 3}) == \
        TractorPracticeOptions(True, 3)
    assert TractorPracticeOptions.from_meta({"undos": -2}) == TractorPracticeOptions()
    assert TractorPracticeOptions.from_meta({"undos": True}) == TractorPracticeOptions()
