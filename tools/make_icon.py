"""Render the app icon (PNG, Windows ICO, macOS ICNS) and a seamless felt tile, from code.

    python tools/make_icon.py    # writes assets/images/icon.png, icon.ico, icon.icns, felt.png

The icon reuses :class:`ui.art.cardart.CardArt`, so it matches the in-game cards: a fan of
an ace, the big joker and a card back on a crimson tile with a gold 斗 seal.  The ICO
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
    from game.cards import Card
    from ui.art import assets
    from ui.art.cardart import CardArt

    s = size * 2
    icon = pygame.Surface((s, s), pygame.SRCALPHA)
    tile = _vertical_gradient((s, s), (196, 32, 44), (104, 10, 22))
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = round(s * 0.2)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, s, s), border_radius=radius)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(tile, (0, 0))
    pygame.draw.rect(icon, GOLD, (0, 0, s, s), round(s * 0.025), border_radius=radius)

    art = CardArt(supersample=2)
    card_w = round(s * 0.4)
    cards = [(art.back("blue", card_w), 24), (art.face(Card.parse("AS"), card_w), 8),
             (art.face(Card.parse("R"), card_w), -10)]
    pivot = (s * 0.42, s * 0.84)
    for surface, angle in cards:
        rotated = pygame.transform.rotozoom(surface, angle, 1.0)
        offset = pygame.math.Vector2(0, -surface.get_height() * 0.45).rotate(-angle)
        icon.blit(rotated, rotated.get_rect(center=(pivot[0] + offset.x, pivot[1] + offset.y)))

    seal_c, seal_r = (s * 0.74, s * 0.74), s * 0.2
    pygame.draw.circle(icon, (60, 8, 16), (seal_c[0] + s * 0.01, seal_c[1] + s * 0.015), seal_r)
    pygame.draw.circle(icon, GOLD, seal_c, seal_r)
    pygame.draw.circle(icon, (150, 20, 30), seal_c, seal_r * 0.86)
    glyph = assets.font(round(seal_r * 1.45), bold=True).render("斗", True, GOLD)
    icon.blit(glyph, glyph.get_rect(center=(round(seal_c[0]), round(seal_c[1]))))
    return pygame.transform.smoothscale(icon, (size, size))


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
