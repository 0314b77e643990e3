"""`TavoloBot`: the discord.py client every feature is handed. It imports no feature: the
features (bot/discord/features/*) and the games' own commands (bot/discord/games/*) are
extensions, found and loaded by `bot/discord/app.py`, and each wires itself in through its
`setup(bot)` (its cogs, its restart-safe items, its subscriptions to the table service).

What a feature may reach on the bot is typed here: the service, the token's budget, the store,
the settings, and the presenter's interface (`core.face.TablePresenter`; the live table feature
provides it).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

import discord
from discord.ext import commands

import persistence
from bot.config import Settings
from bot.discord.core.card_emoji import CARD_EMOJI
from bot.discord.core.controls import TableControls
from bot.discord.core.delivery.dm import DMOpener
from bot.discord.core.delivery.owed import Outage
from bot.discord.core.delivery.pacing import CHANNEL_GAP, COMPUTER_WAIT, DEBOUNCE
from bot.discord.core.delivery.rate_budget import LATER, RateBudget, priority
from bot.discord.core.entry_point import add_entry_point, sync_with_entry_point
from bot.discord.core.face import TablePresenter
from bot.discord.core.health import beat, health_file
from bot.discord.core.permissions import invite_url
from bot.discord.core.translator import Translator
from bot.service.computer import AiRunner
from bot.service.forwarding import Forwarding
from bot.service.table_service import TableService
from persistence import Store
from persistence.identify import IdentifyGate
from persistence.leases import HEARTBEAT_SECONDS, ShardLease, claim_shards

log = logging.getLogger("tavolo")


class _NoVoiceNotices(logging.Filter):
    """discord.py warns at every start that PyNaCl and davey (voice and its encryption) are not
    installed; a card bot has no voice, so those two lines are noise. Only they are dropped:
    every other discord.py line, and every line of ours, is logged as before."""

    NOTICES = frozenset(
        {
            "PyNaCl is not installed, voice will NOT be supported",
            "davey is not installed, voice will NOT be supported",
        }
    )

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg not in self.NOTICES


# On discord.py's logger that says them (discord/client.py), before any client is made.
logging.getLogger("discord.client").addFilter(_NoVoiceNotices())

def discord_clock() -> float:
    """Epoch seconds from discord.py's clock (simulated time under simcord)."""
    return discord.utils.utcnow().timestamp()


class TavoloBot(commands.Bot):
    service: TableService
    presenter: TablePresenter  # set by the live table feature (features/table)
    budget: RateBudget
    dms: DMOpener  # the one DM opener (core/delivery/dm.py)
    outage: Outage  # writes Discord failed, owed until it takes them (core/delivery/owed.py)
    db: Store
    # Seconds between checks that the shard lease's connection still answers (None: only notice
    # a closed connection). Tests under simcord turn it off: a query in flight never "settles".
    lease_heartbeat: float | None = HEARTBEAT_SECONDS

    def __init__(
        self,
        settings: Settings,
        db_url: str,
        *,
        clock: Callable[[], float] = discord_clock,
        ai_runner: AiRunner | None = None,
        pacing: tuple[float, float] = (DEBOUNCE, CHANNEL_GAP),
        computer_wait: float | None = COMPUTER_WAIT,
        extensions: Sequence[str] = (),
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channel and permission cache for interactions; no privileged intents
        # Message ids (not their text) in the tables' channels: to know when the live table
        # is buried under chat and should be posted again at the bottom.
        intents.guild_messages = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **_shard_options(settings, sharded=isinstance(self, commands.AutoShardedBot)),
        )
        self.settings = settings
        self.extension_names = tuple(extensions)  # loaded by `setup_hook`, in this order (app.py finds them)
        self.db_url = db_url
        self.clock = clock
        self.ai_runner = ai_runner
        # (debounce, per-channel gap) of live messages; a panel click's wait for computer
        # replies (None: no limit); seconds
        self.pacing = pacing
        self.computer_wait = computer_wait
        self.lease: ShardLease | None = None
        self.forwarding: Forwarding | None = None  # DM clicks for other processes' tables (PostgreSQL)
        self.exit_code = 0  # `python -m bot`'s status: 1 when a shard lease was lost
        self._closing_for_lease: asyncio.Future[None] | None = None
        self.emoji_task: asyncio.Task[None] | None = None
        self.health_task: asyncio.Task[None] | None = None
        # What a feature asks to run once the service has started (the shards feature opens the
        # forwarding of other processes' clicks then), and to stop before it stops (the Activity).
        self.on_started: list[Callable[[], Awaitable[None]]] = []
        self.on_release: list[Callable[[], Awaitable[None]]] = []
        # The controls features put on the live table (lobby buttons, My hand, Follow).
        self.table_controls = TableControls()
        self.dms = DMOpener(self)
        self.outage = Outage(clock)

    async def setup_hook(self) -> None:
        # Every REST call but interaction answers waits for its turn in the token's budget.
        self.budget = RateBudget(self.settings.rate_share)
        # Every write Discord fails for its own fault is seen there too (one log line an outage).
        self.budget.install(self.http, self.outage)
        self.db = await persistence.open(self.db_url)
        self.service = TableService(
            self.db,
            clock=self.clock,
            ai_runner=self.ai_runner,
            ai_workers=self.settings.ai_workers,
            shards=self.settings.shards,
        )
        await self.tree.set_translator(Translator())
        for extension in self.extension_names:
            await self.load_extension(extension)
        # Before loading any table: wait (as a standby) while another process serves our shards.
        shards = self.settings.shards
        log.info("serving %s; claiming their leases", shards.describe())
        self.lease = await claim_shards(
            self.db_url, shards.ids, shards.count, on_lost=self._lease_lost, heartbeat=self.lease_heartbeat
        )
        await self.service.start()
        for started in self.on_started:
            await started()
        # Cards as emoji: found now, the missing ones made in the background (the first start
        # makes 136; cards read as text meanwhile). Only the process serving shard 0 makes them,
        # so two processes starting together never make the same one twice.
        with priority(LATER):  # the task's requests wait behind every table's (it copies the context)
            self.emoji_task = asyncio.create_task(CARD_EMOJI.ensure(self, create=0 in shards.ids))
        activity = self.settings.activity is not None and self.application_id is not None
        if self.settings.dev_guild is not None:
            guild = discord.Object(self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to development guild %s", len(synced), guild.id)
            if activity:  # the App Launcher's entry point is global only
                await add_entry_point(self.tree, self.application_id)
        else:
            if activity:  # the Activity's entry point among them, or Discord refuses to drop it
                synced = await sync_with_entry_point(self.tree, self.application_id)
            else:
                synced = await self.tree.sync()
            log.info("synced %d global commands (they may take up to an hour to appear)", len(synced))
        if self.application_id is not None:
            log.info("invite link (python -m bot invite prints it too): %s", invite_url(self.application_id))
        beats = health_file()
        if beats is not None:  # for the container's HEALTHCHECK (bot/discord/core/health.py)
            self.health_task = asyncio.create_task(beat(self, beats))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Remember the language each user's client shows: their DMs (hands, pings) are written in it.
        if getattr(self, "service", None) is not None:
            self.service.preferences.saw_client_locale(interaction.user.id, str(interaction.locale.value))

    async def on_message(self, message: discord.Message) -> None:
        if message.guild is not None and getattr(self, "presenter", None) is not None:
            by_me = self.user is not None and message.author.id == self.user.id
            self.presenter.message_posted(message.channel.id, message.id, by_me=by_me)

    def _lease_lost(self, why: str) -> None:
        # Another process may take these shards over now: stop serving them at once, and exit
        # non-zero so a supervisor restarts this process (it then waits for a lease again).
        log.error("%s; stopping", why)
        self.exit_code = 1
        self._closing_for_lease = asyncio.ensure_future(self.close())

    async def release(self) -> None:
        """Stop the service (it waits for computer moves in flight), then the drawing, then
        close the database. Idempotent; `close()` calls it."""
        if self.emoji_task is not None and not self.emoji_task.done():
            self.emoji_task.cancel()
        if self.health_task is not None:
            self.health_task.cancel()
        if getattr(self, "forwarding", None) is not None:
            forwarding, self.forwarding = self.forwarding, None
            await forwarding.close()
        for stop in self.on_release:
            await stop()
        self.on_release.clear()
        if getattr(self, "service", None) is not None:
            await self.service.close()
        if getattr(self, "lease", None) is not None:
            lease, self.lease = self.lease, None  # the service has stopped: the shards are free
            await lease.close()
        if getattr(self, "presenter", None) is not None:
            await self.presenter.close()
        if getattr(self, "budget", None) is not None:
            await self.budget.close()
        self.outage.close()
        if getattr(self, "db", None) is not None:
            db, self.db = self.db, None  # type: ignore[assignment]
            await db.close()

    async def close(self) -> None:
        await self.release()
        await super().close()


class ShardedTavoloBot(TavoloBot, commands.AutoShardedBot):
    """The same bot on discord.py's AutoShardedBot: one gateway connection per shard this process
    runs (`--shards`, `--shard-count`); other processes run the other shards."""

    identify_gate: IdentifyGate | None = None
    max_concurrency: int | None = None  # Discord's IDENTIFY buckets (GET /gateway/bot)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # On PostgreSQL every process paces its IDENTIFYs with the others (persistence/identify.py).
        self.identify_gate = self.identify_gate or IdentifyGate.open(self.db_url)
        if self.identify_gate is None:
            await super().before_identify_hook(shard_id, initial=initial)
            return
        if self.max_concurrency is None:
            self.max_concurrency = (await self.fetch_session_start_limits()).max_concurrency
        await self.identify_gate.before_identify(shard_id or 0, self.max_concurrency)

    async def release(self) -> None:
        if self.identify_gate is not None:
            gate, self.identify_gate = self.identify_gate, None
            await gate.close()
        await super().release()


def _shard_options(settings: Settings, *, sharded: bool) -> dict[str, object]:
    if not sharded:
        return {}
    ids = None if settings.shard_ids is None else sorted(settings.shard_ids)
    return {"shard_ids": ids, "shard_count": settings.shard_count}
