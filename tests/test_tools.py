"""Build tools: generated assets are reproducible and well formed."""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import make_font, make_sounds  # noqa: E402


def test_make_sounds_is_deterministic(tmp_path: Path) -> None:
    names = ["card_play", "bomb", "deal"]
    first = make_sounds.build_all(tmp_path / "a", names)
    second = make_sounds.build_all(tmp_path / "b", names)
    for name in names:
        assert first[name].read_bytes() == second[name].read_bytes()


def test_make_sounds_covers_every_effect_the_player_knows() -> None:
    from ui.art.sound import EFFECTS

    assert set(make_sounds.SOUNDS) == set(EFFECTS)


def test_synthesized_sounds_are_normalised_and_start_and_end_silent() -> None:
    for name in ("card_select", "bomb", "win"):
        signal = make_sounds.SOUNDS[name]()
        assert 0.3 <= max(abs(x) for x in signal) <= 0.95
        assert abs(signal[0]) < 1e-3 and abs(signal[-1]) < 1e-3


def test_font_character_set_is_deterministic_and_covers_the_game() -> None:
    chars = make_font.character_set(ROOT)
    assert chars == make_font.character_set(ROOT)
    assert chars == "".join(sorted(chars))
    for ch in "斗地主农民叫抢加倍炸弹王春天报单双10AJQK，。":
        assert ch in chars


def test_font_scan_picks_up_new_strings(tmp_path: Path) -> None:
    source = tmp_path / "zh.json"
    source.write_text('{"title": "鑫"}', encoding="utf-8")
    assert "鑫" in make_font.character_set(tmp_path, [source])


def test_icon_ico_directory_is_well_formed() -> None:
    data = (ROOT / "assets" / "images" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1) and count >= 4
    for i in range(count):
        _w, _h, _c, _r, _planes, _bits, size, offset = struct.unpack_from("<BBBBHHII", data,
                                                                           6 + 16 * i)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(data)


@pytest.mark.skipif(not (make_font.NOTO_DIR / "NotoSansCJK-Regular.ttc").is_file(),
                    reason="system Noto CJK fonts not installed")
def test_make_font_subset_is_deterministic(tmp_path: Path) -> None:
    source = make_font.NOTO_DIR / "NotoSansCJK-Regular.ttc"
    a = make_font.subset_font(source, "斗地主AB", tmp_path / "a.otf")
    b = make_font.subset_font(source, "斗地主AB", tmp_path / "b.otf")
    assert a == b
    assert (tmp_path / "a.otf").read_bytes() == (tmp_path / "b.otf").read_bytes()


def test_icns_container_is_well_formed() -> None:
    import struct

    from tools.make_icon import ICNS_TYPES, build_icns

    data = build_icns([b"\x89PNG-a", b"\x89PNG-bb", b"\x89PNG-ccc"])
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kinds.append(data[offset : offset + 4])
        offset += struct.unpack(">I", data[offset + 4 : offset + 8])[0]
    assert offset == len(data) and kinds == [k for k, _ in ICNS_TYPES]
    shipped = (ROOT / "assets" / "images" / "icon.icns").read_bytes()
    assert shipped[:4] == b"icns"
