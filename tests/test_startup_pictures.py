"""Pictures kept between starts (ui/art/picture_cache.py): the title's fans are read back
as they were painted, and painted afresh whenever what painted them changed, or the
kept file cannot be used."""

from __future__ import annotations

import os
import types
from pathlib import Path

import pygame
import pytest

from tests.pixels import pixels
from ui.art.cardart import CardArt, family_back
from ui.art.picture_cache import KEEP_SIGNATURES, PictureCache
from ui.pages import title_panels
from ui.widgets.controls import Button

pytestmark = pytest.mark.usefixtures("small_window")


def _painter(painted: list[int], size: tuple[int, int] = (30, 20)) -> pygame.Surface:
    painted.append(1)
    image = pygame.Surface(size, pygame.SRCALPHA)
    image.fill((200, 40, 60, 120))
    pygame.draw.circle(image, (250, 220, 90, 255), (10, 10), 6)
    return image


def _cache(folder: Path | None, watched: Path) -> PictureCache:
    return PictureCache(folder, (types.ModuleType("painter"),), (watched,))


def test_a_picture_is_painted_once_and_read_back_as_painted(tmp_path: Path) -> None:
    watched = tmp_path / "asset.png"
    watched.write_bytes(b"one")
    painted: list[int] = []
    first = _cache(tmp_path / "cache", watched).picture("fan", (30, 20), lambda: _painter(painted))
    again = _cache(tmp_path / "cache", watched).picture("fan", (30, 20), lambda: _painter(painted))
    assert painted == [1]
    assert pixels(again) == pixels(first)


def test_a_changed_asset_paints_afresh_and_only_the_newest_copies_stay(
    tmp_path: Path,
) -> None:
    watched, folder = tmp_path / "asset.png", tmp_path / "cache"
    painted: list[int] = []
    signatures = []
    for version in range(KEEP_SIGNATURES + 2):
        watched.write_bytes(b"version %d" % version)
        cache = _cache(folder, watched)
        for copy in folder.glob("fan-*.png") if folder.exists() else ():
            os.utime(copy, ns=(copy.stat().st_mtime_ns - 10**9,) * 2)  # older, whatever the disk
        cache.picture("fan", (30, 20), lambda: _painter(painted))
        signatures.append(cache.signature)
    assert len(set(signatures)) == len(signatures) and len(painted) == len(signatures)
    kept = {p.name for p in folder.glob("fan-*.png")}
    assert len(kept) == KEEP_SIGNATURES
    assert f"fan-{signatures[-1]}.png" in kept and f"fan-{signatures[0]}.png" not in kept


@pytest.mark.parametrize("damage", ["not a png", "wrong size"])
def test_a_kept_file_that_cannot_be_used_is_painted_again(tmp_path: Path, damage: str) -> None:
    watched, folder = tmp_path / "asset.png", tmp_path / "cache"
    watched.write_bytes(b"one")
    cache = _cache(folder, watched)
    path = cache.path("fan")
    assert path is not None
    folder.mkdir()
    if damage == "not a png":
        path.write_bytes(b"\x89PNG but not really")
    else:
        pygame.image.save(pygame.Surface((5, 5), pygame.SRCALPHA), str(path))
    painted: list[int] = []
    image = cache.picture("fan", (30, 20), lambda: _painter(painted))
    assert painted == [1] and image.get_size() == (30, 20)
    assert pygame.image.load(str(path)).get_size() == (30, 20)  # kept anew


def test_without_a_folder_or_with_an_unusable_one_it_only_paints(tmp_path: Path) -> None:
    watched = tmp_path / "asset.png"
    watched.write_bytes(b"one")
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    painted: list[int] = []
    for folder in (None, blocker, None, blocker):
        _cache(folder, watched).picture("fan", (30, 20), lambda: _painter(painted))
    assert painted == [1, 1, 1, 1]
    assert blocker.read_text(encoding="utf-8") == "a file where the folder should be"


def test_the_title_fans_read_back_are_the_fans_painted(tmp_path: Path) -> None:
    art = CardArt()
    for family, look in title_panels.LOOKS.items():
        painted = title_panels.fan_of_cards(art, family_back(family), look.cards, 72)
        assert painted.get_size() == title_panels.fan_size(72)
        for _ in range(2):  # the first start paints and keeps it, the next reads it
            panel = title_panels.GamePanel(family, *_buttons(),
                                           pictures=title_panels.fan_pictures(tmp_path))
            assert pixels(panel._fan_image(CardArt(), 72)) == pixels(painted)
    assert len(list(tmp_path.glob("fan-*.png"))) == len(title_panels.LOOKS)


def _buttons() -> tuple[Button, Button]:
    return Button("title.new", lambda: None), Button("title.continue", lambda: None)
