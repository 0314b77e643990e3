"""The Activity's sample snapshots, made by the real snapshot code: `python -m tests.bot.web.make_samples`.

For each game: `<game>-lobby.json` (alice's lobby, bob seated, and a computer when there is
room), `-turn.json` (alice to move, with a choice), `-waiting.json` (the same table as bob sees it while alice
thinks), `-spectator.json` (the public view) and `-over.json` (alice's view of the end); and
`concentration-flipped.json` (alice's second flip, one card turned up). The web
client is drawn against them (tests/bot/web/samples/); the tests check they are current enough to
be read (every snapshot has the protocol's fields).
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import persistence
from bot.service.events import Event, Moved
from bot.service.table_service import TableService
from bot.web.dev import open_for_alice
from bot.web.snapshots import LastMove, snapshot

HERE = Path(__file__).resolve().parent / "samples"
ALICE, BOB = 1, 2
#: (sample name, game, preset, players, options): short games (low targets).
GAMES: tuple[tuple[str, str, str | None, int, dict[str, Any]], ...] = (
    ("scopa", "scopa", None, 2, {"target": 3}),
    ("scopone", "scopa", "scopone", 4, {"target": 3}),
    ("scarto", "scarto", None, 3, {}),
    ("stovkahra", "stovkahra", None, 4, {"target": 60, "brcke": 1}),
    ("gofish", "gofish", None, 3, {}),
    ("concentration", "concentration", None, 2, {}),
    ("oldmaid", "oldmaid", None, 3, {}),
)


def careful(legal: list[str]) -> list[str]:
    """The moves a random player picks from: any but a claim to have won (`dost`) while others exist."""
    return [action for action in legal if action != "dost"] or legal


async def make(folder: Path, locale: str = "en", seed: int = 7) -> dict[str, dict[str, Any]]:
    """Every sample, by file name."""
    db = await persistence.open(folder / "samples.db")
    service = TableService(db)
    last: dict[int, LastMove] = {}

    async def heard(events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Moved):
                last[event.table_id] = LastMove(event.seq, event.seat, event.action, event.text)

    service.subscribe(heard)
    await service.start()
    made: dict[str, dict[str, Any]] = {}
    rng = random.Random(seed)
    try:
        for channel, (name, game, preset, players, options) in enumerate(GAMES, start=1):
            table = await open_for_alice(service, channel, game, preset, players, options)
            await service.join(table.id, BOB, "bob")
            if players > 2:
                await service.add_computer(table.id, ALICE, "easy")
            made[f"{name}-lobby"] = snapshot(service.table(table.id), ALICE, locale)
            for _ in range(players - 3):
                await service.add_computer(table.id, ALICE, "normal")
            await service.start_game(table.id, ALICE, seed=seed)
            turn_seen = flipped_seen = False
            while True:
                await service.idle()
                now = service.table(table.id)
                if now.status != "playing":
                    break
                user = now.to_move_user
                assert user is not None
                legal = service.legal(table.id, user)
                if user == ALICE and not turn_seen and len(legal) > 1 and now.seq > 2:
                    made[f"{name}-turn"] = snapshot(now, ALICE, locale, last.get(now.id))
                    made[f"{name}-waiting"] = snapshot(now, BOB, locale, last.get(now.id))
                    made[f"{name}-spectator"] = snapshot(now, None, locale, last.get(now.id))
                    turn_seen = True
                elif name == "concentration" and user == ALICE and turn_seen and not flipped_seen:
                    # Concentration mid-turn: alice has turned one card up and picks the second.
                    made[f"{name}-flipped"] = snapshot(now, ALICE, locale, last.get(now.id))
                    flipped_seen = True
                # Not a random dost: it ends a Stovkahra game at once, before anything is seen.
                await service.act(table.id, user, rng.choice(careful(legal)), expected_seq=now.seq)
            made[f"{name}-over"] = snapshot(service.table(table.id), ALICE, locale, last.get(table.id))
    finally:
        await service.close()
        await db.close()
    return made


def main() -> None:
    HERE.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        made = asyncio.run(make(Path(folder)))
    for name, shown in made.items():
        (HERE / f"{name}.json").write_text(
            json.dumps(shown, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    print(f"{len(made)} samples in {HERE}")


if __name__ == "__main__":
    main()
