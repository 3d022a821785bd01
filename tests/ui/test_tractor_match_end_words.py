"""Play-test: a whole match to its end.  The dealer's side won a hand at A, which ends
the match, and the end panel said 庄家方升1级 ('goes up 1') over a levels line still
reading A for both sides.  It now says the dealer's side played through A and won the
match; a hand that does move a level keeps its 升n级."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.rules import ruleset
from game.shengji.match import Match
from ui.app.i18n import set_language, t
from ui.tractor.endpanel import verdict_text
from ui.tractor.headless import play_out
from ui.tractor.session import TractorSession


def _first_hand(levels: tuple[str, ...], seed: int) -> Any:
    rules = ruleset("tractor")
    session = TractorSession(rules, "beginner", seed, SimpleNamespace(submit=None),  # type: ignore[arg-type]
                             Match(rules, seed, levels=levels))
    play_out(session.game, session.decide_now)
    return session.game.result


def _dealer_win(levels: tuple[str, ...]) -> Any:
    for seed in range(1, 40):
        result = _first_hand(levels, seed)
        if result.side == "dealer":
            return result
    raise AssertionError("no dealer win in 40 seeds")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_dealer_win_at_a_ends_the_match_in_words_that_say_so(lang: str) -> None:
    set_language(lang)
    try:
        result = _dealer_win(("A",) * 4)
        assert result.match_over
        words = verdict_text(result)
        assert words == t("tractor.end.dealer_through", level="A")
        assert words != t("tractor.end.dealer_up", n=result.amount)
    finally:
        set_language("zh")


def test_a_dealer_win_below_a_still_goes_up() -> None:
    result = _dealer_win(("Q",) * 4)
    assert result.levels_after != result.levels_before
    assert verdict_text(result) == t("tractor.end.dealer_up", n=result.amount)
