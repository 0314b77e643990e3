"""Which guilds' tables this process serves: Discord's shard of a guild, and a process's shard set.

Discord routes a guild's events and interactions to shard `(guild_id >> 22) % shard_count`, so a
table belongs to its guild's shard, and the process that runs that shard's gateway connection is
the one that loads it, runs its timers and plays its computer seats. Per-table locks therefore
stay in one process's memory; the database's `(table, seq)` key still refuses a second writer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["Shards", "parse_shard_ids", "shard_of"]


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's shard for a guild (https://discord.com/developers/docs/events/gateway#sharding)."""
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True)
class Shards:
    """The shards one process serves, out of `count`. `Shards.everything()` is one process alone."""

    ids: frozenset[int]
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a shard count is at least 1, not {self.count}")
        if not self.ids:
            raise ValueError("a process serves at least one shard")
        outside = sorted(i for i in self.ids if not 0 <= i < self.count)
        if outside:
            raise ValueError(f"shard {outside[0]} is outside 0-{self.count - 1}")

    @classmethod
    def everything(cls) -> Shards:
        return cls(frozenset({0}), 1)

    @classmethod
    def of(cls, ids: Iterable[int] | None, count: int | None) -> Shards:
        """From settings: no count means one process for everything; no ids means every shard."""
        if count is None:
            return cls.everything()
        return cls(frozenset(range(count) if ids is None else ids), count)

    @property
    def covers_all(self) -> bool:
        return len(self.ids) == self.count

    def owns(self, guild_id: int) -> bool:
        return self.covers_all or shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        """Like "shards 0-3,8 of 16", for logs and operator messages."""
        return f"shard{'s' if len(self.ids) > 1 else ''} {format_ranges(self.ids)} of {self.count}"


def format_ranges(ids: Iterable[int]) -> str:
    """{0, 1, 2, 3, 8} -> "0-3,8"."""
    runs: list[list[int]] = []
    for i in sorted(ids):
        if runs and runs[-1][1] == i - 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def parse_shard_ids(text: str) -> frozenset[int]:
    """The shard ids of "0-3", "5" or "0-3,8,10-11"; ValueError with a reason otherwise."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"{part!r} is not a shard or a range like 0-3")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"the range {part!r} runs backwards")
        ids.update(range(first, last + 1))
    return frozenset(ids)
