"""Render the app icon (PNG, Windows ICO, macOS ICNS) and a seamless felt tile, from code.

    python tools/make_icon.py    # writes assets/images/icon.png, icon.ico, icon.icns, felt.png

The icon reuses :class:`ui.art.cardart.CardArt`, so it matches the in-game cards: the app
plays two games, so two cards are fanned on a felt-green tile, Dou Dizhu's red 斗 back and
Tractor's purple 升 back (two colours that still read apart at 16 and 32 px).  The ICO
holds PNG-compressed images (valid on Windows Vista and later) and is assembled with
``struct``, so no imaging library is needed.  Output is deterministic.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
GOLD = (232, 188, 90)


def _vertical_gradient(size: tuple[int, int], top: tuple[int, int, int],
                       bottom: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(size[1]):
        t = y / max(1, size[1] - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(surface, colour, (0, y), (size[0], y))
    return surface


def render_icon(size: int = 256) -> pygame.Surface:
    """The icon at ``size`` px, drawn at 2x and smoothscaled for clean edges."""
    from ui.art.cardart import CardArt, family_back

    s = size * 2
    icon = pygame.Surface((s, s), pygame.SRCALPHA)
    tile = _vertical_gradient((s, s), (30, 124, 82), (8, 56, 38))
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = round(s * 0.2)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, s, s), border_radius=radius)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(tile, (0, 0))
    pygame.draw.rect(icon, GOLD, (0, 0, s, s), max(2, round(s * 0.03)), border_radius=radius)

    art = CardArt(supersample=2)
    card_w = round(s * 0.44)
    # Side by side and tilted apart, each medallion (斗, 升) clear of the other card.
    for family, angle, x in (("doudizhu", 11, 0.325), ("shengji", -11, 0.675)):
        card = art.back(family_back(family), card_w)
        rotated = pygame.transform.rotozoom(card, angle, 1.0)
        shadow = pygame.transform.rotozoom(_card_shadow(card.get_size()), angle, 1.0)
        centre = (round(s * x), round(s * 0.515))
        icon.blit(shadow, shadow.get_rect(center=(centre[0] + round(s * 0.015),
                                                  centre[1] + round(s * 0.025))))
        icon.blit(rotated, rotated.get_rect(center=centre))
    return pygame.transform.smoothscale(icon, (size, size))


def _card_shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft dark card-shaped shadow, so the cards lift off the felt."""
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=size[0] // 12)
    return pygame.transform.gaussian_blur(shadow, max(1, size[0] // 30))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def build_ico(images: list[bytes], sizes: tuple[int, ...]) -> bytes:
    """An ICO container holding one PNG per size (0 in the directory means 256)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in zip(sizes, images, strict=True):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512))


def build_icns(images: list[bytes]) -> bytes:
    """A macOS ICNS container: PNG entries for 128, 256 and 512 px (types ic07–ic09)."""
    body = b"".join(
        kind + struct.pack(">I", len(data) + 8) + data
        for (kind, _), data in zip(ICNS_TYPES, images, strict=True)
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def render_felt(size: int = 128, seed: int = 7) -> pygame.Surface:
    """A seamless dark-green felt tile: seeded fibre noise, blurred with wrap-around."""
    rng = random.Random(seed)
    tile = pygame.Surface((size, size))
    for y in range(size):
        for x in range(size):
            v = rng.randint(-9, 9)
            tile.set_at((x, y), (22 + v // 2, 98 + v, 60 + v // 2))
    big = pygame.Surface((size * 3, size * 3))
    for i in range(3):
        for j in range(3):
            big.blit(tile, (i * size, j * size))
    big = pygame.transform.gaussian_blur(big, 1)
    return big.subsurface((size, size, size, size)).copy()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=ROOT / "assets" / "images")
    args = parser.parse_args(argv)
    pygame.init()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    master = render_icon(256)
    (args.out_dir / "icon.png").write_bytes(png_bytes(master))
    images = [png_bytes(master if n == 256 else render_icon(n)) for n in ICO_SIZES]
    (args.out_dir / "icon.ico").write_bytes(build_ico(images, ICO_SIZES))
    icns = [png_bytes(render_icon(size)) for _, size in ICNS_TYPES]
    (args.out_dir / "icon.icns").write_bytes(build_icns(icns))
    (args.out_dir / "felt.png").write_bytes(png_bytes(render_felt()))
    for name in ("icon.png", "icon.ico", "icon.icns", "felt.png"):
        print(f"{name}: {(args.out_dir / name).stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
