"""The trick-taking family: Tractor / 升级 and its variants (docs/tractor.md,
docs/tractor-modes.md).

Trick mechanics: :mod:`~game.shengji.cards` (notation, points),
:mod:`~game.shengji.trump` (effective suits and order),
:mod:`~game.shengji.shapes` (reading cards into units),
:mod:`~game.shengji.ladders` (what a follow must include),
:mod:`~game.shengji.lead`, :mod:`~game.shengji.follow`,
:mod:`~game.shengji.trick` and :mod:`~game.shengji.candidates`.
The family imports the shared ``game.*`` modules only, never another family.
"""

from __future__ import annotations

from game.shengji.candidates import Candidate, follow_candidates
from game.shengji.cards import format_hand, parse_hand, points, show
from game.shengji.follow import follow_error
from game.shengji.lead import ThrowVerdict, judge_throw, lead_error, throw_penalty, throw_result
from game.shengji.shapes import Reading, Unit, read
from game.shengji.trick import matches, trick_points, trick_winner
from game.shengji.trump import Order, Trump, effective_suit, order_for, order_index

__all__ = [
    "Candidate",
    "Order",
    "Reading",
    "ThrowVerdict",
    "Trump",
    "Unit",
    "effective_suit",
    "follow_candidates",
    "follow_error",
    "format_hand",
    "judge_throw",
    "lead_error",
    "matches",
    "order_for",
    "order_index",
    "parse_hand",
    "points",
    "read",
    "show",
    "throw_penalty",
    "throw_result",
    "trick_points",
    "trick_winner",
]

# ----- the hand flow, levels and the match -------------------------------------------------
from game.shengji.actions import (
    ACCEPT,
    PASS,
    REFUSE,
    Accept,
    AskRedeal,
    Bid,
    Bury,
    CallFriends,
    Declare,
    FriendCall,
    GiveShare,
    NameTrump,
    Pass,
    PlayCards,
    Refuse,
    TractorAction,
    Transfer,
    parse_action,
)
from game.shengji.choices import PHASE_LEVELS, LevelChoice
from game.shengji.game import Game, new_game
from game.shengji.levels import level_change
from game.shengji.match import Match, replay_match
from game.shengji.modes import TractorRules
from game.shengji.presets import PRESETS, with_preset
from game.shengji.scoring import HandResult
from game.shengji.view import TractorView

__all__ += [
    "ACCEPT",
    "PASS",
    "PHASE_LEVELS",
    "PRESETS",
    "REFUSE",
    "Accept",
    "AskRedeal",
    "Bid",
    "Bury",
    "CallFriends",
    "Declare",
    "FriendCall",
    "Game",
    "GiveShare",
    "HandResult",
    "LevelChoice",
    "Match",
    "NameTrump",
    "Pass",
    "PlayCards",
    "Refuse",
    "TractorAction",
    "TractorRules",
    "TractorView",
    "Transfer",
    "level_change",
    "new_game",
    "parse_action",
    "replay_match",
    "with_preset",
]
