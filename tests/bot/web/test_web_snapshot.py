"""The snapshot's seats, built straight from a `Table` (no server, no socket): who hosts."""

from __future__ import annotations

from bot.service.model import Seat, Table
from bot.web.snapshots import snapshot

ALICE, BOB = 1, 2


def lobby(host: int) -> Table:
    seats = (Seat(0, ALICE, "alice"), Seat(1, BOB, "bob"), Seat(2, None, "Bot 1", computer="easy"))
    return Table(
        id=5, guild_id=1, channel_id=10, game="scopa", preset="scopa", options={}, host_id=host,
        status="lobby", players=4, seats=seats, seq=0, state=None, deadline=None,
    )  # fmt: skip


def test_each_seat_says_whether_it_hosts_for_every_reader() -> None:
    for host in (ALICE, BOB):
        for reader in (ALICE, BOB, None):
            seats = snapshot(lobby(host), reader, "en")["seats"]
            assert [s["name"] for s in seats if s["host"]] == ["alice" if host == ALICE else "bob"]
