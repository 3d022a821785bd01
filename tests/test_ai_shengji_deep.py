"""The expert's deeper look-ahead (ai/shengji/deep.py): its roll-outs play legal, bounded
hands, the tricks it plays fit its decision budget, and the choice is one of the policy's
candidates, fixed by the seed.  Its strength is measured in duplicate deals, in
ai/RESULTS.md (issue 33)."""

from __future__ import annotations

import random
from dataclasses import replace

from ai.shengji.deep import deep_tricks, play_deep
from ai.shengji.players import LEVELS
from ai.shengji.policy import judged_plays
from ai.shengji.search import EXPERT_BUDGET, Searcher, sample_deal
from game.shengji.lead import lead_error
from tests.test_ai_shengji_play import position, trick

HAND = "S:AKQJ986 H:AKQ953 C:87654 D:9843 BR"  # 24 cards: one trick played
EARLIER = (trick((1, "H:4"), (2, "C:3"), (3, "H:6"), (0, "H:7")),)
DEEP = replace(EXPERT_BUDGET, deep_tricks=3, deep_samples=4, deep_candidates=3)


def test_the_tricks_played_fit_the_decision_budget() -> None:
    """Early in a long hand the roll-outs are cut to what ``deep_decisions`` affords (4
    candidates x 8 deals x 4 seats = 128 decisions a trick), never below the lead's own
    trick, and never beyond the cards left."""
    pos = position(HAND, earlier=EARLIER)
    assert deep_tricks(pos, 4, 8, 6, 4000) == 6
    assert deep_tricks(pos, 4, 8, 6, 300) == 2
    assert deep_tricks(pos, 4, 8, 6, 10) == 1
    short = position("S:AK")
    assert deep_tricks(short, 4, 8, 6, 4000) == 2


def test_a_deep_roll_out_scores_every_candidate_on_one_deal() -> None:
    """Every candidate lead plays out on the same sampled deal (the policy at every seat for
    three tricks, the quick roll-out after): each gives a finite score, and a candidate
    played twice on the same deal scores the same (the roll-out is deterministic)."""
    pos = position(HAND, earlier=EARLIER, dealer=1)
    searcher = Searcher(DEEP, LEVELS["expert"].skill)
    _, ranked = judged_plays(pos, searcher.skill)
    hands, kitty = sample_deal(pos, random.Random(3), True)
    counts = searcher.first_counts(pos)
    scores = [play_deep(searcher, pos, hands, kitty, option, 3, counts)
              for _, option in ranked[:3]]
    again = play_deep(searcher, pos, hands, kitty, ranked[0][1], 3, counts)
    assert len(scores) == 3 and all(abs(s) < 1000 for s in scores)
    assert again == scores[0]


def test_the_deep_choice_is_a_legal_candidate_fixed_by_the_seed() -> None:
    """The searched lead is one of the policy's best candidates and legal; the same seed
    gives the same choice."""
    pos = position(HAND, earlier=EARLIER, dealer=1)
    searcher = Searcher(replace(DEEP, deep_confidence=0.0), LEVELS["expert"].skill)
    _, ranked = judged_plays(pos, searcher.skill)
    first = searcher.choose(pos, random.Random(11))
    second = searcher.choose(pos, random.Random(11))
    assert first is not None and first == second
    assert tuple(first) in [option for _, option in ranked[:DEEP.deep_candidates]]
    assert lead_error(first, list(pos.hand), pos.trump, pos.rules) is None
