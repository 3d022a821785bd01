"""The shipped 残局 puzzles (assets/puzzles/puzzles.json): every one proved again by the
solver, the chapters as the issue asks (at least 80 puzzles, rising difficulty), the
file reader's refusals and the daily pick."""

from __future__ import annotations

import datetime
import itertools
import json
from pathlib import Path

import pytest

from ai.endgame.puzzles import PuzzleError, daily, every_puzzle, read_puzzles
from ai.endgame.spot import after, judge, options, start

FILE = Path(__file__).resolve().parents[1] / "assets" / "puzzles" / "puzzles.json"
CHAPTERS = read_puzzles(FILE.read_text(encoding="utf-8"))
PUZZLES = every_puzzle(CHAPTERS)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.ident for p in PUZZLES])
def test_every_puzzle_is_proved_again(puzzle):
    """The player wins with best defence, with exactly the stored first moves, and the
    stored solution is the solver's line; the proof costs what the file says."""
    verdict = judge(puzzle.spot())
    assert verdict.wins
    assert verdict.winning == puzzle.moves
    assert verdict.options == puzzle.options
    assert puzzle.losing == puzzle.options - len(puzzle.moves) >= 3
    assert verdict.line == puzzle.line
    assert verdict.nodes == puzzle.nodes


def test_the_solution_is_a_legal_game_the_player_wins():
    """Played out move by move, every stored line is legal and ends with the player's
    side going out (seat 0, the landlord, with three hands)."""
    for puzzle in PUZZLES:
        spot = puzzle.spot()
        for seat, play in puzzle.line:
            assert spot.seat == seat
            assert play in options(spot)
            spot = after(spot, play)
        assert spot.out == 0, puzzle.ident


def test_enough_puzzles_in_chapters_of_rising_difficulty():
    assert len(PUZZLES) >= 80
    assert len({p.ident for p in PUZZLES}) == len(PUZZLES)
    data = json.loads(FILE.read_text(encoding="utf-8"))
    for seats, banned in ((2, False), (3, False), (2, True)):
        grades = [[p["grade"] for p in c["puzzles"]] for c in data["chapters"]
                  if len(c["puzzles"][0]["hands"]) == seats
                  and bool(c["puzzles"][0].get("bans")) == banned]
        assert len(grades) >= 2
        for easier, harder in itertools.pairwise(grades):
            assert max(easier) <= min(harder)
    assert {c.seats for c in CHAPTERS} == {2, 3}
    assert all(len(p.moves) <= 2 for p in PUZZLES)


def _first_puzzle_with(**fields):
    """The shipped puzzle file as text, its first puzzle's ``fields`` changed."""
    data = json.loads(FILE.read_text(encoding="utf-8"))
    data["chapters"][0]["puzzles"][0].update(fields)
    return json.dumps(data)


def test_a_damaged_file_is_refused_with_the_reason():
    good = json.loads(FILE.read_text(encoding="utf-8"))
    with pytest.raises(PuzzleError, match="not JSON"):
        read_puzzles("{")
    with pytest.raises(PuzzleError, match="format"):
        read_puzzles(json.dumps({**good, "format": 99}))
    with pytest.raises(PuzzleError, match="one deck holds 4"):
        read_puzzles(_first_puzzle_with(hands=["3333", "33"]))
    with pytest.raises(PuzzleError, match="should be list"):
        read_puzzles(_first_puzzle_with(hands="33"))


def test_the_daily_puzzle_depends_on_the_date_only():
    day = datetime.date(2026, 12, 5)
    assert daily(CHAPTERS, day) == daily(read_puzzles(FILE.read_text(encoding="utf-8")), day)
    week = {daily(CHAPTERS, day + datetime.timedelta(days=i)).ident for i in range(7)}
    assert len(week) >= 4


def test_the_generator_keeps_only_puzzles_and_repeats_itself():
    """tools/make_puzzles.py: the same seed deals and keeps the same puzzles, and each kept
    one is a forced win for the player with one first move (or two among many losing)."""
    from tools import make_puzzles

    def run():
        rng = make_puzzles.random.Random(7)
        return make_puzzles.collect(rng, 2, ((3, 5),), 3)

    first = run()
    assert [p.hands for p in first] == [p.hands for p in run()]
    assert len(first) == 3
    for puzzle in first:
        verdict = judge(start(list(puzzle.hands), puzzle.last))
        assert verdict.wins and verdict.winning == puzzle.verdict.winning
        assert (len(verdict.winning) == 1 and puzzle.losing >= 3) or puzzle.losing >= 8


BANNED = [p for p in PUZZLES if p.bans]


def test_the_ban_chapters_ban_one_kind_group_each_puzzle_and_it_matters():
    """Each of the last chapters' puzzles bans one group the generator knows (三带二 …),
    every kind of it, and without the ban the winning first moves are not the same."""
    from tools.make_puzzles import BAN_SETS

    chapters = [c for c in CHAPTERS if c.bans]
    assert len(chapters) >= 2 and all(all(p.bans for p in c.puzzles) for c in chapters)
    assert len(BANNED) >= 24 and all(not p.bans for c in CHAPTERS if not c.bans
                                     for p in c.puzzles)
    groups = {bans for bans, _ in BAN_SETS}
    assert {p.bans for p in BANNED} == groups
    for puzzle in BANNED:
        free = judge(start(list(puzzle.hands), puzzle.last))
        assert set(free.winning) != set(puzzle.moves), puzzle.ident
        kinds = {m.kind for m in _line_plays(puzzle)}
        assert not kinds & set(puzzle.bans), puzzle.ident


def _line_plays(puzzle):
    import game

    for _, play in puzzle.line:
        if play != "pass":
            ranks = [c.rank for c in game.parse_cards(play)]
            yield from game.classify(ranks, game.ruleset("classic"))[:1]


def test_a_puzzle_file_with_a_bad_ban_is_refused():
    with pytest.raises(PuzzleError, match="unknown kind trio_pear"):
        read_puzzles(_first_puzzle_with(bans=["trio_pear"]))
    with pytest.raises(PuzzleError, match="should be list"):
        read_puzzles(_first_puzzle_with(bans="trio_pair"))


def test_the_ban_generator_repeats_itself_and_keeps_only_bans_that_matter():
    from tools import make_puzzles

    sets = make_puzzles.BAN_SETS[:2]  # 三带二 and 三带一, on small hands: quick to find

    def run():
        return make_puzzles.collect_banned(make_puzzles.random.Random(3), 2, sets, ((5, 7),))

    first = run()
    assert [(p.hands, p.bans) for p in first] == [(p.hands, p.bans) for p in run()]
    assert len(first) == 2 and {p.bans for p in first} == {bans for bans, _ in sets}
    for puzzle in first:
        verdict = judge(start(list(puzzle.hands), puzzle.last, puzzle.bans))
        assert verdict.wins and verdict.winning == puzzle.verdict.winning
        assert set(judge(start(list(puzzle.hands), puzzle.last)).winning) != set(verdict.winning)


def test_advice_names_a_winning_move_and_counts_the_answers():
    from ai.endgame.spot import advise

    spot = start(["445888", "3366TKAA"], None, ["trio_pair"])
    advice = advise(spot)
    assert (advice.move, advice.wins, advice.winning) == ("5888", True, 1)
    assert advice.options == len(options(spot)) and advice.replies == 0 and advice.plays == 2
    free = advise(start(["445888", "3366TKAA"]))
    assert free.move != "5888" and free.winning == 2
    losing = advise(start(["34", "5"]))
    assert not losing.wins and losing.move in ("3", "4") and losing.replies == 1
    three = next(p for p in PUZZLES if len(p.hands) == 3)  # the landlord's hint
    landlord = advise(three.spot())
    assert landlord.move in three.moves and landlord.winning == len(three.moves)
    farmer = after(three.spot(), landlord.move)
    assert landlord.replies == sum(1 for m in options(farmer) if m != "pass")
