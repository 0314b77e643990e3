"""The Activity's web client in a real browser (Chromium, Playwright) at a phone's size, 360 × 740,
against the real web app and table service (in this process, on loopback, dev sign-in): alice
opens a Scopa table, adds a computer, deals, and plays by tapping. What she notices: her hand at
the bottom, the table's cards at least 56 px wide, a chooser when her card can take two ways, the
move on the table (and in the service), the table back after the server restarts.

Skipped where Playwright or Chromium is missing (`pip install -e ".[screenshots]"`)."""

from __future__ import annotations

import asyncio
import secrets
import shutil
import socket
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

pytest.importorskip("playwright")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("no Chromium to drive", allow_module_level=True)

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

import persistence  # noqa: E402
from bot.config import ActivitySettings  # noqa: E402
from bot.service.table_service import TableService  # noqa: E402
from bot.web.server import ActivityApp  # noqa: E402
from tools.activity_shots import CHROMIUM_FLAGS as FLAGS  # noqa: E402

STATIC = Path(__file__).resolve().parents[3] / "bot" / "web" / "static"  # the committed build

ALICE = 1
CHANNEL = 5
# The deal the test plays (bot/service/seating.py draws it): on alice's first turn her Cavallo of
# bastoni (Qc) takes either Cavallo on the table (Qh or Qs), so tapping it asks which.
SEED = 4
TWO_WAYS = "Qc"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """The table service and the web app on a loop of their own, beside the browser."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.settings = ActivitySettings(
            client_secret=None, session_secret=secrets.token_urlsafe(32), port=self.port, dev=True
        )

    def run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout=30)

    async def _start(self) -> None:
        self.db = await persistence.open(self.folder / "tavolo.db")
        self.service = TableService(self.db)
        await self.service.start()
        await self._serve()

    async def _serve(self) -> None:
        self.app = ActivityApp(self.service, self.settings, static=STATIC)
        await self.app.start()

    async def _restart(self) -> None:
        await self.app.close()
        await asyncio.sleep(0.3)  # the client sees the drop
        await self._serve()

    async def _stop(self) -> None:
        await self.app.close()
        await self.service.close()
        await self.db.close()

    def start(self) -> None:
        self.thread.start()
        self.run(self._start())

    def restart(self) -> None:
        self.run(self._restart())

    def stop(self) -> None:
        self.run(self._stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=5)

    def table(self) -> Any:
        return self.service.table_in_channel(CHANNEL)


@pytest.fixture
def server() -> Iterator[Server]:
    fixed = mock.Mock(return_value=mock.Mock(randrange=mock.Mock(return_value=SEED)))
    with (
        tempfile.TemporaryDirectory() as folder,
        mock.patch("bot.service.seating.random.SystemRandom", fixed),
    ):
        running = Server(Path(folder))
        running.start()
        try:
            yield running
        finally:
            running.stop()


def hand(page: Page) -> list[str]:
    return page.locator("[data-testid=hand] img.card").evaluate_all("els => els.map(e => e.dataset.card)")


def widths(page: Page, selector: str) -> list[float]:
    return page.locator(selector).evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")


def my_turn(page: Page) -> None:
    expect(page.locator("[data-testid=hand] img.card.playable").first).to_be_visible()


@pytest.mark.slow
def test_a_phone_opens_scopa_and_plays_it_by_tapping(server: Server) -> None:
    expect.set_options(timeout=15_000)  # a loaded CI machine: patience, not sleeps
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 360, "height": 740})
        page.goto(f"http://127.0.0.1:{server.port}/?user={ALICE}&name=alice&channel={CHANNEL}")

        # No table here yet: she opens Scopa, adds an easy computer and deals.
        page.locator("[data-testid=games] button[data-game=scopa][data-preset='']").click()
        page.locator("[data-testid=lobby] button[data-level=easy]").click()
        expect(page.locator(".lobby-seats li")).to_have_count(2)
        page.locator("[data-testid=start]").click()

        # Her hand at the bottom, face up; the table's cards at least 56 px wide.
        my_turn(page)
        cards = hand(page)
        assert len(cards) == 3 and TWO_WAYS in cards
        box = page.locator("[data-testid=hand]").bounding_box()
        assert box is not None and box["y"] + box["height"] <= 740
        assert min(widths(page, ".felt .spread img.card")) >= 56
        assert len(widths(page, ".felt .spread img.card")) == 4

        # Her Cavallo can take either Cavallo: tapping it asks which, in the panel's words.
        page.locator(f"[data-testid=hand] img[data-card={TWO_WAYS}]").click()
        choices = page.locator("[data-testid=chooser] button[data-action]")
        expect(choices).to_have_count(2)
        offered = sorted(choices.evaluate_all("els => els.map(e => e.dataset.action)"))
        assert offered == ["Qc:Qh", "Qc:Qs"]
        assert all("→" in label for label in choices.all_inner_texts())
        seq = server.table().seq
        choices.first.click()

        # The move reaches the table: both Cavalli leave the felt into her pile, and the service has it.
        expect(page.locator("[data-testid=chooser]")).to_have_count(0)
        expect(page.locator(f".felt .spread img[data-card={TWO_WAYS}]")).to_have_count(0)
        expect(page.locator(f"[data-testid=hand] img[data-card={TWO_WAYS}]")).to_have_count(0)
        assert server.table().seq > seq

        # Two more turns by tapping, whatever the computer answered.
        for _ in range(2):
            my_turn(page)
            before = hand(page)
            page.locator("[data-testid=hand] img.card.playable").first.click()
            if page.locator("[data-testid=chooser]").count():
                page.locator("[data-testid=chooser] button[data-action]").first.click()
            expect(page.locator("[data-testid=hand] img.card")).not_to_have_count(len(before))

        # The server restarts: the client says it is reconnecting, then shows the table again.
        my_turn(page)
        held = hand(page)
        server.restart()
        expect(page.locator("[data-testid=reconnecting]")).to_be_visible()
        expect(page.locator("[data-testid=reconnecting]")).to_have_count(0)
        my_turn(page)
        assert hand(page) == held
        browser.close()
