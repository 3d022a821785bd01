"""The after-hand review of a Tractor hand, and the hint it shares its evaluation with.

:func:`weigh` is the one evaluation of a play decision: the expert's choice (and any
other level's named in :data:`CANDIDATE_LEVELS`), from the seat's view only (the
expert's search run to the end, not cut by the table's clock: a verdict never depends
on the machine's load), each played out on the same sampled deals of the cards the
seat could not see (:func:`ai.shengji.search.sample_deal`: seat counts, cards shown,
known voids; the kitty only if this seat buried it), every deal finished by the roll-out policy at
every seat (:class:`ai.shengji.rollout.Rollout`).  Choices are ranked by the points
their side ends the hand with, in whole points as the review shows them, then by the
share of deals the side wins the hand (:mod:`ai.verdict`).  The practice hint is the
top of that ranking (:func:`best_play`); :func:`review_decision` replays a finished
hand's record to one of the seat's decisions (:func:`decision_points` lists them),
weighs it with the player's play added, and lists it only where the best play shows
more points for the seat's side than the player's: so the move the review calls
better is the hint the player was offered, and it never shows the lower figure.
The deals are seeded from the view itself, so the hint and the review meet the same.

What it mattered is told in the game's own terms: the catchers' total each
choice leads to (抠底 included, and apart), the share of deals the seat's side
wins the hand, and the points of the trick in play.  The reason is a message
code (:mod:`ai.shengji.review_reasons`) the app words in the player's language.

Moves 托管 made for the seat are named in the record's ``auto`` list: they are
marked :attr:`TractorReviewItem.by_auto`, never the player's mistakes.  Pure,
deterministic for a given ``seed``; the sample count bounds the work.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ai.clock import deadline_after, past
from ai.review_record import entries_of, entry_at, marked
from ai.shengji.players import LEVELS, LevelPlayer
from ai.shengji.playout import rollout_from
from ai.shengji.position import Position, position_from_view
from ai.shengji.review_reasons import OptionStats, reason_for
from ai.shengji.rollout import Rollout
from ai.shengji.search import EXPERT_BUDGET, sample_deal
from ai.verdict import Reviewed, Verdict, percent, ranked, verdict, whole
from game.cards import Card
from game.record import replay
from game.shengji.actions import PlayCards, parse_action
from game.shengji.candidates import follow_candidates
from game.shengji.game import Game
from game.shengji.levels import level_change
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.view import TractorView

# The expert as the review asks it: its whole search, without the clock that guards a
# table's turn, so a verdict does not hang on how busy the machine was.
REVIEW_EXPERT = replace(LEVELS["expert"], search=replace(EXPERT_BUDGET, seconds=3600.0))
# Whose choices are weighed.  The expert's alone: a second level's choice would cost the
# review half as much again on every decision (measured: the Tractor review page's tests
# 76 s -> 131 s), and the expert's search already weighs the alternatives.
CANDIDATE_LEVELS = (REVIEW_EXPERT,)
MISTAKE_POINTS = 10  # the better choice brings the seat's side this many points more …
MISTAKE_CHANCE = 0.15  # … or wins the hand this much more often


@dataclass(frozen=True)
class ReviewBudget:
    """How hard the review looks at one decision: sampled deals, and a time cap."""

    samples: int = 96  # a gain steady to about 2 points between seeds (sd 1.7; 2.6 at 48)
    seconds: float = 20.0


@dataclass(frozen=True)
class TractorReviewItem(Reviewed):
    """One play decision where the expert would have played other cards.

    ``index`` is the action's place in the hand's record (``game.replay(record,
    upto=index)`` is the table just before it); ``trick`` counts from 1.  The
    ``*_catchers`` figures are the catchers' average final total after each choice
    (抠底 included; ``*_kitty`` is that bonus alone), ``*_win`` the share of deals
    the seat's side wins the hand.  ``catching``: the seat plays for the catchers.
    """

    index: int
    trick: int
    leading: bool
    played: tuple[Card, ...]
    expert: tuple[Card, ...]
    catching: bool = False
    played_catchers: float = 0.0
    expert_catchers: float = 0.0
    played_kitty: float = 0.0
    expert_kitty: float = 0.0

    @property
    def played_points(self) -> int:
        """The catchers' total after the played choice, in whole points as shown."""
        return whole(self.played_catchers)

    @property
    def expert_points(self) -> int:
        return whole(self.expert_catchers)

    @property
    def gain(self) -> int:
        """Whole points the better choice brings the seat's side over the played one."""
        diff = self.expert_points - self.played_points
        return diff if self.catching else -diff

    @property
    def verdict(self) -> Verdict:
        """The gain in points, its text and its tone (the row's colour)."""
        chance = self.expert_pct - self.played_pct >= 100 * MISTAKE_CHANCE
        return verdict(0, self.gain, MISTAKE_POINTS, also_mistake=chance, by_auto=self.by_auto)


def decision_points(record: dict[str, Any], seat: int = 0) -> list[int]:
    """The indices of ``record``'s actions that were ``seat``'s plays with a real choice;
    cheap (a replay, no search).  Raises ``ValueError`` when the record is damaged."""
    entries = entries_of(record)
    game = replay(record, 0)
    points: list[int] = []
    for index, entry in enumerate(entries):
        if _is_play_of(entry, seat) and has_choice(game, seat):
            points.append(index)
        game.apply_logged(entry)
    return points


def has_choice(game: Game, seat: int) -> bool:
    """It is ``seat``'s turn to lead or follow and more than one play is legal."""
    if game.over or game.phase != PHASE_PLAY or game.to_act != seat:
        return False
    view = game.view(seat)
    hand = list(view.hand)
    trick = view.trick
    if trick is None or view.leading:
        return len(hand) > 1
    assert view.trump is not None
    lead = list(trick.plays[0][1])
    candidates = follow_candidates(hand, lead, view.trump, view.rules)
    if len(candidates) != 1:
        return True
    only = candidates[0]
    faces = {(c.rank, c.suit) for c in only.pool}
    return 0 < only.count < len(only.pool) and len(faces) > 1


def review_decision(record: dict[str, Any], index: int, seat: int = 0,
                    budget: ReviewBudget | None = None, seed: int = 0
                    ) -> TractorReviewItem | None:
    """The review of the decision at action ``index`` (one of :func:`decision_points`):
    ``None`` when the expert plays the same cards.  Everything comes from ``seat``'s view
    at that moment and ``seed``, so a decision's verdict never depends on the hidden
    cards, nor on which other decisions were reviewed."""
    budget = budget or ReviewBudget()
    entry = entry_at(record, index)
    if not _is_play_of(entry, seat):
        raise ValueError(f"action {index} is not a play of seat {seat}")
    game = replay(record, index)
    if not has_choice(game, seat):
        return None
    view = game.view(seat)
    action = parse_action(entry.partition(" ")[2])
    assert isinstance(action, PlayCards)
    return marked(judge(view, tuple(action.cards), index, budget, seed), record, index)


@dataclass(frozen=True)
class ScoredPlay:
    """One choice with its averaged outcome (:class:`OptionStats`) for the side of a seat
    that is ``catching`` or not; :attr:`side_points` is the figure it is ranked by."""

    cards: tuple[Card, ...]
    stats: OptionStats
    catching: bool

    @property
    def catchers(self) -> float:
        return round(self.stats.catchers, 1)

    @property
    def side_points(self) -> int:
        """The catchers' total in whole points as shown, signed so more is better for
        the seat's side."""
        points = whole(self.catchers)
        return points if self.catching else -points

    @property
    def pct(self) -> int:
        return percent(round(self.stats.win, 3))


def rank_key(scored: ScoredPlay) -> tuple[float, ...]:
    """Better is more points for the seat's side as shown, then a likelier hand won."""
    return (scored.side_points, scored.pct)


def position_seed(view: TractorView, seed: int = 0) -> int:
    """A seed from what the seat sees at this decision (``seed`` added): the hint, from the
    live view, and the review, from the replayed record, draw the same deals."""
    facts = (view.seat, view.hand, view.tricks, view.points_taken, view.trump)
    return zlib.crc32(repr(facts).encode()) + seed


def candidates(view: TractorView, seed: int) -> list[tuple[Card, ...]]:
    """The choices worth weighing: the expert's, its whole search (each level in
    :data:`CANDIDATE_LEVELS` adds its own where it differs)."""
    out: list[tuple[Card, ...]] = []
    for level in CANDIDATE_LEVELS:
        cards = tuple(LevelPlayer(level, seed).play(view))
        if not any(same_cards(cards, o) for o in out):
            out.append(cards)
    return out


def weigh(view: TractorView, budget: ReviewBudget | None = None, seed: int = 0,
          also: Sequence[tuple[Card, ...]] = ()) -> list[ScoredPlay]:
    """The decision's choices with their outcomes, best first (:func:`rank_key`).  ``also``
    adds choices after the candidates (the review adds the player's): every option meets
    the same deals, so they never change the candidates' figures."""
    budget = budget or ReviewBudget()
    mixed = position_seed(view, seed)
    options = candidates(view, mixed)
    options += [o for o in also if not any(same_cards(o, c) for c in options)]
    pos = position_from_view(view, counting=True, guess_friend=True)
    stats = estimate(pos, options, budget, mixed, bid=view.bid)
    catching = not pos.sides.dealer_side
    return ranked([ScoredPlay(o, s, catching) for o, s in zip(options, stats, strict=True)],
                  rank_key)


def best_play(view: TractorView, budget: ReviewBudget | None = None,
              seed: int = 0) -> tuple[Card, ...]:
    """The practice hint: the best play by :func:`weigh`, the move the review would call
    better than any other the player makes here (a lone candidate needs no deals)."""
    options = candidates(view, position_seed(view, seed))
    if len(options) == 1:
        return options[0]
    return weigh(view, budget, seed)[0].cards


def judge(view: TractorView, played: tuple[Card, ...], index: int, budget: ReviewBudget,
          seed: int) -> TractorReviewItem | None:
    """The best choice at this view against ``played``, scored on shared deals; None when
    ``played`` shows as many points for the seat's side as the best."""
    ranking = weigh(view, budget, seed, also=[played])
    best = ranking[0]
    mine = next(s for s in ranking if same_cards(s.cards, played))
    if best.side_points <= mine.side_points:
        return None
    pos = position_from_view(view, counting=True, guess_friend=True)
    reason, params = reason_for(pos, played, best.cards, mine.stats, best.stats)
    return TractorReviewItem(
        index=index,
        trick=len([t for t in view.tricks if t.winner is not None]) + 1,
        leading=pos.leading,
        played=played,
        expert=best.cards,
        reason=reason,
        params=params,
        catching=best.catching,
        played_catchers=mine.catchers,
        expert_catchers=best.catchers,
        played_kitty=round(mine.stats.kitty, 1),
        expert_kitty=round(best.stats.kitty, 1),
        played_win=round(mine.stats.win, 3),
        expert_win=round(best.stats.win, 3),
    )


def same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """Two plays are the same when they hold the same faces (deck copies are alike)."""
    return Counter((c.rank, c.suit) for c in a) == Counter((c.rank, c.suit) for c in b)


def estimate(pos: Position, options: list[tuple[Card, ...]], budget: ReviewBudget,
             seed: int, *, bid: int | None = None) -> list[OptionStats]:
    """Each option played out on the same sampled deals, averaged (``bid``: the auction's
    target in 三人竞标, which decides who wins the hand)."""
    rng = random.Random(seed)
    sums = [OptionStats() for _ in options]
    deadline = deadline_after(budget.seconds)
    done = 0
    for _ in range(budget.samples):
        hands, kitty = sample_deal(pos, rng)
        for i, option in enumerate(options):
            sums[i] = sums[i].plus(play_out(pos, hands, kitty, option, bid))
        done += 1
        if past(deadline):
            break
    return [total.scaled(1.0 / done) for total in sums]


def play_out(pos: Position, hands: dict[int, list[Card]], kitty: list[Card],
             option: tuple[Card, ...], bid: int | None = None) -> OptionStats:
    """One deal finished after ``option``: the trick in play, the catchers' total, 抠底."""
    rollout = rollout_from(pos, hands, kitty)
    dealer_side = rollout.dealer_side
    rollout.play_checked(pos.seat, option)
    while not rollout.history:
        rollout.play(rollout.to_act(), rollout.choose(rollout.to_act()))
    _, winner, trick_points = rollout.history[0]
    ours = (winner in dealer_side) == pos.sides.dealer_side
    total = rollout.finish()
    side, _ = level_change(total, pos.rules, bid=bid)
    won = (side == "catchers") != pos.sides.dealer_side
    return OptionStats(
        trick_won=float(ours),
        trick_points=float(trick_points if ours else -trick_points),
        catchers=float(total),
        kitty=float(total - _catchers_now(rollout, dealer_side)),
        win=float(won),
    )


def _catchers_now(rollout: Rollout, dealer_side: frozenset[int]) -> int:
    return sum(p for s, p in enumerate(rollout.points_by_seat) if s not in dealer_side)


def _is_play_of(entry: str, seat: int) -> bool:
    seat_text, _, rest = entry.partition(" ")
    return seat_text == str(seat) and rest.startswith("play ")


__all__ = [
    "REVIEW_EXPERT",
    "ReviewBudget",
    "ScoredPlay",
    "TractorReviewItem",
    "best_play",
    "candidates",
    "decision_points",
    "estimate",
    "has_choice",
    "judge",
    "position_seed",
    "rank_key",
    "review_decision",
    "same_cards",
    "weigh",
]
