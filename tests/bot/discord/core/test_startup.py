"""Start-up failures are one line saying what to do and a non-zero exit, never a traceback:
a token Discord refuses, and a Discord that cannot be reached (tried again with a growing delay)."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot.discord.core import startup


class FakeResponse:
    status, reason = 401, "Unauthorized"


def refused() -> discord.LoginFailure:
    return discord.LoginFailure("Improper token has been passed.")


def offline() -> OSError:
    """What aiohttp raises when the name does not resolve (no network)."""
    key = SimpleNamespace(host="discord.com", port=443, ssl=True)
    return aiohttp.ClientConnectorError(key, OSError(-3, "Temporary failure in name resolution"))  # type: ignore[arg-type]


class Recorder:
    """A fake `probe` (raising the given errors in turn, then answering) and a fake `sleep`."""

    def __init__(self, *errors: BaseException) -> None:
        self.errors, self.tries, self.slept = list(errors), 0, []

    async def probe(self, token: str) -> None:
        self.tries += 1
        if self.errors:
            raise self.errors.pop(0)

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)


class FakeBot:
    def __init__(self, exit_code: int = 0, error: BaseException | None = None) -> None:
        self.exit_code, self.error, self.started, self.closed = exit_code, error, False, False

    async def __aenter__(self) -> FakeBot:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.closed = True

    async def start(self, token: str) -> None:
        self.started = True
        if self.error is not None:
            raise self.error


@pytest.fixture(autouse=True)
def tavolo_logger_enabled():
    """A logging configuration loaded by an earlier test (import-linter's) disables the loggers
    that existed then, `tavolo` among them: these tests read what it says."""
    logger = logging.getLogger("tavolo")
    was, logger.disabled = logger.disabled, False
    yield
    logger.disabled = was


def tavolo_lines(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "tavolo"]


async def test_a_refused_token_is_one_line_and_status_2_without_retrying(caplog):
    fake, bot = Recorder(refused()), FakeBot()
    assert await startup.run(bot, "bad", probe=fake.probe, sleep=fake.sleep) == 2
    (line,) = tavolo_lines(caplog)
    assert line.levelno == logging.ERROR and line.exc_info is None
    assert "Discord refused the bot token" in line.message and "Reset Token" in line.message
    assert fake.tries == 1 and fake.slept == [] and not bot.started


async def test_an_unreachable_discord_is_retried_with_a_growing_delay_then_the_bot_runs(caplog):
    fake, bot = (
        Recorder(offline(), TimeoutError(), discord.DiscordServerError(FakeResponse(), "down")),
        FakeBot(),
    )
    assert await startup.run(bot, "good", probe=fake.probe, sleep=fake.sleep) == 0
    assert bot.started and bot.closed and fake.slept == [2.0, 4.0, 8.0]
    lines = [r.message for r in tavolo_lines(caplog)]
    assert len(lines) == 3 and all(r.exc_info is None for r in tavolo_lines(caplog))
    assert lines[0].startswith("Discord is unreachable (Cannot connect to host")
    assert "attempt 1 of 8, trying again in 2 s" in lines[0]
    assert "(timed out); attempt 2 of 8" in lines[1] and "(Discord answered 401)" in lines[2]


async def test_giving_up_after_the_last_attempt_says_what_to_check_and_exits_1(caplog):
    fake = Recorder(*[offline() for _ in range(startup.ATTEMPTS)])
    assert await startup.run(FakeBot(), "good", probe=fake.probe, sleep=fake.sleep) == 1
    assert fake.tries == startup.ATTEMPTS and max(fake.slept) == startup.MAX_DELAY
    records = tavolo_lines(caplog)
    assert len(records) == startup.ATTEMPTS and all(r.exc_info is None for r in records)
    last = records[-1]
    assert last.levelno == logging.ERROR and f"after {startup.ATTEMPTS} attempts" in last.message
    assert "internet connection" in last.message and "\n" not in last.message


async def test_the_bots_own_status_is_the_exit_status(caplog):
    fake = Recorder()
    assert await startup.run(FakeBot(exit_code=1), "good", probe=fake.probe, sleep=fake.sleep) == 1
    lost = FakeBot(error=offline())
    assert await startup.run(lost, "good", probe=fake.probe, sleep=fake.sleep) == 1
    assert "stopped answering while the bot was starting" in tavolo_lines(caplog)[-1].message


def test_python_m_bot_with_a_refused_token_prints_one_line_and_exits_2(monkeypatch, tmp_path, capfd):
    """The whole command, with Discord faked at the network edge: no traceback reaches the user."""
    import bot.__main__ as main_module

    async def refuse(token: str) -> None:
        raise refused()

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("TAVOLO_DB", str(tmp_path / "tavolo.db"))
    monkeypatch.setattr(startup, "probe_discord", refuse)
    # Only the handler `python -m bot` sets up: an earlier test's may write to a stream closed since.
    root = logging.getLogger()
    handlers = list(root.handlers)
    for handler in handlers:
        root.removeHandler(handler)
    try:
        assert main_module.main([]) == 2
    finally:
        for handler in root.handlers[:]:
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
    err = capfd.readouterr().err
    assert "Discord refused the bot token" in err and "Traceback" not in err
    assert len([line for line in err.splitlines() if line.strip()]) == 1, err
