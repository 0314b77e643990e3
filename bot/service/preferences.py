"""Per-user and per-server choices (`/settings`), stored by scope in the settings table.

Each known setting names its allowed values and its default, so a face can offer them as
choices and the service refuses anything else. Values are cached: they are read on every
turn (whether to ping) and change rarely.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from bot.service.errors import TableError
from i18n import LANGUAGE_NAMES, LOCALES

Scope = Literal["user", "guild"]


@dataclass(frozen=True)
class Setting:
    key: str
    scope: Scope
    values: tuple[str, ...]
    default: str
    meaning: dict[str, str]


PING = Setting(
    key="ping",
    scope="user",
    values=("channel", "dm", "off"),
    default="channel",
    meaning={
        "channel": "a short message mentioning you in the table's channel",
        "dm": "a direct message",
        "off": "no notification",
    },
)
#: The language of replies only you see (`auto`: your Discord client's language).
LANGUAGE = Setting(
    key="language",
    scope="user",
    values=("auto", *LOCALES),
    default="auto",
    meaning={"auto": "your Discord language", **LANGUAGE_NAMES},
)
#: The language of a server's channel messages (`auto`: the server's preferred language).
SERVER_LANGUAGE = Setting(
    key="language",
    scope="guild",
    values=("auto", *LOCALES),
    default="auto",
    meaning={"auto": "the server's preferred language", **LANGUAGE_NAMES},
)
SETTINGS = {setting.key: setting for setting in (PING, LANGUAGE)}


class BadSetting(TableError):
    default = "error-no-such-setting"


class Preferences:
    def __init__(self, db: Any) -> None:
        self.db = db
        self._cache: dict[tuple[Scope, int], dict[str, Any]] = {}
        # The language each user's client last showed (Discord sends it with every interaction):
        # what their DMs are written in when they chose none. Memory only; a click refreshes it.
        self._client_locales: dict[int, str] = {}

    def saw_client_locale(self, user_id: int, locale: str | None) -> None:
        if locale is None:
            return
        if len(self._client_locales) > 100_000:
            self._client_locales.clear()
        self._client_locales[user_id] = locale

    def client_locale(self, user_id: int) -> str | None:
        return self._client_locales.get(user_id)

    async def _all(self, scope: Scope, scope_id: int) -> dict[str, Any]:
        found = self._cache.get((scope, scope_id))
        if found is None:
            found = await self.db.settings(scope, scope_id)
            if len(self._cache) > 10_000:
                self._cache.clear()  # a crude bound: reading again is one indexed query
            self._cache[(scope, scope_id)] = found
        return found

    async def get(self, setting: Setting, scope_id: int) -> str:
        value = (await self._all(setting.scope, scope_id)).get(setting.key)
        return value if value in setting.values else setting.default

    async def set(self, setting: Setting, scope_id: int, value: str) -> None:
        if value not in setting.values:
            shown = ", ".join(f"`{v}`" for v in setting.values)
            raise BadSetting("error-setting-values", key=setting.key, shown=shown)
        stored = None if value == setting.default else value
        await self.db.set_setting(setting.scope, scope_id, setting.key, stored)
        values = await self._all(setting.scope, scope_id)
        if stored is None:
            values.pop(setting.key, None)
        else:
            values[setting.key] = stored
