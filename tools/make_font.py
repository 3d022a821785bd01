"""Subset Noto Sans CJK SC down to the characters the game actually shows.

The full CJK collection is ~20 MB per weight; the game needs a few hundred Chinese
characters, so we ship a subset (a few hundred KB) and regenerate it whenever the
project's strings change.  Run from the repository root:

    python tools/make_font.py            # writes assets/fonts/ui-regular.otf, ui-bold.otf

The character set is: printable ASCII, common full-width punctuation, a built-in list of
game words, and every CJK character found in the project's translations and source files
(and the shared rules document, so the rules page and rank titles render).  Output is
deterministic: the same inputs always give byte-identical fonts.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
SC_FACE_INDEX = 2  # index of "Noto Sans CJK SC" inside the Debian .ttc collections
WEIGHTS = {"regular": "NotoSansCJK-Regular.ttc", "bold": "NotoSansCJK-Bold.ttc"}

SCAN_GLOBS = ("assets/i18n/*.json", "ui/**/*.py", "ai/**/*.py", "game/**/*.py", "main.py")
SHARED = Path("/work/shared")
EXTRA_FILES = (SHARED / "RULES.md",)
# The Chinese rule write-ups the rules were drawn from: their ~1,000 characters are the
# game's own vocabulary, a safety net for UI text added before the next font rebuild.
EXTRA_GLOBS = ((SHARED / "rules" / "seeds", "*.txt"),)

PUNCTUATION = "，。、；：？！…—～·“”‘’（）《》〈〉【】「」『』〔〕．／＋－×÷＝％＃＠＆＊　￥"
SYMBOLS = "♠♥♣♦♤♡♧♢★☆●○◆◇■□▲△▼▽←↑→↓√✓✗©®™°±≤≥≠∞€£"
GAME_WORDS = """
斗地主 经典 欢乐 癞子 二人 四人 五人 皇帝 升级 拖拉机 天地癞子
地主 农民 上家 下家 玩家 电脑 对手 队友 自己
叫地主 不叫 抢地主 不抢 叫分 一分 二分 三分 明牌 加倍 不加倍 超级加倍
出牌 不出 要不起 提示 重选 托管 取消 确定 返回 继续 重新开始 再来一局 开始游戏
单张 对子 三张 三带一 三带二 顺子 连对 飞机 飞机带单 飞机带对 四带二 四带两对 炸弹 王炸
软炸弹 硬炸弹 纯癞子炸弹 天炸 航天飞机 春天 反春天 报单 报双 剩余 底牌 底分 倍数 积分 得分
胜利 失败 赢了 输了 平局 结算 本局 总分 胜率 场次 局数 最高 连胜 连败 统计 记录 回放 复盘
设置 规则 帮助 关于 退出 暂停 音量 音效 音乐 语言 中文 英文 简单 普通 困难 专家 随机 难度
速度 动画 快 慢 开 关 全屏 窗口 大王 小王 黑桃 红桃 梅花 方块 记牌器 倒计时 秒 张 局 分 倍
上一步 下一步 播放 跳过 保存 载入 删除 清除 已保存 错误 提示 新手 教程 练习 模式 选择 座位
零一二三四五六七八九十百千万亿 第 共 个 的 了 是 不 有 在 和 与 或 请 您 你 我 他 她 它 们
"""

UNASSIGNED_PROBE = "\uE000"  # a private-use codepoint the subset never contains (tofu check)


def is_cjk(ch: str) -> bool:
    """True for characters outside ASCII that a Latin font would not cover (CJK and friends)."""
    code = ord(ch)
    return (
        0x2E80 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFE30 <= code <= 0xFE4F
        or 0xFF00 <= code <= 0xFFEF
        or 0x3000 <= code <= 0x303F
    )


def scan_text(text: str) -> set[str]:
    """CJK characters (and full-width forms) appearing in ``text``."""
    return {ch for ch in text if is_cjk(ch)}


def project_files(root: Path) -> list[Path]:
    """Files whose strings may reach the screen, in a stable order."""
    found: set[Path] = set()
    for pattern in SCAN_GLOBS:
        found.update(p for p in root.glob(pattern) if p.is_file())
    for extra in EXTRA_FILES:
        if extra.is_file():
            found.add(extra.resolve())
    for folder, pattern in EXTRA_GLOBS:
        if folder.is_dir():
            found.update(p.resolve() for p in folder.glob(pattern) if p.is_file())
    return sorted(found)


def character_set(root: Path, files: Iterable[Path] | None = None) -> str:
    """Every character the subset must keep, sorted so output is deterministic."""
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars |= set(PUNCTUATION) | set(SYMBOLS)
    chars |= {ch for ch in GAME_WORDS if not ch.isspace()}
    for path in files if files is not None else project_files(root):
        try:
            chars |= scan_text(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            continue
    chars.discard(UNASSIGNED_PROBE)
    return "".join(sorted(chars))


def subset_font(source: Path, text: str, out: Path) -> int:
    """Write the subset of face SC_FACE_INDEX of ``source`` to ``out``; return its size."""
    from fontTools import subset

    options = subset.Options()
    options.font_number = SC_FACE_INDEX
    options.layout_features = []
    options.name_IDs = ["*"]  # keep copyright / licence records, as the OFL requires
    options.name_languages = [0x409]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    options.recalc_timestamp = False
    font = subset.load_font(str(source), options)
    try:
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        out.parent.mkdir(parents=True, exist_ok=True)
        # Written beside the target and renamed over it, so a game running from this
        # checkout never reads a half-written font ("Text has zero width").
        partial = out.with_name(out.name + ".partial")
        subset.save_font(font, str(partial), options)
        partial.replace(out)
    finally:
        font.close()
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    """Build both weights; exit non-zero (with a hint) if the source fonts are missing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=NOTO_DIR)
    parser.add_argument("--out-dir", type=Path, default=ROOT / "assets" / "fonts")
    args = parser.parse_args(argv)
    text = character_set(ROOT)
    cjk_count = sum(1 for ch in text if is_cjk(ch))
    for weight, filename in WEIGHTS.items():
        source = args.source_dir / filename
        if not source.is_file():
            print(f"missing {source}: apt-get install -y fonts-noto-cjk", file=sys.stderr)
            return 1
        size = subset_font(source, text, args.out_dir / f"ui-{weight}.otf")
        print(f"ui-{weight}.otf: {len(text)} chars ({cjk_count} CJK), {size // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
