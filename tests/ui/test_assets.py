"""Assets: paths resolve, the CJK font really has its glyphs, sounds are small valid WAVs."""

from __future__ import annotations

import json
import os
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from ui.art import assets
from ui.art.sound import EFFECTS, SoundPlayer

TOFU_PROBE = "\ue000"  # private-use codepoint: never in our subset, renders as .notdef


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> None:
    pygame.init()


def test_resource_path_finds_the_fonts() -> None:
    assert assets.resource_path("fonts", "ui-regular.otf").is_file()
    assert assets.resource_path("fonts", "ui-bold.otf").is_file()
    assert assets.resource_path("fonts", "OFL.txt").is_file()


def test_resource_path_prefers_a_pyinstaller_bundle(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assets.assets_dir.cache_clear()
    try:
        assert assets.resource_path("fonts") == tmp_path / "assets" / "fonts"
    finally:
        monkeypatch.undo()
        assets.assets_dir.cache_clear()


def _pixels(text: str, bold: bool = False) -> bytes:
    return pygame.image.tobytes(assets.font(32, bold).render(text, True, (0, 0, 0)), "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_font_renders_chinese_glyphs_not_tofu(bold: bool) -> None:
    f = assets.font(32, bold)
    assert f.size("斗地主")[0] > 0
    tofu = _pixels(TOFU_PROBE, bold)
    for ch in "斗地主王炸春天":
        assert _pixels(ch, bold) != tofu, ch


def test_font_is_cached_per_size() -> None:
    assert assets.font(20) is assets.font(20)
    assert assets.font(20) is not assets.font(21)


def test_every_translated_string_is_in_the_font() -> None:
    ttlib = pytest.importorskip("fontTools.ttLib")
    cmap = ttlib.TTFont(assets.resource_path("fonts", "ui-regular.otf")).getBestCmap()
    missing = set()
    for path in sorted(assets.resource_path("i18n").glob("*.json")):
        text = json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False)
        missing |= {ch for ch in text if ord(ch) > 0x7F and ord(ch) not in cmap}
    assert not missing, f"run tools/make_font.py: missing {''.join(sorted(missing))}"


def test_fonts_stay_small() -> None:
    for name in ("ui-regular.otf", "ui-bold.otf"):
        assert assets.resource_path("fonts", name).stat().st_size < 300 * 1024


@pytest.mark.parametrize("name", EFFECTS)
def test_sound_files_are_small_valid_wavs(name: str) -> None:
    path = assets.resource_path("sounds", f"{name}.wav")
    assert path.stat().st_size < 200 * 1024
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
        assert wav.getnframes() > 0


def test_sound_player_never_raises_without_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = SoundPlayer(volume=0.5)
    assert not player.available
    for name in (*EFFECTS, "no-such-effect"):
        player.play(name)
    player.play_for_kind("bomb")
    player.stop()


def test_sound_player_plays_every_effect_on_the_dummy_driver() -> None:
    player = SoundPlayer(volume=0.3)
    for name in (*EFFECTS, "no-such-effect"):
        player.play(name)
    player.volume = 7
    assert player.volume == 1.0
    player.set_volume(-1)
    assert player.volume == 0.0
    player.stop()


def test_image_loader_loads_the_icon() -> None:
    assert assets.image("icon.png").get_size() == (256, 256)
