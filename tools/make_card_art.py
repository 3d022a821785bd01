"""Render the court figures and the joker from the CC0 SVG deck in ``assets/card_svg``.

The SVGs (Adrian Kennard's public-domain playing cards, see
``assets/card_svg/SOURCE.md``) draw each figure from ``<symbol>``s placed by ``<use>``.
pygame-ce's SVG loader (nanosvg) does not follow ``<use>``, so this script first
flattens every ``<use>`` into a ``<g>`` with the equivalent transform, then crops the
picture inside the card's frame (the deck's own small indices are left out: the game
draws a large index of its own that reads in a tight fan) and writes PNGs to
``assets/images/cards/``:

- ``SK.png`` … ``DJ.png``: the twelve court pictures, frame included;
- ``joker_big.png``: the jester in colour (大王); ``joker_small.png``: the same figure
  in greys (小王), so the two jokers differ by far more than a colour strip.

Run from the repository root after changing the sources or the sizes here::

    python tools/make_card_art.py

The output is deterministic (same input, byte-identical PNGs).
"""

from __future__ import annotations

import copy
import io
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "card_svg"
OUT = ROOT / "assets" / "images" / "cards"

SVG = "{http://www.w3.org/2000/svg}"
HREF = "{http://www.w3.org/1999/xlink}href"
# The court picture's frame and the joker's figure box, in the deck's card coordinates
# (the card is the viewBox -120 -168 240 336).
COURT_BOX = (-82.4, -130.4, 164.8, 260.8)
JOKER_BOX = (-101.4, -156.0, 202.8, 312.0)
COURT_WIDTH = 360  # px: three times the widest court panel the table draws at 1080p
JOKER_WIDTH = 360
COURTS = [suit + rank for suit in "SHCD" for rank in "JQK"]

ET.register_namespace("", "http://www.w3.org/2000/svg")
ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")


def viewbox_transform(symbol: ET.Element, width: float, height: float) -> str:
    """The transform that maps a symbol's viewBox onto a ``width`` x ``height`` viewport,
    honouring ``preserveAspectRatio`` (``none`` stretches; otherwise scale to fit and align)."""
    box = symbol.get("viewBox")
    if not box:
        return ""
    vx, vy, vw, vh = (float(v) for v in box.replace(",", " ").split())
    sx, sy = width / vw, height / vh
    aspect = symbol.get("preserveAspectRatio", "xMidYMid").split()[0]
    if aspect == "none":
        return f"scale({sx:.6g} {sy:.6g}) translate({-vx:.6g} {-vy:.6g})"
    scale = min(sx, sy)
    ax = {"xMin": 0.0, "xMid": 0.5, "xMax": 1.0}[aspect[:4]]
    ay = {"YMin": 0.0, "YMid": 0.5, "YMax": 1.0}[aspect[4:]]
    tx, ty = (width - vw * scale) * ax, (height - vh * scale) * ay
    return f"translate({tx:.6g} {ty:.6g}) scale({scale:.6g}) translate({-vx:.6g} {-vy:.6g})"


def flatten(root: ET.Element) -> None:
    """Replace every ``<use>`` by a ``<g>`` holding a copy of what it points at, then drop
    ``<defs>``: the result draws the same picture without references."""
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}

    def expand(parent: ET.Element) -> None:
        for index, child in enumerate(list(parent)):
            if child.tag == SVG + "defs":
                continue
            if child.tag != SVG + "use":
                expand(child)
                continue
            target = ids[str(child.get(HREF, "")).lstrip("#")]
            group = ET.Element(SVG + "g")
            steps = [child.get("transform", ""),
                     f"translate({child.get('x', '0')} {child.get('y', '0')})"]
            for key, value in child.attrib.items():
                if key not in ("x", "y", "width", "height", "transform", HREF):
                    group.set(key, value)
            if target.tag == SVG + "symbol":
                steps.append(viewbox_transform(target, float(child.get("width", "0")),
                                               float(child.get("height", "0"))))
                parts = list(target)
            else:
                parts = [target]
            group.set("transform", " ".join(s for s in steps if s))
            for part in parts:
                group.append(copy.deepcopy(part))
            expand(group)
            parent.remove(child)
            parent.insert(index, group)

    expand(root)
    for defs in root.findall(SVG + "defs"):
        root.remove(defs)


def cropped_svg(path: Path, box: tuple[float, float, float, float],
                blank: bool = True) -> bytes:
    """The flattened SVG of ``path`` with its viewBox cut down to ``box``; without its
    white card stock unless ``blank`` (the joker is laid on a panel of the game's own)."""
    root = ET.parse(path).getroot()
    flatten(root)
    if not blank:
        for stock in root.findall(SVG + "rect"):
            root.remove(stock)
    x, y, w, h = box
    root.set("viewBox", f"{x:g} {y:g} {w:g} {h:g}")
    root.set("width", f"{w:g}")
    root.set("height", f"{h:g}")
    root.set("preserveAspectRatio", "none")
    root.attrib.pop("class", None)
    data: bytes = ET.tostring(root, encoding="utf-8")
    return data


def render(path: Path, box: tuple[float, float, float, float], width: int,
           blank: bool = True) -> pygame.Surface:
    height = round(width * box[3] / box[2])
    data = cropped_svg(path, box, blank)
    return pygame.image.load_sized_svg(io.BytesIO(data), (width, height))


def greys(surface: pygame.Surface) -> pygame.Surface:
    """The small joker's figure: the big one in greys, a touch darker so it reads as ink."""
    grey = pygame.transform.grayscale(surface)
    shade = pygame.Surface(grey.get_size(), pygame.SRCALPHA)
    shade.fill((200, 200, 206, 255))
    grey.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return grey


def main() -> int:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    for name in COURTS:
        pygame.image.save(render(SOURCE / f"{name}.svg", COURT_BOX, COURT_WIDTH),
                          str(OUT / f"{name}.png"))
    jester = render(SOURCE / "J1.svg", JOKER_BOX, JOKER_WIDTH, blank=False)
    pygame.image.save(jester, str(OUT / "joker_big.png"))
    pygame.image.save(greys(jester), str(OUT / "joker_small.png"))
    (OUT / "LICENSE-CC0.txt").write_bytes((SOURCE / "LICENSE-CC0.txt").read_bytes())
    print(f"wrote {len(COURTS) + 2} pictures to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
