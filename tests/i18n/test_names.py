"""Who a sentence names, as each language says it: さん on a person and never on a computer, a team
of two with a plural verb, French elision, a list written as the language writes one."""

from __future__ import annotations

from bot.service.model import Seat, seat_text
from i18n import Named, Text, Who, translate

COMPUTER = seat_text(Seat(1, None, "Computer 2 (hard)", "hard"))
TEAM = Who.group(["Anna", "Marco"])


def test_japanese_says_san_after_a_person_never_after_a_computer() -> None:
    assert (
        translate("ja", "not-your-turn-who", who=Who.person("Alice"))
        == "あなたの番ではありません。Aliceさんの番です。"
    )
    assert translate("ja", "not-your-turn-who", who=COMPUTER) == "あなたの番ではありません。CPU2の番です。"
    # A name given as plain text is a person's.
    assert translate("ja", "not-your-turn-who", who="Alice").endswith("Aliceさんの番です。")


def test_a_computer_is_known_by_whom_it_names_never_by_the_shape_of_its_name() -> None:
    # Its label (a `Named`, as the table, the pictures and the selects show it) still knows it.
    assert translate("ja", "not-your-turn-who", who=COMPUTER.label("ja")).endswith("CPU2の番です。")
    # A person who calls themselves "CPU2" or "Bot 2" is a person: nothing is guessed from text.
    assert translate("ja", "not-your-turn-who", who="CPU2").endswith("CPU2さんの番です。")
    assert translate("ja", "not-your-turn-who", who="🤖 Bot 2").endswith("🤖 Bot 2さんの番です。")


def test_a_picture_names_a_seat_as_its_plate_does() -> None:
    # On a picture (drawn from plain strings) a name takes no さん, a person's or a computer's.
    assert translate("ja", "picture-to-lead", who="alice") == "aliceがリード"
    assert translate("ja", "picture-draws-from", who="alice", whom="CPU2") == "aliceがCPU2から引く番"


def test_a_list_takes_san_on_every_name() -> None:
    waiting = Who.group([Who.person("Alice"), COMPUTER, Who.person("Bob")])
    assert translate("ja", "rematch-already-asked", waiting=waiting) == (
        "再戦はもう申し込んでいます。Aliceさん、CPU2、Bobさんを待っています。"
    )
    assert translate("it", "rematch-already-asked", waiting=["Marco", "Luca"]).endswith(
        "in attesa di Marco e Luca."
    )


def test_a_team_of_two_takes_a_plural_verb_and_is_written_as_the_language_writes_it() -> None:
    assert (
        translate("it", "stovkahra-game-won", who=TEAM, brcke=1)
        == "Anna e Marco vincono la partita: 1 brčka."
    )
    assert translate("fr", "stovkahra-game-won", who=TEAM, brcke=2) == (
        "Anna et Marco gagnent la partie\u202f: 2 brčke."
    )
    assert translate("ja", "stovkahra-game-won", who=TEAM, brcke=2).startswith("AnnaさんとMarcoさんが")
    # The "winners" of an unnamed side are a team too.
    assert translate(
        "it", "stovkahra-brcka-phase", who=Text("stovkahra-winners"), who_count=2, brcke=2
    ).startswith("i vincitori vincono 2 brčke")


def test_a_label_keeps_whom_it_names() -> None:
    label = TEAM.label("fr")
    assert isinstance(label, Named) and label == "Anna & Marco"  # short, on the table and in scores
    assert translate("fr", "stovkahra-game-won", who=label, brcke=1).startswith("Anna et Marco gagnent")
    assert COMPUTER.label("ja") == "CPU2"
    assert Who.person("Alice").label("ja") == "Alice"  # a label takes no さん


def test_french_elides_before_a_vowel_sound() -> None:
    assert translate("fr", "over-won", who=Who.person("Olivier")) == "Victoire d'Olivier\u202f!"
    assert translate("fr", "over-won", who=COMPUTER) == "Victoire de Bot 2\u202f!"
    assert translate("fr", "over-won", who="Bob") == "Victoire de Bob\u202f!"
    assert translate("fr", "over-won", who="Yann") == "Victoire de Yann\u202f!"  # a y before a vowel
    assert translate("fr", "over-won", who="Hélène") == "Victoire d'Hélène\u202f!"


def test_italian_writes_ad_before_a_name_starting_with_a() -> None:
    assert translate("it", "not-your-turn-who", who="Anna") == "Non è il tuo turno: tocca ad Anna."
    assert translate("it", "not-your-turn-who", who="Marco") == "Non è il tuo turno: tocca a Marco."
