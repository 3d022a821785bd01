"""The Tractor / 升级 modes, declared as data (docs/tractor.md §1, docs/tractor-modes.md §2).

:class:`TractorRules` is the family's :class:`~game.rules.Ruleset`: one field per
**Option** of docs/tractor.md and docs/tractor-modes.md, named exactly as there (on/off options are
booleans,
the others the strings named, D36), plus the facts a mode declares and a player
does not change (how trump is declared, two colours, friend calls, throw limits).
Each registered mode lists in ``choices`` the options it lets the player change,
its own default first; an option a mode forces (four decks: permanent 2s) is
listed with that single value, so the settings screen shows it fixed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from game.errors import InvalidSetting
from game.rules import CARDS_PER_DECK, KITTY_SEEN_BY_LANDLORD, Ruleset, Table, register

FAMILY = "shengji"
RECORD_FORMAT = "shengji-hand"
MATCH_FORMAT = "shengji-match"

# How the seats form sides.
TEAMS_FIXED_PARTNERS = "fixed_partners"  # alternate seats, partner opposite
TEAMS_FRIENDS = "friends"  # 找朋友: the dealer's friends are found in play
TEAMS_ONE_VS_TWO = "one_vs_two"  # 三人竞标: the lowest bidder alone against two

# How trump is declared during the deal (docs/tractor.md §1.3, docs/tractor-modes.md §2.1–§2.6).
DECLARE_PAIRS = "pairs"  # level card < level pair < BB < RR
DECLARE_COLOURS = "colours"  # one deck: a level card declares its colour; no jokers
DECLARE_COUNT = "count"  # three decks: more identical cards first, then B, then R
DECLARE_HIDDEN = "hidden"  # four decks: the count is shown, the suit only at the end
DECLARE_NONE = "none"  # three-player bidding: trump is named by the dealer

# How a hand's result moves the levels.
SCORE_LEVEL_TABLE = "level_table"  # §1.11 table, fixed partnerships
SCORE_FRIENDS = "friends_table"  # §1.11 table per player, +1 for a lone winning dealer
SCORE_EQUAL_RIGHTS = "equal_rights"  # §2.5.3 级差权平等
SCORE_BIDDING = "bidding"  # §2.6 the auction's target

# Phases of a hand, in the order the engine may run them; each is active only
# where its options and the mode's declaration call for it.
DECLARING_PHASES = ("deal", "weak_hand", "kitty", "bury", "kitty_theft", "play", "settle")
FRIENDS_PHASES = (
    "deal", "weak_hand", "kitty", "bury", "kitty_theft", "call_friends", "play", "settle",
)
BIDDING_PHASES = ("deal", "auction", "kitty", "name_trump", "weak_hand", "bury", "play", "settle")

# The options of the core game (§1.13) with their allowed values, default first.
CORE_OPTIONS: dict[str, tuple[Any, ...]] = {
    "permanent_twos": (False, True),
    "late_reinforce": (False, True),
    "no_declaration": ("no_trump", "flip_kitty", "redeal"),
    "kitty_theft": (False, True),
    "level_gap": ("joins", "breaks"),
    "failed_throw_forced": ("lowest_beaten", "smallest_beaten"),
    "name_throw_blocker": (True, False),
    "throw_penalty": ("none", "ten_per_card", "ten_per_attempt"),
    "partial_tractor_follow": (False, True),
    "throw_compare": ("key_component", "all_components"),
    "kitty_multiplier": ("power", "double_unit", "double_lead"),
    "match_end": ("defend_A", "reach_A", "defend_NT"),
    "must_play_levels": ("A", "5_10_K_A", "2_5_10_K_A", "J_A"),
    "jack_hook": (False, True),
    "redeal_weak_hand": (False, True),
}
# The house rules of docs/tractor.md §1.15 (issue 37), in every mode unless its own
# table drops or fixes one (the bands in bidding_three are the bid's, see below).
LEVEL_BAND_OPTIONS: dict[str, tuple[Any, ...]] = {
    "step_per_deck": (20, 10, 15, 25, 30),
    "turnover_steps": (2, 1, 3),
    "deadzone_steps": (1, 0, 2),
}
HOUSE_OPTIONS: dict[str, tuple[Any, ...]] = {
    **LEVEL_BAND_OPTIONS,
    "tractor_min_pairs": (2, 3, "decks"),
    "follow_protection": ("none", "longer_tuples", "tractor_on_tractor", "both", "suit_only"),
    "kitty": ("standard", "none"),
    "hide_played_cards": (False, True),
}
# Every mode's options: the core game's (§1.13), then the house rules (§1.15).
TRACTOR_OPTIONS: dict[str, tuple[Any, ...]] = {**CORE_OPTIONS, **HOUSE_OPTIONS}
# Options that exist only where their teams do (§1.15 finding friends, §2.5.3).
FRIEND_OPTIONS: dict[str, tuple[Any, ...]] = {
    "friend_cards": ("non_trump", "any", "no_highest", "no_points"),
    "double_join": ("allowed", "refused"),
}
EQUAL_RIGHTS_OPTIONS: dict[str, tuple[Any, ...]] = {
    "friend_share": ("fixed", "flexible"),
    "level_transfer": (True, False),
}
# Options that mean nothing without declaring during the deal.
DECLARING_ONLY = ("late_reinforce", "no_declaration", "kitty_theft")
@dataclass(frozen=True)
class TractorRules(Ruleset):
    """One Tractor mode: its table, teams, phases and every option of docs/tractor-modes.md §5.

    >>> from game.rules import ruleset
    >>> ruleset("tractor").level_step, ruleset("tractor_three_decks").level_step
    (40, 60)
    """

    family: str = FAMILY
    table: Table = field(
        default_factory=lambda: Table(
            seats=4, decks=2, hand_size=25, kitty_size=8, kitty_seen_by=KITTY_SEEN_BY_LANDLORD
        )
    )
    teams: str = TEAMS_FIXED_PARTNERS
    phases: tuple[str, ...] = DECLARING_PHASES
    pattern_set: str = "tractor"
    scorer: str = SCORE_LEVEL_TABLE
    choices: tuple[tuple[str, tuple[Any, ...]], ...] = tuple(TRACTOR_OPTIONS.items())
    record_format: str = RECORD_FORMAT
    # ----- the options of docs/tractor.md (field names as there) -----------------------------
    permanent_twos: bool = False
    late_reinforce: bool = False
    no_declaration: str = "no_trump"
    kitty_theft: bool = False
    level_gap: str = "joins"
    failed_throw_forced: str = "lowest_beaten"
    name_throw_blocker: bool = True
    throw_penalty: str = "none"
    partial_tractor_follow: bool = False
    throw_compare: str = "key_component"
    kitty_multiplier: str = "power"
    match_end: str = "defend_A"
    must_play_levels: str = "A"
    jack_hook: bool = False
    redeal_weak_hand: bool = False
    # ----- the house rules of docs/tractor.md §1.15 -------------------------------------------
    step_per_deck: int = 20
    turnover_steps: int = 2
    deadzone_steps: int = 1
    tractor_min_pairs: int | str = 2
    follow_protection: str = "none"
    kitty: str = "standard"
    friend_cards: str = "non_trump"
    double_join: str = "allowed"
    hide_played_cards: bool = False
    friend_share: str = "fixed"
    level_transfer: bool = True
    # ----- what the mode declares and the player does not change ---------------------------
    declaration: str = DECLARE_PAIRS
    two_colours: bool = False  # §2.1: black and red are the suits
    friend_calls: int = 0  # §2.5: cards the dealer calls to find friends
    lone_dealer_bonus: int = 0  # §2.5.2/§2.5.4: extra level for a lone winning dealer
    random_first_receiver: bool = False  # §2.4: a random seat receives the first card
    throw_hand_limit: int | None = None  # §2.6: throws only while holding at most this
    per_player_levels: bool = False  # friends and bidding: each player has his own level

    def __post_init__(self) -> None:
        check_house_rules(self)
        object.__setattr__(self, "table", table_for_kitty(self.table, self.kitty))
        super().__post_init__()
        if self.family != FAMILY:
            raise ValueError(f"a Tractor mode belongs to the family {FAMILY!r}")
        if self.friend_calls and self.teams != TEAMS_FRIENDS:
            raise ValueError("friend_calls belong to a mode whose teams are friends")

    def with_options(self, **options: Any) -> Self:
        """A copy with some options changed; ``protect_triples`` (before 2026-12) is read as
        ``follow_protection`` (on = ``longer_tuples``), so old records and settings load, and
        a value given as text (``on``, ``15``: a command line's) is read as the value it names."""
        options = upgraded_options(options)
        choices = self.option_choices()
        options = {k: from_text(v, choices[k]) if k in choices else v for k, v in options.items()}
        return super().with_options(**options)

    @property
    def protect_triples(self) -> bool:
        """§2.2's old switch, now the ``longer_tuples`` part of ``follow_protection``."""
        return self.follow_protection in ("longer_tuples", "both")

    # ----- derived facts ---------------------------------------------------------------------

    @property
    def level_step(self) -> int:
        """s = ``step_per_deck`` × decks (20 by default): one band of the level table (D19)."""
        return self.step_per_deck * self.decks

    @property
    def min_tractor(self) -> int:
        """The fewest linked pairs (or triples) that make a tractor (``tractor_min_pairs``)."""
        return min_tractor(self.tractor_min_pairs, self.decks)

    @property
    def has_kitty(self) -> bool:
        """False under ``kitty=none``: every card is dealt, nothing is buried (§1.15)."""
        return self.kitty_size > 0

    @property
    def total_points(self) -> int:
        """100 points per deck: every 5, T and K."""
        return 100 * self.decks

    @property
    def lowest_level(self) -> str:
        """Where every player starts: 3 with permanent 2s (D38, D24), else 2."""
        return "3" if self.permanent_twos else "2"

    @property
    def declares_in_deal(self) -> bool:
        return self.declaration != DECLARE_NONE


def min_tractor(setting: int | str, decks: int) -> int:
    """``tractor_min_pairs`` as a count: 2, 3, or ``decks`` = max(2, decks) (§1.15).

    >>> min_tractor(2, 4), min_tractor(3, 2), min_tractor("decks", 1), min_tractor("decks", 3)
    (2, 3, 2, 3)
    """
    return max(2, decks) if setting == "decks" else int(setting)


def standard_kitty(seats: int, decks: int) -> int:
    """shengji's kitty size (docs/tractor-modes.md §2): the cards left over, else one per
    seat, topped up by the seats until it holds five or more.

    >>> [standard_kitty(s, d) for s, d in ((4, 2), (4, 1), (4, 3), (5, 3), (3, 2), (4, 4))]
    [8, 6, 6, 7, 6, 8]
    """
    kitty = (CARDS_PER_DECK * decks) % seats or seats
    while kitty < 5:
        kitty += seats
    return kitty


def table_for_kitty(table: Table, kitty: str) -> Table:
    """The table under ``kitty``: every card dealt when ``none``, the mode's kitty else."""
    cards = CARDS_PER_DECK * table.decks
    if kitty == "none" and table.kitty_size:
        return Table(table.seats, table.decks, cards // table.seats, 0, table.kitty_seen_by)
    if kitty != "none" and not table.kitty_size:
        size = standard_kitty(table.seats, table.decks)
        return Table(table.seats, table.decks, (cards - size) // table.seats, size,
                     table.kitty_seen_by)
    return table


def from_text(value: Any, allowed: tuple[Any, ...]) -> Any:
    """``value``, or the allowed value it spells when given as text: ``on`` / ``off`` for a
    yes/no option, ``15`` for a number; anything else is left for the checks to refuse.

    >>> from_text("on", (False, True)), from_text("15", (20, 15)), from_text("decks", (2, "decks"))
    (True, 15, 'decks')
    """
    if not isinstance(value, str) or value in allowed:
        return value
    for candidate in allowed:
        if isinstance(candidate, bool):
            if value == ("on" if candidate else "off"):
                return candidate
        elif str(candidate) == value:
            return candidate
    return value


def upgraded_options(options: dict[str, Any]) -> dict[str, Any]:
    """Options as a record or a settings file of any date gives them, in today's names:
    ``protect_triples`` (before 2026-12) becomes ``follow_protection``.

    >>> upgraded_options({"protect_triples": True, "jack_hook": False})
    {'jack_hook': False, 'follow_protection': 'longer_tuples'}
    >>> upgraded_options({"protect_triples": False})
    {}
    """
    if "protect_triples" not in options:
        return options
    options = dict(options)
    protect = options.pop("protect_triples")
    if not isinstance(protect, bool):
        raise InvalidSetting("protect_triples", f"on or off (True or False), not {protect!r}")
    if protect and "follow_protection" not in options:
        options["follow_protection"] = "longer_tuples"
    return options


def check_house_rules(rules: TractorRules) -> None:
    """Refuse a §1.15 setting that is not one of its values, or that cannot be played with
    the mode's table or the other options, naming it and saying why (``InvalidSetting``)."""
    for option, allowed in (*HOUSE_OPTIONS.items(), *FRIEND_OPTIONS.items()):
        value = getattr(rules, option)
        if not any(type(value) is type(v) and value == v for v in allowed):
            shown = ", ".join(map(repr, allowed))
            raise InvalidSetting(option, f"one of {shown}, not {value!r}")
    if rules.teams != TEAMS_FRIENDS:
        for option, allowed in FRIEND_OPTIONS.items():
            if getattr(rules, option) != allowed[0]:
                raise InvalidSetting(option, "only a mode that finds friends calls them")
    if rules.kitty == "none":
        _check_no_kitty(rules)


def _check_no_kitty(rules: TractorRules) -> None:
    seats, cards = rules.table.seats, CARDS_PER_DECK * rules.table.decks
    if cards % seats:
        raise InvalidSetting(
            "kitty",
            f"none needs every card dealt, but {seats} seats cannot share {cards} cards evenly "
            f"({cards // seats} each and {cards % seats} left over)",
        )
    if rules.kitty_theft:
        raise InvalidSetting("kitty", "none leaves no kitty to steal: turn kitty_theft off")
    if rules.no_declaration == "flip_kitty":
        raise InvalidSetting(
            "kitty", "none leaves no kitty card to turn up: choose another no_declaration"
        )


def _choices(*tables: dict[str, tuple[Any, ...]], **defaults: Any) -> tuple[
    tuple[str, tuple[Any, ...]], ...
]:
    """Option choices with a mode's own defaults moved first; a tuple value forces a set."""
    merged: dict[str, tuple[Any, ...]] = {}
    for table in tables:
        merged.update(table)
    for option, value in defaults.items():
        if isinstance(value, tuple):
            merged[option] = value
        else:
            merged[option] = (value, *(v for v in merged[option] if v != value))
    return tuple(merged.items())


def _without(
    choices: tuple[tuple[str, tuple[Any, ...]], ...], *names: str
) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    return tuple((option, values) for option, values in choices if option not in names)


def _table(seats: int, decks: int, hand: int, kitty: int) -> Table:
    return Table(seats, decks, hand, kitty, kitty_seen_by=KITTY_SEEN_BY_LANDLORD)


TRACTOR = register(TractorRules("tractor"))
TRACTOR_ONE_DECK = register(
    TractorRules(
        "tractor_one_deck",
        table=_table(4, 1, 12, 6),
        choices=_choices(TRACTOR_OPTIONS, kitty=("standard",)),
        declaration=DECLARE_COLOURS,
        two_colours=True,
    )
)
TRACTOR_THREE_DECKS = register(
    TractorRules(
        "tractor_three_decks",
        table=_table(4, 3, 39, 6),
        choices=_choices(TRACTOR_OPTIONS, kitty=("standard",)),
        declaration=DECLARE_COUNT,
    )
)
TRACTOR_SIX = register(
    TractorRules(
        "tractor_six",
        table=_table(6, 3, 26, 6),
        declaration=DECLARE_COUNT,
    )
)
TRACTOR_FOUR_DECKS = register(
    TractorRules(
        "tractor_four_decks",
        table=_table(4, 4, 52, 8),
        choices=_choices(
            TRACTOR_OPTIONS,
            permanent_twos=(True,),
            partial_tractor_follow=(True,),
            no_declaration=("spades", "flip_kitty", "redeal"),
        ),
        permanent_twos=True,
        partial_tractor_follow=True,
        no_declaration="spades",
        declaration=DECLARE_HIDDEN,
        random_first_receiver=True,
    )
)
FRIENDS_FIVE = register(
    TractorRules(
        "friends_five",
        table=_table(5, 2, 20, 8),
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_FRIENDS,
        choices=_choices(TRACTOR_OPTIONS, FRIEND_OPTIONS, kitty=("standard",)),
        friend_calls=1,
        lone_dealer_bonus=1,
        per_player_levels=True,
    )
)
FRIENDS_FIVE_THREE_DECKS = register(
    TractorRules(
        "friends_five_three_decks",
        table=_table(5, 3, 31, 7),
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_EQUAL_RIGHTS,
        choices=_without(
            _choices(
                TRACTOR_OPTIONS,
                FRIEND_OPTIONS,
                EQUAL_RIGHTS_OPTIONS,
                match_end=("defend_NT",),
                must_play_levels="J_A",
                kitty=("standard",),
            ),
            "jack_hook",
            "deadzone_steps",  # equal rights: every winning catcher rises at once (§2.5.3)
        ),
        match_end="defend_NT",
        must_play_levels="J_A",
        declaration=DECLARE_COUNT,
        friend_calls=1,
        per_player_levels=True,
    )
)
FRIENDS_FOUR = register(
    TractorRules(
        "friends_four",
        teams=TEAMS_FRIENDS,
        phases=FRIENDS_PHASES,
        scorer=SCORE_FRIENDS,
        choices=_choices(TRACTOR_OPTIONS, FRIEND_OPTIONS),
        friend_calls=1,
        lone_dealer_bonus=1,
        per_player_levels=True,
    )
)
BIDDING_THREE = register(
    TractorRules(
        "bidding_three",
        table=_table(3, 2, 34, 6),
        teams=TEAMS_ONE_VS_TWO,
        phases=BIDDING_PHASES,
        scorer=SCORE_BIDDING,
        # The auction's target sets the bands (§2.6): no step, take-over or dead zone.
        choices=_without(tuple(TRACTOR_OPTIONS.items()), *DECLARING_ONLY, *LEVEL_BAND_OPTIONS),
        declaration=DECLARE_NONE,
        throw_hand_limit=3,
        per_player_levels=True,
    )
)

TRACTOR_MODES = (
    TRACTOR,
    TRACTOR_ONE_DECK,
    TRACTOR_THREE_DECKS,
    TRACTOR_SIX,
    TRACTOR_FOUR_DECKS,
    FRIENDS_FIVE,
    FRIENDS_FIVE_THREE_DECKS,
    FRIENDS_FOUR,
    BIDDING_THREE,
)
