"""Slash command names in the players' languages: what Discord is sent, and what replies say.

Discord refuses a whole command sync over one bad name, and simcord does not check names, so
Discord's rules are checked here: 1–32 characters, lowercase where the script has case, only
letters, digits, `-`, `_` (and Devanagari or Thai marks), unique among siblings in every locale.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator
from typing import Any

from bot.discord.features.rules.book import LANGUAGES, game_text, ui_text
from i18n.catalogue import terms
from i18n.slash import command_term, mentions, option_term
from tests.bot.discord_helpers import make_world
from tests.bot.locales import set_client_locales

TRANSLATED = ("it", "ja", "fr")
COMMAND_TYPES = (1, 2)  # a chat-input command or subcommand, a subcommand group


Entry = dict[str, Any]


def _named(entries: list[Entry], path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Entry]]:
    """(path, entry) of every command, group, subcommand and option of a synced payload."""
    for entry in entries:
        here = (*path, entry["name"])
        yield here, entry
        yield from _named(entry.get("options") or [], here)


def _siblings(entries: list[dict[str, Any]], path: tuple[str, ...] = ()) -> Iterator[tuple[str, list[dict]]]:
    """Each list of names Discord wants unique: the top-level commands, each command's children."""
    yield " ".join(path) or "/", entries
    for entry in entries:
        yield from _siblings(entry.get("options") or [], (*path, entry["name"]))


def _discord_accepts(name: str) -> bool:
    """Discord's `^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`, lowercase where there is case."""

    def allowed(char: str) -> bool:
        script = unicodedata.name(char, "")
        return (
            char in "-_" or unicodedata.category(char)[0] in "LN" or script.startswith(("DEVANAGARI", "THAI"))
        )

    return 1 <= len(name) <= 32 and name == name.lower() and all(map(allowed, name))


def _synced(env) -> list[dict[str, Any]]:
    return list(env.backend.commands[None].values())


def test_every_command_subcommand_and_option_has_a_name_in_each_language(simcord_env):
    missing, refused = [], []
    for path, entry in _named(_synced(simcord_env)):
        names = entry.get("name_localizations") or {}
        missing += [(" ".join(path), lang) for lang in TRANSLATED if not names.get(lang)]
        refused += [(path, lang, name) for lang, name in names.items() if not _discord_accepts(name)]
        assert _discord_accepts(entry["name"]), path
    assert missing == [] and refused == []
    table = next(c for c in _synced(simcord_env) if c["name"] == "table")
    new = next(o for o in table["options"] if o["name"] == "new")
    game = next(o for o in new["options"] if o["name"] == "game")
    assert (table["name_localizations"]["it"], new["name_localizations"]["it"]) == ("tavolo", "apri")
    assert game["name_localizations"] == {"it": "gioco", "ja": "ゲーム", "fr": "jeu"}
    hand = next(c for c in _synced(simcord_env) if c["name"] == "hand")
    assert hand["name_localizations"] == {"it": "mano", "ja": "手札", "fr": "main"}


def test_names_are_unique_among_siblings_in_every_language(simcord_env):
    clashes = []
    for where, entries in _siblings(_synced(simcord_env)):
        for lang in (None, *TRANSLATED):
            shown = Counter((e.get("name_localizations") or {}).get(lang, e["name"]) for e in entries)
            clashes += [(where, lang, name) for name, count in shown.items() if count > 1]
    assert clashes == []


def test_the_catalogue_names_exactly_the_commands_and_options_there_are(simcord_env):
    wanted: dict[str, str] = {}
    for path, entry in _named(_synced(simcord_env)):
        parent_is_command = entry.get("type", 1) in COMMAND_TYPES
        term = command_term(" ".join(path)) if parent_is_command else option_term(path[-1])
        wanted[term] = path[-1]
    english = {k: v for k, v in terms("en").items() if k.startswith(("cmd-", "opt-"))}
    assert english == wanted  # English names are the code's, and no name is left for a gone command


def test_the_rules_texts_name_commands_in_their_own_language():
    """The `/rules` texts are written with English names; each language reads its own."""
    wrong = []
    for language in LANGUAGES:
        texts = [ui_text(language), *(game_text(language, game) for game in _games())]
        for text in (t for data in texts for t in _strings(data)):
            for mention in mentions(text):
                for named in mention:
                    said = text[named.start : named.end]
                    if said not in {terms(language).get(term) for term in named.terms}:
                        wrong.append((language, said))
    assert wrong == []
    assert "`/gioca carta:7d presa:3c+4s`" in game_text("it", "scopa")["on_discord"]
    assert "`/jouer carte:" in game_text("fr", "scopa")["on_discord"]
    assert "`/テーブル オプション オプション:" in ui_text("ja")["options_intro"]


def _games() -> list[str]:
    import games

    return list(games.names())


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


async def test_a_reply_names_the_command_as_the_readers_client_shows_it(simcord_env, monkeypatch):
    world = make_world(simcord_env, ["alice", "yuki", "zoe"])
    alice, yuki, zoe = world.players
    set_client_locales(monkeypatch, {alice.id: "it", yuki.id: "ja"})
    said = {}
    for player in (alice, yuki, zoe):
        reply = await player.slash(world.channel, "hand")  # no table in this channel yet
        said[player.id] = reply.response.content
    assert "`/tavolo apri`" in said[alice.id]
    assert "`/テーブル 新規`" in said[yuki.id]
    assert "`/table new`" in said[zoe.id]

    empty = await alice.slash(world.channel, "leaderboard", game="scopa")  # a command named in code
    assert "`/tavolo apri gioco:scopa`" in empty.response.content
