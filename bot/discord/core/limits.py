"""Discord's size limits, applied where the face sends text it did not write itself.

Discord refuses a whole message (400, code 50035) when one part is too long, so a refusal
that echoes a 6,000-character argument would leave the player with no answer at all. The
face passes such text through `fit_text` (refusals, notes that quote the player) and
`fit_embed`, so every reply stays within the limits whatever the player typed.
"""

from __future__ import annotations

import re

import discord

CONTENT = 2000  # message content
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
FIELD_NAME = 256
FIELD_VALUE = 1024
FIELDS = 25
FOOTER = 2048
AUTHOR = 256
EMBED_TOTAL = 6000  # every title, description, field, footer and author name of a message's embeds
SELECT_LABEL = 100  # a select option's label and description
CHOICE = 100  # an autocomplete choice's name and value

# A word longer than this in a message can only be something the player typed (card lists,
# names and notation are short): it is shown cut to ECHO characters, so the rest of the
# refusal (what is wrong, what to type instead) still fits.
LONGEST_WORD = 100
ECHO = 40
_LONG_WORD = re.compile(rf"\S{{{LONGEST_WORD + 1},}}")


def clip(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, marked with an ellipsis when cut."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - 1)] + "…"


def fit_text(text: str, limit: int = CONTENT) -> str:
    """A message fit to send: over-long words (echoed input) shortened, then the whole clipped."""
    return clip(_LONG_WORD.sub(lambda m: clip(m.group(0), ECHO), text), limit)


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """The embed cut to Discord's per-part limits and its 6,000-character total (in place).

    Embeds carry what the bot wrote (names are at most 32 characters), so within limits this
    changes nothing; it guarantees that a big table or a long summary is shortened, not refused."""
    if len(embed) <= EMBED_TOTAL and len(embed.fields) <= FIELDS and _parts_fit(embed):
        return embed
    if embed.title:
        embed.title = clip(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = clip(embed.description, EMBED_DESCRIPTION)
    fields = embed.fields[:FIELDS]
    embed.clear_fields()
    for f in fields:
        embed.add_field(
            name=clip(f.name or "\u200b", FIELD_NAME),
            value=clip(f.value or "\u200b", FIELD_VALUE),
            inline=bool(f.inline),
        )
    if embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER), icon_url=embed.footer.icon_url)
    if embed.author.name:
        embed.set_author(
            name=clip(embed.author.name, AUTHOR), url=embed.author.url, icon_url=embed.author.icon_url
        )
    # Over the total: drop fields from the end, then shorten the description.
    while len(embed) > EMBED_TOTAL and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > EMBED_TOTAL and embed.description:
        excess = len(embed) - EMBED_TOTAL
        embed.description = clip(embed.description, max(1, len(embed.description) - excess))
    return embed


def _parts_fit(embed: discord.Embed) -> bool:
    return (
        len(embed.title or "") <= EMBED_TITLE
        and len(embed.description or "") <= EMBED_DESCRIPTION
        and all(len(f.name or "") <= FIELD_NAME and len(f.value or "") <= FIELD_VALUE for f in embed.fields)
        and len(embed.footer.text or "") <= FOOTER
        and len(embed.author.name or "") <= AUTHOR
    )
