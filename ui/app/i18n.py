"""The one translation layer: every string the player sees goes through :func:`t`.

Catalogs are JSON files ``assets/i18n/<lang>.json`` mapping keys to templates
with ``{name}`` parameters.  A key missing from the current language falls back
to English, then to the key itself, so a missing string is visible but harmless.

>>> tr = Translator({"zh": {"hi": "你好，{name}"}, "en": {"hi": "Hi, {name}"}}, "en")
>>> tr.t("hi", name="Ann")
'Hi, Ann'
>>> tr.language = "zh"; tr.t("hi", name="Ann")
'你好，Ann'
"""

from __future__ import annotations

import json
from typing import Any

from ui.app.paths import asset_path

LANGUAGES = ("zh", "en")
DEFAULT_LANGUAGE = "zh"


def load_catalog(lang: str) -> dict[str, str]:
    path = asset_path("i18n", f"{lang}.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return {str(k): str(v) for k, v in data.items()}


class Translator:
    """Looks keys up in the current language's catalog and fills in parameters."""

    def __init__(
        self, catalogs: dict[str, dict[str, str]] | None = None, language: str = DEFAULT_LANGUAGE
    ) -> None:
        self._catalogs = catalogs if catalogs is not None else {}
        self.language = language
        self.version = 0  # bumps on every language change, so views can re-layout text

    def catalog(self, lang: str) -> dict[str, str]:
        if lang not in self._catalogs:
            try:
                self._catalogs[lang] = load_catalog(lang)
            except (OSError, ValueError):
                self._catalogs[lang] = {}
        return self._catalogs[lang]

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
        if lang != self.language:
            self.language = lang
            self.version += 1

    def has(self, key: str) -> bool:
        return key in self.catalog(self.language) or key in self.catalog("en")

    def t(self, key: str, **params: Any) -> str:
        template = self.catalog(self.language).get(key)
        if template is None:
            template = self.catalog("en").get(key, key)
        if not params:
            return template
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template


TRANSLATOR = Translator()


def t(key: str, **params: Any) -> str:
    """The player-facing text for ``key`` in the current language."""
    return TRANSLATOR.t(key, **params)


def tn(key: str, number: int, /, **params: Any) -> str:
    """``key`` said of ``number`` things: its ``.one`` form for one, where the catalogue
    has one (English '1 star', never '1 stars'), otherwise ``key`` itself (``params`` may
    name any parameter, ``count`` too)."""
    one = f"{key}.one"
    return t(one if number == 1 and TRANSLATOR.has(one) else key, **params)


def seat_name(seat: int) -> str:
    """What the table calls ``seat``: a name for the first seats, 'Player n' after them."""
    key = f"seat.name.{seat}"
    return t(key) if TRANSLATOR.has(key) else t("seat.name.other", n=seat + 1)


def set_language(lang: str) -> None:
    TRANSLATOR.set_language(lang)


def language() -> str:
    return TRANSLATOR.language
