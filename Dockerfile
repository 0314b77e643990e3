# Tavolo in a container: `docker build -t tavolo .` then see docs/DEPLOY.md (or compose.yaml).
# The install steps are deploy/install.sh, the same script .ci/run runs on the CI machine.
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TAVOLO_VENV=/opt/tavolo/venv \
    PATH=/opt/tavolo/venv/bin:$PATH

# The project from its own pyproject.toml, with the full CJK fonts (deploy/install.sh; the package
# bundles a Japanese subset, the full fonts draw the rarer kanji of a name too).
COPY . /tmp/tavolo-src
RUN sh /tmp/tavolo-src/deploy/install.sh /tmp/tavolo-src \
    && rm -rf /tmp/tavolo-src \
    && TAVOLO_DB=/tmp/check.db python -m bot --check \
    && rm -f /tmp/check.db*

# A user of its own (never root), whose only writable place is the data volume.
RUN useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin tavolo \
    && mkdir -p /data \
    && chown tavolo:tavolo /data
USER tavolo
WORKDIR /data
VOLUME ["/data"]

# The SQLite database (and its backups) live in the volume; TAVOLO_DB=postgresql://… uses a server.
# The bot writes a heartbeat while it is connected to Discord; `python -m bot health` reads it.
ENV TAVOLO_DB=/data/tavolo.db \
    TAVOLO_HEALTH_FILE=/tmp/tavolo-health
# The Activity's web app, when configured (TAVOLO_ACTIVITY_HOST=0.0.0.0 in the container).
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=10s --start-period=3m --retries=3 \
    CMD ["python", "-m", "bot", "health"]

# Settings come from the environment (DISCORD_TOKEN, …: .env.example). Stopping the container is
# safe at any moment: every move is committed before it is applied.
CMD ["python", "-m", "bot"]
