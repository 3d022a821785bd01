"""The learned lead model of issue 33 (off at every level: it showed no gain in duplicate
deals, ai/RESULTS.md), its features, and the data its fit is made from."""

from __future__ import annotations

import random
from dataclasses import replace

import game
from ai.match import deal_seed
from ai.shengji import lead_model
from ai.shengji.lead_features import NAMES, lead_features
from ai.shengji.players import LEVELS
from ai.shengji.policy import Judge, choose_play, judged_plays
from ai.shengji.position import Position
from bench.tractor_lead_data import play_hand
from game.shengji.cards import format_hand
from tests.test_ai_shengji_play import position, spades_out_of_spades

HARD = LEVELS["hard"].skill
HANDS = ("S:AK93 H:KT8 C:765 D:84", "S:QJ7 H:A95 C:AKT D:K63", "S:T86 H:QJ C:Q98 D:AT5",
         "S:542 H:7643 C:J42 D:QJ9")


def features(pos: Position, lead: str) -> dict[str, float]:
    judge, ranked = judged_plays(pos, HARD)
    score, option = next((s, o) for s, o in ranked if format_hand(list(o)) == lead)
    return dict(zip(NAMES, lead_features(pos, judge.odds(option), judge.valuer, option, score),
                    strict=True))


def test_a_lead_reads_as_its_features_say() -> None:
    """The features are what the leader may know: a spade ace with no spade above it out is
    a master, a low spade is not and has the hidden spades above it counted, and a partner
    who showed out of the suit (seat 2 discarded on hearts) is read as void there."""
    earlier = (spades_out_of_spades(2),)
    pos = position("S:A93 H:K8 C:765 D:84", earlier=earlier)
    ace, low = features(pos, "S:A"), features(pos, "S:3")
    assert ace["master"] == 1.0 and ace["higher"] == 0.0
    assert low["master"] == 0.0 and low["higher"] == 6.0 and low["low_single"] == 1.0
    assert ace["suit_length"] == 3.0 and ace["voids_me"] == 0.0
    hearts = features(pos, "H:K")
    assert hearts["partner_void"] == 1.0 and ace["partner_void"] == 0.0
    assert 0.0 < hearts["late"] < 1.0 and ace["trump"] == 0.0


def test_the_model_picks_only_among_the_policys_best_and_a_margin_keeps_its_choice() -> None:
    """The model re-ranks the policy's first few leads and nothing else; a margin no lead
    can beat leaves the policy's own choice standing."""
    rng = random.Random(3)
    for hand in HANDS:
        pos = position(hand)
        hard = choose_play(pos, HARD, rng)
        _, ranked = judged_plays(pos, HARD)
        top = {format_hand(list(o)) for _, o in ranked[:3]}
        assert format_hand(choose_play(pos, replace(HARD, lead_model=3), rng)) in top
        kept = choose_play(pos, replace(HARD, lead_model=3, lead_model_margin=1e9), rng)
        assert kept == hard


def test_model_pick_follows_its_weights() -> None:
    """With every weight on the lead's own points, the model leads the richest of the
    policy's best (the weights are data: a fit replaces them)."""
    pos = position("S:AKT5 H:9 C:K3 D:7")
    judge = Judge(pos, HARD)
    _, ranked = judged_plays(pos, HARD)
    rich = [1.0 if name == "points" else 0.0 for name in NAMES]
    saved = dict(lead_model.WEIGHTS)
    try:
        lead_model.WEIGHTS[False] = lead_model.WEIGHTS[True] = tuple(rich)
        best = lead_model.model_pick(pos, judge.odds, judge.valuer, ranked, len(ranked), 0.0)
        played = choose_play(pos, replace(HARD, lead_model=len(ranked)), random.Random(1))
    finally:
        lead_model.WEIGHTS.update(saved)
    most = max(sum(c.rank_char in "5TK" for c in o) for _, o in ranked)
    assert sum(c.rank_char in "5TK" for c in ranked[best][1]) == most
    assert played == list(ranked[best][1]) != list(ranked[0][1])


def test_the_data_scores_the_policys_best_leads_on_the_true_deal() -> None:
    """bench/tractor_lead_data: every lead with a choice gives one record, its candidates'
    features and worths side by side, and the worths differ somewhere (the leads matter)."""
    records = play_hand(game.ruleset("tractor"), deal_seed(7, 0), 3)
    assert len(records) >= 8
    for r in records:
        assert len(r["features"]) == len(r["worths"]) >= 2
        assert all(len(f) == len(NAMES) for f in r["features"])
    assert any(len(set(r["worths"])) > 1 for r in records)
