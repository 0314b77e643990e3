"""The host-only refusal names the host when they sit at the table, and says "the host" alone when
they have left their seat: never "Only the host, the host, can do that." (language review, 2026-11)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.service import errors
from bot.service.seating import check_host
from i18n import LOCALES

HOST, OTHER = 1, 2


def _refusal(seats: list[SimpleNamespace], message: str) -> errors.NotHost:
    live = SimpleNamespace(host_id=HOST, seats=seats)
    with pytest.raises(errors.NotHost) as refused:
        check_host(live, OTHER, message)  # type: ignore[arg-type]
    return refused.value


@pytest.mark.parametrize("message", ["error-host-only", "error-host-options", "error-host-start"])
def test_a_seated_host_is_named(message: str) -> None:
    seats = [SimpleNamespace(user_id=HOST, name="alice"), SimpleNamespace(user_id=OTHER, name="bob")]
    refused = _refusal(seats, message)
    assert "alice" in refused.text.render("en")
    for locale in LOCALES:
        assert "alice" in refused.text.render(locale), locale


@pytest.mark.parametrize("message", ["error-host-only", "error-host-options", "error-host-start"])
def test_a_host_who_left_their_seat_is_not_named_twice(message: str) -> None:
    seats = [
        SimpleNamespace(user_id=None, name="Computer 1 (normal)"),
        SimpleNamespace(user_id=OTHER, name="bob"),
    ]
    refused = _refusal(seats, message)
    assert refused.text.render("en").startswith("Only the host can")
    said = {locale: refused.text.render(locale) for locale in LOCALES}
    assert "the host, the host" not in said["en"] and ", ," not in said["en"]
    assert said["it"].count("chi ha aperto il tavolo") == 1
    assert said["fr"].count("l'hôte") == 1 and said["ja"].count("ホスト") == 1
    assert "さん" not in said["ja"]
