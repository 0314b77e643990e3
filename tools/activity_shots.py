"""Screenshots of the Activity (the web client in bot/web/static/) for docs/screenshots/.

    .venv/bin/python tools/activity_shots.py [--out docs/screenshots] [--samples DIR] [--only NAME ...]

Opens the built client in headless Chromium (Playwright; the machine's `/usr/bin/chromium`, or
`--chromium PATH`) at a phone's size (360 × 740) and a desktop's (1280 × 800) and feeds it one
table snapshot per game over a stand-in socket: the server's samples (`tests/bot/web/samples/`,
`<game>-turn.json`, made by the real snapshot code) when there are some, else the client's own
fixtures (`web/activity/test/fixtures/<game>.json`); the words are the catalogue's
(`bot.web.server.ui_words`) when the server is there. The card faces are drawn by the pictures'
own code (`bot.discord.pictures.cards`), as the server draws them. Writes
`activity-<name>-phone.png` and `activity-<name>-desktop.png` (and `activity-<name>-chooser-…` with
the chooser open, where a card of the hand has several actions). Needs `playwright` (the
`[screenshots]` extra) and a Chromium.
"""

from __future__ import annotations

import argparse
import io
import json
import mimetypes
import shutil
import sys
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from bot.discord.pictures.cards import card_back, card_face  # noqa: E402

STATIC = ROOT / "bot" / "web" / "static"
SAMPLES = ROOT / "tests" / "bot" / "web" / "samples"
FIXTURES = ROOT / "web" / "activity" / "test" / "fixtures"
ORIGIN = "http://tavolo.test"
SIZES = {"phone": (360, 740), "desktop": (1280, 800)}
# The games the screenshots must show, mid-game (a sample's or fixture's file name).
NAMES = ["scopa", "scopone", "scarto", "stovkahra", "gofish", "concentration", "oldmaid"]
# And a lobby, a game's end and a spectator's view.
NAMES += ["scopa-lobby", "scopone-over", "gofish-spectator"]
# Stovkahra from another seat: the packet dealt face up lies beside its owner.
NAMES += ["stovkahra-waiting"]
# Concentration mid-turn: a card turned up on the phone's small places, shown enlarged.
NAMES += ["concentration-flipped"]
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path(given: str | None) -> str | None:
    return given or shutil.which("chromium") or shutil.which("chromium-browser")


def card_png(path: str, query: str) -> bytes:
    """`/cards/<deck>/<card>.png?w=..&dpr=..` drawn as the server draws it."""
    parts = path.strip("/").split("/")
    deck, card = parts[-2], parts[-1].removesuffix(".png")
    args = parse_qs(query)
    width = int(args.get("w", ["64"])[0]) * int(args.get("dpr", ["1"])[0])
    image = card_back(width) if card == "back" else card_face(deck, card, width)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def sample(name: str, folder: Path) -> Path | None:
    """The file of screen `name` (`scopa`, `scopa-over`…): a server's sample or a fixture."""
    for candidate in (folder / f"{name}-turn.json", folder / f"{name}.json"):
        if candidate.exists():
            return candidate
    return None


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data.get("table", data) if isinstance(data, dict) and data.get("type") == "table" else data


def words(locale: str = "en") -> tuple[dict[str, str], list[dict[str, Any]]]:
    """The client's words and the games to open: the server's, or the fixtures' stand-ins."""
    fixture = json.loads((FIXTURES / "_words.json").read_text(encoding="utf-8"))
    try:
        from bot.web.server import ui_words
    except ImportError:
        return fixture["words"], fixture["games"]
    return ui_words(locale), fixture["games"]


def serve(page: Any, snapshot: dict[str, Any] | None, ui_words: dict[str, str], games: list[Any]) -> None:
    """Routes the page's requests: the static client, the dev session, the cards, the socket."""

    def static(route: Any) -> None:
        url = urlparse(route.request.url)
        rel = url.path.lstrip("/") or "index.html"
        file = STATIC / rel
        if not file.is_file():
            route.fulfill(status=404, body="")
            return
        route.fulfill(
            status=200,
            body=file.read_bytes(),
            content_type=mimetypes.guess_type(file.name)[0] or "application/octet-stream",
        )

    def api(route: Any) -> None:
        url = urlparse(route.request.url)
        if url.path.endswith("/dev-session"):
            body = json.loads(route.request.post_data or "{}")
            answer = {
                "access_token": "t",
                "session": "s",
                "user": {"id": body.get("user_id"), "name": body.get("name")},
                "expires_in": 900,
            }
            route.fulfill(status=200, json=answer)
        else:
            route.fulfill(status=404, json={})

    def cards(route: Any) -> None:
        url = urlparse(route.request.url)
        route.fulfill(status=200, body=card_png(url.path, url.query), content_type="image/png")

    def socket(ws: Any) -> None:
        def on_message(message: str | bytes) -> None:
            data = json.loads(message)
            if data.get("type") == "hello":
                ws.send(
                    json.dumps(
                        {
                            "type": "welcome",
                            "user": {"id": "1", "name": "alice"},
                            "locale": "en",
                            "words": ui_words,
                        }
                    )
                )
                ws.send(json.dumps({"type": "table", "table": snapshot, "games": games}))

        ws.on_message(on_message)

    page.route(f"{ORIGIN}/api/**", api)
    page.route(f"{ORIGIN}/cards/**", cards)
    page.route_web_socket(f"{ORIGIN.replace('http', 'ws')}/ws", socket)
    page.route(lambda url: url.startswith(ORIGIN) and "/api/" not in url and "/cards/" not in url, static)


def chooser_card(snapshot: dict[str, Any] | None) -> str | None:
    """A hand card that several actions share (tapping it opens the chooser), if there is one."""
    counts: dict[str, int] = {}
    for action in (snapshot or {}).get("actions") or []:
        if action.get("pick") or action.get("place") is not None:
            continue
        for card in action.get("cards") or []:
            counts[card] = counts.get(card, 0) + 1
    return next((card for card, n in counts.items() if n > 1), None)


def shoot(
    browser: Any, name: str, snapshot: dict[str, Any] | None, out: Path, tap: bool = False
) -> list[Path]:
    """`activity-<name>-<size>.png`; with `tap`, after tapping a card that opens the chooser."""
    ui_words, games = words()
    card = chooser_card(snapshot) if tap else None
    if tap and card is None:
        return []
    made = []
    for size, (width, height) in SIZES.items():
        page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=2)
        serve(page, snapshot, ui_words, games)
        page.goto(f"{ORIGIN}/?user=1&name=alice&channel=1")
        page.wait_for_selector(".table, .lobby", timeout=10000)
        page.wait_for_function(
            "Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)", timeout=10000
        )
        if card is not None:
            page.locator(f"[data-testid=hand] img[data-card='{card}']").click()
            page.wait_for_selector("[data-testid=chooser]")
            name_shown = f"{name}-chooser"
        else:
            name_shown = name
        path = out / f"activity-{name_shown}-{size}.png"
        page.screenshot(path=str(path))
        page.close()
        shrink(path)
        made.append(path)
    return made


def shrink(path: Path) -> None:
    """256 colours are plenty for flat cards on felt: a third of the bytes in the repo."""
    image = Image.open(path).convert("RGB")
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        path, optimize=True
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--samples", type=Path, default=None, help="a folder of snapshots, <name>.json")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--chromium", default=None)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    folder = args.samples or (SAMPLES if SAMPLES.is_dir() else FIXTURES)
    names = args.only or [n for n in NAMES if sample(n, folder)]
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(args.chromium), args=CHROMIUM_FLAGS)
        for name in names:
            found = sample(name, folder) or sample(name, FIXTURES)
            if found is None:
                raise SystemExit(f"no snapshot for {name} in {folder}")
            shown = load(found)
            # The game's screen, and the chooser open where a card of the hand has several actions.
            for path in shoot(browser, name, shown, args.out) + shoot(
                browser, name, shown, args.out, tap=True
            ):
                print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
