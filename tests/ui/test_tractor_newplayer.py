"""What a new player met at the Tractor table (issue 30), checked through the real scene:
two quick clicks on the two cards of a pair select both, 托管 ends with its hand."""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card
from game.shengji.trump import order_for
from ui.app import intents
from ui.app.intents import Intent
from ui.tractor.headless import act_for_player, new_tractor_table, run_until
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN


def _fast(app: Any) -> Any:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    return app


def _pair(scene: TractorScene) -> tuple[Card, Card] | None:
    """Two identical cards of the player's hand (same face under the trump)."""
    view = scene.view
    if view.trump is None:
        return None
    order = order_for(view.trump, view.rules)
    cards = scene.hand.cards
    for i, card in enumerate(cards):
        twin = next((c for c in cards[i + 1:] if order.face(c) == order.face(card)), None)
        if twin is not None:
            return card, twin
    return None


def _lead_with_a_pair(app: Any, seed: int) -> TractorScene:
    """A table where the player is to lead and holds a pair, his hand at rest."""
    for attempt in range(20):
        scene = new_tractor_table(_fast(app), "tractor", seed + attempt)

        def ready(s: TractorScene = scene) -> bool:
            return (s.human_turn() and s.view.phase == "play" and s.view.leading
                    and _pair(s) is not None and s.hand.settled)

        def each(s: TractorScene = scene) -> None:
            if not ready(s):
                act_for_player(s)

        if run_until(app, lambda s=scene: ready(s) or s.end.active, 30000, each) and ready(scene):
            return scene
    raise AssertionError("no lead with a pair in hand was reached")


def _click_at(scene: TractorScene, card: Card) -> list[pygame.event.Event]:
    """A left click (press and release) on the part of ``card`` a player sees."""
    hand = scene.hand
    index = hand.cards.index(card)
    rect = hand.hit_rects()[index]
    shown = rect.w if index == len(hand.cards) - 1 else max(4, round(hand.shape().step))
    pos = (rect.x + min(shown, rect.w) // 2, rect.bottom - rect.h // 3)
    assert hand.card_at(pos) == index
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def test_two_quick_clicks_on_a_pair_select_both_cards(app: Any) -> None:
    """The first click took the pair and the second, on the twin, put it back: 1 card."""
    scene = _lead_with_a_pair(app, 20)
    pair = _pair(scene)
    assert pair is not None
    first, second = pair
    app.frame(1 / 60, _click_at(scene, first))
    app.frame(1 / 60, _click_at(scene, second))  # the next frame: a quick second click
    assert scene.hand.selected == {first, second}
    assert scene.bar.play is not None and scene.bar.play.enabled  # the pair is a legal lead


def test_both_clicks_in_one_frame_and_a_third_click_puts_one_back(app: Any) -> None:
    scene = _lead_with_a_pair(app, 40)
    pair = _pair(scene)
    assert pair is not None
    first, second = pair
    app.frame(1 / 60, [*_click_at(scene, first), *_click_at(scene, second)])
    assert scene.hand.selected == {first, second}
    app.frame(1 / 60, _click_at(scene, second))  # a click more: the player means it
    assert scene.hand.selected == {first}


def test_only_the_very_next_click_claims_the_twin(app: Any) -> None:
    """A click elsewhere between them, or a right click, and a click on the twin puts it
    back as it always did."""
    scene = _lead_with_a_pair(app, 60)
    pair = _pair(scene)
    assert pair is not None
    first, second = pair
    other = next(c for c in scene.hand.cards if c not in pair)
    app.frame(1 / 60, _click_at(scene, first))
    assert {first, second} <= scene.hand.selected
    app.frame(1 / 60, _click_at(scene, other))
    assert other in scene.hand.selected
    app.frame(1 / 60, _click_at(scene, second))
    assert second not in scene.hand.selected and first in scene.hand.selected
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)])
    assert not scene.hand.selected
    app.frame(1 / 60, _click_at(scene, first))
    scene.handle(Intent(intents.CLEAR, (0, 0)))
    app.frame(1 / 60, _click_at(scene, second))
    assert scene.hand.selected == {first, second}  # a fresh click on the pair takes both


def test_autoplay_ends_with_its_hand(app: Any) -> None:
    """托管 stayed on into the next hand and let the player's 亮主 chance pass."""
    scene = new_tractor_table(_fast(app), "tractor", 11)
    scene.handle(Intent(intents.AUTO))
    assert scene.auto
    assert run_until(app, lambda: scene.end.active, 40000), "the hand never ended"
    scene.next_hand()
    assert not scene.auto
    assert run_until(app, lambda: scene.session.to_act == HUMAN and scene.settled, 20000)
    assert scene.human_turn()  # the player's own moment of the deal, not 托管's


def test_the_dev_tools_all_ai_table_stays_all_ai_from_hand_to_hand(app: Any) -> None:
    scene = new_tractor_table(_fast(app), "tractor", 11, auto=True)
    assert run_until(app, lambda: scene.end.active, 40000)
    scene.next_hand()
    assert scene.auto and not scene.human_turn()
