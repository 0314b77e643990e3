"""Each language's typography and register, checked on what players read: every catalogue message
rendered with sample arguments in each of its forms (Fluent drops a pattern's leading space, so
the source lines would hide `[yes] : une paire !` losing its space), and every `/rules` text.

- French: a narrow no-break space (U+202F, or U+00A0) before `: ; ! ?` and inside « »; "tu".
- Japanese: full-width punctuation, no space between a word and its particle, no Latin script but
  card notation, player names and placeholders (and Discord's own "DM"); です/ます.
- Italian: accents where they belong (perché, è, po').
"""

from __future__ import annotations

import re

import pytest

from tests.i18n.rendered import PLACEHOLDER, Said, everything, prose

NBSP = "\u202f\u00a0"
P = re.escape(PLACEHOLDER)


def french_spacing(text: str) -> list[str]:
    """Each `: ; ! ?` or « » in `text` without its no-break space, with a little context."""
    text = prose(text)
    wrong = []
    for match in re.finditer(r"[:;!?»]", text):
        at = match.start()
        before = text[:at].rstrip("*_")  # **Atout :** — the space goes before the colon, not the stars
        after = text[at + 1 : at + 2]
        if match.group() == ":" and before[-1:].isalnum() and after not in ("", " ", "\n", "*"):
            continue  # notation or a link, not prose: `carte:7d`, https:, 12:30
        if match.group() in "!?" and before[-1:] in "!?":
            continue
        if before and before[-1] not in NBSP and before[-1] != "\n":
            wrong.append(text[max(0, at - 12) : at + 2])
    for match in re.finditer("«", text):
        if text[match.end() : match.end() + 1] not in NBSP:
            wrong.append(text[match.start() : match.end() + 12])
    return wrong


@pytest.mark.parametrize("said", everything("fr"), ids=lambda s: s.where)
def test_french_puts_a_no_break_space_before_high_punctuation(said: Said) -> None:
    assert french_spacing(said.text) == []


#: "Vous" forms the glossary cannot list one by one: the imperative plural (`relancez`, `faites`).
_VOUS_IMPERATIVE = re.compile(r"(?i)\b(?!(?:assez|chez|nez)\b)[a-zéèêàâîôûç]+ez\b|\b(?:faites|dites)\b")


@pytest.mark.parametrize("said", everything("fr"), ids=lambda s: s.where)
def test_french_says_tu_everywhere(said: Said) -> None:
    assert [m.group() for m in _VOUS_IMPERATIVE.finditer(prose(said.text))] == []


def test_the_tu_check_sees_an_imperative_plural() -> None:
    assert [
        m.group() for m in _VOUS_IMPERATIVE.finditer("Prenez place, assez vite, chez toi ; faites-le")
    ] == [
        "Prenez",
        "faites",
    ]


def test_the_french_check_sees_a_lost_space() -> None:
    assert french_spacing("§ tire la carte § de §: une paire !") == ["carte § de §: ", ": une paire !"]
    assert len(french_spacing("« Lancer »")) == 2
    assert (
        french_spacing("Talon\u202f: 4 cartes. Joue `/jouer carte:7d` «\u202fLancer\u202f» https://x.y") == []
    )


_JAPANESE = r"\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef"
#: Latin script a Japanese text may show: card notation and ranks (`7d`, `T21`, `A`, `K`), the
#: Italian figures' corner initials (`F`, `R`: Fante, Re), Discord's own word for a direct message,
#: and "CPU" (how Japanese games name a computer opponent; the picture's short seat name).
_LATIN_ALLOWED = re.compile(r"^(?:DM|CPU\d*|(?:10|[2-9AJQKC])[shdc]?|T\d{1,2}|FOOL|JK\d?|[AJQKCFR]\d?)$")
#: Names that stay in their own script (Discord, the bot, the authors and books the rules cite) and
#: what a player types as it is (game ids, terminal commands and keys, declarations, a file format).
_KEPT = {
    *[
        "Discord",
        "Tavolo",
        "Michael",
        "Dummett",
        "Twelve",
        "Tarot",
        "Games",
        "pagat",
        "com",
        "John",
        "McLeod",
        "Sandro",
        "Tamanini",
    ],
    *[
        "scopa",
        "scopone",
        "scientifico",
        "babanuki",
        "help",
        "moves",
        "table",
        "quit",
        "Tab",
        "Enter",
        "b",
        "q",
        "computers",
        "AAA",
        "KKK",
        "JSON",
    ],
}


def japanese_problems(text: str) -> list[str]:
    """Half-width punctuation beside Japanese, a space before a particle, Latin words, plain endings."""
    text = prose(text)
    wrong = []
    for match in re.finditer(rf"[{_JAPANESE}{P}][!?,.:;()]|[!?,:;(][{_JAPANESE}]", text):
        wrong.append(f"half-width punctuation: {text[max(0, match.start() - 6) : match.end() + 4]}")
    for match in re.finditer(
        rf"[{_JAPANESE}{P}*A-Za-z0-9)] (?:が|の|を|に|は|で|と|へ|も|から|まで|より)(?![ぁ-ん])", text
    ):
        wrong.append(f"space before a particle: {text[max(0, match.start() - 6) : match.end() + 2]}")
    for match in re.finditer(rf"[ぁ-ん、][ ](?={P})", text):
        wrong.append(f"space after a particle: {text[max(0, match.start() - 6) : match.end() + 2]}")
    for match in re.finditer(rf"[。！？] (?=[{_JAPANESE}{P}`*])", text):
        wrong.append(f"space between Japanese sentences: {text[max(0, match.start() - 6) : match.end() + 4]}")
    for match in re.finditer(r".{0,6}·.{0,6}", text):  # Japanese separates with 「・」 (or 「／」)
        wrong.append(f"Latin middle dot: {match.group()}")
    for match in re.finditer(r"[0-9]*[A-Za-zÀ-ž]+[0-9]*", text):
        if not _LATIN_ALLOWED.match(match.group()) and match.group() not in _KEPT:
            wrong.append(f"Latin script: {match.group()}")
    spoken = re.sub(r"「[^」]*」", "「」", text)  # what a player says in a quote may be casual
    for match in re.finditer(
        r"(?:する|(?<![まで])した|(?<!ん)だ|である|ない|れる)[。！？]|(?<![ま])[うくすつぬむるぐぶ]？", spoken
    ):
        wrong.append(f"plain form, not です/ます: {text[max(0, match.start() - 8) : match.end()]}")
    return wrong


@pytest.mark.parametrize("said", everything("ja"), ids=lambda s: s.where)
def test_japanese_typography_script_and_register(said: Said) -> None:
    assert japanese_problems(said.text) == []


def test_the_japanese_check_sees_each_fault() -> None:
    assert japanese_problems("§ の番です。") == ["space before a particle: § の番で"]
    assert japanese_problems("Matto（愚者）は伏せられません。") == ["Latin script: Matto"]
    assert japanese_problems("再戦する？") == ["plain form, not です/ます: 再戦する？"]
    assert japanese_problems("手札!") == ["half-width punctuation: 手札!"]
    assert japanese_problems("§さん 3 · CPU1 4") == ["Latin middle dot: §さん 3 · CPU1 "]
    assert japanese_problems("`/出す カード:7d`で7dを出します（DM）。") == []


#: Italian words written without their accent, or with the wrong one.
_ITALIAN = re.compile(
    r"\b(?:perche|perchè|poiche|poichè|affinche|affinchè|benche|benchè|finche|finchè|nè|sè|pò|po(?!')|"
    r"piu|puo|gia|cosi|pero|citta|cioe)\b|\b[Ee]['’](?=\s)",
    re.IGNORECASE,
)


def test_the_italian_check_sees_a_missing_accent() -> None:
    found = [m.group() for m in _ITALIAN.finditer("E' cosi perchè ne vuoi un po, non un po' di piu")]
    assert found == ["E'", "cosi", "perchè", "po", "piu"]
    assert [m.group() for m in _ITALIAN.finditer("È così perché ne vuoi un po' di più")] == []


@pytest.mark.parametrize("said", everything("it"), ids=lambda s: s.where)
def test_italian_accents(said: Said) -> None:
    text = prose(said.text)
    assert [m.group() for m in _ITALIAN.finditer(text)] == []
