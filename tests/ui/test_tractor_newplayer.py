"""What a new player met at the Tractor table (issue 30), checked through the real scene:
two quick clicks on the two cards of a pair select both, 托管 ends with its hand."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

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


def _right_click() -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)]


def test_two_quick_clicks_on_a_pair_select_both_cards(app: Any) -> None:
    """The first click took the pair and the second, on the twin, put it back: 1 card.
    (One table for every case: finding a lead with a pair is the slow part.)"""
    scene = _lead_with_a_pair(app, 20)
    pair = _pair(scene)
    assert pair is not None
    first, second = pair
    app.frame(1 / 60, _click_at(scene, first))
    app.frame(1 / 60, _click_at(scene, second))  # the next frame: a quick second click
    assert scene.hand.selected == {first, second}
    app.frame(1 / 60, [])
    assert scene.bar.play is not None and scene.bar.play.enabled  # the pair is a legal lead

    app.frame(1 / 60, _right_click())
    assert not scene.hand.selected
    app.frame(1 / 60, [*_click_at(scene, first), *_click_at(scene, second)])  # one frame
    assert scene.hand.selected == {first, second}
    app.frame(1 / 60, _click_at(scene, second))  # a click more: the player means it
    assert scene.hand.selected == {first}


def test_only_the_very_next_click_claims_the_twin(app: Any) -> None:
    """A click elsewhere between them, or a right click, and a click on the twin puts it
    back as it always did."""
    scene = _lead_with_a_pair(app, 20)
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
    app.frame(1 / 60, _right_click())
    assert not scene.hand.selected
    app.frame(1 / 60, _click_at(scene, first))
    scene.handle(Intent(intents.CLEAR, (0, 0)))
    app.frame(1 / 60, _click_at(scene, second))
    assert scene.hand.selected == {first, second}  # a fresh click on the pair takes both


def _drawn_words(monkeypatch: Any, module: Any) -> list[str]:
    """Every text ``module`` draws from now on (its ``blit_text`` recorded)."""
    words: list[str] = []
    real = module.blit_text

    def record(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        words.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(module, "blit_text", record)
    return words


def test_autoplay_ends_with_its_hand(app: Any) -> None:
    """托管 stayed on into the next hand and let the player's 亮主 chance pass."""
    scene = new_tractor_table(_fast(app), "tractor", 11)
    # The player plays the hand until its last tricks, then turns 托管 on (it plays at the
    # expert level: a whole hand of it would be slow).
    assert run_until(app, lambda: scene.view.phase == "play" and len(scene.view.hand) <= 3,
                     40000, lambda: act_for_player(scene))
    scene.handle(Intent(intents.AUTO))
    assert scene.auto
    assert run_until(app, lambda: scene.end.active, 40000), "the hand never ended"
    scene.next_hand()
    assert not scene.auto
    assert run_until(app, lambda: scene.session.to_act == HUMAN and scene.settled, 20000)
    assert scene.human_turn()  # the player's own moment of the deal, not 托管's


def test_the_dev_tools_all_ai_table_stays_all_ai_from_hand_to_hand(app: Any,
                                                                     monkeypatch: Any) -> None:
    """(And a hand played out still ends on its points and its kitty.)"""
    from ui.app.i18n import t
    from ui.tractor import endpanel

    scene = new_tractor_table(_fast(app), "tractor", 11, auto=True)
    assert run_until(app, lambda: scene.end.active, 40000)
    result = scene.end.result
    assert result is not None and endpanel.forfeit_seat(result) is None
    words = _drawn_words(monkeypatch, endpanel)
    app.frame(1 / 60, [])
    assert t("tractor.end.catchers", n=result.catchers_points) in words
    assert t("tractor.end.kitty") in words
    scene.next_hand()
    assert scene.auto and not scene.human_turn()


def _forfeited(app: Any, seed: int, dealer_side: bool) -> TractorScene:
    """A hand the player gave up mid-play, on the dealer's side or the catchers'."""
    for attempt in range(30):
        scene = new_tractor_table(_fast(app), "tractor", seed + attempt)

        def playing(s: TractorScene = scene) -> bool:
            return s.view.phase == "play" and s.settled

        run_until(app, lambda s=scene: playing(s) or s.end.active, 40000,
                  lambda s=scene: act_for_player(s))
        if playing(scene) and (HUMAN in scene.view.dealer_side) == dealer_side:
            scene.forfeit()
            assert run_until(app, lambda s=scene: s.end.active, 4000)
            return scene
    raise AssertionError("no hand with the player on that side was reached")


def test_a_forfeit_says_what_happened_not_points_and_a_kept_kitty(app: Any,
                                                                  monkeypatch: Any) -> None:
    """'闲家得分200 … 庄家方守住底牌' said two contradictory things after a forfeit."""
    from ui.app.i18n import t
    from ui.tractor import endpanel

    scene = _forfeited(app, 9, dealer_side=True)
    result = scene.end.result
    assert result is not None and endpanel.forfeit_seat(result) == HUMAN
    words = _drawn_words(monkeypatch, endpanel)
    app.frame(1 / 60, [])
    assert t("tractor.end.forfeit.me") in words
    assert t("tractor.end.forfeit_all", n=result.catchers_points) in " ".join(words)
    assert result.catchers_points == scene.session.rules.total_points
    assert not any(w.startswith(t("tractor.end.catchers", n="")[:6]) for w in words)
    assert t("tractor.end.kitty") not in words
    assert t("tractor.end.kitty_kept", points=0) not in words


def test_a_catchers_forfeit_is_scored_as_no_points(app: Any, monkeypatch: Any) -> None:
    from ui.app.i18n import t
    from ui.tractor import endpanel

    scene = _forfeited(app, 30, dealer_side=False)
    assert scene.end.result is not None and scene.end.result.catchers_points == 0
    words = _drawn_words(monkeypatch, endpanel)
    app.frame(1 / 60, [])
    assert t("tractor.end.forfeit.me") in words and t("tractor.end.forfeit_none") in words


def test_six_seat_partners_have_names_of_their_own(app: Any, monkeypatch: Any) -> None:
    """Both partners at six seats were called 对家 (the seat across is an opponent)."""
    from ui.app.i18n import t
    from ui.tractor import seatsview

    scene = new_tractor_table(_fast(app), "tractor_six", 3)
    assert scene.board.dealer is None
    words = _drawn_words(monkeypatch, seatsview)
    app.frame(1 / 60, [])
    roles = [w for w in words if w.startswith(("partner", "左侧", "右侧", "对家"))]
    assert any(w.startswith(t("tractor.role.partner_left")) for w in roles), words
    assert any(w.startswith(t("tractor.role.partner_right")) for w in roles), words
    assert not any(w.split(" · ")[0] == t("tractor.role.partner") for w in roles)
    four = new_tractor_table(app, "tractor", 3)
    words.clear()
    app.frame(1 / 60, [])
    assert four.board.dealer is None
    assert any(w.split(" · ")[0] == t("tractor.role.partner") for w in words)  # across: 对家


def test_the_friend_is_announced_then_the_score_change_explained(app: Any) -> None:
    """找朋友: the friend showed only as a nameplate change while the score dropped."""
    from game.shengji.events import FriendJoined
    from ui.art.shows import Ribbon
    from ui.tractor.presenter import FRIEND_LEAST

    for seed in range(3, 40):
        scene = new_tractor_table(_fast(app), "friends_five", seed)

        def coming(s: TractorScene = scene) -> bool:
            q = s.presenter.queue
            return bool(q) and isinstance(q[0], FriendJoined) and q[0].seat not in (None, HUMAN)

        run_until(app, lambda s=scene: coming(s) or s.end.active, 40000,
                  lambda s=scene: act_for_player(s))
        if coming(scene):
            break
    assert coming(scene), "no friend found in these deals"
    friend = scene.presenter.queue[0].seat
    before = scene.board.catchers_points
    taken = scene.board.points[friend]
    app.sound.played.clear()

    def ribbon() -> Ribbon | None:
        return next((e for e in scene.presenter.effects.effects if isinstance(e, Ribbon)), None)

    assert run_until(app, lambda: ribbon() is not None, 200)
    assert "landlord" in app.sound.played
    started = scene.clock
    assert friend not in scene.board.dealer_side  # the side changes once the show was read
    assert run_until(app, lambda: friend in scene.board.dealer_side, 600)
    assert scene.clock - started >= FRIEND_LEAST - 0.05  # held long enough, even at 'instant'
    toast = scene.presenter.toast
    if taken:
        assert f"{before} → {before - taken}" in toast and str(taken) in toast
    assert scene.presenter.toast_left > 1.0


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize(("seats", "length", "kitty"),
                         [(4, 1, False), (4, 2, True), (5, 4, False), (6, 2, False),
                          (6, 8, True), (4, 10, True)])
def test_the_last_trick_panel_fits_its_cards_legibly(app: Any, size: tuple[int, int],
                                                     seats: int, length: int,
                                                     kitty: bool) -> None:
    """上一轮 was a large empty panel with tiny overlapping cards."""
    from game.rules import ruleset
    from game.shengji import Trump
    from ui.app.i18n import t
    from ui.tractor.cardsort import display_sorted
    from ui.tractor.last_trick import last_trick_shape
    from ui.tractor.layout import TractorLayout
    from ui.tractor.words import seat_label

    rules = ruleset({4: "tractor", 5: "friends_five", 6: "tractor_six"}[seats])
    deck = [Card.parse(f"{r}{s}") for s in "SH" for r in "AKQJT98765432"] * 2
    plays = [(s, tuple(deck[s * length:(s + 1) * length][::-1])) for s in range(seats)]
    buried = tuple(deck[-8:]) if kitty else ()
    lay = TractorLayout.compute(size, seats, HUMAN)
    trump = Trump("2", "H")
    shape = last_trick_shape(lay, plays, 1, buried, trump, rules)
    panel = shape.panel
    window = pygame.Rect((0, lay.top_bar.bottom), (size[0], size[1] - lay.top_bar.bottom))
    assert window.contains(panel)
    assert len(shape.rows) == seats + (1 if kitty else 0)
    assert [r.label for r in shape.rows] == [seat_label(s) for s in range(seats)] + (
        [t("tractor.end.kitty")] if kitty else [])  # in turn order, the kitty last
    cards = [rect for row in shape.rows for rect in row.rects]
    assert all(panel.contains(rect) for rect in cards)
    for i, row in enumerate(shape.rows):  # rows (or columns) never overlap one another
        mine = row.rects[0].unionall(row.rects[1:])
        for other in shape.rows[i + 1:]:
            assert not mine.colliderect(other.rects[0].unionall(other.rects[1:]))
        step = row.rects[1].x - row.rects[0].x if len(row.rects) > 1 else shape.card_w
        assert step >= shape.card_w * 0.3  # every card's index shows whole
        assert list(row.cards) == display_sorted(row.cards, trump, rules)  # trump order
    assert shape.card_w >= lay.mini_w + 8  # never smaller than the old panel's cards
    if length <= 2:
        assert shape.card_w == lay.trick_w  # short plays: the table's own trick size
    spans = [row.rects[0].unionall(row.rects[1:]) for row in shape.rows]
    covered = sum(span.w * span.h for span in spans) / (panel.w * panel.h)
    assert covered > 0.25, covered  # sized to its cards (the old panel: about 3%)
    assert shape.rows[1].won and not shape.rows[0].won


def test_the_hands_laid_open_at_a_dou_dizhu_hands_end_are_sorted(app: Any) -> None:
    """(The same list's one Dou Dizhu item: the others' cards at the end were in deal
    order, where the player's own hand is sorted.)"""
    from game.cards import sort_for_display
    from ui.dev import headless

    app.settings.animation_speed = "instant"
    table = headless.new_table(app, "classic", auto=True, seed=4)
    assert headless.play_to_result(app, table)
    shown = [st for st in table.parts.seats.states if st.seat != table.session.seat]
    assert any(len(st.revealed) > 1 for st in shown)  # somebody still held cards
    for st in shown:
        assert list(st.revealed) == sort_for_display(list(st.revealed))
