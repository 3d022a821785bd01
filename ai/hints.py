"""Hints for a human seat: the best few plays, each with a short, translatable reason.

The hint engine ranks the legal plays (and passing) with the hard level's
policy, by what they do to the hand's plan, puts the first choice on top, and
names the reason a good player would give.  The first choice is the policy's
own, which is instant, or with ``level`` that level's whole decision, search
included: the app's hint button and the after-hand review both ask the expert
this way, so they agree.  Reasons are message keys with parameters (see
:mod:`ai.hint_messages`), so the UI translates them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ai.decompose import Decomposer
from ai.players import LEVELS, LevelAgent
from ai.policy import Policy
from ai.position import Position, position_from_view
from ai.ranks import remove
from ai.wilds import read_wilds, wild_reason
from game.cards import BIG_JOKER, RANK_CHARS, SMALL_JOKER, TWO
from game.plays import Play
from game.view import SeatView

# How the other options are ranked: by the plan score they leave, with these prices.
PASS_SCORE = -5.0  # passing keeps the plan whole, but gives the trick away
BOMB_PRICE = 15.0  # a bomb spent is a bomb that cannot win the lead back later
CHOSEN_BONUS = 100.0  # the first choice's score, lifted so it always sorts on top
CONTROL_RANKS = (BIG_JOKER, SMALL_JOKER, TWO, TWO - 1)  # R, B, 2, A: the cards that win leads
SMALL_TOP = 6  # up to the 9s a card is "small": it seldom wins a trick later
LONG_PLAY = 5  # a play of this many cards or more clears a good part of the hand
KICKER_CORES = {"trio_single": 3, "trio_pair": 3, "four_two_single": 4, "four_two_pair": 4}


@dataclass(frozen=True)
class Hint:
    """One suggestion: ``play`` (None: pass), its reason key and parameters, and a score."""

    play: Play | None
    reason: str
    params: dict[str, str] = field(default_factory=dict, hash=False)
    score: float = 0.0


def hint(view: SeatView, n: int = 3, level: str | None = None) -> list[Hint]:
    """Up to ``n`` ranked suggestions for the seat to play in ``view`` (best first).

    ``level`` (a name in ``LEVELS``) makes the first suggestion that level's own choice,
    searched without a clock so the answer depends on the position alone (tens to a few
    hundred milliseconds: call it off the render loop); without it the first suggestion
    is the hard policy's, which is instant.
    """
    if view.phase != "play" or view.to_act != view.seat or n <= 0:
        return []
    policy = Policy(LEVELS["hard"].style, random.Random(0), Decomposer())
    pos = position_from_view(view)
    read_wilds(policy.decomposer, pos.seating.wild)
    options: list[Play | None] = list(pos.legal())
    if not options:
        return [Hint(None, "hint.cannot_beat", {}, 0.0)] if pos.previous is not None else []
    if pos.previous is not None:
        options.append(None)
    chosen = policy.choose(pos) if level is None else _level_choice(level, view)
    base = policy.decomposer.score(pos.hand)

    def value(option: Play | None) -> float:
        if option is None:
            return PASS_SCORE
        return policy.decomposer.score(remove(pos.hand, option)) - base + (
            -BOMB_PRICE if option.is_bomb else 0.0)

    ranked = sorted((o for o in options if o != chosen), key=value, reverse=True)
    out = [Hint(chosen, *_reason(policy, pos, chosen),
                score=round(value(chosen) + CHOSEN_BONUS, 2))]
    for option in ranked[: n - 1]:
        out.append(Hint(option, *_reason(policy, pos, option), score=round(value(option), 2)))
    return out[:n]


def _level_choice(level: str, view: SeatView) -> Play | None:
    """What ``level`` plays here, with its search bounded by counts, not by seconds."""
    spec = LEVELS[level]
    if spec.budget is not None:
        spec = replace(spec, budget=replace(spec.budget, seconds=float("inf")))
    return LevelAgent(spec, 0).play(view)


def _reason(policy: Policy, pos: Position, play: Play | None) -> tuple[str, dict[str, str]]:
    """Why a good player would make this play (or pass), as a message key and parameters.

    Every play's reason names the play's cards, and where the plan decides, what the
    play does to it (how many plays the hand needs afterwards), so two different plays
    in one position never read alike.
    """
    if play is None:
        return _pass_reason(policy, pos)
    rest = remove(pos.hand, play)
    if not any(rest):
        return "hint.goes_out", {}
    cards = {"cards": play.cards}
    safe = policy.is_safe(pos, play)
    if safe and policy.wins_from(pos, rest):
        return ("hint.bomb_wins" if play.is_bomb else "hint.wins_out"), cards
    threat = _threat(pos)
    if threat is not None and pos.previous is not None:
        stoppers = [p for p in pos.legal() if policy.is_safe(pos, p)]
        role = "landlord" if threat == pos.landlord else "farmer"
        if stoppers == [play]:
            return "hint.only_stop", {"role": role}
        highest = max((p.rank for p in pos.legal() if not p.is_bomb), default=-1)
        if safe or play.rank == highest:
            return "hint.blocks", {**cards, "role": role, "count": str(pos.cards_left[threat])}
    partner = pos.knowledge.partner()
    if pos.previous is None and partner is not None and pos.cards_left[partner] <= 2 \
            and play == policy.feeding_play(pos):
        return "hint.feeds_partner", {**cards, "count": str(pos.cards_left[partner])}
    if _partner_holds_trick(pos):
        return "hint.tops", cards
    wild = wild_reason(play, pos.hand, pos.legal(), pos.seating.wild,
                       pos.knowledge.outside, pos.previous is not None)
    if wild is not None:
        return wild.key, wild.params
    turns = {**cards, "turns": str(policy.decomposer.plan(rest).turns)}
    if safe:
        return "hint.unbeatable", turns
    return _plan_reason(policy, pos, play, rest)


def _plan_reason(
    policy: Policy, pos: Position, play: Play, rest: list[int]
) -> tuple[str, dict[str, str]]:
    """What the play does to the hand's plan: the plays it needs afterwards, the cards it
    clears or carries away, the control cards it keeps."""
    before = policy.decomposer.plan(pos.hand).turns
    after = policy.decomposer.plan(rest).turns
    facts = {"cards": play.cards, "turns": str(after)}
    if after >= before:  # the play is not a piece of the plan: it breaks the hand up
        key = "hint.beat_breaks" if pos.previous is not None else "hint.lead_breaks"
        return key, {**facts, "before": str(before)}
    controls = [r for r in CONTROL_RANKS if pos.hand[r] and rest[r] == pos.hand[r]]
    if pos.previous is not None:
        if play.rank >= CONTROL_RANKS[-1]:
            return "hint.beat_high", facts
        cheaper = _cheaper_clean(policy, pos, play, before)
        if cheaper is not None:  # beats it higher than it needs to
            return "hint.beat_higher", {**facts, "cheap": cheaper.cards}
        if controls and play.rank < controls[0]:
            return "hint.keeps_control", {**facts, "rank": RANK_CHARS[controls[0]]}
        return "hint.cheapest_beat", facts
    kicker = _kicker(play)
    if kicker:
        core = RANK_CHARS[play.rank] * (len(play) - len(kicker))
        return "hint.lead_kicker", {**facts, "core": core, "kicker": kicker}
    if play.chain > 1 or len(play) >= LONG_PLAY:
        return "hint.lead_long", {**facts, "count": str(len(play))}
    if play.rank >= CONTROL_RANKS[-1]:
        return "hint.lead_high", facts
    if play.rank <= SMALL_TOP:
        return "hint.sheds_small", facts
    return "hint.fits_plan", facts


def _cheaper_clean(policy: Policy, pos: Position, play: Play, before: int) -> Play | None:
    """The smallest play of the same kind below ``play`` that beats the trick without
    breaking the hand up, if there is one."""
    smaller = sorted(
        (p for p in pos.legal() if p.kind == play.kind and p.rank < play.rank and not p.is_bomb),
        key=lambda p: p.rank,
    )
    for other in smaller:
        if policy.decomposer.plan(remove(pos.hand, other)).turns < before:
            return other
    return None


def _kicker(play: Play) -> str:
    """The cards a trio or a four carries along (``"5"`` of 33345), or ``""``."""
    core = KICKER_CORES.get(play.kind)
    if core is None:
        return ""
    return play.cards.replace(RANK_CHARS[play.rank], "", core)


def _partner_holds_trick(pos: Position) -> bool:
    """The play to beat is a partner's (another seat on our side)."""
    owner = pos.previous_seat
    return owner is not None and owner != pos.seat and pos.is_ours(owner)


def _pass_reason(policy: Policy, pos: Position) -> tuple[str, dict[str, str]]:
    if _partner_holds_trick(pos):
        return "hint.partner_winning", {}
    plain = [p for p in pos.legal() if not p.is_bomb]
    if not plain:
        return ("hint.keeps_bomb", {}) if pos.legal() else ("hint.cannot_beat", {})
    before = policy.decomposer.plan(pos.hand).turns
    # Ties on (turns, rank) must not fall through to comparing the plays themselves.
    after, cheapest = min(
        (((policy.decomposer.plan(remove(pos.hand, p)).turns, p.rank), p) for p in plain),
        key=lambda pair: pair[0],
    )
    if after[0] < before:  # a clean beat exists: the pass keeps those cards for later
        return "hint.holds_back", {"cards": cheapest.cards}
    return "hint.too_costly", {"before": str(before), "turns": str(after[0])}


def _threat(pos: Position) -> int | None:
    """The opponent closest to going out, if it has two cards or fewer."""
    close = [s for s in pos.knowledge.opponents() if pos.cards_left[s] <= 2]
    return min(close, key=lambda s: pos.cards_left[s]) if close else None
