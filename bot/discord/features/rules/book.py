"""The `/rules` pages: short rules of every game in English, Italian, Japanese and French.

The texts are data, one TOML file per language and game in `rules_text/<lang>/<game>.toml`
(how to play, how to move on Discord, scoring, players, each preset, each option and its
values) plus `rules_text/<lang>/_ui.toml` for the words around them. Page 1 is how to play;
the pages after it are the house rules, in plain words, with this channel's table's values.
`tests/bot/discord/rules/test_rules_text.py` holds every game × language × option to having its text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import discord

import games
from bot.discord.core.embeds import COLOR_LOBBY
from bot.discord.core.language import locale_for_user
from bot.discord.core.limits import EMBED_TOTAL, FIELD_VALUE, clip, fit_embed
from bot.discord.core.option_words import value_name, value_word
from bot.service.model import Table
from bot.service.rules_text import LANGUAGES, game_text, ui_text
from bot.service.rules_text import TEXT_DIR as TEXT_DIR  # where the texts are, for their tests
from i18n import translate

DEFAULT_LANGUAGE = "en"

OTHER_VALUES = "*"  # an option's text for every value not named (a number range, any card)
PAGE_BUDGET = 5400  # characters of one house-rules page, under Discord's 6,000 with the footer
PAGE_FIELDS = 25


async def rules_locale(interaction: discord.Interaction) -> str:
    """The language of a `/rules` reply: the user's `/settings language`, else their Discord
    client's language, else the server's (`bot.discord.core.language`); English if we have no texts."""
    language = await locale_for_user(interaction)
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def said_value(game: str, option: str, value: str, language: str) -> str:
    """A value in the reader's words, with what `/table options value:` takes beside it when that
    differs: `sì (`on`)`, `stretto (`strict`)`, `nessuna (`none`)`; `on` alone where the words
    are the value."""
    name = value_name(game, option, value, language)
    return _fill(ui_text(language)["typed_value"], name=name, value=value) if name != value else value


def allowed_values(option: games.Option) -> list[str] | None:
    """Every value of an option, as shown; None for a number range (described as a whole)."""
    if option.type == "bool":
        return ["on", "off"]
    if option.allowed is not None:
        return [value_word(v) for v in option.allowed]
    return None


def player_counts(counts: list[int], language: str = DEFAULT_LANGUAGE) -> str:
    """`[2, 3, 4, 5, 6]` -> `2–6` (`2〜6`); `[4]` -> `4`; gaps as a list: `2, 3, 4, 6` (`2、3、4、6`)."""
    words = ui_text(language)
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        return _fill(words["count_range"], low=counts[0], high=counts[-1])
    return words["count_list_separator"].join(map(str, counts))


@dataclass(frozen=True)
class Subject:
    """What `/rules` was asked about: a game, or one of its presets (`scopone-scientifico`)."""

    game: games.Game
    preset: str | None  # None: the game as a whole

    @property
    def key(self) -> str:
        """The name that finds it again (in a button's custom id)."""
        return self.preset or self.game.name


def subject_of(name: str) -> Subject:
    """The game or preset called `name`; raises `games.BadOptions` naming the games otherwise."""
    game, preset = games.find(name)
    return Subject(game, None if name.strip().lower() == game.name else preset)


def _fill(template: str, **values: Any) -> str:
    """`{max}` and the like replaced; any other braces left as written."""
    return re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), template.strip())


def _chunks(paragraphs: list[str], limit: int = FIELD_VALUE) -> list[str]:
    """Paragraphs joined (one a line) into as few field values of at most `limit` as fit."""
    chunks: list[str] = []
    for paragraph in paragraphs:
        paragraph = clip(paragraph, limit)
        if chunks and len(chunks[-1]) + 1 + len(paragraph) <= limit:
            chunks[-1] += "\n" + paragraph
        else:
            chunks.append(paragraph)
    return chunks


def title(subject: Subject, language: str) -> str:
    """The game's name, or the preset's (`Scopone scientifico`)."""
    text = game_text(language, subject.game.name)
    if subject.preset is not None:
        return text["presets"][subject.preset]["name"]
    return text["title"]


def heading(subject: Subject, language: str) -> str:
    """`Scopa — the Italian sweeping game`; a preset is followed by its game: `Scopone — Scopa`."""
    text = game_text(language, subject.game.name)
    name = title(subject, language)
    return f"{name} — {text['subtitle'] if name == text['title'] else text['title']}"


def first_page(subject: Subject, language: str) -> discord.Embed:
    """How to play, how to move on Discord, scoring, players (with the caps), the game's forms."""
    game = subject.game
    text = game_text(language, game.name)
    words = ui_text(language)
    embed = discord.Embed(
        title=heading(subject, language),
        description=text["how_to_play"].strip(),
        colour=COLOR_LOBBY,
    )
    embed.add_field(name=words["on_discord"], value=text["on_discord"].strip(), inline=False)
    embed.add_field(name=words["scoring"], value=text["scoring"].strip(), inline=False)
    counts = player_counts(game.player_counts(subject.preset), language)
    players = _fill(text["players"], min=game.min_players, max=game.max_players)
    embed.add_field(
        name=words["players"],
        value=_fill(words["players_line"], counts=counts, players=players),
        inline=False,
    )
    forms = list(game.presets)
    if subject.preset is not None:  # the form asked about first
        forms.remove(subject.preset)
        forms.insert(0, subject.preset)
    paragraphs = [
        _fill(
            words["form_line"],
            name=text["presets"][p]["name"],
            key=p,
            text=text["presets"][p]["text"].strip(),
        )
        for p in forms
    ]
    for number, chunk in enumerate(_chunks(paragraphs)):
        embed.add_field(name=words["presets"] if number == 0 else "\u200b", value=chunk, inline=False)
    return embed


def option_field(
    game: str, option: games.Option, text: dict[str, Any], words: dict[str, str], current: Any, language: str
) -> str:
    """One house rule in plain words: what each value does, the default and this table's value."""

    def said(value: str) -> str:
        return said_value(game, option.name, value, language)

    values: dict[str, str] = text.get("values", {})
    lines = [text["about"].strip()] if text.get("about") else []
    default = value_word(option.default)
    for value in allowed_values(option) or []:
        if value in values:
            mark = words["default_mark"] if value == default else ""
            line = _fill(words["value_line"], value=said(value), mark=mark, text=values[value].strip())
            lines.append(line + (words["table_mark"] if value == current else ""))
    if OTHER_VALUES in values:
        lines.append(_fill(values[OTHER_VALUES], min=option.min, max=option.max, default=default))
    if allowed_values(option) is None or default not in values:
        lines.append(_fill(words["default_line"], value=said(default)))
    if current is not None and current not in values:  # a number, a card: said on a line of its own
        lines.append(_fill(words["table_line"], value=said(current)))
    return clip("\n".join(lines), FIELD_VALUE)


def option_pages(subject: Subject, language: str, table: Table | None) -> list[discord.Embed]:
    """The house rules, spread over as many pages as they take; with `table`, its values."""
    game = subject.game
    text = game_text(language, game.name)
    words = ui_text(language)
    intro = words["options_intro"].strip()
    if table is not None:
        intro += "\n" + _fill(words["table_values"], table=table.id)
    fields = [
        (
            f"{text['options'][o.name]['label']} · {o.name}",
            option_field(
                game.name,
                o,
                text["options"][o.name],
                words,
                None if table is None else value_word(table.options.get(o.name, o.default)),
                language,
            ),
        )
        for o in game.option_list
    ]
    heading = f"{title(subject, language)} — {words['house_rules']}"
    pages: list[list[tuple[str, str]]] = [[]]
    used = len(heading) + len(intro)
    for name, value in fields:
        if pages[-1] and (used + len(name) + len(value) > PAGE_BUDGET or len(pages[-1]) >= PAGE_FIELDS):
            pages.append([])
            used = len(heading) + len(intro)
        pages[-1].append((name, value))
        used += len(name) + len(value)
    embeds = []
    for page in pages:
        embed = discord.Embed(title=heading, description=intro, colour=COLOR_LOBBY)
        for name, value in page:
            embed.add_field(name=name, value=value, inline=False)
        embeds.append(embed)
    return embeds


def rules_pages(subject: Subject, language: str, table: Table | None = None) -> list[discord.Embed]:
    """Every page of `/rules` for `subject`, each within Discord's embed limits, numbered."""
    if table is not None and table.game != subject.game.name:
        table = None
    pages = [first_page(subject, language), *option_pages(subject, language, table)]
    words = ui_text(language)
    for number, embed in enumerate(pages, 1):
        embed.set_footer(text=_fill(words["footer"], page=number, pages=len(pages)))
        fit_embed(embed)
        assert len(embed) <= EMBED_TOTAL
    return pages


def page_label(number: int, pages: int, language: str) -> str:
    """A page button's label: "How to play", "House rules", "House rules 2"…"""
    words = ui_text(language)
    if number == 1:
        return words["page_rules"]
    return words["page_options"] if pages == 2 or number == 2 else f"{words['page_options']} {number - 1}"


def rules_choices(current: str, language: str) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete for `/rules game:`: every game and preset, named in `language` too, so that
    `ババ` or `scopone` finds its game."""
    wanted = current.strip().lower()
    choices = []
    for name in games.names():
        game = games.get(name)
        text = game_text(language, name)
        # A form named as the game is (ババ抜き, the default; English "Old Maid", not the
        # default) is the game's one choice, not "ババ抜き：ババ抜き" nor "Old Maid: Old Maid".
        named = [
            p for p in game.presets if p != name and text["presets"].get(p, {}).get("name") == text["title"]
        ]
        same = named[0] if named else None
        choices.append((text["title"], same or name, game.title.lower()))
        for preset in game.presets:
            if preset != name and preset != same:
                shown = translate(
                    language, "rules-choice", game=text["title"], preset=text["presets"][preset]["name"]
                )
                choices.append((shown, preset, game.title.lower()))
    return [
        discord.app_commands.Choice(name=clip(shown, 100), value=value)
        for shown, value, english in choices
        if wanted in shown.lower() or wanted in value or wanted in english
    ][:25]


def channel_table_of(interaction: discord.Interaction) -> Table | None:
    """The table open in this channel, if this process serves it (its values go on the pages)."""
    service = getattr(interaction.client, "service", None)
    if service is None or interaction.guild_id is None or interaction.channel_id is None:
        return None
    return service.table_in_channel(interaction.channel_id)


def rules_message(
    subject: Subject, language: str, page: int, table: Table | None
) -> tuple[discord.Embed, discord.ui.View]:
    """Page `page` (1-based, clamped) of the rules, with a button for every page."""
    pages = rules_pages(subject, language, table)
    page = min(max(page, 1), len(pages))
    view = discord.ui.View(timeout=None)
    for number in range(1, len(pages) + 1):
        view.add_item(
            RulesPageButton(
                subject.key,
                number,
                language,
                label=page_label(number, len(pages), language),
                current=number == page,
            )
        )
    return pages[page - 1], view


class RulesPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tv:rules:(?P<g>[a-z0-9_-]+):(?P<p>\d+)(?::(?P<l>[a-z]{2}))?",
):
    """A page of `/rules` (`tv:rules:<game or preset>:<page>[:<lang>]`): edits the message in place,
    so an ephemeral answer stays ephemeral. The language travels in the id, so every page of one
    answer reads in the language it was asked in, also after a restart."""

    def __init__(
        self, key: str, page: int, language: str | None, *, label: str = "…", current: bool = False
    ) -> None:
        custom_id = f"tv:rules:{key}:{page}" + (f":{language}" if language else "")
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                custom_id=custom_id,
                disabled=current,
            )
        )
        self.key, self.page, self.language = key, page, language

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["g"], int(match["p"]), match["l"])

    async def callback(self, interaction: discord.Interaction) -> None:
        language = self.language if self.language in LANGUAGES else await rules_locale(interaction)
        try:
            subject = subject_of(self.key)
        except games.BadOptions:  # a game or preset since renamed: nothing to show
            await interaction.response.send_message(ui_text(language)["gone"], ephemeral=True)
            return
        embed, view = rules_message(subject, language, self.page, channel_table_of(interaction))
        await interaction.response.edit_message(embed=embed, view=view)


RULES_ITEMS = (RulesPageButton,)
