"""A server's own defaults for new tables: turn timer, computer level, allowed games, table
channels, house rules per game, and the seasons of its leaderboards.

Kept in the guild settings store (one JSON value per key); an unset key means the built-in
default. Every setter validates first and raises `BadSetting` with a message for the admin.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import games
from bot.service.errors import TableError
from bot.service.model import DEFAULT_TURN_SECONDS, LEVELS
from games.core import GameError
from i18n import Alternatives, Text

TURN = "turn_seconds"  # also read by `open_table`
LEVEL = "computer_level"
GAMES = "allowed_games"
CHANNELS = "table_channels"
RULES = "house_rules"
SEASONS = "season_starts"
MIN_TURN_MINUTES, MAX_TURN_MINUTES = 1, 24 * 60


class GuildSettings(Protocol):
    """Where a guild's settings are read and written: the table service (or its queries)."""

    async def guild_setting(self, guild_id: int, key: str, default: Any = None) -> Any: ...

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None: ...


class ClockedSettings(GuildSettings, Protocol):
    """Guild settings, and the time by the service's clock (a season starts now)."""

    @property
    def clock(self) -> Callable[[], float]: ...


class BadSetting(TableError):
    default = "error-bad-setting"


@dataclass(frozen=True)
class ServerSettings:
    turn_seconds: int = DEFAULT_TURN_SECONDS  # 0: no turn timer
    computer_level: str = "normal"
    allowed_games: tuple[str, ...] | None = None  # None: every game
    channels: tuple[int, ...] = ()  # empty: any channel
    house_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    season_starts: tuple[float, ...] = ()

    def allows(self, game: str) -> bool:
        return self.allowed_games is None or game in self.allowed_games

    @property
    def season(self) -> int:
        """The current season's number (1 before any new season was started)."""
        return len(self.season_starts) + 1

    @property
    def season_start(self) -> float:
        return self.season_starts[-1] if self.season_starts else 0.0


async def load(service: GuildSettings, guild_id: int) -> ServerSettings:
    get = service.guild_setting
    allowed = await get(guild_id, GAMES)
    return ServerSettings(
        turn_seconds=int(await get(guild_id, TURN, DEFAULT_TURN_SECONDS)),
        computer_level=str(await get(guild_id, LEVEL, "normal")),
        allowed_games=None if allowed is None else tuple(allowed),
        channels=tuple(int(c) for c in await get(guild_id, CHANNELS, [])),
        house_rules=dict(await get(guild_id, RULES, {})),
        season_starts=tuple(float(s) for s in await get(guild_id, SEASONS, [])),
    )


def _title(game: str) -> Text:
    return games.get(game).title_text()


def _game(name: str) -> str:
    try:
        return games.get(name).name
    except GameError:
        try:
            return games.find(name)[0].name
        except GameError as exc:
            raise BadSetting(exc.text) from None


async def set_turn_minutes(service: GuildSettings, guild_id: int, minutes: int) -> int:
    """0 turns the timer off. Returns the seconds stored."""
    if minutes != 0 and not MIN_TURN_MINUTES <= minutes <= MAX_TURN_MINUTES:
        raise BadSetting("setting-turn-range", low=MIN_TURN_MINUTES, high=MAX_TURN_MINUTES)
    await service.set_guild_setting(guild_id, TURN, minutes * 60)
    return minutes * 60


async def set_computer_level(service: GuildSettings, guild_id: int, level: str) -> None:
    if level not in LEVELS:
        raise BadSetting("setting-level", shown=Alternatives(list(LEVELS)), value=repr(level))
    await service.set_guild_setting(guild_id, LEVEL, level)


async def allow_game(service: GuildSettings, guild_id: int, game: str, allowed: bool) -> str:
    """Allow or forbid one game; returns its name. The last allowed game cannot be forbidden."""
    name = _game(game)
    current = await load(service, guild_id)
    now = list(current.allowed_games) if current.allowed_games is not None else games.names()
    if allowed and name not in now:
        now.append(name)
    if not allowed and name in now:
        if len(now) == 1:
            raise BadSetting("setting-last-game", game=_title(name))
        now.remove(name)
    everything = set(now) >= set(games.names())
    await service.set_guild_setting(
        guild_id, GAMES, None if everything else [g for g in games.names() if g in now]
    )
    return name


async def allow_channel(
    service: GuildSettings, guild_id: int, channel_id: int, allowed: bool
) -> tuple[int, ...]:
    """Add or remove a table channel; no channel listed means any channel. Returns the list."""
    current = list((await load(service, guild_id)).channels)
    if allowed and channel_id not in current:
        current.append(channel_id)
    if not allowed and channel_id in current:
        current.remove(channel_id)
    await service.set_guild_setting(guild_id, CHANNELS, current or None)
    return tuple(current)


async def set_house_rule(service: GuildSettings, guild_id: int, game: str, option: str, value: str) -> str:
    """Set a game's default option for new lobbies (`default` removes it); returns the game's name."""
    name = _game(game)
    rules = games.get(name)
    if option not in rules.options:
        known = [f"`{name}`" for name in rules.options]  # a list, as the reader's language lists
        raise BadSetting("option-no-such", game=rules.title_text(), option=option, known=known)
    current = await load(service, guild_id)
    all_rules = {g: dict(o) for g, o in current.house_rules.items()}
    mine = all_rules.setdefault(name, {})
    if value.strip().lower() == "default":
        mine.pop(option, None)
    else:
        try:
            mine[option] = rules.options[option].coerce(value)
            rules.resolve_options(rules.default_preset, mine)
        except GameError as exc:
            raise BadSetting(exc.text) from None
    if not mine:
        del all_rules[name]
    await service.set_guild_setting(guild_id, RULES, all_rules or None)
    return name


async def start_season(service: ClockedSettings, guild_id: int) -> int:
    """Start a new season now; returns its number. Past games and all-time ratings are kept."""
    current = await load(service, guild_id)
    starts = [*current.season_starts, service.clock()]
    await service.set_guild_setting(guild_id, SEASONS, starts)
    return len(starts) + 1


async def lobby_options(
    service: GuildSettings,
    guild_id: int,
    channel_id: int,
    game: str,
    channel_name: Callable[[int], str] = str,
) -> dict[str, Any]:
    """What `/table new` starts from: the game's house rules. Refused when the server does not
    allow the game, or opens tables only in other channels (`channel_name` names them)."""
    current = await load(service, guild_id)
    if not current.allows(game):
        allowed = [_title(g) for g in current.allowed_games or ()]
        raise BadSetting("setting-game-not-here", game=_title(game), allowed=allowed)
    if current.channels and channel_id not in current.channels:
        raise BadSetting("setting-channels-only", channels=[channel_name(c) for c in current.channels])
    return dict(current.house_rules.get(game, {}))
