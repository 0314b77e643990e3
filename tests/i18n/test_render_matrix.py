"""The rendering matrix (`tools/render_matrix.py`): every message in every language rendered with
real values — a person, a name starting with a vowel, a computer, a team of two; counts 0, 1, 2, 5;
every game; a card of each kind. The committed `docs/i18n/rendered-<lang>.txt` are current, and
the glossary and typography checks hold over every rendering, not only over placeholders.
"""

from __future__ import annotations

import re

import pytest

from i18n import LOCALES
from tests.i18n.rendered import PLACEHOLDER, Said
from tests.i18n.test_glossary import forbidden_uses
from tests.i18n.test_typography import _ITALIAN, _VOUS_IMPERATIVE, french_spacing, japanese_problems
from tools.render_matrix import NAMES, document, path_of, renderings

_SAMPLE = re.compile(r"‹\w+›|" + "|".join(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])" for name in NAMES))


def said(locale: str) -> list[Said]:
    """Each rendering of `locale`, the names and the code's values (`‹name›`) made placeholders:
    a name is the player's, not the translator's words."""
    found = renderings(locale)
    return [Said(f"{locale}/{r.where}", _SAMPLE.sub(PLACEHOLDER, text)) for r in found for text in r.texts]


def texts(locale: str, where: str) -> tuple[str, ...]:
    return next(r.texts for r in renderings(locale) if r.where == where)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_committed_renderings_are_current(locale: str) -> None:
    """A change to a message shows in review as a change to docs/i18n/rendered-<lang>.txt."""
    path = path_of(locale)
    assert path.exists() and path.read_text(encoding="utf-8") == document(locale), (
        f"{path.name} is out of date: run python tools/render_matrix.py"
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_the_glossary_holds_over_the_matrix(locale: str) -> None:
    assert forbidden_uses(said(locale), locale) == []


def test_french_typography_and_tu_hold_over_the_matrix() -> None:
    wrong = [(s.where, found) for s in said("fr") for found in french_spacing(s.text)]
    wrong += [(s.where, m.group()) for s in said("fr") for m in _VOUS_IMPERATIVE.finditer(s.text)]
    assert wrong == []


def test_japanese_typography_holds_over_the_matrix() -> None:
    assert [(s.where, found) for s in said("ja") for found in japanese_problems(s.text)] == []


def test_italian_accents_hold_over_the_matrix() -> None:
    assert [(s.where, m.group()) for s in said("it") for m in _ITALIAN.finditer(s.text)] == []


def test_japanese_says_san_after_every_person_and_never_after_a_computer() -> None:
    rendered = [text for r in renderings("ja") for text in r.texts]
    assert not [t for t in rendered if re.search(r"CPU\d+さん", t)]
    assert not [t for t in rendered if "さんさん" in t]
    waiting = texts("ja", "refusals.ftl: rematch-already-asked")
    assert "再戦はもう申し込んでいます。AnnaさんとMarcoさんを待っています。" in waiting
    turn = texts("ja", "service.ftl: not-your-turn-who")
    assert "あなたの番ではありません。CPU1の番です。" in turn


def test_a_team_of_two_takes_a_plural_verb() -> None:
    assert "Anna e Marco vincono la partita: 2 brčke." in texts("it", "adapters.ftl: stovkahra-game-won")
    assert "alice vince la partita: 1 brčka." in texts("it", "adapters.ftl: stovkahra-game-won")
    won = texts("fr", "adapters.ftl: stovkahra-game-won")
    assert "Anna et Marco gagnent la partie\u202f: 2 brčke." in won


def test_french_elides_before_a_vowel() -> None:
    won = set(texts("fr", "table.ftl: over-won"))
    assert {"Victoire d'Anna\u202f!", "Victoire de Bot 1\u202f!"} <= won
    assert "Victoire de Marco\u202f!" in won
    assert not [t for r in renderings("fr") for t in r.texts if re.search(r"\b[Dd]e [AEIOUaeiou]", t)]


def test_counts_of_one_are_singular() -> None:
    assert any(t.startswith("Scopa\u202f: 1 gagnée sur ") for t in texts("fr", "faces.ftl: record-won"))
    assert any(t.endswith("— ne manca 1.") for t in texts("it", "adapters.ftl: scarto-discard-picked"))
    assert not [t for r in renderings("it") for t in r.texts if "ne mancano 1." in t]


@pytest.mark.parametrize(
    ("locale", "phrase"),
    [
        ("it", "tre carte esatte"),  # review it 53: "di esattamente tre carte"
        ("it", "non un Re,"),  # review it 24: "né Re, né l'Angelo, né il Matto"
        ("fr", "De tous les temps"),  # review fr I13: "depuis toujours"
    ],
)
def test_a_line_the_reviews_had_fixed_renders_fixed_everywhere(locale: str, phrase: str) -> None:
    # Read from the committed matrix (current: the test above), not rendered again.
    assert [line for line in path_of(locale).read_text(encoding="utf-8").splitlines() if phrase in line] == []
