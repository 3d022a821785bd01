"""The Tractor table's phase ``levels`` (equal level rights after a five-player three-deck
hand): every answer has a button that says what it does, in both languages, the
status line asks the open question, and pressing a button applies its answer."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.rules import ruleset
from game.shengji import ACCEPT, PASS, REFUSE, GiveShare, Transfer
from game.shengji.choices import ANSWER, NAME_CATCHERS, SHARE, TRANSFER, LevelSettlement
from game.shengji.levels import ladder as ladder_of
from tests.shengji.test_level_choices import settlement
from ui.app.i18n import set_language, t
from ui.tractor import actions as bar
from ui.tractor import paint
from ui.tractor.headless import act_for_player, run_until
from ui.tractor.levelwords import level_offers
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN, TractorSession

FLEXIBLE = ruleset("friends_five_three_decks", friend_share="flexible")
SHARE_SEED = 32  # the player is dealer, wins and saves the last trick (found by a search)


def _levels_table(app: Any, seed: int) -> TractorScene:
    """A five-player three-deck table driven to the player's question in ``levels``."""
    from ui.pages.title import TitleScene

    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    app.stack.clear_to(TitleScene(app))
    session = TractorSession(FLEXIBLE, app.settings.difficulty, seed, app.executor)
    scene = TractorScene(app, session)
    app.push(scene)

    def asked() -> bool:
        return scene.human_turn() and scene.view.phase == "levels"

    def each() -> None:
        if not asked():
            act_for_player(scene)

    reached = run_until(app, lambda: asked() or scene.session.over, 30000, each)
    assert reached and asked(), f"seed {seed} never asked the player about the levels"
    scene._refresh_bar()
    return scene


def test_the_share_question_has_worded_buttons_and_pressing_one_applies_it(app: Any) -> None:
    scene = _levels_table(app, SHARE_SEED)
    choice = scene.view.choice
    assert choice is not None and choice.kind == SHARE and choice.seat == HUMAN
    labels = [b.label for b in scene.bar.buttons]
    assert labels and "tractor.btn.ok" not in labels
    assert {b.text for b in scene.bar.buttons}.isdisjoint({"OK", t("tractor.btn.ok")})
    one = ".one" if choice.levels == 1 else ""
    assert paint.prompt(scene) == t("tractor.prompt.levels.share" + one, n=choice.levels, seat="")
    partner = next(s for s in choice.targets if s != HUMAN)
    button = next(b for b in scene.bar.buttons if b.label == "tractor.btn.levels.share_give")
    assert button.on_click is not None
    button.on_click()
    assert scene.session.game.action_log[-1] == f"{HUMAN} {GiveShare(partner)}"
    result = scene.session.game.result
    assert scene.session.over and result is not None  # the only question: the hand is settled
    ladder = ladder_of(FLEXIBLE)
    rise = {seat: ladder.index(result.levels_after[seat]) - ladder.index(choice.standing[seat])
            for seat in (HUMAN, partner)}
    assert rise[partner] == 2 * rise[HUMAN] > 0  # the last third went to the partner


def _fake_view(s: LevelSettlement, dealer_side: frozenset[int]) -> Any:
    return SimpleNamespace(phase="levels", choice=s.choice, legal=tuple(s.legal()),
                           dealer_side=dealer_side, seats=5)


def _questions() -> list[tuple[Any, frozenset[int]]]:
    """One settlement open on each kind of question."""
    share = settlement(100, rules=FLEXIBLE, last_winner=2)
    transfer = settlement(0, level="9", levels=("9", "2", "2", "2", "2"))
    offer = settlement(0, level="9", levels=("9", "3", "2", "5", "2"))
    offer.answer(Transfer(2, 2))
    catchers = settlement(120, friend=None, level="J", levels=("J", "5", "Q", "K", "6"),
                          last_winner=1, last_winning_unit=(2, 1),
                          last_winning_ranks=frozenset({"J"}))
    pair = frozenset({0, 2})
    return [(share, pair), (transfer, pair), (offer, pair), (catchers, frozenset({0}))]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_answer_of_every_question_is_labelled(app: Any, lang: str) -> None:
    set_language(lang)
    kinds = set()
    for s, side in _questions():
        view = _fake_view(s, side)
        kinds.add(view.choice.kind)
        texts = set()
        for action in s.legal():
            key, params = bar.action_label(action, "levels", view)
            assert key.startswith("tractor.btn.levels."), (action, key)
            text = t(key, **params)
            assert text and text != key and "{" not in text
            texts.add(text)
        assert len(texts) == len(s.legal())  # no two buttons read the same
        from ui.tractor.levelwords import level_prompt

        prompt = level_prompt(view, True)
        assert prompt and "{" not in prompt and "tractor." not in prompt
    assert kinds == {SHARE, TRANSFER, ANSWER, NAME_CATCHERS}


def test_pass_and_transfer_are_worded_by_the_question() -> None:
    set_language("en")
    s, side = _questions()[1]  # blocked levels: S0 may give S2, drop S1 / S3 / S4, or keep
    view = _fake_view(s, side)
    assert t(*_pair(bar.action_label(PASS, "levels", view))) == "Keep them"
    assert bar.action_label(Transfer(2, 1), "levels", view)[0] == "tractor.btn.levels.give"
    assert bar.action_label(Transfer(1, 1), "levels", view)[0] == "tractor.btn.levels.drop"
    c, cside = _questions()[3]  # the J rule: S0 names catchers, the rest to the digger
    cview = _fake_view(c, cside)
    assert bar.action_label(PASS, "levels", cview)[0] == "tractor.btn.levels.pass.name_catchers"
    assert bar.action_label(Transfer(4, 1), "levels", cview)[0] == "tractor.btn.levels.catcher"
    o, oside = _questions()[2]
    oview = _fake_view(o, oside)
    assert bar.action_label(ACCEPT, "levels", oview)[0] == "tractor.btn.levels.accept"
    assert bar.action_label(REFUSE, "levels", oview)[0] == "tractor.btn.levels.refuse"


def _pair(label: tuple[str, dict[str, object]]) -> tuple[str]:
    key, params = label
    assert params == {"n": 4}
    return (key,)


def test_a_long_placement_list_keeps_the_pass_and_every_seat_within_the_bar() -> None:
    s = settlement(0, level="9", levels=("9", "5", "2", "6", "7"))  # opponents above 2
    view = _fake_view(s, frozenset({0, 2}))
    legal = list(s.legal())
    assert len(legal) > bar.MAX_BUTTONS
    offers = level_offers(view, legal, bar.MAX_BUTTONS)
    assert len(offers) <= bar.MAX_BUTTONS and PASS in offers
    assert {a.seat for a in offers if isinstance(a, Transfer)} == set(view.choice.targets)
    assert all(a in legal for a in offers)
