"""Per-user and per-server choices (`/settings`), stored by scope in the settings table.

Each known setting names its allowed values and its default, so a face can offer them as
choices and the service refuses anything else. Values are cached: they are read on every
turn (whether to ping) and change rarely.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from bot.service.errors import TableError
from i18n import LANGUAGE_NAMES, LOCALES, Alternatives

Scope = Literal["user", "guild"]


@dataclass(frozen=True)
class Setting:
    key: str
    scope: Scope
    values: tuple[str, ...]
    default: str
    meaning: dict[str, str]


#: How a player is told their turn started. `auto` (the default): in their hand DM when they play
#: from it (their cards posted again at its bottom, through their last click: free of the bot
#: token's budget), else in the channel; `channel`: always the table posted again, mentioning them.
PING = Setting(
    key="ping",
    scope="user",
    values=("auto", "channel", "dm", "off"),
    default="auto",
    meaning={
        "auto": "in your hand DM when you play from it, else the table posted again mentioning you",
        "channel": "the table posted again at the bottom of its channel, mentioning you",
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
# Cards as pictures (the table and hand images) or as text (emoji and names, no image attached):
# a server's default, and a player's own choice that wins for their hand DM and `/hand` panel.
CARDS = Setting(
    key="cards",
    scope="user",
    values=("server", "pictures", "text"),
    default="server",
    meaning={
        "server": "as this server shows them",
        "pictures": "the table and hands as pictures, cards also as emoji and names",
        "text": "no pictures: cards as emoji and names only",
    },
)
SERVER_CARDS = Setting(
    key="cards",
    scope="guild",
    values=("pictures", "text"),
    default="pictures",
    meaning={
        "pictures": "the table and hands as pictures, cards also as emoji and names",
        "text": "no pictures: cards as emoji and names only",
    },
)
SETTINGS = {setting.key: setting for setting in (PING, LANGUAGE, CARDS)}
# Read on every redraw, so kept whole in memory from `start` on: `peek` answers without I/O.
IN_MEMORY = (CARDS, SERVER_CARDS)


class BadSetting(TableError):
    default = "error-no-such-setting"


class Preferences:
    def __init__(self, db: Any) -> None:
        self.db = db
        self._cache: dict[tuple[Scope, int], dict[str, Any]] = {}
        self._memory: dict[tuple[Scope, str], dict[int, str]] = {(s.scope, s.key): {} for s in IN_MEMORY}
        # The language each user's client last showed (Discord sends it with every interaction):
        # what their DMs are written in when they chose none. Memory only; a click refreshes it.
        self._client_locales: dict[int, str] = {}

    async def start(self) -> None:
        """Load the settings kept in memory (one query each)."""
        for setting in IN_MEMORY:
            found = self._memory[(setting.scope, setting.key)]
            found.clear()
            for scope, scope_id, value in await self.db.settings_named(setting.key):
                if scope == setting.scope and value in setting.values:
                    found[scope_id] = value

    def peek(self, setting: Setting, scope_id: int) -> str:
        """An in-memory setting (`IN_MEMORY`), without I/O."""
        return self._memory[(setting.scope, setting.key)].get(scope_id, setting.default)

    def shows_pictures(self, guild_id: int, user_id: int | None = None) -> bool:
        """Whether cards come as pictures: the user's own choice (for their hand) when they made
        one, else the server's."""
        if user_id is not None:
            mine = self.peek(CARDS, user_id)
            if mine != "server":
                return mine == "pictures"
        return self.peek(SERVER_CARDS, guild_id) == "pictures"

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
        if (setting.scope, setting.key) in self._memory:
            return self.peek(setting, scope_id)
        value = (await self._all(setting.scope, scope_id)).get(setting.key)
        return value if value in setting.values else setting.default

    async def set(self, setting: Setting, scope_id: int, value: str) -> None:
        if value not in setting.values:
            shown = Alternatives([f"`{v}`" for v in setting.values])  # "`a`, `b` or `c`"
            raise BadSetting("error-setting-values", key=setting.key, shown=shown)
        stored = None if value == setting.default else value
        await self.db.set_setting(setting.scope, scope_id, setting.key, stored)
        memory = self._memory.get((setting.scope, setting.key))
        if memory is not None:
            if stored is None:
                memory.pop(scope_id, None)
            else:
                memory[scope_id] = stored
        values = await self._all(setting.scope, scope_id)
        if stored is None:
            values.pop(setting.key, None)
        else:
            values[setting.key] = stored
