"""The shared Ruleset holds what every family has; each family's options are its own.

A third family (跑得快, 掼蛋) subclasses :class:`game.rules.Ruleset` the way Dou Dizhu
(:class:`~game.doudizhu.ruleset.DoudizhuRules`) and Tractor
(:class:`~game.shengji.modes.TractorRules`) do: these tests hold the shared layer to
the fields both use and check a family's options are validated by the shared code.
"""

from __future__ import annotations

import dataclasses

import pytest

import game
from game import families, rules
from game.doudizhu.ruleset import DoudizhuRules
from game.rules import Ruleset, Table
from game.shengji.modes import TractorRules

SHARED = {"name", "family", "table", "teams", "phases", "pattern_set", "scorer", "choices"}


def field_names(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


def test_the_shared_ruleset_has_only_the_fields_every_family_has() -> None:
    assert field_names(Ruleset) == SHARED
    assert field_names(DoudizhuRules) >= SHARED
    assert field_names(TractorRules) >= SHARED


def test_each_family_s_options_are_fields_of_its_own_ruleset_only() -> None:
    doudizhu = field_names(DoudizhuRules) - SHARED
    tractor = field_names(TractorRules) - SHARED
    assert {"bidding", "show_hand", "doubling", "bidding4", "wild_cards"} <= doudizhu
    assert {"permanent_twos", "kitty_theft", "throw_penalty"} <= tractor
    assert doudizhu & tractor == set()


def test_every_registered_mode_is_its_family_s_ruleset() -> None:
    kinds = {"doudizhu": DoudizhuRules, "shengji": TractorRules}
    for name in game.ruleset_names():
        rules = game.ruleset(name)
        assert type(rules) is kinds[rules.family], name
        assert set(rules.options()) == set(rules.option_choices()), name


def test_a_new_family_subclasses_the_shared_ruleset() -> None:
    @dataclasses.dataclass(frozen=True)
    class RunRules(Ruleset):
        family: str = "paodekuai"
        table: Table = dataclasses.field(default_factory=lambda: Table(3, 1, 16, 0))
        teams: str = "each_alone"
        phases: tuple[str, ...] = ("deal", "play")
        pattern_set: str = "run"
        scorer: str = "cards_left"
        choices: tuple[tuple[str, tuple[object, ...]], ...] = (("must_beat", (True, False)),)
        must_beat: bool = True

    rules = RunRules("test_run")
    changed = rules.with_options(must_beat=False)
    assert type(changed) is RunRules and changed.must_beat is False
    assert rules.options() == {"must_beat": True}
    with pytest.raises(ValueError, match="must_beat='sometimes'"):
        RunRules("test_run", must_beat="sometimes")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown option"):
        rules.with_options(bidding="call_rob")


def test_a_mode_listing_an_option_it_has_no_field_for_is_refused() -> None:
    with pytest.raises(ValueError, match="'bidding' it has no field for"):
        TractorRules("test_tractor", choices=(("bidding", ("points",)),))


def test_the_shared_ruleset_declares_no_family_by_default() -> None:
    with pytest.raises(TypeError):
        Ruleset("test_bare")  # type: ignore[call-arg]


def test_dou_dizhu_options_are_checked_by_its_ruleset() -> None:
    with pytest.raises(ValueError, match="call_rob bidding style"):
        DoudizhuRules("test_points_show", show_hand=True)
    assert game.ruleset("classic", bidding="call_rob", show_hand=True).show_hand is True


def test_dou_dizhu_s_rules_core_refuses_another_family_s_ruleset() -> None:
    with pytest.raises(ValueError, match="not a Dou Dizhu one"):
        game.classify("33", game.ruleset("tractor"))


def _toy_rules(name: str, family: str) -> Ruleset:
    return DoudizhuRules(name, family=family)


def test_a_family_is_held_to_the_modes_it_declared(monkeypatch: pytest.MonkeyPatch) -> None:
    game.ruleset_names()  # the real families loaded first
    monkeypatch.setattr(families, "_FAMILIES", dict(families._FAMILIES))
    monkeypatch.setattr(families, "_UNLOADED", [])
    monkeypatch.setattr(rules, "_REGISTRY", dict(rules._REGISTRY))

    rules.declare_family("toy", ("toy_a", "toy_b"), lambda: None)
    assert rules.mode_names("toy") == ["toy_a", "toy_b"]  # before it loads: by name
    with pytest.raises(RuntimeError, match=r"did not register \['toy_a', 'toy_b'\]"):
        game.ruleset_names()

    def registers_one_more() -> None:
        for name in ("toy_b", "toy_a", "toy_c"):
            rules.register(_toy_rules(name, "toy"))

    rules.declare_family("toy", ("toy_a", "toy_b"), registers_one_more)
    with pytest.raises(RuntimeError, match=r"registered \['toy_c'\] undeclared"):
        game.ruleset_names()


def test_modes_list_in_their_family_s_declared_order(monkeypatch: pytest.MonkeyPatch) -> None:
    game.ruleset_names()
    monkeypatch.setattr(families, "_FAMILIES", dict(families._FAMILIES))
    monkeypatch.setattr(families, "_UNLOADED", [])
    monkeypatch.setattr(rules, "_REGISTRY", dict(rules._REGISTRY))

    def registers_backwards() -> None:
        for name in ("toy_b", "toy_a"):
            rules.register(_toy_rules(name, "toy"))

    rules.declare_family("toy", ("toy_a", "toy_b"), registers_backwards)
    names = game.ruleset_names()
    assert names[-2:] == ["toy_a", "toy_b"]
    assert names.index("laizi") < names.index("tractor") < names.index("toy_a")
