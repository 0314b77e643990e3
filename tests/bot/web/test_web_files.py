"""What the Activity serves over plain HTTP: the client's page (a placeholder until it is built),
and card pictures drawn by the pictures' own code, sized for the screen and cacheable."""

from __future__ import annotations

import io

from PIL import Image

from tests.bot.web.conftest import CLIENT_ID, Activity


async def test_a_card_is_the_pictures_card_at_the_screens_size(activity: Activity) -> None:
    answer = await activity.http.get("/cards/it/italian/7d.png?w=56&dpr=2")
    assert answer.status == 200 and answer.content_type == "image/png"
    assert "immutable" in answer.headers["Cache-Control"]
    image = Image.open(io.BytesIO(await answer.read()))
    assert image.width == 112 and image.height > image.width  # 56 CSS px at 2 device px each
    back = await activity.http.get("/cards/french/back.png?w=40")
    assert back.status == 200
    for wrong in ("/cards/poker/7d.png", "/cards/italian/7z.png", "/cards/xx/italian/../7d.png"):
        assert (await activity.http.get(wrong)).status == 404


async def test_the_page_is_a_placeholder_until_the_client_is_built_and_files_stay_inside(
    activity: Activity,
) -> None:
    page = await activity.http.get("/")
    assert page.status == 200 and "Tavolo" in await page.text()
    assert (await activity.http.get("/assets/../../etc/passwd")).status == 404


async def test_the_client_learns_the_application_id_it_signs_in_with(activity: Activity) -> None:
    config = await activity.http.get("/api/config")
    assert config.status == 200
    assert (await config.json())["client_id"] == str(CLIENT_ID)
