"""`python -m bot --shards 0-3 --shard-count 16`: settings, operator errors, and the bot it builds."""

from __future__ import annotations

import pytest
from discord.ext import commands

from bot.__main__ import main
from bot.config import ConfigError, load_settings
from bot.discord.app import create_bot
from bot.service.shards import Shards, parse_shard_ids, shard_of

PG = {"TAVOLO_DB": "postgresql://tavolo@db/tavolo", "DISCORD_TOKEN": "x"}


def test_without_shard_options_the_bot_is_todays_single_connection_bot():
    settings = load_settings({}, None)
    assert settings.shard_count is None and settings.shards == Shards.everything()
    bot = create_bot(settings, "unused.db")
    assert not isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_count is None


def test_shard_range_builds_an_auto_sharded_bot_for_those_shards():
    settings = load_settings({**PG, "TAVOLO_SHARDS": "0-3", "TAVOLO_SHARD_COUNT": "16"}, None)
    bot = create_bot(settings)
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_ids == [0, 1, 2, 3] and bot.shard_count == 16
    assert settings.shards.describe() == "shards 0-3 of 16"


def test_a_count_alone_runs_every_shard_in_one_process_even_on_sqlite():
    settings = load_settings({"TAVOLO_SHARD_COUNT": "4"}, None)
    assert settings.shards.covers_all
    bot = create_bot(settings, "unused.db")
    assert isinstance(bot, commands.AutoShardedBot) and bot.shard_ids is None and bot.shard_count == 4


def test_command_line_options_win_over_the_environment(monkeypatch, capsys):
    seen = {}

    def fake_create_bot(settings):
        seen["settings"] = settings
        raise SystemExit(0)  # stop before connecting to Discord

    monkeypatch.setattr("bot.discord.app.create_bot", fake_create_bot)
    monkeypatch.setattr("bot.__main__.hold_database", lambda url: None)  # no server to check here
    for key, value in {**PG, "TAVOLO_SHARDS": "9", "TAVOLO_SHARD_COUNT": "10"}.items():
        monkeypatch.setenv(key, value)
    with pytest.raises(SystemExit):
        main(["--shards", "4-7,12", "--shard-count=16"])
    assert seen["settings"].shard_ids == {4, 5, 6, 7, 12} and seen["settings"].shard_count == 16


@pytest.mark.parametrize(
    ("environ", "says"),
    [
        ({"TAVOLO_SHARDS": "0-3"}, "needs --shard-count"),
        ({"TAVOLO_SHARDS": "0-3", "TAVOLO_SHARD_COUNT": "many"}, "from 1 to 65536, not 'many'"),
        ({"TAVOLO_SHARDS": "0-3", "TAVOLO_SHARD_COUNT": "0"}, "from 1 to 65536"),
        ({"TAVOLO_SHARDS": "3-0", "TAVOLO_SHARD_COUNT": "16"}, "runs backwards"),
        ({"TAVOLO_SHARDS": "a-b", "TAVOLO_SHARD_COUNT": "16"}, "not a shard or a range"),
        ({"TAVOLO_SHARDS": "12-16", "TAVOLO_SHARD_COUNT": "16"}, "numbered 0 to 15"),
    ],
)
def test_bad_shard_settings_are_explained_in_one_line(environ, says):
    with pytest.raises(ConfigError) as error:
        load_settings({**PG, **environ}, None)
    assert says in str(error.value) and "\n" not in str(error.value)


def test_a_partial_shard_range_on_sqlite_is_refused_because_others_cannot_share_the_file(capsys):
    with pytest.raises(ConfigError, match=r"leaves shards 4-15 to other processes.*PostgreSQL"):
        load_settings({"TAVOLO_SHARDS": "0-3", "TAVOLO_SHARD_COUNT": "16"}, None)
    # Covering every shard is one process: SQLite is fine.
    assert load_settings({"TAVOLO_SHARDS": "0-15", "TAVOLO_SHARD_COUNT": "16"}, None).shards.covers_all


def test_main_reports_bad_options_and_settings_with_status_2(monkeypatch, capsys):
    monkeypatch.setenv("TAVOLO_DB", "./x.db")
    monkeypatch.delenv("TAVOLO_SHARDS", raising=False)
    monkeypatch.delenv("TAVOLO_SHARD_COUNT", raising=False)
    assert main(["--shards", "0-3", "--shard-count", "16"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Configuration error: --shards 0-3 of 16 leaves shards 4-15")
    assert main(["--shards"]) == 2
    assert "--shards needs a value" in capsys.readouterr().err
    assert main(["--shardz", "1"]) == 2
    assert "Unknown option '--shardz'" in capsys.readouterr().err


def test_a_guild_belongs_to_discords_shard_for_it():
    guild = 81384788765712384  # Discord's example: shard (id >> 22) % count
    assert shard_of(guild, 16) == (guild >> 22) % 16
    owner = Shards(frozenset({shard_of(guild, 16)}), 16)
    assert owner.owns(guild)
    assert not Shards(frozenset(set(range(16)) - owner.ids), 16).owns(guild)
    assert parse_shard_ids("0-2, 5") == {0, 1, 2, 5}
