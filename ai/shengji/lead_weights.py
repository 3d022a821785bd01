"""The learned lead model's weights, written by bench/tractor_lead_fit.py.

Fitted (ridge 1.0, the policy's best 3) to tractor_0.jsonl, tractor_1.jsonl,
follows_0.jsonl; held out: 1558 leads, changed 0.446: gain +0.258 ± 0.511 a lead (the
true deal's best: +5.435).
Do not edit by hand: fit again.
"""

NAMES: tuple[str, ...] = (
    'score',
    'win',
    'points',
    'cards',
    'trump',
    'throw',
    'pairs',
    'master',
    'higher',
    'suit_length',
    'voids_me',
    'suit_hidden',
    'suit_points',
    'partner_void',
    'opponents_void',
    'cost',
    'low_point_single',
    'low_single',
    'win_points',
    'late',
    'trump_share',
    'lose_points',
)

DEALER_SIDE: tuple[float, ...] = (
     0.787405,  # score
    -2.032604,  # win
     0.354216,  # points
    -0.048636,  # cards
    -0.008628,  # trump
     1.059517,  # throw
     0.457032,  # pairs
    -1.935953,  # master
    -0.087572,  # higher
     0.071379,  # suit_length
     0.120494,  # voids_me
    -0.149267,  # suit_hidden
    -0.808656,  # suit_points
     0.206007,  # partner_void
    -0.933872,  # opponents_void
    -0.519983,  # cost
    -2.385607,  # low_point_single
    -2.376549,  # low_single
     1.055036,  # win_points
    -2.041005,  # late
    -4.943849,  # trump_share
    -4.664338,  # lose_points
)

CATCHERS: tuple[float, ...] = (
     2.400140,  # score
    -2.672977,  # win
    -2.024367,  # points
     1.130493,  # cards
     0.545374,  # trump
    -1.644436,  # throw
    -2.805701,  # pairs
    -2.431714,  # master
    -0.076820,  # higher
    -0.022749,  # suit_length
     0.546730,  # voids_me
    -0.266735,  # suit_hidden
     0.456342,  # suit_points
     1.530800,  # partner_void
    -1.079875,  # opponents_void
     1.749535,  # cost
    -1.777917,  # low_point_single
    -2.736199,  # low_single
     0.177488,  # win_points
     1.313102,  # late
    -15.102083,  # trump_share
     2.309977,  # lose_points
)
