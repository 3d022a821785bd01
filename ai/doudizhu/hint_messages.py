"""Templates for hint reasons, in English and Simplified Chinese.

Keys are what :func:`ai.hint` returns; parameters fill ``{name}`` fields with
``str.format``.  ``{role}`` is a role key (``landlord``, ``farmer``,
``partner``) that the UI translates with :data:`ROLES` first.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "hint.goes_out": {
        "en": "plays out your last cards",
        "zh": "一手出完，直接获胜",
    },
    "hint.wins_out": {
        "en": "nobody can beat {cards}, and the rest of your hand follows",
        "zh": "{cards}没人管得上，剩下的牌也能走完",
    },
    "hint.only_stop": {
        "en": "the only play that stops the {role} going out",
        "zh": "唯一能阻止{role}走完的出法",
    },
    "hint.blocks": {
        "en": "{cards} is high enough that the {role} with {count} card(s) left cannot answer",
        "zh": "出{cards}顶住只剩{count}张的{role}",
    },
    "hint.feeds_partner": {
        "en": "{cards} hands the lead to your partner, who has {count} card(s) left",
        "zh": "出{cards}送牌给只剩{count}张的队友",
    },
    "hint.partner_winning": {
        "en": "your partner's play is winning; let it stand",
        "zh": "队友的牌已经够大，不要压队友",
    },
    "hint.tops": {
        "en": "tops the trick with {cards}, so the landlord must spend a bigger card",
        "zh": "用{cards}顶牌，逼地主出更大的牌",
    },
    "hint.keeps_bomb": {
        "en": "only a bomb beats it: passing keeps the bomb for later",
        "zh": "只有炸弹管得上：不出就把炸弹留到后面",
    },
    "hint.bomb_wins": {
        "en": "the bomb {cards} takes the lead and the rest of your hand follows",
        "zh": "炸弹{cards}夺回出牌权，剩下的牌能走完",
    },
    "hint.too_costly": {
        "en": "beating it would break up your hand: it needs {before} plays now, {turns} after",
        "zh": "管上就要拆牌：现在还要{before}手，管了反而要{turns}手",
    },
    "hint.holds_back": {
        "en": "lets it go: beating it would spend {cards}, worth more later",
        "zh": "先不管：要管就得用{cards}，留到后面更有用",
    },
    "hint.cannot_beat": {
        "en": "nothing in your hand beats it",
        "zh": "没有能管上的牌",
    },
    "hint.sheds_small": {
        "en": "leads the small {cards} while you can; {turns} plays left after it",
        "zh": "先走小牌{cards}，之后还剩{turns}手",
    },
    "hint.lead_long": {
        "en": "clears {count} cards ({cards}) in one play; {turns} plays left after it",
        "zh": "一次走掉{count}张（{cards}），之后还剩{turns}手",
    },
    "hint.lead_kicker": {
        "en": "plays {core} with {kicker} as the kicker; {turns} plays left after it",
        "zh": "用{core}带走{kicker}，之后还剩{turns}手",
    },
    "hint.lead_high": {
        "en": "leads the high {cards}, hard to beat; {turns} plays left after it",
        "zh": "出大牌{cards}，别人很难管上，之后还剩{turns}手",
    },
    "hint.lead_breaks": {
        "en": "{cards} breaks up your hand: {turns} plays still needed after it, no fewer than "
              "the {before} now",
        "zh": "出{cards}会拆散手牌：出完还要{turns}手，不比现在的{before}手少",
    },
    "hint.keeps_control": {
        "en": "beats it with {cards} and keeps {rank} for control; {turns} plays left",
        "zh": "用{cards}管上，留着{rank}控制局面，之后还剩{turns}手",
    },
    "hint.cheapest_beat": {
        "en": "{cards} is the smallest play that beats it without breaking your hand",
        "zh": "{cards}是不拆牌、刚好管上的最小出法",
    },
    "hint.beat_higher": {
        "en": "beats it with {cards}, higher than {cheap} and harder to answer; {turns} plays left",
        "zh": "用{cards}管上，比{cheap}大，更难被压，之后还剩{turns}手",
    },
    "hint.beat_high": {
        "en": "beats it high with {cards}, hard to answer; {turns} plays left",
        "zh": "用大牌{cards}管上，别人很难再压，之后还剩{turns}手",
    },
    "hint.beat_breaks": {
        "en": "{cards} beats it but breaks up your hand: {turns} plays still needed, no fewer "
              "than the {before} now",
        "zh": "{cards}能管上，但要拆牌：出完还要{turns}手，不比现在的{before}手少",
    },
    "hint.unbeatable": {
        "en": "nobody can beat {cards}: you keep the lead; {turns} plays left",
        "zh": "{cards}没人管得上，出牌权在你，之后还剩{turns}手",
    },
    "hint.fits_plan": {
        "en": "{cards} is a piece of your plan: {turns} plays left after it",
        "zh": "按拆牌计划出{cards}，之后还剩{turns}手",
    },
    "hint.wild_completes": {
        "en": "a wild stands for {ranks} to complete it ({out} wild(s) still out)",
        "zh": "用癞子当{ranks}凑成这手牌（外面还有{out}张癞子）",
    },
    "hint.keeps_wilds": {
        "en": "answers with natural cards and keeps your {count} wild(s) for later",
        "zh": "用本牌管上，留着{count}张癞子备用",
    },
    "hint.soft_bomb_wilds": {
        "en": "a soft bomb: it spends {count} wild(s), and any hard bomb beats it",
        "zh": "软炸弹：要用掉{count}张癞子，任何硬炸弹都能管上",
    },
    "hint.hard_bomb_keeps_wilds": {
        "en": "a hard bomb of natural cards: your {count} wild(s) stay in hand",
        "zh": "硬炸弹不用癞子，{count}张癞子留在手里",
    },
    "hint.chance": {
        "en": "wins about {pct}% of deals if every seat plays well",
        "zh": "各家都打好时胜率约{pct}%",
    },
    "hint.more_turns": {
        "en": "{extra} play(s) more than {cards}, but it wins more often ({pct}% against {other}%)",
        "zh": "比{cards}多{extra}手，但胜率更高（{pct}%对{other}%）",
    },
    "hint.more_turns_plan": {
        "en": "{extra} play(s) more than {cards}, but it fits the hand's plan better",
        "zh": "比{cards}多{extra}手，但更符合拆牌计划",
    },
}

ROLES: dict[str, dict[str, str]] = {
    "landlord": {"en": "landlord", "zh": "地主"},
    "farmer": {"en": "farmer", "zh": "农民"},
    "partner": {"en": "partner", "zh": "队友"},
}


_EN_RANKS = {
    "T": "the 10s", "J": "the jacks", "Q": "the queens", "K": "the kings", "A": "the aces",
    "B": "the small joker", "R": "the big joker",
}
_ZH_RANKS = {"T": "10", "B": "小王", "R": "大王"}


def rank_name(rank: str, lang: str) -> str:
    """A rank character as a player says it: 'the 2s', 'the big joker'; '2', '大王'."""
    if lang == "zh":
        return _ZH_RANKS.get(rank, rank)
    return _EN_RANKS.get(rank, f"the {rank}s")


_SETS = {2: ("一对{}", "a pair of {}"), 3: ("三张{}", "three {}")}


def cards_text(cards: str, lang: str) -> str:
    """A rank string for display: a pair or three of one rank by name (一对7, 'a pair of
    7s'), other plays rank by rank (T as 10, jokers by name): '7 7' read as two plays."""
    zh = lang == "zh"
    if len(cards) in _SETS and len(set(cards)) == 1:
        zh_form, en_form = _SETS[len(cards)]
        rank = rank_name(cards[0], lang)
        return zh_form.format(rank) if zh else en_form.format(rank.removeprefix("the "))
    names = {"T": "10", "B": "小王" if zh else "SJ", "R": "大王" if zh else "BJ"}
    return " ".join(names.get(ch, ch) for ch in cards)


def render(key: str, params: dict[str, str], lang: str = "en") -> str:
    """The hint text for ``key`` in ``lang`` ('en' or 'zh'), roles, ranks and cards spelled out."""
    values = dict(params)
    if "role" in values and values["role"] in ROLES:
        values["role"] = ROLES[values["role"]][lang]
    if "rank" in values:
        values["rank"] = rank_name(str(values["rank"]), lang)
    for name in ("cards", "ranks", "kicker", "core", "cheap"):
        if name in values:
            values[name] = cards_text(str(values[name]), lang)
    return MESSAGES[key][lang].format(**values)


def message(key: str, language: str = "en", **params: str) -> str:
    """Same as :func:`render`, in the call shape the app uses: ``message(key, lang, **params)``."""
    return render(key, params, language if language in ("en", "zh") else "en")
