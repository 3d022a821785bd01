"""Hands of every mode written down before the one-engine change, and how to compare them.

``tests/data/records_before_engine.json`` holds a few seeded hands of each of the
16 modes (random legal actions and AI players, one hand left early), each with the
key facts seen at its end and halfway: every seat's view, the result and a digest
of the events each action produced.  :func:`facts` turns those into plain JSON so
that moving a class between modules, or turning a phase name into a ``str`` enum,
changes nothing while a changed value does.  Regenerate only on purpose:
``.venv/bin/python -m tests.records_before_engine`` (then the file is no longer
"before" anything).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import game
import game.shengji.actions as tractor_actions
from game.cards import Card, parse_cards
from game.plays import Play
from tests.shengji.players import random_action

DATA = Path(__file__).parent / "data" / "records_before_engine.json"
RANDOM_SEEDS = (3, 17)
AI_SEED = 5
ABANDON_SEED = 11


def plain(value: Any) -> Any:
    """A JSON value that says what ``value`` holds, whatever module its class lives in."""
    if isinstance(value, enum.Enum):
        value = value.value
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return str(value)
    if isinstance(value, Card | Play):
        return str(value)
    if isinstance(value, game.Ruleset):
        return value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, **fields}
    if isinstance(value, dict):
        return [[plain(k), plain(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv))]
    if isinstance(value, frozenset | set):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return repr(value)


def digest(value: Any) -> str:
    """A short fingerprint of a plain value."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def apply_entry(g: Any, entry: str) -> list[Any]:
    """Apply one logged action through the public ``apply``/``abandon`` and return its events."""
    seat_text, _, rest = entry.partition(" ")
    seat = int(seat_text)
    if rest == "abandon":
        return list(g.abandon(seat))
    if isinstance(g, game.TractorGame):
        return list(g.apply(tractor_actions.parse_action(rest), seat))
    words = rest.split(" ")
    if words[0] == "play" and len(words) == 3:
        return list(g.apply(game.parse_action(" ".join(words[:2])), parse_cards(words[2])))
    return list(g.apply(game.parse_action(rest)))


def facts(record: dict[str, Any]) -> dict[str, Any]:
    """What replaying ``record`` shows: events per action, views halfway and at the end."""
    g = game.replay(record, upto=0)
    events = [digest(plain(g.initial_events))]
    actions = record["actions"]
    half = len(actions) // 2
    halfway: Any = None
    for index, entry in enumerate(actions):
        if index == half:
            halfway = _state(g)
        events.append(digest(plain(apply_entry(g, entry))))
    return {
        "record": game.replay(record).record(),
        "events": digest(events),
        "halfway": halfway,
        "end": _state(g),
    }


def _state(g: Any) -> dict[str, Any]:
    return {
        "phase": plain(g.phase),
        "to_act": g.to_act,
        "over": g.over,
        "result": plain(g.result),
        "views": [plain(g.view(seat)) for seat in range(g.seats)],
        "legal": plain(g.legal_actions()),
    }


def _random_hand(mode: str, seed: int, abandon_at: int | None = None) -> dict[str, Any]:
    g = game.new_game(game.ruleset(mode), seed)
    rng = random.Random(seed)
    steps = 0
    while not g.over and steps < 5000:
        if abandon_at is not None and steps == abandon_at:
            g.abandon(rng.randrange(g.seats))
            break
        if isinstance(g, game.TractorGame):
            g.apply(random_action(g, rng))
        else:
            g.apply(rng.choice(g.legal_actions()))
        steps += 1
    return dict(g.record())


def _ai_hand(mode: str, seed: int) -> dict[str, Any]:
    from ai import make_agent
    from ai.agents import choose_action

    g = game.new_game(game.ruleset(mode), seed)
    agents = [make_agent("beginner", seed + s) for s in range(g.seats)]
    while not g.over:
        seat = g.to_act
        action = choose_action(agents[seat], g.view(seat))
        if isinstance(g, game.TractorGame):
            g.apply(action, seat)
        else:
            g.apply(action)
    return dict(g.record())


def build() -> list[dict[str, Any]]:
    """Play the hands and note their facts (the way the data file was made)."""
    hands = []
    for mode in game.ruleset_names():
        records = [_random_hand(mode, seed) for seed in RANDOM_SEEDS]
        records.append(_random_hand(mode, ABANDON_SEED, abandon_at=30))
        records.append(_ai_hand(mode, AI_SEED))
        for record in records:
            hands.append({"mode": mode, "record": record, "facts": facts(record)})
            print(mode, len(record["actions"]), file=sys.stderr)
    return hands


def load() -> list[dict[str, Any]]:
    return json.loads(DATA.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


if __name__ == "__main__":
    DATA.write_text(json.dumps(build(), ensure_ascii=False) + "\n", encoding="utf-8")
