"""The deployment files say what the bot needs: compose.yaml, the systemd unit, the Dockerfile,
CI's recipe and the licence (docs/DEPLOY.md walks through them)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
README_TESTS = 'python3 -m venv .venv && .venv/bin/pip install -q -e ".[dev]" && .venv/bin/python -m pytest'


def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def test_compose_runs_the_bot_on_sqlite_in_a_volume_by_default():
    services = compose()["services"]
    bot = services["bot"]
    assert "profiles" not in bot  # `docker compose up` starts it
    assert bot["build"] == "."
    [volume] = bot["volumes"]
    name, mount = volume.split(":")
    assert mount == "/data" and name in compose()["volumes"]
    assert bot["environment"]["TAVOLO_DB"] == "${TAVOLO_DB:-/data/tavolo.db}"  # SQLite, in the volume
    assert bot["env_file"] == [{"path": ".env", "required": False}]  # DISCORD_TOKEN and the rest
    assert bot["restart"] == "unless-stopped"
    assert bot["init"] is True  # PID 1 passes the stop signal on


def test_compose_postgres_profile_is_postgresql_18_with_its_data_where_the_image_keeps_it():
    services = compose()["services"]
    postgres = services["postgres"]
    assert postgres["profiles"] == ["postgres"]
    assert postgres["image"] == "postgres:18"
    [volume] = postgres["volumes"]
    name, mount = volume.split(":")
    # 18+: PGDATA is /var/lib/postgresql/18/docker and the image's VOLUME is /var/lib/postgresql.
    assert mount == "/var/lib/postgresql" and name in compose()["volumes"]
    assert "healthcheck" in postgres
    # The bot waits for it, when the profile runs it.
    assert services["bot"]["depends_on"]["postgres"] == {"condition": "service_healthy", "required": False}
    # TAVOLO_DB as the file's header tells .env to set it: this service, its user and database.
    env = postgres["environment"]
    url = f"postgresql://{env['POSTGRES_USER']}:${{POSTGRES_PASSWORD}}@postgres:5432/{env['POSTGRES_DB']}"
    header = (ROOT / "compose.yaml").read_text()
    assert f"#   TAVOLO_DB={url}\n" in header and "#   COMPOSE_PROFILES=postgres\n" in header


UNITS = sorted((ROOT / "deploy").glob("*.service"))  # tavolo.service, and tavolo@.service per shard range


def unit_lines(name: str = "tavolo.service") -> list[str]:
    return (ROOT / "deploy" / name).read_text().splitlines()


@pytest.mark.parametrize("unit", [path.name for path in UNITS])
def test_the_systemd_units_have_no_comment_after_a_value(unit: str):
    # systemd takes only whole lines starting with # or ; as comments: `EnvironmentFile=/x # y`
    # would look for a file named "/x # y" and the service would not start.
    for number, line in enumerate(unit_lines(unit), start=1):
        if not line.strip() or line.lstrip().startswith(("#", ";")) or line.startswith("["):
            continue
        key, eq, value = line.partition("=")
        assert eq and re.fullmatch(r"[A-Za-z]+", key), f"line {number}: {line!r}"
        assert "#" not in value and ";" not in value, f"line {number} has a comment after its value: {line!r}"
        assert value == value.strip(), f"line {number} has stray spaces: {line!r}"


def test_the_systemd_unit_runs_the_installed_bot_as_its_own_user():
    settings = dict(line.split("=", 1) for line in unit_lines() if "=" in line and not line.startswith("#"))
    assert settings["ExecStart"] == "/opt/tavolo/venv/bin/python -m bot"  # deploy/install.sh's default
    assert settings["User"] == "tavolo" and settings["EnvironmentFile"] == "/etc/tavolo/tavolo.env"
    assert settings["WorkingDirectory"] == settings["ReadWritePaths"] == "/var/lib/tavolo"
    assert settings["RestartPreventExitStatus"] == "2"  # a setting to fix: restarting will not help
    install = (ROOT / "deploy" / "install.sh").read_text()
    assert "VENV=${TAVOLO_VENV:-/opt/tavolo/venv}" in install
    shards = dict(line.split("=", 1) for line in unit_lines("tavolo@.service") if line[:1].isalpha())
    assert shards["ExecStart"] == "/opt/tavolo/venv/bin/python -m bot --shards %i"
    assert {k: v for k, v in shards.items() if k not in ("ExecStart", "Description")} == {
        k: v for k, v in settings.items() if k not in ("ExecStart", "Description")
    }
    if shutil.which("systemd-analyze"):  # where systemd's own checker exists, it agrees
        checked = subprocess.run(
            ["systemd-analyze", "verify", *map(str, UNITS)],
            capture_output=True,
            text=True,
        )
        problems = [
            line
            for line in checked.stderr.splitlines()
            if "is not executable" not in line  # the bot is not installed on the test machine
        ]
        assert problems == [], checked.stderr


def test_the_dockerfile_installs_with_the_ci_script_and_runs_the_bot_unprivileged():
    docker = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+-slim$", docker, re.M)
    assert "deploy/install.sh" in docker and "deploy/install.sh" in (ROOT / ".ci" / "run").read_text()
    assert re.search(r"^USER tavolo$", docker, re.M) and 'VOLUME ["/data"]' in docker
    assert re.search(r'^CMD \["python", "-m", "bot"\]$', docker, re.M)
    assert re.search(r'CMD \["python", "-m", "bot", "health"\]', docker)  # the HEALTHCHECK
    assert "TAVOLO_HEALTH_FILE=" in docker and "TAVOLO_DB=/data/tavolo.db" in docker
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert ".venv" in ignored and ".env" in ignored  # no secrets, no environment in the image


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    assert README_TESTS in readme
    assert README_TESTS in (ROOT / ".ci" / "run").read_text()


def test_the_licence_is_the_mit_licence_pyproject_names():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"
    licence = (ROOT / "LICENSE").read_text()
    assert licence.startswith("MIT License\n") and "Copyright (c) 2026 Tavolo contributors" in licence
