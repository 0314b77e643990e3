"""One configuration loader for every command: the environment, then `.env`, then the defaults."""

from __future__ import annotations

import os

import pytest

from bot.config import DEFAULT_DB, ConfigError, apply_font, database_url, load_settings


def test_dotenv_fills_what_the_environment_leaves_unset(tmp_path):
    dotenv = tmp_path / ".env"
    font = tmp_path / "font.ttf"
    font.write_bytes(b"\0")
    dotenv.write_text(f"TAVOLO_DB=./from-dotenv.db\nTAVOLO_FONT={font}\n", encoding="utf-8")
    settings = load_settings(environ={}, dotenv_path=dotenv)
    assert settings.db_url == "./from-dotenv.db" and settings.font == str(font)
    assert database_url(environ={}, dotenv_path=dotenv) == "./from-dotenv.db"
    # The real environment wins, even set to nothing; with neither, the default.
    assert database_url(environ={"TAVOLO_DB": "/srv/t.db"}, dotenv_path=dotenv) == "/srv/t.db"
    assert database_url(environ={"TAVOLO_DB": ""}, dotenv_path=dotenv) == DEFAULT_DB
    assert database_url(environ={}, dotenv_path=tmp_path / "missing.env") == DEFAULT_DB


def test_a_font_that_is_not_a_file_is_one_clear_error(tmp_path):
    with pytest.raises(ConfigError, match="TAVOLO_FONT must be a font file"):
        load_settings(environ={"TAVOLO_FONT": str(tmp_path / "nope.ttf")}, dotenv_path=None)


def test_the_font_from_dotenv_reaches_the_picture_code(tmp_path, monkeypatch):
    monkeypatch.delenv("TAVOLO_FONT", raising=False)
    font = tmp_path / "font.otf"
    font.write_bytes(b"\0")
    apply_font(load_settings(environ={"TAVOLO_FONT": str(font)}, dotenv_path=None))
    assert os.environ["TAVOLO_FONT"] == str(font)
