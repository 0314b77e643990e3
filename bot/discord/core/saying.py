"""What an adapter or an event hands over, said in the reader's language (`say`): shared by the
live table's embeds and its score lines (`standings`)."""

from __future__ import annotations

from typing import Any

from i18n import Text, is_message_id, translate


def say(value: str | Text, locale: str, **args: Any) -> str:
    """What an adapter or an event hands over, in `locale`: a `Text`, a catalogue id (with
    `args`), or text that is already final (a game module not yet translated says English)."""
    if isinstance(value, Text):
        return value.render(locale)
    if args and not is_message_id(value):
        return value.format(**args)
    return translate(locale, value, **args) if is_message_id(value) else value
