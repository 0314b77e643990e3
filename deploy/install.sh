#!/bin/sh
# Installs Tavolo: the full CJK fonts for its pictures, and the project (from its own pyproject.toml)
# with its dependencies into a virtual environment. The Dockerfile runs it to build the image,
# docs/DEPLOY.md runs it on a systemd machine, and .ci/run runs it on the CI machine, so the one
# recipe is tested even where no container engine runs.
#
#   deploy/install.sh [SOURCE]      SOURCE: the project folder (default: this script's parent)
#
# Settings (environment):
#   TAVOLO_VENV   the virtual environment to create or update (default /opt/tavolo/venv)
#   PYTHON        the Python (3.11 or newer) that makes it (default python3)
#   TAVOLO_FONTS  "skip" to leave the system fonts alone (the bundled ones are used where they lack)
#   TAVOLO_EXTRAS the project's optional parts to add (default "postgres": asyncpg, for TAVOLO_DB=postgresql://…)
set -eu

SOURCE=${1:-$(cd "$(dirname "$0")/.." && pwd)}
VENV=${TAVOLO_VENV:-/opt/tavolo/venv}
PYTHON=${PYTHON:-python3}
EXTRAS=${TAVOLO_EXTRAS-postgres}

# 1. Fonts: the package draws Japanese in its own subset of Noto Sans CJK JP (JIS X 0208's kanji);
#    the full fonts-noto-cjk also draws the rarer kanji a player's name may have. Optional: where
#    it cannot be installed, the bundled subset is used. Nothing to do where it is already there.
if [ "${TAVOLO_FONTS:-}" != "skip" ]; then
    if find /usr/share/fonts /usr/local/share/fonts \( -name 'NotoSansCJK*' -o -name 'NotoSansJP*' \) \
        2>/dev/null | grep -q .; then
        echo "install.sh: CJK fonts already installed"
    elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
        echo "install.sh: installing fonts-noto-cjk"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fonts-noto-cjk >/dev/null
        rm -rf /var/lib/apt/lists/*
    else
        echo "install.sh: no fonts-noto-cjk (Debian/Ubuntu: apt-get install fonts-noto-cjk); the pictures" \
            "use the bundled Japanese subset, which lacks kanji outside JIS X 0208" >&2
    fi
fi

# 2. The project and its dependencies, from its pyproject.toml (a regular install, not an
#    editable one: the environment does not need the source folder afterwards).
if [ ! -x "$VENV/bin/python" ]; then
    echo "install.sh: creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi
echo "install.sh: installing Tavolo from $SOURCE${EXTRAS:+ with [$EXTRAS]}"
"$VENV/bin/python" -m pip install --quiet --no-cache-dir --disable-pip-version-check "$SOURCE${EXTRAS:+[$EXTRAS]}"

# 3. The installed package imports from anywhere, and its pictures find a Japanese font.
(cd / && "$VENV/bin/python" - "${TAVOLO_FONTS:-}" <<'PY'
import sys

import bot, games, i18n, persistence  # noqa: F401  (from the environment, not the source folder)
from bot.discord.pictures.fonts import drawable

if sys.argv[1] != "skip" and not drawable("さくら"):
    sys.exit("install.sh: the pictures found no Japanese font; see docs/DEPLOY.md")
PY
)
echo "install.sh: done; run $VENV/bin/python -m bot"
