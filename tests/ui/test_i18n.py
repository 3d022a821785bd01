"""Every string goes through one translation layer; both catalogs hold the same keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ui.app.i18n import Translator, load_catalog

ROOT = Path(__file__).resolve().parents[2]


def test_catalogs_have_the_same_keys() -> None:
    zh, en = load_catalog("zh"), load_catalog("en")
    assert set(zh) == set(en)


def test_catalog_parameters_match_between_languages() -> None:
    zh, en = load_catalog("zh"), load_catalog("en")
    for key in zh:
        assert set(re.findall(r"{(\w+)}", zh[key])) <= set(re.findall(r"{(\w+)}", en[key])) | {
            "rank",
            "low",
            "high",
            "n",
            "chain",
        }, key


def test_every_literal_key_used_in_the_ui_exists() -> None:
    en = load_catalog("en")
    used: set[str] = set()
    for path in (ROOT / "ui").rglob("*.py"):
        source = path.read_text("utf-8")
        used |= set(re.findall(r"""\bt\(\s*"([a-z_]+(?:\.[a-z_0-9]+)+)\"""", source))
        used |= set(re.findall(r"""Button\(\s*"([a-z_]+(?:\.[a-z_0-9]+)+)\"""", source))
    missing = sorted(k for k in used if k not in en)
    assert not missing


def test_lookup_falls_back_to_english_then_to_the_key() -> None:
    tr = Translator({"zh": {"a": "甲"}, "en": {"a": "A", "b": "B"}}, "zh")
    assert (tr.t("a"), tr.t("b"), tr.t("c")) == ("甲", "B", "c")


def test_parameters_fill_in_and_bad_templates_do_not_raise() -> None:
    tr = Translator({"en": {"x": "Base {base}", "y": "{missing}"}}, "en")
    assert tr.t("x", base=3) == "Base 3"
    assert tr.t("y", base=3) == "{missing}"


def test_language_change_bumps_the_version() -> None:
    tr = Translator({"zh": {}, "en": {}}, "zh")
    tr.set_language("en")
    assert tr.version == 1 and tr.language == "en"


def test_catalog_files_are_valid_utf8_json_objects() -> None:
    for lang in ("zh", "en"):
        data = json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text("utf-8"))
        assert isinstance(data, dict) and all(isinstance(v, str) for v in data.values())
