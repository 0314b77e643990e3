"""Every count agrees with its number, over the rendering matrix (`tools/render_matrix.py`: each
message rendered with counts 0, 1, 2 and 5).

- English and Italian: 1 takes the singular ("1 card", "1 carta"), every other count the plural
  ("0 cards", "2 carte").
- French: 0 and 1 take the singular ("0 carte", "1 pli"), 2 and above the plural.
- Japanese has no plural, but a number that counts things takes its counter: where the English
  says "37 cards", the Japanese says 「37枚」, never a bare 「37」.

The nouns (and the participles that agree with a count: "1 gagnée", "2 vinte") are the
catalogues' own words, singular and plural side by side.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from fluent.syntax import ast

from bot.service.model import seat_text
from i18n.catalogue import Placeables, resources
from tests.i18n.test_render_matrix import texts
from tools.render_matrix import _cards, _matrix, _render, renderings

#: (singular, plural) of each word a count governs, per language.
NOUNS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("card", "cards"),
        ("point", "points"),
        ("pt", "pts"),
        ("deal", "deals"),
        ("win", "wins"),
        ("loss", "losses"),
        ("game", "games"),
        ("player", "players"),
        ("computer", "computers"),
        ("book", "books"),
        ("trick", "tricks"),
        ("brčka", "brčke"),
        ("scopa", "scope"),
        ("move", "moves"),
        ("turn", "turns"),
        ("pair", "pairs"),
        ("triple", "triples"),
        ("place", "places"),
        ("way", "ways"),
        ("second", "seconds"),
        ("minute", "minutes"),
        ("hour", "hours"),
        ("day", "days"),
    ),
    "it": (
        ("carta", "carte"),
        ("punto", "punti"),
        ("smazzata", "smazzate"),
        ("vittoria", "vittorie"),
        ("sconfitta", "sconfitte"),
        ("partita", "partite"),
        ("vinta", "vinte"),
        ("persa", "perse"),
        ("giocatore", "giocatori"),
        ("presa", "prese"),
        ("brčka", "brčke"),
        ("scopa", "scope"),
        ("mossa", "mosse"),
        ("turno", "turni"),
        ("coppia", "coppie"),
        ("quartetto", "quartetti"),
        ("posto", "posti"),
        ("modo", "modi"),
        ("secondo", "secondi"),
        ("minuto", "minuti"),
        ("ora", "ore"),
        ("giorno", "giorni"),
    ),
    "fr": (
        ("carte", "cartes"),
        ("point", "points"),
        ("pt", "pts"),
        ("donne", "donnes"),
        ("victoire", "victoires"),
        ("défaite", "défaites"),
        ("partie", "parties"),
        ("gagnée", "gagnées"),
        ("perdue", "perdues"),
        ("joueur", "joueurs"),
        ("ordinateur", "ordinateurs"),
        ("pli", "plis"),
        ("prise", "prises"),
        ("brčka", "brčke"),
        ("scopa", "scope"),
        ("coup", "coups"),
        ("tour", "tours"),
        ("paire", "paires"),
        ("brelan", "brelans"),
        ("carré", "carrés"),
        ("place", "places"),
        ("façon", "façons"),
        ("seconde", "secondes"),
        ("minute", "minutes"),
        ("heure", "heures"),
        ("jour", "jours"),
    ),
}
#: The counts that take the singular (CLDR's `one`).
SINGULAR = {"en": {1}, "it": {1}, "fr": {0, 1}}
#: What follows a number that counts things in Japanese (a counter, or a noun used as one).
COUNTERS = ("枚", "点", "人", "回", "個", "勝", "敗", "連", "局", "組", "手", "秒", "分", "時間", "日")
COUNTERS += ("か所", "通り", "トリック", "ディール", "位")
#: What may stand before a bare number instead: a range's end (「1〜37」), a label (「札点37」).
BEFORE = ("〜", "札点")
#: Words that may stand between a count and its noun ("2 card points", "5 simulated deals").
BETWEEN = {"en": ("card", "simulated", "more"), "it": (), "fr": ()}


def _count_before(locale: str) -> re.Pattern[str]:
    words = sorted({w for pair in NOUNS[locale] for w in pair}, key=len, reverse=True)
    between = "".join(f"(?:{word} )?" for word in BETWEEN[locale])
    # A whole number (not "0.25", "7/10", "#12"), then the word it counts.
    return re.compile(rf"(?<![\w.,/#\u202f])(\d+) {between}({'|'.join(map(re.escape, words))})(?![\w'’])")


def disagreements(locale: str) -> list[str]:
    """`where: "1 cards"` for each count in `locale`'s matrix whose noun disagrees with it."""
    singular = {s for s, _ in NOUNS[locale]}
    plural = {p for _, p in NOUNS[locale]}
    pattern = _count_before(locale)
    # A computer's name and a card's are values, not counts: "Bot 1 wins", "atout 21 donne".
    values = [seat_text("Computer 1 (hard)").render(locale), *(card.render(locale) for card in _cards())]
    named = re.compile("|".join(map(re.escape, sorted(values, key=len, reverse=True))))
    found = []
    for rendering in renderings(locale):
        for text in rendering.texts:
            text = named.sub("§", text)
            for match in pattern.finditer(text):
                count, word = int(match.group(1)), match.group(2)
                one = count in SINGULAR[locale]
                if (one and word in plural and word not in singular) or (
                    not one and word in singular and word not in plural
                ):
                    found.append(f"{rendering.where}: {match.group()!r}")
    return sorted(set(found))


@pytest.mark.parametrize("locale", ["en", "it", "fr"])
def test_every_count_agrees_with_its_noun(locale: str) -> None:
    assert disagreements(locale) == []


def _patterns(locale: str) -> dict[str, ast.Pattern]:
    found = {}
    for resource in resources(locale):
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                if entry.value is not None:
                    found[entry.id.name] = entry.value
                for attribute in entry.attributes:
                    found[f"{entry.id.name}.{attribute.id.name}"] = attribute.value
    return found


#: A count no message writes on its own, so where it shows is where the count is.
_MARK = 37


def uncounted(locale: str = "ja") -> list[str]:
    """`id: text` where English counts things ("37 cards") and `locale` shows the number bare."""
    english = _count_before("en")
    found = []
    theirs = _patterns(locale)
    for where, pattern in _patterns("en").items():
        if where not in theirs:
            continue
        seen = Placeables()
        seen.visit(theirs[where])
        msg_id, _, part = where.partition(".")
        for arguments in _matrix(pattern):
            for name, value in arguments.items():
                if not isinstance(value, int) or name not in seen.shown:
                    continue
                marked: dict[str, Any] = {**arguments, name: _MARK}
                said_en = _render("en", msg_id, part, marked)
                if not any(m.group(1) == str(_MARK) for m in english.finditer(said_en)):
                    continue
                said = _render(locale, msg_id, part, marked)
                for match in re.finditer(rf"(?<!\d){_MARK}(?!\d)", said):
                    before, after = said[: match.start()], said[match.end() :]
                    if not after.startswith(COUNTERS) and not before.endswith(BEFORE):
                        found.append(f"{where}: {said}")
            break  # the first row of the matrix holds every argument
    return sorted(set(found))


def test_japanese_counts_things_with_counters() -> None:
    assert uncounted("ja") == []


def test_french_says_zero_in_the_singular_and_english_in_the_plural() -> None:
    """CLDR's French `one` covers 0: the project's bundle must choose it, as a reader would."""
    assert "0 carte" in " ".join(texts("fr", "adapters.ftl: gofish-pond"))
    assert "0 cards" in " ".join(texts("en", "adapters.ftl: gofish-pond"))
