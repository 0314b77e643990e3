"""`pick_words`: the hard player's pick in `/replay` said as a sentence in every language,
each card with its article, never as a button's label."""

from __future__ import annotations

import pytest

from bot.service.card_names import is_card, move_text
from bot.service.faces.common import Seats
from bot.service.move_words import pick_words, said_move
from games.record import name_texts
from i18n import Text, Who, translate
from tests.bot.random_play import random_position

ARGS = {"number": 4, "said": "‹said›", "why": "‹why›", "move": "‹label›"}


def pick(locale: str, game: str, action: str) -> str:
    return translate(locale, "replay-hard-other", **ARGS, **pick_words(game, action))


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en", "Hard would have **played the Cavallo di bastoni and taken the Cavallo di coppe**: ‹why›."),
        ("it", "avrebbe **giocato il Cavallo di bastoni e preso il Cavallo di coppe**: ‹why›."),
        ("fr", "aurait **joué le cavalier de bâtons et pris le cavalier de coupes**\u202f: ‹why›."),
        ("ja", "なら**棍棒のカヴァッロを出して聖杯のカヴァッロを取った**はずです：‹why›。"),
    ],
)
def test_a_scopa_capture_is_said_as_a_sentence_not_as_a_label(locale: str, said: str) -> None:
    text = pick(locale, "scopa", "Qc:Qh")
    assert text.startswith({"en": "Move 4 · ‹said› ", "it": "Mossa 4 · ‹said› "}.get(locale, ""))
    assert text.endswith(said)


def test_each_card_takes_the_article_its_place_wants() -> None:
    italian = pick("it", "scopa", "Ad:7c+Ah")
    assert "avrebbe **giocato l'Asso di denari e preso il 7 di bastoni e l'Asso di coppe**:" in italian
    assert "aurait **joué l'as de deniers et pris le 7 de bâtons**" in pick("fr", "scopa", "Ad:7c")


def test_a_card_laid_on_the_table_and_a_discard() -> None:
    assert "Hard would have **laid the 7 di denari**:" in pick("en", "scopa", "7d")
    assert "avrebbe **calato il 7 di denari**:" in pick("it", "scopa", "7d")
    discard = pick("fr", "scarto", "discard:T21+Ac+Kh")
    assert "aurait **écarté l'atout 21, l'as de bâtons et le roi de coupes**" in discard


NAMES = [Who.person("alice"), Who.person("Anna"), Who.computer(Text.plain("Bot 2")), Who.person("carol")]


def label(game: str, action: str, players: int = 4) -> Text:
    """The move's label as `/replay` has it: the rules core's, its players named."""
    state = random_position(game, players, moves=0, seed=5)
    return name_texts(NAMES, move_text(game, state, action))


def picked(locale: str, game: str, action: str, players: int = 4) -> str:
    return translate(
        locale, "replay-hard-other", **ARGS, **pick_words(game, action, label(game, action, players))
    )


def said(locale: str, game: str, action: str, players: int = 4, me: int | None = None) -> str:
    seats = Seats(lambda seat: NAMES[seat], me)
    told = said_move(game, 0, action, seats, label(game, action, players))
    assert told is not None, (game, action)
    return told.render(locale)


def test_a_go_fish_ask_is_a_sentence_with_whom_and_the_rank_in_words() -> None:
    assert said("en", "gofish", "ask:1:7") == "alice asks Anna for Sevens."
    assert said("it", "gofish", "ask:1:7") == "alice chiede i sette ad Anna."
    assert said("ja", "gofish", "ask:2:7") == "aliceさんがBot 2に7を聞きました。"  # no さん after a computer
    assert said("en", "gofish", "ask:1:K", me=0) == "You ask Anna for Kings."
    assert "aurait **demandé les rois à Anna**\u202f: ‹why›." in picked("fr", "gofish", "ask:1:K")
    assert "Hard would have **asked carol for Sevens**: ‹why›." in picked("en", "gofish", "ask:3:7")


def test_a_concentration_flip_is_a_sentence() -> None:
    assert said("en", "concentration", "flip:3", 2) == "alice turns up card 4."
    assert said("fr", "concentration", "flip:3", 2) == "alice retourne la carte 4."
    assert "avrebbe **scoperto la carta 12**:" in picked("it", "concentration", "flip:11", 2)
    assert "なら**12番のカードをめくった**はずです" in picked("ja", "concentration", "flip:11", 2)


def test_an_old_maid_draw_names_whom_the_card_is_drawn_from() -> None:
    assert said("en", "oldmaid", "draw:2", 3) == "alice draws card 3 from Anna."
    assert said("ja", "oldmaid", "draw:2", 3) == "aliceさんがAnnaさんの3番目のカードを引きました。"
    assert "avrebbe **pescato la carta n. 1 da Anna**:" in picked("it", "oldmaid", "draw:0", 3)
    assert "Hard would have **shuffled the hand**:" in picked("en", "oldmaid", "shuffle", 3)


def test_scartos_discard_names_the_cards_laid_aside() -> None:
    assert said("en", "scarto", "discard:T21+Ac+Kh", 3).startswith("alice lays trump 21, ")
    assert said("it", "scarto", "discard:T21+Ac+Kh", 3) == (
        "alice scarta il trionfo 21, l'Asso di bastoni e il Re di coppe."
    )


def test_stovkahras_declarations_signal_and_dost_are_sentences_the_signal_told() -> None:
    assert said("en", "stovkahra", "signal:h") == "alice signals their partner to lead cups."
    assert said("it", "stovkahra", "signal:h") == "alice segnala al compagno di uscire a coppe."
    assert said("fr", "stovkahra", "dost", me=0) == "Tu annonces dost."
    assert said("ja", "stovkahra", "pass") == "aliceさんが宣言を終えました。"
    assert "Hard would have **declared three Assi (30)**:" in picked("en", "stovkahra", "declare:AAA")
    assert "なら**「エースが3枚（30点）」を宣言した**はずです" in picked("ja", "stovkahra", "declare:AAA")
    assert "avrebbe **tolto le brčke dal conto dei perdenti**:" in picked("it", "stovkahra", "brcka:take")


def test_a_move_no_sentence_says_is_quoted_by_its_label() -> None:
    assert pick("en", "gofish", "ask:1:A").endswith("Hard would have chosen “**‹label›**”: ‹why›.")
    assert pick("it", "oldmaid", "draw:0").endswith("avrebbe scelto «**‹label›**»: ‹why›.")


CAVALLO = {
    "en": "Cavallo di spade",
    "it": "Cavallo di spade",
    "fr": "cavalier d'épées",
    "ja": "剣のカヴァッロ",
}


@pytest.mark.parametrize(
    ("locale", "reason"),
    [
        ("en", ": it gives the least away and leaves no easy sweep."),
        ("it", ": concede il meno possibile e non lascia scope facili."),
        ("fr", "\u202f: c'est ce qui donne le moins et ne laisse pas de scopa facile."),
        ("ja", "：いちばん損が少なく、簡単なスコパも許しません。"),
    ],
)
def test_the_scopa_reason_after_the_pick_does_not_name_the_card_again(locale: str, reason: str) -> None:
    from games import ai

    state = random_position("scopa", 2, moves=0, seed=5)
    why = ai.player_for("scopa").explain(state.view(0), "Qs")
    replay = translate(locale, "replay-hard-other", **{**ARGS, "why": why}, **pick_words("scopa", "Qs"))
    hint = translate(locale, "hint-try", move=CAVALLO[locale], action="Qs", why=why)
    for said in (replay, hint):
        assert said.endswith(reason), said
        assert said.count(CAVALLO[locale]) == 1, said


@pytest.mark.parametrize(("game", "players"), [("scarto", 3), ("stovkahra", 4)])
def test_a_trick_games_reason_does_not_name_the_card_its_move_names(game: str, players: int) -> None:
    from bot.service.faces import face_of
    from games import ai

    player, face = ai.player_for(game), face_of(game)
    for moves in (12, 13, 14):  # a lead, and cards played to a trick
        state = random_position(game, players, moves=moves, seed=5)
        for action in [a for a in state.legal() if is_card(a)][:3]:
            why = player.explain(state.view(state.to_move), action)
            for locale in ("en", "it", "fr", "ja"):
                card = face.card_text(action, article=False).render(locale)
                hint = translate(locale, "hint-try", move=card, action=action, why=why)
                assert hint.count(card) == 1, hint
