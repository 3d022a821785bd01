"""Fuzz: damaged records of every mode are refused with InvalidSetting, or mean exactly what
they say.

A real record of a random hand (or a Tractor match) is damaged: a field replaced by
garbage or dropped, an action entry edited character by character, given trailing
words, a seat written in other digits, entries dropped, doubled or swapped.  ``replay``
must refuse it with :class:`InvalidSetting` naming the field, or accept it; and what it
accepts must replay to a record that says the same thing field by field — a record
whose words were dropped or guessed at would not.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import InvalidSetting, new_game, replay, ruleset
from game.shengji import Match, replay_match
from tests.fuzz_support import MODES, TRACTOR, finished_record, json_values
from tests.shengji.players import play_match

QUICK = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LONG = settings(max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Characters a damaged entry may gain: the notation's own, and look-alikes.
NOISE = " 0123456789'²٣:STHCDBRxAKQJ_-\t\n,é"


def _edit_text(text: str, rng: random.Random) -> str:
    """One small edit: a character inserted, removed or replaced, or words added."""
    kind = rng.randrange(6)
    at = rng.randrange(len(text) + 1)
    noise = rng.choice(NOISE)
    if kind == 0:
        return text[:at] + noise + text[at:]
    if kind == 1 and text:
        return text[:at] + text[at + 1 :]
    if kind == 2 and text:
        return text[:at] + noise + text[at + 1 :]
    if kind == 3:
        return text + rng.choice([" extra", " 3", " AS", "  ", " pass"])
    if kind == 4:
        return rng.choice("²٣０") + text[1:]
    return text.replace(" ", rng.choice(["  ", "\t", " : "]), 1)


def _damage_actions(actions: list[Any], rng: random.Random, value: object) -> list[Any]:
    actions = list(actions)
    kind = rng.randrange(6)
    i = rng.randrange(len(actions)) if actions else 0
    if not actions or kind == 0:
        return [*actions[:i], value, *actions[i:]]
    if kind == 1:
        actions[i] = _edit_text(str(actions[i]), rng)
    elif kind == 2:
        del actions[i]
    elif kind == 3:
        actions.insert(i, actions[i])
    elif kind == 4:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    else:
        actions[i] = _edit_text(_edit_text(str(actions[i]), rng), rng)
    return actions


def damage(record: dict[str, Any], rng: random.Random, value: object) -> dict[str, Any]:
    """A copy of ``record`` with one field or one action entry damaged."""
    record = copy.deepcopy(record)
    key = rng.choice(sorted(record))
    roll = rng.random()
    if key in ("actions", "hands") and roll < 0.8:
        if key == "actions":
            record["actions"] = _damage_actions(record["actions"], rng, value)
        else:
            hand = rng.randrange(len(record["hands"]))
            record["hands"][hand] = _damage_actions(record["hands"][hand], rng, value)
    elif roll < 0.15:
        del record[key]
    elif roll < 0.3 and isinstance(record[key], str):
        record[key] = _edit_text(record[key], rng)
    else:
        record[key] = value
    return record


def _spaced(value: object) -> object:
    """Entries compared without their spaces: ``2D'3S`` and ``2D' 3S`` name the same cards."""
    if isinstance(value, str):
        return "".join(value.split(" "))
    if isinstance(value, list):
        return [_spaced(item) for item in value]
    return value


def _says_the_same(damaged: dict[str, Any], replayed: dict[str, Any]) -> None:
    for key, value in damaged.items():
        if key in ("options", "version") or value is None:
            continue  # defaults, and an older version's record read in today's version
        assert key in replayed, f"{key!r} was accepted and dropped"
        found = replayed[key]
        assert _spaced(found) == _spaced(value), f"{key}: {value!r} was read as {found!r}"


def _check_hand(mode: str, seed: int, rng_seed: int, value: object) -> None:
    damaged = damage(finished_record(mode, seed), random.Random(rng_seed), value)
    try:
        g = replay(damaged)
    except InvalidSetting as refusal:
        assert refusal.field and refusal.reason
        return
    _says_the_same(damaged, g.record())


_MATCHES: dict[tuple[str, int], dict[str, Any]] = {}


def _match_record(mode: str, seed: int) -> dict[str, Any]:
    if (mode, seed) not in _MATCHES:
        match = Match(ruleset(mode), seed)
        play_match(match, random.Random(seed), max_hands=2)
        _MATCHES[mode, seed] = match.record()
    return _MATCHES[mode, seed]


def _check_match(mode: str, seed: int, rng_seed: int, value: object) -> None:
    damaged = damage(_match_record(mode, seed), random.Random(rng_seed), value)
    try:
        match = replay_match(damaged)
    except InvalidSetting as refusal:
        assert refusal.field and refusal.reason
        return
    _says_the_same(damaged, match.record())


hand_cases = st.tuples(
    st.sampled_from(MODES), st.integers(1, 2), st.integers(0, 2**32), json_values()
)
match_cases = st.tuples(
    st.sampled_from(TRACTOR), st.just(1), st.integers(0, 2**32), json_values()
)


@QUICK
@given(hand_cases)
def test_a_damaged_hand_record_is_refused_or_read_exactly(case: tuple[str, int, int, Any]) -> None:
    _check_hand(*case)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(match_cases)
def test_a_damaged_match_record_is_refused_or_read_exactly(case: tuple[str, int, int, Any]) -> None:
    _check_match(*case)


@pytest.mark.parametrize("mode", MODES)
def test_trailing_words_and_other_digits_in_an_entry_are_refused(mode: str) -> None:
    record = finished_record(mode, 1)
    first = record["actions"][0]
    for entry in (first + " extra", first + " ", "²" + first[1:], first.replace(" ", "  ", 1)):
        damaged = {**record, "actions": [entry, *record["actions"][1:]]}
        with pytest.raises(InvalidSetting) as refused:
            replay(damaged)
        assert refused.value.field == "record action 0"


def test_a_record_naming_another_wild_rank_is_refused() -> None:
    g = new_game(ruleset("laizi"), 3)
    rng = random.Random(3)
    while g.wild is None:
        g.apply(rng.choice(g.legal_actions()))
    record = g.record()
    record["wild"] = "3" if record["wild"] != "3" else "4"
    with pytest.raises(InvalidSetting) as refused:
        replay(record)
    assert refused.value.field == "wild"


@pytest.mark.slow
@LONG
@given(hand_cases)
def test_damaged_hand_records_long(case: tuple[str, int, int, Any]) -> None:
    _check_hand(*case)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(match_cases)
def test_damaged_match_records_long(case: tuple[str, int, int, Any]) -> None:
    _check_match(*case)
