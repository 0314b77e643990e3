"""The App Launcher's entry point for the Activity: a PRIMARY_ENTRY_POINT command (type 4, handler
2 = DISCORD_LAUNCH_ACTIVITY), synced with the slash commands when the Activity is configured.

Discord keeps an app's entry point through a bulk overwrite only if the overwrite lists it (else
error 50240), and discord.py's `tree.sync` cannot express one: `sync_with_entry_point` sends the
same payloads `tree.sync` would (translated), the entry point with them.
"""

from __future__ import annotations

from typing import Any

from discord.app_commands import AppCommand, CommandTree

from i18n import LOCALES, translate

ENTRY_POINT_NAME = "launch"  # the name Discord gives the entry point it makes itself
PRIMARY_ENTRY_POINT = 4
DISCORD_LAUNCH_ACTIVITY = 2


def entry_point_payload() -> dict[str, Any]:
    """The entry-point command, described in every language of the catalogue."""
    return {
        "name": ENTRY_POINT_NAME,
        "type": PRIMARY_ENTRY_POINT,
        "handler": DISCORD_LAUNCH_ACTIVITY,
        "description": translate("en", "activity-entry-description"),
        "description_localizations": {
            locale: translate(locale, "activity-entry-description") for locale in LOCALES if locale != "en"
        },
        "integration_types": [0],  # installed in servers
        "contexts": [0],  # used in a server's channels
    }


async def sync_with_entry_point(tree: CommandTree[Any], application_id: int) -> list[AppCommand]:
    """`tree.sync()` (global) with the entry point among the commands."""
    translator = tree.translator
    commands = tree.get_commands()
    if translator:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
    else:
        payload = [command.to_dict(tree) for command in commands]
    payload.append(entry_point_payload())
    data = await tree.client.http.bulk_upsert_global_commands(application_id, payload=payload)
    return [AppCommand(data=found, state=tree.client._connection) for found in data]


async def add_entry_point(tree: CommandTree[Any], application_id: int) -> None:
    """The entry point alone, beside whatever global commands there are (a development guild's
    sync leaves the global list as it is)."""
    await tree.client.http.upsert_global_command(application_id, entry_point_payload())
